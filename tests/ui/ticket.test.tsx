import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse, sesionRespuesta, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { detailAnswer } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

const VENTA = '/api/v1/ventas/55';
const venta = {
    id: 55,
    // 02:30 UTC on 5 March is still 4 March in Mexico City (UTC−6), and 5 March in Madrid.
    fecha: '2025-03-05T02:30:00Z',
    estado: 'Completada',
    total: '1274.40',
    pagado: '1500.00',
    cambio: '225.60',
    cliente: { id: 7, nombre_completo: 'María Peña' },
    usuario: 'cajero@sipv.mx',
    vendedor: 'Carla Méndez',
    detalles: [
        { id: 1, cantidad: 1, precio_unitario: '1234.50', subtotal: '1234.50', producto: { id: 1, sku: 'HER-MAR-16', plantilla: { id: 10, nombre: 'Martillo de Uña' } } },
        { id: 2, cantidad: 1, precio_unitario: '39.90', subtotal: '39.90', producto: { id: 2, sku: 'ELE-LED-9W', plantilla: { id: 20, nombre: 'Foco LED 9W' } } },
    ],
    pagos: [
        { id: 1, metodo_pago: 'Efectivo', monto: '100.00' },
        { id: 2, metodo_pago: 'Tarjeta de Crédito', monto: '1400.00' },
    ],
    notas_credito: [],
};

const open = (routes: Record<string, StubHandler> = {}) => {
    seedSession();
    const fetchMock = stubFetch({ [`GET ${VENTA}`]: () => jsonResponse(venta), ...routes });
    renderApp('/ventas/55/ticket');
    return fetchMock;
};
const ticket = () => screen.findByRole('article', { name: 'Ticket de Venta #55' }, { timeout: 20_000 });

