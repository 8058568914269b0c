import type { Modulo } from '../modulo.js';
import { dashboardRoutes } from './dashboard.routes.js';

export const dashboard: Modulo = { nombre: 'dashboard', rutas: dashboardRoutes };
