import type { FastifyPluginAsync } from 'fastify';
import { CLIENTE_MENSAJES } from '../../../contracts/clientes.js';
import { idParams } from '../../../contracts/common.js';
import { abonoInput, abonoSchema, ajusteCuentaInput, ajusteCuentaSchema, cuentaQuery, cuentaSchema, cuentasPorCobrarSchema } from '../../../contracts/cuentas.js';
import { checkoutHeaders } from '../../../contracts/ventas.js';
import type { AppDeps } from '../../deps.js';
import { actorOf } from '../../http/authenticate.js';
import { notFound } from '../../http/errors.js';
import { respuestas } from '../../http/responses.js';
import type { ZodTypeProvider } from '../../http/zod.js';
import { leerAbono, registrarAbono } from './abonos.service.js';
import { ajustarCuenta, cuentasPorCobrar, leerCuenta } from './cuentas.lectura.js';

/*
 * Customer accounts at the API (issue 34): a statement, abonos (with an Idempotency-Key as
 * checkout's), ajustes by hand and the aging report. Another company's customer is a 404.
 */
export const cuentasRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, now }) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
        '/clientes/:id/cuenta',
        { config: { permiso: 'clientes:leer' }, schema: { params: idParams, querystring: cuentaQuery, response: respuestas({ 200: cuentaSchema }) } },
        async (request) => {
            const cuenta = await leerCuenta(db, actorOf(request).empresaId, request.params.id, request.query);
            if (!cuenta) throw notFound(CLIENTE_MENSAJES.noEncontrado);
            return cuenta;
        },
    );

    // Who sells takes abonos at the till: the same permission as a sale.
    r.post(
        '/clientes/:id/abonos',
        { config: { permiso: 'ventas:crear' }, schema: { params: idParams, headers: checkoutHeaders, body: abonoInput, response: respuestas({ 201: abonoSchema }) } },
        async (request, reply) => {
            const actor = actorOf(request);
            const clave = request.headers['idempotency-key'] ?? null;
            const { repetido, ...abono } = await registrarAbono(db, actor, request.params.id, request.body, { idempotencyKey: clave, fecha: now().toISOString() });
            if (repetido) reply.header('Idempotent-Replayed', 'true');
            return reply.status(201).send(abono);
        },
    );

    // An abono's receipt (58/80 mm) reads it back.
    r.get(
        '/clientes/abonos/:id',
        { config: { permiso: 'clientes:leer' }, schema: { params: idParams, response: respuestas({ 200: abonoSchema }) } },
        async (request) => {
            const abono = await leerAbono(db, actorOf(request).empresaId, request.params.id);
            if (!abono) throw notFound('Abono no encontrado.');
            return abono;
        },
    );

    r.post(
        '/clientes/:id/ajustes',
        { config: { permiso: 'clientes:credito' }, schema: { params: idParams, body: ajusteCuentaInput, response: respuestas({ 201: ajusteCuentaSchema }) } },
        async (request, reply) => {
            const actor = actorOf(request);
            const hecho = await db.transaction((tx) => ajustarCuenta(tx, actor, request.params.id, request.body, now().toISOString()));
            return reply.status(201).send(hecho);
        },
    );

    r.get('/reportes/cuentas-por-cobrar', { config: { permiso: 'reportes:leer' }, schema: { response: respuestas({ 200: cuentasPorCobrarSchema }) } }, async (request) =>
        cuentasPorCobrar(db, actorOf(request).empresaId, now()),
    );
};
