import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, listParams, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { listAnswer } from '../helpers/listPage';
import { renderApp, seedSession } from '../helpers/renderApp';

/**
 * What a scan costs the screen (scan to cart within a frame, bench:scan): typing a SKU renders nothing,
 * and the answer renders the cart, not the page around it (title, customer, dialogs, hints).
 */
const cuenta = vi.hoisted(() => ({ commits: 0, pago: 0 }));

vi.mock('../../src/ventas/pos/PosPage', async (importOriginal) => {
    const real = await importOriginal<typeof import('../../src/ventas/pos/PosPage')>();
    return {
        PosPage: () => (
            <Profiler id="pos" onRender={() => (cuenta.commits += 1)}>
                <real.PosPage />
            </Profiler>
        ),
    };
});
// Rendered whenever the page is: its count is the page's.
vi.mock('../../src/ventas/pos/PagoDialog', async (importOriginal) => {
    const real = await importOriginal<typeof import('../../src/ventas/pos/PagoDialog')>();
    return {
        PagoDialog: (props: Parameters<typeof real.PagoDialog>[0]) => {
            cuenta.pago += 1;
            return real.PagoDialog(props);
        },
    };
});

const INVENTARIO = '/api/v1/inventario';
const fila = (id: number, nombre: string, sku: string, precio_venta: string) => ({ id, sku, plantilla: { id: id * 10, nombre }, stock: 10, precio_venta, costo_compra: '1.00' });
const VARIANTES = [fila(1, 'Martillo de Uña', 'HER-MAR-16', '100.00'), fila(2, 'Foco LED 9W', 'ELE-LED-9W', '39.90'), fila(3, 'Cinta Aislante', 'ELE-CIN-01', '12.50')];
const inventario: StubHandler = ({ url }) => listAnswer(VARIANTES.filter((v) => v.sku === listParams(url).filter.sku));

const lineas = () => Array.from(document.querySelectorAll('tr[data-sku]')).map((tr) => tr.getAttribute('data-sku'));
const cajaProducto = () => screen.findByLabelText('Buscar producto (nombre o SKU)', undefined, { timeout: 20_000 });

/** The POS open, with `primero` already in the cart; the lookup of `lento` answers only when the test resolves it. */
async function posCon(primero: string, lento: string) {
    const respuesta = deferred<Response>();
    seedSession();
    stubFetch({ [`GET ${INVENTARIO}`]: (req) => (listParams(req.url).filter.sku === lento ? respuesta.promise : inventario(req)) });
    renderApp('/pos');
    const caja = await cajaProducto();
    await userEvent.type(caja, `${primero}{Enter}`);
    await screen.findByText(VARIANTES.find((v) => v.sku === primero)?.plantilla.nombre as string);
    return { caja, lento: respuesta };
}

describe('POS: what a scan renders', () => {
    it('renders nothing while a SKU is typed, and only the cart when its line arrives', async () => {
        seedSession();
        stubFetch({ [`GET ${INVENTARIO}`]: inventario });
        renderApp('/pos');
        const caja = await cajaProducto();
        await userEvent.type(caja, 'HER-MAR-16{Enter}');
        await screen.findByText('Martillo de Uña');
        await new Promise((r) => setTimeout(r, 50));

        cuenta.commits = 0;
        cuenta.pago = 0;
        await userEvent.type(caja, 'ELE-LED-9W');
        expect(cuenta.commits).toBe(0);
        fireEvent.keyDown(caja, { key: 'Enter' });
        await screen.findByText('Foco LED 9W');
        expect(caja).toHaveValue('');
        expect(screen.getByTestId('total-venta')).toHaveTextContent('Total: $139.90');
        expect(screen.getByRole('button', { name: 'Proceder al Pago (2)' })).toBeEnabled();
        expect(cuenta.commits).toBeGreaterThan(0);
        expect(cuenta.pago).toBe(0);
    });

    it('changes nothing on screen at Enter: the SKU leaves the box with its line, or as soon as the next one is typed', async () => {
        const { caja, lento } = await posCon('ELE-CIN-01', 'HER-MAR-16');
        expect(caja).toHaveValue('');
        await new Promise((r) => setTimeout(r, 50));

        cuenta.commits = 0;
        await userEvent.type(caja, 'HER-MAR-16{Enter}');
        // Enter alone renders nothing: the scan's text stays while its answer is on the way.
        expect(cuenta.commits).toBe(0);
        expect(caja).toHaveValue('HER-MAR-16');
        // A second Enter on the same text does not scan it twice.
        fireEvent.keyDown(caja, { key: 'Enter' });
        // The next scan starts in an empty box, before the first has answered.
        await userEvent.type(caja, 'E');
        expect(caja).toHaveValue('E');
        await userEvent.type(caja, 'LE-LED-9W{Enter}');
        expect(caja).toHaveValue('ELE-LED-9W');
        lento.resolve(listAnswer([VARIANTES[0]]));
        await screen.findByText('Foco LED 9W');
        expect(lineas()).toEqual(['ELE-CIN-01', 'HER-MAR-16', 'ELE-LED-9W']);
        expect(screen.getByLabelText('Cantidad de Martillo de Uña')).toHaveValue('1');
        await waitFor(() => expect(caja).toHaveValue(''));
    });

    it('still updates the payment modal when a line answered after F9 opened it', async () => {
        const { caja, lento } = await posCon('HER-MAR-16', 'ELE-CIN-01');
        await userEvent.type(caja, 'ELE-CIN-01{Enter}');
        await userEvent.keyboard('{F9}');
        const dialog = await screen.findByRole('dialog', { name: 'Pago' });
        expect(within(dialog).getByTestId('pago-total')).toHaveTextContent('$100.00');
        lento.resolve(listAnswer([VARIANTES[2]]));
        await waitFor(() => expect(within(dialog).getByTestId('pago-total')).toHaveTextContent('$112.50'));
        expect(within(dialog).getByTestId('pago-saldo')).toHaveTextContent('Faltante: $112.50');
        // Closing keeps the figure it showed while it fades out.
        await userEvent.keyboard('{Escape}');
        expect(within(dialog).getByTestId('pago-total')).toHaveTextContent('$112.50');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
});
