import { desde, hasta } from '../../server/modules/ventas/fechas';
import { checkoutInput, devolucionInput } from '../../contracts/ventas';

// A sale's arithmetic (lines, totals, change) is contracts/calculo.ts's, property-tested in calculo.test.ts.
describe('the checkout and return contracts', () => {
    it('the checkout contract turns amounts into cents and refuses non-positive ones with the spec text', () => {
        const ok = checkoutInput.parse({ items: [{ producto_id: '4', cantidad: '2' }], pagos: [{ metodo_pago: 'Efectivo', monto: '150.5' }, { metodo_pago: 'Otro', monto: 0.1 }] });
        // Quantities are read into thousandths of their unit (CONVENTIONS §6, Quantities).
        expect(ok).toEqual({ items: [{ producto_id: 4, cantidad: 2000 }], pagos: [{ metodo_pago: 'Efectivo', monto: 15050 }, { metodo_pago: 'Otro', monto: 10 }], cliente_id: null });
        for (const monto of [0, -1, '0.00', 'abc', '1.001', null]) {
            const r = checkoutInput.safeParse({ items: [{ producto_id: 1, cantidad: 1 }], pagos: [{ metodo_pago: 'Efectivo', monto }] });
            expect(r.success).toBe(false);
            expect(r.error?.issues[0].message).toBe('El monto del pago debe ser un número positivo.');
        }
    });

    it('a return needs one quantity above zero', () => {
        expect(devolucionInput.safeParse({ items: [{ producto_id: 1, cantidad: 0 }] }).error?.issues[0].message).toBe(
            'Debe seleccionar al menos un producto para devolver.',
        );
        expect(devolucionInput.parse({ motivo: ' ', items: [{ producto_id: 1, cantidad: 0 }, { producto_id: 2, cantidad: 1 }] }).motivo).toBeNull();
    });
});

describe("history date bounds in the shop's time zone", () => {
    it('a day runs from local midnight to the next local midnight (Mexico City is UTC−6)', () => {
        expect(desde('2024-03-10', 'America/Mexico_City')).toBe('2024-03-10T06:00:00.000Z');
        expect(hasta('2024-03-10', 'America/Mexico_City')).toBe('2024-03-11T06:00:00.000Z');
        expect(hasta('2024-12-31', 'UTC')).toBe('2025-01-01T00:00:00.000Z');
    });

    it('a date-time without offset is local; with an offset it is that instant; the upper bound includes it', () => {
        expect(desde('2024-03-10T23:30', 'America/Mexico_City')).toBe('2024-03-11T05:30:00.000Z');
        expect(desde('2024-03-10T23:30:15.5', 'America/Mexico_City')).toBe('2024-03-11T05:30:15.500Z');
        expect(desde('2024-03-10T23:30:00-06:00', 'UTC')).toBe('2024-03-11T05:30:00.000Z');
        expect(hasta('2024-03-11T05:30:00Z', 'America/Mexico_City')).toBe('2024-03-11T05:30:00.001Z');
    });
});
