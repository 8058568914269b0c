import type { Modulo } from '../modulo.js';
import { clientesRoutes } from './clientes.routes.js';

export const clientes: Modulo = { nombre: 'clientes', rutas: clientesRoutes };
