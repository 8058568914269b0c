import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoriaInput } from '../../contracts/categorias';
import { FILAS_MAXIMAS, IMPORTACION_MENSAJES as M } from '../../contracts/importacion';
import { fromCents } from '../../contracts/money';
import { PRODUCTO_MENSAJES, productoInput } from '../../contracts/productos';
import { proveedorInput } from '../../contracts/proveedores';
import { DatoInvalido } from '../../server/domain/errors';
import type { Celda, FilaLeida } from '../../server/modules/productos/importacion/celda';
import { separarFilas } from '../../server/modules/productos/importacion/separarFilas';
import { claveDeSku, validarCatalogo } from '../../server/modules/productos/importacion/validarFilas';

/*
 * The catalogue file's header and rows once read (issue 35, item 4): which column is which, each
 * row typed or refused with its Spanish reasons and row number, and the preview's split into
 * variants to create and to update.
 */

const hoja = (encabezado: Celda[], ...datos: Celda[][]): FilaLeida[] => [encabezado, ...datos].map((celdas, i) => ({ numero: i + 1, celdas }));
const E = ['producto', 'sku', 'precio_venta', 'costo_compra', 'stock', 'categoria', 'proveedor', 'unidad', 'iva', 'ieps'];

function rechazo(filas: FilaLeida[]): string {
    try {
        validarCatalogo(filas);
    } catch (e) {
        expect(e).toBeInstanceOf(DatoInvalido);
        expect((e as DatoInvalido).campo).toBe('archivo');
        return (e as DatoInvalido).message;
    }
    throw new Error('Se esperaba un rechazo del archivo.');
}

/** The errors of one data row, as [column, message]. */
const erroresDe = (fila: Celda[], encabezado: Celda[] = E) => validarCatalogo(hoja(encabezado, fila)).errores.map((e) => [e.columna, e.mensaje]);

describe('validarCatalogo: the header row', () => {
    it('names columns blind to case, accents and surrounding spaces, in any order, with the app export\'s headers too', () => {
        const leido = validarCatalogo(hoja(['  SKU ', 'Precio de venta', 'PRODUCTO', 'Categoría', 'costo-compra', 'Proveedor', 'UNIDAD'], ['AZ-1', '25.50', 'Azúcar', 'Abarrotes', '18', 'La Dulce', 'kg']));
        expect(leido.filas).toEqual([
            { fila: 2, producto: 'Azúcar', sku: 'AZ-1', precioVenta: 2550, costoCompra: 1800, stock: null, categoria: 'Abarrotes', proveedor: 'La Dulce', unidad: 'kg', iva: null, ieps: null },
        ]);
        expect(leido.columnas).toEqual(['producto', 'sku', 'precio_venta', 'costo_compra', 'categoria', 'proveedor', 'unidad']);
        expect(leido.avisos).toEqual([]);
    });

    it('ignores columns it does not know, saying so in the preview', () => {
        const leido = validarCatalogo(hoja(['producto', 'Notas', 'sku', 'precio_venta', 'Estado'], ['Azúcar', 'x', 'AZ-1', '1', 'y']));
        expect(leido.filas).toHaveLength(1);
        expect(leido.avisos).toEqual([M.columnasIgnoradas(['Notas', 'Estado'])]);
        expect(leido.avisos[0]).toBe("No se reconocen las columnas 'Notas', 'Estado': se ignorarán.");
    });

    it('refuses a file missing a required column, or naming one twice', () => {
        expect(rechazo(hoja(['producto', 'sku', 'costo_compra'], ['Azúcar', 'AZ-1', '1']))).toBe("Falta la columna 'precio_venta' en la fila de encabezados.");
        expect(rechazo(hoja(['nombre', 'codigo', 'precio'], ['Azúcar', 'AZ-1', '1']))).toBe(M.faltanColumnas(['producto', 'sku', 'precio_venta']));
        expect(rechazo(hoja(['producto', 'sku', 'precio_venta', 'SKU'], ['Azúcar', 'AZ-1', '1', 'X']))).toBe(M.columnaRepetida('sku', 'B', 'D'));
    });

    it('refuses a file with more rows than one import takes', () => {
        const muchas = Array.from({ length: FILAS_MAXIMAS + 1 }, (_, i): Celda[] => ['Producto', `S-${i}`, '1']);
        expect(rechazo(hoja(['producto', 'sku', 'precio_venta'], ...muchas))).toBe(M.demasiadasFilas(FILAS_MAXIMAS));
    });
});

