import { z } from 'zod';

/*
 * The answers a route declares in `schema.response`: its success body from contracts/, plus the
 * error bodies every route can send (CONVENTIONS §1). Declared on the route, they both encode
 * the answer (fields the contract does not name never leave, see zod.ts) and document it in
 * /api/openapi.json. Fastify picks the exact status first, then `4xx`.
 */

/** 400/401/403/404/409/429…: `{ "detail": "Mensaje en español." }`. */
export const detalleSchema = z.object({ detail: z.string() }).describe('Error: el motivo en español, en `detail`.');

/** 422: one entry per problem, where it is (`loc`) and its Spanish message. */
export const validacionSchema = z
    .object({
        detail: z.array(z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), type: z.string() })),
    })
    .describe('Datos inválidos: una entrada por problema, con dónde está (`loc`) y el mensaje en español.');

/** A 204 (`reply.status(204).send(null)`): `type: null` is documented as no body; Fastify sends none. */
export const sinContenido = z.null().describe('Hecho, sin contenido.');

/** `{ 200: contrato }` (or 201, 204) → that plus the error shapes, for `schema.response`. */
export function respuestas<const R extends { [status: number]: z.ZodType }>(exito: R) {
    return { ...exito, 422: validacionSchema, '4xx': detalleSchema };
}

/** A page of a list: the body is the array of rows; the total travels in `X-Total-Count`. */
export const pagina = <T extends z.ZodType>(fila: T) =>
    z.array(fila).describe('Una página de la lista; el total de filas que cumplen los filtros va en la cabecera `X-Total-Count`.');
