import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, listParams, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { bodyOf, callsTo, listAnswer } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

/*
 * Quantities in thousandths at the till (issue 33 item 1): '*' sets the quantity or weight of
 * the last (or focused) line in a dialog, '0.750' of a weight, '3' pieces ('3*' typed in the
 * product box fills it); a piece refuses '1.5' with the API's message, more than the stock is
 * refused; the checkout sends JSON numbers of units (0.75); a sale kept in the tab before
 * thousandths comes back with its quantities, not a thousandth of them.
 */

const INVENTARIO = '/api/v1/inventario';
const CHECKOUT = '/api/v1/ventas/pos/checkout';
const fila = (id: number, sku: string, nombre: string, precio_venta: string, stock: number, unidad: string, precios_mayoreo: unknown[] = []) => ({
    id,
    sku,
    plantilla: { id: id * 10, nombre },
    stock,
    precio_venta,
    costo_compra: '1.00',
    activo: true,
    precios_mayoreo,
    unidad,
});
const FRIJOL = fila(1, 'FRI-1', 'Frijol negro', '33.33', 2.5, 'kg', [{ cantidad_minima: 2, precio: '30.00' }]);
const MARTILLO = fila(2, 'MAR-1', 'Martillo', '100.00', 5, 'pieza');
const inventario: StubHandler = ({ url }) => {
    const { filter } = listParams(url);
    if (Array.isArray(filter.id)) return listAnswer([FRIJOL, MARTILLO].filter((f) => (filter.id as number[]).includes(f.id)));
    return listAnswer([FRIJOL, MARTILLO].filter((f) => f.sku === filter.sku));
};

const open = () => {
    seedSession();
    const fetchMock = stubFetch({
        [`GET ${INVENTARIO}`]: inventario,
        [`POST ${CHECKOUT}`]: (req) => jsonResponse({ id: 56, total: bodyOf(req).total_esperado, cambio: '0.00' }, { status: 201 }),
    });
    renderApp('/pos');
    return fetchMock;
};
const caja = () => screen.findByLabelText('Buscar producto (nombre o SKU)', undefined, { timeout: 20_000 });
const escanear = async (sku: string, nombre: string) => {
    await userEvent.type(await caja(), `${sku}{Enter}`);
    await screen.findByText(nombre);
};
// Hidden too: while a dialog is open the cart is out of the accessibility tree.
const cantidadDe = (nombre: string) => screen.getByRole('textbox', { name: `Cantidad de ${nombre}`, hidden: true });

