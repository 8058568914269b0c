import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { NUMERO_MENSAJES } from '../../contracts/numero.js';
import { PERMISO_ETIQUETAS } from '../../contracts/permisos.js';
import { CAJERO_DEMO } from '../../server/demo/equipoDemo.js';
import { api, baseUrl, login, productoNuevo, useBrowser } from '../helpers/browser.js';

/**
 * A shop's first afternoon, as its cashier and its owner lived it: a scan after a line's trash
 * icon was lost, a cost typed with a thousands comma was misread, the sales export stopped at the
 * first thousand rows, and the cashier was offered buttons the server then refused. Each step
 * below fails if that comes back.
 */
const ADMIN = { username: 'demo@sipv.mx', password: 'demo1234' };

/** A bearer token straight from the API, for setting the scene without a browser session. */
async function token(page: Page, c: { username: string; password: string }): Promise<string> {
    const res = await page.request.post(`${baseUrl()}/api/login/token`, { form: c });
    if (!res.ok()) throw new Error(`login ${c.username}: ${res.status()} ${await res.text()}`);
    return ((await res.json()) as { access_token: string }).access_token;
}

describe('la primera tarde de una tienda: la caja, una orden de compra y el historial exportado', () => {
    const b = useBrowser();
    const tag = Date.now().toString(36);

    it('at the till, a scan typed right after a line is deleted with its trash icon lands in the cart, and Deshacer brings the line back', async () => {
        const { page } = b;
        await login(page, CAJERO_DEMO.username, CAJERO_DEMO.password);
        const filas = await api<{ sku: string; nombre: string; stock: number }[]>(page, 'GET', '/api/v1/inventario?sort=sku&limit=60');
        const [primero, segundo] = filas.filter((f) => f.stock > 1);
        expect(segundo).toBeDefined();

        await page.goto('/pos');
        const caja = page.getByLabel('Buscar producto (nombre o SKU)');
        await expect.poll(() => caja.evaluate((el) => el === document.activeElement)).toBe(true);
        const carrito = page.getByRole('table', { name: 'Carrito' });
        const linea = (sku: string) => carrito.locator(`tr[data-sku="${sku}"]`);

        await page.keyboard.type(`${primero.sku}\n`);
        await linea(primero.sku).waitFor();
        // The trash icon takes the focus when clicked, and leaves with its line.
        await linea(primero.sku).getByRole('button', { name: /^Quitar/ }).click();
        await linea(primero.sku).waitFor({ state: 'detached' });
        // The next barcode, typed at once as a scanner does, without a click: it reaches the box.
        await page.keyboard.type(`${segundo.sku}\n`);
        await linea(segundo.sku).waitFor();
        expect(await caja.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await caja.inputValue()).toBe('');

        // 'Deshacer' puts the deleted line back, beside the new one.
        await page.getByRole('button', { name: 'Deshacer' }).click();
        await linea(primero.sku).waitFor();
        await linea(segundo.sku).waitFor();
        expect(await carrito.locator('tbody tr[data-sku]').count()).toBe(2);
    });

    it('in a new purchase order a cost typed as 1,500.50 is saved as $1,500.50, and 180,50 is refused at its field', async () => {
        const { page } = b;
        await login(page, ADMIN.username, ADMIN.password);
        const proveedores = await api<{ id: number; nombre_empresa: string }[]>(page, 'GET', '/api/v1/proveedores/?limit=100');
        const truper = proveedores.find((p) => p.nombre_empresa === 'Truper S.A. de C.V.');
        if (!truper) throw new Error('el proveedor demo Truper no existe');
        const esmeril = { nombre: `Esmeril Tarde ${tag}`, sku: `ESM-${tag}`.toUpperCase() };
        await productoNuevo(page, { ...esmeril, precio_venta: '2499.00', costo_compra: '1200.00', stock: 2, proveedor_id: truper.id });

        await page.goto('/compras');
        await page.getByRole('button', { name: 'Nueva Orden de Compra' }).click();
        const modal = page.getByRole('dialog', { name: 'Nueva Orden de Compra' });
        await modal.getByLabel('Proveedor').selectOption({ label: truper.nombre_empresa });
        await modal.getByPlaceholder('Escribe para buscar...').fill(esmeril.nombre);
        await modal.getByRole('button', { name: new RegExp(`^${esmeril.nombre}`) }).click();
        const costo = modal.getByRole('listitem', { name: esmeril.nombre }).getByLabel('Costo unitario ($)');
        await expect.poll(() => costo.inputValue()).toBe('1200.00');

        // A decimal comma is refused where it was typed, never read as $18,050 or $180.00.
        await costo.fill('180,50');
        await modal.getByText(NUMERO_MENSAJES.comaDecimal).waitFor();
        // The comma that groups thousands reads as the shop means it.
        await costo.fill('1,500.50');
        await modal.getByText(NUMERO_MENSAJES.comaDecimal).waitFor({ state: 'detached' });
        await modal.getByText('Total: $1,500.50').waitFor();
        const creada = page.waitForResponse((r) => r.request().method() === 'POST' && /^\/api\/v1\/compras\/?$/.test(new URL(r.url()).pathname));
        await modal.getByRole('button', { name: 'Crear Orden de Compra' }).click();
        const respuesta = await creada;
        expect(respuesta.status()).toBe(201);
        const orden = (await respuesta.json()) as { id: number; total: string };
        expect(orden.total).toBe('1500.50');
        await modal.waitFor({ state: 'detached' });

        // Saved so: the list and the order's detail say $1,500.50.
        await page.getByRole('row').filter({ hasText: `#${orden.id}` }).getByText('$1,500.50').waitFor();
        await page.goto(`/compras/${orden.id}`);
        await page.getByRole('row').filter({ hasText: esmeril.nombre }).getByText('$1,500.50').first().waitFor();
    });

    it('exports every sale of a history of 1,500 and more: the CSV has the header and as many rows as the list counts', async () => {
        const { page } = b;
        // The scene: enough sales through the till's own API, the cashier selling a product
        // the owner stocked for it, in parallel batches.
        const admin = await token(page, ADMIN);
        const cajero = await token(page, CAJERO_DEMO);
        const conToken = (t: string) => ({ Authorization: `Bearer ${t}` });
        const hay = await page.request.get(`${baseUrl()}/api/v1/ventas/?limit=1`, { headers: conToken(cajero) });
        const total = (r: typeof hay) => Number(/\/(\d+)$/.exec(r.headers()['content-range'] ?? '')?.[1] ?? r.headers()['x-total-count']);
        const faltan = Math.max(0, 1_520 - total(hay));
        const [categoria] = (await (await page.request.get(`${baseUrl()}/api/v1/categorias/?limit=1`, { headers: conToken(admin) })).json()) as { id: number }[];
        const [proveedor] = (await (await page.request.get(`${baseUrl()}/api/v1/proveedores/?limit=1`, { headers: conToken(admin) })).json()) as { id: number }[];
        const alta = await page.request.post(`${baseUrl()}/api/v1/productos/plantillas/`, {
            headers: conToken(admin),
            data: {
                nombre: `Clavo Tarde ${tag}`,
                descripcion: null,
                categoria_id: categoria.id,
                proveedor_id: proveedor.id,
                variantes: [{ sku: `CLA-${tag}`.toUpperCase(), precio_venta: '2.50', costo_compra: '1.00', stock: faltan + 10, valores_ids: [] }],
            },
        });
        expect(alta.status()).toBe(201);
        const clavo = ((await alta.json()) as { variantes: { id: number }[] }).variantes[0];
        const venta = { items: [{ producto_id: clavo.id, cantidad: 1 }], pagos: [{ metodo_pago: 'Efectivo', monto: '2.50' }], cliente_id: null, total_esperado: '2.50' };
        for (let hecho = 0; hecho < faltan; hecho += 20) {
            const lote = await Promise.all(
                Array.from({ length: Math.min(20, faltan - hecho) }, () =>
                    page.request.post(`${baseUrl()}/api/v1/ventas/pos/checkout`, { headers: conToken(cajero), data: venta }),
                ),
            );
            expect(lote.map((r) => r.status()).filter((s) => s !== 201)).toEqual([]);
        }

        // The cashier opens the history: the list counts them all…
        await login(page, CAJERO_DEMO.username, CAJERO_DEMO.password);
        await page.goto('/ventas');
        const rango = await page.getByText(/^1-100 de /).innerText();
        const cuenta = Number(/de\s+([\d.,\s]+)$/.exec(rango)?.[1].replace(/\D/g, ''));
        expect(cuenta).toBeGreaterThanOrEqual(1_500);

        // …and the export holds every one of them, not the first thousand.
        const descarga = page.waitForEvent('download', { timeout: 30_000 });
        await page.getByRole('button', { name: 'Exportar' }).click();
        const archivo = await descarga;
        expect(archivo.suggestedFilename()).toBe('ventas.csv');
        const csv = fs.readFileSync((await archivo.path())!, 'utf8').replace(/^\ufeff/, '');
        const lineas = csv.split('\r\n').filter((l) => l !== '');
        expect(lineas[0]).toBe('Venta ID,Fecha,Cliente,Vendedor,Total,Estado');
        expect(lineas).toHaveLength(1 + cuenta);
        expect(new Set(lineas.slice(1).map((l) => l.split(',')[0])).size).toBe(cuenta);
    }, 90_000);

    it("shows the cashier, who may not write products, the products list's 'Añadir Producto' disabled, saying why", async () => {
        const { page } = b;
        await login(page, CAJERO_DEMO.username, CAJERO_DEMO.password);
        await page.goto('/productos');
        await page.getByRole('row').nth(1).waitFor();
        const anadir = page.getByRole('button', { name: 'Añadir Producto' });
        await expect.poll(() => anadir.isDisabled()).toBe(true);
        // Why, in Spanish, on hovering it (the disabled button sits in a span that takes the hover).
        // The tooltip comes in a chunk of its own, fetched once the refusal is known: a hover
        // before it arrives lands on the plain disabled button, so the pointer comes again.
        const motivo = page.getByRole('tooltip');
        await expect
            .poll(
                async () => {
                    await page.mouse.move(0, 0);
                    await anadir.locator('xpath=..').hover();
                    return motivo.waitFor({ timeout: 1_000 }).then(
                        () => true,
                        () => false,
                    );
                },
                { timeout: 15_000 },
            )
            .toBe(true);
        expect(await motivo.innerText()).toBe(`Su rol no tiene el permiso «${PERMISO_ETIQUETAS['productos:escribir']}».`);
        // A click does nothing: no dialog opens.
        await anadir.click({ force: true });
        expect(await page.getByRole('dialog').count()).toBe(0);
        expect(new URL(page.url()).pathname).toBe('/productos');
    });
});
