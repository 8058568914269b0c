import type { Modulo } from '../modulo.js';
import { reportesDeVentas } from '../../db/migrations/0029_reportes_de_ventas.js';
import { categoriaVendida } from '../../db/migrations/0030_categoria_vendida.js';
import { reportesRoutes } from './reportes.routes.js';
import { ventasArchivoRoutes } from './ventasArchivo.routes.js';

/** The reports' routes, and the sales report as a CSV or XLSX file (issue 35) beside its JSON. */
const rutas: Modulo['rutas'] = async (app, deps) => {
    await reportesRoutes(app, deps);
    await ventasArchivoRoutes(app, deps);
};

/** Its counters' tables are the counters module's (a library); the migrations that add them and the lines' costs and categories are the report's. */
export const reportes: Modulo = { nombre: 'reportes', rutas, migraciones: { '0029_reportes_de_ventas': reportesDeVentas, '0030_categoria_vendida': categoriaVendida } };
