import fc from 'fast-check';
import { agrupar, cambioDe, cambioEnEfectivo, EFECTIVO, ImporteFueraDeRango, importeDeMilesimas, pagado, pagoDeMas, saldoDe, sumar, totalDeMilesimas } from '../../contracts/calculo';

// Whole pieces, in thousandths (3 pieces are 3000): their amount is exactly units × price.
const cantidad = fc.integer({ min: 1, max: 1_000_000 }).map((u) => u * 1000);
const precio = fc.integer({ min: 0, max: 99_999_999_99 });
const linea = fc.record({ cantidad, precio });
const importeDeLinea = importeDeMilesimas;
const totalDe = totalDeMilesimas;
const piezas = (unidades: number) => unidades * 1000;
const metodo = fc.constantFrom(EFECTIVO, 'Tarjeta de Crédito', 'Tarjeta de Débito', 'Transferencia', 'Otro');
const pago = fc.record({ metodo, monto: fc.integer({ min: 1, max: 99_999_999_99 }) });

/** The exact value, in bigint: what the module must give, or refuse when it is not a safe integer. */
const exacto = (valor: bigint) => (valor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(valor) : undefined);

describe('one line arithmetic (contracts/calculo.ts)', () => {
    it("a line is quantity × unit price to the cent, or refused when it leaves exact cents", () => {
        fc.assert(
            fc.property(linea, (l) => {
                const esperado = exacto((BigInt(l.cantidad) / 1000n) * BigInt(l.precio));
                if (esperado === undefined) expect(() => importeDeLinea(l)).toThrow(ImporteFueraDeRango);
                else expect(importeDeLinea(l)).toBe(esperado);
            }),
        );
        // Where floats go wrong: 3 × $19.99 and $0.10 + $0.20.
        expect(importeDeLinea({ cantidad: piezas(3), precio: 1999 })).toBe(5997);
        expect(sumar([10, 20])).toBe(30);
        expect(() => importeDeLinea({ cantidad: piezas(2), precio: Number.MAX_SAFE_INTEGER })).toThrow(ImporteFueraDeRango);
    });

    it("a document's total is the exact sum of its lines in any order, or refused", () => {
        fc.assert(
            fc.property(fc.array(linea, { maxLength: 30 }), (lineas) => {
                const esperado = exacto(lineas.reduce((t, l) => t + (BigInt(l.cantidad) / 1000n) * BigInt(l.precio), 0n));
                if (esperado === undefined) {
                    expect(() => totalDe(lineas)).toThrow(ImporteFueraDeRango);
                } else {
                    expect(totalDe(lineas)).toBe(esperado);
                    expect(totalDe([...lineas].reverse())).toBe(esperado);
                }
            }),
        );
        expect(totalDe([])).toBe(0);
        // 3 × $0.10 is $0.30, not 0.30000000000000004; a hammer and two bulbs.
        expect(totalDe([{ cantidad: piezas(3), precio: 10 }])).toBe(30);
        expect(totalDe([{ cantidad: piezas(1), precio: 18900 }, { cantidad: piezas(2), precio: 3990 }])).toBe(18900 + 2 * 3990);
    });

    it('what is owed and the change: paid − total is exactly one of them, never both, never negative', () => {
        fc.assert(
            fc.property(fc.integer({ min: 0, max: 99_999_999_99 }), fc.array(pago, { maxLength: 20 }), (total, pagos) => {
                const { faltante, cambio } = saldoDe(total, pagos);
                expect(faltante).toBeGreaterThanOrEqual(0);
                expect(cambio).toBeGreaterThanOrEqual(0);
                expect(faltante * cambio).toBe(0);
                expect(cambio - faltante).toBe(pagado(pagos) - total);
                expect(cambioDe(total, pagos)).toBe(pagado(pagos) >= total ? pagado(pagos) - total : null);
            }),
        );
        expect(cambioDe(10000, [{ metodo: EFECTIVO, monto: 9999 }])).toBeNull();
        expect(cambioDe(51147, [{ metodo: EFECTIVO, monto: 51347 }])).toBe(200);
        // The payment modal's 'Faltante' and 'Cambio' (spec §4): short, short, paid to the cent, change.
        const parcial = [{ metodo: 'Tarjeta de Crédito', monto: 20000 }];
        expect(saldoDe(23670, [])).toEqual({ faltante: 23670, cambio: 0 });
        expect(saldoDe(23670, parcial)).toEqual({ faltante: 3670, cambio: 0 });
        expect(saldoDe(23670, [...parcial, { metodo: EFECTIVO, monto: 3670 }])).toEqual({ faltante: 0, cambio: 0 });
        expect(saldoDe(23670, [...parcial, { metodo: EFECTIVO, monto: 5000 }])).toEqual({ faltante: 0, cambio: 1330 });
    });

    it('only cash gives change: other methods add up to at most the total', () => {
        fc.assert(
            fc.property(fc.integer({ min: 0, max: 99_999_999_99 }), fc.array(pago, { maxLength: 20 }), (total, pagos) => {
                const sinEfectivo = pagos.filter((p) => p.metodo !== EFECTIVO).reduce((t, p) => t + p.monto, 0);
                expect(cambioEnEfectivo(total, pagos)).toBe(sinEfectivo <= total);
                expect(cambioEnEfectivo(total, pagos.filter((p) => p.metodo === EFECTIVO))).toBe(true);
            }),
        );
    });

    it('no payment past the total: a payment after the ones before it cover the total is flagged, the last one may bring change', () => {
        fc.assert(
            fc.property(fc.integer({ min: 1, max: 99_999_999_99 }), fc.array(pago, { minLength: 1, maxLength: 20 }), (total, pagos) => {
                const i = pagoDeMas(total, pagos);
                const antes = (n: number) => pagos.slice(0, n).reduce((t, p) => t + p.monto, 0);
                if (i === null) for (let n = 1; n < pagos.length; n++) expect(antes(n)).toBeLessThan(total);
                else {
                    expect(antes(i)).toBeGreaterThanOrEqual(total);
                    for (let n = 1; n < i; n++) expect(antes(n)).toBeLessThan(total);
                }
            }),
        );
        expect(pagoDeMas(129900, [{ metodo: EFECTIVO, monto: 150000 }, { metodo: EFECTIVO, monto: 129900 }])).toBe(1);
        expect(pagoDeMas(129900, [{ metodo: EFECTIVO, monto: 150000 }])).toBeNull();
    });

    it('the same variant twice is one line: quantities kept per variant, first-seen order and position', () => {
        const pedido = fc.record({ varianteId: fc.integer({ min: 1, max: 6 }), cantidad });
        fc.assert(
            fc.property(fc.array(pedido, { maxLength: 30 }), (pedidos) => {
                const lineas = agrupar(pedidos);
                expect(lineas.map((l) => l.varianteId)).toEqual([...new Set(pedidos.map((p) => p.varianteId))]);
                for (const l of lineas) {
                    expect(l.cantidad).toBe(pedidos.filter((p) => p.varianteId === l.varianteId).reduce((t, p) => t + p.cantidad, 0));
                    expect(l.indice).toBe(pedidos.findIndex((p) => p.varianteId === l.varianteId));
                }
            }),
        );
    });
});