describe('validarCatalogo: each row', () => {
    it('reports every bad cell of a row, in column order, with the row number the spreadsheet shows', () => {
        expect(erroresDe(['', '', 'abc', '-1', '-2', '', '', 'caja', '10', '8'])).toEqual([
            ['producto', M.faltaProducto],
            ['sku', M.faltaSku],
            ['precio_venta', "Precio de venta ('abc'): Escriba un importe con números (ej. 1500.50 o 1,500.50)."],
            ['costo_compra', M.costoNegativo],
            ['stock', M.stockNegativo],
            ['unidad', M.unidad('caja')],
            ['iva', M.iva('10')],
            ['ieps', M.ieps('8')],
        ]);
        // A repeated SKU takes its column's place among the row's other errors.
        expect(validarCatalogo(hoja(E, ['Sal', 'S-1', '1'], ['Sal', 's-1', '-1'])).errores.map((e) => e.columna)).toEqual(['sku', 'precio_venta']);
    });

    it('refuses a missing, zero or negative price and one with three decimals', () => {
        expect(erroresDe(['Azúcar', 'AZ-1', ''])).toEqual([['precio_venta', M.faltaPrecio]]);
        expect(erroresDe(['Azúcar', 'AZ-1', '0'])).toEqual([['precio_venta', PRODUCTO_MENSAJES.precioPositivo]]);
        expect(erroresDe(['Azúcar', 'AZ-1', '-5.00'])).toEqual([['precio_venta', PRODUCTO_MENSAJES.precioPositivo]]);
        expect(erroresDe(['Azúcar', 'AZ-1', '10.555'])).toEqual([['precio_venta', "Precio de venta ('10.555'): El importe admite hasta dos decimales."]]);
    });

    it("holds names and SKUs to the product API's limits, so the preview accepts nothing the import would refuse", () => {
        expect(erroresDe(['ab', 'AZ-1', '1'])).toEqual([['producto', PRODUCTO_MENSAJES.nombreCorto]]);
        expect(erroresDe(['x'.repeat(201), 'AZ-1', '1'])).toEqual([['producto', 'Producto: Máximo 200 caracteres.']]);
        expect(erroresDe(['Azúcar', 'S'.repeat(65), '1'])).toEqual([['sku', 'SKU: Máximo 64 caracteres.']]);
        expect(erroresDe(['Azúcar', 'AZ-1', '1', '', '', 'c'.repeat(101), 'p'.repeat(201)])).toEqual([
            ['categoria', 'Categoría: Máximo 100 caracteres.'],
            ['proveedor', 'Proveedor: Máximo 200 caracteres.'],
        ]);
        expect(erroresDe(['Azúcar\u0007', 'AZ-1', '1'])).toEqual([['producto', 'Producto: El texto contiene caracteres de control no permitidos.']]);
        expect(validarCatalogo(hoja(E, ['  Azúcar  ', ' AZ-1 ', '1'])).filas[0]).toMatchObject({ producto: 'Azúcar', sku: 'AZ-1' });
    });

    it('refuses a SKU repeated in the file (blind to case and accents, as the database is) at the later row, naming the first', () => {
        const leido = validarCatalogo(hoja(E, ['Azúcar', 'ábc-1', '1'], ['Sal', 'SAL-1', '1'], ['Azúcar 2', 'ABC-1', '1'], ['Azúcar 3', 'abc-1 ', '1']));
        expect(leido.filas.map((f) => f.sku)).toEqual(['ábc-1', 'SAL-1']);
        expect(leido.errores).toEqual([
            { fila: 4, columna: 'sku', mensaje: M.skuRepetido('ABC-1', 2) },
            { fila: 5, columna: 'sku', mensaje: M.skuRepetido('abc-1', 2) },
        ]);
        expect(M.skuRepetido('ABC-1', 2)).toBe("El SKU 'ABC-1' ya aparece en la fila 2 del archivo.");
    });

    it("names Excel's conversions in a CSV: a SKU in scientific notation, a date where a number belongs", () => {
        expect(erroresDe(['Leche', '7.50123E+12', '05/12/2024'])).toEqual([
            ['sku', M.skuCientifico('7.50123E+12')],
            ['precio_venta', M.pareceFecha('Precio de venta', '05/12/2024')],
        ]);
    });

    it("reads units by code or name, blind to case; a piece's stock must be whole, a weight's takes thousandths", () => {
        const leido = validarCatalogo(hoja(E, ['Jamón', 'JA-1', '1', '', '0.750', '', '', 'Kilogramo'], ['Queso', 'QU-1', '1', '', '2.5', '', '', 'KG'], ['Vaso', 'VA-1', '1', '', '2.5', '', '', 'pieza'], ['Plato', 'PL-1', '1', '', '3', '', '', 'Pieza']));
        expect(leido.filas.map((f) => [f.sku, f.unidad, f.stock])).toEqual([
            ['JA-1', 'kg', 750],
            ['QU-1', 'kg', 2500],
            ['PL-1', 'pieza', 3000],
        ]);
        expect(leido.errores).toEqual([{ fila: 4, columna: 'stock', mensaje: PRODUCTO_MENSAJES.stockEntero }]);
        expect(erroresDe(['Queso', 'QU-1', '1', '', '0.7505', '', '', 'kg'])).toEqual([['stock', "Stock ('0.7505'): La cantidad admite hasta tres decimales (ej. 0.750)."]]);
        expect(erroresDe(['Queso', 'QU-1', '1', '', '1000000001'])).toEqual([['stock', M.stockGrande]]);
    });

    it('property: a row the preview accepts is one the product API accepts (name, SKU, price, cost, taxes, unit, category, supplier)', () => {
        const texto = fc.oneof(fc.string({ maxLength: 220 }), fc.string({ unit: 'grapheme', maxLength: 70 }), fc.constantFrom('', '  ', 'ab', 'Azúcar', '\u200b'));
        const numero = fc.oneof(fc.constantFrom('', '0', '-1', '1,5', '1.005', '$1,234.50', 'abc'), fc.integer({ min: -1000, max: 10_000_000 }).map((c) => fromCents(c)));
        const tasa = fc.constantFrom('', '16', '8', '0', 'exento', 'Exento', '16%', '10', '0.08', '0.265', '8%', '1', '0');
        fc.assert(
            fc.property(texto, texto, numero, numero, texto, texto, fc.constantFrom('', 'pieza', 'kg', 'Litro', 'caja'), tasa, tasa, (producto, sku, precio, costo, categoria, proveedor, unidad, iva, ieps) => {
                const leido = validarCatalogo(hoja(E, [producto, sku, precio, costo, '', categoria, proveedor, unidad, iva, ieps]));
                for (const f of leido.filas) {
                    const cuerpo = {
                        nombre: f.producto,
                        categoria_id: 1,
                        proveedor_id: 1,
                        ...(f.unidad ? { unidad: f.unidad } : {}),
                        ...(f.iva ? { iva: f.iva } : {}),
                        ieps: f.ieps === null ? null : f.ieps / 1_000_000,
                        variantes: [{ sku: f.sku, precio_venta: fromCents(f.precioVenta), ...(f.costoCompra === null ? {} : { costo_compra: fromCents(f.costoCompra) }), stock: 0 }],
                    };
                    expect(productoInput.safeParse(cuerpo).error?.issues).toBeUndefined();
                    if (f.categoria !== null) expect(categoriaInput.safeParse({ nombre: f.categoria }).success).toBe(true);
                    if (f.proveedor !== null) expect(proveedorInput.safeParse({ nombre_empresa: f.proveedor }).success).toBe(true);
                }
            }),
            { numRuns: 300 },
        );
    }, 30_000);
});

