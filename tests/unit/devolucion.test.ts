import { describe, expect, it, vi } from 'vitest';
import * as calculo from '../../contracts/calculo';
import { toCents } from '../../contracts/money';
import { aMilesimas, type Unidad } from '../../contracts/unidades';
import { DEVOLUCION_MENSAJES, ESTADOS_DEVOLVIBLES, ESTADOS_VENTA } from '../../contracts/ventas';
import { cantidadDe, devueltoPorVariante, errorDeCantidad, lineasDeDevolucion, resumirDevolucion } from '../../src/ventas/devoluciones/calculo';
import { ESTADOS_VENTA as ESTADOS_PANTALLA, esDevolvible } from '../../src/ventas/historial/estadoVenta';
import { devolucionTextos } from '../../src/ventas/devoluciones/textos';
import { ventasTextos } from '../../src/ventas/historial/textos';

// The refunds come from the server's own share of a line; spied on (its own behaviour until a test says otherwise) to show they do.
vi.mock('../../contracts/calculo', async (importOriginal) => {
    const real = await importOriginal<typeof import('../../contracts/calculo')>();
    return { ...real, parteDevuelta: vi.fn(real.parteDevuelta) };
});

/** Cents as the API's money string. */
const pesos = (c: number) => (c / 100).toFixed(2);

/**
 * A sale line as the API sends it: its `producto` is the variant; `subtotal` what it charged
 * (cantidad × price unless told, a discount or a tier below it), split at 16 % IVA as the server does.
 */
const linea = (id: number, varianteId: number, cantidad: number, precio_unitario: string, nombre = `Producto ${varianteId}`, opciones: { unidad?: Unidad; subtotal?: number } = {}) => {
    const subtotal = opciones.subtotal ?? calculo.importeDeMilesimas({ cantidad: aMilesimas(cantidad), precio: toCents(precio_unitario) ?? 0 });
    const { base, ieps, iva } = calculo.desglosar(subtotal, { iva: 160_000, ieps: null });
    return {
        id,
        cantidad,
        precio_unitario,
        precio_lista: precio_unitario,
        mayoreo: false,
        subtotal: pesos(subtotal),
        descuento: '0.00',
        base: pesos(base),
        iva: pesos(iva),
        ieps: pesos(ieps),
        tasa_iva: '16' as const,
        tasa_ieps: null,
        unidad: opciones.unidad ?? ('pieza' as const),
        producto: { id: varianteId, sku: `SKU-${varianteId}`, plantilla: { id: varianteId * 10, nombre } },
    };
};
/** A credit note's line: units back and what the server refunded for them (amount and split). */
type LineaDeNota = [producto_id: number, cantidad: number, reembolso?: calculo.Reembolso];
const nota = (id: number, detalles: LineaDeNota[]) => ({
    id,
    venta_id: 1,
    fecha: '2025-03-04T15:30:00Z',
    motivo: null,
    total_devuelto: '0.00',
    detalles: detalles.map(([producto_id, cantidad, r = { monto: 0, base: 0, ieps: 0, iva: 0 }]) => ({
        producto_id,
        cantidad,
        monto_devuelto: pesos(r.monto),
        base: pesos(r.base),
        iva: pesos(r.iva),
        ieps: pesos(r.ieps),
        sku: `SKU-${producto_id}`,
        nombre: `Producto ${producto_id}`,
    })),
});

const VENTA = {
    detalles: [linea(1, 101, 3, '0.10', 'Chicle'), linea(2, 102, 5, '19.99', 'Café'), linea(3, 103, 1, '1234.56', 'Taladro')],
    notas_credito: [
        nota(7, [[102, 2, { monto: 3998, base: 3447, ieps: 0, iva: 551 }]]),
        nota(8, [
            [102, 1, { monto: 1999, base: 1723, ieps: 0, iva: 276 }],
            [103, 1, { monto: 123456, base: 106428, ieps: 0, iva: 17028 }],
        ]),
    ],
};

