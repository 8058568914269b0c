import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Compra } from '../../contracts/compras';
import type { Producto } from '../../contracts/productos';
import { barrasMuyFinas, dibujarBarras } from '../../src/catalogo/etiquetas/barras';
import { cambiarCopias, conCopias, deCompra, deProductos } from '../../src/catalogo/etiquetas/elegidas';
import { enPaginas, GEOMETRIAS, porPagina, recortarNombre, repetidas } from '../../src/catalogo/etiquetas/formatos';
import { escribirCopias, leerCopias, leerFormato, leerInicio, leerOrigen, MAX_COPIAS } from '../../src/catalogo/etiquetas/leerDireccion';
import { digitoVerificadorEan13, esEan13, simbologiaDe } from '../../src/catalogo/etiquetas/simbologia';
import { decodificar, pixelesDeSvg } from '../helpers/codigoDeBarras';

/** Issue 35 item 6: barcode labels. The symbology, the bars read back, the papers' arithmetic, the address. */

const digitos = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

describe('simbologiaDe: EAN-13 only for a valid EAN-13, Code 128 otherwise', () => {
    it('knows real EAN-13 codes by their check digit', () => {
        // A Mexican product (prefix 750) and a German one, as printed on their packages.
        for (const ean of ['7501055363513', '4006381333931', '7501234567893']) {
            expect(esEan13(ean), ean).toBe(true);
            expect(simbologiaDe(ean)).toBe('ean13');
        }
        expect(digitoVerificadorEan13('400638133393')).toBe(1);
    });

    it('any 12 digits with their check digit are EAN-13; with any other last digit, Code 128', () => {
        fc.assert(
            fc.property(digitos(12), fc.integer({ min: 1, max: 9 }), (doce, desvio) => {
                const bueno = digitoVerificadorEan13(doce);
                expect(simbologiaDe(`${doce}${bueno}`)).toBe('ean13');
                expect(simbologiaDe(`${doce}${(bueno + desvio) % 10}`)).toBe('code128');
            }),
        );
    });

    it('12 digits, 14 digits and letters are Code 128: nothing the scanner would send differs from the SKU', () => {
        for (const sku of ['750105536351', '75010553635130', 'HER-MAR-16', 'TOR 1/4"', '0']) expect(simbologiaDe(sku), sku).toBe('code128');
    });

    it('a SKU with an accent or ñ has no barcode (a scanner would not send it back as typed)', () => {
        for (const sku of ['PIÑA-1', 'CAFÉ', 'A\u0007B']) expect(simbologiaDe(sku), sku).toBeNull();
    });
});

describe('dibujarBarras: bwip-js bars that read back as the SKU', () => {
    it('Code 128 and EAN-13, decoded by zxing from the drawn SVG', () => {
        for (const [sku, simbologia] of [
            ['HER-MAR-16', 'code128'],
            ['ELE-CAB-/12R', 'code128'],
            ['750105536351', 'code128'],
            ['7501055363513', 'ean13'],
        ] as const) {
            const barras = dibujarBarras(sku);
            expect(barras?.simbologia, sku).toBe(simbologia);
            const { luminancias, ancho, alto } = pixelesDeSvg(barras?.svg ?? '');
            expect(decodificar(luminancias, ancho, alto), sku).toEqual({ texto: sku, formato: simbologia });
        }
    });

    it('any printable SKU up to 20 characters reads back exactly', () => {
        fc.assert(
            fc.property(fc.string({ unit: fc.constantFrom(...'ABCXYZ0123456789-/. '), minLength: 1, maxLength: 20 }), (sku) => {
                const barras = dibujarBarras(sku);
                if (!barras) throw new Error(`sin barras: ${sku}`);
                const { luminancias, ancho, alto } = pixelesDeSvg(barras.svg);
                expect(decodificar(luminancias, ancho, alto).texto).toBe(sku);
            }),
            { numRuns: 60 },
        );
    });

    it('stretches to the label (preserveAspectRatio none) with its quiet zones counted in its modules', () => {
        const barras = dibujarBarras('HER-MAR-16');
        expect(barras?.svg).toMatch(/^<svg preserveAspectRatio="none" /);
        // 10 characters: start, 10 × 11, check, stop (13) = 145 modules, and 10 each side.
        expect(barras?.modulos).toBe(165);
        // EAN-13: 95 modules, 11 left and 7 right.
        expect(dibujarBarras('7501055363513')?.modulos).toBeGreaterThanOrEqual(113);
        expect(dibujarBarras('PIÑA')).toBeNull();
    });

    it('warns when a long SKU leaves bars too thin for the 58 mm roll, not for a short one', () => {
        const corto = dibujarBarras('HER-MAR-16');
        const largo = dibujarBarras('FERRETERIA-HERRAMIENTA-MARTILLO-16OZ');
        if (!corto || !largo) throw new Error('sin barras');
        expect(barrasMuyFinas(corto, 'rollo')).toBe(false);
        expect(barrasMuyFinas(corto, 'hoja')).toBe(false);
        expect(barrasMuyFinas(largo, 'rollo')).toBe(true);
    });
});

