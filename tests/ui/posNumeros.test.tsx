import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, listParams, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { bodyOf, callsTo, listAnswer } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

const INVENTARIO = '/api/v1/inventario';
const CHECKOUT = '/api/v1/ventas/pos/checkout';
const TALADRO = { id: 3, sku: 'HER-TAL-1', plantilla: { id: 30, nombre: 'Taladro' }, stock: 50, precio_venta: '1299.00', costo_compra: '900.00' };

const inventario: StubHandler = ({ url }) => {
    const { filter } = listParams(url);
    return listAnswer(typeof filter.sku === 'string' && filter.sku === TALADRO.sku ? [TALADRO] : []);
};

const open = () => {
    seedSession();
    const fetchMock = stubFetch({
        [`GET ${INVENTARIO}`]: inventario,
        'GET /api/v1/clientes': () => listAnswer([]),
        [`POST ${CHECKOUT}`]: () => jsonResponse({ id: 56, total: '1299.00', cambio: '201.00' }, { status: 201 }),
    });
    renderApp('/pos');
    return fetchMock;
};

const escanearTaladro = async () => {
    const caja = await screen.findByLabelText('Buscar producto (nombre o SKU)', undefined, { timeout: 20_000 });
    await userEvent.type(caja, `${TALADRO.sku}{Enter}`);
    await screen.findByText('Taladro');
};

const DE_MAS = 'Los pagos ya cubren el total: no se puede agregar otro pago. Quite uno para cambiarlo.';

describe('POS: no payment past the total (contracts/calculo.ts pagoDeMas)', () => {
    it('refuses another payment once the payments cover the total: $1,500 cash, then $1,299 on a $1,299 sale', async () => {
        const fetchMock = open();
        await escanearTaladro();
        await userEvent.click(await screen.findByRole('button', { name: /Proceder al Pago/ }));
        const dialog = await screen.findByRole('dialog', { name: 'Pago' });
        const monto = within(dialog).getByLabelText('Monto');
        await userEvent.type(monto, '1,500{Enter}');
        expect(within(dialog).getByTestId('pago-saldo')).toHaveTextContent('Cambio: $201.00');
        await userEvent.type(monto, '1299{Enter}');
        expect(within(dialog).getByRole('alert')).toHaveTextContent(DE_MAS);
        // Nothing was added: still one payment, and the change is the $201.00 it was (it showed $1,500.00).
        expect(within(within(dialog).getByRole('list', { name: 'Pagos' })).getAllByRole('listitem')).toHaveLength(1);
        expect(within(dialog).getByTestId('pago-pagado')).toHaveTextContent('$1,500.00');
        expect(within(dialog).getByTestId('pago-saldo')).toHaveTextContent('Cambio: $201.00');
        // The quick cash buttons wait too.
        for (const billete of ['$50', '$100', '$200', '$500']) expect(within(dialog).getByRole('button', { name: billete })).toBeDisabled();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Finalizar Venta' }));
        await waitFor(() => expect(callsTo(fetchMock, 'POST', CHECKOUT)).toHaveLength(1));
        expect(bodyOf(callsTo(fetchMock, 'POST', CHECKOUT)[0]).pagos).toEqual([{ metodo_pago: 'Efectivo', monto: '1500.00' }]);
    });

    it("refuses a payment typed with a decimal comma ('1,5') with the decimal point's message", async () => {
        open();
        await escanearTaladro();
        await userEvent.click(await screen.findByRole('button', { name: /Proceder al Pago/ }));
        const dialog = await screen.findByRole('dialog', { name: 'Pago' });
        await userEvent.type(within(dialog).getByLabelText('Monto'), '1,5{Enter}');
        expect(within(dialog).getByRole('alert')).toHaveTextContent('Use punto para los decimales (ej. 180.50); la coma solo separa los miles (ej. 1,500.50).');
        expect(within(dialog).getByText('Aún no se han agregado pagos.')).toBeInTheDocument();
    });
});

describe("POS: the cart's quantity read the one es-MX way (contracts/numero.ts)", () => {
    it.each([
        // A piece takes no fraction: the API's own message (contracts/unidades.ts mensajeDePieza, issue 33 item 1).
        ['1.5', "El producto 'Taladro' se vende por pieza: la cantidad debe ser un número entero."],
        ['1,5', 'La cantidad debe ser un número entero de unidades; la coma solo separa los miles (ej. 1,500).'],
        ['abc', 'Escriba la cantidad con números enteros (ej. 3 o 1,500).'],
    ])("refuses '%s' at the box with its message and keeps the quantity (it was 1, 15 or the line removed)", async (texto, mensaje) => {
        open();
        await escanearTaladro();
        const cantidad = screen.getByLabelText('Cantidad de Taladro');
        await userEvent.clear(cantidad);
        await userEvent.type(cantidad, texto);
        await userEvent.tab();
        expect(await screen.findByRole('alert')).toHaveTextContent(mensaje);
        expect(cantidad).toHaveValue('1');
        expect(cantidad).toHaveAttribute('aria-invalid', 'true');
        expect(screen.getByTestId('total-carrito')).toHaveTextContent('$1,299.00');
        // A whole number is taken, the message goes.
        await userEvent.clear(cantidad);
        await userEvent.type(cantidad, '12');
        await userEvent.tab();
        await waitFor(() => expect(screen.getByTestId('total-carrito')).toHaveTextContent('$15,588.00'));
        expect(screen.queryByText(mensaje)).toBeNull();
        expect(cantidad).toHaveAttribute('aria-invalid', 'false');
    });
});
