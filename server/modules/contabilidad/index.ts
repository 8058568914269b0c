import type { Modulo } from '../modulo.js';
import { contabilidadRoutes } from './contabilidad.routes.js';

export const contabilidad: Modulo = { nombre: 'contabilidad', rutas: contabilidadRoutes };
