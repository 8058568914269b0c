import type { Modulo } from '../modulo.js';
import { ajustesEmpresa, basculaYDescuentos } from './empresa.migracion.js';
import { empresaRoutes } from './empresa.routes.js';
import './empresa.tablas.js';

/**
 * The company's own row: its settings (CONVENTIONS §6) at GET/PUT /api/v1/empresa/, read by the
 * other modules through empresa.repo.ts.
 */
export const empresa: Modulo = {
    nombre: 'empresa',
    rutas: empresaRoutes,
    migraciones: {
        '0019_ajustes_empresa': ajustesEmpresa,
        '0025_bascula_y_descuentos': basculaYDescuentos,
    },
};
