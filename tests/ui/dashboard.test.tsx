import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, jsonResponse, listParams, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { callsTo, detailAnswer, listAnswer } from '../helpers/listPage';
import { renderApp, seedSession, storedSession } from '../helpers/renderApp';

const DASHBOARD = '/api/v1/dashboard/';
const SIN_PERMISO = 'No tiene permiso para realizar esta acción.';

const dias = (totales: Record<number, [string, number]> = {}) =>
    Array.from({ length: 30 }, (_, i) => {
        const dia = new Date(Date.UTC(2025, 1, 8 + i)).toISOString().slice(0, 10);
        const [total, transacciones] = totales[i] ?? ['0.00', 0];
        return { dia, total, transacciones };
    });

const KPIS = {
    ingresos_hoy: '1234.5',
    transacciones_hoy: 3,
    ticket_promedio_hoy: '411.50',
    ventas_hoy: '1234.50',
    devoluciones_hoy: '0.00',
    top_5_productos: [
        { nombre_producto: 'Café Molido', cantidad_vendida: 1042 },
        { nombre_producto: 'Azúcar Morena', cantidad_vendida: 7 },
    ],
    productos_bajo_stock: [
        { id_producto: 9, nombre_producto: 'Té Verde', sku: 'TE-1', stock_actual: 0 },
        { id_producto: 4, nombre_producto: 'Miel', sku: 'MIE 2', stock_actual: 3 },
    ],
    ventas_30_dias: dias({ 0: ['100.00', 2], 29: ['1234.50', 3] }),
};

const open = (routes: Record<string, StubHandler> = {}) => {
    seedSession();
    const fetchMock = stubFetch({ [`GET ${DASHBOARD}`]: () => jsonResponse(KPIS), ...routes });
    renderApp('/');
    return fetchMock;
};

const tile = (name: string) => screen.getByRole('region', { name });
const lista = (name: string) => within(screen.getByRole('region', { name })).getByRole('list');

