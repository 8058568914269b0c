import { describe, expect, it, vi } from 'vitest';
import * as calculo from '../../contracts/calculo';
import { DEVOLUCION_MENSAJES, ESTADOS_DEVOLVIBLES, ESTADOS_VENTA } from '../../contracts/ventas';
import { cantidadDe, devueltoPorVariante, errorDeCantidad, lineasDeDevolucion, resumirDevolucion } from '../../src/ventas/devoluciones/calculo';
import { ESTADOS_VENTA as ESTADOS_PANTALLA, esDevolvible } from '../../src/ventas/historial/estadoVenta';
import { devolucionTextos } from '../../src/ventas/devoluciones/textos';
import { ventasTextos } from '../../src/ventas/historial/textos';

// The refunds come from the one line arithmetic; spied on (its own behaviour until a test says otherwise) to show they do.
vi.mock('../../contracts/calculo', async (importOriginal) => {
    const real = await importOriginal<typeof import('../../contracts/calculo')>();
    return { ...real, importeDeLinea: vi.fn(real.importeDeLinea), totalDe: vi.fn(real.totalDe) };
});

/** A sale line as the API sends it: its `producto` is the variant. */
const linea = (id: number, varianteId: number, cantidad: number, precio_unitario: string, nombre = `Producto ${varianteId}`) => ({
    id,
    cantidad,
    precio_unitario,
    precio_lista: precio_unitario,
    mayoreo: false,
    subtotal: '0.00',
    descuento: '0.00',
    base: '0.00',
    iva: '0.00',
    ieps: '0.00',
    tasa_iva: '16' as const,
    tasa_ieps: null,
    unidad: 'pieza' as const,
    producto: { id: varianteId, sku: `SKU-${varianteId}`, plantilla: { id: varianteId * 10, nombre } },
});
const nota = (id: number, detalles: [number, number][]) => ({
    id,
    venta_id: 1,
    fecha: '2025-03-04T15:30:00Z',
    motivo: null,
    total_devuelto: '0.00',
    detalles: detalles.map(([producto_id, cantidad]) => ({ producto_id, cantidad, monto_devuelto: '0.00', base: '0.00', iva: '0.00', ieps: '0.00', sku: `SKU-${producto_id}`, nombre: `Producto ${producto_id}` })),
});

const VENTA = {
    detalles: [linea(1, 101, 3, '0.10', 'Chicle'), linea(2, 102, 5, '19.99', 'Café'), linea(3, 103, 1, '1234.56', 'Taladro')],
    notas_credito: [nota(7, [[102, 2]]), nota(8, [[102, 1], [103, 1]])],
};

describe('devueltoPorVariante', () => {
    it("sums every earlier credit note by variant (the notes' producto_id)", () => {
        expect([...devueltoPorVariante(VENTA.notas_credito)]).toEqual([
            [102, 3],
            [103, 1],
        ]);
        expect(devueltoPorVariante([]).size).toBe(0);
    });
});

describe('lineasDeDevolucion', () => {
    it('gives each sold line its returned units, what remains and its price in cents', () => {
        expect(lineasDeDevolucion(VENTA)).toEqual([
            { varianteId: 101, nombre: 'Chicle', sku: 'SKU-101', vendida: 3, devuelta: 0, disponible: 3, precioCentavos: 10, unidad: 'pieza' },
            { varianteId: 102, nombre: 'Café', sku: 'SKU-102', vendida: 5, devuelta: 3, disponible: 2, precioCentavos: 1999, unidad: 'pieza' },
            { varianteId: 103, nombre: 'Taladro', sku: 'SKU-103', vendida: 1, devuelta: 1, disponible: 0, precioCentavos: 123456, unidad: 'pieza' },
        ]);
    });

    it('never offers less than nothing, even if the notes say more came back than was sold', () => {
        const [l] = lineasDeDevolucion({ detalles: [linea(1, 101, 1, '5.00')], notas_credito: [nota(1, [[101, 2]])] });
        expect(l.disponible).toBe(0);
    });
});

