import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, login, palabrasPartidas, productoNuevo, recortes, useBrowser } from '../helpers/browser.js';

/** The row of the visible table that contains `text`. */
const fila = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('compras e inventario: pedir, recibir, ver el stock, ajustar y leer el historial', () => {
    const b = useBrowser();
    const tag = Date.now().toString(36);

    it('restocks two products through a purchase order and explains every unit of one of them', async () => {
        const { page } = b;
        await login(page, 'demo@sipv.mx', 'demo1234');

        // Two fresh products of the demo shop, so the history starts from a known stock.
        const proveedores = await api<{ id: number; nombre_empresa: string }[]>(page, 'GET', '/api/v1/proveedores/?limit=100');
        const truper = proveedores.find((p) => p.nombre_empresa === 'Truper S.A. de C.V.');
        if (!truper) throw new Error('el proveedor demo Truper no existe');
        const nuevo = (nombre: string, sku: string, stock: number, costo_compra: string) =>
            productoNuevo(page, { nombre, sku, precio_venta: '199.00', costo_compra, stock, proveedor_id: truper.id });
        const taladro = { nombre: `Taladro Kardex ${tag}`, sku: `TAL-${tag}` };
        const broca = { nombre: `Broca Kardex ${tag}`, sku: `BRO-${tag}` };
        await nuevo(taladro.nombre, taladro.sku, 3, '60.00');
        await nuevo(broca.nombre, broca.sku, 20, '15.00');

        // New order: supplier, two products found by search, quantities and costs edited.
        await page.goto('/compras');
        await page.getByRole('button', { name: 'Nueva Orden de Compra' }).click();
        const modal = page.getByRole('dialog', { name: 'Nueva Orden de Compra' });
        await modal.getByText('Aún no se han añadido productos.').waitFor();
        await modal.getByRole('button', { name: 'Crear Orden de Compra' }).click();
        await modal.getByText('Por favor, selecciona un proveedor.').waitFor();
        await modal.getByLabel('Proveedor').selectOption({ label: 'Truper S.A. de C.V.' });
        const buscar = modal.getByPlaceholder('Escribe para buscar...');
        for (const p of [taladro, broca]) {
            await buscar.fill(p.nombre);
            await modal.getByRole('button', { name: new RegExp(`^${p.nombre}`) }).click();
        }
        const lineaTaladro = modal.getByRole('listitem', { name: taladro.nombre });
        await expect.poll(() => lineaTaladro.getByLabel('Costo unitario ($)').inputValue()).toBe('60.00');
        await lineaTaladro.getByLabel('Cantidad').fill('5');
        await lineaTaladro.getByLabel('Costo unitario ($)').fill('58.50');
        const creada = page.waitForResponse((r) => r.request().method() === 'POST' && /^\/api\/v1\/compras\/?$/.test(new URL(r.url()).pathname));
        await modal.getByRole('button', { name: 'Crear Orden de Compra' }).click();
        const orden = (await (await creada).json()) as { id: number; total: string };
        expect(orden.total).toBe('307.50'); // 5 × 58.50 + 1 × 15.00, computed by the server
        await modal.waitFor({ state: 'detached' });
        await fila(page, `#${orden.id}`).getByText('Pendiente').waitFor();
        await fila(page, `#${orden.id}`).getByText('$307.50').waitFor();

        // Detail and receipt.
        await fila(page, `#${orden.id}`).getByRole('link', { name: 'Ver' }).click();
        await page.waitForURL(`**/compras/${orden.id}`);
        await page.getByRole('heading', { name: `Orden de Compra #${orden.id}` }).waitFor();
        await fila(page, taladro.nombre).getByText('$292.50').waitFor();
        await page.getByRole('button', { name: 'Marcar como Recibida y Actualizar Stock' }).click();
        await page.getByText('¡Orden recibida y stock actualizado!').waitFor();
        await page.waitForURL((url) => url.pathname === '/compras');
        await fila(page, `#${orden.id}`).getByText('Recibida').waitFor();

        // The stock rose by each line.
        await page.goto('/inventario');
        // Narrower than a 1024 px tablet a SKU still reads as one code, never cut at its hyphens.
        expect(await palabrasPartidas(page, 960)).toEqual([]);
        await page.getByPlaceholder('Buscar por nombre o SKU...').fill(`Kardex ${tag}`);
        await fila(page, broca.sku).getByRole('cell', { name: '21', exact: true }).waitFor();
        await fila(page, taladro.sku).getByRole('cell', { name: '8', exact: true }).waitFor();
        await fila(page, taladro.sku).getByText('Bajo Stock').waitFor();
        expect(await recortes(page, 768)).toEqual([]);

        // Two units lost: a SALIDA_MERMA, first refused with a positive quantity.
        await fila(page, taladro.sku).getByRole('button', { name: 'Ajustar' }).click();
        const ajuste = page.getByRole('dialog');
        await ajuste.getByLabel('Tipo de ajuste').selectOption('SALIDA_MERMA');
        await ajuste.getByLabel('Cantidad').fill('2');
        await ajuste.getByRole('button', { name: 'Guardar Ajuste' }).click();
        await ajuste.getByText('Error: Para un tipo de ajuste de SALIDA, la cantidad debe ser un número negativo (ej. -5).').waitFor();
        await ajuste.getByLabel('Cantidad').fill('-2');
        await ajuste.getByLabel('Motivo').fill('Golpeados en bodega');
        await ajuste.getByRole('button', { name: 'Guardar Ajuste' }).click();
        await ajuste.waitFor({ state: 'detached' });
        await fila(page, taladro.sku).getByRole('cell', { name: '6', exact: true }).waitFor();

        // The history explains every unit: 3 at creation, +5 received from the order, −2 lost.
        await fila(page, taladro.sku).getByRole('button', { name: 'Historial' }).click();
        const historial = page.getByRole('dialog', { name: `Historial de ${taladro.nombre} (${taladro.sku})` });
        const filas = historial.getByRole('row');
        await expect.poll(() => filas.count()).toBe(4);
        const celdas = async (i: number) => (await filas.nth(i).getByRole('cell').allTextContents()).map((t) => t.trim());
        const [, merma, recepcion, inicial] = [await celdas(0), await celdas(1), await celdas(2), await celdas(3)];
        expect(merma.slice(1, 6)).toEqual(['Salida por merma', '-2', '6', 'Golpeados en bodega', 'demo@sipv.mx']);
        expect(recepcion.slice(1, 4)).toEqual(['Recepción de compra', '+5', '8']);
        expect(recepcion[6]).toBe(`Orden de Compra #${orden.id}`);
        expect(inicial.slice(2, 4)).toEqual(['+3', '3']);
        const suma = [merma, recepcion, inicial].reduce((s, c) => s + Number(c[2]), 0);
        expect(suma).toBe(6);
    });

    it('wraps a name without spaces instead of pushing the page: an order\'s supplier, a low-stock product', async () => {
        const { page } = b;
        // A shop of its own: the demo shop's lists are read by other journeys, which hold its
        // words whole.
        const email = `largo.${tag}@tienda.mx`;
        const registro = await page.request.post('/api/public/registro', {
            data: { nombre_empresa: `Tienda Larga ${tag}`, nombre_usuario: 'Ana', apellido_usuario: 'Larga', email, contrasena: 'larga-segura-8' },
        });
        expect(registro.status()).toBe(201);
        await login(page, email, 'larga-segura-8');
        await api(page, 'POST', '/api/v1/categorias/', { nombre: 'General' });
        const largo = `Supercalifragilisticoespialidoso${tag}`.repeat(5).toUpperCase();
        const proveedor = await api<{ id: number }>(page, 'POST', '/api/v1/proveedores/', { nombre_empresa: largo });
        const producto = await productoNuevo(page, { nombre: largo, sku: `LARGO-${tag}`.toUpperCase(), precio_venta: '5.00', stock: 1, proveedor_id: proveedor.id });
        const orden = await api<{ id: number }>(page, 'POST', '/api/v1/compras/', {
            proveedor_id: proveedor.id,
            detalles: [{ producto_id: producto.variantes[0].id, cantidad: 1, costo_unitario: '1.00' }],
        });
        for (const ancho of [1366, 390]) {
            await page.setViewportSize({ width: ancho, height: 800 });
            await page.goto(`/compras/${orden.id}`);
            const estado = page.getByText('Estado', { exact: true });
            await estado.waitFor();
            expect(await recortes(page, ancho), `orden a ${ancho}`).toEqual([]);
            const caja = await estado.boundingBox();
            expect((caja?.x ?? Infinity) + (caja?.width ?? 0), `Estado a ${ancho}`).toBeLessThanOrEqual(ancho);
        }
        // On the dashboard the name wraps beside its stock, not over it.
        await page.setViewportSize({ width: 1366, height: 800 });
        await page.goto('/');
        const enlace = page.getByRole('link', { name: new RegExp(`LARGO-${tag}`, 'i') });
        await enlace.waitFor();
        // Its text stays inside its box (an unbroken word overflowed it, over the stock).
        const nombre = enlace.locator('.MuiListItemText-primary');
        expect(await nombre.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
        const caja = await enlace.locator('.MuiListItemText-root').boundingBox();
        const stock = await enlace.getByText('1 en stock').boundingBox();
        expect((caja?.x ?? 0) + (caja?.width ?? Infinity)).toBeLessThanOrEqual(stock?.x ?? 0);
        expect(await recortes(page, 1366)).toEqual([]);
    });
});
