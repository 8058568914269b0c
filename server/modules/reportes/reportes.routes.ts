import type { FastifyPluginAsync } from 'fastify';
import { periodoQuery, reporteImpuestosSchema, reporteVentasQuery, reporteVentasSchema } from '../../../contracts/reportes.js';
import type { AppDeps } from '../../deps.js';
import { actorOf } from '../../http/authenticate.js';
import { respuestas } from '../../http/responses.js';
import type { ZodTypeProvider } from '../../http/zod.js';
import { reporteImpuestos } from './reportes.repo.js';
import { reporteVentas } from './ventas.repo.js';

const leer = { permiso: 'reportes:leer' } as const;

/** The reports (CONVENTIONS §6, Reports): read only, over `desde`–`hasta` days of the company's zone. */
export const reportesRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // The CSV is written by the screen from these few rows (src/reportes/impuestos/csv.ts).
    r.get('/reportes/impuestos', { config: leer, schema: { querystring: periodoQuery, response: respuestas({ 200: reporteImpuestosSchema }) } }, async (request) =>
        reporteImpuestos(db, actorOf(request).empresaId, request.query),
    );

    // Margins are costs: costo, utilidad and margen leave the answer (rows and totals) for whoever does not see costs (server/http/costos.ts).
    r.get(
        '/reportes/ventas',
        { config: { ...leer, costos: ['costo', 'utilidad', 'margen'] }, schema: { querystring: reporteVentasQuery, response: respuestas({ 200: reporteVentasSchema }) } },
        async (request) => reporteVentas(db, actorOf(request).empresaId, request.query),
    );
};
