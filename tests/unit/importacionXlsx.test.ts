import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { type FilaImportada, IMPORTACION_MENSAJES as M } from '../../contracts/importacion';
import { DatoInvalido } from '../../server/domain/errors';
import { leerCatalogo } from '../../server/modules/productos/importacion/leerCatalogo';
import { leerXlsx } from '../../server/modules/productos/importacion/leerXlsx';

/*
 * Reading Excel workbooks as shops fill them (issue 35, item 4): each one built here with exceljs,
 * with the cells Excel really stores — dates, doubles, numbers typed as text, formulas and their
 * stored results, rich text, hyperlinks — and read through the route's entry point.
 */

type Valor = ExcelJS.CellValue;
const ENCABEZADO = ['producto', 'sku', 'precio_venta', 'costo_compra', 'stock', 'categoria', 'proveedor', 'unidad', 'iva', 'ieps'];

/** A workbook whose first sheet holds `filas` under the header; `preparar` formats cells or adds sheets. */
async function libro(filas: Valor[][], preparar?: (hoja: ExcelJS.Worksheet, libro: ExcelJS.Workbook) => void, encabezado: Valor[] = ENCABEZADO): Promise<Buffer> {
    const wb = new ExcelJS.Workbook();
    const hoja = wb.addWorksheet('Catálogo');
    hoja.addRow(encabezado);
    for (const fila of filas) hoja.addRow(fila);
    preparar?.(hoja, wb);
    return Buffer.from(await wb.xlsx.writeBuffer());
}

const leer = (contenido: Buffer) => leerCatalogo(contenido, { nombre: 'catalogo.xlsx' });

/** The one row's value of one column, or its error. */
async function unaFila(fila: Valor[], preparar?: (hoja: ExcelJS.Worksheet) => void) {
    const leido = await leer(await libro([fila], preparar));
    return { fila: leido.filas[0] as FilaImportada | undefined, errores: leido.errores };
}

const BASE: Valor[] = ['Café de olla', 'CO-1', 35.5, 20, 10, 'Bebidas', 'Café Veracruz', 'pieza', 16, null];
const con = (cambios: Record<number, Valor>): Valor[] => BASE.map((v, i) => (i in cambios ? cambios[i] : v));

