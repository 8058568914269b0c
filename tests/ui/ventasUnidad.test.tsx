import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../helpers/fetchStub';
import { rowOf } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

/*
 * Issue 33, item 6 on a sale: its detail and its ticket read a weighed line's quantity with three
 * decimals and its unit ('0.750 kg'), a piece's as before; its credit notes too, in the detail, on
 * the reprinted ticket and on the note's own paper (a note's line takes its sale line's unit).
 */

const linea = (id: number, nombre: string, cantidad: number, unidad: string, precio: string, subtotal: string) => ({
    id,
    cantidad,
    precio_unitario: precio,
    precio_lista: precio,
    mayoreo: false,
    subtotal,
    base: subtotal,
    iva: '0.00',
    ieps: '0.00',
    tasa_iva: '0',
    tasa_ieps: null,
    producto: { id, sku: `SKU-${id}`, plantilla: { id: id * 10, nombre } },
    unidad,
});
const VENTA = {
    id: 57,
    fecha: '2025-03-05T18:30:00Z',
    estado: 'Completada',
    total: '104.00',
    pagado: '104.00',
    cambio: '0.00',
    cliente: null,
    usuario: 'cajero@sipv.mx',
    vendedor: 'Carla Méndez',
    detalles: [linea(1, 'Frijol negro', 0.75, 'kg', '32.00', '24.00'), linea(2, 'Martillo', 1, 'pieza', '80.00', '80.00')],
    impuestos: [],
    pagos: [{ id: 1, metodo_pago: 'Efectivo', monto: '104.00' }],
    notas_credito: [],
};

/** The sale with 0.250 kg of beans and the hammer returned in note #9. */
const DEVUELTA = {
    ...VENTA,
    estado: 'Con Devolución',
    notas_credito: [
        {
            id: 9,
            venta_id: 57,
            fecha: '2025-03-06T18:05:00Z',
            motivo: null,
            total_devuelto: '88.00',
            detalles: [
                { producto_id: 1, cantidad: 0.25, monto_devuelto: '8.00', base: '8.00', iva: '0.00', ieps: '0.00', sku: 'SKU-1', nombre: 'Frijol negro' },
                { producto_id: 2, cantidad: 1, monto_devuelto: '80.00', base: '80.00', iva: '0.00', ieps: '0.00', sku: 'SKU-2', nombre: 'Martillo' },
            ],
        },
    ],
};

describe('Ventas: unidades', () => {
    it("shows a weighed line's quantity in kilograms in the sale's detail, a piece's as before", async () => {
        seedSession();
        stubFetch({ 'GET /api/v1/ventas/57': () => jsonResponse(VENTA), 'GET /api/v1/ventas/': () => jsonResponse([]) });
        renderApp('/ventas/57');
        // The first render loads the screen's chunks: on a loaded machine that takes seconds.
        expect(await screen.findByText('Frijol negro', {}, { timeout: 20_000 })).toBeInTheDocument();
        expect(within(rowOf('Frijol negro')).getByText('0.750 kg')).toBeInTheDocument();
        expect(within(rowOf('Martillo')).getByText('1')).toBeInTheDocument();
    });

    it('prints a weighed line with its unit on the ticket', async () => {
        seedSession();
        stubFetch({ 'GET /api/v1/ventas/57': () => jsonResponse(VENTA) });
        renderApp('/ventas/57/ticket');
        const t = await screen.findByRole('article', { name: 'Ticket de Venta #57' }, { timeout: 20_000 });
        await waitFor(() => expect(within(t).getAllByTestId('ticket-linea')).toHaveLength(2));
        const [frijol, martillo] = within(t).getAllByTestId('ticket-linea');
        expect(frijol).toHaveTextContent('0.750 kg x $32.00$24.00');
        expect(martillo).toHaveTextContent('1 x $80.00$80.00');
    });

    it("shows a credit note's weighed line in kilograms in the sale's detail, a piece's as before", async () => {
        seedSession();
        stubFetch({ 'GET /api/v1/ventas/57': () => jsonResponse(DEVUELTA), 'GET /api/v1/ventas/': () => jsonResponse([]) });
        renderApp('/ventas/57');
        const nota = await screen.findByRole('region', { name: 'Nota de Crédito #9' }, { timeout: 20_000 });
        const filas = within(nota).getAllByRole('row').map((r) => within(r).queryAllByRole('cell').map((c) => c.textContent));
        expect(filas.find((f) => f[2]?.startsWith('Frijol negro'))?.[0]).toBe('0.250 kg');
        expect(filas.find((f) => f[2]?.startsWith('Martillo'))?.[0]).toBe('1');
    });

    it('prints the returned quantities with their unit on the reprinted ticket and on the credit note', async () => {
        seedSession();
        stubFetch({ 'GET /api/v1/ventas/57': () => jsonResponse(DEVUELTA) });
        renderApp('/ventas/57/ticket');
        const t = await screen.findByRole('article', { name: 'Ticket de Venta #57' }, { timeout: 20_000 });
        const devoluciones = await within(t).findByTestId('ticket-devoluciones');
        expect(within(devoluciones).getAllByTestId('nota-linea').map((l) => l.textContent)).toEqual([
            '#1 Frijol negro · SKU-1Cantidad: 0.250 kg-$8.00',
            '#2 Martillo · SKU-2Cantidad: 1-$80.00',
        ]);
    });

    it("prints a credit note's weighed line with its unit", async () => {
        seedSession();
        stubFetch({ 'GET /api/v1/ventas/57': () => jsonResponse(DEVUELTA) });
        renderApp('/ventas/57/notas/9');
        const nota = await screen.findByRole('article', { name: 'Nota de Crédito #9' }, { timeout: 20_000 });
        await waitFor(() => expect(within(nota).getAllByTestId('nota-linea')).toHaveLength(2));
        expect(within(nota).getAllByTestId('nota-linea').map((l) => l.textContent)).toEqual(['#1 Frijol negro · SKU-1Cantidad: 0.250 kg$8.00', '#2 Martillo · SKU-2Cantidad: 1$80.00']);
    });
});
