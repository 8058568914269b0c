import type { FastifyPluginAsync } from 'fastify';
import { loginSchema, REGISTRO_EXITO, registroSchema } from '../../../contracts/auth.js';
import { MENSAJES_HTTP } from '../../../contracts/errors.js';
import { dummyPasswordHash, verifyPassword } from '../../auth/password.js';
import { ApiError, notFound } from '../../http/errors.js';
import type { ZodTypeProvider } from '../../http/zod.js';
import type { AppDeps } from '../../deps.js';
import { findDemoCredentials } from '../../demo/demoShop.js';
import { findLoginUser } from './auth.repo.js';
import { registrarEmpresa } from './registro.service.js';

/** The public surface: token, registration and (in demo mode) the demo credentials. */
export const authRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, tokens, throttle, config }) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post('/api/login/token', { schema: { body: loginSchema } }, async (request, reply) => {
        const username = request.body.username.toLowerCase();
        const wait = throttle.retryAfter(username, request.ip);
        if (wait > 0) {
            reply.header('Retry-After', String(wait));
            throw new ApiError(429, MENSAJES_HTTP.demasiadosIntentos);
        }
        const user = await findLoginUser(db.kysely, username);
        const valid = await verifyPassword(request.body.password, user?.password_hash ?? (await dummyPasswordHash()));
        if (!user || !valid) {
            throttle.fail(username, request.ip);
            throw new ApiError(401, MENSAJES_HTTP.credenciales);
        }
        if (!user.activo) throw new ApiError(403, MENSAJES_HTTP.usuarioInactivo);
        throttle.succeed(username, request.ip);
        const access_token = await tokens.sign({ usuarioId: user.id, empresaId: user.empresa_id });
        return { access_token, token_type: 'bearer' as const };
    });

    r.post('/api/public/registro', { schema: { body: registroSchema } }, async (request, reply) => {
        await registrarEmpresa(db, request.body);
        return reply.status(201).send({ mensaje: REGISTRO_EXITO });
    });

    r.get('/api/public/demo', async () => {
        const credentials = config.demo ? await findDemoCredentials(db) : null;
        if (!credentials) throw notFound('El modo demostración no está activo.');
        return credentials;
    });
};
