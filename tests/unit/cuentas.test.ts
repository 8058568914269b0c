import fc from 'fast-check';
import { antiguedad, cargosPendientes, parteProporcional, puntosGanados, repartirDevolucion } from '../../contracts/cuentas';

describe('puntosGanados', () => {
    it('gives whole points per $100.00, rounded down, and none when the program is off', () => {
        expect(puntosGanados(25_000, 1)).toBe(2);
        expect(puntosGanados(9_999, 1)).toBe(0);
        expect(puntosGanados(10_000, 5)).toBe(5);
        expect(puntosGanados(12_345, 10)).toBe(12);
        expect(puntosGanados(100_000, 0)).toBe(0);
        expect(puntosGanados(0, 3)).toBe(0);
        expect(puntosGanados(-500, 3)).toBe(0);
    });
});

/** Returns that cover a sale of `total` in steps: the amounts returned each time. */
const pasos = (total: number) =>
    fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 8 }).map((pesos) => {
        const suma = pesos.reduce((a, b) => a + b, 0);
        const montos = pesos.map((p) => Math.floor((p * total) / suma));
        montos[montos.length - 1] += total - montos.reduce((a, b) => a + b, 0);
        return montos;
    });

describe('parteProporcional', () => {
    it('splits points over returns so they add up to the whole, never negative', () => {
        const caso = fc.tuple(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 100_000 })).chain(([total, cantidad]) => fc.tuple(fc.constant(total), fc.constant(cantidad), pasos(total)));
        fc.assert(
            fc.property(caso, ([total, cantidad, montos]) => {
                let antes = 0;
                let dado = 0;
                for (const m of montos) {
                    const parte = parteProporcional(cantidad, total, antes, antes + m);
                    expect(parte).toBeGreaterThanOrEqual(0);
                    dado += parte;
                    antes += m;
                }
                expect(dado).toBe(cantidad);
            }),
            { numRuns: 300 },
        );
    });

    it('gives half of 3 points for half a sale as 2 (half away from zero), then the 1 left', () => {
        expect(parteProporcional(3, 1000, 0, 500)).toBe(2);
        expect(parteProporcional(3, 1000, 500, 1000)).toBe(1);
    });
});

describe('repartirDevolucion', () => {
    it('takes the credit off the balance first, then cash, and gives points back in proportion', () => {
        // $100: $60 on credit, $40 in cash; $50 back, then $50.
        const venta = { totalVenta: 10_000, pagadoEnPuntos: 0, puntosCanjeados: 0 };
        expect(repartirDevolucion({ ...venta, monto: 5_000, devueltoAntes: 0, creditoPendiente: 6_000, efectivoPendiente: 4_000 })).toEqual({
            enPuntos: 0,
            puntos: 0,
            aCredito: 5_000,
            efectivo: 0,
            otros: 0,
        });
        expect(repartirDevolucion({ ...venta, monto: 5_000, devueltoAntes: 5_000, creditoPendiente: 1_000, efectivoPendiente: 4_000 })).toEqual({
            enPuntos: 0,
            puntos: 0,
            aCredito: 1_000,
            efectivo: 4_000,
            otros: 0,
        });
        // $50 in points (50 points of $1) and $50 in cash: half back is 25 points and $25.
        expect(repartirDevolucion({ totalVenta: 10_000, pagadoEnPuntos: 5_000, puntosCanjeados: 50, monto: 5_000, devueltoAntes: 0, creditoPendiente: 0, efectivoPendiente: 5_000 })).toEqual({
            enPuntos: 2_500,
            puntos: 25,
            aCredito: 0,
            efectivo: 2_500,
            otros: 0,
        });
    });

    it('adds up to each return and, over returns of the whole sale, to each way the sale was paid', () => {
        const venta = fc
            .tuple(fc.integer({ min: 1, max: 5_000_000 }), fc.nat(), fc.nat(), fc.nat(), fc.integer({ min: 1, max: 100 }))
            .map(([total, a, b, c, valor]) => {
                const pesos = a + b + c || 1;
                const enPuntos = Math.floor((a * total) / pesos / valor) * valor;
                const credito = Math.floor((b * (total - enPuntos)) / pesos);
                return { total, enPuntos, puntos: enPuntos / valor, credito, efectivo: total - enPuntos - credito };
            });
        fc.assert(
            fc.property(
                venta.chain((v) => fc.tuple(fc.constant(v), pasos(v.total))),
                ([v, montos]) => {
                    let antes = 0;
                    const dado = { enPuntos: 0, puntos: 0, aCredito: 0, efectivo: 0, otros: 0 };
                    for (const monto of montos) {
                        const r = repartirDevolucion({
                            monto,
                            totalVenta: v.total,
                            devueltoAntes: antes,
                            pagadoEnPuntos: v.enPuntos,
                            puntosCanjeados: v.puntos,
                            creditoPendiente: v.credito - dado.aCredito,
                            efectivoPendiente: v.efectivo - dado.efectivo,
                        });
                        for (const k of Object.keys(dado) as (keyof typeof dado)[]) {
                            expect(r[k]).toBeGreaterThanOrEqual(0);
                            dado[k] += r[k];
                        }
                        expect(r.enPuntos + r.aCredito + r.efectivo + r.otros).toBe(monto);
                        antes += monto;
                    }
                    expect(dado).toEqual({ enPuntos: v.enPuntos, puntos: v.puntos, aCredito: v.credito, efectivo: v.efectivo, otros: 0 });
                },
            ),
            { numRuns: 300 },
        );
    });
});

