import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Permiso } from '../../contracts/permisos.js';
import { MENSAJES_HTTP } from '../../contracts/errors.js';
import type { TokenService } from '../auth/tokens.js';
import type { Db } from '../db/createDb.js';
import { type Actor, loadActor } from '../modules/auth/auth.repo.js';
import { protegerCostos } from './costos.js';
import { ApiError } from './errors.js';

/** What a route needs: one permission, or just a valid session. */
export type Requirement = Permiso | 'autenticado';

declare module 'fastify' {
    interface FastifyContextConfig {
        permiso?: Requirement;
    }
    interface FastifyRequest {
        actor: Actor;
    }
}

/** The caller, for handlers behind `protectRoutes`; every query scopes by `actor.empresaId`. */
export function actorOf(request: FastifyRequest): Actor {
    return request.actor;
}

/**
 * Everything registered inside `scope` requires a valid bearer token and the permission the
 * route declares in `config.permiso`. A route that declares none fails at start-up, so a
 * forgotten check cannot reach production. Costs are hidden from who may not see them
 * (server/http/costos.ts).
 */
export function protectRoutes(scope: FastifyInstance, db: Db, tokens: TokenService): void {
    scope.decorateRequest('actor', null as unknown as Actor);

    scope.addHook('onRoute', (route) => {
        if (!route.config?.permiso) {
            throw new Error(`La ruta ${route.method} ${route.url} no declara config.permiso`);
        }
    });

    scope.addHook('onRequest', async (request, reply) => {
        const header = request.headers.authorization;
        const match = header?.match(/^Bearer\s+(\S+)$/i);
        if (!match) {
            reply.header('WWW-Authenticate', 'Bearer');
            throw new ApiError(401, MENSAJES_HTTP.noAutenticado);
        }
        const claims = await tokens.verify(match[1]);
        const actor = claims && (await loadActor(db.kysely, claims.usuarioId, claims.empresaId, claims.version));
        if (!actor) {
            reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
            throw new ApiError(401, MENSAJES_HTTP.tokenInvalido);
        }
        const needed = request.routeOptions.config.permiso;
        if (needed !== 'autenticado' && (!needed || !actor.permisos.has(needed))) {
            throw new ApiError(403, MENSAJES_HTTP.sinPermiso);
        }
        request.actor = actor;
    });

    // Purchase costs, hidden from who does not see them (config.costos, config.soloConCostos).
    protegerCostos(scope);
}
