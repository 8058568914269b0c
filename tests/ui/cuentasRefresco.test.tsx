import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../src/queryClient';
import { jsonResponse, stubFetch } from '../helpers/fetchStub';
import { renderApp, seedSession } from '../helpers/renderApp';

/*
 * Issue 34: a return or a void of a sale to a customer moves their account (the balance comes
 * down, points come back): both read again what shows it, as a sale at the till does, the
 * customers (the till's chosen one), their statements and the aging report.
 */

beforeAll(async () => {
    await Promise.all([import('../../src/ventas/devoluciones/DevolucionPage'), import('../../src/ventas/historial/VentaShow')]);
}, 60_000);

const VENTA = {
    id: 12,
    fecha: '2025-03-04T15:30:00Z',
    estado: 'Completada',
    total: '700.00',
    cliente: { id: 7, nombre_completo: 'María Peña' },
    usuario: 'cajero@sipv.mx',
    vendedor: 'Carla Méndez',
    pagado: '700.00',
    cambio: '0.00',
    detalles: [{ id: 1, cantidad: 70, precio_unitario: '10.00', subtotal: '700.00', base: '700.00', iva: '0.00', ieps: '0.00', unidad: 'pieza', producto: { id: 101, sku: 'ARR-1', plantilla: { id: 1, nombre: 'Arroz' } } }],
    pagos: [{ id: 1, metodo_pago: 'Crédito de la Tienda', monto: '700.00' }],
    notas_credito: [],
};
const NOTA = { id: 9, venta_id: 12, fecha: '2025-03-05T18:05:00Z', motivo: null, total_devuelto: '10.00', detalles: [] };
const CUENTAS = ['clientes', 'clientes/cuenta', 'reportes/cuentas-por-cobrar'];

describe("a customer's account after a return or a void", () => {
    it('is read again after a return', async () => {
        seedSession();
        stubFetch({ 'GET /api/v1/ventas/12': () => jsonResponse(VENTA), 'POST /api/v1/ventas/12/devolucion/': () => jsonResponse(NOTA, { status: 201 }) });
        const invalidadas = vi.spyOn(queryClient, 'invalidateQueries');
        renderApp('/ventas/12/devolucion');
        const cantidad = await screen.findByRole('spinbutton', { name: 'Cantidad a Devolver de Arroz' }, { timeout: 15_000 });
        await userEvent.clear(cantidad);
        await userEvent.type(cantidad, '1');
        await userEvent.click(screen.getByRole('button', { name: 'Confirmar Devolución' }));
        await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirmar devolución' })).getByRole('button', { name: /^Sí, devolver / }));
        await waitFor(() => expect(window.location.pathname).toBe('/ventas/12'));
        for (const clave of CUENTAS) expect(invalidadas).toHaveBeenCalledWith({ queryKey: [clave] });
        invalidadas.mockRestore();
    });

    it('is read again after a void', async () => {
        seedSession();
        stubFetch({ 'GET /api/v1/ventas/12': () => jsonResponse(VENTA), 'POST /api/v1/ventas/12/cancelar': () => jsonResponse({ ...VENTA, estado: 'Cancelada' }) });
        const invalidadas = vi.spyOn(queryClient, 'invalidateQueries');
        renderApp('/ventas/12/cancelar');
        const d = within(await screen.findByRole('dialog', { name: 'Cancelar Venta #12' }, { timeout: 15_000 }));
        await userEvent.type(d.getByRole('textbox', { name: 'Motivo de la cancelación' }), 'Error de captura');
        await userEvent.click(d.getByRole('button', { name: 'Sí, cancelar venta' }));
        expect(await screen.findByText('Venta #12 cancelada.')).toBeInTheDocument();
        await waitFor(() => {
            for (const clave of CUENTAS) expect(invalidadas).toHaveBeenCalledWith({ queryKey: [clave] });
        });
        invalidadas.mockRestore();
    });
});
