import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PERMISOS } from '../../contracts/permisos';
import { detailAnswer } from '../helpers/listPage';
import { jsonResponse, listParams, sesionRespuesta, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { bodyOf, callsTo, listAnswer } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

/*
 * Discounts at the till (issue 33 item 4): Ctrl+I on the last (or focused) line, Ctrl+G on the
 * sale; a dialog with Porcentaje or Monto, Enter applies, Esc cancels; the cart shows each line's
 * discount and its amount after it, the totals the sale's and what the checkout charges; without
 * ventas:descontar the keys only say so, and a cashier without ventas:descontar_sin_limite is held
 * to the company's descuento_maximo as the checkout holds them.
 */

const INVENTARIO = '/api/v1/inventario';
const CHECKOUT = '/api/v1/ventas/pos/checkout';
const fila = (id: number, sku: string, nombre: string, precio_venta: string) => ({
    id,
    sku,
    plantilla: { id: id * 10, nombre },
    stock: 50,
    precio_venta,
    costo_compra: '1.00',
    activo: true,
    precios_mayoreo: [],
    unidad: 'pieza',
});
const MARTILLO = fila(1, 'HER-MAR-16', 'Martillo', '100.00');
const FOCO = fila(2, 'ELE-LED-9W', 'Foco LED', '39.90');
const inventario: StubHandler = ({ url }) => listAnswer([MARTILLO, FOCO].filter((f) => f.sku === listParams(url).filter.sku));
const ajustes = (descuento_maximo: number) => ({
    id: 1,
    nombre: 'Ferretería',
    zona_horaria: 'America/Mexico_City',
    encabezado_ticket: null,
    pie_ticket: null,
    caja_obligatoria: false,
    rfc: null,
    razon_social: null,
    regimen_fiscal: null,
    codigo_postal: null,
    iva_predeterminado: '16',
    ieps_predeterminado: null,
    etiqueta_bascula: null,
    descuento_maximo,
});
/** The demo's Cajero: sells and discounts, within the cap. */
const CAJERO = PERMISOS.filter((p) => p !== 'ventas:descontar_sin_limite');

const open = ({ permisos = [...PERMISOS], checkout, maximo = 10 }: { permisos?: string[]; checkout?: StubHandler; maximo?: number } = {}) => {
    sessionStorage.clear();
    seedSession();
    const fetchMock = stubFetch({
        'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta({}, permisos)),
        'GET /api/v1/empresa/': () => jsonResponse(ajustes(maximo)),
        [`GET ${INVENTARIO}`]: inventario,
        [`POST ${CHECKOUT}`]: checkout ?? ((req) => jsonResponse({ id: 56, total: bodyOf(req).total_esperado, cambio: '0.00' }, { status: 201 })),
    });
    renderApp('/pos');
    return fetchMock;
};

const caja = () => screen.findByLabelText('Buscar producto (nombre o SKU)', undefined, { timeout: 20_000 });
const escanear = async (sku: string, nombre: string) => {
    await userEvent.type(await caja(), `${sku}{Enter}`);
    await screen.findByText(nombre);
};
const lineaDe = (nombre: string) =>
    within(screen.getByRole('table', { name: 'Carrito' }))
        .getAllByRole('row')
        .find((r) => r.querySelector('td')?.textContent?.startsWith(nombre)) as HTMLElement;
const importeDe = (nombre: string) => lineaDe(nombre).querySelectorAll('td')[3].textContent;
const pagar = async () => {
    await userEvent.keyboard('{F9}');
    const dialog = await screen.findByRole('dialog', { name: 'Pago' });
    await userEvent.click(within(dialog).getByRole('button', { name: /^Exacto/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finalizar Venta' }));
    return dialog;
};

// A dialog or two per test on a shared machine: more than the default 30 s.
describe('till: discounts', { timeout: 90_000 }, () => {
    afterEach(cleanup);

    it('Ctrl+I discounts the last line by a percentage: the line says it and its amount after it; the checkout sends it and the total on screen', async () => {
        const fetchMock = open();
        await escanear('HER-MAR-16', 'Martillo');
        await escanear('ELE-LED-9W', 'Foco LED');
        await userEvent.keyboard('{Control>}i{/Control}');
        const dialog = await screen.findByRole('dialog', { name: 'Descuento de Foco LED' });
        expect(within(dialog).getByTestId('descuento-importe')).toHaveTextContent('Importe: $39.90');
        expect(within(dialog).getByRole('radio', { name: 'Porcentaje' })).toBeChecked();
        await userEvent.type(within(dialog).getByLabelText('Porcentaje (%)'), '10{Enter}');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        // 10 % of $39.90 is $3.99.
        expect(importeDe('Foco LED')).toBe('$35.91Descuento 10 % −$3.99');
        expect(importeDe('Martillo')).toBe('$100.00');
        expect(screen.getByTestId('total-carrito')).toHaveTextContent('$135.91');
        expect(screen.getByTestId('total-venta')).toHaveTextContent('$135.91');
        // The scanner's box has the focus again.
        expect(await caja()).toHaveFocus();

        await pagar();
        await screen.findByTestId('venta-exitosa');
        expect(bodyOf(callsTo(fetchMock, 'POST', CHECKOUT)[0])).toMatchObject({
            items: [{ producto_id: 1, cantidad: 1 }, { producto_id: 2, cantidad: 1, descuento: { tipo: 'porcentaje', valor: 10 } }],
            total_esperado: '135.91',
        });
        expect(bodyOf(callsTo(fetchMock, 'POST', CHECKOUT)[0]).items[0].descuento).toBeUndefined();
    });

    it('acts on the line holding the focus; Esc cancels and changes nothing', async () => {
        open();
        await escanear('HER-MAR-16', 'Martillo');
        await escanear('ELE-LED-9W', 'Foco LED');
        screen.getByLabelText('Cantidad de Martillo').focus();
        await userEvent.keyboard('{Control>}i{/Control}');
        const dialog = await screen.findByRole('dialog', { name: 'Descuento de Martillo' });
        await userEvent.type(within(dialog).getByLabelText('Porcentaje (%)'), '5');
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(importeDe('Martillo')).toBe('$100.00');
        expect(await caja()).toHaveFocus();
    });

    it("Ctrl+G discounts the sale by an amount ('$' chooses Monto): Subtotal, the sale's discount and the total as charged; the checkout carries it as money", async () => {
        const fetchMock = open();
        await escanear('HER-MAR-16', 'Martillo');
        await escanear('ELE-LED-9W', 'Foco LED');
        await userEvent.keyboard('{Control>}g{/Control}');
        const dialog = await screen.findByRole('dialog', { name: 'Descuento de la venta' });
        expect(within(dialog).getByTestId('descuento-importe')).toHaveTextContent('Importe: $139.90');
        const valor = within(dialog).getByLabelText('Porcentaje (%)');
        await userEvent.type(valor, '$');
        expect(within(dialog).getByRole('radio', { name: 'Monto' })).toBeChecked();
        await userEvent.type(within(dialog).getByLabelText('Monto ($)'), '13.99{Enter}');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(screen.getByTestId('subtotal-carrito')).toHaveTextContent('$139.90');
        expect(screen.getByText('Descuento de la venta')).toBeInTheDocument();
        expect(screen.getByTestId('descuento-venta')).toHaveTextContent('−$13.99');
        expect(screen.getByTestId('total-carrito')).toHaveTextContent('$125.91');
        expect(screen.getByTestId('total-venta')).toHaveTextContent('$125.91');
        await pagar();
        await screen.findByTestId('venta-exitosa');
        expect(bodyOf(callsTo(fetchMock, 'POST', CHECKOUT)[0])).toMatchObject({ descuento: { tipo: 'monto', valor: '13.99' }, total_esperado: '125.91' });
        // The sale done, the next one starts without its discount.
        await escanear('HER-MAR-16', 'Martillo');
        expect(screen.queryByTestId('descuento-venta')).toBeNull();
        expect(screen.getByTestId('total-venta')).toHaveTextContent('$100.00');
    });

    it("'Quitar descuento' and a blank value remove a discount", async () => {
        open();
        await escanear('HER-MAR-16', 'Martillo');
        await userEvent.keyboard('{Control>}i{/Control}');
        let dialog = await screen.findByRole('dialog', { name: 'Descuento de Martillo' });
        expect(within(dialog).queryByRole('button', { name: 'Quitar descuento' })).toBeNull();
        await userEvent.type(within(dialog).getByLabelText('Porcentaje (%)'), '10{Enter}');
        await waitFor(() => expect(importeDe('Martillo')).toBe('$90.00Descuento 10 % −$10.00'));
        await userEvent.keyboard('{Control>}i{/Control}');
        dialog = await screen.findByRole('dialog', { name: 'Descuento de Martillo' });
        expect(within(dialog).getByLabelText('Porcentaje (%)')).toHaveValue('10');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar descuento' }));
        await waitFor(() => expect(importeDe('Martillo')).toBe('$100.00'));

        await userEvent.keyboard('{Control>}g{/Control}');
        dialog = await screen.findByRole('dialog', { name: 'Descuento de la venta' });
        await userEvent.type(within(dialog).getByLabelText('Porcentaje (%)'), '5{Enter}');
        await waitFor(() => expect(screen.getByTestId('total-venta')).toHaveTextContent('$95.00'));
        await userEvent.keyboard('{Control>}g{/Control}');
        dialog = await screen.findByRole('dialog', { name: 'Descuento de la venta' });
        await userEvent.clear(within(dialog).getByLabelText('Porcentaje (%)'));
        await userEvent.keyboard('{Enter}');
        await waitFor(() => expect(screen.getByTestId('total-venta')).toHaveTextContent('$100.00'));
        expect(screen.queryByTestId('descuento-venta')).toBeNull();
    });

    it('the sale kept in the tab (a reload, another screen) keeps its discounts', async () => {
        open();
        await escanear('HER-MAR-16', 'Martillo');
        await userEvent.keyboard('{Control>}i{/Control}');
        await userEvent.type(within(await screen.findByRole('dialog', { name: 'Descuento de Martillo' })).getByLabelText('Porcentaje (%)'), '10{Enter}');
        await waitFor(() => expect(importeDe('Martillo')).toBe('$90.00Descuento 10 % −$10.00'));
        await userEvent.keyboard('{Control>}g{/Control}');
        await userEvent.type(within(await screen.findByRole('dialog', { name: 'Descuento de la venta' })).getByLabelText('Porcentaje (%)'), '$9{Enter}');
        await waitFor(() => expect(screen.getByTestId('total-venta')).toHaveTextContent('$81.00'));
        // Left and come back: the till unmounts (keeping the sale) and opens again from the tab's storage.
        cleanup();
        seedSession();
        renderApp('/pos');
        await screen.findByText('Martillo', {}, { timeout: 20_000 });
        expect(importeDe('Martillo')).toBe('$90.00Descuento 10 % −$10.00');
        expect(screen.getByTestId('descuento-venta')).toHaveTextContent('−$9.00');
        expect(screen.getByTestId('total-venta')).toHaveTextContent('$81.00');
    });

    it('without ventas:descontar the keys open nothing and say so; the shortcut list leaves them out', async () => {
        open({ permisos: PERMISOS.filter((p) => p !== 'ventas:descontar' && p !== 'ventas:descontar_sin_limite') });
        await escanear('HER-MAR-16', 'Martillo');
        const atajos = screen.getByRole('note', { name: 'Atajos de teclado' });
        expect(within(atajos).getByText('* Cantidad')).toBeInTheDocument();
        expect(within(atajos).queryByText(/Descuento/)).toBeNull();
        await userEvent.keyboard('{Control>}i{/Control}');
        expect(await screen.findByTestId('aviso-producto')).toHaveTextContent('No tiene permiso para aplicar descuentos.');
        await userEvent.keyboard('{Control>}g{/Control}');
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(importeDe('Martillo')).toBe('$100.00');
    });

    it("a cashier without ventas:descontar_sin_limite is held to descuento_maximo (as the checkout holds them), and an amount past the line is refused", async () => {
        open({ permisos: CAJERO, maximo: 10 });
        await escanear('HER-MAR-16', 'Martillo');
        const atajos = screen.getByRole('note', { name: 'Atajos de teclado' });
        expect(within(atajos).getByText('Ctrl+I Descuento línea')).toBeInTheDocument();
        expect(within(atajos).getByText('Ctrl+G Descuento venta')).toBeInTheDocument();
        await userEvent.keyboard('{Control>}i{/Control}');
        const dialog = await screen.findByRole('dialog', { name: 'Descuento de Martillo' });
        const valor = within(dialog).getByLabelText('Porcentaje (%)');
        await userEvent.type(valor, '10.01{Enter}');
        expect(await within(dialog).findByRole('alert')).toHaveTextContent('El descuento excede el máximo permitido de 10 %. Solicite autorización a un supervisor.');
        await userEvent.clear(valor);
        await userEvent.type(valor, '$150{Enter}');
        expect(await within(dialog).findByText('El descuento no puede ser mayor que el importe al que se aplica.')).toBeInTheDocument();
        await userEvent.clear(within(dialog).getByLabelText('Monto ($)'));
        await userEvent.type(within(dialog).getByLabelText('Monto ($)'), '10{Enter}');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(importeDe('Martillo')).toBe('$90.00Descuento −$10.00');
        // 10 % off the line and any more off the sale is past 10 % on that line.
        await userEvent.keyboard('{Control>}g{/Control}');
        const venta = await screen.findByRole('dialog', { name: 'Descuento de la venta' });
        await userEvent.type(within(venta).getByLabelText('Porcentaje (%)'), '1{Enter}');
        expect(await within(venta).findByRole('alert')).toHaveTextContent('El descuento excede el máximo permitido de 10 %.');
    });

    it('a 403 from the checkout shows its detail in the payment and keeps the cart; a discount changed since gets a new Idempotency-Key', async () => {
        const detalle = 'El descuento excede el máximo permitido de 5 %. Solicite autorización a un supervisor.';
        let intentos = 0;
        const fetchMock = open({
            permisos: CAJERO,
            checkout: () => (++intentos === 1 ? detailAnswer(403, detalle) : jsonResponse({ id: 57, total: '95.00', cambio: '0.00' }, { status: 201 })),
        });
        await escanear('HER-MAR-16', 'Martillo');
        await userEvent.keyboard('{Control>}i{/Control}');
        await userEvent.type(within(await screen.findByRole('dialog', { name: 'Descuento de Martillo' })).getByLabelText('Porcentaje (%)'), '10{Enter}');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        const dialog = await pagar();
        expect(await within(dialog).findByText(`Error al finalizar la venta: ${detalle}`)).toBeInTheDocument();
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(importeDe('Martillo')).toBe('$90.00Descuento 10 % −$10.00');

        await userEvent.keyboard('{Control>}i{/Control}');
        const otra = await screen.findByRole('dialog', { name: 'Descuento de Martillo' });
        await userEvent.clear(within(otra).getByLabelText('Porcentaje (%)'));
        await userEvent.type(within(otra).getByLabelText('Porcentaje (%)'), '5{Enter}');
        await waitFor(() => expect(screen.getByTestId('total-venta')).toHaveTextContent('$95.00'));
        await pagar();
        await screen.findByTestId('venta-exitosa');
        const [primera, segunda] = callsTo(fetchMock, 'POST', CHECKOUT);
        expect(bodyOf(segunda).items[0].descuento).toEqual({ tipo: 'porcentaje', valor: 5 });
        expect(new Headers(segunda.init.headers).get('Idempotency-Key')).not.toBe(new Headers(primera.init.headers).get('Idempotency-Key'));
    });
});
