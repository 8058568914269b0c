import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { abrirCaja, api, comoSeLee, login, palabrasPartidas, type ProductoCreado, productoNuevo, recortes, useBrowser } from '../helpers/browser.js';

/** The row that contains `text`, in the page or in one of its regions. */
const fila = (scope: Page | Locator, text: string) => scope.getByRole('row').filter({ hasText: text });
/** The history's row of one sale, by its id cell exactly ('#8' is not the row of sale #81). */
const filaDeVenta = (page: Page, id: number) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: `#${id}`, exact: true }) });

describe('ventas: historial, detalle y devolución parcial', () => {
    const b = useBrowser();
    const tag = Date.now().toString(36);

    it('finds a sale in the history, reads its lines and payments, returns part of it and sees the credit note and the stock back', async () => {
        const { page } = b;
        await login(page, 'demo@sipv.mx', 'demo1234');

        // Two fresh products of the demo shop, so the stock starts from a known number.
        const [cliente] = await api<{ id: number; nombre_completo: string }[]>(page, 'GET', '/api/v1/clientes/?limit=1');
        const nuevo = (nombre: string, sku: string, stock: number, precio_venta: string) => productoNuevo(page, { nombre, sku, precio_venta, stock });
        const martillo = { nombre: `Martillo Venta ${tag}`, sku: `MAR-${tag}` };
        const clavos = { nombre: `Clavos Venta ${tag}`, sku: `CLA-${tag}` };
        const pm = await nuevo(martillo.nombre, martillo.sku, 10, '199.00');
        const pc = await nuevo(clavos.nombre, clavos.sku, 5, '45.50');

        // The demo shop sells only inside an open cash session: the owner's.
        await abrirCaja(page);
        // The sale, through the API as the till would: 3 × 199.00 + 2 × 45.50 = 688.00, paid 700.00.
        const venta = await api<{ id: number; total: string; cambio: string }>(page, 'POST', '/api/v1/ventas/pos/checkout', {
            items: [
                { producto_id: pm.variantes[0].id, cantidad: 3 },
                { producto_id: pc.variantes[0].id, cantidad: 2 },
            ],
            pagos: [
                { metodo_pago: 'Efectivo', monto: '500.00' },
                { metodo_pago: 'Tarjeta de Débito', monto: '200.00' },
            ],
            cliente_id: cliente.id,
        });
        expect(venta).toMatchObject({ total: '688.00', cambio: '12.00' });

        // The history: newest first, with the customer, seller, total and state.
        await page.goto('/ventas');
        await page.getByRole('heading', { name: 'Historial de Ventas' }).waitFor();
        const enLista = filaDeVenta(page, venta.id);
        await enLista.getByText(cliente.nombre_completo).waitFor();
        await enLista.getByText('demo@sipv.mx').waitFor();
        await enLista.getByText('$688.00').waitFor();
        await enLista.getByText('Completada').waitFor();
        // On a tablet the page keeps the screen's width (filters and app bar in place); the
        // table, wider than that, scrolls inside its card, its actions within reach.
        expect(await recortes(page, 1024)).toEqual([]);
        expect(await recortes(page, 768)).toEqual([]);
        // At 1024 px the history fits whole: a sale's actions are in view, no sideways scroll to reach them.
        await page.setViewportSize({ width: 1024, height: 768 });
        await expect
            .poll(() => page.locator('.RaDataTable-tableWrapper').evaluate((el) => el.scrollWidth - el.clientWidth))
            .toBe(0);
        // ...and its customers' names read whole ('Construccio/nes' was cut at 1024 px).
        expect(await palabrasPartidas(page)).toEqual([]);
        // Held upright (800 px) the menu is a drawer: the list has more room than at 1024 px
        // beside the menu, and reads as whole (it broke 'Construccione/s' while 800 px counted as narrow).
        expect(await palabrasPartidas(page, 800)).toEqual([]);
        await page.setViewportSize({ width: 1366, height: 850 });

        // The detail: lines with quantity × price, the payments and the change.
        await enLista.getByRole('link', { name: 'Ver' }).click();
        await page.waitForURL(`**/ventas/${venta.id}`);
        await page.getByRole('heading', { name: `Detalle de Venta #${venta.id}` }).waitFor();
        const productos = page.getByRole('region', { name: 'Productos Vendidos' });
        // The title shows while the sale loads: wait for its lines before reading them.
        await fila(productos, martillo.nombre).waitFor();
        expect((await fila(productos, martillo.nombre).getByRole('cell').allTextContents()).map((t) => t.trim())).toEqual([
            martillo.nombre,
            martillo.sku,
            '3',
            '$199.00',
            '$597.00',
        ]);
        await fila(productos, clavos.nombre).getByText('$91.00').waitFor();
        const pagos = page.getByRole('region', { name: 'Pagos' });
        await fila(pagos, 'Efectivo').getByText('$500.00').waitFor();
        await fila(pagos, 'Tarjeta de Débito').getByText('$200.00').waitFor();
        await fila(pagos, 'Cambio').getByText('$12.00').waitFor();
        expect(await page.getByText('Historial de Devoluciones (Notas de Crédito)').count()).toBe(0);

        // A partial return: 2 of the 3 hammers, with a reason.
        await page.getByRole('link', { name: 'Procesar devolución' }).click();
        await page.waitForURL(`**/ventas/${venta.id}/devolucion`);
        await page.getByRole('heading', { name: `Procesar Devolución para Venta #${venta.id}` }).waitFor();
        const cantidadMartillo = page.getByRole('spinbutton', { name: `Cantidad a Devolver de ${martillo.nombre}` });
        expect(await cantidadMartillo.inputValue()).toBe('0');
        // On a 1024 px tablet every name and SKU reads whole (a SKU beside the name was cut at its hyphens).
        await page.setViewportSize({ width: 1024, height: 768 });
        expect((await comoSeLee(page.getByRole('table').locator('tbody'))).partidas).toEqual([]);
        await page.setViewportSize({ width: 1366, height: 850 });
        await cantidadMartillo.fill('5');
        // Refused at the field with what may come back, not silently made a 3.
        await page.getByText('Máximo 3', { exact: true }).waitFor();
        await cantidadMartillo.fill('2');
        await page.getByRole('row').filter({ hasText: 'TOTAL A REEMBOLSAR' }).getByText('$398.00').waitFor();
        await page.getByLabel('Motivo de la Devolución (Opcional)').fill('Mango astillado');
        await page.getByRole('button', { name: 'Confirmar Devolución' }).click();
        // Asked first, with the amount to refund.
        const pregunta = page.getByRole('dialog', { name: 'Confirmar devolución' });
        await pregunta.getByText('¿Confirmar la devolución por $398.00?', { exact: false }).waitFor();
        await pregunta.getByRole('button', { name: 'Sí, devolver $398.00' }).click();
        await page.getByText('Devolución procesada correctamente.').waitFor();

        // Back on the detail: the credit note and the new state.
        await page.waitForURL((url) => url.pathname === `/ventas/${venta.id}`);
        const notas = page.getByRole('region', { name: 'Historial de Devoluciones (Notas de Crédito)' });
        await notas.waitFor();
        const lineaNota = fila(notas, martillo.sku);
        expect((await lineaNota.getByRole('cell').allTextContents()).map((t) => t.trim())).toEqual([
            '2',
            String(pm.variantes[0].id),
            `${martillo.nombre} (${martillo.sku})`,
            '$398.00',
        ]);
        await notas.getByText('Motivo: Mango astillado').waitFor();
        await fila(notas, 'Total Reembolsado').getByText('$398.00').waitFor();
        await page.getByText('Con Devolución', { exact: true }).waitFor();

        // The history says so too.
        await page.getByRole('link', { name: 'Volver a la lista' }).click();
        await filaDeVenta(page, venta.id).getByText('Con Devolución').waitFor();

        // The return screen now counts what came back: 2 returned, 1 left.
        await filaDeVenta(page, venta.id).getByRole('link', { name: 'Devolución' }).click();
        const martilloFila = fila(page, martillo.sku);
        await martilloFila.waitFor();
        expect((await martilloFila.getByRole('cell').allTextContents()).slice(1, 3)).toEqual(['3', '2']);
        expect(await page.getByRole('spinbutton', { name: `Cantidad a Devolver de ${martillo.nombre}` }).getAttribute('max')).toBe('1');

        // The stock came back: 10 − 3 + 2 hammers; the nails untouched by the return.
        const [m, c] = await Promise.all([
            api<ProductoCreado>(page, 'GET', `/api/v1/productos/plantillas/${pm.id}`),
            api<ProductoCreado>(page, 'GET', `/api/v1/productos/plantillas/${pc.id}`),
        ]);
        expect(m.variantes[0].stock).toBe(9);
        expect(c.variantes[0].stock).toBe(3);
    });
});
