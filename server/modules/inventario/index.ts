import type { Modulo } from '../modulo.js';
import { inventarioRoutes } from './inventario.routes.js';

export const inventario: Modulo = { nombre: 'inventario', rutas: inventarioRoutes };
