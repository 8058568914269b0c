import type { Modulo } from '../modulo.js';
import { reportesDeVentas } from '../../db/migrations/0029_reportes_de_ventas.js';
import { reportesRoutes } from './reportes.routes.js';

/** Its counters' tables are the counters module's (a library); the migration that adds them and the lines' costs is the report's. */
export const reportes: Modulo = { nombre: 'reportes', rutas: reportesRoutes, migraciones: { '0029_reportes_de_ventas': reportesDeVentas } };
