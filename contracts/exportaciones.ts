import type { Cliente } from './clientes.js';
import type { CompraFila } from './compras.js';
import type { Movimiento } from './contabilidad.js';
import { type CsvColumn, fieldColumns } from './csv.js';
import {
    CAMPOS_CLIENTE,
    CAMPOS_COMPRA,
    CAMPOS_INVENTARIO,
    CAMPOS_MOVIMIENTO,
    CAMPOS_PRODUCTO,
    CAMPOS_PROVEEDOR,
    CAMPOS_VENTA,
    COLUMNAS_PROVEEDOR,
    CONSUMIDOR_FINAL,
    ESTADOS_COMPRA,
    ESTADOS_STOCK,
    NOMBRES_TIPO_MOVIMIENTO,
    ORIGENES_MOVIMIENTO,
    SI_NO,
    SIN_CATEGORIA,
    SIN_SKU,
} from './encabezadosCsv.js';
import { type InventarioFila, nivelDeStock } from './inventario.js';
import { dividirRedondeando } from './calculo.js';
import { fromCents, toCents } from './money.js';
import { aMilesimas, MILESIMAS } from './unidades.js';
import { impuestosDeProducto, leerTasaIeps } from './impuestos.js';
import type { Producto } from './productos.js';
import type { Proveedor } from './proveedores.js';
import type { VentaFila } from './ventas.js';

/*
 * The columns of each list's CSV export, one definition read by the server, which writes every
 * export (GET /api/v1/<lista>/exportar, server/http/exportar.ts), and by the tests. Headers come
 * from contracts/encabezadosCsv.ts, whose texts the screens show too; values as the screen shows them.
 */

/**
 * ventas.csv: the history's columns as the screen shows them (the date in the shop's zone, the
 * walk-in customer as 'Consumidor Final'), the total as the API's decimal string ("150.50") so a
 * spreadsheet reads a number.
 */
export const ventaCsvColumns = (fechaHora: (iso: string) => string): CsvColumn<VentaFila>[] => {
    const fields = CAMPOS_VENTA;
    return [
        { header: fields.id, value: (v) => v.id },
        { header: fields.fecha, value: (v) => fechaHora(v.fecha) },
        { header: fields.cliente, value: (v) => v.cliente?.nombre_completo ?? CONSUMIDOR_FINAL },
        { header: fields.usuario, value: (v) => v.usuario },
        { header: fields.total, value: (v) => v.total },
        { header: fields.estado, value: (v) => v.estado },
    ];
};

const primera = (producto: Partial<Producto>) => producto.variantes?.[0];

/**
 * productos.csv: the table's columns, first variant only, with the screen's fallbacks ('N/A',
 * 'Sin Categoría'); the price as the API's decimal string ("150.50", 0.00 when missing) so a
 * spreadsheet reads a number.
 */
export const productoCsvColumns: CsvColumn<Partial<Producto>>[] = (() => {
    const fields = CAMPOS_PRODUCTO;
    return [
        { header: fields.nombre, value: (p) => p.nombre },
        { header: fields.sku, value: (p) => primera(p)?.sku || SIN_SKU },
        { header: fields.precio_venta, value: (p) => primera(p)?.precio_venta ?? '0.00' },
        { header: fields.stock, value: (p) => primera(p)?.stock ?? 0 },
        { header: fields.categoria, value: (p) => p.categoria?.nombre || SIN_CATEGORIA },
        // As the table reads them: 'IVA 0 % + IEPS 8 %'.
        { header: fields.impuestos, value: (p) => (p.iva ? impuestosDeProducto(p.iva, p.ieps ? leerTasaIeps(p.ieps) : null) : '') },
    ];
})();

/** clientes.csv: every field, headed as the dialog names it, then the account (issue 34): credit terms, what they owe, their points. */
export const clienteCsvColumns = fieldColumns<Cliente, keyof typeof CAMPOS_CLIENTE>(CAMPOS_CLIENTE, [
    'id',
    'nombre_completo',
    'email',
    'telefono',
    'rfc',
    'direccion',
    'estado',
    'limite_credito',
    'dias_credito',
    'saldo',
    'puntos',
]);

