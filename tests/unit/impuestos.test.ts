import fc from 'fast-check';
import { desglosar, type Devuelto, impuestosDe, NADA_DEVUELTO, parteDevuelta, type Tasas } from '../../contracts/calculo';
import { etiquetaDeImpuesto, IVA_MILLONESIMAS, leerTasaIeps, porcentaje, tasaCfdi, TASAS_IEPS_COMUNES, TASAS_IVA } from '../../contracts/impuestos';

const total = fc.integer({ min: 1, max: 99_999_999_99 });
const iva = fc.constantFrom(...TASAS_IVA).map((t) => IVA_MILLONESIMAS[t]);
// Any rate the API takes, and the ones a shop meets most.
const ieps = fc.oneof(
    fc.constant(null),
    fc.integer({ min: 1, max: 999_999 }),
    fc.constantFrom(...TASAS_IEPS_COMUNES).map((t) => leerTasaIeps(t)),
);
const tasas: fc.Arbitrary<Tasas> = fc.record({ iva, ieps });

/** |tax − rate × base| in cents, exactly (as a fraction of 10⁶). */
const desvio = (impuesto: number, tasa: number, base: number) => Math.abs(impuesto * 1_000_000 - tasa * base) / 1_000_000;

describe('the split of a line into base and taxes (contracts/calculo.ts, desglosar)', () => {
    it('adds up to the total exactly, never negative, each tax within a cent of its rate on its base', () => {
        fc.assert(
            fc.property(total, tasas, (t, r) => {
                const d = desglosar(t, r);
                expect(d.base + d.ieps + d.iva).toBe(t);
                expect(d.base).toBeGreaterThan(0);
                expect(d.ieps).toBeGreaterThanOrEqual(0);
                expect(d.iva).toBeGreaterThanOrEqual(0);
                expect(desvio(d.iva, r.iva ?? 0, d.base + d.ieps)).toBeLessThan(1);
                expect(desvio(d.ieps, r.ieps ?? 0, d.base)).toBeLessThan(1);
                if (r.iva === null || r.iva === 0) expect(d.iva).toBe(0);
                if (r.ieps === null) expect(d.ieps).toBe(0);
            }),
            { numRuns: 5000 },
        );
    });

    it('is what a shelf price means: $116.00 at 16 % is $100.00 + $16.00; with IEPS 8 %, IVA falls on base + IEPS', () => {
        expect(desglosar(11600, { iva: 160_000, ieps: null })).toEqual({ base: 10000, ieps: 0, iva: 1600 });
        expect(desglosar(12528, { iva: 160_000, ieps: 80_000 })).toEqual({ base: 10000, ieps: 800, iva: 1728 });
        expect(desglosar(2500, { iva: 0, ieps: null })).toEqual({ base: 2500, ieps: 0, iva: 0 });
        expect(desglosar(2500, { iva: null, ieps: null })).toEqual({ base: 2500, ieps: 0, iva: 0 });
        // One cent cannot carry a tax.
        expect(desglosar(1, { iva: 160_000, ieps: 530_000 })).toEqual({ base: 1, ieps: 0, iva: 0 });
    });
});

describe('the share a return gives back (parteDevuelta)', () => {
    // Prices of a few cents too, where a cent of rounding is most of a unit's share.
    const precio = fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 99_999_999 }));
    const venta = fc
        .record({ cantidad: fc.integer({ min: 1, max: 50 }), precio, tasas })
        .chain((v) =>
            fc.record({
                v: fc.constant(v),
                // A sequence of returns that together give back every unit.
                cortes: fc.array(fc.integer({ min: 1, max: v.cantidad }), { maxLength: 8 }),
            }),
        );

    it('every return adds up to its amount, no part negative; once every unit is back, the returns add up to the line exactly', () => {
        fc.assert(
            fc.property(venta, ({ v, cortes }) => {
                const importe = v.cantidad * v.precio;
                const linea = { cantidad: v.cantidad, importe, ...desglosar(importe, v.tasas) };
                const puntos = [...new Set([...cortes, v.cantidad])].sort((a, b) => a - b);
                let devuelto: Devuelto = NADA_DEVUELTO;
                for (const hasta of puntos) {
                    const cantidad = hasta - devuelto.cantidad;
                    const r = parteDevuelta(linea, devuelto, cantidad);
                    expect(r.base + r.ieps + r.iva).toBe(r.monto);
                    // Whole units at the sale's unit price, as before taxes existed.
                    expect(r.monto).toBe(cantidad * v.precio);
                    for (const k of ['base', 'ieps', 'iva'] as const) expect(r[k]).toBeGreaterThanOrEqual(0);
                    if (linea.iva === 0) expect(r.iva).toBe(0);
                    if (linea.ieps === 0) expect(r.ieps).toBe(0);
                    devuelto = { cantidad: hasta, monto: devuelto.monto + r.monto, base: devuelto.base + r.base, ieps: devuelto.ieps + r.ieps, iva: devuelto.iva + r.iva };
                }
                expect(devuelto).toEqual({ cantidad: v.cantidad, monto: importe, base: linea.base, ieps: linea.ieps, iva: linea.iva });
            }),
            { numRuns: 5000 },
        );
        // The case that rounding each part on its own got wrong: 13 units at 1 cent, IVA 8 %,
        // IEPS 26.3158 %; the 7th unit back gave a base of −1.
        const linea = { cantidad: 13, importe: 13, ...desglosar(13, { iva: 80_000, ieps: 263_158 }) };
        const seis = parteDevuelta(linea, NADA_DEVUELTO, 6);
        const septima = parteDevuelta(linea, { cantidad: 6, ...seis }, 1);
        expect(septima.monto).toBe(1);
        expect(Math.min(septima.base, septima.ieps, septima.iva)).toBeGreaterThanOrEqual(0);
    });

    it('refuses more units than remain', () => {
        const linea = { cantidad: 2, importe: 200, ...desglosar(200, { iva: 160_000, ieps: null }) };
        expect(() => parteDevuelta(linea, NADA_DEVUELTO, 3)).toThrow(RangeError);
        expect(() => parteDevuelta(linea, NADA_DEVUELTO, 0)).toThrow(RangeError);
    });
});

