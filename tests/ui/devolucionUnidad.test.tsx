import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../helpers/fetchStub';
import { rowOf } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

/* Issue 33, item 6 on the return screen: a weighed line's sold and returned quantities with their unit. */

// The page is a lazy chunk; transforming it on the first visit would eat the test's wait.
beforeAll(async () => {
    await import('../../src/ventas/devoluciones/DevolucionPage');
}, 60_000);

const linea = (id: number, productoId: number, nombre: string, cantidad: number, unidad: string, precio_unitario: string) => ({
    id,
    cantidad,
    precio_unitario,
    subtotal: '0.00',
    producto: { id: productoId, sku: `SKU-${productoId}`, plantilla: { id: productoId * 10, nombre } },
    unidad,
});
const VENTA = {
    id: 12,
    fecha: '2025-03-04T15:30:00Z',
    estado: 'Con Devolución',
    total: '144.00',
    cliente: null,
    usuario: 'demo@sipv.mx',
    pagado: '144.00',
    cambio: '0.00',
    detalles: [linea(1, 101, 'Frijol negro', 2, 'kg', '32.00'), linea(2, 102, 'Martillo', 1, 'pieza', '80.00')],
    pagos: [{ id: 1, metodo_pago: 'Efectivo', monto: '144.00' }],
    notas_credito: [{ id: 7, venta_id: 12, fecha: '2025-03-05T18:05:00Z', motivo: null, total_devuelto: '32.00', detalles: [{ producto_id: 101, cantidad: 1, monto_devuelto: '32.00' }] }],
};

describe('Devolución: unidades', () => {
    it("shows a weighed line's sold and returned quantities in kilograms, a piece's as before", async () => {
        seedSession();
        stubFetch({ 'GET /api/v1/ventas/12': () => jsonResponse(VENTA) });
        renderApp('/ventas/12/devolucion');
        await screen.findByText('Frijol negro', {}, { timeout: 15_000 });
        expect(within(rowOf('Frijol negro')).getByText('2.000 kg')).toBeInTheDocument();
        expect(within(rowOf('Frijol negro')).getByText('1.000 kg')).toBeInTheDocument();
        const martillo = within(rowOf('Martillo')).getAllByRole('cell').map((c) => c.textContent);
        expect(martillo.slice(1, 3)).toEqual(['1', '0']);
    });
});
