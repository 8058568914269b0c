import type { Modulo } from '../modulo.js';
import { ajustesEmpresa } from './empresa.migracion.js';

/** The company's own row: its settings (CONVENTIONS §6), read by the other modules through empresa.repo.ts. */
export const empresa: Modulo = { nombre: 'empresa', migraciones: { '0019_ajustes_empresa': ajustesEmpresa } };
