import type { FastifyPluginAsync } from 'fastify';
import { idParams } from '../../../contracts/common.js';
import { checkoutHeaders, checkoutInput, checkoutRespuesta, devolucionInput, notaCreditoSchema, VENTA_MENSAJES, VENTAS_PAGINA, ventaDetalle, ventaFila, ventasLista } from '../../../contracts/ventas.js';
import type { AppDeps } from '../../deps.js';
import { actorOf } from '../../http/authenticate.js';
import { notFound } from '../../http/errors.js';
import { listRoute, toListParams } from '../../http/listQuery.js';
import { sendPage } from '../../http/paging.js';
import { pagina, respuestas } from '../../http/responses.js';
import type { ZodTypeProvider } from '../../http/zod.js';
import { getVenta, listVentas } from './ventas.repo.js';
import { registrarDevolucion, registrarVenta } from './ventas.service.js';

/** Spec §7: checkout, the sales history, a sale, and a return against it. */
export const ventasRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post('/ventas/pos/checkout', { config: { permiso: 'ventas:crear' }, schema: { headers: checkoutHeaders, body: checkoutInput, response: respuestas({ 201: checkoutRespuesta }) } }, async (request, reply) => {
        const actor = actorOf(request);
        const clave = request.headers['idempotency-key'] ?? null;
        // The service makes its writes all or nothing itself: one statement on PostgreSQL.
        const { repetida, ...venta } = await registrarVenta(db, actor, request.body, { idempotencyKey: clave });
        // A replay answers like the first time, marked so a client can tell.
        if (repetida) reply.header('Idempotent-Replayed', 'true');
        return reply.status(201).send(venta);
    });

    r.get('/ventas', { config: { permiso: 'ventas:leer' }, ...listRoute(ventasLista, VENTAS_PAGINA, pagina(ventaFila)) }, async (request, reply) => {
        const params = toListParams(ventasLista, request.query as Record<string, unknown>);
        return sendPage(reply, await listVentas(db, actorOf(request).empresaId, params), params.skip, 'ventas');
    });

    r.get('/ventas/:id', { config: { permiso: 'ventas:leer' }, schema: { params: idParams, response: respuestas({ 200: ventaDetalle }) } }, async (request) => {
        const venta = await getVenta(db, actorOf(request).empresaId, request.params.id);
        if (!venta) throw notFound(VENTA_MENSAJES.noEncontrada);
        return venta;
    });

    r.post(
        '/ventas/:id/devolucion',
        { config: { permiso: 'devoluciones:crear' }, schema: { params: idParams, body: devolucionInput, response: respuestas({ 201: notaCreditoSchema }) } },
        async (request, reply) => {
            const actor = actorOf(request);
            const nota = await db.transaction((tx) => registrarDevolucion(tx, actor, request.params.id, request.body));
            return reply.status(201).send(nota);
        },
    );
};
