import type { Modulo } from '../modulo.js';
import { productosRoutes } from './productos.routes.js';

export const productos: Modulo = { nombre: 'productos', rutas: productosRoutes };
