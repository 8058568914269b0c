import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AttemptLimiter, esperaEnPalabras } from '../../auth/attemptLimiter.js';
import { demoCredencialesSchema, loginSchema, REGISTRO_EXITO, registroRespuestaSchema, registroSchema, tokenRespuestaSchema } from '../../../contracts/auth.js';
import { MENSAJES_HTTP } from '../../../contracts/errors.js';
import { dummyPasswordHash, verifyPassword } from '../../auth/password.js';
import { ApiError, notFound } from '../../http/errors.js';
import { respuestas } from '../../http/responses.js';
import type { ZodTypeProvider } from '../../http/zod.js';
import type { AppDeps } from '../../deps.js';
import { findDemoCredentials } from '../../demo/demoShop.js';
import { findLoginUser } from './auth.repo.js';
import { registrarEmpresa } from './registro.service.js';

/** The public surface: token, registration and (in demo mode) the demo credentials. */
/** 429 with Retry-After and, in Spanish, how long to wait. */
function demasiadosIntentos(reply: FastifyReply, segundos: number): ApiError {
    reply.header('Retry-After', String(segundos));
    return new ApiError(429, MENSAJES_HTTP.demasiadosIntentos(esperaEnPalabras(segundos)));
}

export const authRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, tokens, throttle, config }) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const limiter = new AttemptLimiter(db);

    // Every attempt counts from its start (see AttemptLimiter): against the user from this
    // address and against the address. A right password gives both back.
    // Form-encoded as OAuth2's password flow (and FastAPI's OAuth2PasswordRequestForm) has it.
    const login = { consumes: ['application/x-www-form-urlencoded'], body: loginSchema, response: respuestas({ 200: tokenRespuestaSchema }) };
    r.post('/api/login/token', { schema: login }, async (request, reply) => {
        const username = request.body.username.toLowerCase();
        const claveUsuario = `login:${username}|${request.ip}`;
        const claveDireccion = `login:${request.ip}`;
        const wait = await limiter.begin([
            [claveUsuario, throttle.usuario],
            [claveDireccion, throttle.direccion],
        ]);
        if (wait > 0) throw demasiadosIntentos(reply, wait);
        const user = await findLoginUser(db.kysely, username);
        const valid = await verifyPassword(request.body.password, user?.password_hash ?? (await dummyPasswordHash()));
        if (!user || !valid) throw new ApiError(401, MENSAJES_HTTP.credenciales);
        await Promise.all([limiter.clear(claveUsuario), limiter.refund(claveDireccion)]);
        if (!user.activo) throw new ApiError(403, MENSAJES_HTTP.usuarioInactivo);
        const access_token = await tokens.sign({ usuarioId: user.id, empresaId: user.empresa_id, version: user.version_credenciales });
        return { access_token, token_type: 'bearer' as const };
    });

    r.post('/api/public/registro', { schema: { body: registroSchema, response: respuestas({ 201: registroRespuestaSchema }) } }, async (request, reply) => {
        const wait = await limiter.begin([[`registro:${request.ip}`, throttle.registro]]);
        if (wait > 0) throw demasiadosIntentos(reply, wait);
        await registrarEmpresa(db, request.body);
        return reply.status(201).send({ mensaje: REGISTRO_EXITO });
    });

    r.get('/api/public/demo', { schema: { response: respuestas({ 200: demoCredencialesSchema }) } }, async () => {
        const credentials = config.demo ? await findDemoCredentials(db) : null;
        if (!credentials) throw notFound('El modo demostración no está activo.');
        return credentials;
    });
};