describe('devueltoPorVariante', () => {
    it("sums every earlier credit note by variant (the notes' producto_id): thousandths, amount and split", () => {
        expect([...devueltoPorVariante(VENTA.notas_credito)]).toEqual([
            [102, { cantidad: 3000, monto: 5997, base: 5170, ieps: 0, iva: 827 }],
            [103, { cantidad: 1000, monto: 123456, base: 106428, ieps: 0, iva: 17028 }],
        ]);
        expect(devueltoPorVariante([]).size).toBe(0);
    });
});

describe('lineasDeDevolucion', () => {
    it('gives each sold line its returned thousandths, what remains and its price in cents', () => {
        expect(lineasDeDevolucion(VENTA).map(({ linea: _l, devuelto: _d, ...resto }) => resto)).toEqual([
            { varianteId: 101, nombre: 'Chicle', sku: 'SKU-101', vendida: 3000, devuelta: 0, disponible: 3000, precioCentavos: 10, unidad: 'pieza' },
            { varianteId: 102, nombre: 'Café', sku: 'SKU-102', vendida: 5000, devuelta: 3000, disponible: 2000, precioCentavos: 1999, unidad: 'pieza' },
            { varianteId: 103, nombre: 'Taladro', sku: 'SKU-103', vendida: 1000, devuelta: 1000, disponible: 0, precioCentavos: 123456, unidad: 'pieza' },
        ]);
    });

    it("reads a weighed line's decimals exactly: 0.75 kg sold, 0.25 back, 0.5 left", () => {
        const [l] = lineasDeDevolucion({ detalles: [linea(1, 101, 0.75, '33.33', 'Frijol', { unidad: 'kg' })], notas_credito: [nota(1, [[101, 0.25]])] });
        expect([l.vendida, l.devuelta, l.disponible, l.unidad]).toEqual([750, 250, 500, 'kg']);
        expect(l.linea).toEqual({ cantidad: 750, importe: 2500, base: 2155, ieps: 0, iva: 345 });
    });

    it('never offers less than nothing, even if the notes say more came back than was sold', () => {
        const [l] = lineasDeDevolucion({ detalles: [linea(1, 101, 1, '5.00')], notas_credito: [nota(1, [[101, 2]])] });
        expect(l.disponible).toBe(0);
    });
});

describe('errorDeCantidad (spec §5: between 0 and sold − returned, blank allowed while typing; refused at the field, never clamped)', () => {
    const pieza = (disponible: number) => ({ disponible: disponible * 1000, unidad: 'pieza' as const });
    const kg = (disponible: number) => ({ disponible, unidad: 'kg' as const });
    it.each([
        ['', pieza(4), null],
        ['  ', pieza(4), null],
        ['0', pieza(4), null],
        ['3', pieza(4), null],
        ['4', pieza(4), null],
        ['07', pieza(9), null],
        ['2.0', pieza(4), null],
        ['9', pieza(4), { tipo: 'maximo', maximo: 4000 }],
        ['07', pieza(4), { tipo: 'maximo', maximo: 4000 }],
        ['1', pieza(0), { tipo: 'maximo', maximo: 0 }],
        ['-2', pieza(4), { tipo: 'invalida' }],
        ['abc', pieza(4), { tipo: 'invalida' }],
        ['2.7', pieza(4), { tipo: 'pieza' }],
        ['0.0001', pieza(4), { tipo: 'pieza' }],
        ['0.250', kg(500), null],
        ['.5', kg(500), null],
        ['0.5', kg(500), null],
        ['0.501', kg(500), { tipo: 'maximo', maximo: 500 }],
        ['0.2505', kg(500), { tipo: 'decimales' }],
        ['-0.25', kg(500), { tipo: 'invalida' }],
        ['1,5', kg(5000), { tipo: 'invalida' }],
    ] as const)('%j with %j left → %j', (texto, linea, esperado) => {
        expect(errorDeCantidad(texto, linea)).toEqual(esperado);
    });

    it('reads a blank, unreadable or negative text as the default 0, and a weight in thousandths', () => {
        expect(cantidadDe('')).toBe(0);
        expect(cantidadDe(undefined)).toBe(0);
        expect(cantidadDe('x')).toBe(0);
        expect(cantidadDe('-3')).toBe(0);
        expect(cantidadDe('12')).toBe(12000);
        expect(cantidadDe('0.250')).toBe(250);
    });
});

