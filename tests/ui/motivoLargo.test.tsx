import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../helpers/fetchStub';
import { conPantallaDe, TELEFONO } from '../helpers/pantalla';
import { renderApp, seedSession } from '../helpers/renderApp';

const LARGO = 'Empaque-roto-lote-A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6Q7R8S9T0U1V2W3X4Y5Z6-sin-espacios';
const DETALLE = {
    id: 12,
    fecha: '2025-03-04T15:30:00Z',
    estado: 'Con Devolución',
    total: '59.97',
    cliente: null,
    usuario: 'cajero@sipv.mx',
    vendedor: 'Carlos Cajero',
    pagado: '60.00',
    cambio: '0.03',
    detalles: [{ id: 1, cantidad: 3, precio_unitario: '19.99', subtotal: '59.97', producto: { id: 101, sku: 'CAF-1', plantilla: { id: 1010, nombre: 'Café Molido' } } }],
    pagos: [{ id: 1, metodo_pago: 'Efectivo', monto: '60.00' }],
    notas_credito: [{ id: 7, venta_id: 12, fecha: '2025-03-05T18:05:00Z', motivo: LARGO, total_devuelto: '19.99', detalles: [{ producto_id: 101, cantidad: 1, monto_devuelto: '19.99' }] }],
};

describe("A credit note's long reason", () => {
    it('wraps inside its card on the sale detail (overflowWrap: anywhere), on a phone', async () => {
        conPantallaDe(TELEFONO);
        seedSession();
        stubFetch({ 'GET /api/v1/ventas/12': () => jsonResponse(DETALLE) });
        renderApp('/ventas/12');
        const nota = await screen.findByRole('region', { name: 'Nota de Crédito #7' }, { timeout: 15_000 });
        const motivo = within(nota).getByText(`Motivo: ${LARGO}`);
        expect(getComputedStyle(motivo).overflowWrap).toBe('anywhere');
    });
});
