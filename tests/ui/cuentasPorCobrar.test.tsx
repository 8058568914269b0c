import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CuentasPorCobrar } from '../../contracts/cuentas';
import { PERMISOS } from '../../contracts/permisos';
import { deferred, jsonResponse, sesionRespuesta, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { callsTo, columnHeaders, detailAnswer } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

/** Issue 34 item 5's aging report at /cuentas-por-cobrar: each customer who owes by how long their unpaid charges are past due. */

const REPORTE = '/api/v1/reportes/cuentas-por-cobrar';

const fila = (id: number, nombre: string, saldo: string, d0_30: string, d31_60: string, d61_90: string, mas_de_90: string) => ({
    cliente: { id, nombre_completo: nombre },
    saldo,
    limite_credito: '5000.00',
    dias_credito: 30,
    d0_30,
    d31_60,
    d61_90,
    mas_de_90,
});

const REPORTE_HOY: CuentasPorCobrar = {
    fecha: '2025-03-10',
    filas: [fila(7, 'María Peña', '1200.00', '200.00', '300.00', '0.00', '700.00'), fila(9, 'José Ruiz', '50.50', '50.50', '0.00', '0.00', '0.00')],
    totales: { saldo: '1250.50', d0_30: '250.50', d31_60: '300.00', d61_90: '0.00', mas_de_90: '700.00' },
};

const abrir = (routes: Record<string, StubHandler> = {}) => {
    seedSession();
    const fetchMock = stubFetch({ [`GET ${REPORTE}`]: () => jsonResponse(REPORTE_HOY), ...routes });
    renderApp('/cuentas-por-cobrar');
    return fetchMock;
};
const celdas = (nombre: string) =>
    within(screen.getByRole('rowheader', { name: nombre }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);

describe('Cuentas por Cobrar', () => {
    it('shows each customer who owes by age, linked to their statement, and the totals', async () => {
        abrir();
        expect(await screen.findByRole('rowheader', { name: 'María Peña' }, { timeout: 20_000 })).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Cuentas por Cobrar' })).toBeInTheDocument();
        expect(columnHeaders()).toEqual(['Cliente', 'Saldo', '0–30 días', '31–60 días', '61–90 días', 'Más de 90 días']);
        expect(celdas('María Peña')).toEqual(['$1,200.00', '$200.00', '$300.00', '$0.00', '$700.00']);
        expect(celdas('José Ruiz')).toEqual(['$50.50', '$50.50', '$0.00', '$0.00', '$0.00']);
        expect(celdas('Total')).toEqual(['$1,250.50', '$250.50', '$300.00', '$0.00', '$700.00']);
        expect(screen.getByRole('link', { name: 'María Peña' })).toHaveAttribute('href', '/estado-de-cuenta/7');
        expect(screen.getByText(/Antigüedad al 10\/03\/2025/)).toBeInTheDocument();
    });

    it('exports the rows on screen as a CSV headed in Spanish (cuentas_por_cobrar_<fecha>.csv), with no second request', async () => {
        const blobs: Blob[] = [];
        URL.createObjectURL = vi.fn((blob: Blob) => {
            blobs.push(blob);
            return 'blob:cxc';
        });
        const nombres: string[] = [];
        const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
            nombres.push(this.download);
        });
        const fetchMock = abrir();
        await screen.findByRole('rowheader', { name: 'María Peña' }, { timeout: 20_000 });
        await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
        await waitFor(() => expect(blobs).toHaveLength(1));
        expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await blobs[0].arrayBuffer()))).toBe(
            ['\ufeffCliente,Saldo,0–30 días,31–60 días,61–90 días,Más de 90 días', 'María Peña,1200.00,200.00,300.00,0.00,700.00', 'José Ruiz,50.50,50.50,0.00,0.00,0.00'].join('\r\n'),
        );
        expect(nombres).toEqual(['cuentas_por_cobrar_2025-03-10.csv']);
        expect(callsTo(fetchMock, 'GET', REPORTE)).toHaveLength(1);
        click.mockRestore();
    });

    it('shows the loading state, then says nobody owes; nothing to export', async () => {
        const respuesta = deferred<Response>();
        abrir({ [`GET ${REPORTE}`]: () => respuesta.promise });
        expect(await screen.findByText('Cargando cuentas por cobrar...', {}, { timeout: 20_000 })).toBeInTheDocument();
        respuesta.resolve(jsonResponse({ ...REPORTE_HOY, filas: [], totales: { saldo: '0.00', d0_30: '0.00', d31_60: '0.00', d61_90: '0.00', mas_de_90: '0.00' } }));
        expect(await screen.findByText('Ningún cliente tiene saldo pendiente.')).toBeInTheDocument();
        expect(screen.queryByRole('table')).toBeNull();
        expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
    });

    it('shows the refused page in Spanish for who lacks reportes:leer', async () => {
        abrir({
            [`GET ${REPORTE}`]: () => detailAnswer(403, 'No tiene permiso para realizar esta acción.'),
            'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta({}, PERMISOS.filter((p) => p !== 'reportes:leer'))),
        });
        expect(await screen.findByText('No tiene permiso para realizar esta acción.', {}, { timeout: 20_000 })).toBeInTheDocument();
        expect(screen.queryByRole('table')).toBeNull();
        expect(screen.queryByRole('button', { name: 'Exportar' })).toBeNull();
    });

    it('is in the sidebar’s Gestión group', async () => {
        abrir();
        await screen.findByRole('rowheader', { name: 'María Peña' }, { timeout: 20_000 });
        const grupo = screen.getByRole('menu', { name: 'Gestión' });
        expect(within(grupo).getByRole('menuitem', { name: 'Cuentas por Cobrar' })).toHaveAttribute('href', '/cuentas-por-cobrar');
    });
});
