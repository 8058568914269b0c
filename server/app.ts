import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { DEFAULT_THROTTLE, type ThrottleOptions } from './auth/attemptLimiter.js';
import type { AppDeps } from './deps.js';
import { resolveSecret } from './auth/secret.js';
import { createTokenService } from './auth/tokens.js';
import type { Config } from './config.js';
import type { Db } from './db/createDb.js';
import { protectRoutes } from './http/authenticate.js';
import { registerErrorHandling } from './http/errors.js';
import { clientErrorHandler, frameworkErrors } from './http/frameworkErrors.js';
import { registerSecurityHeaders } from './http/securityHeaders.js';
import { recordRoutes } from './http/routeTable.js';
import { refuseUndeclaredQuery } from './http/strictQuery.js';
import { registerOpenApi } from './http/openapi.js';
import { respuestas } from './http/responses.js';
import { registerNotFound, serveSpa } from './http/spa.js';
import { registerZodCompilers } from './http/zod.js';
import { MODULOS } from './modules/index.js';
import type { Modulo } from './modules/modulo.js';

export interface BuildAppOptions {
    config: Config;
    db: Db;
    /** false silences logs (tests); otherwise pino at config.logLevel, to stdout or `logStream`. */
    logger?: boolean;
    logStream?: NodeJS.WritableStream;
    throttle?: ThrottleOptions;
    /** The clock; tests pin it (e.g. across a local midnight). */
    now?: () => Date;
    /** The business modules to mount (server/modules/index.ts); a test may add one of its own. */
    modulos?: readonly Modulo[];
}

/** The whole HTTP application over an open, migrated database. Used by main.ts and by the tests. */
export async function buildApp({ config, db, logger = true, logStream, throttle, now = () => new Date(), modulos = MODULOS }: BuildAppOptions): Promise<FastifyInstance> {
    const app = Fastify({
        logger: logger ? { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) } : false,
        genReqId: (req) => {
            const given = req.headers['x-request-id'];
            return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
        },
        routerOptions: { ignoreTrailingSlash: true },
        frameworkErrors,
        clientErrorHandler,
    });
    app.addHook('onSend', async (request, reply) => {
        reply.header('X-Request-Id', request.id);
    });
    await registerSecurityHeaders(app);
    refuseUndeclaredQuery(app);
    recordRoutes(app);
    registerZodCompilers(app);
    registerErrorHandling(app);
    await app.register(formbody);
    // Before any route: both learn the routes from onRoute.
    await registerOpenApi(app);

    const tokens = createTokenService(await resolveSecret(db, config.secret), config.tokenTtlSeconds);
    const deps: AppDeps = { config, db, tokens, throttle: throttle ?? DEFAULT_THROTTLE, now };

    app.get('/api/health', { schema: { response: respuestas({ 200: z.object({ status: z.literal('ok') }) }) } }, async () => {
        await sql`select 1`.execute(db.kysely);
        return { status: 'ok' };
    });
    for (const { publicas } of modulos) if (publicas) await app.register(publicas, deps);

    // Every business route: bearer token + declared permission, mounted under /api/v1.
    await app.register(
        async (v1) => {
            protectRoutes(v1, db, tokens);
            for (const { rutas } of modulos) if (rutas) await v1.register(rutas, deps);
        },
        { prefix: '/api/v1' },
    );

    registerNotFound(app, config.distDir ? await serveSpa(app, config.distDir) : false);
    return app;
}
