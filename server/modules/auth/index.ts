import type { Modulo } from '../modulo.js';
import { authRoutes } from './auth.routes.js';

export const auth: Modulo = { nombre: 'auth', publicas: authRoutes };
