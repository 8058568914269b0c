import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, listParams, sesionRespuesta, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { bodyOf, callsTo, columnHeaders, detailAnswer, listAnswer, rowOf } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

/* '/caja', 'Cortes de Caja' (issue 31, item 6): the sessions, their colours and texts, filters, and a session's page. */

const LIST = '/api/v1/caja/sesiones/';
const sesion = (id: number, cajero: string, estado: 'Abierta' | 'Cerrada', cierre: { esperado: string; contado: string; diferencia: string } | null) => ({
    id,
    caja: 'Caja 1',
    usuario_id: id,
    usuario: `${cajero.split(' ')[0].toLowerCase()}@tienda.mx`,
    cajero,
    abierta_en: '2025-03-04T15:00:00Z',
    cerrada_en: cierre ? '2025-03-05T02:30:00Z' : null,
    fondo_inicial: '500.00',
    estado,
    efectivo_esperado: cierre?.esperado ?? null,
    efectivo_contado: cierre?.contado ?? null,
    diferencia: cierre?.diferencia ?? null,
});
const SESIONES = [
    sesion(3, 'Carlos Cajero', 'Abierta', null),
    sesion(2, 'Ana López', 'Cerrada', { esperado: '1011.50', contado: '1001.50', diferencia: '-10.00' }),
    sesion(1, 'Beto Ruiz', 'Cerrada', { esperado: '800.00', contado: '805.50', diferencia: '5.50' }),
];
const DETALLE = {
    ...SESIONES[1],
    lectura: {
        fondo_inicial: '500.00',
        ventas: 4,
        por_metodo: [{ metodo_pago: 'Efectivo', monto: '611.50' }],
        efectivo_ventas: '611.50',
        efectivo_devoluciones: '0.00',
        entradas: '0.00',
        salidas: '100.00',
        efectivo_esperado: '1011.50',
    },
    movimientos: [{ id: 9, tipo: 'salida', monto: '100.00', motivo: 'Garrafones', gasto: true, fecha: '2025-03-04T18:00:00Z', usuario: 'ana@tienda.mx' }],
};

const Z_DE_CARLOS = { estado: 'Cerrada', cerrada_en: '2025-03-05T02:30:00Z', efectivo_esperado: '1011.50', efectivo_contado: '1011.50', diferencia: '0.00' };

beforeAll(async () => {
    await Promise.all([import('../../src/caja/SesionCajaList'), import('../../src/caja/SesionCajaShow')]);
}, 60_000);

const open = (routes: Record<string, StubHandler> = {}, path = '/caja') => {
    seedSession();
    const fetchMock = stubFetch({
        [`GET ${LIST}`]: () => listAnswer(SESIONES),
        'GET /api/v1/usuarios/': () => listAnswer([{ id: 2, nombre: 'Ana', apellido: 'López', usuario: 'ana@tienda.mx', rol_asignado: null, activo: true }]),
        [`GET ${LIST}2`]: () => jsonResponse(DETALLE),
        ...routes,
    });
    renderApp(path);
    return fetchMock;
};

const verde = 'rgb(46, 125, 50)';
const rojo = 'rgb(198, 40, 40)';

