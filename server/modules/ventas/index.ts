import type { Modulo } from '../modulo.js';
import { ventasRoutes } from './ventas.routes.js';

export const ventas: Modulo = { nombre: 'ventas', rutas: ventasRoutes };
