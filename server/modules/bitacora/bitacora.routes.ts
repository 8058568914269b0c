import type { FastifyPluginAsync } from 'fastify';
import { BITACORA_LIMITE, BITACORA_MENSAJES, bitacoraLista, bitacoraSchema } from '../../../contracts/bitacora.js';
import { idParams } from '../../../contracts/common.js';
import type { AppDeps } from '../../deps.js';
import { actorOf } from '../../http/authenticate.js';
import { notFound } from '../../http/errors.js';
import { listRoute, toListParams } from '../../http/listQuery.js';
import { sendPage } from '../../http/paging.js';
import { pagina, respuestas } from '../../http/responses.js';
import type { ZodTypeProvider } from '../../http/zod.js';
import { listarBitacora, obtenerEntrada } from './bitacora.repo.js';

const leer = { permiso: 'bitacora:leer' } as const;

/**
 * The audit log (CONVENTIONS §6), read only: its list (newest first; by user, kind and days) and
 * one entry. No route writes it: entries come with the changes they describe (`anotar`), and no
 * POST, PUT, PATCH or DELETE exists here (an unknown route's 404), nor would the database allow one.
 */
export const bitacoraRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/bitacora', { config: leer, ...listRoute(bitacoraLista, BITACORA_LIMITE, pagina(bitacoraSchema)) }, async (request, reply) => {
        const params = toListParams(bitacoraLista, request.query as Record<string, unknown>);
        return sendPage(reply, await listarBitacora(db, actorOf(request).empresaId, params), params.skip, 'bitacora');
    });

    r.get('/bitacora/:id', { config: leer, schema: { params: idParams, response: respuestas({ 200: bitacoraSchema }) } }, async (request) => {
        const entrada = await obtenerEntrada(db, actorOf(request).empresaId, request.params.id);
        if (!entrada) throw notFound(BITACORA_MENSAJES.noEncontrada);
        return entrada;
    });
};
