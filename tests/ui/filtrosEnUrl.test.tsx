import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, listParams, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { callsTo, listAnswer } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

/*
 * The custom screens with filters (the ledger, the inventory) keep them in the URL's query string,
 * as react-admin's lists do: opened at that URL (a reload, F5) they show the same filters in their
 * fields, the same page, and ask for the list filtered so; a change is written to the URL.
 */

const LIBRO = '/api/v1/contabilidad/movimientos/';
const RESUMEN = '/api/v1/contabilidad/resumen/';
const INVENTARIO = '/api/v1/inventario/';
const VALOR = '/api/v1/inventario/valor';

const movimiento = (id: number) => ({
    id,
    tipo: 'ingreso',
    concepto: `Movimiento ${id}`,
    monto: '100.00',
    categoria: 'Ventas',
    descripcion: null,
    fecha: '2025-03-10T18:00:00.000Z',
    origen: null,
});
// A few rows of each page (the total says 112: two pages of 100), to keep the renders light.
const PAGINA_1 = [movimiento(200), movimiento(199), movimiento(198)];
const PAGINA_2 = [movimiento(100), movimiento(99), movimiento(89)];

const abrirLibro = (ruta: string, routes: Record<string, StubHandler> = {}) => {
    seedSession();
    const fetchMock = stubFetch({
        [`GET ${LIBRO}`]: ({ url }) => listAnswer(listParams(url).range?.[0] === 100 ? PAGINA_2 : PAGINA_1, 112),
        [`GET ${RESUMEN}`]: () => jsonResponse({ total_ingresos: '0.00', total_egresos: '0.00', balance: '0.00' }),
        ...routes,
    });
    renderApp(ruta);
    return fetchMock;
};

const pedidosAlLibro = (fetchMock: ReturnType<typeof stubFetch>) => callsTo(fetchMock, 'GET', LIBRO).map((c) => listParams(c.url));
const enUrl = () => Object.fromEntries(new URLSearchParams(window.location.search));

describe('Contabilidad: its filters and page in the URL (they survive a reload)', () => {
    it('opened with filters and a page in the URL shows them in its fields and asks for that page filtered so', async () => {
        const fetchMock = abrirLibro('/contabilidad?tipo=ingreso&categoria=Ventas&fecha_desde=2025-03-01&fecha_hasta=2025-03-31&page=2');
        expect(await screen.findByText('Movimiento 89', {}, { timeout: 20_000 })).toBeInTheDocument();
        expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Ingreso');
        expect(screen.getByLabelText('Desde')).toHaveValue('01/03/2025');
        expect(screen.getByLabelText('Hasta')).toHaveValue('31/03/2025');
        expect(screen.getByLabelText('Categoría')).toHaveValue('Ventas');
        expect(screen.getByRole('button', { name: 'Limpiar filtros' })).toBeInTheDocument();
        expect(screen.getByText('101–112 de 112')).toBeInTheDocument();
        const filtrado = { tipo: 'ingreso', categoria: 'Ventas', fecha_desde: '2025-03-01', fecha_hasta: '2025-03-31' };
        // Never unfiltered, never page 1: the first request is already the URL's.
        expect(pedidosAlLibro(fetchMock)).toEqual([{ sort: ['fecha', 'DESC'], range: [100, 199], filter: filtrado }]);
    });

    it('writes its page to the URL, and a new filter takes the page out (back to page 1)', async () => {
        abrirLibro('/contabilidad');
        await screen.findByText('Movimiento 200', {}, { timeout: 20_000 });
        await userEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
        await waitFor(() => expect(enUrl()).toEqual({ page: '2' }));
        expect(await screen.findByText('Movimiento 89')).toBeInTheDocument();
        await userEvent.click(screen.getByRole('combobox', { name: 'Tipo' }));
        await userEvent.click(await screen.findByRole('option', { name: 'Egreso' }));
        await waitFor(() => expect(enUrl()).toEqual({ tipo: 'egreso' }));
    });

    it('writes each filter to the URL, clearing takes them out, and Back brings them again to the fields', async () => {
        const fetchMock = abrirLibro('/contabilidad', { [`GET ${LIBRO}`]: () => listAnswer(PAGINA_2) });
        await screen.findByText('Movimiento 100', {}, { timeout: 20_000 });
        await userEvent.click(screen.getByRole('combobox', { name: 'Tipo' }));
        await userEvent.click(await screen.findByRole('option', { name: 'Egreso' }));
        await waitFor(() => expect(enUrl()).toEqual({ tipo: 'egreso' }));
        await userEvent.type(screen.getByLabelText('Desde'), '01/03/2025');
        await waitFor(() => expect(enUrl()).toEqual({ tipo: 'egreso', fecha_desde: '2025-03-01' }));
        await userEvent.type(screen.getByLabelText('Categoría'), 'Luz');
        // The category after the typing's pause.
        await waitFor(() => expect(enUrl()).toEqual({ tipo: 'egreso', fecha_desde: '2025-03-01', categoria: 'Luz' }));
        await waitFor(() => expect(pedidosAlLibro(fetchMock).at(-1)?.filter).toEqual({ tipo: 'egreso', fecha_desde: '2025-03-01', categoria: 'Luz' }));

        await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
        await waitFor(() => expect(window.location.search).toBe(''));
        expect(screen.getByLabelText('Categoría')).toHaveValue('');
        expect(screen.getByLabelText('Desde')).toHaveValue('');
        await waitFor(() => expect(pedidosAlLibro(fetchMock).at(-1)?.filter).toEqual({}));

        // Back: the filters as they were, in the fields too (the typed category follows the URL).
        window.history.back();
        await waitFor(() => expect(screen.getByLabelText('Categoría')).toHaveValue('Luz'));
        expect(screen.getByLabelText('Desde')).toHaveValue('01/03/2025');
        expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Egreso');
        await waitFor(() => expect(pedidosAlLibro(fetchMock).at(-1)?.filter).toEqual({ tipo: 'egreso', fecha_desde: '2025-03-01', categoria: 'Luz' }));
    });

    it('an impossible day is refused at its field in Spanish; the URL and the list keep the last valid day', async () => {
        const fetchMock = abrirLibro('/contabilidad?fecha_desde=2025-03-01');
        await screen.findByText('Movimiento 200', {}, { timeout: 20_000 });
        const desde = screen.getByLabelText('Desde');
        expect(desde).toHaveValue('01/03/2025');
        fireEvent.change(desde, { target: { value: '31/02/2025' } });
        expect(await screen.findByText('La fecha 31/02/2025 no existe.')).toBeInTheDocument();
        expect(desde).toHaveAttribute('aria-invalid', 'true');
        await new Promise((r) => setTimeout(r, 700)); // past any pause
        expect(pedidosAlLibro(fetchMock).map((p) => p.filter)).toEqual([{ fecha_desde: '2025-03-01' }]);
        expect(enUrl()).toEqual({ fecha_desde: '2025-03-01' });
        expect(screen.getByText('Movimiento 200')).toBeInTheDocument();
    });

    it('leaves out what the URL names that is no filter (an impossible day, an unknown tipo, a page of none)', async () => {
        const fetchMock = abrirLibro('/contabilidad?tipo=otro&fecha_hasta=2025-02-31&page=cero');
        await screen.findByText('Movimiento 200', {}, { timeout: 20_000 });
        expect(pedidosAlLibro(fetchMock)[0]).toEqual({ sort: ['fecha', 'DESC'], range: [0, 99], filter: {} });
        expect(screen.getByLabelText('Hasta')).toHaveValue('');
        expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Todos');
    });
});

