import type { FastifyPluginAsync } from 'fastify';
import { PERMISOS } from '../../../contracts/permisos.js';
import { sesionSchema } from '../../../contracts/sesion.js';
import type { AppDeps } from '../../deps.js';
import { actorOf } from '../../http/authenticate.js';
import { respuestas } from '../../http/responses.js';
import type { ZodTypeProvider } from '../../http/zod.js';
import { datosDeSesion } from './sesion.repo.js';

/** GET /sesion: the caller, their shop and what their role allows. */
export const sesionRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
    app.withTypeProvider<ZodTypeProvider>().get(
        '/sesion',
        { config: { permiso: 'autenticado' }, schema: { response: respuestas({ 200: sesionSchema }) } },
        async (request) => {
            const actor = actorOf(request);
            const fila = await datosDeSesion(db, actor.usuarioId, actor.empresaId);
            return {
                usuario: { id: fila.id, usuario: fila.usuario, nombre: fila.nombre, apellido: fila.apellido },
                empresa: { id: fila.empresa_id, nombre: fila.empresa_nombre, zona_horaria: fila.zona_horaria },
                // In catalogue order, so the answer is stable.
                permisos: PERMISOS.filter((p) => actor.permisos.has(p)),
            };
        },
    );
};
