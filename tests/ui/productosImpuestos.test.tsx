import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Producto } from '../../contracts/productos';
import { jsonResponse, listParams, sesionRespuesta, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { bodyRows, camiseta, catalogos, cellTexts, choose, list } from '../helpers/productos';
import { renderApp, seedSession } from '../helpers/renderApp';

/*
 * Issue 32, item 2 on screen: the product form's IVA and IEPS selects (a new product starts on the
 * shop's defaults), the list's 'Impuestos' column, and 'Cambiar impuestos de la categoría'.
 */

const ITEM = '/api/v1/productos/plantillas';
const IMPUESTOS = 'POST /api/v1/productos/impuestos';
const botana: Producto = { ...camiseta, id: 8, nombre: 'Papas fritas', iva: '0', ieps: '0.080000', variantes: [{ ...camiseta.variantes[0], id: 21, sku: 'PAP-45' }] };
const libro: Producto = { ...camiseta, id: 9, nombre: 'Libro de cuentos', iva: 'exento', ieps: null, variantes: [{ ...camiseta.variantes[0], id: 22, sku: 'LIB-1' }] };
const cerveza: Producto = { ...camiseta, id: 10, nombre: 'Cerveza clara', iva: '16', ieps: '0.265000', variantes: [{ ...camiseta.variantes[0], id: 23, sku: 'CER-355' }] };

/** GET /api/v1/empresa/ of a shop whose new products start at these taxes. */
const empresa = (iva: string, ieps: string | null): StubHandler => () =>
    jsonResponse({ id: 1, nombre: 'Abarrotes Ana', zona_horaria: 'America/Mexico_City', encabezado_ticket: null, pie_ticket: null, caja_obligatoria: false, iva_predeterminado: iva, ieps_predeterminado: ieps });

const abrir = async (routes: Record<string, StubHandler> = {}, productos: Producto[] = [camiseta]) => {
    seedSession();
    const fetchMock = stubFetch({ ...catalogos, [`GET ${ITEM}`]: list(productos), ...routes });
    renderApp('/productos');
    await screen.findByText(productos[0].nombre);
    return fetchMock;
};

const enviado = (fetchMock: ReturnType<typeof stubFetch>, metodo: string, ruta: string) => {
    const llamada = fetchMock.mock.calls.find(([url, init]) => init?.method === metodo && new URL(String(url), 'http://localhost').pathname.startsWith(ruta));
    return llamada ? JSON.parse(String(llamada[1]?.body)) : undefined;
};

const abrirAlta = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Añadir Producto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Producto' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Categoría' })).toBeEnabled());
    return dialog;
};

const opciones = async (dialog: HTMLElement, nombre: string) => {
    await userEvent.click(within(dialog).getByRole('combobox', { name: nombre }));
    const textos = (await screen.findAllByRole('option')).map((o) => o.textContent);
    await userEvent.keyboard('{Escape}');
    return textos;
};

