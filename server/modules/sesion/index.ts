import type { Modulo } from '../modulo.js';
import { sesionRoutes } from './sesion.routes.js';

export const sesion: Modulo = { nombre: 'sesion', rutas: sesionRoutes };
