import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { MSG_DESCONOCIDO } from '../../contracts/lists.js';

const sinParametros = z.strictObject(
    {},
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `${MSG_DESCONOCIDO} (${issue.keys.join(', ')})` : undefined) },
);

/**
 * An API route that declares no query string takes none: an unexpected parameter is a 422 like
 * an unknown filter, never silently ignored. Must be called before any route is added.
 */
export function refuseUndeclaredQuery(app: FastifyInstance): void {
    app.addHook('onRoute', (route: RouteOptions) => {
        if (!route.url.startsWith('/api/') || route.schema?.querystring) return;
        route.schema = { ...route.schema, querystring: sinParametros };
    });
}