describe("a document's taxes per rate (impuestosDe)", () => {
    it('are the exact sums of its lines, IVA on base + IEPS, exempt with no amount', () => {
        fc.assert(
            fc.property(fc.array(fc.record({ total, tasas }), { maxLength: 20 }), (lineas) => {
                const desglosadas = lineas.map((l) => ({ ...desglosar(l.total, l.tasas), tasas: l.tasas }));
                const filas = impuestosDe(desglosadas);
                const ivas = filas.filter((f) => f.impuesto === 'IVA');
                expect(ivas.reduce((s, f) => s + f.base, 0)).toBe(desglosadas.reduce((s, l) => s + l.base + l.ieps, 0));
                expect(filas.reduce((s, f) => s + f.importe, 0)).toBe(desglosadas.reduce((s, l) => s + l.iva + l.ieps, 0));
                for (const f of filas) {
                    const deLaTasa = desglosadas.filter((l) => (f.impuesto === 'IVA' ? l.tasas.iva : l.tasas.ieps) === f.tasa);
                    expect(f.importe).toBe(deLaTasa.reduce((s, l) => s + (f.impuesto === 'IVA' ? l.iva : l.ieps), 0));
                    expect(f.tipoFactor).toBe(f.tasa === null ? 'Exento' : 'Tasa');
                }
            }),
        );
        const filas = impuestosDe([
            { ...desglosar(11600, { iva: 160_000, ieps: null }), tasas: { iva: 160_000, ieps: null } },
            { ...desglosar(1000, { iva: null, ieps: null }), tasas: { iva: null, ieps: null } },
            { ...desglosar(12528, { iva: 160_000, ieps: 80_000 }), tasas: { iva: 160_000, ieps: 80_000 } },
            { ...desglosar(500, { iva: 0, ieps: null }), tasas: { iva: 0, ieps: null } },
        ]);
        expect(filas).toEqual([
            { impuesto: 'IVA', tipoFactor: 'Tasa', tasa: 160_000, base: 20800, importe: 3328 },
            { impuesto: 'IVA', tipoFactor: 'Tasa', tasa: 0, base: 500, importe: 0 },
            { impuesto: 'IVA', tipoFactor: 'Exento', tasa: null, base: 1000, importe: 0 },
            { impuesto: 'IEPS', tipoFactor: 'Tasa', tasa: 80_000, base: 10000, importe: 800 },
        ]);
    });
});

describe('rates as written (contracts/impuestos.ts)', () => {
    it('reads an IEPS rate as a fraction in (0, 1) with up to six decimals, exactly', () => {
        expect(leerTasaIeps('0.265')).toBe(265_000);
        expect(leerTasaIeps(0.08)).toBe(80_000);
        expect(leerTasaIeps('.53')).toBe(530_000);
        expect(leerTasaIeps(' 0.304000 ')).toBe(304_000);
        for (const malo of ['0', 0, '1', 1.6, '1.60', '0.0000001', '-0.08', '8', '0,08', 'abc', '', Number.NaN]) expect(leerTasaIeps(malo)).toBeNull();
    });

    it('writes rates as CFDI and as people do', () => {
        expect(tasaCfdi(160_000)).toBe('0.160000');
        expect(tasaCfdi(0)).toBe('0.000000');
        expect(porcentaje(265_000)).toBe('26.5');
        expect(porcentaje(80_000)).toBe('8');
        expect(etiquetaDeImpuesto('IVA', 'Tasa', 160_000)).toBe('IVA 16 %');
        expect(etiquetaDeImpuesto('IVA', 'Tasa', 0)).toBe('IVA 0 %');
        expect(etiquetaDeImpuesto('IVA', 'Exento', null)).toBe('Exento');
        expect(etiquetaDeImpuesto('IEPS', 'Tasa', 80_000)).toBe('IEPS 8 %');
        fc.assert(fc.property(fc.integer({ min: 1, max: 999_999 }), (m) => {
            expect(leerTasaIeps(tasaCfdi(m))).toBe(m);
        }));
    });
});