describe('leerCatalogo: XLSX workbooks', () => {
    it('reads number cells: prices as doubles to exact cents, a stock to thousandths, taxes as numbers', async () => {
        const { fila, errores } = await unaFila(con({ 2: 12.5, 3: 0, 4: 1.005, 7: 'kg', 8: 0, 9: 0.08 }));
        expect(errores).toEqual([]);
        expect(fila).toEqual({ fila: 2, producto: 'Café de olla', sku: 'CO-1', precioVenta: 1250, costoCompra: 0, stock: 1005, categoria: 'Bebidas', proveedor: 'Café Veracruz', unidad: 'kg', iva: '0', ieps: 80_000 });
    });

    it("accepts a formula's float artefact (=0.1+0.2 is 0.30000000000000004) and refuses a double that is not whole cents", async () => {
        const artefacto = await unaFila(con({ 2: { formula: '0.1+0.2', result: 0.1 + 0.2 }, 3: 1.1 * 3 }));
        expect(artefacto.errores).toEqual([]);
        expect(artefacto.fila).toMatchObject({ precioVenta: 30, costoCompra: 330 });
        const tercerDecimal = await unaFila(con({ 2: 12.345 }));
        expect(tercerDecimal.errores).toEqual([{ fila: 2, columna: 'precio_venta', mensaje: "Precio de venta ('12.345'): El importe admite hasta dos decimales." }]);
    });

    it('reads a SKU typed as a number as its digits, and refuses one past the 15 digits Excel keeps', async () => {
        expect((await unaFila(con({ 1: 7501234567890 }))).fila?.sku).toBe('7501234567890');
        expect((await unaFila(con({ 1: 42 }))).fila?.sku).toBe('42');
        expect((await unaFila(con({ 1: 12345678901234560 }))).errores).toEqual([{ fila: 2, columna: 'sku', mensaje: M.skuLargo }]);
    });

    it('reads numbers stored as text the way the app reads amounts, refusing a decimal comma with its message', async () => {
        const { fila } = await unaFila(con({ 2: '$1,234.50', 3: ' 12.50 ', 4: '1,500' }));
        expect(fila).toMatchObject({ precioVenta: 123_450, costoCompra: 1250, stock: 1_500_000 });
        expect((await unaFila(con({ 2: '12,50' }))).errores).toEqual([
            { fila: 2, columna: 'precio_venta', mensaje: "Precio de venta ('12,50'): Use punto para los decimales (ej. 180.50); la coma solo separa los miles (ej. 1,500.50)." },
        ]);
    });

    it('refuses a date where a price, a stock or a SKU belongs, saying Excel converted the cell', async () => {
        const fecha = new Date(Date.UTC(2024, 11, 5));
        const { errores } = await unaFila(con({ 1: fecha, 2: fecha, 4: fecha }));
        expect(errores).toEqual([
            { fila: 2, columna: 'sku', mensaje: M.fecha('SKU', '05/12/2024') },
            { fila: 2, columna: 'precio_venta', mensaje: M.fecha('Precio de venta', '05/12/2024') },
            { fila: 2, columna: 'stock', mensaje: M.fecha('Stock', '05/12/2024') },
        ]);
        expect(M.fecha('SKU', '05/12/2024')).toContain('se leyó como fecha');
    });

    it("refuses a date a formula gives (=TODAY() in the price column), told by the cell's date format", async () => {
        const { errores } = await unaFila(con({ 2: { formula: 'TODAY()', result: 45_631 } }), (hoja) => {
            hoja.getCell('C2').numFmt = 'dd/mm/yyyy';
        });
        expect(errores).toEqual([{ fila: 2, columna: 'precio_venta', mensaje: M.fecha('Precio de venta', '05/12/2024') }]);
    });

    it("reads a formula's stored result (number or text), and refuses one saved without a result or with Excel's error", async () => {
        const { fila } = await unaFila(con({ 0: { formula: 'CONCAT("Café ","de olla")', result: 'Café de olla' }, 2: { formula: 'D2*2', result: 40 } }));
        expect(fila).toMatchObject({ producto: 'Café de olla', precioVenta: 4000 });
        // exceljs' `value` drops a falsy result: a formula giving 0 is still 0, not a formula without result.
        expect((await unaFila(con({ 3: { formula: 'D1*0', result: 0 }, 8: { formula: '8-8', result: 0 } }))).fila).toMatchObject({ costoCompra: 0, iva: '0' });
        const { errores } = await unaFila(con({ 2: { formula: 'D2*2' } as Valor, 3: { formula: '1/0', result: { error: '#DIV/0!' } } }));
        expect(errores).toEqual([
            { fila: 2, columna: 'precio_venta', mensaje: M.formulaSinResultado('Precio de venta') },
            { fila: 2, columna: 'costo_compra', mensaje: M.errorDeExcel('Costo de compra', '') },
        ]);
        expect(M.errorDeExcel('Costo de compra', '')).toBe('Costo de compra: la celda tiene un error de Excel.');
    });

    it('reads rich text and a hyperlink as their text, and refuses a boolean or an error value', async () => {
        const { fila } = await unaFila(
            con({ 0: { richText: [{ text: 'Café ' }, { font: { bold: true }, text: 'de olla' }] }, 6: { text: 'Café Veracruz', hyperlink: 'https://cafe.example.mx' } }),
        );
        expect(fila).toMatchObject({ producto: 'Café de olla', proveedor: 'Café Veracruz' });
        const { errores } = await unaFila(con({ 5: true, 6: { error: '#N/A' } }));
        expect(errores).toEqual([
            { fila: 2, columna: 'categoria', mensaje: M.logico('Categoría') },
            { fila: 2, columna: 'proveedor', mensaje: M.errorDeExcel('Proveedor', '#N/A') },
        ]);
    });

    it('reads taxes as a sheet holds them: 16 or a percent cell (0.16) or "Exento", an IEPS percent cell; refuses 10 %', async () => {
        const pct = (hoja: ExcelJS.Worksheet) => {
            hoja.getCell('I2').numFmt = '0%';
            hoja.getCell('J2').numFmt = '0.0%';
        };
        expect((await unaFila(con({ 8: 0.16, 9: 0.265 }), pct)).fila).toMatchObject({ iva: '16', ieps: 265_000 });
        expect((await unaFila(con({ 8: 'Exento', 9: '8%' }))).fila).toMatchObject({ iva: 'exento', ieps: 80_000 });
        expect((await unaFila(con({ 8: 10, 9: 8 }))).errores).toEqual([
            { fila: 2, columna: 'iva', mensaje: M.iva('10') },
            { fila: 2, columna: 'ieps', mensaje: M.ieps('8') },
        ]);
    });

    it('reads the first visible sheet, not a hidden one before it nor the ones after', async () => {
        const wb = new ExcelJS.Workbook();
        const notas = wb.addWorksheet('Notas', { state: 'hidden' });
        notas.addRow(['producto', 'sku', 'precio_venta']);
        notas.addRow(['Oculto', 'NO-1', 1]);
        const hoja = wb.addWorksheet('Catálogo');
        hoja.addRow(['Producto', 'SKU', 'Precio Venta']);
        hoja.addRow(['Visible', 'SI-1', 2]);
        const otra = wb.addWorksheet('Otra');
        otra.addRow(['producto', 'sku', 'precio_venta']);
        otra.addRow(['Después', 'DE-1', 3]);
        const leido = await leer(Buffer.from(await wb.xlsx.writeBuffer()));
        expect(leido.filas.map((f) => f.sku)).toEqual(['SI-1']);
    });

    it("tells dates even in a workbook whose styles come after its sheet in the zip (read whole instead of streamed)", async () => {
        const original = await libro([con({ 2: new Date(Date.UTC(2024, 0, 31)) })]);
        const zip = await JSZip.loadAsync(original);
        const orden = ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/worksheets/sheet1.xml', 'xl/styles.xml'];
        const resto = Object.keys(zip.files).filter((n) => !zip.files[n].dir && !orden.includes(n));
        const reordenado = new JSZip();
        for (const nombre of [...orden, ...resto]) reordenado.file(nombre, await zip.file(nombre)!.async('uint8array'));
        const contenido = await reordenado.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
        expect((await leer(contenido)).errores).toEqual([{ fila: 2, columna: 'precio_venta', mensaje: M.fecha('Precio de venta', '31/01/2024') }]);
    });

    it('stops reading a workbook past its row limit', async () => {
        const contenido = await libro([BASE, BASE, BASE]);
        const error = await leerXlsx(contenido, 3).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(DatoInvalido);
        expect((error as DatoInvalido).message).toBe(M.demasiadasFilas(3));
        expect(await leerXlsx(contenido, 4)).toHaveLength(4);
    });

    it('refuses a zip that is not a workbook', async () => {
        const zip = new JSZip();
        zip.file('hola.txt', 'hola');
        const error = await leer(await zip.generateAsync({ type: 'nodebuffer' })).catch((e: unknown) => e);
        expect((error as DatoInvalido).message).toBe(M.xlsxInvalido);
    });
});
