import type { Cliente } from './clientes.js';
import type { CompraFila } from './compras.js';
import { type CsvColumn, fieldColumns } from './csv.js';
import {
    CAMPOS_CLIENTE,
    CAMPOS_COMPRA,
    CAMPOS_PRODUCTO,
    CAMPOS_PROVEEDOR,
    CAMPOS_VENTA,
    COLUMNAS_PROVEEDOR,
    CONSUMIDOR_FINAL,
    ESTADOS_COMPRA,
    SIN_CATEGORIA,
    SIN_SKU,
} from './encabezadosCsv.js';
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
    ];
})();

/** clientes.csv: every field, headed as the dialog names it. */
export const clienteCsvColumns = fieldColumns<Cliente, keyof typeof CAMPOS_CLIENTE>(CAMPOS_CLIENTE, [
    'id',
    'nombre_completo',
    'email',
    'telefono',
    'rfc',
    'direccion',
    'estado',
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