/** proveedores.csv: the four fields of spec §7 and the id, headed as the table names them. */
export const proveedorCsvColumns = fieldColumns<Proveedor, keyof typeof CAMPOS_PROVEEDOR>(
    { ...CAMPOS_PROVEEDOR, ...COLUMNAS_PROVEEDOR },
    ['id', 'nombre_empresa', 'persona_contacto', 'email', 'telefono'],
);

/** compras.csv: the orders list's columns, the date in the shop's zone, the total as the API's decimal string. */
export const compraCsvColumns = (fechaHora: (iso: string) => string): CsvColumn<CompraFila>[] => {
    const fields = CAMPOS_COMPRA;
    const estados = ESTADOS_COMPRA;
    return [
        { header: fields.id, value: (c) => c.id },
        { header: fields.proveedor, value: (c) => c.proveedor.nombre_empresa },
        { header: fields.fecha_emision, value: (c) => fechaHora(c.fecha_emision) },
        { header: fields.estado, value: (c) => estados[c.estado] },
        { header: fields.total, value: (c) => c.total, campo: 'total' },
    ];
};

/** A row of inventario.csv: the inventory list's row and its product's category (null: none). */
export type InventarioCsvFila = InventarioFila & { categoria: string | null };

/**
 * stock × cost to the cent (half away from zero), exact: in thousandths of the stock's unit times
 * cents (a stock of 10⁹ times a cost passes a JavaScript number's integers), as the screen's
 * total (inventario.repo.ts valorInventario) computes it.
 */
const valorACosto = (v: InventarioCsvFila): string | undefined => {
    const costo = v.costo_compra === undefined ? null : toCents(v.costo_compra);
    return costo === null ? undefined : fromCents(dividirRedondeando(BigInt(aMilesimas(v.stock)) * BigInt(costo), BigInt(MILESIMAS)));
};

/**
 * inventario.csv: one line per variant, the table's columns (its badge's word under 'Estado') with
 * the category ('Sin Categoría'), the price, 'Activo' (Sí/No: 'Inactivo' beside a retired product's
 * name) and, for who sees costs only, the cost and the stock's value at cost, as decimal strings.
 */
export const inventarioCsvColumns: CsvColumn<InventarioCsvFila>[] = (() => {
    const fields = CAMPOS_INVENTARIO;
    return [
        { header: fields.nombre, value: (v) => v.plantilla.nombre },
        { header: fields.sku, value: (v) => v.sku },
        { header: fields.categoria, value: (v) => v.categoria || SIN_CATEGORIA },
        { header: fields.precio_venta, value: (v) => v.precio_venta },
        { header: fields.stock, value: (v) => v.stock },
        { header: fields.estado, value: (v) => ESTADOS_STOCK[nivelDeStock(v.stock)] },
        { header: fields.activo, value: (v) => (v.activo ? SI_NO.si : SI_NO.no) },
        { header: fields.costo_compra, value: (v) => v.costo_compra, campo: 'costo_compra' },
        { header: fields.valor, value: valorACosto, campo: 'costo_compra' },
    ];
})();

/**
 * movimientos.csv: the ledger's lines, the date in the shop's zone, the type's name, an empty cell
 * for no category or description, the amount as the API's decimal string (always positive: the
 * type says its direction), and an automatic posting's document ('Venta #12'; empty for a manual one).
 */
export const movimientoCsvColumns = (fechaHora: (iso: string) => string): CsvColumn<Movimiento>[] => {
    const fields = CAMPOS_MOVIMIENTO;
    return [
        { header: fields.fecha, value: (m) => fechaHora(m.fecha) },
        { header: fields.tipo, value: (m) => NOMBRES_TIPO_MOVIMIENTO[m.tipo] },
        { header: fields.concepto, value: (m) => m.concepto },
        { header: fields.categoria, value: (m) => m.categoria },
        { header: fields.descripcion, value: (m) => m.descripcion },
        { header: fields.monto, value: (m) => m.monto },
        { header: fields.origen, value: (m) => (m.origen ? ORIGENES_MOVIMIENTO[m.origen.tipo].replace('%{id}', String(m.origen.id)) : null) },
    ];
};
