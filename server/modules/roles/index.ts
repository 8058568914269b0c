import type { Modulo } from '../modulo.js';
import { rolesRoutes } from './roles.routes.js';

export const roles: Modulo = { nombre: 'roles', rutas: rolesRoutes };
