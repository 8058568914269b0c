import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../helpers/fetchStub';
import { rowOf } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

/** A ticket line (and the sale's detail line) charged a wholesale tier's price says 'Mayoreo' with the list price (issue 33); a list-price line says nothing more. */
const VENTA = '/api/v1/ventas/57';
const linea = (id: number, nombre: string, cantidad: number, precio_unitario: string, precio_lista: string, subtotal: string) => ({
    id,
    cantidad,
    precio_unitario,
    precio_lista,
    mayoreo: precio_unitario !== precio_lista,
    subtotal,
    base: subtotal,
    iva: '0.00',
    ieps: '0.00',
    tasa_iva: '0',
    tasa_ieps: null,
    producto: { id, sku: `SKU-${id}`, plantilla: { id: id * 10, nombre } },
});
const venta = {
    id: 57,
    fecha: '2025-03-05T18:30:00Z',
    estado: 'Completada',
    total: '202.00',
    pagado: '202.00',
    cambio: '0.00',
    cliente: null,
    usuario: 'cajero@sipv.mx',
    vendedor: 'Carla Méndez',
    detalles: [linea(1, 'Caja de tornillos', 24, '8.00', '10.00', '192.00'), linea(2, 'Foco', 1, '10.00', '10.00', '10.00')],
    impuestos: [],
    pagos: [{ id: 1, metodo_pago: 'Efectivo', monto: '202.00' }],
    notas_credito: [],
};

describe('Ticket: mayoreo', () => {
    it("marks a tier line 'Mayoreo' with its list price", async () => {
        seedSession();
        stubFetch({ [`GET ${VENTA}`]: () => jsonResponse(venta) });
        renderApp('/ventas/57/ticket');
        const t = await screen.findByRole('article', { name: 'Ticket de Venta #57' }, { timeout: 20_000 });
        await waitFor(() => expect(within(t).getAllByTestId('ticket-linea')).toHaveLength(2));
        const [tornillos, foco] = within(t).getAllByTestId('ticket-linea');
        expect(tornillos).toHaveTextContent('24 x $8.00$192.00');
        expect(within(tornillos).getByTestId('ticket-mayoreo')).toHaveTextContent('Mayoreo (precio de lista $10.00)');
        expect(within(foco).queryByTestId('ticket-mayoreo')).toBeNull();
    });
});

describe('Venta: mayoreo in the detail', () => {
    it("notes 'Mayoreo' and the list price under a tier line's unit price; a list-price line has no note", async () => {
        seedSession();
        stubFetch({ [`GET ${VENTA}`]: () => jsonResponse(venta), 'GET /api/v1/ventas/': () => jsonResponse([]) });
        renderApp('/ventas/57');
        expect(await screen.findByText('Caja de tornillos', {}, { timeout: 20_000 })).toBeInTheDocument();
        expect(within(rowOf('Caja de tornillos')).getByText('Mayoreo (lista $10.00)')).toBeInTheDocument();
        expect(within(rowOf('Foco')).queryByText(/Mayoreo/)).toBeNull();
    });
});
