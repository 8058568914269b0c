import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { CUENTA_MENSAJES, type Cuenta } from '../../contracts/cuentas';
import { NUMERO_MENSAJES } from '../../contracts/numero';
import { PERMISOS } from '../../contracts/permisos';
import { jsonResponse, sesionRespuesta, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { bodyOf, callsTo, detailAnswer, dialogoEnSuDireccion } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

/*
 * Issue 34 item 3's ajuste by hand on a customer's statement: 'Ajustar cuenta' (clientes:credito)
 * opens its dialog at /estado-de-cuenta/{id}/ajuste; a signed amount and/or signed points with the
 * reason, checked by the contract before sending, the server's refusals as 'Error: …', and the
 * account read again once saved.
 */

const CUENTA = '/api/v1/clientes/7/cuenta';
const AJUSTES = '/api/v1/clientes/7/ajustes';
const TITULO = 'Ajustar cuenta: María Peña';
const SIN_CREDITO = 'Su rol no tiene el permiso «Dar crédito a clientes (límite y días) y ajustar sus saldos y puntos».';

const cuenta: Cuenta = {
    cliente: { id: 7, nombre_completo: 'María Peña' },
    saldo: '400.00',
    limite_credito: '1000.00',
    disponible: '600.00',
    dias_credito: 30,
    puntos: 35,
    valor_puntos: '35.00',
    total_movimientos: 0,
    movimientos: [],
    movimientos_puntos: [],
};

const abrir = (ruta: string, routes: Record<string, StubHandler> = {}) => {
    seedSession();
    const fetchMock = stubFetch({
        [`GET ${CUENTA}`]: () => jsonResponse(cuenta),
        [`POST ${AJUSTES}`]: () => jsonResponse({ saldo: '250.00', puntos: 15 }, { status: 201 }),
        ...routes,
    });
    renderApp(ruta);
    return fetchMock;
};

const dialogo = () => screen.findByRole('dialog', { name: TITULO }, { timeout: 20_000 });
const figura = (etiqueta: string) => screen.getAllByText(etiqueta)[0].nextSibling;

// The page is a lazy chunk; transforming it on the first visit would eat the first test's wait.
beforeAll(async () => {
    await import('../../src/ventas/clientes/cuenta/EstadoDeCuentaPage');
}, 60_000);

describe('Ajustar cuenta', () => {
    it('is disabled, saying which permission is missing, for a role without clientes:credito; a click opens nothing', async () => {
        abrir('/estado-de-cuenta/7', { 'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta({}, PERMISOS.filter((p) => p !== 'clientes:credito'))) });
        await screen.findByRole('heading', { name: 'María Peña' }, { timeout: 20_000 });
        const ajustar = screen.getByRole('button', { name: 'Ajustar cuenta' });
        await waitFor(() => expect(ajustar).toBeDisabled());
        fireEvent.click(ajustar);
        await new Promise((r) => setTimeout(r, 50));
        expect(window.location.pathname).toBe('/estado-de-cuenta/7');
        await waitFor(() => expect(screen.getByRole('button', { name: 'Ajustar cuenta' }).parentElement?.tagName).toBe('SPAN'));
        await userEvent.hover(screen.getByRole('button', { name: 'Ajustar cuenta' }).parentElement as HTMLElement);
        expect((await screen.findByRole('tooltip')).textContent).toBe(SIN_CREDITO);
        // The abono, which the role holds, stays.
        expect(screen.getByRole('button', { name: 'Registrar abono' })).toBeEnabled();
    }, 60_000);

    it('is offered with nothing owed too, at its own address; Back closes it', async () => {
        abrir('/estado-de-cuenta/7', { [`GET ${CUENTA}`]: () => jsonResponse({ ...cuenta, saldo: '0.00', disponible: '1000.00' }) });
        const ajustar = await screen.findByRole('button', { name: 'Ajustar cuenta' }, { timeout: 20_000 });
        await waitFor(() => expect(ajustar).toBeEnabled());
        expect(screen.getByRole('button', { name: 'Registrar abono' })).toBeDisabled();
        await dialogoEnSuDireccion(
            async () => {
                await userEvent.click(ajustar);
                await dialogo();
            },
            '/estado-de-cuenta/7/ajuste',
            '/estado-de-cuenta/7',
        );
    }, 60_000);

    it('sends the signed amount in the API form, the signed points and the reason, without an Idempotency-Key; then reads the account again', async () => {
        let lecturas = 0;
        const fetchMock = abrir('/estado-de-cuenta/7', {
            [`GET ${CUENTA}`]: () => jsonResponse(++lecturas === 1 ? cuenta : { ...cuenta, saldo: '250.00', disponible: '750.00', puntos: 15, valor_puntos: '15.00' }),
        });
        await userEvent.click(await screen.findByRole('button', { name: 'Ajustar cuenta' }, { timeout: 20_000 }));
        expect(window.location.pathname).toBe('/estado-de-cuenta/7/ajuste');
        const d = await dialogo();
        expect(within(d).getByText('Saldo actual: $400.00 · Puntos: 35')).toBeInTheDocument();
        await userEvent.type(within(d).getByLabelText('Monto'), '-1,150.50');
        await userEvent.type(within(d).getByLabelText('Puntos'), '-20');
        await userEvent.type(within(d).getByLabelText(/Motivo/), 'Descuento pactado');
        await userEvent.click(within(d).getByRole('button', { name: 'Ajustar cuenta' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(window.location.pathname).toBe('/estado-de-cuenta/7');
        const [post, ...otros] = callsTo(fetchMock, 'POST', AJUSTES);
        expect(otros).toHaveLength(0);
        expect(bodyOf(post)).toEqual({ monto: '-1150.50', puntos: -20, motivo: 'Descuento pactado' });
        expect(new Headers(post.init.headers).has('Idempotency-Key')).toBe(false);
        expect(await screen.findByText('Cuenta ajustada. Nuevo saldo: $250.00; puntos: 15.')).toBeInTheDocument();
        // The statement shows the account as the adjustment left it.
        await waitFor(() => expect(figura('Saldo')).toHaveTextContent('$250.00'));
        expect(figura('Puntos')).toHaveTextContent('15 (valen $15.00)');
        expect(lecturas).toBe(2);
    }, 60_000);

    it('reads es-MX amounts and whole points: a thousands comma is fine, only points may go alone', async () => {
        const fetchMock = abrir('/estado-de-cuenta/7/ajuste');
        const d = await dialogo();
        await userEvent.type(within(d).getByLabelText('Puntos'), '1,500');
        await userEvent.type(within(d).getByLabelText(/Motivo/), 'Promoción de aniversario');
        await userEvent.click(within(d).getByRole('button', { name: 'Ajustar cuenta' }));
        await waitFor(() => expect(callsTo(fetchMock, 'POST', AJUSTES)).toHaveLength(1));
        expect(bodyOf(callsTo(fetchMock, 'POST', AJUSTES)[0])).toEqual({ puntos: 1500, motivo: 'Promoción de aniversario' });
    }, 60_000);

    it("checks the values with the contract's Spanish messages before sending anything", async () => {
        const fetchMock = abrir('/estado-de-cuenta/7/ajuste');
        const d = await dialogo();
        const enviar = within(d).getByRole('button', { name: 'Ajustar cuenta' });
        const monto = within(d).getByLabelText('Monto');
        const puntos = within(d).getByLabelText('Puntos');
        await userEvent.click(enviar);
        expect(await within(d).findByText(CUENTA_MENSAJES.motivoObligatorio)).toBeInTheDocument();
        await userEvent.type(within(d).getByLabelText(/Motivo/), 'Corrección');
        await userEvent.click(enviar);
        expect(await within(d).findByText(CUENTA_MENSAJES.ajusteVacio)).toBeInTheDocument();
        await userEvent.type(monto, '1,5');
        expect(await within(d).findByText(NUMERO_MENSAJES.comaDecimal)).toBeInTheDocument();
        await userEvent.clear(monto);
        await userEvent.type(monto, '0');
        expect(await within(d).findByText(CUENTA_MENSAJES.ajusteMonto)).toBeInTheDocument();
        await userEvent.clear(monto);
        await userEvent.type(puntos, '2.5');
        await userEvent.click(enviar);
        expect(await within(d).findByText(CUENTA_MENSAJES.ajustePuntos)).toBeInTheDocument();
        await userEvent.clear(puntos);
        await userEvent.type(puntos, '0');
        await userEvent.click(enviar);
        expect(await within(d).findByText(CUENTA_MENSAJES.ajustePuntos)).toBeInTheDocument();
        expect(callsTo(fetchMock, 'POST', AJUSTES)).toHaveLength(0);
    }, 60_000);

    it("shows the server's refusals as 'Error: …' and keeps the dialog open, the account unread", async () => {
        const negativos = CUENTA_MENSAJES.ajusteSinPuntos(35);
        let respuesta = () => jsonResponse({ detail: [{ loc: ['body', 'puntos'], msg: negativos, type: 'value_error' }] }, { status: 422 });
        const fetchMock = abrir('/estado-de-cuenta/7/ajuste', { [`POST ${AJUSTES}`]: () => respuesta() });
        const d = await dialogo();
        await userEvent.type(within(d).getByLabelText('Puntos'), '-50');
        await userEvent.type(within(d).getByLabelText(/Motivo/), 'Canje en mostrador');
        const enviar = within(d).getByRole('button', { name: 'Ajustar cuenta' });
        await userEvent.click(enviar);
        expect(await within(d).findByText(`Error: Error en el campo 'puntos': ${negativos}`)).toBeInTheDocument();
        // The field the server names is marked too.
        expect(within(d).getByLabelText('Puntos')).toHaveAttribute('aria-invalid', 'true');

        respuesta = () => detailAnswer(404, 'Cliente no encontrado.');
        await userEvent.click(enviar);
        expect(await within(d).findByText('Error: Cliente no encontrado.')).toBeInTheDocument();

        // A role that lost clientes:credito meanwhile: the refusal as it is, as the abono's.
        respuesta = () => detailAnswer(403, 'No tiene permiso para realizar esta acción.');
        await userEvent.click(enviar);
        expect(await within(d).findByText('No tiene permiso para realizar esta acción.')).toBeInTheDocument();

        expect(callsTo(fetchMock, 'POST', AJUSTES)).toHaveLength(3);
        expect(screen.getByRole('dialog', { name: TITULO })).toBeInTheDocument();
        expect(window.location.pathname).toBe('/estado-de-cuenta/7/ajuste');
        expect(callsTo(fetchMock, 'GET', CUENTA)).toHaveLength(1);
    }, 60_000);
});
