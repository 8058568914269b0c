import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOM } from '../../contracts/csv';
import { TASAS_IVA } from '../../contracts/etiquetasDeImpuestos';
import type { FilaCatalogo } from '../../contracts/importacion';
import { categoriaInput } from '../../contracts/categorias';
import { productoInput, STOCK_MAXIMO, varianteInput } from '../../contracts/productos';
import { proveedorInput } from '../../contracts/proveedores';
import { UNIDADES } from '../../contracts/unidades';
import { columnasDelCatalogo } from '../../server/modules/productos/importacion/columnasDelCatalogo';
import { catalogoCsv } from '../../server/modules/productos/importacion/escribirCsv';
import { catalogoXlsxEnBuffer } from '../../server/modules/productos/importacion/escribirXlsx';
import { leerCatalogo } from '../../server/modules/productos/importacion/leerCatalogo';
import { claveDeSku } from '../../server/modules/productos/importacion/validarFilas';

/*
 * The catalogue export read back by the import changes nothing (issue 35, item 5): random valid
 * catalogues written as CSV and as XLSX come back as the same typed rows, text a spreadsheet would
 * run as a formula, quotes, separators and accents included.
 */

/** Text as the API keeps it: what its schema accepts and returns unchanged (trimmed, no control characters). */
const textoValido = (esquema: { safeParse: (v: unknown) => { success: boolean; data?: unknown } }, max: number) =>
    fc
        .oneof(
            { weight: 1, arbitrary: fc.constantFrom('=SUMA(A1:A3)', '-Oferta', '+52 81', '@tienda', "'=ya citado", "''-dos", 'Comillas "dobles"', 'coma, y; punto y coma', '_x000D_ escapado', 'Ñandú & <xml>', '🍺 Cerveza', '007501', '2E10', 'Tab\u00a0duro') },
            { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: Math.min(max, 40) }) },
            { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: max }) },
        )
        .filter((s) => s.length <= max && esquema.safeParse(s).data === s);

const nombre = textoValido(productoInput.shape.nombre, 200);
const sku = textoValido(varianteInput.shape.sku, 64);
const categoria = textoValido(categoriaInput.shape.nombre, 100);
const proveedor = textoValido(proveedorInput.shape.nombre_empresa, 200);
const opcional = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null, freq: 4 });

const fila: fc.Arbitrary<FilaCatalogo> = fc
    .record({
        producto: nombre,
        sku,
        precioVenta: fc.oneof(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 99_999_999_999_999 })),
        costoCompra: opcional(fc.integer({ min: 0, max: 10_000_000_000 })),
        unidad: opcional(fc.constantFrom(...UNIDADES)),
        stock: opcional(fc.integer({ min: 0, max: STOCK_MAXIMO * 1000 })),
        categoria: opcional(categoria),
        proveedor: opcional(proveedor),
        iva: opcional(fc.constantFrom(...TASAS_IVA)),
        ieps: opcional(fc.oneof(fc.constantFrom(30_000, 80_000, 265_000, 530_000), fc.integer({ min: 1, max: 999_999 }))),
    })
    // A piece's stock is whole: the export never holds another.
    .map((f) => ({ ...f, stock: f.stock !== null && f.unidad === 'pieza' ? f.stock - (f.stock % 1000) : f.stock }));

const catalogo = fc.uniqueArray(fila, { minLength: 1, maxLength: 25, selector: (f) => claveDeSku(f.sku) });

const sinFila = ({ fila: _, ...resto }: { fila: number } & FilaCatalogo): FilaCatalogo => resto;

