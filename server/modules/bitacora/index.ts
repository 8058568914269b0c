import type { Modulo } from '../modulo.js';
import { migracionesBitacora } from './bitacora.js';
import { bitacoraRoutes } from './bitacora.routes.js';

/** The audit log (CONVENTIONS §6): its table and only writer (bitacora.ts); its routes only read it. */
export const bitacora: Modulo = { nombre: 'bitacora', migraciones: migracionesBitacora, rutas: bitacoraRoutes };
