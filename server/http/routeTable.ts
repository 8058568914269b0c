import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Requirement } from './authenticate.js';

/** One registered route as the server itself knows it: what tests and the API reference enumerate. */
export interface RouteEntry {
    method: string;
    url: string;
    permiso?: Requirement;
    /** Purchase costs (server/http/costos.ts): the answer's cost fields, or the whole answer being costs. */
    costos?: readonly string[];
    soloConCostos?: true;
    /** The route's schemas (zod contracts) as declared: what the fuzz suite reads to make bad input. */
    schema?: { body?: unknown; querystring?: unknown; params?: unknown };
}

declare module 'fastify' {
    interface FastifyInstance {
        routeTable: RouteEntry[];
    }
}

/**
 * Records every route as it is registered (HEAD twins of GETs left out). Must be called before
 * any route is added: `buildApp` does it first thing.
 */
export function recordRoutes(app: FastifyInstance): void {
    const table: RouteEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route: RouteOptions) => {
        for (const method of [route.method].flat()) {
            if (method === 'HEAD') continue;
            const { body, querystring, params } = (route.schema ?? {}) as RouteEntry['schema'] & object;
            const { permiso, costos, soloConCostos } = route.config ?? {};
            table.push({ method, url: route.url, permiso, costos, soloConCostos, schema: { body, querystring, params } });
        }
    });
}
