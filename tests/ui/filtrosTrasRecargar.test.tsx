import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, listParams, stubFetch } from '../helpers/fetchStub';
import { callsTo, listAnswer } from '../helpers/listPage';
import { conPantallaDe, TELEFONO } from '../helpers/pantalla';
import { renderApp, seedSession } from '../helpers/renderApp';

/*
 * A list opened with its filters in the URL (a reload, F5, a link) shows them: the customer's
 * name with its clear button, the seller chosen, the days dd/mm/aaaa. The customer and seller
 * filters appear after the list (they wait for the session's permissions and the users list).
 */

const LIST = '/api/v1/ventas/';
const ANA = { id: 5, nombre_completo: 'Ana Peña', email: null, telefono: null, rfc: null, direccion: null, estado: 'Activo' };
const VENTA = { id: 12, fecha: '2025-03-04T15:30:00Z', estado: 'Completada', total: '80.00', cliente: { id: 5, nombre_completo: 'Ana Peña' }, usuario: 'cajero@sipv.mx' };
const USUARIOS = [
    { id: 1, nombre: 'Demo', apellido: 'Admin', usuario: 'demo@sipv.mx', rol_asignado: null, activo: true },
    { id: 2, nombre: 'Carlos', apellido: 'Cajero', usuario: 'cajero@sipv.mx', rol_asignado: null, activo: true },
];

beforeAll(async () => {
    await import('../../src/ventas/historial/VentaList');
}, 60_000);

const abrir = (filtro: Record<string, unknown>) => {
    seedSession();
    const fetchMock = stubFetch({
        [`GET ${LIST}`]: () => listAnswer([VENTA]),
        'GET /api/v1/usuarios/': () => listAnswer(USUARIOS),
        'GET /api/v1/clientes/': () => listAnswer([ANA]),
        'GET /api/v1/clientes/5': () => jsonResponse(ANA),
    });
    renderApp(`/ventas?filter=${encodeURIComponent(JSON.stringify(filtro))}`);
    return fetchMock;
};

const filtrosEnviados = (fetchMock: ReturnType<typeof stubFetch>) => callsTo(fetchMock, 'GET', LIST).map((c) => listParams(c.url).filter);

describe('Historial de Ventas opened with filters in the URL (after F5)', () => {
    it("shows the customer's name with its clear button, and the seller chosen; clearing drops the filter", async () => {
        const fetchMock = abrir({ cliente_id: 5, usuario_id: 2 });
        await waitFor(() => expect(screen.getByRole('textbox', { name: 'Cliente' })).toHaveValue('Ana Peña'), { timeout: 15_000 });
        await waitFor(() => expect(screen.getByRole('combobox', { name: 'Vendedor' })).toHaveValue('2'));
        expect(filtrosEnviados(fetchMock)[0]).toEqual({ cliente_id: 5, usuario_id: 2 });
        await userEvent.click(screen.getByRole('button', { name: 'Quitar el filtro de cliente' }));
        await waitFor(() => expect(decodeURIComponent(window.location.search)).not.toContain('cliente_id'));
        await waitFor(() => expect(filtrosEnviados(fetchMock).at(-1)).toEqual({ usuario_id: 2 }));
        expect(screen.getByRole('textbox', { name: 'Cliente' })).toHaveValue('');
    });

    it('on a phone too: the filter in use is in view with its name and clear button', async () => {
        conPantallaDe(TELEFONO);
        abrir({ cliente_id: 5 });
        await waitFor(() => expect(screen.getByRole('textbox', { name: 'Cliente' })).toHaveValue('Ana Peña'), { timeout: 15_000 });
        expect(screen.getByRole('button', { name: 'Quitar el filtro de cliente' })).toBeInTheDocument();
    });

    it('an impossible day is refused at the field in Spanish, and the list keeps its last valid filter', async () => {
        const fetchMock = abrir({ fecha_desde: '2025-03-01' });
        const desde = await screen.findByLabelText('Desde', {}, { timeout: 15_000 });
        expect(desde).toHaveValue('01/03/2025');
        await screen.findAllByText('Ana Peña');
        fireEvent.change(desde, { target: { value: '31/02/2025' } });
        expect(await screen.findByText('La fecha 31/02/2025 no existe.')).toBeInTheDocument();
        expect(desde).toHaveAttribute('aria-invalid', 'true');
        await new Promise((r) => setTimeout(r, 700)); // past the filter form's pause
        expect(filtrosEnviados(fetchMock).every((f) => f.fecha_desde === '2025-03-01')).toBe(true);
        expect(decodeURIComponent(window.location.search)).toContain('"fecha_desde":"2025-03-01"');
        expect(within(screen.getByRole('main')).getAllByText('Ana Peña').length).toBeGreaterThan(0);
    });
});
