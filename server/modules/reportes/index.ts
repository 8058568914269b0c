import type { Modulo } from '../modulo.js';
import { reportesRoutes } from './reportes.routes.js';

export const reportes: Modulo = { nombre: 'reportes', rutas: reportesRoutes };
