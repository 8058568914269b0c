import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { MENSAJES_HTTP, type ValidationIssue } from '../../contracts/errors.js';
import { Conflicto, DatoInvalido, ErrorDeDominio, NoEncontrado, Prohibido } from '../domain/errors.js';

/** An error the client should see as `{ detail }` with this status. */
export class ApiError extends Error {
    constructor(
        readonly statusCode: number,
        readonly detail: string,
    ) {
        super(detail);
    }
}

export const notFound = (detail: string = MENSAJES_HTTP.noEncontrado) => new ApiError(404, detail);

// Where a value came from, as FastAPI names it in `loc[0]` (Fastify says `querystring`).
const SOURCES: Record<string, string> = { body: 'body', querystring: 'query', params: 'params', headers: 'header' };

/**
 * The type provider's validation errors → FastAPI's 422 list. It keeps each zod issue's path only
 * as a JSON pointer (`/variantes/0/sku`); our contracts have no numeric object keys (no
 * `z.record`), so an all-digit segment is an array index and goes back to being a number.
 */
export function toValidationIssues(errors: ZodFastifySchemaValidationError[], context: string | undefined): ValidationIssue[] {
    const source = SOURCES[context ?? 'body'] ?? context ?? 'body';
    return errors.flatMap((error): ValidationIssue[] => {
        const loc = [source, ...pointerSegments(error.instancePath)];
        const msg = error.message ?? 'Valor inválido.';
        // One entry per unknown key, located at the key, so the client can say which one.
        const keys = (error.params as { keys?: unknown } | undefined)?.keys;
        if (error.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
            return keys.map((key) => ({ loc: [...loc, String(key)], msg, type: error.keyword }));
        }
        return [{ loc, msg, type: error.keyword }];
    });
}

function pointerSegments(pointer: string): (string | number)[] {
    if (pointer === '/' || pointer === '') return [];
    return pointer
        .slice(1)
        .split('/')
        .map((segment) => (/^(0|[1-9]\d*)$/.test(segment) ? Number(segment) : segment));
}

/** A 422 raised by the HTTP layer itself (a query it could not read), same shape as schema failures. */
export class ValidationFailure extends Error {
    constructor(readonly issues: ValidationIssue[]) {
        super(issues[0]?.msg ?? 'Datos inválidos.');
    }
}

/** The one place where the domain's refusals become HTTP answers. */
function domainStatus(error: ErrorDeDominio): { status: number; body: unknown } {
    if (error instanceof NoEncontrado) return { status: 404, body: { detail: error.message } };
    if (error instanceof DatoInvalido) {
        const campo = Array.isArray(error.campo) ? error.campo : [error.campo];
        return { status: 422, body: { detail: [{ loc: [error.en, ...campo], msg: error.message, type: 'value_error' }] } };
    }
    if (error instanceof Conflicto) return { status: 409, body: { detail: error.message } };
    if (error instanceof Prohibido) return { status: 403, body: { detail: error.message } };
    return { status: 400, body: { detail: error.message } };
}

// Fastify's own client errors that must never look like a server fault.
const CLIENT_ERRORS: Record<string, [number, string]> = {
    FST_ERR_CTP_INVALID_JSON_BODY: [400, MENSAJES_HTTP.jsonInvalido],
    FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'El cuerpo de la petición está vacío.'],
    FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de contenido no soportado.'],
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Longitud de contenido inválida.'],
    FST_ERR_CTP_BODY_TOO_LARGE: [413, 'El cuerpo de la petición es demasiado grande.'],
};

export function registerErrorHandling(app: FastifyInstance): void {
    app.setErrorHandler((error: FastifyError, request, reply) => {
        if (error instanceof ApiError) {
            return reply.status(error.statusCode).send({ detail: error.detail });
        }
        if (error instanceof ValidationFailure) return reply.status(422).send({ detail: error.issues });
        if (error instanceof ErrorDeDominio) {
            const { status, body } = domainStatus(error);
            return reply.status(status).send(body);
        }
        if (hasZodFastifySchemaValidationErrors(error)) {
            return reply.status(422).send({ detail: toValidationIssues(error.validation, error.validationContext) });
        }
        if (error instanceof ResponseSerializationError) {
            // Our answer broke its own contract: a bug of ours, never the client's.
            request.log.error({ err: error, issues: error.cause.issues, reqId: request.id }, 'respuesta fuera de su esquema');
            return reply.status(500).send({ detail: MENSAJES_HTTP.internal });
        }
        const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
        if (known) return reply.status(known[0]).send({ detail: known[1] });
        if (error instanceof SyntaxError) return reply.status(400).send({ detail: MENSAJES_HTTP.jsonInvalido });
        if (error.statusCode === 429) return reply.status(429).send({ detail: MENSAJES_HTTP.demasiadosIntentos('unos minutos') });
        if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
            request.log.info({ err: error }, 'petición rechazada');
            return reply.status(error.statusCode).send({ detail: 'Petición inválida.' });
        }
        request.log.error({ err: error, reqId: request.id }, 'error no controlado');
        return reply.status(500).send({ detail: MENSAJES_HTTP.internal });
    });
}
