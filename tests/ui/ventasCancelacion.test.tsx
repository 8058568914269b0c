import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISOS } from '../../contracts/permisos';
import { VENTA_MENSAJES } from '../../contracts/ventas';
import { jsonResponse, sesionRespuesta, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { callsTo, detailAnswer } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

const DETALLE = {
    id: 12,
    fecha: '2025-03-04T15:30:00Z',
    estado: 'Completada',
    total: '90.48',
    cliente: { id: 5, nombre_completo: 'Ana Peña' },
    usuario: 'cajero@sipv.mx',
    vendedor: 'Carlos Cajero',
    pagado: '100.00',
    cambio: '9.52',
    detalles: [
        { id: 1, cantidad: 3, precio_unitario: '19.99', subtotal: '59.97', producto: { id: 101, sku: 'CAF-1', plantilla: { id: 1, nombre: 'Café Molido' } } },
        { id: 2, cantidad: 7, precio_unitario: '4.35', subtotal: '30.51', producto: { id: 102, sku: 'CHI-1', plantilla: { id: 2, nombre: 'Chicle' } } },
    ],
    pagos: [{ id: 1, metodo_pago: 'Efectivo', monto: '100.00' }],
    notas_credito: [],
};
const DETALLE_URL = 'GET /api/v1/ventas/12';
const CANCELAR_URL = 'POST /api/v1/ventas/12/cancelar';
const SIN_CANCELAR = 'Su rol no tiene el permiso «Cancelar ventas».';

// The page is a lazy chunk; transforming it on the first visit would eat the first test's wait.
beforeAll(async () => {
    await import('../../src/ventas/historial/VentaShow');
}, 60_000);

const open = (routes: Record<string, StubHandler>, { path = '/ventas/12', permisos = [...PERMISOS] }: { path?: string; permisos?: string[] } = {}) => {
    seedSession();
    const fetchMock = stubFetch({ 'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta({}, permisos)), ...routes });
    renderApp(path);
    return fetchMock;
};

const boton = () => screen.findByRole('button', { name: 'Cancelar Venta' }, { timeout: 15_000 });
const dialogo = () => screen.findByRole('dialog', { name: 'Cancelar Venta #12' });

describe("Detalle de Venta: 'Cancelar Venta' (void a sale)", () => {
    it('asks the reason, sends it, and shows the sale Cancelada with its red badge, the button gone', async () => {
        let estado = 'Completada';
        const fetchMock = open({
            [DETALLE_URL]: () => jsonResponse({ ...DETALLE, estado }),
            [CANCELAR_URL]: () => {
                estado = 'Cancelada';
                return jsonResponse({ ...DETALLE, estado });
            },
        });
        await userEvent.click(await boton());
        await waitFor(() => expect(window.location.pathname).toBe('/ventas/12/cancelar'));
        const d = within(await dialogo());
        expect(
            d.getByText(
                '¿Está seguro de que desea cancelar la venta #12 por $90.48? Sus productos vuelven al inventario y su importe sale de la caja y de la contabilidad. No se puede deshacer.',
            ),
        ).toBeInTheDocument();
        const motivo = d.getByRole('textbox', { name: 'Motivo de la cancelación' });
        expect(motivo).toBeRequired();

        // No reason, nothing sent: the contract's message under the field.
        await userEvent.click(d.getByRole('button', { name: 'Sí, cancelar venta' }));
        expect(await d.findByText(VENTA_MENSAJES.motivoCancelacion)).toBeInTheDocument();
        expect(VENTA_MENSAJES.motivoCancelacion).toBe('El motivo de la cancelación es obligatorio.');
        fireEvent.change(motivo, { target: { value: '   ' } });
        await userEvent.click(d.getByRole('button', { name: 'Sí, cancelar venta' }));
        expect(callsTo(fetchMock, 'POST', '/api/v1/ventas/12/cancelar')).toHaveLength(0);

        fireEvent.change(motivo, { target: { value: '' } });
        await userEvent.type(motivo, '  Cobro duplicado ');
        await userEvent.click(d.getByRole('button', { name: 'Sí, cancelar venta' }));
        await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/v1/ventas/12/cancelar')).toHaveLength(1));
        const [llamada] = callsTo(fetchMock, 'POST', '/api/v1/ventas/12/cancelar');
        expect(JSON.parse(String(llamada.init.body))).toEqual({ motivo: 'Cobro duplicado' });

        expect(await screen.findByText('Venta #12 cancelada.')).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(window.location.pathname).toBe('/ventas/12');
        const chip = await screen.findByText('Cancelada', { selector: '.MuiChip-label' });
        expect(chip.closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
        expect(screen.queryByRole('button', { name: 'Cancelar Venta' })).toBeNull();
        // No return for a voided sale either.
        expect(screen.queryByRole('link', { name: 'Procesar devolución' })).toBeNull();
    }, 60_000);

    it("shows the server's refusal in Spanish and keeps the dialog open; Cancelar closes it without voiding", async () => {
        const fetchMock = open({
            [DETALLE_URL]: () => jsonResponse(DETALLE),
            [CANCELAR_URL]: () => detailAnswer(409, VENTA_MENSAJES.conDevoluciones),
        });
        await userEvent.click(await boton());
        const d = within(await dialogo());
        await userEvent.type(d.getByRole('textbox', { name: 'Motivo de la cancelación' }), 'Tarde');
        await userEvent.click(d.getByRole('button', { name: 'Sí, cancelar venta' }));
        expect(await d.findByText('Error al cancelar la venta: La venta tiene devoluciones y no se puede cancelar.')).toBeInTheDocument();
        expect(screen.getByRole('dialog')).toBeInTheDocument();

        await userEvent.click(d.getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(window.location.pathname).toBe('/ventas/12');
        expect(callsTo(fetchMock, 'POST', '/api/v1/ventas/12/cancelar')).toHaveLength(1);
    }, 60_000);

    it('opens from its address, /ventas/12/cancelar, over the detail', async () => {
        open({ [DETALLE_URL]: () => jsonResponse(DETALLE) }, { path: '/ventas/12/cancelar' });
        expect(await screen.findByRole('dialog', { name: 'Cancelar Venta #12' }, { timeout: 15_000 })).toBeInTheDocument();
        // Behind the modal dialog (hidden from assistive technology while it is open).
        expect(screen.getByRole('heading', { name: 'Detalle de Venta #12', hidden: true })).toBeInTheDocument();
    });

    it('is disabled, saying which permission is missing, for a role without ventas:cancelar; a click opens nothing', async () => {
        open({ [DETALLE_URL]: () => jsonResponse(DETALLE) }, { permisos: ['ventas:leer', 'ventas:crear', 'devoluciones:crear'] });
        const cancelar = await boton();
        await waitFor(() => expect(cancelar).toBeDisabled());
        fireEvent.click(cancelar);
        await new Promise((r) => setTimeout(r, 50));
        expect(window.location.pathname).toBe('/ventas/12');
        await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar Venta' }).parentElement?.tagName).toBe('SPAN'));
        await userEvent.hover(screen.getByRole('button', { name: 'Cancelar Venta' }).parentElement as HTMLElement);
        expect((await screen.findByRole('tooltip')).textContent).toBe(SIN_CANCELAR);
        // Its return, which the role holds, stays.
        expect(screen.getByRole('link', { name: 'Procesar devolución' })).not.toHaveAttribute('aria-disabled');
    }, 60_000);

    it.each(['Con Devolución', 'Cancelada'])('is not offered for a sale %s', async (estado) => {
        open({ [DETALLE_URL]: () => jsonResponse({ ...DETALLE, estado }) });
        expect(await screen.findByRole('link', { name: 'Imprimir ticket' }, { timeout: 15_000 })).toBeInTheDocument();
        expect(screen.getByText(estado, { selector: '.MuiChip-label' })).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Cancelar Venta' })).toBeNull();
    });
});
