import type { FastifyPluginAsync } from 'fastify';
import { dashboardSchema } from '../../../contracts/dashboard.js';
import type { AppDeps } from '../../deps.js';
import { actorOf } from '../../http/authenticate.js';
import { respuestas } from '../../http/responses.js';
import { kpis } from './dashboard.repo.js';

/** GET /dashboard/: today's KPIs in the company's time zone (spec §3). */
export const dashboardRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, now }) => {
    app.get('/dashboard', { config: { permiso: 'dashboard:leer' }, schema: { response: respuestas({ 200: dashboardSchema }) } }, async (request) => kpis(db, actorOf(request).empresaId, now()));
};
