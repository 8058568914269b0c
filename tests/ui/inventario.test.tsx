import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CANTIDAD_DECIMAL_MENSAJES } from '../../contracts/numero';
import { queryClient } from '../../src/queryClient';
import { deferred, jsonResponse, listParams, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { bodyOf, callsTo, columnHeaders, detailAnswer, dialogoEnSuDireccion, lineaCon, listAnswer, rowOf } from '../helpers/listPage';
import { conPantallaDe, TELEFONO } from '../helpers/pantalla';
import { renderApp, seedSession } from '../helpers/renderApp';

const LIST = '/api/v1/inventario/';
const VALOR = '/api/v1/inventario/valor';
const AJUSTES = '/api/v1/inventario/ajustes/';
const fila = (id: number, nombre: string, sku: string, stock: number) => ({
    id,
    sku,
    plantilla: { id: id * 10, nombre },
    stock,
    precio_venta: '20.00',
    costo_compra: '10.00',
    unidad: 'pieza',
});
const AGOTADO = fila(1, 'Café Molido', 'CAF-1', 0);
const BAJO = fila(2, 'Azúcar Morena', 'AZU-1', 10);
const ALTO = fila(3, 'Té Verde', 'TE-1', 11);

const open = (routes: Record<string, StubHandler> = {}) => {
    seedSession();
    const fetchMock = stubFetch({
        [`GET ${LIST}`]: () => listAnswer([AGOTADO, BAJO, ALTO]),
        [`GET ${VALOR}`]: () => jsonResponse({ valor: '210.00', existencias: [{ unidad: 'pieza', cantidad: 21 }], variantes: 3 }),
        ...routes,
    });
    renderApp('/inventario');
    return fetchMock;
};

const openAjuste = async (nombre: string) => {
    await screen.findByText(nombre);
    await userEvent.click(within(rowOf(nombre)).getByRole('button', { name: 'Ajustar' }));
    return screen.findByRole('dialog');
};

describe('Inventario (spec §2 Inventory)', () => {
    it('loads page 1 with 1000 and shows one row per variant with the spec badges', async () => {
        const fetchMock = open();
        await screen.findByText('Café Molido');
        const list = callsTo(fetchMock, 'GET', LIST)[0].url.searchParams;
        // Either list dialect: skip/limit or react-admin's range.
        const size = list.has('limit') ? Number(list.get('limit')) : JSON.parse(list.get('range') ?? '[0,0]')[1] + 1;
        expect(size).toBe(1000);
        expect(Number(list.get('skip') ?? JSON.parse(list.get('range') ?? '[0]')[0])).toBe(0);
        const badge = (nombre: string, text: string) => within(rowOf(nombre)).getByText(text).closest('.MuiChip-root');
        expect(within(rowOf('Café Molido')).getByText('CAF-1')).toBeInTheDocument();
        expect(badge('Café Molido', 'Agotado')).toHaveClass('MuiChip-colorError');
        expect(badge('Azúcar Morena', 'Bajo Stock')).toHaveClass('MuiChip-colorWarning');
        expect(badge('Té Verde', 'En Stock')).toHaveClass('MuiChip-colorSuccess');
        expect(within(rowOf('Té Verde')).getByText('11')).toBeInTheDocument();
        expect(await screen.findByText(/\$210\.00/)).toBeInTheDocument();
    });

    it("marks a retired product's variants 'Inactivo', and only those", async () => {
        open({ [`GET ${LIST}`]: () => listAnswer([{ ...AGOTADO, activo: false }, { ...BAJO, activo: true }, ALTO]) });
        await screen.findByText('Café Molido');
        expect(within(rowOf('Café Molido')).getByText('Inactivo')).toBeInTheDocument();
        expect(within(rowOf('Azúcar Morena')).queryByText('Inactivo')).not.toBeInTheDocument();
        expect(within(rowOf('Té Verde')).queryByText('Inactivo')).not.toBeInTheDocument();
    });

    it('groups thousands in stock and counts as in money (1,500 units, not 1500)', async () => {
        open({
            [`GET ${LIST}`]: () => listAnswer([fila(4, 'Cable calibre 12 (metro)', 'CAB-12', 1500)]),
            [`GET ${VALOR}`]: () => jsonResponse({ valor: '12345.50', existencias: [{ unidad: 'pieza', cantidad: 1500 }], variantes: 1 }),
        });
        expect(await screen.findByText('Valor del inventario (a costo): $12,345.50 · 1,500 pzas en 1 variantes')).toBeInTheDocument();
        expect(within(rowOf('Cable calibre 12 (metro)')).getByText('1,500')).toBeInTheDocument();
        const dialog = await openAjuste('Cable calibre 12 (metro)');
        expect(within(dialog).getByText('Stock actual: 1,500')).toBeInTheDocument();
    });

    it("shows 'Error al cargar el inventario: {message}' when the load fails", async () => {
        open({ [`GET ${LIST}`]: () => detailAnswer(400, 'Petición inválida.') });
        expect(await screen.findByText('Error al cargar el inventario: Petición inválida.')).toBeInTheDocument();
    });

    it('shows a loading text, then the empty text', async () => {
        const answer = deferred<Response>();
        open({ [`GET ${LIST}`]: () => answer.promise });
        expect(await screen.findByText('Cargando inventario...')).toBeInTheDocument();
        answer.resolve(listAnswer([]));
        expect(await screen.findByText('No se encontraron productos.')).toBeInTheDocument();
    });

    it('searches by name or SKU only after a 500 ms pause, list and value alike', async () => {
        // The request's own time, not the rows vanishing: on a loaded machine a keystroke can come
        // late enough for a partial term to be searched, and its loading state also empties the table.
        const searchedAt: number[] = [];
        const fetchMock = open({
            [`GET ${LIST}`]: ({ url }) => {
                if (!url.search.includes('azu')) return listAnswer([AGOTADO, BAJO, ALTO]);
                searchedAt.push(Date.now());
                return listAnswer([BAJO]);
            },
        });
        await screen.findByText('Café Molido');
        await userEvent.type(screen.getByPlaceholderText('Buscar por nombre o SKU...'), 'azu');
        const typedAt = Date.now();
        await waitFor(() => expect(searchedAt).toHaveLength(1), { timeout: 2000 });
        expect(searchedAt[0] - typedAt).toBeGreaterThanOrEqual(450);
        await waitFor(() => expect(screen.queryByText('Café Molido')).toBeNull());
        expect(screen.getByText('Azúcar Morena')).toBeInTheDocument();
        expect(callsTo(fetchMock, 'GET', LIST).filter((c) => c.url.search.includes('azu'))).toHaveLength(1);
        await waitFor(() => expect(callsTo(fetchMock, 'GET', VALOR).some((c) => c.url.searchParams.get('search') === 'azu')).toBe(true));
    });

    it('keeps the rows on screen while a search loads, then shows its answer', async () => {
        const answer = deferred<Response>();
        const fetchMock = open({ [`GET ${LIST}`]: ({ url }) => (url.search.includes('azu') ? answer.promise : listAnswer([AGOTADO, BAJO, ALTO])) });
        await screen.findByText('Café Molido');
        await userEvent.type(screen.getByPlaceholderText('Buscar por nombre o SKU...'), 'azu');
        await waitFor(() => expect(callsTo(fetchMock, 'GET', LIST).some((c) => c.url.search.includes('azu'))).toBe(true), { timeout: 2000 });
        expect(screen.getByText('Café Molido')).toBeInTheDocument();
        expect(screen.queryByText('Cargando inventario...')).toBeNull();
        answer.resolve(listAnswer([BAJO]));
        await waitFor(() => expect(screen.queryByText('Café Molido')).toBeNull());
        expect(screen.getByText('Azúcar Morena')).toBeInTheDocument();
    });

    it('opens with the search the URL names (/inventario?search=SKU), its first request already searching', async () => {
        seedSession();
        const fetchMock = stubFetch({
            [`GET ${LIST}`]: ({ url }) => listAnswer(url.search.includes('AZU-1') ? [BAJO] : [AGOTADO, BAJO, ALTO]),
            [`GET ${VALOR}`]: () => jsonResponse({ valor: '100.00', existencias: [{ unidad: 'pieza', cantidad: 10 }], variantes: 1 }),
        });
        renderApp('/inventario?search=AZU-1');
        expect(await screen.findByText('Azúcar Morena')).toBeInTheDocument();
        expect(screen.getByPlaceholderText('Buscar por nombre o SKU...')).toHaveValue('AZU-1');
        expect(screen.queryByText('Café Molido')).toBeNull();
        expect(callsTo(fetchMock, 'GET', LIST).map((c) => listParams(c.url).filter.search)).toEqual(['AZU-1']);
        expect(callsTo(fetchMock, 'GET', VALOR)[0].url.searchParams.get('search')).toBe('AZU-1');
    });

    it('offers the seven adjustment types in Spanish words', async () => {
        open();
        const dialog = await openAjuste('Café Molido');
        const options = within(within(dialog).getByLabelText('Tipo de ajuste')).getAllByRole('option').map((o) => o.textContent);
        expect(options).toEqual([
            'Entrada manual',
            'Entrada por devolución',
            'Ajuste de conteo (sobrante)',
            'Ajuste de conteo (faltante)',
            'Salida por rotura',
            'Salida por merma',
            'Salida por devolución a proveedor',
        ]);
    });

    it('refuses zero, a positive SALIDA and a negative ENTRADA before sending', async () => {
        const fetchMock = open();
        const dialog = await openAjuste('Té Verde');
        const cantidad = within(dialog).getByLabelText(/^Cantidad/);
        expect(cantidad).toBeRequired();
        const guardar = within(dialog).getByRole('button', { name: 'Guardar Ajuste' });
        await userEvent.type(cantidad, '0');
        await userEvent.click(guardar);
        expect(await within(dialog).findByText('La cantidad del ajuste no puede ser cero.')).toBeInTheDocument();
        await userEvent.clear(cantidad);
        await userEvent.type(cantidad, '-3');
        await userEvent.click(guardar);
        expect(
            await within(dialog).findByText('Error: Para un tipo de ajuste de ENTRADA, la cantidad debe ser un número positivo (ej. 5).'),
        ).toBeInTheDocument();
        await userEvent.selectOptions(within(dialog).getByLabelText('Tipo de ajuste'), 'SALIDA_MERMA');
        await userEvent.clear(cantidad);
        await userEvent.type(cantidad, '3');
        await userEvent.click(guardar);
        expect(
            await within(dialog).findByText('Error: Para un tipo de ajuste de SALIDA, la cantidad debe ser un número negativo (ej. -5).'),
        ).toBeInTheDocument();
        expect(callsTo(fetchMock, 'POST', AJUSTES)).toHaveLength(0);
    });

    it.each([
        // A piece product's fraction, refused as the server refuses it.
        ['1.5', "El producto 'Té Verde' se vende por pieza: la cantidad debe ser un número entero."],
        ['1,5', CANTIDAD_DECIMAL_MENSAJES.coma],
        ['1.2345', CANTIDAD_DECIMAL_MENSAJES.decimales],
    ])("refuses '%s' at the quantity's field with its message and sends nothing (it was an alert, or 1 or 15 units)", async (texto, mensaje) => {
        const fetchMock = open();
        const dialog = await openAjuste('Té Verde');
        const cantidad = within(dialog).getByLabelText(/^Cantidad/);
        await userEvent.type(cantidad, texto);
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Ajuste' }));
        expect(await within(dialog).findByText(mensaje)).toBeInTheDocument();
        expect(cantidad).toHaveAttribute('aria-invalid', 'true');
        expect(callsTo(fetchMock, 'POST', AJUSTES)).toHaveLength(0);
    });

    it('sends the adjustment, closes and refetches the list; the product list and dashboard are refreshed too', async () => {
        const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
        let ajustado = false;
        const fetchMock = open({
            [`GET ${LIST}`]: () => listAnswer([AGOTADO, BAJO, { ...ALTO, stock: ajustado ? 8 : 11 }]),
            [`POST ${AJUSTES}`]: () => {
                ajustado = true;
                return jsonResponse({ producto_id: 3, sku: 'TE-1', stock: 8 }, { status: 201 });
            },
        });
        const dialog = await openAjuste('Té Verde');
        await userEvent.selectOptions(within(dialog).getByLabelText('Tipo de ajuste'), 'SALIDA_MERMA');
        await userEvent.type(within(dialog).getByLabelText(/^Cantidad/), '-3');
        await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Caducado');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Ajuste' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(bodyOf(callsTo(fetchMock, 'POST', AJUSTES)[0])).toEqual({
            producto_id: 3,
            tipo_ajuste: 'SALIDA_MERMA',
            cantidad_ajuste: -3,
            motivo: 'Caducado',
        });
        await waitFor(() => expect(within(rowOf('Té Verde')).getByText('8')).toBeInTheDocument());
        expect(within(rowOf('Té Verde')).getByText('Bajo Stock')).toBeInTheDocument();
        // Cached for minutes, the product list showed the old stock until a reload.
        const refrescados = invalidate.mock.calls.map(([f]) => (f as { queryKey: unknown[] }).queryKey[0]);
        expect(refrescados).toEqual(expect.arrayContaining(['productos', 'inventario', 'dashboard']));
        invalidate.mockRestore();
    });

    it('says the new stock with its thousands grouped (Nuevo stock: 1,497)', async () => {
        open({
            [`GET ${LIST}`]: () => listAnswer([AGOTADO, BAJO, { ...ALTO, stock: 1500 }]),
            [`POST ${AJUSTES}`]: () => jsonResponse({ producto_id: 3, sku: 'TE-1', stock: 1497 }, { status: 201 }),
        });
        const dialog = await openAjuste('Té Verde');
        await userEvent.selectOptions(within(dialog).getByLabelText('Tipo de ajuste'), 'SALIDA_MERMA');
        await userEvent.type(within(dialog).getByLabelText(/^Cantidad/), '-3');
        await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Caducado');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Ajuste' }));
        expect(await screen.findByText('Stock ajustado. Nuevo stock: 1,497')).toBeInTheDocument();
    });

    it("shows the server's refusal with 'Error:' and the fallback when it gives no detail", async () => {
        let calls = 0;
        open({
            [`POST ${AJUSTES}`]: () =>
                ++calls === 1
                    ? detailAnswer(409, 'Stock insuficiente para el SKU TE-1: disponible 11, solicitado 20.')
                    : new Response('', { status: 500, statusText: 'Internal Server Error' }),
        });
        const dialog = await openAjuste('Té Verde');
        await userEvent.selectOptions(within(dialog).getByLabelText('Tipo de ajuste'), 'SALIDA_ROTURA');
        await userEvent.type(within(dialog).getByLabelText(/^Cantidad/), '-20');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Ajuste' }));
        expect(await within(dialog).findByText('Error: Stock insuficiente para el SKU TE-1: disponible 11, solicitado 20.')).toBeInTheDocument();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Ajuste' }));
        expect(await within(dialog).findByText('Error: Error al procesar el ajuste de stock.')).toBeInTheDocument();
    });

    it('opens the adjustment at /inventario/:id/ajuste, and Back closes it', async () => {
        open();
        const ajustar = async () => expect(await openAjuste('Té Verde')).toHaveAccessibleName('Ajustar Stock: Té Verde (TE-1)');
        await dialogoEnSuDireccion(ajustar, '/inventario/3/ajuste', '/inventario');
    });

    it('/inventario/2/ajuste typed in opens the adjustment of that variant, read by its id when the page does not show it', async () => {
        seedSession();
        const fetchMock = stubFetch({
            [`GET ${LIST}`]: ({ url }) => listAnswer(listParams(url).filter.id ? [BAJO] : [AGOTADO, ALTO]),
            [`GET ${VALOR}`]: () => jsonResponse({ valor: '210.00', existencias: [{ unidad: 'pieza', cantidad: 21 }], variantes: 3 }),
        });
        renderApp('/inventario/2/ajuste');
        const dialog = await screen.findByRole('dialog', { name: 'Ajustar Stock: Azúcar Morena (AZU-1)' });
        expect(within(dialog).getByText('Stock actual: 10')).toBeInTheDocument();
        expect(callsTo(fetchMock, 'GET', LIST).some((c) => JSON.stringify(listParams(c.url).filter.id) === '[2]')).toBe(true);
    });

    it("shows the variant's history, newest first, with type, signed quantity, stock, reason, user and origin", async () => {
        const fetchMock = open({
            'GET /api/v1/inventario/variantes/3/movimientos/': () =>
                listAnswer([
                    { id: 3, fecha: '2025-03-02T18:00:00Z', tipo: 'SALIDA_MERMA', cantidad: -3, stock_resultante: 1207, motivo: 'Caducado', usuario: 'demo@sipv.mx', venta_id: null, nota_credito_id: null, compra_id: null },
                    { id: 2, fecha: '2025-03-02T17:00:00Z', tipo: 'RECEPCION_COMPRA', cantidad: 1200, stock_resultante: 1210, motivo: null, usuario: 'demo@sipv.mx', venta_id: null, nota_credito_id: null, compra_id: 7 },
                    { id: 1, fecha: '2025-03-01T17:00:00Z', tipo: 'STOCK_INICIAL', cantidad: 10, stock_resultante: 10, motivo: null, usuario: null, venta_id: null, nota_credito_id: null, compra_id: null },
                ]),
        });
        await screen.findByText('Té Verde');
        await userEvent.click(within(rowOf('Té Verde')).getByRole('button', { name: 'Historial' }));
        const dialog = await screen.findByRole('dialog', { name: 'Historial de Té Verde (TE-1)' });
        const rows = await within(dialog).findAllByRole('row');
        expect(rows.map((r) => r.textContent)).toEqual([
            'FechaTipoCantidadStock resultanteMotivoUsuarioOrigen',
            expect.stringContaining('Salida por merma-31,207Caducadodemo@sipv.mx'),
            expect.stringContaining('Recepción de compra+1,2001,210demo@sipv.mxOrden de Compra #7'),
            expect.stringContaining('Stock inicial+1010Sistema'),
        ]);
        expect(callsTo(fetchMock, 'GET', '/api/v1/inventario/variantes/3/movimientos/')).toHaveLength(1);
    });

    describe('on a phone', () => {
        const CABLE = fila(4, 'Cable calibre 12 (metro)', 'CAB-12', 1500);

        it('shows a line per variant, no table: the name with its stock at the right, then the SKU and the badge', async () => {
            conPantallaDe(TELEFONO);
            open({ [`GET ${LIST}`]: () => listAnswer([AGOTADO, CABLE]) });
            await screen.findByText('Cable calibre 12 (metro)');
            expect(screen.queryByRole('table')).toBeNull();
            const cable = within(lineaCon('Cable calibre 12 (metro)'));
            expect(cable.getByText('1,500')).toBeInTheDocument();
            expect(cable.getByText('CAB-12')).toBeInTheDocument();
            expect(cable.getByText('En Stock').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
            const cafe = within(lineaCon('Café Molido'));
            expect(cafe.getByText('0')).toBeInTheDocument();
            expect(cafe.getByText('CAF-1')).toBeInTheDocument();
            expect(cafe.getByText('Agotado').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
        });

        it("opens the line's variant in Ajustar and Historial, as the row's buttons do", async () => {
            conPantallaDe(TELEFONO);
            const fetchMock = open({
                [`GET ${LIST}`]: () => listAnswer([AGOTADO, CABLE]),
                'GET /api/v1/inventario/variantes/4/movimientos/': () => listAnswer([]),
            });
            await screen.findByText('Cable calibre 12 (metro)');
            await userEvent.click(within(lineaCon('Cable calibre 12 (metro)')).getByRole('button', { name: 'Ajustar' }));
            const ajuste = await screen.findByRole('dialog', { name: 'Ajustar Stock: Cable calibre 12 (metro) (CAB-12)' });
            expect(within(ajuste).getByText('Stock actual: 1,500')).toBeInTheDocument();
            await userEvent.keyboard('{Escape}');
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            await userEvent.click(within(lineaCon('Cable calibre 12 (metro)')).getByRole('button', { name: 'Historial' }));
            expect(await screen.findByRole('dialog', { name: 'Historial de Cable calibre 12 (metro) (CAB-12)' })).toBeInTheDocument();
            await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/v1/inventario/variantes/4/movimientos/')).toHaveLength(1));
        });

        it('says so when a search finds none', async () => {
            conPantallaDe(TELEFONO);
            open({ [`GET ${LIST}`]: ({ url }) => listAnswer(url.search.includes('zzz') ? [] : [AGOTADO, CABLE]) });
            await screen.findByText('Cable calibre 12 (metro)');
            expect(lineaCon('Café Molido')).toBeInTheDocument();
            await userEvent.type(screen.getByPlaceholderText('Buscar por nombre o SKU...'), 'zzz');
            expect(await screen.findByText('No se encontraron productos.')).toBeInTheDocument();
            expect(screen.queryByText('Café Molido')).toBeNull();
        });

        it('on a wider screen keeps the table', async () => {
            conPantallaDe(1024);
            open();
            await screen.findByText('Café Molido');
            expect(columnHeaders()).toEqual(['Producto', 'SKU', 'Stock', 'Estado', 'Acciones']);
            expect(within(rowOf('Té Verde')).getByRole('button', { name: 'Ajustar' })).toBeInTheDocument();
        });
    });
});

