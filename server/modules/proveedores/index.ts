import type { Modulo } from '../modulo.js';
import { proveedoresRoutes } from './proveedores.routes.js';

export const proveedores: Modulo = { nombre: 'proveedores', rutas: proveedoresRoutes };
