import type { Producto } from '../../../contracts/productos';
import type { CsvColumn } from '../../common/csv';
import { productosTextos } from './textos';

const { fields, sin_sku, sin_categoria } = productosTextos;

const primera = (producto: Partial<Producto>) => producto.variantes?.[0];

/**
 * productos.csv: the table's columns, first variant only, with the screen's fallbacks ('N/A',
 * 'Sin Categoría'); the price as the API's decimal string ("150.50", 0.00 when missing) so a
 * spreadsheet reads a number.
 */
export const productoCsvColumns: CsvColumn<Partial<Producto>>[] = [
    { header: fields.nombre, value: (p) => p.nombre },
    { header: fields.sku, value: (p) => primera(p)?.sku || sin_sku },
    { header: fields.precio_venta, value: (p) => primera(p)?.precio_venta ?? '0.00' },
    { header: fields.stock, value: (p) => primera(p)?.stock ?? 0 },
    { header: fields.categoria, value: (p) => p.categoria?.nombre || sin_categoria },
];
