import type { FastifyPluginAsync } from 'fastify';
import { idParams } from '../../../contracts/common.js';
import {
    cancelacionInput,
    checkoutHeaders,
    checkoutRespuesta,
    type DevolucionInput,
    devolucionInput,
    notaCreditoSchema,
    VENTA_MENSAJES,
    VENTAS_PAGINA,
    ventaDetalle,
    ventaFila,
    ventasLista,
} from '../../../contracts/ventas.js';
import { type CheckoutConDescuentos, checkoutConDescuentos } from '../../../contracts/descuentos.js';
import type { AppDeps } from '../../deps.js';
import { actorOf } from '../../http/authenticate.js';
import { notFound } from '../../http/errors.js';
import { enviarCsv, exportRoute } from '../../http/exportar.js';
import { listRoute, toListParams } from '../../http/listQuery.js';
import { ventaCsvColumns } from '../../../contracts/exportaciones.js';
import { fechaHoraRapida } from '../../../contracts/formatoFecha.js';
import { zonaDeLaEmpresa } from '../empresa/empresa.repo.js';
import { sendPage } from '../../http/paging.js';
import { pagina, respuestas } from '../../http/responses.js';
import type { ZodTypeProvider } from '../../http/zod.js';
import { comoNotaCredito, getVenta } from './ventas.repo.js';
import { exportarVentas, listVentas } from './ventas.lista.js';
import { type PedidoDeDevolucion, registrarDevolucion } from './devolucion.service.js';
import { type PedidoDeVenta, registrarVenta } from './ventas.service.js';
import { cancelarVenta } from './cancelacion.service.js';

/*
 * The API's edge for selling: the spec calls a sale's or a return's variant `producto_id`, and it
 * is a `varianteId` from here inward (comoNotaCredito turns it back in a credit note's answer).
 */
const items = (lista: readonly { producto_id: number; cantidad: number }[]) => lista.map((i) => ({ varianteId: i.producto_id, cantidad: i.cantidad }));

const pedidoDeVenta = (body: CheckoutConDescuentos): PedidoDeVenta => ({
    items: body.items.map((i) => ({ varianteId: i.producto_id, cantidad: i.cantidad, descuento: i.descuento ?? null })),
    descuento: body.descuento ?? null,
    pagos: body.pagos.map((p) => ({ metodo: p.metodo_pago, monto: p.monto })),
    clienteId: body.cliente_id,
    totalEsperado: body.total_esperado,
});

const pedidoDeDevolucion = (body: DevolucionInput): PedidoDeDevolucion => ({ motivo: body.motivo, items: items(body.items) });

/** Spec §7: checkout, the sales history, a sale, and a return against it; beyond it, voiding a sale. */
export const ventasRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post('/ventas/pos/checkout', { config: { permiso: 'ventas:crear' }, schema: { headers: checkoutHeaders, body: checkoutConDescuentos, response: respuestas({ 201: checkoutRespuesta }) } }, async (request, reply) => {
        const actor = actorOf(request);
        const clave = request.headers['idempotency-key'] ?? null;
        // What the seller may discount is the service's rule; the route says what the seller holds.
        const autor = { ...actor, descuenta: actor.permisos.has('ventas:descontar'), descuentaSinLimite: actor.permisos.has('ventas:descontar_sin_limite') };
        // The service opens its own transaction: a refused retry reads its first sale after it.
        const { repetida, ...venta } = await registrarVenta(db, autor, pedidoDeVenta(request.body), { idempotencyKey: clave });
        // A replay answers like the first time, marked so a client can tell.
        if (repetida) reply.header('Idempotent-Replayed', 'true');
        return reply.status(201).send(venta);
    });

    r.get('/ventas', { config: { permiso: 'ventas:leer' }, ...listRoute(ventasLista, VENTAS_PAGINA, pagina(ventaFila)) }, async (request, reply) => {
        const params = toListParams(ventasLista, request.query as Record<string, unknown>);
        return sendPage(reply, await listVentas(db, actorOf(request).empresaId, params), params.skip, 'ventas');
    });

    r.get('/ventas/exportar', { config: { permiso: 'ventas:leer' }, ...exportRoute(ventasLista) }, async (request, reply) => {
        const { empresaId } = actorOf(request);
        const params = toListParams(ventasLista, request.query as Record<string, unknown>);
        // The file's dates are the screen's: in the company's zone.
        const zona = await zonaDeLaEmpresa(db, empresaId);
        return enviarCsv(reply, 'ventas', ventaCsvColumns(fechaHoraRapida(zona)), exportarVentas(db, empresaId, params, zona));
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
            const autor = { ...actor, supervisa: actor.permisos.has('caja:supervisar') };
            const nota = await db.transaction((tx) => registrarDevolucion(tx, autor, request.params.id, pedidoDeDevolucion(request.body)));
            return reply.status(201).send(comoNotaCredito(nota));
        },
    );

    // Beyond the spec: voiding a sale (cancelacion.service.ts); answers the sale as it is now.
    r.post(
        '/ventas/:id/cancelar',
        { config: { permiso: 'ventas:cancelar' }, schema: { params: idParams, body: cancelacionInput, response: respuestas({ 200: ventaDetalle }) } },
        async (request) => {
            const actor = actorOf(request);
            const autor = { ...actor, supervisa: actor.permisos.has('caja:supervisar') };
            return db.transaction((tx) => cancelarVenta(tx, autor, request.params.id, { motivo: request.body.motivo }));
        },
    );
};
