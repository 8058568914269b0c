import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { idParams } from '../../../contracts/common.js';
import { PERMISOS } from '../../../contracts/permisos.js';
import { ROL_MENSAJES, rolesLista, rolInput, rolSchema } from '../../../contracts/roles.js';
import type { AppDeps } from '../../deps.js';
import { actorOf } from '../../http/authenticate.js';
import { notFound } from '../../http/errors.js';
import { listRoute, toListParams } from '../../http/listQuery.js';
import { sendPage } from '../../http/paging.js';
import { pagina, respuestas, sinContenido } from '../../http/responses.js';
import type { ZodTypeProvider } from '../../http/zod.js';
import { getRol, listRoles } from './roles.repo.js';
import { crearRol, editarRol, eliminarRol } from './roles.service.js';

const permiso = 'roles:administrar' as const;

export const rolesRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/roles/permisos-disponibles', { config: { permiso }, schema: { response: respuestas({ 200: z.array(z.enum(PERMISOS)) }) } }, async () => [...PERMISOS]);

    // Every role by default: the screen shows them all and the user form picks from them.
    r.get('/roles', { config: { permiso }, ...listRoute(rolesLista, 1000, pagina(rolSchema)) }, async (request, reply) => {
        const params = toListParams(rolesLista, request.query as Record<string, unknown>);
        return sendPage(reply, await listRoles(db, actorOf(request).empresaId, params), params.skip, 'roles');
    });

    r.get('/roles/:id', { config: { permiso }, schema: { params: idParams, response: respuestas({ 200: rolSchema }) } }, async (request) => {
        const rol = await getRol(db, actorOf(request).empresaId, request.params.id);
        if (!rol) throw notFound(ROL_MENSAJES.noEncontrado);
        return rol;
    });

    r.post('/roles', { config: { permiso }, schema: { body: rolInput, response: respuestas({ 201: rolSchema }) } }, async (request, reply) => {
        const { empresaId, permisos, usuarioId } = actorOf(request);
        return reply.status(201).send(await db.transaction((tx) => crearRol(tx, empresaId, request.body, permisos, usuarioId)));
    });

    r.put('/roles/:id', { config: { permiso }, schema: { params: idParams, body: rolInput, response: respuestas({ 200: rolSchema }) } }, async (request) => {
        const { empresaId, permisos, usuarioId } = actorOf(request);
        return db.transaction((tx) => editarRol(tx, empresaId, request.params.id, request.body, permisos, usuarioId));
    });

    r.delete('/roles/:id', { config: { permiso }, schema: { params: idParams, response: respuestas({ 204: sinContenido }) } }, async (request, reply) => {
        const { empresaId, permisos } = actorOf(request);
        await db.transaction((tx) => eliminarRol(tx, empresaId, request.params.id, permisos));
        return reply.status(204).send(null);
    });
};