describe('Productos: impuestos en el formulario', () => {
    it('offers IVA 16 %, 8 %, 0 % or Exento and IEPS none or SAT’s usual rates; a new product starts at IVA 16 % without IEPS when the shop says nothing', async () => {
        await abrir();
        const dialog = await abrirAlta();
        expect(within(dialog).getByRole('combobox', { name: 'IVA' })).toHaveTextContent('16 %');
        expect(within(dialog).getByRole('combobox', { name: 'IEPS' })).toHaveTextContent('Sin IEPS');
        expect(within(dialog).getByText('El precio de venta ya incluye estos impuestos.')).toBeInTheDocument();
        expect(await opciones(dialog, 'IVA')).toEqual(['16 %', '8 %', '0 %', 'Exento']);
        expect(await opciones(dialog, 'IEPS')).toEqual(['Sin IEPS', '3 %', '6 %', '7 %', '8 %', '9 %', '25 %', '26.5 %', '30 %', '30.4 %', '50 %', '53 %']);
    });

    it('starts a new product on the shop’s default taxes and sends what the user chose', async () => {
        const fetchMock = await abrir({
            'GET /api/v1/empresa': empresa('8', '0.080000'),
            [`POST ${ITEM}`]: ({ init }) => jsonResponse({ ...JSON.parse(String(init.body)), id: 30 }, { status: 201 }),
        });
        const dialog = await abrirAlta();
        await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'IVA' })).toHaveTextContent('8 %'));
        expect(within(dialog).getByRole('combobox', { name: 'IEPS' })).toHaveTextContent('8 %');

        await userEvent.type(within(dialog).getByLabelText(/^Nombre \*$/), 'Cerveza oscura');
        await choose(userEvent, 'Categoría', 'Ropa');
        await choose(userEvent, 'Proveedor', 'Zapatos SA');
        const principal = within(within(dialog).getByRole('group', { name: 'Variante principal' }));
        await userEvent.type(principal.getByLabelText(/^SKU \*$/), 'CER-OSC');
        await userEvent.type(principal.getByLabelText(/^Precio de venta \*$/), '28');
        await choose(userEvent, 'IVA', '16 %');
        await choose(userEvent, 'IEPS', '26.5 %');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(enviado(fetchMock, 'POST', ITEM)).toMatchObject({ nombre: 'Cerveza oscura', iva: '16', ieps: '0.265000' });
    });

    it("sends 'Sin IEPS' as none, even when the shop's default has one", async () => {
        const fetchMock = await abrir({
            'GET /api/v1/empresa': empresa('0', '0.080000'),
            [`POST ${ITEM}`]: ({ init }) => jsonResponse({ ...JSON.parse(String(init.body)), id: 31 }, { status: 201 }),
        });
        const dialog = await abrirAlta();
        await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'IVA' })).toHaveTextContent('0 %'));
        await userEvent.type(within(dialog).getByLabelText(/^Nombre \*$/), 'Agua natural');
        await choose(userEvent, 'Categoría', 'Ropa');
        await choose(userEvent, 'Proveedor', 'Zapatos SA');
        const principal = within(within(dialog).getByRole('group', { name: 'Variante principal' }));
        await userEvent.type(principal.getByLabelText(/^SKU \*$/), 'AGU-1');
        await userEvent.type(principal.getByLabelText(/^Precio de venta \*$/), '12');
        await choose(userEvent, 'IEPS', 'Sin IEPS');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(enviado(fetchMock, 'POST', ITEM)).toMatchObject({ iva: '0', ieps: null });
    });

    it('edits a product from its own taxes, not the shop’s defaults, and offers a rate outside the usual ones when the product has it', async () => {
        const raro: Producto = { ...botana, ieps: '0.160000' };
        const fetchMock = await abrir(
            {
                'GET /api/v1/empresa': empresa('16', null),
                [`GET ${ITEM}/8`]: () => jsonResponse(raro),
                [`PUT ${ITEM}/8`]: ({ init }) => jsonResponse({ ...raro, ...JSON.parse(String(init.body)) }),
            },
            [raro],
        );
        await userEvent.click(within(bodyRows()[0]).getByRole('button', { name: 'Editar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Editar Producto' });
        await within(dialog).findByDisplayValue('Papas fritas');
        expect(within(dialog).getByRole('combobox', { name: 'IVA' })).toHaveTextContent('0 %');
        expect(within(dialog).getByRole('combobox', { name: 'IEPS' })).toHaveTextContent('16 %');
        expect(await opciones(dialog, 'IEPS')).toContain('16 %');
        await choose(userEvent, 'IVA', 'Exento');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(enviado(fetchMock, 'PUT', `${ITEM}/8`)).toMatchObject({ iva: 'exento', ieps: '0.160000' });
    });
});

describe('Productos: columna Impuestos', () => {
    it("reads each product's taxes as 'IVA 16 %', 'IVA 0 % + IEPS 8 %', 'Exento de IVA'", async () => {
        await abrir({}, [camiseta, botana, libro, cerveza]);
        const columnas = within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent);
        const i = columnas.indexOf('Impuestos');
        expect(i).toBeGreaterThan(0);
        expect(bodyRows().map((fila) => cellTexts(fila)[i])).toEqual(['IVA 16 %', 'IVA 0 % + IEPS 8 %', 'Exento de IVA', 'IVA 16 % + IEPS 26.5 %']);
    });
});

