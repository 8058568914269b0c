import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, listParams, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { bodyOf, callsTo, listAnswer } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

/*
 * Wholesale prices at the till (issue 33): a line's unit price follows its quantity across the
 * tiers' minimums, the line says 'Mayoreo' with the list price struck, and the total (and the
 * total_esperado sent) is what the server charges.
 */

const INVENTARIO = '/api/v1/inventario';
const CHECKOUT = '/api/v1/ventas/pos/checkout';
const TORNILLOS = {
    id: 5,
    sku: 'TOR-CAJA',
    plantilla: { id: 50, nombre: 'Caja de tornillos' },
    stock: 100,
    precio_venta: '10.00',
    costo_compra: '5.00',
    activo: true,
    precios_mayoreo: [
        { cantidad_minima: 12, precio: '9.00' },
        { cantidad_minima: 24, precio: '8.00' },
    ],
};

const inventario: StubHandler = ({ url }) => {
    const { filter } = listParams(url);
    return listAnswer(typeof filter.sku === 'string' && filter.sku.toUpperCase() !== TORNILLOS.sku ? [] : [TORNILLOS]);
};

const open = () => {
    sessionStorage.clear();
    seedSession();
    const fetchMock = stubFetch({
        [`GET ${INVENTARIO}`]: inventario,
        [`POST ${CHECKOUT}`]: () => jsonResponse({ id: 56, total: '108.00', cambio: '0.00' }, { status: 201 }),
    });
    renderApp('/pos');
    return fetchMock;
};

const linea = () => within(screen.getByRole('table', { name: 'Carrito' })).getAllByRole('row')[1];
const celdas = () => Array.from(linea().querySelectorAll('td')).map((c) => c.textContent);
const fijar = async (n: string) => {
    const cantidad = screen.getByLabelText('Cantidad de Caja de tornillos');
    await userEvent.clear(cantidad);
    await userEvent.type(cantidad, n);
    await userEvent.tab();
};

describe('till: wholesale prices (mayoreo)', () => {
    afterEach(cleanup);

    it('prices the line at the tier its quantity reaches, shows Mayoreo and the list price struck, and back', async () => {
        const fetchMock = open();
        const caja = await screen.findByLabelText('Buscar producto (nombre o SKU)', undefined, { timeout: 20_000 });
        await userEvent.type(caja, 'TOR-CAJA{Enter}');
        await screen.findByText('Caja de tornillos');
        expect(celdas()[1]).toBe('$10.00');
        expect(within(linea()).queryByText('Mayoreo')).toBeNull();

        await fijar('12');
        await waitFor(() => expect(celdas()[1]).toBe('$9.00Mayoreo$10.00'));
        expect(within(linea()).getByLabelText('Precio de lista $10.00').tagName).toBe('DEL');
        expect(celdas()[3]).toBe('$108.00');
        expect(screen.getByTestId('total-carrito')).toHaveTextContent('$108.00');

        await fijar('24');
        await waitFor(() => expect(celdas()[1]).toBe('$8.00Mayoreo$10.00'));
        expect(screen.getByTestId('total-carrito')).toHaveTextContent('$192.00');

        // Below the first minimum again: the list price, no Mayoreo.
        await fijar('11');
        await waitFor(() => expect(celdas()[1]).toBe('$10.00'));
        expect(screen.getByTestId('total-carrito')).toHaveTextContent('$110.00');

        // The checkout is told the total at the tier's price.
        await fijar('12');
        await waitFor(() => expect(screen.getByTestId('total-carrito')).toHaveTextContent('$108.00'));
        await userEvent.click(screen.getByRole('button', { name: /Proceder al Pago/ }));
        const dialog = await screen.findByRole('dialog', { name: 'Pago' });
        await userEvent.click(within(dialog).getByRole('button', { name: 'Exacto ($108.00)' }));
        await userEvent.click(within(dialog).getByRole('button', { name: 'Finalizar Venta' }));
        await screen.findByTestId('venta-exitosa');
        expect(bodyOf(callsTo(fetchMock, 'POST', CHECKOUT)[0])).toMatchObject({ items: [{ producto_id: 5, cantidad: 12 }], total_esperado: '108.00' });
    });

    it("the product search names a match's first tier", async () => {
        open();
        await userEvent.type(await screen.findByLabelText('Buscar producto (nombre o SKU)', undefined, { timeout: 20_000 }), 'tor');
        const resultados = await screen.findByRole('list', { name: 'Productos encontrados' });
        expect(within(resultados).getByRole('button')).toHaveTextContent('SKU: TOR-CAJA · $10.00 · 100 en stock · Mayoreo desde 12: $9.00');
    });

    it('a scan that takes the quantity over a minimum prices the line at the tier', async () => {
        open();
        const caja = await screen.findByLabelText('Buscar producto (nombre o SKU)', undefined, { timeout: 20_000 });
        await userEvent.type(caja, 'TOR-CAJA{Enter}');
        await screen.findByText('Caja de tornillos');
        await fijar('11');
        await waitFor(() => expect(celdas()[3]).toBe('$110.00'));
        await userEvent.type(screen.getByLabelText('Buscar producto (nombre o SKU)'), 'TOR-CAJA{Enter}');
        await waitFor(() => expect(screen.getByLabelText('Cantidad de Caja de tornillos')).toHaveValue('12'));
        expect(celdas()[1]).toBe('$9.00Mayoreo$10.00');
        expect(screen.getByTestId('total-carrito')).toHaveTextContent('$108.00');
    });
});
