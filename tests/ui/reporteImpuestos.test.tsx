import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatosDeFecha } from '../../contracts/formatoFecha';
import { PERMISOS } from '../../contracts/permisos';
import type { ReporteImpuestos } from '../../contracts/reportes';
import { deferred, jsonResponse, sesionRespuesta, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { callsTo, columnHeaders, detailAnswer } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

const REPORTE = '/api/v1/reportes/impuestos';

const fila = (impuesto: 'IVA' | 'IEPS', tipo_factor: 'Tasa' | 'Exento', tasa: string | null, base_ventas: string, importe_ventas: string, base_devoluciones = '0.00', importe_devoluciones = '0.00') => ({
    impuesto,
    tipo_factor,
    tasa,
    base_ventas,
    importe_ventas,
    base_devoluciones,
    importe_devoluciones,
    base_neta: ((Math.round(Number(base_ventas) * 100) - Math.round(Number(base_devoluciones) * 100)) / 100).toFixed(2),
    importe_neto: ((Math.round(Number(importe_ventas) * 100) - Math.round(Number(importe_devoluciones) * 100)) / 100).toFixed(2),
});

const MARZO: ReporteImpuestos = {
    desde: '2025-03-01',
    hasta: '2025-03-31',
    impuestos: [
        fila('IVA', 'Tasa', '0.160000', '1208.00', '193.28', '208.00', '33.28'),
        fila('IVA', 'Tasa', '0.000000', '50.00', '0.00'),
        fila('IVA', 'Exento', null, '20.00', '0.00'),
        fila('IEPS', 'Tasa', '0.080000', '100.00', '8.00', '100.00', '8.00'),
    ],
    totales: {
        base_ventas: '1270.00',
        importe_ventas: '201.28',
        total_ventas: '1471.28',
        base_devoluciones: '200.00',
        importe_devoluciones: '41.28',
        total_devoluciones: '241.28',
        base_neta: '1070.00',
        importe_neto: '160.00',
        total_neto: '1230.00',
    },
};

const VACIO: ReporteImpuestos = {
    ...MARZO,
    impuestos: [],
    totales: Object.fromEntries(Object.keys(MARZO.totales).map((k) => [k, '0.00'])) as ReporteImpuestos['totales'],
};

const abrir = (ruta: string, routes: Record<string, StubHandler> = {}) => {
    seedSession();
    const fetchMock = stubFetch({ [`GET ${REPORTE}`]: ({ url }) => jsonResponse({ ...MARZO, desde: url.searchParams.get('desde'), hasta: url.searchParams.get('hasta') }), ...routes });
    renderApp(ruta);
    return fetchMock;
};
const periodos = (fetchMock: ReturnType<typeof stubFetch>) => callsTo(fetchMock, 'GET', REPORTE).map((c) => Object.fromEntries(c.url.searchParams));
const enUrl = () => Object.fromEntries(new URLSearchParams(window.location.search));
const celdas = (texto: string) =>
    within(screen.getByRole('rowheader', { name: texto }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);

describe('Reporte de impuestos', () => {
    it('shows each tax and rate by its label with its amounts, and the totals row', async () => {
        const fetchMock = abrir('/reportes/impuestos?desde=2025-03-01&hasta=2025-03-31');
        expect(await screen.findByRole('rowheader', { name: 'IVA 16 %' }, { timeout: 20_000 })).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Reporte de Impuestos' })).toBeInTheDocument();
        expect(columnHeaders()).toEqual(['Impuesto', 'Base ventas', 'Impuesto ventas', 'Base devoluciones', 'Impuesto devoluciones', 'Base neta', 'Impuesto neto']);
        expect(screen.getAllByRole('rowheader').map((r) => r.textContent)).toEqual(['IVA 16 %', 'IVA 0 %', 'Exento', 'IEPS 8 %', 'Total']);
        expect(celdas('IVA 16 %')).toEqual(['$1,208.00', '$193.28', '$208.00', '$33.28', '$1,000.00', '$160.00']);
        expect(celdas('Exento')).toEqual(['$20.00', '$0.00', '$0.00', '$0.00', '$20.00', '$0.00']);
        expect(celdas('IEPS 8 %')).toEqual(['$100.00', '$8.00', '$100.00', '$8.00', '$0.00', '$0.00']);
        expect(celdas('Total')).toEqual(['$1,270.00', '$201.28', '$200.00', '$41.28', '$1,070.00', '$160.00']);
        expect(screen.getByText('Ventas con impuestos $1,471.28 · Devoluciones $241.28 · Neto $1,230.00')).toBeInTheDocument();
        expect(screen.getByText(/La base del IVA incluye el IEPS/)).toBeInTheDocument();
        expect(screen.getByLabelText('Desde')).toHaveValue('01/03/2025');
        expect(screen.getByLabelText('Hasta')).toHaveValue('31/03/2025');
        expect(periodos(fetchMock)).toEqual([{ desde: '2025-03-01', hasta: '2025-03-31' }]);
    });

    it("opens on the current month of the shop's zone", async () => {
        const fetchMock = abrir('/reportes/impuestos');
        await screen.findByRole('rowheader', { name: 'IVA 16 %' }, { timeout: 20_000 });
        const hoy = formatosDeFecha('America/Mexico_City').dia(new Date());
        const [anio, mes] = hoy.split('-').map(Number);
        const ultimo = String(new Date(Date.UTC(anio, mes, 0)).getUTCDate()).padStart(2, '0');
        expect(periodos(fetchMock)).toEqual([{ desde: `${hoy.slice(0, 8)}01`, hasta: `${hoy.slice(0, 8)}${ultimo}` }]);
        expect(screen.getByLabelText('Desde')).toHaveValue(`01/${hoy.slice(5, 7)}/${anio}`);
        expect(screen.getByLabelText('Hasta')).toHaveValue(`${ultimo}/${hoy.slice(5, 7)}/${anio}`);
        expect(enUrl()).toEqual({});
    });

    it('writes its days to the URL and asks again; an end before the start is said at its field and not asked', async () => {
        const fetchMock = abrir('/reportes/impuestos?desde=2025-03-01&hasta=2025-03-31');
        await screen.findByRole('rowheader', { name: 'IVA 16 %' }, { timeout: 20_000 });
        const desde = screen.getByLabelText('Desde');
        await userEvent.clear(desde);
        await userEvent.type(desde, '15/03/2025');
        await waitFor(() => expect(enUrl()).toEqual({ desde: '2025-03-15', hasta: '2025-03-31' }));
        await waitFor(() => expect(periodos(fetchMock).at(-1)).toEqual({ desde: '2025-03-15', hasta: '2025-03-31' }));
        const hasta = screen.getByLabelText('Hasta');
        await userEvent.clear(hasta);
        await userEvent.type(hasta, '01/03/2025');
        await waitFor(() => expect(enUrl()).toEqual({ desde: '2025-03-15', hasta: '2025-03-01' }));
        expect(await screen.findByText('La fecha final (hasta) no puede ser anterior a la inicial (desde).')).toBeInTheDocument();
        expect(periodos(fetchMock).some((p) => p.hasta === '2025-03-01')).toBe(false);
        expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
        // Back to the month the shop is in.
        await userEvent.click(screen.getByRole('button', { name: 'Mes actual' }));
        await waitFor(() => expect(enUrl()).toEqual({}));
    });

    it('shows the loading state, then says there were no sales; nothing to export', async () => {
        const respuesta = deferred<Response>();
        abrir('/reportes/impuestos?desde=2024-06-01&hasta=2024-06-30', { [`GET ${REPORTE}`]: () => respuesta.promise });
        expect(await screen.findByText('Cargando reporte...', {}, { timeout: 20_000 })).toBeInTheDocument();
        respuesta.resolve(jsonResponse({ ...VACIO, desde: '2024-06-01', hasta: '2024-06-30' }));
        expect(await screen.findByText('No hay ventas en el periodo.')).toBeInTheDocument();
        expect(screen.queryByRole('table')).toBeNull();
        expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
    });

    it('exports the rows on screen and the totals as a CSV headed in Spanish (impuestos_<desde>_<hasta>.csv)', async () => {
        const blobs: Blob[] = [];
        URL.createObjectURL = vi.fn((blob: Blob) => {
            blobs.push(blob);
            return 'blob:impuestos';
        });
        const fetchMock = abrir('/reportes/impuestos?desde=2025-03-01&hasta=2025-03-31');
        await screen.findByRole('rowheader', { name: 'IVA 16 %' }, { timeout: 20_000 });
        await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
        await waitFor(() => expect(blobs).toHaveLength(1));
        expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await blobs[0].arrayBuffer()))).toBe(
            [
                '\ufeffImpuesto,Base ventas,Impuesto ventas,Base devoluciones,Impuesto devoluciones,Base neta,Impuesto neto',
                'IVA 16 %,1208.00,193.28,208.00,33.28,1000.00,160.00',
                'IVA 0 %,50.00,0.00,0.00,0.00,50.00,0.00',
                'Exento,20.00,0.00,0.00,0.00,20.00,0.00',
                'IEPS 8 %,100.00,8.00,100.00,8.00,0.00,0.00',
                'Total,1270.00,201.28,200.00,41.28,1070.00,160.00',
            ].join('\r\n'),
        );
        // From the rows already read: no second request.
        expect(periodos(fetchMock)).toHaveLength(1);
    });

    it('shows the refusal in Spanish for who lacks reportes:leer', async () => {
        abrir('/reportes/impuestos?desde=2025-03-01&hasta=2025-03-31', {
            [`GET ${REPORTE}`]: () => detailAnswer(403, 'No tiene permiso para realizar esta acción.'),
            'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta({}, PERMISOS.filter((p) => p !== 'reportes:leer'))),
        });
        expect(await screen.findByText('No tiene permiso para realizar esta acción.', {}, { timeout: 20_000 })).toBeInTheDocument();
        expect(screen.queryByRole('table')).toBeNull();
    });

    it('is in the sidebar’s Gestión group as Impuestos', async () => {
        abrir('/reportes/impuestos?desde=2025-03-01&hasta=2025-03-31');
        await screen.findByRole('rowheader', { name: 'IVA 16 %' }, { timeout: 20_000 });
        const grupo = screen.getByRole('menu', { name: 'Gestión' });
        expect(within(grupo).getByRole('menuitem', { name: 'Impuestos' })).toHaveAttribute('href', '/reportes/impuestos');
    });
});
