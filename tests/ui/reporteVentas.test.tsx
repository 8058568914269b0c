import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PERMISOS } from '../../contracts/permisos';
import type { ReporteVentas } from '../../contracts/reportes';
import { deferred, jsonResponse, sesionRespuesta, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { callsTo, columnHeaders, detailAnswer } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';
import { cifras, fila, POR_DIA, POR_HORA, POR_METODO, POR_PRODUCTO, REPORTE_VENTAS, reporte, sinCostos } from '../helpers/reporteVentas';

/*
 * The sales report's screen (/reportes, issue 35 item 2) against the contract's answers, stubbed:
 * each grouping's table, chart or heat map, the cost columns only when the answer carries them,
 * its loading, empty, error and refused states. Filters, files and printing: reporteVentasFiltros.
 */

const abrir = (ruta: string, respuesta: ReporteVentas | StubHandler, routes: Record<string, StubHandler> = {}) => {
    seedSession();
    const fetchMock = stubFetch({ [`GET ${REPORTE_VENTAS}`]: typeof respuesta === 'function' ? respuesta : () => jsonResponse(respuesta), ...routes });
    renderApp(ruta);
    return fetchMock;
};
const consultas = (fetchMock: ReturnType<typeof stubFetch>) => callsTo(fetchMock, 'GET', REPORTE_VENTAS).map((c) => Object.fromEntries(c.url.searchParams));
const celdas = (texto: string) =>
    within(screen.getByRole('rowheader', { name: texto }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
const MARZO = 'desde=2026-03-01&hasta=2026-03-31';
const ESPERA = { timeout: 20_000 };

describe('Reportes de Ventas: each grouping', () => {
    it('by day: the chart and a row per day with sales, total, returns, net and average ticket, the totals last; costs when the answer has them', async () => {
        const fetchMock = abrir(`/reportes?${MARZO}`, POR_DIA);
        expect(await screen.findByRole('rowheader', { name: '03/03/2026' }, ESPERA)).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Reportes de Ventas' })).toBeInTheDocument();
        expect(columnHeaders()).toEqual(['Día', 'Ventas', 'Total', 'Devoluciones', 'Neto', 'Ticket promedio', 'Costo', 'Utilidad', 'Margen %']);
        expect(screen.getAllByRole('rowheader').map((r) => r.textContent)).toEqual(['01/03/2026', '02/03/2026', '03/03/2026', 'Total']);
        expect(celdas('03/03/2026')).toEqual(['3', '$1,250.50', '$50.50', '$1,200.00', '$416.83', '$700.00', '$500.00', '41.67 %']);
        expect(celdas('02/03/2026')).toEqual(['0', '$0.00', '$0.00', '$0.00', '$0.00', '$0.00', '$0.00', '—']);
        expect(celdas('Total')).toEqual(['5', '$1,550.50', '$50.50', '$1,500.00', '$310.10', '$880.00', '$620.00', '41.33 %']);
        expect(screen.getByRole('region', { name: 'Ventas netas por periodo' })).toBeInTheDocument();
        expect(consultas(fetchMock)).toEqual([{ agrupar: 'dia', desde: '2026-03-01', hasta: '2026-03-31' }]);
        // Whose category a sale counts in is said only where categories are read.
        expect(screen.queryByText(/Cada venta cuenta en la categoría/)).toBeNull();
    });

    it('by week: the period heads the first column, the chart stays', async () => {
        const semanas = reporte('semana', [fila('2026-02-23', 'Semana del 23/02/2026', cifras(1, '100.00')), fila('2026-03-02', 'Semana del 02/03/2026', cifras(2, '80.00'))]);
        abrir(`/reportes?${MARZO}&agrupar=semana`, sinCostos(semanas));
        expect(await screen.findByRole('rowheader', { name: 'Semana del 02/03/2026' }, ESPERA)).toBeInTheDocument();
        expect(columnHeaders()).toEqual(['Semana', 'Ventas', 'Total', 'Devoluciones', 'Neto', 'Ticket promedio']);
        expect(screen.getByRole('region', { name: 'Ventas netas por periodo' })).toBeInTheDocument();
        expect(screen.getByLabelText('Agrupar')).toHaveValue('semana');
    });

    it('by product with costs: units with their decimals, net, cost, utilidad and margin %; no chart', async () => {
        abrir(`/reportes?${MARZO}&agrupar=producto`, POR_PRODUCTO);
        expect(await screen.findByRole('rowheader', { name: 'Queso Oaxaca' }, ESPERA)).toBeInTheDocument();
        expect(columnHeaders()).toEqual(['Producto', 'Ventas', 'Unidades', 'Total', 'Devoluciones', 'Neto', 'Costo', 'Utilidad', 'Margen %']);
        expect(celdas('Café de olla 500 g')).toEqual(['4', '5', '$500.00', '$0.00', '$500.00', '$324.00', '$176.00', '35.20 %']);
        expect(celdas('Queso Oaxaca')).toEqual(['3', '1.25', '$312.50', '$12.50', '$300.00', '$200.00', '$100.00', '33.33 %']);
        expect(celdas('Total')).toEqual(['7', '6.25', '$812.50', '$12.50', '$800.00', '$524.00', '$276.00', '34.50 %']);
        expect(screen.queryByRole('region', { name: 'Ventas netas por periodo' })).toBeNull();
    });

    it('by product for who does not see costs: the answer has no cost fields and the table no cost columns', async () => {
        abrir(`/reportes?${MARZO}&agrupar=producto`, sinCostos(POR_PRODUCTO), {
            'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta({}, ['reportes:leer'])),
        });
        expect(await screen.findByRole('rowheader', { name: 'Queso Oaxaca' }, ESPERA)).toBeInTheDocument();
        expect(columnHeaders()).toEqual(['Producto', 'Ventas', 'Unidades', 'Total', 'Devoluciones', 'Neto']);
        expect(screen.queryByText('$324.00')).toBeNull();
        expect(celdas('Total')).toEqual(['7', '6.25', '$812.50', '$12.50', '$800.00']);
    });

    it('by category and by seller: their names head the column; the seller adds the average ticket', async () => {
        const categorias = reporte('categoria', [fila('3', 'Abarrotes', cifras(2, '150.00', '0.00', { costo: '90.00' })), fila('sin', 'Sin categoría', cifras(1, '20.00', '0.00', { costo: '10.00' }))]);
        abrir(`/reportes?${MARZO}&agrupar=categoria`, categorias);
        expect(await screen.findByRole('rowheader', { name: 'Sin categoría' }, ESPERA)).toBeInTheDocument();
        // No 'Ventas' by category: the answer adds up its products' tickets, which an owner would read as tickets.
        expect(columnHeaders()).toEqual(['Categoría', 'Unidades', 'Total', 'Devoluciones', 'Neto', 'Costo', 'Utilidad', 'Margen %']);
        expect(celdas('Abarrotes')).toEqual(['2', '$150.00', '$0.00', '$150.00', '$90.00', '$60.00', '40.00 %']);
        // Whose category a sale counts in, said under the table (CONVENTIONS §6, Reports).
        expect(screen.getByText('Cada venta cuenta en la categoría que tenía su producto al venderse: cambiar un producto de categoría no mueve sus ventas anteriores.')).toBeInTheDocument();
    });

    it('by seller', async () => {
        const vendedores = reporte('vendedor', [fila('4', 'Luis Pérez', cifras(3, '300.00', '0.00', { unidades: 4.5 }))]);
        abrir(`/reportes?${MARZO}&agrupar=vendedor`, vendedores);
        expect(await screen.findByRole('rowheader', { name: 'Luis Pérez' }, ESPERA)).toBeInTheDocument();
        expect(columnHeaders()).toEqual(['Vendedor', 'Ventas', 'Unidades', 'Total', 'Devoluciones', 'Neto', 'Ticket promedio']);
        expect(celdas('Luis Pérez')).toEqual(['3', '4.5', '$300.00', '$0.00', '$300.00', '$100.00']);
    });

    it('by payment method: what each method took (Cobrado), no units nor cost columns even for who sees costs', async () => {
        abrir(`/reportes?${MARZO}&agrupar=metodo_pago`, POR_METODO);
        expect(await screen.findByRole('rowheader', { name: 'Efectivo' }, ESPERA)).toBeInTheDocument();
        expect(columnHeaders()).toEqual(['Método de pago', 'Ventas', 'Cobrado', 'Devoluciones', 'Neto', 'Ticket promedio']);
        expect(celdas('Efectivo')).toEqual(['5', '$900.00', '$100.00', '$800.00', '$180.00']);
        expect(screen.getByText(/lo cobrado con cada método/)).toBeInTheDocument();
    });

    it('by hour: a 7 × 24 heat map whose every cell says its figures, shaded by net, and the totals row', async () => {
        abrir(`/reportes?${MARZO}&agrupar=hora`, POR_HORA);
        const mapa = await screen.findByRole('table', { name: 'Ventas netas por día de la semana y hora' }, ESPERA);
        const filas = within(mapa).getAllByRole('row').slice(1);
        expect(filas.map((f) => within(f).getByRole('rowheader').textContent)).toEqual(['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo']);
        expect(filas.every((f) => within(f).getAllByRole('cell').length === 24)).toBe(true);
        const viernes18 = within(filas[4]).getAllByRole('cell')[18];
        expect(viernes18).toHaveAttribute('title', 'Viernes de 18:00 a 18:59: 6 ventas, neto $1,800.00');
        expect(viernes18).toHaveTextContent('Viernes de 18:00 a 18:59: 6 ventas, neto $1,800.00');
        expect(within(filas[0]).getAllByRole('cell')[9]).toHaveAttribute('title', 'Lunes de 9:00 a 9:59: 2 ventas, neto $200.00');
        expect(within(filas[6]).getAllByRole('cell')[0]).toHaveAttribute('title', 'Domingo de 0:00 a 0:59: 0 ventas, neto $0.00');
        // The busiest hour is the darkest; an hour without sales is not shaded as one.
        const sombra = (celda: HTMLElement) => getComputedStyle(celda.firstElementChild as HTMLElement).backgroundColor;
        expect(sombra(viernes18)).not.toBe(sombra(within(filas[0]).getAllByRole('cell')[9]));
        expect(sombra(within(filas[6]).getAllByRole('cell')[0])).not.toBe(sombra(viernes18));
        const totales = screen.getByRole('table', { name: 'Reportes de Ventas' });
        expect(within(totales).getAllByRole('rowheader').map((r) => r.textContent)).toEqual(['Total']);
        expect(celdas('Total')).toEqual(['8', '8', '$2,000.00', '$0.00', '$2,000.00', '$250.00', '$1,020.00', '$980.00', '49.00 %']);
    });
});

describe('Reportes de Ventas: states', () => {
    it('says it is loading, then that there were no sales (no table, nothing to export or print)', async () => {
        const respuesta = deferred<Response>();
        abrir(`/reportes?${MARZO}`, () => respuesta.promise);
        expect(await screen.findByText('Cargando reporte...', {}, ESPERA)).toBeInTheDocument();
        respuesta.resolve(jsonResponse(reporte('dia', [fila('2026-03-01', '01/03/2026', cifras(0, '0.00'))])));
        expect(await screen.findByText('Sin ventas en el periodo')).toBeInTheDocument();
        expect(screen.queryByRole('table')).toBeNull();
        for (const boton of ['CSV', 'Excel', 'Imprimir']) expect(screen.getByRole('button', { name: boton })).toBeDisabled();
    });

    it('an empty grouping (no products sold) is empty too', async () => {
        abrir(`/reportes?${MARZO}&agrupar=producto`, reporte('producto', []));
        expect(await screen.findByText('Sin ventas en el periodo', {}, ESPERA)).toBeInTheDocument();
    });

    it('shows the server’s refusal of a query in Spanish', async () => {
        abrir(`/reportes?${MARZO}`, () => jsonResponse({ detail: [{ loc: ['query', 'hasta'], msg: 'La fecha final (hasta) no puede ser anterior a la inicial (desde).', type: 'value_error' }] }, { status: 422 }));
        expect(await screen.findByRole('alert', {}, ESPERA)).toHaveTextContent('La fecha final (hasta) no puede ser anterior a la inicial (desde).');
    });

    it('says the report could not be loaded when the server fails', async () => {
        abrir(`/reportes?${MARZO}`, () => jsonResponse({}, { status: 500 }));
        expect(await screen.findByRole('alert', {}, ESPERA)).toHaveTextContent('No se pudo cargar el reporte de ventas.');
        expect(screen.queryByRole('table')).toBeNull();
    });

    it('shows the refusal page for who lacks reportes:leer', async () => {
        abrir(`/reportes?${MARZO}`, () => detailAnswer(403, 'No tiene permiso para realizar esta acción.'), {
            'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta({}, PERMISOS.filter((p) => p !== 'reportes:leer'))),
        });
        expect(await screen.findByText('No tiene permiso para realizar esta acción.', {}, ESPERA)).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Reportes de Ventas' })).toBeInTheDocument();
        expect(screen.queryByRole('table')).toBeNull();
        expect(screen.queryByRole('button', { name: 'CSV' })).toBeNull();
    });

    it('is in the sidebar’s Operaciones group, last, as Reportes', async () => {
        abrir(`/reportes?${MARZO}`, POR_DIA);
        await screen.findByRole('rowheader', { name: '03/03/2026' }, ESPERA);
        const grupo = screen.getByRole('menu', { name: 'Operaciones' });
        const items = within(grupo).getAllByRole('menuitem');
        expect(items.at(-1)).toHaveTextContent('Reportes');
        expect(items.at(-1)).toHaveAttribute('href', '/reportes');
        await waitFor(() => expect(document.title).toContain('Reportes de Ventas'));
    });
});