describe('Dashboard (spec §2 Dashboard)', () => {
    it("shows today's tiles, the top five with 'N uds.', low stock in red and the 30-day total", async () => {
        const fetchMock = open();
        // The first visit of the run transforms the page and its chart library on the fly.
        expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 20_000 })).toBeInTheDocument();
        expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
        expect(within(tile('Ingresos de Hoy')).getByText('$1,234.50')).toBeInTheDocument();
        expect(within(tile('Transacciones de Hoy')).getByText('3')).toBeInTheDocument();
        expect(within(tile('Ticket Promedio de Hoy')).getByText('$411.50')).toBeInTheDocument();

        const top = lista('Top 5 Productos Vendidos (Últimos 30 días)');
        expect(within(top).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Café Molido1,042 uds.', 'Azúcar Morena7 uds.']);

        const bajo = lista('Productos con Bajo Stock (Menos de 5)');
        expect(within(bajo).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Té Verde(TE-1)0 en stock', 'Miel(MIE 2)3 en stock']);
        expect(within(bajo).getByText('0 en stock')).toHaveClass('MuiTypography-root');
        expect(getComputedStyle(within(bajo).getByText('3 en stock')).color).toBe('rgb(198, 40, 40)'); // the theme's error red (#c62828)

        const grafica = screen.getByRole('region', { name: 'Ventas de los Últimos 30 Días' });
        expect(within(grafica).getByText('Total de los 30 días: $1,334.50 en 5 transacciones')).toBeInTheDocument();
        expect(callsTo(fetchMock, 'GET', DASHBOARD)).toHaveLength(1);
    });

    it("shows 'Ingresos de Hoy' net of today's refunds, with the sales and the refunds beneath it", async () => {
        open({
            [`GET ${DASHBOARD}`]: () =>
                jsonResponse({ ...KPIS, ingresos_hoy: '1000.01', ventas_hoy: '1500.01', devoluciones_hoy: '500.00', transacciones_hoy: 2, ticket_promedio_hoy: '750.01' }),
        });
        expect(await screen.findByText('$1,000.01', {}, { timeout: 20_000 })).toBeInTheDocument();
        const ingresos = tile('Ingresos de Hoy');
        expect(within(ingresos).getByText('$1,000.01')).toBeInTheDocument();
        expect(within(ingresos).getByText('Ventas $1,500.01 · Devoluciones $500.00')).toBeInTheDocument();
        // The net stays the tile's one paragraph, what the e2e journeys read as its value.
        expect([...ingresos.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['$1,000.01']);
        expect(within(tile('Ticket Promedio de Hoy')).getByText('$750.01')).toBeInTheDocument();
        expect(within(tile('Transacciones de Hoy')).queryByText(/Devoluciones/)).toBeNull();
    });

    it("shows '...' in the tiles and five placeholder rows per list while loading", async () => {
        const answer = deferred<Response>();
        open({ [`GET ${DASHBOARD}`]: () => answer.promise });
        await screen.findByRole('region', { name: 'Ingresos de Hoy' });
        for (const name of ['Ingresos de Hoy', 'Transacciones de Hoy', 'Ticket Promedio de Hoy']) {
            expect(within(tile(name)).getByText('...')).toBeInTheDocument();
        }
        expect(within(lista('Top 5 Productos Vendidos (Últimos 30 días)')).getAllByRole('listitem')).toHaveLength(5);
        expect(within(lista('Productos con Bajo Stock (Menos de 5)')).getAllByRole('listitem')).toHaveLength(5);
        answer.resolve(jsonResponse(KPIS));
        expect(await within(tile('Ingresos de Hoy')).findByText('$1,234.50')).toBeInTheDocument();
        expect(within(lista('Top 5 Productos Vendidos (Últimos 30 días)')).getAllByRole('listitem')).toHaveLength(2);
    });

    it("groups thousands in today's transactions and the 30 days' count (1,200)", async () => {
        open({ [`GET ${DASHBOARD}`]: () => jsonResponse({ ...KPIS, transacciones_hoy: 1200, ventas_30_dias: dias({ 0: ['100.00', 1000], 29: ['1234.50', 200] }) }) });
        expect(await screen.findByText('1,200', {}, { timeout: 20_000 })).toBeInTheDocument();
        expect(within(tile('Transacciones de Hoy')).getByText('1,200')).toBeInTheDocument();
        expect(screen.getByText('Total de los 30 días: $1,334.50 en 1,200 transacciones')).toBeInTheDocument();
    });

    it('shows the empty texts when nothing sold and nothing is low', async () => {
        open({
            [`GET ${DASHBOARD}`]: () =>
                jsonResponse({ ...KPIS, ingresos_hoy: '0.00', transacciones_hoy: 0, ticket_promedio_hoy: '0.00', top_5_productos: [], productos_bajo_stock: [], ventas_30_dias: dias() }),
        });
        expect(await screen.findByText('No hay datos de ventas suficientes.')).toBeInTheDocument();
        expect(screen.getByText('No hay productos con bajo stock.')).toBeInTheDocument();
        expect(within(tile('Ingresos de Hoy')).getByText('$0.00')).toBeInTheDocument();
        expect(within(tile('Transacciones de Hoy')).getByText('0')).toBeInTheDocument();
        expect(screen.getByText('Total de los 30 días: $0.00 en 0 transacciones')).toBeInTheDocument();
    });

    it("shows 'Error al cargar el dashboard: {message}', with the spec's fallback when the server says nothing", async () => {
        open({ [`GET ${DASHBOARD}`]: () => detailAnswer(400, 'La empresa no existe.') });
        expect(await screen.findByText('Error al cargar el dashboard: La empresa no existe.')).toBeInTheDocument();
        expect(screen.queryByRole('region', { name: 'Ingresos de Hoy' })).toBeNull();
    });

    it("shows the server's silence as the spec's fallback", async () => {
        open({ [`GET ${DASHBOARD}`]: () => new Response('', { status: 418, statusText: "I'm a teapot" }) });
        expect(await screen.findByText('Error al cargar el dashboard: Error al obtener los KPIs del dashboard.')).toBeInTheDocument();
    });

    it("without dashboard:leer shows the Spanish refusal in place of the content, and stays logged in", async () => {
        open({ [`GET ${DASHBOARD}`]: () => jsonResponse({ detail: 'Forbidden' }, { status: 403 }) });
        expect(await screen.findByText(SIN_PERMISO)).toBeInTheDocument();
        expect(screen.queryByText('Forbidden')).toBeNull();
        expect(screen.queryByRole('region', { name: 'Ingresos de Hoy' })).toBeNull();
        expect(screen.queryByText('Top 5 Productos Vendidos (Últimos 30 días)')).toBeNull();
        expect(storedSession()).not.toBeNull();
        expect(window.location.pathname).toBe('/');
    });

    it('a low-stock row opens the inventory with its SKU searched', async () => {
        const fetchMock = open({
            'GET /api/v1/inventario/': () => listAnswer([{ id: 4, sku: 'MIE 2', plantilla: { id: 40, nombre: 'Miel' }, stock: 3, precio_venta: '20.00', costo_compra: '10.00' }]),
            'GET /api/v1/inventario/valor': () => jsonResponse({ valor: '30.00', existencias: [{ unidad: 'pieza', cantidad: 3 }], variantes: 1 }),
        });
        // Named by what it shows (WCAG 2.5.3, label in name), described by where it leads.
        const fila = await screen.findByRole('link', { name: 'Miel (MIE 2) 3 en stock' });
        expect(fila).toHaveAccessibleDescription('Ver en el inventario');
        await userEvent.click(fila);
        await waitFor(() => expect(window.location.pathname).toBe('/inventario'));
        expect(new URLSearchParams(window.location.search).get('search')).toBe('MIE 2');
        expect(await screen.findByDisplayValue('MIE 2')).toBeInTheDocument();
        await screen.findByText('Miel');
        const requests = callsTo(fetchMock, 'GET', '/api/v1/inventario/');
        // The first request already searches: no full inventory load before it.
        expect(requests.map((c) => listParams(c.url).filter.search)).toEqual(['MIE 2']);
    });
});
