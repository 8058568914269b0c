import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Abono } from '../../contracts/cuentas';
import { jsonResponse, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { detailAnswer } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

/** Issue 34 item 4's printable abono receipt at /recibo-de-abono/{id}, on the ticket's 58/80 mm paper. */

const ABONO = '/api/v1/clientes/abonos/15';
const abono: Abono = {
    id: 15,
    cliente: { id: 7, nombre_completo: 'María Peña' },
    fecha: '2025-03-07T16:00:00Z',
    monto: '300.00',
    metodo_pago: 'Transferencia',
    referencia: 'SPEI 123',
    saldo_anterior: '700.00',
    saldo: '400.00',
    usuario: 'carla@tienda.mx',
};

const abrir = (routes: Record<string, StubHandler> = {}) => {
    seedSession();
    stubFetch({ [`GET ${ABONO}`]: () => jsonResponse(abono), ...routes });
    renderApp('/recibo-de-abono/15');
};

describe('Recibo de abono', () => {
    it('prints the shop, customer, date, amount, method, reference, balances and who received it', async () => {
        abrir();
        const recibo = await screen.findByRole('article', { name: 'Recibo de Abono #15' }, { timeout: 20_000 });
        await waitFor(() => expect(recibo).toHaveTextContent('Abarrotes Ana'));
        for (const texto of [
            'Recibo de Abono #15',
            'Fecha: 07/03/2025 10:00',
            'Cliente: María Peña',
            'Saldo anterior$700.00',
            'Abono−$300.00',
            'Nuevo saldo$400.00',
            'Método: Transferencia',
            'Referencia: SPEI 123',
            'Recibió: carla@tienda.mx',
            'Este recibo no es un comprobante fiscal.',
        ]) {
            expect(recibo).toHaveTextContent(texto);
        }
        expect(screen.getByRole('link', { name: 'Volver al estado de cuenta' })).toHaveAttribute('href', '/estado-de-cuenta/7');
        await waitFor(() => expect(screen.getByRole('button', { name: 'Imprimir' })).toHaveFocus());
    });

    it('takes the paper width of the ticket (58/80 mm) and prints with the browser', async () => {
        const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
        abrir();
        const recibo = await screen.findByRole('article', { name: 'Recibo de Abono #15' }, { timeout: 20_000 });
        expect(recibo).toHaveAttribute('data-ancho', '80');
        await userEvent.click(within(screen.getByRole('group', { name: 'Ancho del papel' })).getByRole('button', { name: '58 mm' }));
        expect(screen.getByRole('article', { name: 'Recibo de Abono #15' })).toHaveAttribute('data-ancho', '58');
        expect(localStorage.getItem('sipv-ticket-ancho')).toBe('58');
        await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
        expect(print).toHaveBeenCalledTimes(1);
    });

    it('prints no reference line for an abono without one', async () => {
        abrir({ [`GET ${ABONO}`]: () => jsonResponse({ ...abono, referencia: null }) });
        const recibo = await screen.findByRole('article', { name: 'Recibo de Abono #15' }, { timeout: 20_000 });
        expect(recibo).not.toHaveTextContent('Referencia');
    });

    it("says so for an abono that is not the shop's, and shows a refusal in Spanish", async () => {
        abrir({ [`GET ${ABONO}`]: () => detailAnswer(404, 'Abono no encontrado.') });
        expect(await screen.findByText('No se encontró el abono.', {}, { timeout: 20_000 })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Imprimir' })).toBeDisabled();
    });

    it('shows a 403 as the refused page', async () => {
        abrir({ [`GET ${ABONO}`]: () => detailAnswer(403, 'No tiene permiso para realizar esta acción.') });
        expect(await screen.findByText('No tiene permiso para realizar esta acción.', {}, { timeout: 20_000 })).toBeInTheDocument();
        expect(screen.queryByRole('article')).toBeNull();
    });
});