describe('separarFilas: the preview', () => {
    const leido = validarCatalogo(
        hoja(
            E,
            ['Jamón', 'JA-1', '100', '', '0.750', 'Carnes frías', 'Fud'],
            ['Queso', 'QU-1', '90', '', '0.500', 'CARNES FRIAS', 'fud'],
            ['Vaso', 'VA-1', '12', '', '3', 'Desechables', ''],
            ['Plato', 'PL-1', '15', 'x'],
        ),
    );

    it("puts each good row to create or to update by its SKU's key, and checks a row without unit against the variant's own (a new one is a piece)", () => {
        const vista = separarFilas(leido, new Map([[claveDeSku('ja-1'), { unidad: 'kg' as const }], [claveDeSku('VA-1'), { unidad: 'pieza' as const }]]));
        expect(vista.actualizar.map((f) => f.sku)).toEqual(['JA-1', 'VA-1']);
        expect(vista.crear).toEqual([]);
        expect(vista.errores).toEqual([
            { fila: 3, columna: 'stock', mensaje: PRODUCTO_MENSAJES.stockEntero },
            { fila: 5, columna: 'costo_compra', mensaje: "Costo de compra ('x'): Escriba un importe con números (ej. 1500.50 o 1,500.50)." },
        ]);
        expect(vista.categorias).toEqual(['Carnes frías', 'Desechables']);
        expect(vista.proveedores).toEqual(['Fud']);
    });

    it('creates what the company does not have', () => {
        const vista = separarFilas(validarCatalogo(hoja(E, ['Vaso', 'VA-1', '12', '', '3'])), new Map());
        expect(vista.crear.map((f) => f.sku)).toEqual(['VA-1']);
        expect(vista.actualizar).toEqual([]);
    });
});
