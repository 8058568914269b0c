import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Producto } from '../../contracts/productos';
import { jsonResponse, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { bodyRows, camiseta, catalogos, cellTexts, choose, list } from '../helpers/productos';
import { renderApp, seedSession } from '../helpers/renderApp';

/*
 * Issue 33, item 1 on screen: the product form's 'Unidad' select (Pieza, Kilogramo, Gramo, Litro,
 * Metro; a new product starts on Pieza) and the list's 'Unidad' column. The unit chosen decides
 * the stock and the tiers' minimums: up to three decimals of a weight ('Stock (kg)'), whole pieces
 * otherwise, a fraction refused with the contract's message.
 */

const ITEM = '/api/v1/productos/plantillas';
const frijol: Producto = { ...camiseta, id: 8, nombre: 'Frijol negro', unidad: 'kg', variantes: [{ ...camiseta.variantes[0], id: 21, sku: 'FRI-1', stock: 0.75, precio_venta: '32.00' }] };
const aceite: Producto = { ...camiseta, id: 9, nombre: 'Aceite a granel', unidad: 'l', variantes: [{ ...camiseta.variantes[0], id: 22, sku: 'ACE-1' }] };

const abrir = async (routes: Record<string, StubHandler> = {}, productos: Producto[] = [camiseta]) => {
    seedSession();
    const fetchMock = stubFetch({ ...catalogos, [`GET ${ITEM}`]: list(productos), ...routes });
    renderApp('/productos');
    // The first render loads the screen's chunks: on a loaded machine that takes seconds.
    await screen.findByText(productos[0].nombre, {}, { timeout: 15_000 });
    return fetchMock;
};

const enviado = (fetchMock: ReturnType<typeof stubFetch>, metodo: string, ruta: string) => {
    const llamada = fetchMock.mock.calls.find(([url, init]) => init?.method === metodo && new URL(String(url), 'http://localhost').pathname.startsWith(ruta));
    return llamada ? JSON.parse(String(llamada[1]?.body)) : undefined;
};

describe('Productos: unidad', () => {
    it('offers Pieza, Kilogramo, Gramo, Litro and Metro, starts a new product on Pieza and sends the unit chosen', async () => {
        const fetchMock = await abrir({ [`POST ${ITEM}`]: ({ init }) => jsonResponse({ ...JSON.parse(String(init.body)), id: 30 }, { status: 201 }) });
        await userEvent.click(screen.getByRole('button', { name: 'Añadir Producto' }));
        const dialog = await screen.findByRole('dialog', { name: 'Nuevo Producto' }, { timeout: 15_000 });
        await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Categoría' })).toBeEnabled());
        const unidad = within(dialog).getByRole('combobox', { name: /^Unidad/ });
        expect(unidad).toHaveTextContent('Pieza');
        await userEvent.click(unidad);
        expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Pieza', 'Kilogramo', 'Gramo', 'Litro', 'Metro']);
        await userEvent.keyboard('{Escape}');

        await userEvent.type(within(dialog).getByLabelText(/^Nombre \*$/), 'Azúcar estándar');
        await choose(userEvent, 'Categoría', 'Ropa');
        await choose(userEvent, 'Proveedor', 'Zapatos SA');
        const principal = within(within(dialog).getByRole('group', { name: 'Variante principal' }));
        await userEvent.type(principal.getByLabelText(/^SKU \*$/), 'AZU-1');
        await userEvent.type(principal.getByLabelText(/^Precio de venta \*$/), '32');
        await userEvent.click(within(dialog).getByRole('combobox', { name: /^Unidad/ }));
        await userEvent.click(await screen.findByRole('option', { name: 'Kilogramo' }));
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(enviado(fetchMock, 'POST', ITEM)).toMatchObject({ nombre: 'Azúcar estándar', unidad: 'kg' });
    });

    it("edits a product from its own unit and keeps it when it is not touched", async () => {
        const fetchMock = await abrir(
            { [`GET ${ITEM}/8`]: () => jsonResponse(frijol), [`PUT ${ITEM}/8`]: ({ init }) => jsonResponse({ ...frijol, ...JSON.parse(String(init.body)) }) },
            [frijol],
        );
        await userEvent.click(within(bodyRows()[0]).getByRole('button', { name: 'Editar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Editar Producto' }, { timeout: 15_000 });
        await within(dialog).findByDisplayValue('Frijol negro');
        expect(within(dialog).getByRole('combobox', { name: /^Unidad/ })).toHaveTextContent('Kilogramo');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(enviado(fetchMock, 'PUT', `${ITEM}/8`)).toMatchObject({ unidad: 'kg' });
    });

    it("shows each product's unit in the list's 'Unidad' column", async () => {
        await abrir({}, [camiseta, frijol, aceite]);
        const columnas = within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent);
        const i = columnas.indexOf('Unidad');
        expect(i).toBeGreaterThan(0);
        expect(bodyRows().map((fila) => cellTexts(fila)[i])).toEqual(['Pieza', 'Kilogramo', 'Litro']);
    });

    it("shows a weighed product's stock with its unit in the list's 'Stock' column (0.75 kg was '1'), pieces as before", async () => {
        await abrir({}, [camiseta, frijol]);
        const columnas = within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent);
        const i = columnas.indexOf('Stock');
        expect(bodyRows().map((fila) => cellTexts(fila)[i])).toEqual(['14', '0.750 kg']);
    });

    it('takes a weighed stock and tier minimum with decimals once Kilogramo is chosen, and sends them as typed', async () => {
        const fetchMock = await abrir({ [`POST ${ITEM}`]: ({ init }) => jsonResponse({ ...JSON.parse(String(init.body)), id: 30 }, { status: 201 }) });
        await userEvent.click(screen.getByRole('button', { name: 'Añadir Producto' }));
        const dialog = await screen.findByRole('dialog', { name: 'Nuevo Producto' }, { timeout: 15_000 });
        await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Categoría' })).toBeEnabled());
        const principal = within(within(dialog).getByRole('group', { name: 'Variante principal' }));
        // A piece product first: whole units.
        expect(principal.getByLabelText(/^Stock \*$/)).toHaveAttribute('step', '1');
        await userEvent.type(within(dialog).getByLabelText(/^Nombre \*$/), 'Frijol a granel');
        await choose(userEvent, 'Categoría', 'Ropa');
        await choose(userEvent, 'Proveedor', 'Zapatos SA');
        await userEvent.click(within(dialog).getByRole('combobox', { name: /^Unidad/ }));
        await userEvent.click(await screen.findByRole('option', { name: 'Kilogramo' }));
        await userEvent.type(principal.getByLabelText(/^SKU \*$/), 'FRI-G');
        await userEvent.type(principal.getByLabelText(/^Precio de venta \*$/), '32');
        const stock = principal.getByLabelText(/^Stock \(kg\) \*$/);
        expect(stock).toHaveAttribute('step', '0.001');
        expect(stock).toHaveAttribute('inputmode', 'decimal');
        await userEvent.clear(stock);
        await userEvent.type(stock, '0.75');
        await userEvent.click(principal.getByRole('button', { name: 'Agregar precio de mayoreo' }));
        const tier = within(principal.getByRole('group', { name: 'Precio de mayoreo 1' }));
        await userEvent.type(tier.getByLabelText('A partir de (kg)'), '2.5');
        await userEvent.type(tier.getByLabelText('Precio'), '30');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(enviado(fetchMock, 'POST', ITEM)).toMatchObject({ unidad: 'kg', variantes: [{ stock: 0.75, precios_mayoreo: [{ cantidad_minima: '2.5', precio: '30.00' }] }] });
    });

    it("refuses a piece product's fractional stock and tier minimum with the contract's messages, and sends nothing", async () => {
        const fetchMock = await abrir({ [`GET ${ITEM}/7`]: () => jsonResponse(camiseta) });
        await userEvent.click(within(bodyRows()[0]).getByRole('button', { name: 'Editar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Editar Producto' }, { timeout: 15_000 });
        await within(dialog).findByDisplayValue('Camiseta Básica');
        const principal = within(within(dialog).getByRole('group', { name: 'Variante principal' }));
        const stock = principal.getByLabelText(/^Stock \*$/);
        expect(stock).toHaveAttribute('inputmode', 'numeric');
        await userEvent.clear(stock);
        await userEvent.type(stock, '1.5');
        await userEvent.click(principal.getByRole('button', { name: 'Agregar precio de mayoreo' }));
        const tier = within(principal.getByRole('group', { name: 'Precio de mayoreo 1' }));
        await userEvent.type(tier.getByLabelText('A partir de'), '2.5');
        await userEvent.type(tier.getByLabelText('Precio'), '1000');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        expect(await principal.findByText('El stock de un producto que se vende por pieza debe ser un número entero.')).toBeInTheDocument();
        expect(tier.getByText('La cantidad mínima del mayoreo de un producto que se vende por pieza debe ser un número entero.')).toBeInTheDocument();
        expect(enviado(fetchMock, 'PUT', `${ITEM}/7`)).toBeUndefined();
    });

    it('edits a weighed product from its 0.75 kg and sends the stock it was loaded with', async () => {
        const fetchMock = await abrir(
            { [`GET ${ITEM}/8`]: () => jsonResponse(frijol), [`PUT ${ITEM}/8`]: ({ init }) => jsonResponse({ ...frijol, ...JSON.parse(String(init.body)) }) },
            [frijol],
        );
        await userEvent.click(within(bodyRows()[0]).getByRole('button', { name: 'Editar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Editar Producto' }, { timeout: 15_000 });
        await within(dialog).findByDisplayValue('Frijol negro');
        const principal = within(within(dialog).getByRole('group', { name: 'Variante principal' }));
        expect(principal.getByLabelText(/^Stock \(kg\) \*$/)).toHaveValue(0.75);
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(enviado(fetchMock, 'PUT', `${ITEM}/8`).variantes[0]).toMatchObject({ stock: 0.75, stock_anterior: 0.75 });
    });
});