describe('Ticket', () => {
    it("prints the shop, sale number, date in the shop's zone, lines, total, payments, change, customer and seller", async () => {
        open();
        const t = await ticket();
        await waitFor(() => expect(t).toHaveTextContent('Abarrotes Ana'));
        expect(t).toHaveTextContent('Venta #55');
        expect(t).toHaveTextContent('Fecha: 04/03/2025 20:30');
        expect(t).toHaveTextContent('Cliente: María Peña');
        const lineas = within(t).getAllByTestId('ticket-linea').map((l) => l.textContent);
        expect(lineas).toEqual(['Martillo de Uña · HER-MAR-161 x $1,234.50$1,234.50', 'Foco LED 9W · ELE-LED-9W1 x $39.90$39.90']);
        expect(t).toHaveTextContent('Total$1,274.40');
        expect(t).toHaveTextContent('Efectivo$100.00');
        expect(t).toHaveTextContent('Tarjeta de Crédito$1,400.00');
        expect(t).toHaveTextContent('Cambio$225.60');
        // The seller by name (the detail's vendedor), not by e-mail.
        expect(t).toHaveTextContent('Le atendió: Carla Méndez');
        expect(t).not.toHaveTextContent('cajero@sipv.mx');
    });

    it("groups thousands in a line's quantity (1,200 x $0.50)", async () => {
        const cable = { id: 3, cantidad: 1200, precio_unitario: '0.50', subtotal: '600.00', producto: { id: 3, sku: 'CAB-12', plantilla: { id: 30, nombre: 'Cable' } } };
        open({ [`GET ${VENTA}`]: () => jsonResponse({ ...venta, detalles: [cable] }) });
        const t = await ticket();
        await waitFor(() => expect(within(t).getAllByTestId('ticket-linea').map((l) => l.textContent)).toEqual(['Cable · CAB-121,200 x $0.50$600.00']));
    });

    it("uses the shop's own time zone and 'Consumidor Final' for a walk-in", async () => {
        open({
            'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta({ nombre: 'Ferretería Sol', zona_horaria: 'Europe/Madrid' })),
            [`GET ${VENTA}`]: () => jsonResponse({ ...venta, cliente: null }),
        });
        const t = await ticket();
        await waitFor(() => expect(t).toHaveTextContent('Ferretería Sol'));
        expect(t).toHaveTextContent('Fecha: 05/03/2025 03:30');
        expect(t).toHaveTextContent('Cliente: Consumidor Final');
    });

    it('chooses 58 or 80 mm paper (remembered), sets @page for it, and prints with window.print', async () => {
        const print = vi.fn();
        vi.stubGlobal('print', print);
        open();
        // jsdom lays nothing out: the receipt is given the height a browser would, 340 px (89.96 mm).
        const alto = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
            return DOMRect.fromRect({ width: 181, height: this.classList.contains('sipv-ticket') ? 340 : 0 });
        });
        const t = await ticket();
        expect(t).toHaveAttribute('data-ancho', '80');
        const estilos = () => Array.from(document.querySelectorAll('style')).map((s) => s.textContent).join('\n');
        // The roll's width by the receipt's length, 2 mm to spare ('80mm auto' is invalid CSS).
        await waitFor(() => expect(estilos()).toMatch(/@page\s*\{\s*size:\s*80mm 92mm/));
        await userEvent.click(screen.getByRole('button', { name: '58 mm' }));
        expect(t).toHaveAttribute('data-ancho', '58');
        await waitFor(() => expect(estilos()).toMatch(/@page\s*\{\s*size:\s*58mm 92mm/));
        alto.mockRestore();
        // Only the receipt's copy prints, alone: the app (app bar, menu, these buttons) is left out.
        expect(estilos()).toMatch(/@media print/);
        const copia = document.querySelector('body > .sipv-ticket-impreso');
        expect(copia).toHaveAttribute('aria-hidden', 'true');
        expect(copia?.textContent).toBe(t.textContent);
        expect(localStorage.getItem('sipv-ticket-ancho')).toBe('58');
        await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
        expect(print).toHaveBeenCalledTimes(1);
        // From the keyboard (the till's F8 leads here): Imprimir has the focus once the sale is read.
        cleanup();
        open();
        await ticket();
        await waitFor(() => expect(screen.getByRole('button', { name: 'Imprimir' })).toHaveFocus());
        await userEvent.keyboard('{Enter}');
        expect(print).toHaveBeenCalledTimes(2);
    });

    it('shows the loading text, then the missing sale', async () => {
        const answer = deferred<Response>();
        open({ [`GET ${VENTA}`]: () => answer.promise });
        expect(await screen.findByText('Cargando ticket...', undefined, { timeout: 20_000 })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Imprimir' })).toBeDisabled();
        answer.resolve(detailAnswer(404, 'Venta no encontrada.'));
        expect(await screen.findByText('No se encontró la venta.')).toBeInTheDocument();
    });

    it("shows a refusal as 'Error al cargar la venta: No tiene permiso para realizar esta acción.'", async () => {
        open({ [`GET ${VENTA}`]: () => detailAnswer(403, 'Forbidden') });
        expect(
            await screen.findByText('Error al cargar la venta: No tiene permiso para realizar esta acción.', undefined, { timeout: 20_000 }),
        ).toBeInTheDocument();
    });
});

/** A return of the bulb, named in its lines as the API answers it (id, name and SKU). */
const conDevolucion = {
    ...venta,
    estado: 'Con Devolución',
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

describe('Returns on paper', () => {
    it('a reprinted ticket shows the credit notes under the lines, what was refunded and the net', async () => {
        open({ [`GET ${VENTA}`]: () => jsonResponse(conDevolucion) });
        const t = await ticket();
        const devoluciones = await within(t).findByTestId('ticket-devoluciones');
        expect(devoluciones).toHaveTextContent('Devoluciones');
        expect(devoluciones).toHaveTextContent('Nota de Crédito #9 · 06/03/2025 12:05');
        expect(within(devoluciones).getAllByTestId('nota-linea').map((l) => l.textContent)).toEqual(['#2 Foco LED 9W · ELE-LED-9WCantidad: 1-$39.90']);
        expect(devoluciones).toHaveTextContent('Total devuelto-$39.90');
        expect(devoluciones).toHaveTextContent('Neto$1,234.50');
        // The sale as it was stays above: its lines, total and payments.
        expect(within(t).getAllByTestId('ticket-linea')).toHaveLength(2);
        expect(t).toHaveTextContent('Total$1,274.40');
    });

    it('a sale without returns prints none', async () => {
        open();
        const t = await ticket();
        await waitFor(() => expect(t).toHaveTextContent('Abarrotes Ana'));
        expect(within(t).queryByTestId('ticket-devoluciones')).toBeNull();
        expect(t).not.toHaveTextContent('Neto');
    });

    it('prints a credit note on 58 or 80 mm paper like the ticket, its lines by id, name and SKU, reached from the sale detail', async () => {
        const print = vi.fn();
        vi.stubGlobal('print', print);
        seedSession();
        stubFetch({ [`GET ${VENTA}`]: () => jsonResponse(conDevolucion) });
        renderApp('/ventas/55');
        const imprimirNota = await screen.findByRole('link', { name: 'Imprimir nota de crédito #9' }, { timeout: 20_000 });
        expect(imprimirNota).toHaveAttribute('href', '/ventas/55/notas/9');
        const alto = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
            return DOMRect.fromRect({ width: 181, height: this.classList.contains('sipv-ticket') ? 340 : 0 });
        });
        await userEvent.click(imprimirNota);
        const nota = await screen.findByRole('article', { name: 'Nota de Crédito #9' }, { timeout: 20_000 });
        await waitFor(() => expect(nota).toHaveTextContent('Abarrotes Ana'));
        expect(nota).toHaveTextContent('Venta #55');
        expect(nota).toHaveTextContent('Fecha: 06/03/2025 12:05');
        expect(nota).toHaveTextContent('Cliente: María Peña');
        expect(nota).toHaveTextContent('Motivo: No enciende');
        expect(within(nota).getAllByTestId('nota-linea').map((l) => l.textContent)).toEqual(['#2 Foco LED 9W · ELE-LED-9WCantidad: 1$39.90']);
        expect(nota).toHaveTextContent('Total Reembolsado$39.90');
        // The ticket's paper and print CSS: the roll's width by the receipt's length, the note's copy alone.
        const estilos = () => Array.from(document.querySelectorAll('style')).map((s) => s.textContent).join('\n');
        expect(nota).toHaveAttribute('data-ancho', '80');
        await waitFor(() => expect(estilos()).toMatch(/@page\s*\{\s*size:\s*80mm 92mm/));
        await userEvent.click(screen.getByRole('button', { name: '58 mm' }));
        expect(nota).toHaveAttribute('data-ancho', '58');
        await waitFor(() => expect(estilos()).toMatch(/@page\s*\{\s*size:\s*58mm 92mm/));
        alto.mockRestore();
        expect(document.querySelector('body > .sipv-ticket-impreso')?.textContent).toBe(nota.textContent);
        await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
        expect(print).toHaveBeenCalledTimes(1);
        expect(screen.getByRole('link', { name: 'Volver a la venta' })).toHaveAttribute('href', '/ventas/55');
    });

    it('says so for a credit note the sale does not have', async () => {
        seedSession();
        stubFetch({ [`GET ${VENTA}`]: () => jsonResponse(conDevolucion) });
        renderApp('/ventas/55/notas/8');
        expect(await screen.findByText('La venta #55 no tiene la nota de crédito #8.', undefined, { timeout: 20_000 })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Imprimir' })).toBeDisabled();
    });
});
