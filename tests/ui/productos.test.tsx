import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, listParams, searchOf, stubFetch } from '../helpers/fetchStub';
import { bodyRows, camiseta, catalogos, cellTexts, huerfano, LIST, list } from '../helpers/productos';
import { lineaDe } from '../helpers/listPage';
import { conPantallaDe, TELEFONO } from '../helpers/pantalla';
import { renderApp, seedSession } from '../helpers/renderApp';

const open = async (routes: Parameters<typeof stubFetch>[0]) => {
    seedSession();
    const fetchMock = stubFetch({ ...catalogos, ...routes });
    renderApp('/productos');
    await screen.findByRole('heading', { name: 'Productos' });
    return fetchMock;
};

const listCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
    fetchMock.mock.calls
        .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), method: init?.method ?? 'GET' }))
        .filter(({ url, method }) => method === 'GET' && url.pathname === '/api/v1/productos/plantillas');

describe('Productos: list (spec §2)', () => {
    it('shows the columns and, per product, only its first variant with money as $1,234.50', async () => {
        await open({ [LIST]: list([camiseta]) });
        await screen.findByText('Camiseta Básica');
        const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent);
        // First the checkbox that ticks a product for a bulk action (its labels, issue 35 item 6).
        expect(headers).toEqual(['', 'Nombre', 'SKU', 'Precio de venta', 'Stock', 'Categoría', 'Impuestos', 'Unidad', 'Acciones']);
        const [row] = bodyRows();
        expect(within(row).getByRole('checkbox')).toBeInTheDocument();
        expect(cellTexts(row).slice(1, 6)).toEqual(['Camiseta Básica', 'CAM-M', '$1,234.50', '14', 'Ropa']);
        expect(within(row).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
        expect(within(row).getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
        expect(screen.queryByText('CAM-L')).toBeNull();
        expect(screen.queryByText('$155.00')).toBeNull();
    });

    it('groups thousands in the stock, as in money (1,400)', async () => {
        await open({ [LIST]: list([{ ...camiseta, variantes: [{ ...camiseta.variantes[0], stock: 1400 }] }]) });
        await screen.findByText('Camiseta Básica');
        expect(cellTexts(bodyRows()[0])[4]).toBe('1,400');
    });

    it("shows 'N/A', $0.00 and 'Sin Categoría' for what a product lacks", async () => {
        await open({ [LIST]: list([huerfano]) });
        await screen.findByText('Producto Sin Datos');
        expect(cellTexts(bodyRows()[0]).slice(1, 6)).toEqual(['Producto Sin Datos', 'N/A', '$0.00', '0', 'Sin Categoría']);
    });

    it('asks for page 1 of 100 sorted by name, and sorts by name from the header', async () => {
        const fetchMock = await open({ [LIST]: list([camiseta, huerfano]) });
        await screen.findByText('Camiseta Básica');
        const [first] = listCalls(fetchMock);
        expect(listParams(first.url)).toEqual({ sort: ['nombre', 'ASC'], range: [0, 99], filter: {} });
        await userEvent.click(screen.getByRole('button', { name: /^Ordenar por nombre/ }));
        await waitFor(() => expect(listParams(listCalls(fetchMock).at(-1)!.url).sort).toEqual(['nombre', 'DESC']));
        // Only the name is sortable.
        expect(screen.getAllByRole('button', { name: /^Ordenar por/ })).toHaveLength(1);
    });

    it('says so in Spanish when there are no products', async () => {
        await open({ [LIST]: list([]) });
        expect(await screen.findByText('No se encontraron productos.')).toBeInTheDocument();
        expect(screen.getByPlaceholderText('Buscar por nombre o SKU...')).toBeInTheDocument();
    });

    it("shows 'Error: {message}' when the list cannot be loaded", async () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        await open({ [LIST]: () => jsonResponse({ detail: 'Petición inválida.' }, { status: 400 }) });
        expect(await screen.findByText('Error: Petición inválida.', {}, { timeout: 15_000 })).toBeInTheDocument();
        expect(screen.queryByRole('table')).toBeNull();
        // Once, in place of the table: no notification repeating it.
        expect(screen.queryByText('Petición inválida.')).toBeNull();
    });

    it('sends the search as filter.q once typing has paused for 500 ms', async () => {
        const searchedAt: number[] = [];
        const fetchMock = await open({
            [LIST]: ({ url }) => {
                if (searchOf(url) !== undefined) searchedAt.push(Date.now());
                return list(searchOf(url) === 'cam' ? [camiseta] : [camiseta, huerfano])({ url, init: {} });
            },
        });
        await screen.findByText('Producto Sin Datos');
        // No timer runs between the keystrokes: however loaded the machine, only the test's own pause can end the typing.
        await userEvent.type(screen.getByPlaceholderText('Buscar por nombre o SKU...'), 'cam', { delay: null });
        const typedAt = Date.now();
        await waitFor(() => expect(screen.queryByText('Producto Sin Datos')).toBeNull());
        const searches = listCalls(fetchMock).filter(({ url }) => searchOf(url) !== undefined);
        expect(searches.map(({ url }) => searchOf(url))).toEqual(['cam']);
        expect(listParams(searches[0].url).range).toEqual([0, 99]);
        expect(searchedAt[0] - typedAt).toBeGreaterThanOrEqual(450);
    });
});