describe('errorDeCantidad (spec §5: between 0 and sold − returned, blank allowed while typing; refused at the field, never clamped)', () => {
    it.each([
        ['', 4, null],
        ['  ', 4, null],
        ['0', 4, null],
        ['3', 4, null],
        ['4', 4, null],
        ['07', 9, null],
        ['9', 4, { tipo: 'maximo', maximo: 4 }],
        ['07', 4, { tipo: 'maximo', maximo: 4 }],
        ['1', 0, { tipo: 'maximo', maximo: 0 }],
        ['-2', 4, { tipo: 'entero' }],
        ['2.7', 4, { tipo: 'entero' }],
        ['abc', 4, { tipo: 'entero' }],
    ])('%j with %i left → %j', (texto, disponible, esperado) => {
        expect(errorDeCantidad(texto, disponible)).toEqual(esperado);
    });

    it('reads a blank or unreadable text as the default 0', () => {
        expect(cantidadDe('')).toBe(0);
        expect(cantidadDe(undefined)).toBe(0);
        expect(cantidadDe('x')).toBe(0);
        expect(cantidadDe('-3')).toBe(0);
        expect(cantidadDe('12')).toBe(12);
    });
});

describe('refunds, exact to the cent', () => {
    it('is quantity × unit price in integer cents, never beyond what remains', () => {
        const lineas = lineasDeDevolucion(VENTA);
        const reembolso = (cantidades: Record<number, string>) => [...resumirDevolucion(lineas, cantidades).porLinea.values()];
        expect(reembolso({ 101: '3', 102: '2' })).toEqual([30, 3998, 0]); // 3 × 0.10 is 0.30000000000000004 in floats
        expect(reembolso({ 102: '5', 103: '1' })).toEqual([0, 3998, 0]);
        expect(reembolso({ 101: '-1' })).toEqual([0, 0, 0]);
    });

    it("is what contracts/calculo.ts gives for each line and the total, whatever its rule", async () => {
        const real = await vi.importActual<typeof calculo>('../../contracts/calculo');
        // A rule of its own (10% off, to the cent, as a discount will be): the refunds follow it.
        const conDescuento = (l: calculo.Linea) => Math.round(real.importeDeLinea(l) * 0.9);
        vi.mocked(calculo.importeDeLinea).mockImplementation(conDescuento);
        vi.mocked(calculo.totalDe).mockImplementation((ls) => real.sumar(ls.map(conDescuento)));
        try {
            const resumen = resumirDevolucion(lineasDeDevolucion(VENTA), { 101: '3', 102: '2' });
            expect([...resumen.porLinea.values()]).toEqual([27, 3598, 0]);
            expect(resumen.total).toBe('36.25');
        } finally {
            vi.mocked(calculo.importeDeLinea).mockImplementation(real.importeDeLinea);
            vi.mocked(calculo.totalDe).mockImplementation(real.totalDe);
        }
    });

    it('sums the lines into the total and sends only the lines with a quantity', () => {
        const lineas = lineasDeDevolucion(VENTA);
        const resumen = resumirDevolucion(lineas, { 101: '3', 102: '2', 103: '1' });
        expect([...resumen.porLinea]).toEqual([
            [101, 30],
            [102, 3998],
            [103, 0],
        ]);
        expect(resumen.totalCentavos).toBe(4028);
        expect(resumen.total).toBe('40.28');
        expect(resumen.items).toEqual([
            { producto_id: 101, cantidad: 3 },
            { producto_id: 102, cantidad: 2 },
        ]);
    });

    it('adds many small prices without drift: 0.10 + 0.20 is 0.30, 7 × 0.07 + 3 × 19.99 is 60.46', () => {
        const lineas = lineasDeDevolucion({
            detalles: [linea(1, 1, 1, '0.10'), linea(2, 2, 1, '0.20'), linea(3, 3, 7, '0.07'), linea(4, 4, 3, '19.99')],
            notas_credito: [],
        });
        expect(resumirDevolucion(lineas.slice(0, 2), { 1: '1', 2: '1' }).total).toBe('0.30');
        expect(resumirDevolucion(lineas.slice(2), { 3: '7', 4: '3' }).total).toBe('60.46');
    });

    it('is nothing to send when every quantity is blank or 0', () => {
        const resumen = resumirDevolucion(lineasDeDevolucion(VENTA), { 101: '', 102: '0' });
        expect(resumen.items).toEqual([]);
        expect(resumen.total).toBe('0.00');
    });
});

describe("the screen's texts", () => {
    it('repeat the contract and spec messages', () => {
        expect(devolucionTextos.sin_productos).toBe(DEVOLUCION_MENSAJES.sinProductos);
        expect(Object.keys(ventasTextos.estados)).toEqual([...ESTADOS_VENTA]);
    });

    it("repeat the contract's states and which of them may be returned", () => {
        expect(ESTADOS_PANTALLA).toEqual(ESTADOS_VENTA);
        expect(ESTADOS_VENTA.filter(esDevolvible)).toEqual(ESTADOS_DEVOLVIBLES);
    });
});