describe('Inventario: CSV export', () => {
    const EXPORTAR = '/api/v1/inventario/exportar';
    const CSV = '\ufeffProducto,SKU,Categoría,Precio de venta,Stock,Estado,Activo\r\nAzúcar Morena,AZU-1,Sin Categoría,20.00,10,Bajo Stock,Sí';

    it('saves the server’s inventario.csv of every variant the search selects (the table shows 1,000), not the list’s pages', async () => {
        const blobs: Blob[] = [];
        URL.createObjectURL = vi.fn((blob: Blob) => {
            blobs.push(blob);
            return 'blob:inventario';
        });
        const archivos: (string | null)[] = [];
        const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
            archivos.push(this.getAttribute('download'));
        });
        try {
            // The server writes the file (tests/api/exportar.test.ts), BOM first.
            const fetchMock = open({ [`GET ${EXPORTAR}`]: () => new Response(CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }) });
            await screen.findByText('Café Molido', {}, { timeout: 20_000 });
            await userEvent.type(screen.getByPlaceholderText('Buscar por nombre o SKU...'), 'azu');
            await waitFor(() => expect(callsTo(fetchMock, 'GET', LIST).some((c) => listParams(c.url).filter.search === 'azu')).toBe(true), { timeout: 10_000 });
            const paginas = callsTo(fetchMock, 'GET', LIST).length;
            await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
            await waitFor(() => expect(blobs).toHaveLength(1));
            const [llamada, ...otras] = callsTo(fetchMock, 'GET', EXPORTAR);
            expect(otras).toHaveLength(0);
            // The table's search and order.
            expect(listParams(llamada.url)).toEqual({ filter: { search: 'azu' }, sort: ['nombre', 'ASC'] });
            // The browser read no page of the list to export.
            expect(callsTo(fetchMock, 'GET', LIST)).toHaveLength(paginas);
            expect(archivos).toEqual(['inventario.csv']);
            expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await blobs[0].arrayBuffer()))).toBe(CSV);
        } finally {
            click.mockRestore();
        }
    });

    it('asks for the whole inventory when nothing is searched', async () => {
        const fetchMock = open({ [`GET ${EXPORTAR}`]: () => new Response(CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }) });
        URL.createObjectURL = vi.fn(() => 'blob:inventario');
        await screen.findByText('Café Molido', {}, { timeout: 20_000 });
        await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
        await waitFor(() => expect(callsTo(fetchMock, 'GET', EXPORTAR)).toHaveLength(1));
        expect(listParams(callsTo(fetchMock, 'GET', EXPORTAR)[0].url)).toEqual({ filter: {}, sort: ['nombre', 'ASC'] });
    });

    it('disables Exportar when the search finds nothing', async () => {
        open({ [`GET ${LIST}`]: () => listAnswer([]) });
        expect(await screen.findByText('No se encontraron productos.', {}, { timeout: 20_000 })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
    });
});