describe('refunds, exact to the cent', () => {
    it('is quantity × unit price in integer cents for whole units at one price, never beyond what remains', () => {
        const lineas = lineasDeDevolucion(VENTA);
        const reembolso = (cantidades: Record<number, string>) => [...resumirDevolucion(lineas, cantidades).porLinea.values()];
        expect(reembolso({ 101: '3', 102: '2' })).toEqual([30, 3998, 0]); // 3 × 0.10 is 0.30000000000000004 in floats
        expect(reembolso({ 102: '5', 103: '1' })).toEqual([0, 3998, 0]);
        expect(reembolso({ 101: '-1' })).toEqual([0, 0, 0]);
        // A piece's fraction is refused at its field and refunds nothing.
        expect(reembolso({ 101: '1.5' })).toEqual([0, 0, 0]);
    });

    it("is the server's parteDevuelta of each line, whatever its rule", async () => {
        const real = await vi.importActual<typeof calculo>('../../contracts/calculo');
        // A rule of its own (10% off, to the cent): the refunds follow it.
        vi.mocked(calculo.parteDevuelta).mockImplementation((l, d, c) => {
            const r = real.parteDevuelta(l, d, c);
            return { ...r, monto: Math.round(r.monto * 0.9) };
        });
        try {
            const resumen = resumirDevolucion(lineasDeDevolucion(VENTA), { 101: '3', 102: '2' });
            expect([...resumen.porLinea.values()]).toEqual([27, 3598, 0]);
            expect(resumen.total).toBe('36.25');
        } finally {
            vi.mocked(calculo.parteDevuelta).mockImplementation(real.parteDevuelta);
        }
    });

    it('refunds a discounted line its share of what it charged, not units × price', () => {
        // 3 × $10.00 charged $25.00 (a discount): 1 unit back is $8.33, then $8.34, then the last $8.33.
        const venta = { detalles: [linea(1, 101, 3, '10.00', 'Jarra', { subtotal: 2500 })], notas_credito: [] as ReturnType<typeof nota>[] };
        expect(resumirDevolucion(lineasDeDevolucion(venta), { 101: '1' }).totalCentavos).toBe(833);
        expect(resumirDevolucion(lineasDeDevolucion(venta), { 101: '3' }).totalCentavos).toBe(2500);
        venta.notas_credito = [nota(1, [[101, 1, calculo.parteDevuelta({ cantidad: 3000, importe: 2500, base: 2155, ieps: 0, iva: 345 }, calculo.NADA_DEVUELTO, 1000)]])];
        expect(resumirDevolucion(lineasDeDevolucion(venta), { 101: '1' }).totalCentavos).toBe(834);
        expect(resumirDevolucion(lineasDeDevolucion(venta), { 101: '2' }).totalCentavos).toBe(1667);
    });

    it("refunds a weighed line's share as the server does: 0.250 of 0.750 kg at $33.33 ($25.00) is $8.33, the rest $16.67", () => {
        const venta = { detalles: [linea(1, 101, 0.75, '33.33', 'Frijol', { unidad: 'kg' })], notas_credito: [] as ReturnType<typeof nota>[] };
        const primero = resumirDevolucion(lineasDeDevolucion(venta), { 101: '0.250' });
        expect(primero.totalCentavos).toBe(833);
        expect(primero.items).toEqual([{ producto_id: 101, cantidad: 0.25 }]);
        venta.notas_credito = [nota(1, [[101, 0.25, calculo.parteDevuelta(lineasDeDevolucion(venta)[0].linea, calculo.NADA_DEVUELTO, 250)]])];
        const resto = resumirDevolucion(lineasDeDevolucion(venta), { 101: '0.5' });
        expect(resto.totalCentavos).toBe(1667);
        expect(resto.items).toEqual([{ producto_id: 101, cantidad: 0.5 }]);
    });

    it('sums the lines into the total and sends only the lines with a quantity, as JSON numbers of units', () => {
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
