import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Producto } from '../../contracts/productos';
import { jsonResponse, listParams, sesionRespuesta, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { listAnswer } from '../helpers/listPage';
import { bodyRows, camiseta, catalogos, LIST, list } from '../helpers/productos';
import { renderApp, seedSession } from '../helpers/renderApp';

/**
 * Issue 35 item 6: /etiquetas lists the labels chosen (products' variants, or a received order's
 * units), draws a page of them at its printed size in the paper chosen, takes each one's copies,
 * keeps all of it in the address and prints with window.print; the products list and a received
 * order lead there.
 */

const cafe: Producto = { ...camiseta, id: 9, nombre: 'Café de olla 500 g', unidad: 'pieza', variantes: [{ id: 21, sku: '7501055363513', stock: 5, precio_venta: '89.90', costo_compra: '50.00', valores_ids: [], precios_mayoreo: [] }] };
const frijol: Producto = { ...camiseta, id: 10, nombre: 'Frijol negro', unidad: 'kg', variantes: [{ id: 31, sku: 'FRI-1', stock: 50, precio_venta: '32.00', costo_compra: '20.00', valores_ids: [], precios_mayoreo: [] }] };
const PRODUCTOS = [camiseta, cafe, frijol];

/** GET /productos/plantillas as getMany asks it (`filter={"id":[…]}`): the products named. */
const porIds: StubHandler = ({ url }) => {
    const ids = (listParams(url).filter.id ?? []) as number[];
    return listAnswer(PRODUCTOS.filter((p) => ids.includes(p.id)));
};

const orden = (estado: string) => ({
    id: 7,
    proveedor: { id: 4, nombre_empresa: 'Distribuidora Peña' },
    fecha_emision: '2025-03-04T15:30:00Z',
    estado,
    total: '1005.00',
    detalles: [
        { id: 1, producto: { id: 12, sku: 'CAM-L', plantilla: { id: 7, nombre: 'Camiseta Básica' } }, cantidad: 3, unidad: 'pieza', costo_unitario: '80.00', subtotal_linea: '240.00' },
        { id: 2, producto: { id: 31, sku: 'FRI-1', plantilla: { id: 10, nombre: 'Frijol negro' } }, cantidad: 25.5, unidad: 'kg', costo_unitario: '30.00', subtotal_linea: '765.00' },
    ],
});

const open = (path: string, routes: Record<string, StubHandler> = {}) => {
    seedSession();
    const fetchMock = stubFetch({ ...catalogos, [LIST]: porIds, 'GET /api/v1/compras/7': () => jsonResponse(orden('Recibida')), ...routes });
    renderApp(path);
    return fetchMock;
};

const tabla = () => screen.findByRole('table', { name: 'Etiquetas de Código de Barras' }, { timeout: 20_000 });
const filas = (t: HTMLElement) => within(t).getAllByRole('row').slice(1).map((f) => within(f).getAllByRole('cell').map((c) => c.textContent));
const resumen = () => screen.getByRole('status').textContent;
const estilos = () => Array.from(document.querySelectorAll('style')).map((s) => s.textContent).join('\n');
const impresas = () => document.querySelectorAll('body > .sipv-etiquetas-impreso [data-testid="etiqueta"]');
const busqueda = () => new URLSearchParams(window.location.search);

describe('Etiquetas de código de barras', () => {
    it('lists every variant of the products chosen with its code, draws the first sheet and switches to the 58 mm roll', async () => {
        open('/etiquetas?productos=7,9');
        const t = await tabla();
        expect(filas(t).map((f) => f.slice(0, 4))).toEqual([
            ['Camiseta Básica', 'CAM-M', 'Code 128', '$1,234.50'],
            ['Camiseta Básica', 'CAM-L', 'Code 128', '$155.00'],
            ['Camiseta Básica', 'CAM-XL', 'Code 128', '$160.00'],
            ['Café de olla 500 g', '7501055363513', 'EAN-13', '$89.90'],
        ]);
        expect(resumen()).toBe('4 etiquetas · 1 hoja');
        // The preview: the label's name, price, bars (named by their SKU) and SKU as text.
        const vista = screen.getByRole('region', { name: 'Vista previa' });
        const etiquetas = within(vista).getAllByTestId('etiqueta');
        expect(etiquetas).toHaveLength(4);
        expect(etiquetas[3]).toHaveTextContent('Café de olla 500 g$89.907501055363513');
        const barras = within(etiquetas[3]).getByRole('img', { name: 'Código de barras 7501055363513' });
        expect(barras).toHaveAttribute('data-simbologia', 'ean13');
        expect(barras.querySelector('svg path')).not.toBeNull();
        expect(within(etiquetas[0]).getByRole('img', { name: 'Código de barras CAM-M' })).toHaveAttribute('data-simbologia', 'code128');
        // The letter sheet's page, and only the labels' copy prints.
        expect(estilos()).toMatch(/@page\s*\{\s*size:\s*8\.5in 11in;\s*margin:\s*0/);
        expect(estilos()).toMatch(/@media print/);
        expect(impresas()).toHaveLength(4);
        expect(document.querySelector('body > .sipv-etiquetas-impreso')).toHaveAttribute('aria-hidden', 'true');

        await userEvent.click(screen.getByRole('button', { name: 'Rollo 58 mm' }));
        await waitFor(() => expect(estilos()).toMatch(/@page\s*\{\s*size:\s*58mm 40mm/));
        expect(busqueda().get('formato')).toBe('rollo');
        expect(resumen()).toBe('4 etiquetas');
        // One label a page of roll: the preview shows the first.
        expect(within(screen.getByRole('region', { name: 'Vista previa' })).getAllByTestId('etiqueta')).toHaveLength(1);
        await userEvent.click(screen.getByRole('button', { name: 'Hoja carta (30 etiquetas)' }));
        await waitFor(() => expect(busqueda().get('formato')).toBeNull());
    });

    it('takes copies per label, kept in the address, and prints them all with Imprimir', async () => {
        const print = vi.fn();
        vi.stubGlobal('print', print);
        open('/etiquetas?productos=9,7');
        await tabla();
        fireEvent.change(screen.getByRole('spinbutton', { name: 'Copias de 7501055363513' }), { target: { value: '30' } });
        fireEvent.change(screen.getByRole('spinbutton', { name: 'Copias de CAM-XL' }), { target: { value: '0' } });
        await waitFor(() => expect(resumen()).toBe('32 etiquetas · 2 hojas'));
        expect(busqueda().get('copias')).toBe('21:30,13:0');
        expect(impresas()).toHaveLength(32);
        expect(document.querySelectorAll('body > .sipv-etiquetas-impreso .sipv-etiquetas-pagina')).toHaveLength(2);
        await userEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
        expect(print).toHaveBeenCalledTimes(1);
    });

    it('starts a sheet used in part at its first free place (kept in the address); the roll has none', async () => {
        open('/etiquetas?productos=9');
        await tabla();
        fireEvent.change(screen.getByRole('spinbutton', { name: 'Empezar en la etiqueta' }), { target: { value: '30' } });
        await waitFor(() => expect(busqueda().get('inicio')).toBe('30'));
        expect(resumen()).toBe('1 etiqueta · 1 hoja');
        const vista = screen.getByRole('region', { name: 'Vista previa' });
        expect(within(vista).getAllByTestId('etiqueta-usada')).toHaveLength(29);
        expect(within(vista).getAllByTestId('etiqueta')).toHaveLength(1);
        fireEvent.change(screen.getByRole('spinbutton', { name: 'Copias de 7501055363513' }), { target: { value: '2' } });
        await waitFor(() => expect(resumen()).toBe('2 etiquetas · 2 hojas'));
        await userEvent.click(screen.getByRole('button', { name: 'Rollo 58 mm' }));
        await waitFor(() => expect(resumen()).toBe('2 etiquetas'));
        expect(screen.queryByRole('spinbutton', { name: 'Empezar en la etiqueta' })).toBeNull();
        expect(impresas()).toHaveLength(2);
        expect(document.querySelectorAll('body > .sipv-etiquetas-impreso [data-testid="etiqueta-usada"]')).toHaveLength(0);
    });

    it('opens with the copies its address says, and with none left says so and does not print', async () => {
        open('/etiquetas?productos=9&copias=21:0');
        await tabla();
        expect(screen.getByRole('spinbutton', { name: 'Copias de 7501055363513' })).toHaveValue(0);
        expect(screen.getByText('Ninguna etiqueta por imprimir: todas tienen 0 copias.')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Imprimir' })).toBeDisabled();
    });

    it("a received order: one label per unit of a piece product, one per line of a weighed one, saying so", async () => {
        open('/etiquetas?compra=7');
        const t = await tabla();
        expect(filas(t).map((f) => f.slice(0, 4))).toEqual([
            ['Camiseta Básica', 'CAM-L', 'Code 128', '$155.00'],
            ['Frijol negro', 'FRI-1', 'Code 128', '$32.00'],
        ]);
        expect(screen.getByRole('spinbutton', { name: 'Copias de CAM-L' })).toHaveValue(3);
        expect(screen.getByRole('spinbutton', { name: 'Copias de FRI-1' })).toHaveValue(1);
        expect(within(t).getByText('una por línea')).toBeInTheDocument();
        expect(screen.getByText(/llevan una etiqueta por línea, no una por unidad/)).toBeInTheDocument();
        expect(screen.getByText('Orden de Compra #7: una etiqueta por unidad recibida.')).toBeInTheDocument();
        expect(resumen()).toBe('4 etiquetas · 1 hoja');
        // A weighed product's price is per its unit.
        expect(within(screen.getByRole('region', { name: 'Vista previa' })).getAllByTestId('etiqueta')[3]).toHaveTextContent('$32.00 / kg');
        expect(screen.getByRole('link', { name: 'Volver a la orden' })).toHaveAttribute('href', '/compras/7');
    });

    it('an order not yet received has no labels', async () => {
        open('/etiquetas?compra=7', { 'GET /api/v1/compras/7': () => jsonResponse(orden('Pendiente')) });
        expect(await screen.findByText(/aún no se ha recibido/, {}, { timeout: 20_000 })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Imprimir' })).toBeDisabled();
    });

    it('an address naming nothing leads to the products list', async () => {
        open('/etiquetas');
        expect(await screen.findByText(/No hay productos elegidos/, {}, { timeout: 20_000 })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Ir a Productos' })).toHaveAttribute('href', '/productos');
    });

    it("a refused read shows the server's refusal", async () => {
        open('/etiquetas?productos=7', { [LIST]: () => jsonResponse({ detail: 'No tiene permiso para realizar esta acción.' }, { status: 403 }) });
        expect(await screen.findByText('No tiene permiso para realizar esta acción.', {}, { timeout: 20_000 })).toBeInTheDocument();
    });
});

describe('Etiquetas: where they are printed from', () => {
    it("the products list: 'Imprimir etiquetas' on the products ticked opens their labels", async () => {
        open('/productos', { [LIST]: list([camiseta, cafe]) });
        await screen.findByText('Café de olla 500 g', {}, { timeout: 20_000 });
        const imprimir = screen.getByRole('button', { name: 'Imprimir etiquetas' });
        // Nothing ticked, nothing to print.
        await waitFor(() => expect(imprimir).toBeDisabled());
        // The header's checkbox ticks the page's rows and unticks them; each row's is named.
        const todas = screen.getByRole('checkbox', { name: 'Seleccionar todo' });
        await userEvent.click(todas);
        expect(screen.getAllByRole('checkbox', { name: 'Seleccionar esta fila' }).map((c) => (c as HTMLInputElement).checked)).toEqual([true, true]);
        await userEvent.click(todas);
        expect(screen.getAllByRole('checkbox', { name: 'Seleccionar esta fila' }).map((c) => (c as HTMLInputElement).checked)).toEqual([false, false]);
        const [, segunda] = bodyRows();
        await userEvent.click(within(segunda).getByRole('checkbox', { name: 'Seleccionar esta fila' }));
        await userEvent.click(imprimir);
        await waitFor(() => expect(window.location.pathname).toBe('/etiquetas'));
        expect(busqueda().get('productos')).toBe('9');
    });

    it("a received order's detail links to its labels", async () => {
        open('/compras/7', { 'GET /api/v1/compras/': () => listAnswer([]) });
        const enlace = await screen.findByRole('link', { name: 'Imprimir etiquetas' }, { timeout: 20_000 });
        expect(enlace).toHaveAttribute('href', '/etiquetas?compra=7');
    });

    it('who cannot read products sees the button disabled', async () => {
        open('/compras/7', { 'GET /api/v1/compras/': () => listAnswer([]), 'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta({}, ['compras:leer'])) });
        const enlace = await screen.findByRole('link', { name: 'Imprimir etiquetas' }, { timeout: 20_000 });
        await waitFor(() => expect(enlace).toHaveAttribute('aria-disabled', 'true'));
    });
});
