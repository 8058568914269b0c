import { expect } from 'vitest';
import { abrirCaja, api, comoSeLee, login, productoNuevo, recortes, useBrowser } from '../helpers/browser.js';

describe('punto de venta: escanear, cobrar, imprimir el ticket y devolver parte de la venta', () => {
    const b = useBrowser();
    const tag = Date.now().toString(36);

    it('scans two SKUs, picks a customer, pays cash + card with change, prints the ticket, then finds the sale in the history and returns part of it', async () => {
        const { page } = b;
        await login(page, 'demo@sipv.mx', 'demo1234');

        // Two fresh products and a customer of the demo shop, with known prices.
        const nuevo = (nombre: string, sku: string, precio_venta: string) => productoNuevo(page, { nombre, sku, precio_venta, stock: 5 });
        const pinza = { nombre: `Pinza Caja ${tag}`, sku: `PIN-${tag}`.toUpperCase() };
        const cinta = { nombre: `Cinta Caja ${tag}`, sku: `CIN-${tag}`.toUpperCase() };
        const pinzaCreada = await nuevo(pinza.nombre, pinza.sku, '1234.50');
        await nuevo(cinta.nombre, cinta.sku, '39.90');
        const clienteNombre = `Cliente Caja ${tag}`;
        await api(page, 'POST', '/api/v1/clientes/', { nombre_completo: clienteNombre, email: null, telefono: null, rfc: null, direccion: null });
        const sesion = await api<{ empresa: { nombre: string } }>(page, 'GET', '/api/v1/sesion');

        // The demo shop sells only inside an open cash session: the owner's, opened with $500.
        await abrirCaja(page);
        await page.goto('/pos');
        const caja = page.getByLabel('Buscar producto (nombre o SKU)');
        await expect.poll(() => caja.evaluate((el) => el === document.activeElement)).toBe(true);

        // A scanner types into whatever has the focus: the box, which keeps it between scans.
        await page.keyboard.type(`${pinza.sku.toLowerCase()}\n`);
        await page.keyboard.type(`${cinta.sku}\n`);
        const carrito = page.getByRole('table', { name: 'Carrito' });
        await carrito.getByRole('row').filter({ hasText: pinza.sku }).waitFor();
        await carrito.getByRole('row').filter({ hasText: cinta.sku }).waitFor();
        expect(await carrito.getByRole('row').filter({ hasText: /PIN-|CIN-/ }).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-sku')))).toEqual([
            pinza.sku,
            cinta.sku,
        ]);
        await page.getByTestId('total-venta').getByText('Total: $1,274.40').waitFor();
        // On a 1024-pixel till (a tablet, a small laptop) each line shows whole, its remove
        // button included: nothing is cut off by the card or left to scroll to.
        await page.setViewportSize({ width: 1024, height: 768 });
        const tarjeta = carrito.locator('xpath=ancestor::div[contains(@class, "MuiCard-root")]');
        const borde = await tarjeta.evaluate((el) => el.getBoundingClientRect().right);
        const quitar = await carrito.getByRole('button', { name: /^Quitar/ }).evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().right));
        expect(quitar).toHaveLength(2);
        expect(quitar.filter((x) => x > borde)).toEqual([]);
        expect(await carrito.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBe(0);
        // …and reads as words: no name or SKU cut in the middle, the pay button on one line.
        expect((await comoSeLee(carrito.locator('tbody'))).partidas).toEqual([]);
        expect(await comoSeLee(page.getByRole('button', { name: /^Proceder al Pago/ }))).toEqual({ lineas: 1, partidas: [] });
        await page.setViewportSize({ width: 1366, height: 850 });
        await page.keyboard.type('NO-EXISTE-XYZ\n');
        await page.getByText("No existe un producto con el SKU 'NO-EXISTE-XYZ'.").waitFor();
        expect(await caja.evaluate((el) => el === document.activeElement)).toBe(true);

        // The customer, by F4 and a search.
        await page.keyboard.press('F4');
        await page.keyboard.type(clienteNombre);
        await page.getByRole('list', { name: 'Clientes encontrados' }).getByText(clienteNombre).click();
        await page.getByTestId('cliente-elegido').getByText(clienteNombre).waitFor();

        // A reload (F5 by mistake) keeps the sale: the same lines and customer come back.
        const lineasAntes = await carrito.locator('tbody').innerText();
        await page.reload();
        await page.getByTestId('cliente-elegido').getByText(clienteNombre).waitFor();
        expect(await carrito.locator('tbody').innerText()).toBe(lineasAntes);
        await page.getByLabel('Buscar producto (nombre o SKU)').waitFor();

        // F9: pay $1,000 by card, $500 in cash; $225.60 change.
        await page.keyboard.press('F9');
        const modal = page.getByRole('dialog', { name: 'Pago' });
        await modal.getByText('Faltante: $1,274.40').waitFor();
        expect(await comoSeLee(modal.getByRole('button', { name: 'Agregar Pago' }))).toEqual({ lineas: 1, partidas: [] });
        await modal.getByLabel('Método de pago').selectOption('Tarjeta de Crédito');
        await modal.getByLabel('Monto').fill('1000');
        await modal.getByLabel('Monto').press('Enter');
        await modal.getByText('Faltante: $274.40').waitFor();
        await modal.getByRole('button', { name: '$500' }).click();
        await modal.getByText('Cambio: $225.60').waitFor();
        const vendida = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/v1/ventas/pos/checkout'));
        await modal.getByLabel('Monto').press('Enter');
        const respuesta = await vendida;
        expect(respuesta.request().headers()['idempotency-key']).toMatch(/^venta-[0-9a-f]{32}$/);
        const venta = (await respuesta.json()) as { id: number; total: string; cambio: string };
        expect(venta).toMatchObject({ total: '1274.40', cambio: '225.60' });

        const panel = page.getByTestId('venta-exitosa');
        await panel.getByText(`Venta #${venta.id} registrada`).waitFor();
        await panel.getByText('Total: $1,274.40').waitFor();
        await panel.getByText('Cambio: $225.60').waitFor();
        await page.getByText('El carrito está vacío.').waitFor();
        await page.getByTestId('cliente-elegido').getByText('Consumidor Final').waitFor();

        // The ticket.
        await panel.getByRole('link', { name: 'Imprimir ticket' }).click();
        await page.waitForURL(`**/ventas/${venta.id}/ticket`);
        const ticket = page.getByRole('article', { name: `Ticket de Venta #${venta.id}` });
        await ticket.getByText(sesion.empresa.nombre).waitFor();
        const texto = await ticket.innerText();
        for (const parte of [
            `Venta #${venta.id}`,
            `Cliente: ${clienteNombre}`,
            `${pinza.nombre} · ${pinza.sku}`,
            '1 x $1,234.50',
            `${cinta.nombre} · ${cinta.sku}`,
            '1 x $39.90',
            '$1,274.40',
            'Tarjeta de Crédito',
            '$1,000.00',
            'Efectivo',
            '$500.00',
            '$225.60',
            // The seller by name (the demo's admin), not by e-mail.
            'Le atendió: Administrador Demo',
        ]) {
            expect(texto).toContain(parte);
        }
        expect(texto).toMatch(/Fecha: \d\d\/\d\d\/\d{4} \d\d:\d\d/);

        // Printing shows the receipt alone, at the chosen paper width: the app is out of the
        // printed document, the receipt's copy at the paper's top left corner.
        await page.getByRole('button', { name: '58 mm' }).click();
        await page.emulateMedia({ media: 'print' });
        expect(await page.locator('#root').evaluate((el) => getComputedStyle(el).display)).toBe('none');
        const impreso = page.locator('body > .sipv-ticket-impreso .sipv-ticket');
        expect(await impreso.innerText()).toBe(texto);
        const caja58 = await impreso.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
        expect(caja58.width).toBeGreaterThan(170); // 48 mm ≈ 181 px
        expect(caja58.width).toBeLessThan(190);
        expect(caja58.left).toBeLessThan(5);
        expect(caja58.top).toBeLessThan(5);
        await page.emulateMedia({ media: 'screen' });
        expect(await impreso.isVisible()).toBe(false);
        // Printed: one page, the roll's width by the receipt's length (the size was invalid CSS,
        // so Chromium printed on Letter, 612 × 792 pt, and the app's full-height layout added a
        // blank second page).
        for (const [ancho, puntos] of [['58', 164.4], ['80', 226.8]] as const) {
            await page.getByRole('button', { name: `${ancho} mm` }).click();
            await expect.poll(() => ticket.getAttribute('data-ancho')).toBe(ancho);
            // As the printer gets it: print media (the PDF follows the emulated media). Two frames
            // first, so whatever print media sets off on the page (a resize hiding the screen's
            // copy: it once emptied the page size) has run.
            await page.emulateMedia({ media: 'print' });
            await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
            const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
            await page.emulateMedia({ media: 'screen' });
            expect(pdf.match(/\/Type\s*\/Page[^s]/g), ancho).toHaveLength(1);
            const [ancho_, alto] = (/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf) ?? []).slice(1).map(Number);
            expect(Math.abs(ancho_ - puntos), ancho).toBeLessThan(1);
            const altoDelTicket = (await ticket.evaluate((el) => el.getBoundingClientRect().height)) * 0.75; // px → pt
            expect(alto, ancho).toBeGreaterThanOrEqual(altoDelTicket);
            expect(alto, ancho).toBeLessThan(altoDelTicket + 20);
        }
        await page.getByRole('button', { name: '58 mm' }).click();
        await page.evaluate(() => {
            (window as unknown as { impresiones: number }).impresiones = 0;
            window.print = () => {
                (window as unknown as { impresiones: number }).impresiones += 1;
            };
        });
        await page.getByRole('button', { name: 'Imprimir' }).click();
        expect(await page.evaluate(() => (window as unknown as { impresiones: number }).impresiones)).toBe(1);

        // The history shows the sale; its detail the lines and both payments.
        await page.goto('/ventas');
        // By its id cell exactly: '#8' must not match the row of sale #81.
        const enLista = page.getByRole('row').filter({ has: page.getByRole('cell', { name: `#${venta.id}`, exact: true }) });
        await enLista.getByText(clienteNombre).waitFor();
        await enLista.getByText('$1,274.40').waitFor();
        await enLista.getByRole('link', { name: 'Ver' }).click();
        await page.getByRole('heading', { name: `Detalle de Venta #${venta.id}` }).waitFor();
        const pagos = page.getByRole('region', { name: 'Pagos' });
        await pagos.getByRole('row').filter({ hasText: 'Tarjeta de Crédito' }).getByText('$1,000.00').waitFor();
        await pagos.getByRole('row').filter({ hasText: 'Efectivo' }).getByText('$500.00').waitFor();

        expect(await recortes(page, 768)).toEqual([]);

        // A partial return: the pliers come back, the tape stays sold.
        await page.getByRole('link', { name: 'Procesar devolución' }).click();
        await page.getByRole('heading', { name: `Procesar Devolución para Venta #${venta.id}` }).waitFor();
        expect(await recortes(page, 768)).toEqual([]);
        await page.getByRole('spinbutton', { name: `Cantidad a Devolver de ${pinza.nombre}` }).fill('1');
        await page.getByRole('row').filter({ hasText: 'TOTAL A REEMBOLSAR' }).getByText('$1,234.50').waitFor();
        await page.getByRole('button', { name: 'Confirmar Devolución' }).click();
        await page.getByRole('dialog', { name: 'Confirmar devolución' }).getByRole('button', { name: 'Sí, devolver $1,234.50' }).click();
        await page.getByText('Devolución procesada correctamente.').waitFor();
        const notas = page.getByRole('region', { name: 'Historial de Devoluciones (Notas de Crédito)' });
        await notas.getByRole('row').filter({ hasText: 'Total Reembolsado' }).getByText('$1,234.50').waitFor();
        await page.getByText('Con Devolución', { exact: true }).waitFor();

        // Its stock is back where it started: 5 − 1 sold + 1 returned.
        const despues = await api<{ variantes: { stock: number }[] }>(page, 'GET', `/api/v1/productos/plantillas/${pinzaCreada.id}`);
        expect(despues.variantes[0].stock).toBe(5);
    });

    it("keeps a long cart inside its card: each scan's line comes into view there, and the box, total and pay button never leave the screen", async () => {
        const { page } = b;
        await page.setViewportSize({ width: 1366, height: 768 });
        await login(page, 'demo@sipv.mx', 'demo1234');
        const filas = await api<{ sku: string; stock: number }[]>(page, 'GET', '/api/v1/inventario?sort=sku&limit=60');
        const skus = filas.filter((f) => f.stock > 1).slice(0, 16).map((f) => f.sku);
        expect(skus).toHaveLength(16);

        // The demo shop sells only inside an open cash session: the owner's, opened with $500.
        await abrirCaja(page);
        await page.goto('/pos');
        const caja = page.getByLabel('Buscar producto (nombre o SKU)');
        await expect.poll(() => caja.evaluate((el) => el === document.activeElement)).toBe(true);
        for (const sku of skus) await page.keyboard.type(`${sku}\n`);
        const carrito = page.getByRole('table', { name: 'Carrito' });
        const linea = (sku: string) => carrito.locator(`tr[data-sku="${sku}"]`);
        await linea(skus[15]).waitFor();
        await page.getByRole('button', { name: 'Proceder al Pago (16)' }).waitFor();

        // Seen: within the screen and within the cart's visible part, below its column titles.
        const seVe = (el: Element) => {
            const r = el.getBoundingClientRect();
            const caja = el.closest('.MuiTableContainer-root')?.getBoundingClientRect() ?? { top: 0, bottom: window.innerHeight };
            const titulos = el.closest('table')?.querySelector('thead')?.getBoundingClientRect().bottom ?? 0;
            return r.top >= Math.max(0, titulos - 1) && r.bottom <= Math.min(window.innerHeight, caja.bottom) + 1;
        };
        await expect.poll(() => linea(skus[15]).evaluate(seVe)).toBe(true);
        expect(await linea(skus[0]).evaluate(seVe)).toBe(false); // scrolled away inside the cart
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        for (const fijo of [caja, page.getByTestId('total-venta'), page.getByRole('button', { name: 'Proceder al Pago (16)' })]) {
            expect(await fijo.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
        }
        expect(await carrito.getByRole('columnheader', { name: 'Producto' }).evaluate(seVe)).toBe(true);

        // The first line scanned again: its quantity goes to 2 (2.000 for a product sold by the kilo,
        // as the demo's first SKU may be) and the cart brings it back into view.
        await page.keyboard.type(`${skus[0]}\n`);
        await expect.poll(() => linea(skus[0]).getByRole('textbox', { name: /^Cantidad de/ }).inputValue()).toMatch(/^2(\.000)?$/);
        await expect.poll(() => linea(skus[0]).evaluate(seVe)).toBe(true);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);

        // Nothing sold: the sale is cancelled, its lines forgotten.
        await page.getByRole('button', { name: 'Cancelar Venta' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Sí, cancelar venta' }).click();
        await page.getByText('El carrito está vacío.').waitFor();
    });
});
