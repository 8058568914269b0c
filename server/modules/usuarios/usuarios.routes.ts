import type { FastifyPluginAsync } from 'fastify';
import { idParams } from '../../../contracts/common.js';
import {
    rolAsignableSchema,
    rolesAsignablesLista,
    USUARIO_MENSAJES,
    usuarioCrearInput,
    usuarioEditarInput,
    usuarioSchema,
    usuariosLista,
} from '../../../contracts/usuarios.js';
import type { AppDeps } from '../../deps.js';
import { actorOf } from '../../http/authenticate.js';
import { notFound } from '../../http/errors.js';
import { listRoute, toListParams } from '../../http/listQuery.js';
import { sendPage } from '../../http/paging.js';
import { pagina, respuestas } from '../../http/responses.js';
import type { ZodTypeProvider } from '../../http/zod.js';
import { getUsuario, listRolesAsignables, listUsuarios } from './usuarios.repo.js';
import { crearUsuario, editarUsuario, prepararAlta, prepararEdicion } from './usuarios.service.js';

const permiso = 'usuarios:administrar' as const;

/** Users of the caller's company. No DELETE: a user who leaves is deactivated (`activo: false`). */
export const usuariosRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/usuarios', { config: { permiso }, ...listRoute(usuariosLista, 100, pagina(usuarioSchema)) }, async (request, reply) => {
        const params = toListParams(usuariosLista, request.query as Record<string, unknown>);
        return sendPage(reply, await listUsuarios(db, actorOf(request).empresaId, params), params.skip, 'usuarios');
    });

    // The user form's role select: managing users must not require administering roles.
    r.get('/usuarios/roles', { config: { permiso }, ...listRoute(rolesAsignablesLista, 1000, pagina(rolAsignableSchema)) }, async (request, reply) => {
        const params = toListParams(rolesAsignablesLista, request.query as Record<string, unknown>);
        return sendPage(reply, await listRolesAsignables(db, actorOf(request).empresaId, params), params.skip, 'roles');
    });

    r.get('/usuarios/:id', { config: { permiso }, schema: { params: idParams, response: respuestas({ 200: usuarioSchema }) } }, async (request) => {
        const usuario = await getUsuario(db, actorOf(request).empresaId, request.params.id);
        if (!usuario) throw notFound(USUARIO_MENSAJES.noEncontrado);
        return usuario;
    });

    r.post('/usuarios', { config: { permiso }, schema: { body: usuarioCrearInput, response: respuestas({ 201: usuarioSchema }) } }, async (request, reply) => {
        const { empresaId, permisos, usuarioId } = actorOf(request);
        const datos = await prepararAlta(request.body);
        return reply.status(201).send(await db.transaction((tx) => crearUsuario(tx, empresaId, datos, permisos, usuarioId)));
    });

    r.put('/usuarios/:id', { config: { permiso }, schema: { params: idParams, body: usuarioEditarInput, response: respuestas({ 200: usuarioSchema }) } }, async (request) => {
        const { empresaId, permisos, usuarioId } = actorOf(request);
        const datos = await prepararEdicion(request.body);
        return db.transaction((tx) => editarUsuario(tx, empresaId, request.params.id, datos, permisos, usuarioId));
    });
};
