import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { callsTo } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

/** The ticket's header and footer, as the shop set them at /configuracion (GET /api/v1/empresa/). */

const VENTA = '/api/v1/ventas/55';
const EMPRESA = '/api/v1/empresa/';
const venta = {
    id: 55,
    fecha: '2025-03-05T02:30:00Z',
    estado: 'Con Devolución',
    total: '39.90',
    pagado: '50.00',
    cambio: '10.10',
    cliente: null,
    usuario: 'cajero@sipv.mx',
    vendedor: 'Carla Méndez',
    detalles: [{ id: 2, cantidad: 1, precio_unitario: '39.90', subtotal: '39.90', producto: { id: 2, sku: 'ELE-LED-9W', plantilla: { id: 20, nombre: 'Foco LED 9W' } } }],
    pagos: [{ id: 1, metodo_pago: 'Efectivo', monto: '50.00' }],
    notas_credito: [
        {
            id: 9,
            venta_id: 55,
            fecha: '2025-03-06T18:05:00Z',
            motivo: 'No enciende',
            total_devuelto: '39.90',
            detalles: [{ producto_id: 2, cantidad: 1, monto_devuelto: '39.90', sku: 'ELE-LED-9W', nombre: 'Foco LED 9W' }],
        },
    ],
};
const AJUSTES = {
    id: 1,
    nombre: 'Abarrotes Ana',
    zona_horaria: 'America/Mexico_City',
    encabezado_ticket: 'Av. Juárez 100, Col. Centro\nTel. 55 1234 5678',
    pie_ticket: 'Cambios dentro de 30 días\ncon este ticket.',
    caja_obligatoria: false,
};

const open = (path: string, routes: Record<string, StubHandler> = {}) => {
    seedSession();
    const fetchMock = stubFetch({ [`GET ${VENTA}`]: () => jsonResponse(venta), [`GET ${EMPRESA}`]: () => jsonResponse(AJUSTES), ...routes });
    renderApp(path);
    return fetchMock;
};

describe("The shop's header and footer on its receipts", () => {
    it("the sale's ticket prints the header under the shop's name and the footer last, line by line, and the printed copy too", async () => {
        const fetchMock = open('/ventas/55/ticket');
        const ticket = await screen.findByRole('article', { name: 'Ticket de Venta #55' }, { timeout: 20_000 });
        const encabezado = await within(ticket).findByTestId('ticket-encabezado');
        expect(encabezado.textContent).toBe(AJUSTES.encabezado_ticket);
        expect(encabezado).toHaveStyle({ whiteSpace: 'pre-line' });
        const pie = within(ticket).getByTestId('ticket-pie');
        expect(pie.textContent).toBe(AJUSTES.pie_ticket);
        // In their places: the header after the shop's name and before the sale's number, the footer after everything.
        await waitFor(() => expect(ticket.textContent?.startsWith(`Abarrotes Ana${AJUSTES.encabezado_ticket}Venta #55`)).toBe(true));
        expect(ticket.textContent?.endsWith(`¡Gracias por su compra!${AJUSTES.pie_ticket}`)).toBe(true);
        expect(ticket.lastElementChild).toBe(pie);
        expect(document.querySelector('body > .sipv-ticket-impreso')?.textContent).toBe(ticket.textContent);
        // Read once, for the screen's copy and the printed one.
        expect(callsTo(fetchMock, 'GET', EMPRESA)).toHaveLength(1);
    });

    it('a credit note on paper carries them too', async () => {
        open('/ventas/55/notas/9');
        const nota = await screen.findByRole('article', { name: 'Nota de Crédito #9' }, { timeout: 20_000 });
        expect((await within(nota).findByTestId('ticket-encabezado')).textContent).toBe(AJUSTES.encabezado_ticket);
        expect(within(nota).getByTestId('ticket-pie').textContent).toBe(AJUSTES.pie_ticket);
    });

    it('without texts the ticket prints as before (and tests/ui/ticket.test.tsx, whose settings answer 404, prints in full)', async () => {
        open('/ventas/55/ticket', { [`GET ${EMPRESA}`]: () => jsonResponse({ ...AJUSTES, encabezado_ticket: null, pie_ticket: null }) });
        const ticket = await screen.findByRole('article', { name: 'Ticket de Venta #55' }, { timeout: 20_000 });
        await waitFor(() => expect(ticket).toHaveTextContent('Abarrotes Ana'));
        expect(within(ticket).queryByTestId('ticket-encabezado')).toBeNull();
        expect(within(ticket).queryByTestId('ticket-pie')).toBeNull();
    });
});