describe('catalogue export → import', () => {
    it('property: a CSV comes back as the same rows', async () => {
        await fc.assert(
            fc.asyncProperty(catalogo, async (filas) => {
                const leido = await leerCatalogo(Buffer.from(catalogoCsv(filas)), { nombre: 'catalogo.csv' });
                expect(leido.errores).toEqual([]);
                expect(leido.filas.map(sinFila)).toEqual(filas);
                expect(leido.filas.map((f) => f.fila)).toEqual(filas.map((_, i) => i + 2));
            }),
            { numRuns: 200 },
        );
    }, 60_000);

    it('property: an XLSX comes back as the same rows', async () => {
        await fc.assert(
            fc.asyncProperty(catalogo, async (filas) => {
                const leido = await leerCatalogo(await catalogoXlsxEnBuffer(filas), { nombre: 'catalogo.xlsx' });
                expect(leido.errores).toEqual([]);
                expect(leido.filas.map(sinFila)).toEqual(filas);
            }),
            { numRuns: 60 },
        );
    }, 60_000);

    const EJEMPLO: FilaCatalogo[] = [
        { producto: 'Jamón de pierna', sku: '007501', precioVenta: 12_350, costoCompra: 9_000, stock: 1_250, categoria: 'Carnes frías', proveedor: 'Fud', unidad: 'kg', iva: '0', ieps: null },
        { producto: 'Refresco, 600 ml', sku: 'REF-600', precioVenta: 1_800, costoCompra: null, stock: 24_000, categoria: null, proveedor: null, unidad: 'pieza', iva: '16', ieps: 80_000 },
        { producto: 'Cigarro suelto', sku: 'CI-1', precioVenta: 650, costoCompra: 400, stock: 100_000, categoria: null, proveedor: null, unidad: 'pieza', iva: 'exento', ieps: 265_000 },
    ];

    it("writes the CSV as the app's exports are written: BOM, the import's column names, ',' and CRLF, values as the API writes them", () => {
        const texto = catalogoCsv(EJEMPLO);
        expect(texto.startsWith(BOM)).toBe(true);
        expect(texto.slice(1).split('\r\n')).toEqual([
            'producto,sku,precio_venta,costo_compra,stock,categoria,proveedor,unidad,iva,ieps',
            'Jamón de pierna,007501,123.50,90.00,1.250,Carnes frías,Fud,kg,0,',
            '"Refresco, 600 ml",REF-600,18.00,,24,,,pieza,16,0.08',
            'Cigarro suelto,CI-1,6.50,4.00,100,,,pieza,exento,0.265',
        ]);
    });

    it('leaves the cost column out for who does not see costs; such a file reads back with no cost, changing none', async () => {
        const texto = catalogoCsv(EJEMPLO, columnasDelCatalogo(false));
        expect(texto.slice(1).split('\r\n')[0]).toBe('producto,sku,precio_venta,stock,categoria,proveedor,unidad,iva,ieps');
        const leido = await leerCatalogo(Buffer.from(texto), { nombre: 'catalogo.csv' });
        expect(leido.columnas).not.toContain('costo_compra');
        expect(leido.filas.map(sinFila)).toEqual(EJEMPLO.map((f) => ({ ...f, costoCompra: null })));
    });

    it('writes the XLSX with number cells a shop owner reads as money and quantities, and text cells for names and SKUs', async () => {
        const libro = new ExcelJS.Workbook();
        await libro.xlsx.load((await catalogoXlsxEnBuffer(EJEMPLO)) as unknown as ArrayBuffer);
        const hoja = libro.worksheets[0];
        expect(hoja.name).toBe('Catálogo');
        expect(hoja.getRow(1).values).toEqual([undefined, 'producto', 'sku', 'precio_venta', 'costo_compra', 'stock', 'categoria', 'proveedor', 'unidad', 'iva', 'ieps']);
        const celdas = (n: number) => Array.from({ length: 10 }, (_, i) => hoja.getRow(n).getCell(i + 1).value ?? undefined);
        const formatos = (n: number) => Array.from({ length: 10 }, (_, i) => hoja.getRow(n).getCell(i + 1).numFmt ?? null);
        expect(celdas(2)).toEqual(['Jamón de pierna', '007501', 123.5, 90, 1.25, 'Carnes frías', 'Fud', 'kg', 0, undefined]);
        expect(formatos(2).slice(2, 5)).toEqual(['"$"#,##0.00', '"$"#,##0.00', '#,##0.000']);
        expect(celdas(3)).toEqual(['Refresco, 600 ml', 'REF-600', 18, undefined, 24, undefined, undefined, 'pieza', 16, 0.08]);
        expect([formatos(3)[4], formatos(3)[9]]).toEqual(['#,##0', '0%']);
        expect(celdas(4).slice(8)).toEqual(['exento', 0.265]);
        expect(formatos(4)[9]).toBe('0.0%');
    });
});
