import type { Modulo } from '../modulo.js';
import { usuariosRoutes } from './usuarios.routes.js';

export const usuarios: Modulo = { nombre: 'usuarios', rutas: usuariosRoutes };
