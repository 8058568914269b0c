import type { FastifyPluginAsync } from 'fastify';
import { idParams } from '../../../contracts/common.js';
import { COMPRA_MENSAJES, COMPRAS_LIMITE, compraFilaSchema, compraInput, compraSchema, comprasLista } from '../../../contracts/compras.js';
import { compraCsvColumns } from '../../../contracts/exportaciones.js';
import { fechaHoraRapida } from '../../../contracts/formatoFecha.js';
import type { AppDeps } from '../../deps.js';
import { zonaDeLaEmpresa } from '../empresa/empresa.repo.js';
import { actorOf } from '../../http/authenticate.js';
import { columnasVisibles } from '../../http/costos.js';
import { notFound } from '../../http/errors.js';
import { enviarCsv, exportRoute } from '../../http/exportar.js';
import { listRoute, toListParams } from '../../http/listQuery.js';
import { sendPage } from '../../http/paging.js';
import { pagina, respuestas } from '../../http/responses.js';
import type { ZodTypeProvider } from '../../http/zod.js';
import { exportarCompras, getCompra, listCompras } from './compras.repo.js';
import { cancelarCompra, crearCompra, recibirCompra } from './compras.service.js';

/**
 * An order's purchase costs: shown only to who sees costs (server/http/costos.ts). Who reads or
 * receives orders without it sees what was ordered and how many, not what it cost; creating and
 * cancelling need compras:escribir, which sees costs.
 */
const COSTOS_DE_COMPRA = ['costo_unitario', 'subtotal_linea', 'total'] as const;

/** Purchase orders (spec §7): list, create, read, receive, and (beyond the spec) cancel. */
export const comprasRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // The spec's client posts receive with an empty body that may still be labelled JSON:
    // here that means "no body", not a malformed one (scoped to these routes only).
    const json = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
        body === '' ? done(null, undefined) : json(request, String(body), done),
    );

    r.get('/compras', { config: { permiso: 'compras:leer', costos: COSTOS_DE_COMPRA }, ...listRoute(comprasLista, COMPRAS_LIMITE, pagina(compraFilaSchema)) }, async (request, reply) => {
        const params = toListParams(comprasLista, request.query as Record<string, unknown>);
        return sendPage(reply, await listCompras(db, actorOf(request).empresaId, params), params.skip, 'compras');
    });

    r.get('/compras/exportar', { config: { permiso: 'compras:leer', costos: COSTOS_DE_COMPRA }, ...exportRoute(comprasLista) }, async (request, reply) => {
        const { empresaId } = actorOf(request);
        const params = toListParams(comprasLista, request.query as Record<string, unknown>);
        const zona = await zonaDeLaEmpresa(db, empresaId);
        return enviarCsv(reply, 'compras', columnasVisibles(request, compraCsvColumns(fechaHoraRapida(zona))), exportarCompras(db, empresaId, params));
    });

    r.post('/compras', { config: { permiso: 'compras:escribir', costos: COSTOS_DE_COMPRA }, schema: { body: compraInput, response: respuestas({ 201: compraSchema }) } }, async (request, reply) => {
        const { empresaId, usuarioId } = actorOf(request);
        // The spec's `producto_id` is the variant: a `varianteId` inside the server.
        const pedido = { proveedorId: request.body.proveedor_id, lineas: request.body.detalles.map((d) => ({ varianteId: d.producto_id, cantidad: d.cantidad, costo: d.costo_unitario })) };
        const compra = await db.transaction((tx) => crearCompra(tx, empresaId, usuarioId, pedido));
        return reply.status(201).send(compra);
    });

    r.get('/compras/:id', { config: { permiso: 'compras:leer', costos: COSTOS_DE_COMPRA }, schema: { params: idParams, response: respuestas({ 200: compraSchema }) } }, async (request) => {
        const compra = await getCompra(db, actorOf(request).empresaId, request.params.id);
        if (!compra) throw notFound(COMPRA_MENSAJES.noEncontrada);
        return compra;
    });

    r.post('/compras/:id/recibir', { config: { permiso: 'compras:recibir', costos: COSTOS_DE_COMPRA }, schema: { params: idParams, response: respuestas({ 200: compraSchema }) } }, async (request) => {
        const { empresaId, usuarioId } = actorOf(request);
        return db.transaction((tx) => recibirCompra(tx, empresaId, usuarioId, request.params.id));
    });

    r.post('/compras/:id/cancelar', { config: { permiso: 'compras:escribir', costos: COSTOS_DE_COMPRA }, schema: { params: idParams, response: respuestas({ 200: compraSchema }) } }, async (request) => {
        const { empresaId } = actorOf(request);
        return db.transaction((tx) => cancelarCompra(tx, empresaId, request.params.id));
    });
};
