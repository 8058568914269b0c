import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../helpers/fetchStub';
import { renderApp, seedSession } from '../helpers/renderApp';

/** The ticket of a sale to a customer prints their account right after it (issue 34 item 7): the detail's `cuenta`, a reprint the same. */
const VENTA = '/api/v1/ventas/58';
const venta = {
    id: 58,
    fecha: '2025-03-05T18:30:00Z',
    estado: 'Completada',
    total: '700.00',
    pagado: '700.00',
    cambio: '0.00',
    cliente: { id: 7, nombre_completo: 'María Peña' },
    usuario: 'cajero@sipv.mx',
    vendedor: 'Carla Méndez',
    detalles: [{ id: 1, cantidad: 70, precio_unitario: '10.00', subtotal: '700.00', producto: { id: 1, sku: 'ARR-1K', plantilla: { id: 10, nombre: 'Arroz' } } }],
    impuestos: [],
    pagos: [{ id: 1, metodo_pago: 'Crédito de la Tienda', monto: '700.00' }],
    notas_credito: [],
};

const abrir = async (cuenta: unknown) => {
    seedSession();
    stubFetch({ [`GET ${VENTA}`]: () => jsonResponse({ ...venta, ...(cuenta !== undefined && { cuenta }) }) });
    renderApp('/ventas/58/ticket');
    const t = await screen.findByRole('article', { name: 'Ticket de Venta #58' }, { timeout: 20_000 });
    await waitFor(() => expect(t).toHaveTextContent('Crédito de la Tienda$700.00'));
    return t;
};

describe('Ticket: the customer account', () => {
    it("prints 'Saldo de su cuenta' and 'Puntos' as the sale left them", async () => {
        const t = await abrir({ saldo: '700.00', puntos: 1235 });
        const cuenta = within(t).getByTestId('ticket-cuenta');
        expect(cuenta).toHaveTextContent('Saldo de su cuenta$700.00');
        expect(cuenta).toHaveTextContent('Puntos1,235');
    });

    it('prints points alone for a customer without balance movements', async () => {
        const t = await abrir({ saldo: null, puntos: 35 });
        expect(within(t).getByTestId('ticket-cuenta')).toHaveTextContent('Puntos35');
        expect(within(t).getByTestId('ticket-cuenta')).not.toHaveTextContent('Saldo de su cuenta');
    });

    it('prints a balance alone (one in the customer\'s favour too) for a customer without points', async () => {
        const t = await abrir({ saldo: '-20.00', puntos: null });
        expect(within(t).getByTestId('ticket-cuenta')).toHaveTextContent('Saldo de su cuenta-$20.00');
        expect(within(t).getByTestId('ticket-cuenta')).not.toHaveTextContent('Puntos');
    });

    it.each([
        ['a sale that moved no account', null],
        ['a server without the field', undefined],
    ])('prints nothing of an account for %s', async (_, cuenta) => {
        const t = await abrir(cuenta);
        expect(within(t).queryByTestId('ticket-cuenta')).toBeNull();
    });
});
