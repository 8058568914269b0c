import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../src/queryClient';
import { jsonResponse, listParams, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { bodyOf, callsTo, detailAnswer, listAnswer } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

/*
 * Customer accounts at the till (issue 34 item 7): the chosen customer's credit room and points
 * (read as stored now), the payment modal's 'Crédito de la Tienda' and 'Canje de Puntos' only when
 * they apply, with what they offer, refusing more than that and any change; the server's 409 shown
 * with the account read again; the balance and points the sale left on the success panel.
 */

const INVENTARIO = '/api/v1/inventario';
const CLIENTES = '/api/v1/clientes';
const CHECKOUT = '/api/v1/ventas/pos/checkout';
const COMBO = { id: 1, sku: 'COMBO-1', plantilla: { id: 10, nombre: 'Despensa' }, stock: 50, precio_venta: '400.00', costo_compra: '1.00', activo: true, precios_mayoreo: [], unidad: 'pieza' };
const cliente = (id: number, nombre_completo: string, limite_credito: string, saldo: string, puntos: number) => ({
    id,
    nombre_completo,
    email: null,
    telefono: null,
    rfc: null,
    direccion: null,
    estado: 'Activo',
    limite_credito,
    dias_credito: 30,
    saldo,
    puntos,
});
// As the search found her (a cached list), and as stored now: $700 owed of $1,000, 35 points.
const MARIA_EN_LA_LISTA = cliente(7, 'María Peña', '1000.00', '0.00', 0);
const MARIA = cliente(7, 'María Peña', '1000.00', '700.00', 35);
const PEDRO = cliente(8, 'Pedro Sin Cuenta', '0.00', '0.00', 0);
const empresa = { id: 1, nombre: 'Abarrotes Ana', zona_horaria: 'America/Mexico_City', etiqueta_bascula: null, descuento_maximo: 100, puntos_por_cada_100: 5, valor_punto: '1.00' };

const open = ({
    clientes = { 7: MARIA, 8: PEDRO } as Record<number, unknown>,
    checkout,
    ajustes = empresa,
}: { clientes?: Record<number, unknown>; checkout?: StubHandler; ajustes?: typeof empresa } = {}) => {
    sessionStorage.clear();
    seedSession();
    const fetchMock = stubFetch({
        'GET /api/v1/empresa/': () => jsonResponse(ajustes),
        [`GET ${INVENTARIO}`]: ({ url }) => listAnswer([COMBO].filter((f) => f.sku === listParams(url).filter.sku)),
        [`GET ${CLIENTES}`]: ({ url }) => listAnswer([MARIA_EN_LA_LISTA, PEDRO].filter((c) => c.nombre_completo.startsWith(String(listParams(url).filter.q).slice(0, 3)))),
        [`GET ${CLIENTES}/7`]: () => jsonResponse(clientes[7]),
        [`GET ${CLIENTES}/8`]: () => jsonResponse(clientes[8]),
        [`POST ${CHECKOUT}`]: checkout ?? (() => jsonResponse({ id: 56, total: '400.00', cambio: '0.00', cuenta: { saldo: '1000.00', puntos: 35, puntos_ganados: 0 } }, { status: 201 })),
    });
    renderApp('/pos');
    return fetchMock;
};

const elegirCliente = async (nombre: string) => {
    await userEvent.keyboard('{F4}');
    await userEvent.type(await screen.findByLabelText('Buscar cliente', undefined, { timeout: 20_000 }), nombre.slice(0, 5));
    const lista = await screen.findByRole('list', { name: 'Clientes encontrados' });
    await userEvent.click(within(lista).getByText(nombre));
    await waitFor(() => expect(screen.getByTestId('cliente-elegido')).toHaveTextContent(nombre));
};
const alPago = async () => {
    await userEvent.type(await screen.findByLabelText('Buscar producto (nombre o SKU)', undefined, { timeout: 20_000 }), 'COMBO-1{Enter}');
    await screen.findByText('Despensa');
    await userEvent.keyboard('{F9}');
    return screen.findByRole('dialog', { name: 'Pago' });
};
const opciones = (dialogo: HTMLElement) => within(dialogo).getAllByRole('option').map((o) => o.textContent);
const metodo = (dialogo: HTMLElement) => within(dialogo).getByLabelText('Método de pago');
const monto = (dialogo: HTMLElement) => within(dialogo).getByLabelText('Monto');
const teclear = async (dialogo: HTMLElement, texto: string) => {
    await userEvent.clear(monto(dialogo));
    await userEvent.type(monto(dialogo), `${texto}{Enter}`);
};

describe('POS: the chosen customer account', () => {
    it('shows the credit room of the limit and the points with their value, as stored now (not as the search found them)', async () => {
        const fetchMock = open();
        await elegirCliente('María Peña');
        await waitFor(() => expect(screen.getByTestId('cliente-credito')).toHaveTextContent('Crédito disponible: $300.00 de $1,000.00'));
        expect(screen.getByTestId('cliente-puntos')).toHaveTextContent('Puntos: 35 (valen $35.00)');
        expect(callsTo(fetchMock, 'GET', `${CLIENTES}/7`)).toHaveLength(1);
        // Cleared: the walk-in has no account.
        await userEvent.click(screen.getByRole('button', { name: 'Quitar cliente' }));
        expect(screen.queryByTestId('cliente-cuenta')).toBeNull();
    });

    it('shows nothing of an account for a customer without credit or points in a shop without points', async () => {
        const fetchMock = open({ ajustes: { ...empresa, puntos_por_cada_100: 0 } });
        await elegirCliente('Pedro Sin Cuenta');
        await waitFor(() => expect(callsTo(fetchMock, 'GET', `${CLIENTES}/8`)).toHaveLength(1));
        await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/v1/empresa/')).toHaveLength(1));
        expect(screen.queryByTestId('cliente-cuenta')).toBeNull();
    });
});

describe('POS: paying on the account', () => {
    it("offers neither 'Crédito de la Tienda' nor 'Canje de Puntos' to a walk-in or to a customer without them", async () => {
        open();
        let dialogo = await alPago();
        expect(opciones(dialogo)).toEqual(['Efectivo', 'Tarjeta de Crédito', 'Tarjeta de Débito', 'Transferencia', 'Otro']);
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await elegirCliente('Pedro Sin Cuenta');
        await userEvent.keyboard('{F9}');
        dialogo = await screen.findByRole('dialog', { name: 'Pago' });
        expect(opciones(dialogo)).toEqual(['Efectivo', 'Tarjeta de Crédito', 'Tarjeta de Débito', 'Transferencia', 'Otro']);
    });

    it('offers both with what they pay, proposes what fits, refuses more than the room and any change, and sends the sale', async () => {
        const fetchMock = open();
        const invalidadas = vi.spyOn(queryClient, 'invalidateQueries');
        await elegirCliente('María Peña');
        await waitFor(() => expect(screen.getByTestId('cliente-credito')).toHaveTextContent('$300.00'));
        const dialogo = await alPago();
        expect(opciones(dialogo)).toEqual([
            'Efectivo',
            'Tarjeta de Crédito',
            'Tarjeta de Débito',
            'Transferencia',
            'Crédito de la Tienda (disponible $300.00)',
            'Canje de Puntos (35 puntos: $35.00)',
            'Otro',
        ]);
        await userEvent.selectOptions(metodo(dialogo), 'Crédito de la Tienda');
        expect(within(dialogo).getByText('Crédito disponible: $300.00')).toBeInTheDocument();
        // What is missing ($400), up to the room: ready for Enter.
        expect(monto(dialogo)).toHaveValue('300.00');
        await teclear(dialogo, '400');
        expect(within(dialogo).getByRole('alert')).toHaveTextContent('Crédito insuficiente: disponible $300.00.');
        await teclear(dialogo, '300');
        expect(within(dialogo).getByRole('list', { name: 'Pagos' })).toHaveTextContent('Crédito de la Tienda: $300.00');
        // The room is used up for this sale; change is refused, the exact cash goes.
        expect(opciones(dialogo)).toContain('Crédito de la Tienda (disponible $0.00)');
        await userEvent.selectOptions(metodo(dialogo), 'Efectivo');
        await userEvent.click(within(dialogo).getByRole('button', { name: '$500' }));
        expect(within(dialogo).getByRole('alert')).toHaveTextContent('Una venta pagada con Crédito de la Tienda o con puntos no da cambio: los pagos deben sumar exactamente el total.');
        await userEvent.click(within(dialogo).getByRole('button', { name: /^Exacto/ }));
        expect(within(dialogo).getByTestId('pago-saldo')).toHaveTextContent('Cambio: $0.00');
        await userEvent.type(monto(dialogo), '{Enter}');

        await waitFor(() => expect(callsTo(fetchMock, 'POST', CHECKOUT)).toHaveLength(1));
        expect(bodyOf(callsTo(fetchMock, 'POST', CHECKOUT)[0])).toMatchObject({
            cliente_id: 7,
            pagos: [
                { metodo_pago: 'Crédito de la Tienda', monto: '300.00' },
                { metodo_pago: 'Efectivo', monto: '100.00' },
            ],
        });
        expect(await screen.findByTestId('venta-cuenta')).toHaveTextContent('Saldo de su cuenta: $1,000.00 · Puntos: 35');
        // The customers, their statements and the aging report are read again.
        for (const clave of ['clientes', 'clientes/cuenta', 'reportes/cuentas-por-cobrar']) expect(invalidadas).toHaveBeenCalledWith({ queryKey: [clave] });
        invalidadas.mockRestore();
    });

    it('pays in whole points, up to those held; the success panel says the points earned', async () => {
        const fetchMock = open({ checkout: () => jsonResponse({ id: 57, total: '400.00', cambio: '0.00', cuenta: { saldo: '700.00', puntos: 18, puntos_ganados: 18 } }, { status: 201 }) });
        await elegirCliente('María Peña');
        await waitFor(() => expect(screen.getByTestId('cliente-puntos')).toHaveTextContent('35'));
        const dialogo = await alPago();
        await userEvent.selectOptions(metodo(dialogo), 'Canje de Puntos');
        expect(within(dialogo).getByText('Puntos disponibles: 35 (valen $35.00; un punto paga $1.00)')).toBeInTheDocument();
        expect(monto(dialogo)).toHaveValue('35.00');
        await teclear(dialogo, '10.50');
        expect(within(dialogo).getByRole('alert')).toHaveTextContent('El pago con puntos debe ser un múltiplo del valor del punto ($1.00).');
        await teclear(dialogo, '36');
        expect(within(dialogo).getByRole('alert')).toHaveTextContent('Puntos insuficientes: el cliente tiene 35 puntos.');
        await teclear(dialogo, '35');
        await userEvent.selectOptions(metodo(dialogo), 'Tarjeta de Débito');
        await teclear(dialogo, '365');
        await userEvent.type(monto(dialogo), '{Enter}');
        await waitFor(() => expect(callsTo(fetchMock, 'POST', CHECKOUT)).toHaveLength(1));
        expect(bodyOf(callsTo(fetchMock, 'POST', CHECKOUT)[0]).pagos).toEqual([
            { metodo_pago: 'Canje de Puntos', monto: '35.00' },
            { metodo_pago: 'Tarjeta de Débito', monto: '365.00' },
        ]);
        // 35 spent, 18 earned on the card's $365 at 5 per $100.
        expect(await screen.findByTestId('venta-cuenta')).toHaveTextContent('Saldo de su cuenta: $700.00 · Puntos: 18 (ganó 18)');
    });

    it("shows the server's 409 when another till used the room, and offers what is left once the customer is read again", async () => {
        let saldo = '700.00';
        open({
            clientes: { 7: undefined, 8: PEDRO },
            checkout: () => {
                saldo = '900.00';
                return detailAnswer(409, 'Crédito insuficiente: disponible $100.00.');
            },
        });
        // The customer read by whatever the balance is now.
        stubFetchCliente(() => cliente(7, 'María Peña', '1000.00', saldo, 35));
        await elegirCliente('María Peña');
        await waitFor(() => expect(screen.getByTestId('cliente-credito')).toHaveTextContent('$300.00'));
        const dialogo = await alPago();
        await userEvent.selectOptions(metodo(dialogo), 'Crédito de la Tienda');
        await teclear(dialogo, '300');
        await userEvent.click(within(dialogo).getByRole('button', { name: /^Exacto/ }));
        await userEvent.click(within(dialogo).getByRole('button', { name: 'Finalizar Venta' }));
        expect(await within(dialogo).findByText('Error al finalizar la venta: Crédito insuficiente: disponible $100.00.')).toBeInTheDocument();
        await waitFor(() => expect(screen.getByTestId('cliente-credito')).toHaveTextContent('Crédito disponible: $100.00 de $1,000.00'));
        // The payment already added stays; the method's option says what is left.
        expect(opciones(dialogo)).toContain('Crédito de la Tienda (disponible $0.00)');
    });
});

/** Answers GET /clientes/7 from `leer` on each call, over the stub `open` installed. */
function stubFetchCliente(leer: () => unknown) {
    const anterior = globalThis.fetch as (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
    vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
            const url = new URL(String(input), 'http://localhost');
            if ((init.method ?? 'GET') === 'GET' && url.pathname.replace(/\/$/, '') === `${CLIENTES}/7`) return jsonResponse(leer());
            return anterior(input, init);
        }),
    );
}
