import type { FastifyPluginAsync } from 'fastify';
import { PERMISOS } from '../../../contracts/permisos.js';
import type { AppDeps } from '../../deps.js';

export const rolesRoutes: FastifyPluginAsync<AppDeps> = async (app) => {
    app.get('/roles/permisos-disponibles', { config: { permiso: 'roles:administrar' } }, async () => [...PERMISOS]);
};
