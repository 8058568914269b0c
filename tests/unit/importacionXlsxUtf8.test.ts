import { describe, expect, it } from 'vitest';
import type { FilaCatalogo } from '../../contracts/importacion';
import { catalogoXlsxEnBuffer } from '../../server/modules/productos/importacion/escribirXlsx';
import { leerCatalogo } from '../../server/modules/productos/importacion/leerCatalogo';

/*
 * exceljs' streaming reader decodes each inflated chunk of a sheet's XML on its own, so a
 * character whose UTF-8 bytes fall on a chunk's edge came out as U+FFFD ('Categor��a 43' in a
 * 100,000-row workbook, and the import then saw two categories of one product disagree).
 */
describe('an XLSX with accented text across many rows', () => {
    it('reads every accented name as written', async () => {
        const filas: FilaCatalogo[] = Array.from({ length: 6000 }, (_, i) => ({
            producto: `Jabón de baño ñandú ${i}`,
            sku: `ÁÉ-${i}`,
            precioVenta: 1000 + i,
            costoCompra: null,
            stock: null,
            categoria: `Categoría ${i % 97}`,
            proveedor: `Distribuidora Peñón ${i % 13}`,
            unidad: null,
            iva: null,
            ieps: null,
        }));
        const leido = await leerCatalogo(await catalogoXlsxEnBuffer(filas), { nombre: 'catalogo.xlsx' });
        expect(leido.errores).toEqual([]);
        expect(leido.filas.map((f) => [f.producto, f.sku, f.categoria, f.proveedor])).toEqual(filas.map((f) => [f.producto, f.sku, f.categoria, f.proveedor]));
    }, 60_000);
});
