import type { Modulo } from '../modulo.js';
import { comprasRoutes } from './compras.routes.js';

export const compras: Modulo = { nombre: 'compras', rutas: comprasRoutes };