describe('formatos: the 58 mm roll and the letter sheet of 30 (Avery 5160)', () => {
    const pulgadas = (css: string) => (css.endsWith('in') ? Number(css.slice(0, -2)) : Number.NaN);

    it('the sheet: 3 × 10 labels of 2⅝ × 1 in fill 8.5 × 11 in with its margins', () => {
        const h = GEOMETRIAS.hoja;
        const [vertical, lateral] = h.margen.split(' ').map(pulgadas);
        expect(2 * lateral + h.columnas * pulgadas(h.etiqueta.ancho) + (h.columnas - 1) * pulgadas(h.separacion)).toBeCloseTo(8.5, 6);
        expect(2 * vertical + h.filas * pulgadas(h.etiqueta.alto)).toBeCloseTo(11, 6);
        expect(porPagina('hoja')).toBe(30);
        expect(h.anchoUtilMm).toBeCloseTo((2.625 - 0.2) * 25.4, 1);
    });

    it('the roll: one 58 mm label a page, printing within the 48 mm a receipt printer reaches', () => {
        const r = GEOMETRIAS.rollo;
        expect(r.pagina).toEqual(r.etiqueta);
        expect(porPagina('rollo')).toBe(1);
        expect(58 - 2 * Number.parseFloat(r.relleno.split(' ')[1])).toBe(r.anchoUtilMm);
    });

    it('splits copies into pages: 31 labels are two sheets (30 + 1) or 31 pages of roll', () => {
        const etiquetas = repetidas([
            { sku: 'A', copias: 29 },
            { sku: 'B', copias: 0 },
            { sku: 'C', copias: 2 },
        ]);
        expect(etiquetas.map((e) => e.sku).join('')).toBe(`${'A'.repeat(29)}CC`);
        expect(enPaginas(etiquetas, 'hoja').map((p) => p.length)).toEqual([30, 1]);
        expect(enPaginas(etiquetas, 'rollo')).toHaveLength(31);
        expect(enPaginas([], 'hoja')).toEqual([]);
    });

    it('on a sheet used in part, starts at its first free place: the places before are left blank', () => {
        const tres = ['A', 'B', 'C'];
        expect(enPaginas(tres, 'hoja', 29)).toEqual([[...Array(28).fill(null), 'A', 'B'], ['C']]);
        expect(enPaginas(tres, 'hoja', 1)).toEqual([tres]);
        // Out of 1..30, the nearest place; the roll has no places to skip.
        expect(enPaginas(tres, 'hoja', 99)[0]).toHaveLength(30);
        expect(enPaginas(tres, 'hoja', -4)).toEqual([tres]);
        expect(enPaginas(tres, 'rollo', 5)).toEqual([['A'], ['B'], ['C']]);
        expect(enPaginas([], 'hoja', 7)).toEqual([]);
    });

    it('cuts a long name at a word with an ellipsis, and keeps a short one whole', () => {
        expect(recortarNombre('Martillo de uña 16 oz', 48)).toBe('Martillo de uña 16 oz');
        expect(recortarNombre('  Taladro   percutor ', 48)).toBe('Taladro percutor');
        const cortado = recortarNombre('Juego de brocas para metal de alta velocidad, con estuche de plástico', 48);
        expect(cortado).toBe('Juego de brocas para metal de alta velocidad…');
        expect(cortado.length).toBeLessThanOrEqual(48);
        expect(recortarNombre('Supercalifragilisticoespialidoso-extraordinario-XL', 20)).toBe('Supercalifragilisti…');
    });
});