const VARIANTE = { id: 1, sku: 'CAF-1', plantilla: { id: 10, nombre: 'Café Molido' }, stock: 8, precio_venta: '20.00', costo_compra: '10.00' };

const abrirInventario = (ruta: string) => {
    seedSession();
    const fetchMock = stubFetch({
        [`GET ${INVENTARIO}`]: () => listAnswer([VARIANTE]),
        [`GET ${VALOR}`]: () => jsonResponse({ valor: '80.00', existencias: [{ unidad: 'pieza', cantidad: 8 }], variantes: 1 }),
    });
    renderApp(ruta);
    return fetchMock;
};

const busquedas = (fetchMock: ReturnType<typeof stubFetch>) => callsTo(fetchMock, 'GET', INVENTARIO).map((c) => listParams(c.url).filter.search ?? c.url.searchParams.get('search'));

describe('Inventario: its search in the URL (it survives a reload)', () => {
    it('writes a typed search to the URL after the pause; emptying the box takes it out; Back brings it again', async () => {
        const fetchMock = abrirInventario('/inventario');
        await screen.findByText('Café Molido', {}, { timeout: 20_000 });
        const caja = screen.getByPlaceholderText('Buscar por nombre o SKU...');
        await userEvent.type(caja, 'caf');
        await waitFor(() => expect(enUrl()).toEqual({ search: 'caf' }));
        await waitFor(() => expect(busquedas(fetchMock).at(-1)).toBe('caf'));
        await userEvent.clear(caja);
        await waitFor(() => expect(window.location.search).toBe(''));
        window.history.back();
        await waitFor(() => expect(caja).toHaveValue('caf'));
        expect(enUrl()).toEqual({ search: 'caf' });
    });

    it('opened at the URL a search left (F5) shows it in the box and asks for it first', async () => {
        const fetchMock = abrirInventario('/inventario?search=caf');
        await screen.findByText('Café Molido', {}, { timeout: 20_000 });
        expect(screen.getByPlaceholderText('Buscar por nombre o SKU...')).toHaveValue('caf');
        expect(busquedas(fetchMock)).toEqual(['caf']);
    });
});
