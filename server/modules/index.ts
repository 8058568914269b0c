import { auth } from './auth/index.js';
import { bitacora } from './bitacora/index.js';
import { caja } from './caja/index.js';
import { categorias } from './categorias/categorias.js';
import { clientes } from './clientes/index.js';
import { compras } from './compras/index.js';
import { contabilidad } from './contabilidad/index.js';
import { dashboard } from './dashboard/index.js';
import { empresa } from './empresa/index.js';
import { inventario } from './inventario/index.js';
import type { Modulo } from './modulo.js';
import { productos } from './productos/index.js';
import { proveedores } from './proveedores/index.js';
import { reportes } from './reportes/index.js';
import { roles } from './roles/index.js';
import { sesion } from './sesion/index.js';
import { usuarios } from './usuarios/index.js';
import { ventas } from './ventas/index.js';

/**
 * Every business module, in registration order (the route table, the OpenAPI document and the
 * matrices list their routes in this order): app.ts mounts their routes, migrate.ts runs their
 * migrations after those of server/db/migrations, the route matrices derive their crud entries.
 */
export const MODULOS: readonly Modulo[] = [
    auth,
    sesion,
    empresa,
    bitacora,
    categorias,
    proveedores,
    clientes,
    productos,
    roles,
    usuarios,
    compras,
    inventario,
    contabilidad,
    dashboard,
    ventas,
    caja,
    reportes,
];