describe('Productos: delete', () => {
    it('asks for confirmation, and Cancelar deletes nothing', async () => {
        const fetchMock = await open({ [LIST]: list([camiseta]) });
        await screen.findByText('Camiseta Básica');
        await userEvent.click(within(bodyRows()[0]).getByRole('button', { name: 'Eliminar' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('¿Está seguro de que desea eliminar este producto?')).toBeInTheDocument();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    });

    it('deletes after confirming and refreshes the list', async () => {
        let rows = [camiseta, huerfano];
        const fetchMock = await open({
            [LIST]: () => list(rows)({} as never),
            'DELETE /api/v1/productos/plantillas/8': () => {
                rows = [camiseta];
                return new Response(null, { status: 204 });
            },
        });
        await screen.findByText('Producto Sin Datos');
        await userEvent.click(within(bodyRows()[1]).getByRole('button', { name: 'Eliminar' }));
        await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
        await waitFor(() => expect(screen.queryByText('Producto Sin Datos')).toBeNull());
        expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
    });

    it("answers a delete refused for the product's history (409) with the server's message and the offer to deactivate it", async () => {
        const detail = 'No se puede eliminar el producto porque tiene ventas, compras o ajustes registrados.';
        const fetchMock = await open({
            [LIST]: list([camiseta]),
            'DELETE /api/v1/productos/plantillas/7': () => jsonResponse({ detail }, { status: 409 }),
        });
        await screen.findByText('Camiseta Básica');
        await userEvent.click(within(bodyRows()[0]).getByRole('button', { name: 'Eliminar' }));
        await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
        // tests/ui/productosActivo.test.tsx: what deactivating does.
        const oferta = await screen.findByRole('dialog', { name: 'Desactivar Producto' });
        expect(oferta).toHaveTextContent(detail);
        await userEvent.click(within(oferta).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toEqual([]);
        expect(screen.getByText('Camiseta Básica')).toBeInTheDocument();
    });
});

describe('Productos on a phone', () => {
    it('shows a line per product — name and price, then SKU, category and stock of its first variant — that opens the edit dialog, with Eliminar', async () => {
        conPantallaDe(TELEFONO);
        const fetchMock = await open({
            [LIST]: list([{ ...camiseta, variantes: [{ ...camiseta.variantes[0], stock: 1400 }, ...camiseta.variantes.slice(1)] }, huerfano]),
            'GET /api/v1/productos/plantillas/7': () => jsonResponse(camiseta),
            'DELETE /api/v1/productos/plantillas/7': () => jsonResponse(camiseta),
        });
        await screen.findByText('Camiseta Básica');
        expect(screen.queryByRole('table')).toBeNull();
        const linea = lineaDe('Camiseta Básica');
        expect(within(linea).getByText('$1,234.50')).toBeInTheDocument();
        expect(within(linea).getByText('CAM-M · Ropa · Stock: 1,400')).toBeInTheDocument();
        expect(within(lineaDe('Producto Sin Datos')).getByText('N/A · Sin Categoría · Stock: 0')).toBeInTheDocument();
        expect(within(lineaDe('Producto Sin Datos')).getByText('$0.00')).toBeInTheDocument();
        expect(linea).toHaveAttribute('href', '/productos/7');
        await userEvent.click(linea);
        const dialog = await screen.findByRole('dialog', { name: 'Editar Producto' });
        await userEvent.click(await within(dialog).findByRole('button', { name: 'Eliminar' }));
        const confirm = (await screen.findByText(/¿Está seguro/)).closest('[role="dialog"]') as HTMLElement;
        await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
        expect(window.location.pathname).toBe('/productos');
    });
});
