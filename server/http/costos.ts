import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CsvColumn } from '../../contracts/csv.js';
import { MENSAJES_HTTP } from '../../contracts/errors.js';
import { PERMISOS_QUE_VEN_COSTOS, veCostos } from '../../contracts/permisos.js';
import { ApiError } from './errors.js';

/*
 * Purchase costs are seen only by who holds `reportes:utilidad` or `compras:escribir` (veCostos,
 * contracts/permisos.ts). A route says which of its fields are costs, in its config, and this one
 * mechanism does the rest for everyone else:
 * - `costos: ['costo_compra']`: those fields are taken out of the answer, wherever they are nested
 *   (the answer schema makes them optional), a body that carries one is refused with a 403
 *   before anything runs (nothing changes), a list sorted by one is a 403 (its order would tell),
 *   and an export drops the CSV columns showing one (`columnasVisibles`);
 * - `soloConCostos: true`: the whole answer is costs (the stock's value at cost): a 403.
 */

declare module 'fastify' {
    interface FastifyContextConfig {
        /** The answer's (and body's) fields that are purchase costs: hidden from who does not see costs. */
        costos?: readonly string[];
        /** The answer is costs through and through: refused to who does not see costs. */
        soloConCostos?: true;
    }
}

/** Whether the caller of a route behind `protectRoutes` sees purchase costs. */
export const actorVeCostos = (request: FastifyRequest): boolean => veCostos(request.actor.permisos);

/** `valor` without any of `campos`, at any depth (arrays and plain objects are copied, the rest kept). */
export function sinCampos(valor: unknown, campos: ReadonlySet<string>): unknown {
    if (Array.isArray(valor)) return valor.map((v) => sinCampos(v, campos));
    if (valor === null || typeof valor !== 'object') return valor;
    const prototipo = Object.getPrototypeOf(valor);
    if (prototipo !== Object.prototype && prototipo !== null) return valor;
    return Object.fromEntries(Object.entries(valor).flatMap(([k, v]) => (campos.has(k) ? [] : [[k, sinCampos(v, campos)]])));
}

function llevaAlguno(valor: unknown, campos: ReadonlySet<string>): boolean {
    if (Array.isArray(valor)) return valor.some((v) => llevaAlguno(v, campos));
    if (valor === null || typeof valor !== 'object') return false;
    return Object.entries(valor).some(([k, v]) => (campos.has(k) && v !== undefined) || llevaAlguno(v, campos));
}

/** An export's columns as this caller may see them: without those showing one of the route's `costos`. */
export function columnasVisibles<T>(request: FastifyRequest, columnas: readonly CsvColumn<T>[]): readonly CsvColumn<T>[] {
    const { costos } = request.routeOptions.config;
    if (!costos?.length || actorVeCostos(request)) return columnas;
    return columnas.filter((c) => c.campo === undefined || !costos.includes(c.campo));
}

/** What the OpenAPI document says of a route that hides costs (server/http/openapi.ts). */
export function notaDeCostos(config: { costos?: readonly string[]; soloConCostos?: true } | undefined): string | undefined {
    const quienes = PERMISOS_QUE_VEN_COSTOS.map((p) => `\`${p}\``).join(' o ');
    if (config?.soloConCostos) return `Además, solo para quien ve costos (${quienes}); cualquier otro recibe 403.`;
    if (config?.costos?.length) {
        const campos = config.costos.map((c) => `\`${c}\``).join(', ');
        return `Sin ${quienes}, la respuesta omite ${campos}; un cuerpo que lo envíe o un orden por él se rechaza con 403 sin cambiar nada.`;
    }
    return undefined;
}

/** Registers the mechanism on the scope of `protectRoutes` (after its onRequest hook, which sets `actor`). */
export function protegerCostos(scope: FastifyInstance): void {
    const conjuntos = new WeakMap<readonly string[], ReadonlySet<string>>();
    const conjunto = (campos: readonly string[]) => {
        let c = conjuntos.get(campos);
        if (!c) conjuntos.set(campos, (c = new Set(campos)));
        return c;
    };

    scope.addHook('onRequest', async (request) => {
        if (request.routeOptions.config.soloConCostos && !actorVeCostos(request)) throw new ApiError(403, MENSAJES_HTTP.sinVerCostos);
    });

    scope.addHook('preValidation', async (request) => {
        const { costos } = request.routeOptions.config;
        if (costos?.length && request.body !== undefined && !actorVeCostos(request) && llevaAlguno(request.body, conjunto(costos))) {
            throw new ApiError(403, MENSAJES_HTTP.sinCostos);
        }
    });

    // After validation: the list dialects have become one `sort` field name.
    scope.addHook('preHandler', async (request) => {
        const { costos } = request.routeOptions.config;
        const sort = (request.query as { sort?: unknown } | undefined)?.sort;
        if (costos?.length && typeof sort === 'string' && costos.includes(sort) && !actorVeCostos(request)) {
            throw new ApiError(403, MENSAJES_HTTP.sinVerCostos);
        }
    });

    scope.addHook('preSerialization', async (request, reply, payload: unknown) => {
        const { costos } = request.routeOptions.config;
        if (!costos?.length || reply.statusCode >= 400 || actorVeCostos(request)) return payload;
        return sinCampos(payload, conjunto(costos));
    });
}