describe('Productos: cambiar impuestos de la categoría', () => {
    /** The list, and the dialog's count of a category's products (a list asked with its categoria_id). */
    const conConteo = (porCategoria: Record<number, number>): StubHandler => (peticion) => {
        const { categoria_id } = listParams(peticion.url).filter;
        if (categoria_id === undefined) return list([camiseta])(peticion);
        const total = porCategoria[Number(categoria_id)] ?? 0;
        return jsonResponse(total > 0 ? [camiseta] : [], { headers: { 'X-Total-Count': String(total) } });
    };

    const abrirDialogo = async () => {
        await userEvent.click(screen.getByRole('button', { name: 'Impuestos por categoría' }));
        return screen.findByRole('dialog', { name: 'Cambiar impuestos de la categoría' });
    };

    it('says how many products change and to what, sends the category and the taxes, then tells how many changed and reads the list again', async () => {
        let actualizado = false;
        const fetchMock = await abrir({
            [`GET ${ITEM}`]: (peticion) => (actualizado && listParams(peticion.url).filter.categoria_id === undefined ? list([{ ...camiseta, iva: '0', ieps: '0.080000' }])(peticion) : conConteo({ 2: 12 })(peticion)),
            [IMPUESTOS]: () => {
                actualizado = true;
                return jsonResponse({ actualizados: 12 });
            },
        });
        const dialog = await abrirDialogo();
        await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Categoría' })).toBeEnabled());
        expect(within(dialog).getByText('Las ventas ya hechas conservan los impuestos con que se vendieron.')).toBeInTheDocument();
        await choose(userEvent, 'Categoría', 'Ropa');
        expect(await within(dialog).findByText("Se cambiarán los impuestos de los 12 productos de la categoría 'Ropa' a: IVA 16 %.")).toBeInTheDocument();
        await choose(userEvent, 'IVA', '0 %');
        await choose(userEvent, 'IEPS', '8 %');
        expect(within(dialog).getByRole('status')).toHaveTextContent("Se cambiarán los impuestos de los 12 productos de la categoría 'Ropa' a: IVA 0 % + IEPS 8 %.");

        await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar impuestos' }));
        expect(await screen.findByText('Impuestos actualizados en 12 productos.')).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(enviado(fetchMock, 'POST', '/api/v1/productos/impuestos')).toEqual({ categoria_id: 2, iva: '0', ieps: '0.080000' });
        const fila = bodyRows()[0];
        await waitFor(() => expect(within(fila).getByText('IVA 0 % + IEPS 8 %')).toBeInTheDocument());
    });

    it('asks for a category first, with the contract’s message, and sends nothing', async () => {
        const fetchMock = await abrir({ [`GET ${ITEM}`]: conConteo({}) });
        const dialog = await abrirDialogo();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar impuestos' }));
        expect(await within(dialog).findByText('Debes seleccionar una categoría.')).toBeInTheDocument();
        expect(enviado(fetchMock, 'POST', '/api/v1/productos/impuestos')).toBeUndefined();
    });

    it('refuses a category without products, saying so, and sends nothing', async () => {
        const fetchMock = await abrir({ [`GET ${ITEM}`]: conConteo({ 2: 12 }) });
        const dialog = await abrirDialogo();
        await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Categoría' })).toBeEnabled());
        await choose(userEvent, 'Categoría', 'Calzado');
        const texto = "La categoría 'Calzado' no tiene productos: no hay nada que cambiar.";
        expect(await within(dialog).findByRole('status')).toHaveTextContent(texto);
        await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar impuestos' }));
        expect(await within(dialog).findByRole('alert')).toHaveTextContent(texto);
        expect(enviado(fetchMock, 'POST', '/api/v1/productos/impuestos')).toBeUndefined();
    });

    it("shows the server's refusal in the dialog and keeps it open", async () => {
        await abrir({
            [`GET ${ITEM}`]: conConteo({ 2: 3 }),
            [IMPUESTOS]: () => jsonResponse({ detail: 'Categoría no encontrada.' }, { status: 404 }),
        });
        const dialog = await abrirDialogo();
        await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Categoría' })).toBeEnabled());
        await choose(userEvent, 'Categoría', 'Ropa');
        await within(dialog).findByText(/Se cambiarán los impuestos de los 3 productos/);
        await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar impuestos' }));
        expect(await within(dialog).findByText('Error al cambiar los impuestos: Categoría no encontrada.')).toBeInTheDocument();
        expect(screen.getByRole('dialog', { name: 'Cambiar impuestos de la categoría' })).toBeInTheDocument();
    });

    it('is disabled for who only reads products', async () => {
        await abrir({ 'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta({}, ['productos:leer'])) });
        await waitFor(() => expect(screen.getByRole('button', { name: 'Impuestos por categoría' })).toBeDisabled());
    });
});
