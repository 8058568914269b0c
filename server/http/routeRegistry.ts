import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { Requirement } from './authenticate.js';

/** One method of one route, as the server registered it. */
export interface RegisteredRoute {
    method: HTTPMethods;
    url: string;
    permiso?: Requirement;
}

declare module 'fastify' {
    interface FastifyInstance {
        /** Every route registered after `recordRoutes`, in order; HEAD twins included. */
        registeredRoutes: readonly RegisteredRoute[];
    }
}

/**
 * Keeps the list of routes the server really has, so a check (the OpenAPI test) can compare the
 * published document with what is actually served instead of with a list written by hand.
 * Call it before any route is registered: `onRoute` only sees routes added after it.
 */
export function recordRoutes(app: FastifyInstance): void {
    const routes: RegisteredRoute[] = [];
    app.decorate('registeredRoutes', routes);
    app.addHook('onRoute', (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) routes.push({ method, url: route.url, permiso: route.config?.permiso });
    });
}
