import { describe, expect, it } from 'vitest';
import { costoDe, costoDevuelto, pagosNetos, reembolsosDe } from '../../server/modules/contadores/pagos.js';

describe("what the sales report counts of a document's money", () => {
    it('cash less the change, other methods as paid, methods summed', () => {
        expect(pagosNetos(30_000, [{ metodo: 'Efectivo', monto: 50_000 }])).toEqual([{ metodo: 'Efectivo', monto: 30_000 }]);
        expect(
            pagosNetos(15_000, [
                { metodo: 'Tarjeta de Crédito', monto: 10_000 },
                { metodo: 'Efectivo', monto: 2_000 },
                { metodo: 'Efectivo', monto: 5_000 },
            ]),
        ).toEqual([
            { metodo: 'Tarjeta de Crédito', monto: 10_000 },
            { metodo: 'Efectivo', monto: 5_000 },
        ]);
    });

    it("a refund's cash under Efectivo, the rest under the sale's main other method (Efectivo without one)", () => {
        expect(reembolsosDe(10_000, 4_000, 'Transferencia')).toEqual([
            { metodo: 'Efectivo', monto: 4_000 },
            { metodo: 'Transferencia', monto: 6_000 },
        ]);
        expect(reembolsosDe(10_000, 10_000, null)).toEqual([{ metodo: 'Efectivo', monto: 10_000 }]);
        expect(reembolsosDe(10_000, 0, null)).toEqual([{ metodo: 'Efectivo', monto: 10_000 }]);
    });

    it("a line's cost to the cent, and returns in any steps add up to it exactly", () => {
        expect(costoDe(15_000, 500)).toBe(7_500);
        expect(costoDe(333, 1_500)).toBe(500); // 4.995 → 5.00, half up
        const linea = { costo: costoDe(1_001, 3_000), vendida: 3_000 };
        let antes = { devuelta: 0, costo: 0 };
        const partes = [1_000, 1_000, 1_000].map((cantidad) => {
            const c = costoDevuelto(linea, antes, cantidad);
            antes = { devuelta: antes.devuelta + cantidad, costo: antes.costo + c };
            return c;
        });
        expect(partes.reduce((a, b) => a + b, 0)).toBe(linea.costo);
        expect(partes).toEqual([1_001, 1_001, 1_001]);
        expect(costoDevuelto({ costo: 100, vendida: 3_000 }, { devuelta: 0, costo: 0 }, 1_000) + costoDevuelto({ costo: 100, vendida: 3_000 }, { devuelta: 1_000, costo: 33 }, 2_000)).toBe(100);
    });
});
