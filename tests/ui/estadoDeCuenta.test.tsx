import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Abono, Cuenta } from '../../contracts/cuentas';
import { PERMISOS } from '../../contracts/permisos';
import { jsonResponse, sesionRespuesta, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { bodyOf, callsTo, columnHeaders, detailAnswer } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

/*
 * Issue 34 item 5's statement at /estado-de-cuenta/{id}: the account now, its movements with the
 * balance each left; item 4's 'Registrar abono' at /estado-de-cuenta/{id}/abono, which sends an
 * Idempotency-Key kept across its retries and ends on the receipt.
 */

const CUENTA = '/api/v1/clientes/7/cuenta';
const ABONOS = '/api/v1/clientes/7/abonos';

const movimiento = (m: Partial<Cuenta['movimientos'][number]> & Pick<Cuenta['movimientos'][number], 'id' | 'tipo' | 'monto' | 'saldo'>) => ({
    fecha: '2025-03-05T18:30:00Z',
    venta_id: null,
    nota_credito_id: null,
    metodo_pago: null,
    referencia: null,
    motivo: null,
    vence: null,
    usuario: 'ana@tienda.mx',
    ...m,
});

const cuenta: Cuenta = {
    cliente: { id: 7, nombre_completo: 'María Peña' },
    saldo: '400.00',
    limite_credito: '1000.00',
    disponible: '600.00',
    dias_credito: 30,
    puntos: 35,
    valor_puntos: '35.00',
    total_movimientos: 2,
    movimientos: [
        movimiento({ id: 2, tipo: 'abono', monto: '-300.00', saldo: '400.00', metodo_pago: 'Transferencia', referencia: 'SPEI 123', fecha: '2025-03-06T17:00:00Z' }),
        movimiento({ id: 1, tipo: 'cargo', monto: '700.00', saldo: '700.00', venta_id: 58, metodo_pago: 'Crédito de la Tienda', vence: '2025-04-04' }),
    ],
    movimientos_puntos: [],
};

const abono: Abono = {
    id: 15,
    cliente: { id: 7, nombre_completo: 'María Peña' },
    fecha: '2025-03-07T16:00:00Z',
    monto: '150.00',
    metodo_pago: 'Efectivo',
    referencia: 'Recibo 9',
    saldo_anterior: '400.00',
    saldo: '250.00',
    usuario: 'ana@tienda.mx',
};

const abrir = (ruta: string, routes: Record<string, StubHandler> = {}) => {
    seedSession();
    const fetchMock = stubFetch({
        [`GET ${CUENTA}`]: () => jsonResponse(cuenta),
        [`POST ${ABONOS}`]: () => jsonResponse(abono, { status: 201 }),
        'GET /api/v1/clientes/abonos/15': () => jsonResponse(abono),
        ...routes,
    });
    renderApp(ruta);
    return fetchMock;
};
const celdas = (dentro: HTMLElement) =>
    within(dentro.closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);

describe('Estado de Cuenta', () => {
    it('shows the balance, limit, available credit, days and points, and the movements with the balance each left', async () => {
        abrir('/estado-de-cuenta/7');
        expect(await screen.findByRole('heading', { name: 'María Peña' }, { timeout: 20_000 })).toBeInTheDocument();
        for (const [etiqueta, valor] of [
            ['Saldo', '$400.00'],
            ['Límite de crédito', '$1,000.00'],
            ['Disponible', '$600.00'],
            ['Días de crédito', '30'],
            ['Puntos', '35 (valen $35.00)'],
        ]) {
            expect(screen.getAllByText(etiqueta)[0].nextSibling).toHaveTextContent(valor);
        }
        expect(columnHeaders()).toEqual(['Fecha', 'Concepto', 'Vence', 'Cargo', 'Abono', 'Saldo']);
        expect(celdas(screen.getByRole('link', { name: 'Venta #58' })).slice(1)).toEqual(['Venta a crédito · Venta #58', '04/04/2025', '$700.00', '', '$700.00']);
        const recibo = screen.getByRole('link', { name: 'Recibo #2' });
        expect(recibo).toHaveAttribute('href', '/recibo-de-abono/2');
        expect(celdas(recibo).slice(1)).toEqual(['Abono · Transferencia · SPEI 123 · Recibo #2', '', '', '$300.00', '$400.00']);
        expect(screen.getByRole('link', { name: 'Venta #58' })).toHaveAttribute('href', '/ventas/58');
    });

    it('says when the customer has no movements, and offers no abono without a balance', async () => {
        abrir('/estado-de-cuenta/7', { [`GET ${CUENTA}`]: () => jsonResponse({ ...cuenta, saldo: '0.00', disponible: '1000.00', total_movimientos: 0, movimientos: [] }) });
        expect(await screen.findByText('El cliente no tiene movimientos.', {}, { timeout: 20_000 })).toBeInTheDocument();
        expect(screen.queryByRole('table')).toBeNull();
        expect(screen.getByRole('button', { name: 'Registrar abono' })).toBeDisabled();
    });

    it('registers an abono at its own address with an Idempotency-Key, then opens its receipt', async () => {
        const fetchMock = abrir('/estado-de-cuenta/7');
        await userEvent.click(await screen.findByRole('button', { name: 'Registrar abono' }, { timeout: 20_000 }));
        expect(window.location.pathname).toBe('/estado-de-cuenta/7/abono');
        const dialogo = await screen.findByRole('dialog', { name: 'Registrar abono: María Peña' });
        expect(within(dialogo).getByText('Saldo actual: $400.00')).toBeInTheDocument();
        await userEvent.type(within(dialogo).getByLabelText(/Monto/), '150');
        await userEvent.type(within(dialogo).getByLabelText('Referencia (opcional)'), 'Recibo 9');
        await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar abono' }));
        await waitFor(() => expect(window.location.pathname).toBe('/recibo-de-abono/15'));
        const [post] = callsTo(fetchMock, 'POST', ABONOS);
        expect(bodyOf(post)).toEqual({ monto: '150', metodo_pago: 'Efectivo', referencia: 'Recibo 9' });
        expect(new Headers(post.init.headers).get('Idempotency-Key')).toMatch(/\S{16,}/);
        expect(await screen.findByText('Abono de $150.00 registrado. Nuevo saldo: $250.00.')).toBeInTheDocument();
        expect(await screen.findByRole('article', { name: 'Recibo de Abono #15' }, { timeout: 20_000 })).toBeInTheDocument();
    });

    it("checks the amount in Spanish before sending, shows the server's 422 and retries with the same key", async () => {
        let intentos = 0;
        const fetchMock = abrir('/estado-de-cuenta/7/abono', {
            [`POST ${ABONOS}`]: () =>
                ++intentos === 1
                    ? jsonResponse({ detail: [{ loc: ['body', 'monto'], msg: 'El abono excede el saldo de $400.00.', type: 'value_error' }] }, { status: 422 })
                    : jsonResponse(abono, { status: 201 }),
        });
        const dialogo = await screen.findByRole('dialog', { name: 'Registrar abono: María Peña' }, { timeout: 20_000 });
        const enviar = within(dialogo).getByRole('button', { name: 'Registrar abono' });
        await userEvent.click(enviar);
        expect(await within(dialogo).findByText('El monto del abono debe ser un importe mayor que cero con hasta dos decimales.')).toBeInTheDocument();
        const monto = within(dialogo).getByLabelText(/Monto/);
        await userEvent.type(monto, '1,5');
        await userEvent.click(enviar);
        expect(callsTo(fetchMock, 'POST', ABONOS)).toHaveLength(0);

        await userEvent.clear(monto);
        await userEvent.type(monto, '500');
        await userEvent.click(enviar);
        expect(await within(dialogo).findByText("Error: Error en el campo 'monto': El abono excede el saldo de $400.00.")).toBeInTheDocument();
        await userEvent.clear(monto);
        await userEvent.type(monto, '150');
        await userEvent.click(enviar);
        await waitFor(() => expect(window.location.pathname).toBe('/recibo-de-abono/15'));
        const claves = callsTo(fetchMock, 'POST', ABONOS).map((c) => new Headers(c.init.headers).get('Idempotency-Key'));
        expect(claves).toHaveLength(2);
        expect(claves[1]).toBe(claves[0]);
    });

    it('Cancelar closes the dialog back to the statement', async () => {
        abrir('/estado-de-cuenta/7/abono');
        const dialogo = await screen.findByRole('dialog', { name: 'Registrar abono: María Peña' }, { timeout: 20_000 });
        await userEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(window.location.pathname).toBe('/estado-de-cuenta/7');
    });

    it('disables Registrar abono for a role without ventas:crear', async () => {
        abrir('/estado-de-cuenta/7', { 'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta({}, PERMISOS.filter((p) => p !== 'ventas:crear'))) });
        await screen.findByRole('heading', { name: 'María Peña' }, { timeout: 20_000 });
        await waitFor(() => expect(screen.getByRole('button', { name: 'Registrar abono' })).toBeDisabled());
    });

    it("shows the server's refusal in Spanish: another company's customer, a role without clientes:leer", async () => {
        abrir('/estado-de-cuenta/7', { [`GET ${CUENTA}`]: () => detailAnswer(404, 'Cliente no encontrado.') });
        expect(await screen.findByText('Cliente no encontrado.', {}, { timeout: 20_000 })).toBeInTheDocument();
    });

    it('shows a 403 as a refusal', async () => {
        abrir('/estado-de-cuenta/7', { [`GET ${CUENTA}`]: () => detailAnswer(403, 'No tiene permiso para realizar esta acción.') });
        expect(await screen.findByText('No tiene permiso para realizar esta acción.', {}, { timeout: 20_000 })).toBeInTheDocument();
        expect(screen.queryByRole('table')).toBeNull();
    });
});