describe('Cortes de Caja', () => {
    it('lists the sessions with cashier, caja, times, expected, counted, the difference (green sobrante, red faltante) and state', async () => {
        const fetchMock = open();
        expect(await screen.findByText('#2', {}, { timeout: 20_000 })).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Cortes de Caja' })).toBeInTheDocument();
        expect(screen.getByRole('menuitem', { name: 'Cortes de Caja' })).toHaveAttribute('href', '/caja');
        expect(columnHeaders()).toEqual(['Sesión', 'Cajero', 'Caja', 'Apertura', 'Cierre', 'Esperado', 'Contado', 'Diferencia', 'Estado', 'Ver']);
        // Newest first (the contract's default), in the shop's zone.
        expect(listParams(callsTo(fetchMock, 'GET', LIST)[0].url).sort).toEqual(['abierta_en', 'DESC']);
        const faltante = within(rowOf('#2'));
        expect(faltante.getByText('Ana López')).toBeInTheDocument();
        expect(faltante.getByText('04/03/2025 09:00')).toBeInTheDocument();
        expect(faltante.getByText('04/03/2025 20:30')).toBeInTheDocument();
        expect(faltante.getByText('$1,011.50')).toBeInTheDocument();
        expect(faltante.getByText('$1,001.50')).toBeInTheDocument();
        expect(getComputedStyle(faltante.getByText('-$10.00')).color).toBe(rojo);
        expect(faltante.getByText('Cerrada')).toBeInTheDocument();
        expect(getComputedStyle(within(rowOf('#1')).getByText('$5.50')).color).toBe(verde);
        const abierta = within(rowOf('#3'));
        expect(abierta.getByText('Carlos Cajero')).toBeInTheDocument();
        expect(abierta.getByText('Abierta')).toBeInTheDocument();
        expect(abierta.getAllByText('—')).toHaveLength(4);
    });

    it('filters by state and cashier (sent as the contract names them) and says when nothing matches', async () => {
        const fetchMock = open({ [`GET ${LIST}`]: ({ url }) => listAnswer(listParams(url).filter.estado === 'Abierta' ? [] : SESIONES) });
        await screen.findByText('#2', {}, { timeout: 20_000 });
        await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Abierta');
        expect(await screen.findByText('No se encontraron cortes de caja.')).toBeInTheDocument();
        expect(listParams(callsTo(fetchMock, 'GET', LIST).at(-1)?.url as URL).filter).toEqual({ estado: 'Abierta' });
        await userEvent.selectOptions(await screen.findByLabelText('Cajero'), 'Ana López');
        await waitFor(() => expect(listParams(callsTo(fetchMock, 'GET', LIST).at(-1)?.url as URL).filter).toEqual({ estado: 'Abierta', usuario_id: 2 }));
        expect(screen.getByLabelText('Desde')).toBeInTheDocument();
        expect(screen.getByLabelText('Hasta')).toBeInTheDocument();
    });

    it('shows a load failure in Spanish', async () => {
        open({ [`GET ${LIST}`]: () => detailAnswer(500, 'Base de datos no disponible.') });
        expect(await screen.findByText('Error al cargar los cortes de caja: Base de datos no disponible.', {}, { timeout: 20_000 })).toBeInTheDocument();
    });

    it("a session's page: its figures, movements and the Z on the ticket's paper with Imprimir", async () => {
        const print = vi.fn();
        vi.stubGlobal('print', print);
        open({}, '/caja/2');
        expect(await screen.findByRole('heading', { name: 'Corte de Caja #2' }, { timeout: 20_000 })).toBeInTheDocument();
        const hoja = await screen.findByRole('article', { name: 'Corte Z' });
        expect(hoja).toHaveTextContent('Sesión #2 · Caja 1');
        expect(hoja).toHaveTextContent('Efectivo esperado$1,011.50');
        expect(hoja).toHaveTextContent('Efectivo contado$1,001.50');
        expect(hoja).toHaveTextContent('Faltante-$10.00');
        expect(screen.getByTestId('cierre-diferencia')).toHaveTextContent('Faltante-$10.00');
        const movimientos = screen.getByRole('table', { name: 'Movimientos de efectivo' });
        expect(within(movimientos).getByText('Salida de Efectivo')).toBeInTheDocument();
        expect(within(movimientos).getByText(/Garrafones/)).toHaveTextContent('Garrafones (gasto)');
        expect(within(movimientos).getByText('$100.00')).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
        expect(print).toHaveBeenCalledTimes(1);
        expect(document.querySelector('body > .sipv-ticket-impreso')?.textContent).toBe(hoja.textContent);
    });

    it("a supervisor closes another cashier's open session from its page: the count first, then the Z, and the page reads it again", async () => {
        let cerrada = false;
        const abierta = { ...DETALLE, ...SESIONES[0], lectura: { ...DETALLE.lectura, efectivo_esperado: '1011.50' }, movimientos: [] };
        const fetchMock = open(
            {
                [`GET ${LIST}3`]: () => jsonResponse(cerrada ? { ...abierta, ...Z_DE_CARLOS } : abierta),
                [`POST ${LIST}3/cierre/`]: () => {
                    cerrada = true;
                    return jsonResponse({ ...abierta, ...Z_DE_CARLOS, denominaciones: null });
                },
            },
            '/caja/3',
        );
        expect(await screen.findByRole('article', { name: 'Corte X' }, { timeout: 20_000 })).toBeInTheDocument();
        await userEvent.click(await screen.findByRole('button', { name: 'Cerrar Caja' }));
        const dialogo = await screen.findByRole('dialog', { name: 'Cerrar Caja' });
        await userEvent.click(within(dialogo).getByRole('button', { name: 'Capturar importe' }));
        await userEvent.type(within(dialogo).getByLabelText(/Efectivo contado/), '1,011.50{Enter}');
        const z = await screen.findByRole('dialog', { name: 'Corte Z' });
        expect(bodyOf(callsTo(fetchMock, 'POST', `${LIST}3/cierre/`)[0])).toEqual({ efectivo_contado: '1011.50' });
        expect(within(z).getByTestId('cierre-diferencia')).toHaveTextContent('Diferencia$0.00');
        await userEvent.click(within(z).getByRole('button', { name: 'Cerrar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(await screen.findByRole('article', { name: 'Corte Z' })).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Cerrar Caja' })).toBeNull();
    });

    it("a cashier without caja:supervisar has no 'Cerrar Caja' on another's open session", async () => {
        open({ 'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta({}, ['caja:operar'])), [`GET ${LIST}3`]: () => jsonResponse({ ...DETALLE, ...SESIONES[0], movimientos: [] }) }, '/caja/3');
        const hoja = await screen.findByRole('article', { name: 'Corte X' }, { timeout: 20_000 });
        // Once the session (its permissions) is read.
        await waitFor(() => expect(hoja).toHaveTextContent('Abarrotes Ana'));
        expect(screen.queryByRole('button', { name: 'Cerrar Caja' })).toBeNull();
    });

    it("a session that does not exist: 'No se encontró la sesión de caja.'", async () => {
        open({ [`GET ${LIST}9`]: () => detailAnswer(404, 'Sesión de caja no encontrada.') }, '/caja/9');
        expect(await screen.findByText('No se encontró la sesión de caja.', {}, { timeout: 20_000 })).toBeInTheDocument();
    });
});
