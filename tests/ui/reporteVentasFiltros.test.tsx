import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatosDeFecha } from '../../contracts/formatoFecha';
import { jsonResponse, sesionRespuesta, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { callsTo, detailAnswer, listAnswer } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';
import { POR_DIA, POR_PRODUCTO, REPORTE_VENTAS } from '../helpers/reporteVentas';

/*
 * The sales report's period, grouping and filters in the URL (src/common/useFiltrosEnUrl.ts), the
 * quick periods, the files the server writes (GET …/exportar) and printing.
 */

const EXPORTAR = `${REPORTE_VENTAS}/exportar`;
const CATEGORIAS = [
    { id: 3, nombre: 'Abarrotes' },
    { id: 5, nombre: 'Lácteos' },
];
const USUARIOS = [{ id: 4, usuario: 'luis', nombre: 'Luis', apellido: 'Pérez', activo: true }];

const abrir = (ruta: string, routes: Record<string, StubHandler> = {}) => {
    seedSession();
    const fetchMock = stubFetch({
        [`GET ${REPORTE_VENTAS}`]: ({ url }) => jsonResponse(url.searchParams.get('agrupar') === 'producto' ? POR_PRODUCTO : POR_DIA),
        'GET /api/v1/categorias': () => listAnswer(CATEGORIAS),
        'GET /api/v1/usuarios': () => listAnswer(USUARIOS),
        ...routes,
    });
    renderApp(ruta);
    return fetchMock;
};
const consultas = (fetchMock: ReturnType<typeof stubFetch>, ruta = REPORTE_VENTAS) => callsTo(fetchMock, 'GET', ruta).map((c) => Object.fromEntries(c.url.searchParams));
const enUrl = () => Object.fromEntries(new URLSearchParams(window.location.search));
const ESPERA = { timeout: 20_000 };
const MARZO = { desde: '2026-03-01', hasta: '2026-03-31' };
const listo = () => screen.findByRole('rowheader', { name: 'Total' }, ESPERA);

describe('Reportes de Ventas: filters in the URL', () => {
    it("opens by day on the current month of the shop's zone, with nothing in the URL", async () => {
        const fetchMock = abrir('/reportes');
        await listo();
        const hoy = formatosDeFecha('America/Mexico_City').dia(new Date());
        const [anio, mes] = hoy.split('-').map(Number);
        const ultimo = String(new Date(Date.UTC(anio, mes, 0)).getUTCDate()).padStart(2, '0');
        expect(consultas(fetchMock)).toEqual([{ agrupar: 'dia', desde: `${hoy.slice(0, 8)}01`, hasta: `${hoy.slice(0, 8)}${ultimo}` }]);
        expect(screen.getByLabelText('Desde')).toHaveValue(`01/${hoy.slice(5, 7)}/${anio}`);
        expect(screen.getByRole('button', { name: 'Este mes' })).toHaveAttribute('aria-pressed', 'true');
        expect(enUrl()).toEqual({});
    });

    it('keeps the grouping, category and seller in the URL and asks with them; a grouping that refuses the category drops it', async () => {
        const fetchMock = abrir('/reportes?desde=2026-03-01&hasta=2026-03-31');
        await listo();
        await userEvent.selectOptions(screen.getByLabelText('Agrupar'), 'Por producto');
        await waitFor(() => expect(enUrl()).toEqual({ ...MARZO, agrupar: 'producto' }));
        await screen.findByRole('rowheader', { name: 'Queso Oaxaca' });
        await userEvent.selectOptions(await screen.findByLabelText('Categoría'), 'Lácteos');
        await userEvent.selectOptions(await screen.findByLabelText('Vendedor'), 'Luis Pérez');
        await waitFor(() => expect(enUrl()).toEqual({ ...MARZO, agrupar: 'producto', categoria_id: '5', usuario_id: '4' }));
        await waitFor(() => expect(consultas(fetchMock).at(-1)).toEqual({ agrupar: 'producto', ...MARZO, categoria_id: '5', usuario_id: '4' }));
        // A reload shows the same report.
        expect(screen.getByLabelText('Categoría')).toHaveValue('5');
        await userEvent.selectOptions(screen.getByLabelText('Agrupar'), 'Por hora');
        await waitFor(() => expect(enUrl()).toEqual({ ...MARZO, agrupar: 'hora', usuario_id: '4' }));
        await waitFor(() => expect(consultas(fetchMock).at(-1)).toEqual({ agrupar: 'hora', ...MARZO, usuario_id: '4' }));
        expect(screen.queryByLabelText('Categoría')).toBeNull();
        expect(screen.getByLabelText('Vendedor')).toHaveValue('4');
    });

    it('does not send a category from the URL with payment methods, and offers none there', async () => {
        const fetchMock = abrir('/reportes?desde=2026-03-01&hasta=2026-03-31&agrupar=metodo_pago&categoria_id=5');
        await listo();
        expect(consultas(fetchMock)).toEqual([{ agrupar: 'metodo_pago', ...MARZO }]);
        expect(screen.queryByLabelText('Categoría')).toBeNull();
    });

    it('offers the seller only to who may read the users, and the category only to who may read the products', async () => {
        abrir('/reportes?desde=2026-03-01&hasta=2026-03-31&agrupar=producto', {
            'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta({}, ['reportes:leer'])),
        });
        await listo();
        expect(screen.getByLabelText('Agrupar')).toHaveValue('producto');
        expect(screen.queryByLabelText('Vendedor')).toBeNull();
        expect(screen.queryByLabelText('Categoría')).toBeNull();
    });

    it('sets a quick period (Mes pasado, Este año, Hoy) in the URL', async () => {
        const fetchMock = abrir('/reportes');
        await listo();
        const hoy = formatosDeFecha('America/Mexico_City').dia(new Date());
        await userEvent.click(screen.getByRole('button', { name: 'Este año' }));
        await waitFor(() => expect(enUrl()).toEqual({ desde: `${hoy.slice(0, 4)}-01-01`, hasta: `${hoy.slice(0, 4)}-12-31` }));
        await waitFor(() => expect(screen.getByRole('button', { name: 'Este año' })).toHaveAttribute('aria-pressed', 'true'));
        await userEvent.click(screen.getByRole('button', { name: 'Hoy' }));
        await waitFor(() => expect(enUrl()).toEqual({ desde: hoy, hasta: hoy }));
        await waitFor(() => expect(consultas(fetchMock).at(-1)).toEqual({ agrupar: 'dia', desde: hoy, hasta: hoy }));
        await userEvent.click(screen.getByRole('button', { name: 'Mes pasado' }));
        await waitFor(() => expect(screen.getByRole('button', { name: 'Mes pasado' })).toHaveAttribute('aria-pressed', 'true'));
        expect(enUrl().hasta < `${hoy.slice(0, 8)}01`).toBe(true);
        expect(enUrl().desde.endsWith('-01')).toBe(true);
    });

    it('takes typed days; an end before the start is said at its field, not asked, and nothing can be exported', async () => {
        const fetchMock = abrir('/reportes?desde=2026-03-01&hasta=2026-03-31');
        await listo();
        const hasta = screen.getByLabelText('Hasta');
        await userEvent.clear(hasta);
        await userEvent.type(hasta, '15/03/2026');
        await waitFor(() => expect(enUrl()).toEqual({ desde: '2026-03-01', hasta: '2026-03-15' }));
        await waitFor(() => expect(consultas(fetchMock).at(-1)).toEqual({ agrupar: 'dia', desde: '2026-03-01', hasta: '2026-03-15' }));
        await userEvent.clear(hasta);
        await userEvent.type(hasta, '01/02/2026');
        expect(await screen.findByText('La fecha final (hasta) no puede ser anterior a la inicial (desde).')).toBeInTheDocument();
        expect(consultas(fetchMock).some((c) => c.hasta === '2026-02-01')).toBe(false);
        for (const boton of ['CSV', 'Excel', 'Imprimir']) expect(screen.getByRole('button', { name: boton })).toBeDisabled();
    });
});

describe('Reportes de Ventas: files and printing', () => {
    const descargas = () => {
        const nombres: string[] = [];
        URL.createObjectURL = vi.fn(() => 'blob:reporte');
        URL.revokeObjectURL = vi.fn();
        vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
            nombres.push(this.download);
        });
        return nombres;
    };

    it('downloads the CSV and the Excel file the server writes for the same query', async () => {
        const nombres = descargas();
        const fetchMock = abrir('/reportes?desde=2026-03-01&hasta=2026-03-31&agrupar=producto&categoria_id=3', {
            [`GET ${EXPORTAR}`]: () => new Response('Producto,Ventas\r\n', { headers: { 'Content-Type': 'text/csv' } }),
        });
        await screen.findByRole('rowheader', { name: 'Queso Oaxaca' }, ESPERA);
        // Filtered by a category: what was sold under it, as the note says.
        expect(screen.getByText(/Cada venta cuenta en la categoría que tenía su producto al venderse/)).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
        await waitFor(() => expect(nombres).toEqual(['ventas_producto_2026-03-01_2026-03-31.csv']));
        await userEvent.click(screen.getByRole('button', { name: 'Excel' }));
        await waitFor(() => expect(nombres).toHaveLength(2));
        expect(nombres[1]).toBe('ventas_producto_2026-03-01_2026-03-31.xlsx');
        expect(consultas(fetchMock, EXPORTAR)).toEqual([
            { formato: 'csv', agrupar: 'producto', ...MARZO, categoria_id: '3' },
            { formato: 'xlsx', agrupar: 'producto', ...MARZO, categoria_id: '3' },
        ]);
        // With the session's token, as every call.
        expect(new Headers(callsTo(fetchMock, 'GET', EXPORTAR)[0].init.headers).get('Authorization')).toBe('Bearer tok-1');
    });

    it('says why a file was refused', async () => {
        descargas();
        abrir('/reportes?desde=2026-03-01&hasta=2026-03-31', {
            [`GET ${EXPORTAR}`]: () => detailAnswer(403, 'No tiene permiso para realizar esta acción.'),
        });
        await listo();
        await userEvent.click(screen.getByRole('button', { name: 'Excel' }));
        expect(await screen.findByText('No tiene permiso para realizar esta acción.')).toBeInTheDocument();
    });

    it('prints the page, with the period said on paper', async () => {
        const imprimir = vi.fn();
        vi.stubGlobal('print', imprimir);
        abrir('/reportes?desde=2026-03-01&hasta=2026-03-31');
        await listo();
        await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
        expect(imprimir).toHaveBeenCalledOnce();
        expect(screen.getByText('Reportes de Ventas · Por día · del 01/03/2026 al 31/03/2026')).toBeInTheDocument();
        expect(within(screen.getByRole('group', { name: 'Periodos rápidos' })).getAllByRole('button')).toHaveLength(5);
    });
});
