import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { digitoVerificadorEan13 } from '../../src/catalogo/etiquetas/simbologia.js';
import { infraccionesAxe, quieta } from '../helpers/axe.js';
import { api, baseUrl, login, productoNuevo, useBrowser } from '../helpers/browser.js';
import { decodificar, luminanciasDePng } from '../helpers/codigoDeBarras.js';

/*
 * Issue 35 item 6: a label's barcode, as Chromium draws it, reads back as its SKU. The screenshots
 * are taken in a page of 3 device pixels per CSS pixel, about the 300 dpi of a laser printer (the
 * sheet's bars are 2.425 in wide: 700 px), and decoded by zxing as a scanner would.
 */

/** The bars of `sku` on screen, read by zxing. */
async function leer(barras: Locator) {
    await barras.scrollIntoViewIfNeeded();
    const { luminancias, ancho, alto } = luminanciasDePng(await barras.screenshot());
    return decodificar(luminancias, ancho, alto);
}

describe('etiquetas: la hoja de etiquetas se imprime con códigos de barras que un lector lee', () => {
    const b = useBrowser();
    const tag = Date.now().toString(36);

    it("ticks a demo product in the list, opens its labels, and reads its Code 128 and a new product's EAN-13 back as their SKUs on both papers", async () => {
        const { page } = b;
        await login(page, 'demo@sipv.mx', 'demo1234');

        // A product that carries its maker's EAN-13 as its SKU (the demo shop has none): 750 + 9 digits + check digit.
        const doce = `750${String(Date.now()).slice(-9)}`;
        const ean = `${doce}${digitoVerificadorEan13(doce)}`;
        const cafe = await productoNuevo(page, { nombre: `Café de olla ${tag}`, sku: ean, precio_venta: '89.90', stock: 10 });

        // The products list: search the hammer, tick it, 'Imprimir etiquetas'.
        await page.goto('/productos');
        await page.getByPlaceholder('Buscar por nombre o SKU...').fill('HER-MAR-16');
        // The search applies after its debounce and a new filter clears the ticks: tick once it is in the URL.
        await page.waitForURL((url) => decodeURIComponent(url.search).includes('HER-MAR-16'));
        await page.getByRole('row').filter({ hasText: 'Martillo de uña 16 oz' }).waitFor();
        const fila = page.getByRole('row').filter({ hasText: 'Martillo de uña 16 oz' });
        await fila.getByRole('checkbox', { name: 'Seleccionar esta fila' }).check();
        await page.getByRole('button', { name: 'Imprimir etiquetas' }).click();
        await page.waitForURL((url) => url.pathname === '/etiquetas');
        const martillo = Number(new URL(page.url()).searchParams.get('productos'));
        const [producto] = await api<{ id: number; variantes: { sku: string }[] }[]>(page, 'GET', `/api/v1/productos/plantillas/?id=${martillo}`);
        expect(producto.variantes.map((v) => v.sku)).toEqual(['HER-MAR-16']);
        await page.getByRole('status').getByText('1 etiqueta · 1 hoja').waitFor();

        // Both on one sheet: the hammer's and the new product's.
        await page.goto(`/etiquetas?productos=${martillo},${cafe.id}`);
        await page.getByRole('heading', { level: 1, name: 'Etiquetas de Código de Barras' }).waitFor();
        await page.getByRole('status').getByText('2 etiquetas · 1 hoja').waitFor();
        const etiqueta = page.getByRole('region', { name: 'Vista previa' }).getByTestId('etiqueta');
        await expect.poll(() => etiqueta.nth(1).innerText()).toMatch(new RegExp(`^Café de olla ${tag}\\s+\\$89\\.90\\s+${ean}$`));
        // Settled first: a full run once caught a button's colours mid-transition (contrast 3.93).
        await quieta(page);
        expect(await infraccionesAxe(page, '/etiquetas')).toEqual([]);

        // At a printer's resolution, on each paper: one label a page of roll, so each product on its own.
        const contexto = await page.context().browser()?.newContext({ baseURL: baseUrl(), locale: 'es-MX', viewport: { width: 1366, height: 850 }, deviceScaleFactor: 3 });
        if (!contexto) throw new Error('sin navegador');
        try {
            const nitida = await contexto.newPage();
            await login(nitida, 'demo@sipv.mx', 'demo1234');
            for (const formato of ['hoja', 'rollo']) {
                for (const [id, sku, simbologia] of [
                    [martillo, 'HER-MAR-16', 'code128'],
                    [cafe.id, ean, 'ean13'],
                ] as const) {
                    await nitida.goto(`/etiquetas?productos=${id}&formato=${formato}`);
                    const barras = nitida.getByRole('region', { name: 'Vista previa' }).getByRole('img', { name: `Código de barras ${sku}` });
                    await expect.poll(() => barras.getAttribute('data-simbologia')).toBe(simbologia);
                    expect(await leer(barras), `${sku} en ${formato}`).toEqual({ texto: sku, formato: simbologia });
                }
            }
        } finally {
            await contexto.close();
        }
    });

    it("prints a received order's units on letter sheets of 30 and on the roll one label a page", async () => {
        const { page } = b;
        await login(page, 'demo@sipv.mx', 'demo1234');
        // The demo shop's received order with the most units, and the labels its lines make: one per unit of a piece, one per weighed line.
        const recibidas = await api<{ id: number }[]>(page, 'GET', '/api/v1/compras/?estado=Recibida');
        const etiquetasDe = async (id: number) => {
            const orden = await api<{ detalles: { cantidad: number; unidad: string }[] }>(page, 'GET', `/api/v1/compras/${id}`);
            return { id, total: orden.detalles.reduce((n, d) => n + (d.unidad === 'pieza' ? d.cantidad : 1), 0) };
        };
        const [recibida] = (await Promise.all(recibidas.map((o) => etiquetasDe(o.id)))).sort((a, b) => b.total - a.total);
        const { total } = recibida;
        const hojas = Math.ceil(total / 30);
        expect(hojas).toBeGreaterThan(1);

        await page.goto(`/compras/${recibida.id}`);
        await page.getByRole('link', { name: 'Imprimir etiquetas' }).click();
        await page.waitForURL((url) => url.pathname === '/etiquetas' && url.searchParams.get('compra') === String(recibida.id));
        await page.getByRole('status').getByText(`${total} etiquetas · ${hojas} hojas`).waitFor();

        // What the printer gets (Chromium's print to PDF with the page's own @page size): a Letter page per sheet…
        const paginas = async () => {
            const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
            return [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => `${Math.round(Number(m[1]))}×${Math.round(Number(m[2]))}`);
        };
        expect(await paginas()).toEqual(Array(hojas).fill('612×792'));
        // …and on the roll a 58 × 40 mm page (164 × 113 pt) per label.
        await page.getByRole('button', { name: 'Rollo 58 mm' }).click();
        await page.getByRole('status').getByText(`${total} etiquetas`, { exact: true }).waitFor();
        expect(await paginas()).toEqual(Array(total).fill('164×113'));
    });
});