// A dialog or two per test on a shared machine: more than the default 30 s.
describe('till: quantities and weights', { timeout: 90_000 }, () => {
    afterEach(cleanup);

    it("'*' sets the last line's weight: '0.750' kg priced to the cent, sent as 0.75; the focus back in the product box", async () => {
        sessionStorage.clear();
        const fetchMock = open();
        await escanear('MAR-1', 'Martillo');
        await escanear('FRI-1', 'Frijol negro');
        expect(cantidadDe('Frijol negro')).toHaveValue('1.000');
        await userEvent.keyboard('*');
        const dialog = await screen.findByRole('dialog', { name: 'Cantidad de Frijol negro' });
        expect(within(dialog).getByTestId('cantidad-actual')).toHaveTextContent('Ahora: 1.000 kg');
        // The star was the till's, not typed into the box.
        expect(await caja()).toHaveValue('');
        await userEvent.type(within(dialog).getByLabelText('Cantidad'), '0.750{Enter}');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(cantidadDe('Frijol negro')).toHaveValue('0.750');
        // 0.750 kg at $33.33 is $24.9975: $25.00 (half away from zero), as the server charges.
        expect(screen.getByTestId('total-venta')).toHaveTextContent('$125.00');
        // A weighed line's unit price is per kg; the pay button counts it as one article.
        expect(screen.getByText('$33.33/kg')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Proceder al Pago (2)' })).toBeEnabled();
        expect(await caja()).toHaveFocus();

        await userEvent.keyboard('{F9}');
        const pago = await screen.findByRole('dialog', { name: 'Pago' });
        await userEvent.click(within(pago).getByRole('button', { name: /^Exacto/ }));
        await userEvent.click(within(pago).getByRole('button', { name: 'Finalizar Venta' }));
        await screen.findByTestId('venta-exitosa');
        expect(bodyOf(callsTo(fetchMock, 'POST', CHECKOUT)[0])).toMatchObject({
            items: [
                { producto_id: 2, cantidad: 1 },
                { producto_id: 1, cantidad: 0.75 },
            ],
            total_esperado: '125.00',
        });
    });

    it("'3*' typed in the product box fills the dialog; a piece refuses '1.5' with the API's message and more than the stock, the dialog open", async () => {
        sessionStorage.clear();
        open();
        await escanear('MAR-1', 'Martillo');
        await userEvent.type(await caja(), '3*');
        const dialog = await screen.findByRole('dialog', { name: 'Cantidad de Martillo' });
        expect(within(dialog).getByTestId('cantidad-actual')).toHaveTextContent('Ahora: 1 pza');
        const campo = within(dialog).getByLabelText('Cantidad');
        expect(campo).toHaveValue('3');
        await userEvent.clear(campo);
        await userEvent.type(campo, '1.5{Enter}');
        expect(await within(dialog).findByRole('alert')).toHaveTextContent("El producto 'Martillo' se vende por pieza: la cantidad debe ser un número entero.");
        await userEvent.clear(campo);
        await userEvent.type(campo, '6{Enter}');
        expect(await within(dialog).findByText("Stock insuficiente para 'MAR-1': solo hay 5 disponibles.")).toBeInTheDocument();
        expect(cantidadDe('Martillo')).toHaveValue('1');
        await userEvent.clear(campo);
        await userEvent.type(campo, '3{Enter}');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(cantidadDe('Martillo')).toHaveValue('3');
        expect(screen.getByTestId('total-venta')).toHaveTextContent('$300.00');
        expect(await caja()).toHaveFocus();
        expect(await caja()).toHaveValue('');
    });

    it("a weight past the stock says what is left with its unit; a tier's minimum is reached in thousandths (2.000 kg)", async () => {
        sessionStorage.clear();
        open();
        await escanear('FRI-1', 'Frijol negro');
        const box = cantidadDe('Frijol negro');
        await userEvent.clear(box);
        await userEvent.type(box, '2.501');
        await userEvent.tab();
        expect(await screen.findByTestId('aviso-producto')).toHaveTextContent("Stock insuficiente para 'FRI-1': solo hay 2.500 kg disponibles.");
        expect(box).toHaveValue('1.000');
        await userEvent.clear(box);
        await userEvent.type(box, '1.999');
        await userEvent.tab();
        await waitFor(() => expect(screen.getByTestId('total-venta')).toHaveTextContent('$66.63'));
        await userEvent.clear(box);
        await userEvent.type(box, '2');
        await userEvent.tab();
        await waitFor(() => expect(screen.getByTestId('total-venta')).toHaveTextContent('$60.00'));
        expect(box).toHaveValue('2.000');
        expect(screen.getByText('Mayoreo')).toBeInTheDocument();
    });

    it("'*' with an empty cart opens nothing and says why; the shortcut list names it", async () => {
        sessionStorage.clear();
        open();
        await caja();
        await userEvent.keyboard('*');
        expect(await screen.findByTestId('aviso-producto')).toHaveTextContent('Agregue un producto al carrito antes de cambiar su cantidad.');
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(within(screen.getByRole('note', { name: 'Atajos de teclado' })).getByText('* Cantidad')).toBeInTheDocument();
    });

    it('a sale kept in the tab before thousandths (whole units, no version) comes back with its quantities', async () => {
        sessionStorage.clear();
        sessionStorage.setItem(
            'sipv-caja',
            JSON.stringify({
                usuario: 'ana@tienda.mx',
                carrito: [
                    { varianteId: 2, sku: 'MAR-1', nombre: 'Martillo', precio: 10000, stock: 5, cantidad: 3, unidad: 'pieza' },
                    // At its tier's price, as the cart held it then: 2 kg reach the tier's minimum of 2.
                    { varianteId: 1, sku: 'FRI-1', nombre: 'Frijol negro', precio: 3000, precioLista: 3333, mayoreo: true, stock: 2.5, cantidad: 2, unidad: 'kg', preciosMayoreo: [{ cantidadMinima: 2, precio: 3000 }] },
                ],
                cliente: null,
            }),
        );
        const fetchMock = open();
        await screen.findByText('Martillo', {}, { timeout: 20_000 });
        expect(cantidadDe('Martillo')).toHaveValue('3');
        expect(cantidadDe('Frijol negro')).toHaveValue('2.000');
        // 3 × $100.00 + 2.000 kg at the tier's $30.00 (its minimum read as 2.000 kg, not 0.002).
        expect(screen.getByTestId('total-venta')).toHaveTextContent('$360.00');
        // The tier's minimum read as 2.000 kg (not 0.002): 1.999 kg is the list price again.
        const box = cantidadDe('Frijol negro');
        await userEvent.clear(box);
        await userEvent.type(box, '1.999');
        await userEvent.tab();
        await waitFor(() => expect(screen.getByTestId('total-venta')).toHaveTextContent('$366.63'));
        // Its stock too: 2.5 kg, so 2.501 is refused.
        await userEvent.clear(box);
        await userEvent.type(box, '2.501');
        await userEvent.tab();
        expect(await screen.findByTestId('aviso-producto')).toHaveTextContent("solo hay 2.500 kg disponibles.");
        await userEvent.keyboard('{F9}');
        const pago = await screen.findByRole('dialog', { name: 'Pago' });
        await userEvent.click(within(pago).getByRole('button', { name: /^Exacto/ }));
        await userEvent.click(within(pago).getByRole('button', { name: 'Finalizar Venta' }));
        await screen.findByTestId('venta-exitosa');
        expect(bodyOf(callsTo(fetchMock, 'POST', CHECKOUT)[0]).items).toEqual([
            { producto_id: 2, cantidad: 3 },
            { producto_id: 1, cantidad: 1.999 },
        ]);
    });
});
