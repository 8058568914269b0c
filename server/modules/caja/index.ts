import type { Modulo } from '../modulo.js';
import { caja as migracionCaja } from './caja.migracion.js';
import { cajaRoutes } from './caja.routes.js';
import './caja.tablas.js';

/** Corte de caja (CONVENTIONS §6): cash sessions, their cash movements, X and Z readings. */
export const caja: Modulo = { nombre: 'caja', rutas: cajaRoutes, migraciones: { '0021_caja': migracionCaja } };
