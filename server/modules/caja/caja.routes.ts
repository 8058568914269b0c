import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
    aperturaInput,
    CAJA_MENSAJES,
    cierreInput,
    movimientoCajaInput,
    movimientoCajaSchema,
    reporteZSchema,
    sesionCajaSchema,
    sesionConLecturaSchema,
    sesionesLista,
} from '../../../contracts/caja.js';
import { idParams } from '../../../contracts/common.js';
import type { AppDeps } from '../../deps.js';
import { actorOf } from '../../http/authenticate.js';
import { notFound } from '../../http/errors.js';
import { listRoute, toListParams } from '../../http/listQuery.js';
import { sendPage } from '../../http/paging.js';
import { pagina, respuestas } from '../../http/responses.js';
import type { ZodTypeProvider } from '../../http/zod.js';
import { listarSesiones } from './caja.repo.js';
import { abrirSesion, type Cajero, cerrarSesion, leerSesion, registrarMovimientoCaja } from './caja.service.js';

const SESIONES = '/caja/sesiones';
/** Every route needs caja:operar; caja:supervisar widens it to everyone's sessions and the expected cash before the count. */
const operar = { permiso: 'caja:operar' } as const;

function cajeroDe(request: FastifyRequest): Cajero {
    const actor = actorOf(request);
    return { empresaId: actor.empresaId, usuarioId: actor.usuarioId, usuario: actor.usuario, supervisa: actor.permisos.has('caja:supervisar') };
}

/** Corte de caja (CONVENTIONS §6, Cash): open, cash in and out, X reading, close with its Z report, the sessions' list. */
export const cajaRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, now }) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(SESIONES, { config: operar, schema: { body: aperturaInput, response: respuestas({ 201: sesionCajaSchema }) } }, async (request, reply) => {
        const quien = cajeroDe(request);
        const sesion = await db.transaction((tx) => abrirSesion(tx, quien, request.body, { fecha: now().toISOString() }));
        return reply.status(201).send(sesion);
    });

    r.get(SESIONES, { config: operar, ...listRoute(sesionesLista, 25, pagina(sesionCajaSchema)) }, async (request, reply) => {
        const quien = cajeroDe(request);
        const params = toListParams(sesionesLista, request.query as Record<string, unknown>);
        const page = await listarSesiones(db, quien.empresaId, params, quien.supervisa ? undefined : quien.usuarioId);
        return sendPage(reply, page, params.skip, 'sesiones');
    });

    r.get(`${SESIONES}/actual`, { config: operar, schema: { response: respuestas({ 200: sesionConLecturaSchema }) } }, async (request) => {
        const quien = cajeroDe(request);
        const sesion = await leerSesion(db, quien, { abiertaDe: quien.usuarioId });
        if (!sesion) throw notFound(CAJA_MENSAJES.sinSesion);
        return sesion;
    });

    r.get(`${SESIONES}/:id`, { config: operar, schema: { params: idParams, response: respuestas({ 200: sesionConLecturaSchema }) } }, async (request) => {
        const sesion = await leerSesion(db, cajeroDe(request), { id: request.params.id });
        if (!sesion) throw notFound(CAJA_MENSAJES.noEncontrada);
        return sesion;
    });

    r.post(
        `${SESIONES}/:id/movimientos`,
        { config: operar, schema: { params: idParams, body: movimientoCajaInput, response: respuestas({ 201: movimientoCajaSchema }) } },
        async (request, reply) => {
            const quien = cajeroDe(request);
            const movimiento = await db.transaction((tx) => registrarMovimientoCaja(tx, quien, request.params.id, request.body, { fecha: now().toISOString() }));
            return reply.status(201).send(movimiento);
        },
    );

    r.post(`${SESIONES}/:id/cierre`, { config: operar, schema: { params: idParams, body: cierreInput, response: respuestas({ 200: reporteZSchema }) } }, async (request) => {
        const quien = cajeroDe(request);
        return db.transaction((tx) => cerrarSesion(tx, quien, request.params.id, request.body, { fecha: now().toISOString() }));
    });
};
