import type { FastifyPluginAsync } from 'fastify';
import { CONTABILIDAD_MENSAJES, movimientoInput, movimientoSchema, movimientosLista, resumenSchema } from '../../../contracts/contabilidad.js';
import { idParams } from '../../../contracts/common.js';
import { movimientoCsvColumns } from '../../../contracts/exportaciones.js';
import { fechaHoraRapida } from '../../../contracts/formatoFecha.js';
import type { AppDeps } from '../../deps.js';
import { actorOf } from '../../http/authenticate.js';
import { notFound } from '../../http/errors.js';
import { enviarCsv, exportRoute } from '../../http/exportar.js';
import { listRoute, toListParams } from '../../http/listQuery.js';
import { sendPage } from '../../http/paging.js';
import { pagina, respuestas, sinContenido } from '../../http/responses.js';
import type { ZodTypeProvider } from '../../http/zod.js';
import { zonaDeLaEmpresa } from '../empresa/empresa.repo.js';
import {
    actualizarMovimiento,
    crearMovimiento,
    eliminarMovimiento,
    exportarMovimientos,
    listarMovimientos,
    obtenerMovimiento,
    resumen,
} from './contabilidad.repo.js';

const MOVIMIENTOS = '/contabilidad/movimientos';
const leer = { permiso: 'contabilidad:leer' } as const;
const escribir = { permiso: 'contabilidad:escribir' } as const;

/** The ledger (spec §7): manual movements, the automatic postings (read-only) and the summary. */
export const contabilidadRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, now }) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(MOVIMIENTOS, { config: leer, ...listRoute(movimientosLista, 100, pagina(movimientoSchema)) }, async (request, reply) => {
        const params = toListParams(movimientosLista, request.query as Record<string, unknown>);
        const page = await listarMovimientos(db, actorOf(request).empresaId, params);
        return sendPage(reply, page, params.skip, 'movimientos');
    });

    r.get(`${MOVIMIENTOS}/exportar`, { config: leer, ...exportRoute(movimientosLista) }, async (request, reply) => {
        const { empresaId } = actorOf(request);
        const params = toListParams(movimientosLista, request.query as Record<string, unknown>);
        // The file's dates are the screen's: in the company's zone.
        const zona = await zonaDeLaEmpresa(db, empresaId);
        return enviarCsv(reply, 'movimientos', movimientoCsvColumns(fechaHoraRapida(zona)), exportarMovimientos(db, empresaId, params, zona));
    });

    r.get(`${MOVIMIENTOS}/:id`, { config: leer, schema: { params: idParams, response: respuestas({ 200: movimientoSchema }) } }, async (request) => {
        const found = await obtenerMovimiento(db, actorOf(request).empresaId, request.params.id);
        if (!found) throw notFound(CONTABILIDAD_MENSAJES.noEncontrado);
        return found;
    });

    r.post(MOVIMIENTOS, { config: escribir, schema: { body: movimientoInput, response: respuestas({ 201: movimientoSchema }) } }, async (request, reply) => {
        const { empresaId, usuarioId } = actorOf(request);
        const created = await db.transaction((tx) => crearMovimiento(tx, empresaId, request.body, usuarioId, now()));
        return reply.status(201).send(created);
    });

    r.put(`${MOVIMIENTOS}/:id`, { config: escribir, schema: { params: idParams, body: movimientoInput, response: respuestas({ 200: movimientoSchema }) } }, async (request) => {
        const { empresaId } = actorOf(request);
        const updated = await db.transaction((tx) => actualizarMovimiento(tx, empresaId, request.params.id, request.body, now()));
        if (!updated) throw notFound(CONTABILIDAD_MENSAJES.noEncontrado);
        return updated;
    });

    r.delete(`${MOVIMIENTOS}/:id`, { config: escribir, schema: { params: idParams, response: respuestas({ 204: sinContenido }) } }, async (request, reply) => {
        const { empresaId } = actorOf(request);
        if (!(await db.transaction((tx) => eliminarMovimiento(tx, empresaId, request.params.id)))) {
            throw notFound(CONTABILIDAD_MENSAJES.noEncontrado);
        }
        return reply.status(204).send(null);
    });

    r.get('/contabilidad/resumen', { config: leer, schema: { response: respuestas({ 200: resumenSchema }) } }, async (request) => resumen(db, actorOf(request).empresaId));
};
