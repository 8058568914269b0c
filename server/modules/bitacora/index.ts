import type { Modulo } from '../modulo.js';
import { migracionesBitacora } from './bitacora.js';

/** The audit log (CONVENTIONS §6): its table and writer (bitacora.ts); its routes read it. */
export const bitacora: Modulo = { nombre: 'bitacora', migraciones: migracionesBitacora };