describe('aging', () => {
    it('pays the oldest charges first: what is owed is the newest', () => {
        const cargos = [
            { dia: '2025-01-01', monto: 10_000 },
            { dia: '2025-02-01', monto: 5_000 },
            { dia: '2025-03-01', monto: 2_000 },
        ];
        expect(cargosPendientes(cargos, 6_000)).toEqual([
            { dia: '2025-02-01', pendiente: 4_000 },
            { dia: '2025-03-01', pendiente: 2_000 },
        ]);
        expect(cargosPendientes(cargos, 0)).toEqual([]);
        expect(cargosPendientes(cargos, -500)).toEqual([]);
    });

    it('counts days past the due date (charge day + days of credit) into 0–30, 31–60, 61–90 and more than 90', () => {
        const hoy = '2025-06-30';
        const en = (dia: string, dias: number) => antiguedad([{ dia, pendiente: 100 }], dias, hoy);
        // Not due yet, and due exactly 30 days ago: 0–30.
        expect(en('2025-06-20', 30)).toEqual({ d0_30: 100, d31_60: 0, d61_90: 0, mas_de_90: 0 });
        expect(en('2025-05-01', 30)).toEqual({ d0_30: 100, d31_60: 0, d61_90: 0, mas_de_90: 0 });
        // 31 days past due, then 61, then 91.
        expect(en('2025-04-30', 30)).toEqual({ d0_30: 0, d31_60: 100, d61_90: 0, mas_de_90: 0 });
        expect(en('2025-04-30', 0)).toEqual({ d0_30: 0, d31_60: 0, d61_90: 100, mas_de_90: 0 });
        expect(en('2025-03-31', 0)).toEqual({ d0_30: 0, d31_60: 0, d61_90: 0, mas_de_90: 100 });
        expect(en('2025-01-01', 0)).toEqual({ d0_30: 0, d31_60: 0, d61_90: 0, mas_de_90: 100 });
    });

    it('gives buckets that add up to the balance while the charges cover it', () => {
        const dia = fc.integer({ min: 0, max: 500 }).map((n) => new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10));
        fc.assert(
            fc.property(
                fc.array(fc.record({ dia, monto: fc.integer({ min: 1, max: 1_000_000 }) }), { maxLength: 20 }),
                fc.integer({ min: -1000, max: 30_000_000 }),
                fc.integer({ min: 0, max: 365 }),
                (cargos, saldo, dias) => {
                    const ordenados = [...cargos].sort((a, b) => (a.dia < b.dia ? -1 : a.dia > b.dia ? 1 : 0));
                    const a = antiguedad(cargosPendientes(ordenados, saldo), dias, '2025-06-30');
                    const total = ordenados.reduce((s, c) => s + c.monto, 0);
                    expect(a.d0_30 + a.d31_60 + a.d61_90 + a.mas_de_90).toBe(Math.max(0, Math.min(saldo, total)));
                },
            ),
        );
    });
});
