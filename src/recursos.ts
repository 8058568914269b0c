import { bitacora } from './administracion/bitacora';
import { roles } from './administracion/roles';
import { usuarios } from './administracion/usuarios';
import { caja } from './caja';
import { categorias } from './catalogo/categorias';
import { etiquetas } from './catalogo/etiquetas';
import { productos } from './catalogo/productos';
import type { EntradaDelRegistro } from './common/recurso';
import { configuracion } from './configuracion';
import { contabilidad } from './contabilidad';
import { dashboard } from './dashboard';
import { compras } from './inventario/compras';
import { inventario } from './inventario/existencias';
import { proveedores } from './inventario/proveedores';
import { cuentasPorCobrar } from './reportes/cuentasPorCobrar';
import { reporteImpuestos } from './reportes/impuestos';
import { reporteVentas } from './reportes/ventas';
import { clientes } from './ventas/clientes';
import { estadoDeCuenta, reciboDeAbono } from './ventas/clientes/cuenta';
import { ventas } from './ventas/historial';
import { pos } from './ventas/pos';

/**
 * Every screen, one line each (ARCHITECTURE, "Adding a resource"): App.tsx mounts a <Resource>
 * per resource and a route per page, the sidebar lists each in its group by its `orden`
 * (layout/menuItems.ts), and the i18n provider serves each one's texts as `resources.<name>.*`.
 */
export const RECURSOS: EntradaDelRegistro[] = [
    dashboard,
    pos,
    ventas,
    caja,
    compras,
    reporteVentas,
    productos,
    etiquetas,
    categorias,
    clientes,
    proveedores,
    inventario,
    contabilidad,
    reporteImpuestos,
    cuentasPorCobrar,
    estadoDeCuenta,
    reciboDeAbono,
    roles,
    usuarios,
    configuracion,
    bitacora,
];