describe('the address: products or an order, the paper and the copies', () => {
    const params = (direccion: string) => new URL(direccion, 'http://x').searchParams;

    it('reads the products or the order the list and the order link to', () => {
        expect(leerOrigen(params('/etiquetas?productos=3,8,3'))).toEqual({ tipo: 'productos', ids: [3, 8] });
        expect(leerOrigen(params('/etiquetas?compra=7'))).toEqual({ tipo: 'compra', id: 7 });
        expect(leerOrigen(params('/etiquetas?productos=abc,0,-1,5'))).toEqual({ tipo: 'productos', ids: [5] });
        expect(leerOrigen(params('/etiquetas?compra=x'))).toBeNull();
        expect(leerOrigen(params('/etiquetas'))).toBeNull();
        expect([leerFormato('rollo'), leerFormato('hoja'), leerFormato(null), leerFormato('otro')]).toEqual(['rollo', 'hoja', 'hoja', 'hoja']);
        expect(['7', '30', '31', '0', '2.5', 'x', null].map(leerInicio)).toEqual([7, 30, 1, 1, 1, 1, 1]);
    });

    it('copies: written and read back, malformed pairs left out, counts capped', () => {
        const copias = new Map([
            [12, 3],
            [15, 0],
        ]);
        expect(leerCopias(escribirCopias(copias) ?? null)).toEqual(copias);
        expect(escribirCopias(new Map())).toBeUndefined();
        expect(leerCopias('12:3,x:1,15,16:-2,17:5000')).toEqual(new Map([[12, 3], [17, MAX_COPIAS]]));
    });
});

describe('the labels chosen', () => {
    const variante = (id: number, sku: string, precio: string) => ({ id, sku, stock: 1, precio_venta: precio, valores_ids: [], precios_mayoreo: [] });
    const producto = (id: number, nombre: string, unidad: Producto['unidad'], variantes: Producto['variantes']): Producto => ({
        id, nombre, descripcion: null, categoria: null, proveedor: null, activo: true, iva: '16', ieps: null, unidad, variantes,
    });
    const desarmador = producto(1, 'Desarmador plano', 'pieza', [variante(11, 'HER-DES-P3', '45.50'), variante(12, 'HER-DES-P5', '52.00')]);
    const frijol = producto(2, 'Frijol negro', 'kg', [variante(21, 'FRI-1', '32.00')]);

    it('products: every variant, in the order chosen, one copy each', () => {
        expect(deProductos([2, 1, 99], [desarmador, frijol]).map((e) => [e.sku, e.copias, e.unidad])).toEqual([
            ['FRI-1', 1, 'kg'],
            ['HER-DES-P3', 1, 'pieza'],
            ['HER-DES-P5', 1, 'pieza'],
        ]);
    });

    it("an order: one label per unit of a piece product, one per line of what is sold by weight", () => {
        const linea = (id: number, varianteId: number, sku: string, plantilla: Producto, cantidad: number, unidad: Producto['unidad']) => ({
            id, producto: { id: varianteId, sku, plantilla: { id: plantilla.id, nombre: plantilla.nombre } }, cantidad, unidad, costo_unitario: undefined, subtotal_linea: undefined,
        });
        const compra = {
            id: 7, proveedor: { id: 1, nombre_empresa: 'Urrea' }, fecha_emision: '2025-03-04T15:30:00Z', estado: 'Recibida', total: undefined,
            detalles: [linea(1, 12, 'HER-DES-P5', desarmador, 20, 'pieza'), linea(2, 21, 'FRI-1', frijol, 25.5, 'kg'), linea(3, 99, 'BORRADO', desarmador, 3, 'pieza')],
        } as Compra;
        const elegidas = deCompra(compra, [desarmador, frijol]);
        expect(elegidas.map((e) => [e.sku, e.precio, e.copias])).toEqual([
            ['HER-DES-P5', '52.00', 20],
            ['FRI-1', '32.00', 1],
        ]);
        // Changing one's copies keeps in the address only what differs from each default.
        const copias = cambiarCopias(elegidas, 21, 4);
        expect(copias).toEqual(new Map([[21, 4]]));
        expect(conCopias(elegidas, copias).map((e) => e.copias)).toEqual([20, 4]);
        expect(cambiarCopias(conCopias(elegidas, copias), 21, 1)).toEqual(new Map());
        expect(cambiarCopias(elegidas, 12, 5000).get(12)).toBe(MAX_COPIAS);
    });
});
