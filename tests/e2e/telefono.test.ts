import { expect } from 'vitest';
import { abrirCaja, api, comoSeLee, login, productoNuevo, recortes, useBrowser } from '../helpers/browser.js';

/** A phone held upright. */
const ANCHO = 390;

/** The lists, each a page of lines rather than a table on a phone. */
const LISTAS = [
    ['/ventas', 'Historial de Ventas'],
    ['/productos', 'Productos'],
    ['/clientes', 'Gestión de Clientes'],
    ['/proveedores', 'Proveedores'],
    ['/categorias', 'Categorías'],
    ['/inventario', 'Inventario'],
    ['/compras', 'Órdenes de Compra'],
    ['/contabilidad', 'Módulo de Contabilidad'],
    ['/usuarios', 'Gestión de Usuarios'],
    ['/roles', 'Gestión de Roles y Permisos'],
] as const;

describe('en un teléfono: las listas son renglones que caben en la pantalla', () => {
    const b = useBrowser();

    it('shows every list as lines, nothing past the edge and no word cut, and each line leads to its record', async () => {
        const { page } = b;
        await page.setViewportSize({ width: ANCHO, height: 844 });
        await login(page, 'demo@sipv.mx', 'demo1234');
        for (const [ruta, titulo] of LISTAS) {
            await page.goto(ruta);
            await page.getByRole('heading', { name: titulo, exact: true }).waitFor();
            const lineas = page.locator('main ul').first();
            await lineas.locator('li').first().waitFor();
            expect(await page.locator('main table').count(), ruta).toBe(0);
            expect(await recortes(page, ANCHO), ruta).toEqual([]);
            // A line wraps between words; e-mails (codes, not words) may break where they must.
            const { partidas } = await comoSeLee(lineas);
            expect(partidas.filter((p) => !p.includes('@')), ruta).toEqual([]);
        }

        // A sale's line opens its detail, where Devolución is.
        await page.goto('/ventas');
        const linea = page.locator('main li a').first();
        const numero = /#(\d+)/.exec((await linea.innerText()) ?? '')?.[1];
        expect(numero).toBeDefined();
        await linea.click();
        await page.waitForURL(`**/ventas/${numero}`);
        await page.getByRole('heading', { name: `Detalle de Venta #${numero}` }).waitFor();
        // The detail and the return screen fit too: their lines, totals and quantity inputs in view.
        await page.getByText('Productos Vendidos').waitFor();
        expect(await page.getByRole('region', { name: 'Productos Vendidos' }).locator('table').count()).toBe(0);
        expect(await recortes(page, ANCHO), 'detalle').toEqual([]);
        const [devolvible] = await api<{ id: number }[]>(page, 'GET', '/api/v1/ventas/?estado=Completada&limit=1');
        await page.goto(`/ventas/${devolvible.id}/devolucion`);
        const cantidad = page.getByRole('spinbutton').first();
        await cantidad.waitFor();
        expect(await recortes(page, ANCHO), 'devolución').toEqual([]);
        const caja = await cantidad.boundingBox();
        expect((caja?.x ?? Infinity) + (caja?.width ?? 0)).toBeLessThanOrEqual(ANCHO);
        await page.getByTestId('total-reembolso').waitFor();
    });

    it('opens a record from its line, and deletes it from the dialog (its row had Eliminar)', async () => {
        const { page } = b;
        await page.setViewportSize({ width: ANCHO, height: 844 });
        await login(page, 'demo@sipv.mx', 'demo1234');
        const nombre = `AAA Teléfono ${Date.now()}`;
        const categoria = await api<{ id: number }>(page, 'POST', '/api/v1/categorias/', { nombre });
        await page.goto('/categorias');
        await page.getByRole('link', { name: nombre }).click();
        await page.waitForURL(`**/categorias/${categoria.id}`);
        const dialogo = page.getByRole('dialog', { name: 'Editar Categoría' });
        await dialogo.getByRole('button', { name: 'Eliminar' }).click();
        const confirmacion = page.getByRole('dialog').filter({ hasText: '¿Está seguro de que desea eliminar esta categoría?' });
        await confirmacion.getByRole('button', { name: 'Eliminar' }).click();
        await page.getByRole('dialog').first().waitFor({ state: 'detached' });
        await page.waitForURL('**/categorias');
        await page.getByRole('link', { name: nombre }).waitFor({ state: 'detached' });
        const restantes = await api<{ id: number }[]>(page, 'GET', '/api/v1/categorias/?limit=100');
        expect(restantes.map((c) => c.id)).not.toContain(categoria.id);
    });

    it("fits the till's cart and payment, and a long page title, on the screen", async () => {
        const { page } = b;
        await page.setViewportSize({ width: ANCHO, height: 844 });
        await login(page, 'demo@sipv.mx', 'demo1234');
        // A long title keeps its end, the sale's number, rather than losing it past the edge.
        const [venta] = await api<{ id: number }[]>(page, 'GET', '/api/v1/ventas/?estado=Completada&limit=1');
        await page.goto(`/ventas/${venta.id}/devolucion`);
        const titulo = page.locator('#react-admin-title');
        await titulo.getByText(`Procesar Devolución para Venta #${venta.id}`).waitFor();
        const recorte = await titulo.evaluate((el) => ({ ancho: el.scrollWidth - el.clientWidth, alto: el.scrollHeight - el.clientHeight }));
        expect(recorte).toEqual({ ancho: 0, alto: 0 });

        // The payment dialog: the amount field gets room to type in, and Agregar Pago stays inside.
        const tag = Date.now().toString(36);
        const sku = `TEL-${tag}`.toUpperCase();
        const nombre = `Foco Teléfono ${tag}`;
        await productoNuevo(page, { nombre, sku, precio_venta: '45.50', stock: 5 });
        // The demo shop sells only inside an open cash session.
        await abrirCaja(page);
        await page.goto('/pos');
        const busqueda = page.getByLabel('Buscar producto (nombre o SKU)');
        await busqueda.fill(sku);
        await busqueda.press('Enter');
        // The cart's line keeps its remove button on screen, its unit price moved beside the SKU.
        const quitar = page.getByRole('button', { name: `Quitar ${nombre}` });
        const cajaQuitar = await quitar.boundingBox();
        expect((cajaQuitar?.x ?? Infinity) + (cajaQuitar?.width ?? 0)).toBeLessThanOrEqual(ANCHO - 8);
        await page.locator('tr', { has: quitar }).getByText(`${sku} · $45.50`).waitFor();
        await page.getByRole('button', { name: /Proceder al Pago \(1\)/ }).click();
        const dialogo = page.getByRole('dialog', { name: 'Pago' });
        // The dialog role is on MUI's paper, the box that would cut what passes its edge.
        const caja = await dialogo.boundingBox();
        // 16 px of the page on each side, not MUI's 32 (the room goes to the fields).
        expect(caja?.x).toBe(16);
        expect(caja?.width).toBe(ANCHO - 32);
        const borde = (caja?.x ?? 0) + (caja?.width ?? 0);
        const monto = await dialogo.getByLabel('Monto').boundingBox();
        const agregar = await dialogo.getByRole('button', { name: 'Agregar Pago' }).boundingBox();
        expect(monto?.width ?? 0).toBeGreaterThanOrEqual(120);
        expect((monto?.x ?? Infinity) + (monto?.width ?? 0)).toBeLessThanOrEqual(borde);
        expect((agregar?.x ?? Infinity) + (agregar?.width ?? 0)).toBeLessThanOrEqual(borde);
    });

    it('fits a purchase order being written: each product on a line of its own, its fields beneath it', async () => {
        const { page } = b;
        await page.setViewportSize({ width: ANCHO, height: 844 });
        await login(page, 'demo@sipv.mx', 'demo1234');
        const tag = Date.now().toString(36);
        const nombre = `Cinta de aislar ${tag}`;
        await productoNuevo(page, { nombre, sku: `CIN-${tag}`.toUpperCase(), precio_venta: '15.00', costo_compra: '8.00', stock: 5 });
        await page.goto('/compras');
        await page.getByRole('button', { name: 'Nueva Orden de Compra' }).click();
        const modal = page.getByRole('dialog', { name: 'Nueva Orden de Compra' });
        await modal.getByPlaceholder('Escribe para buscar...').fill(nombre);
        await modal.getByRole('button', { name: new RegExp(`^${nombre}`) }).click();
        const linea = modal.getByRole('listitem', { name: nombre });
        // Beside the two fields the name was one word per line and the SKU broken at its hyphens.
        const texto = linea.getByText(nombre);
        const { lineas, partidas } = await comoSeLee(texto);
        expect(partidas).toEqual([]);
        expect(lineas).toBeLessThanOrEqual(2);
        expect((await texto.boundingBox())?.width).toBeCloseTo((await linea.boundingBox())?.width ?? 0, 0);
        // The cost's label is read whole, not cut to 'Costo unitario …'.
        const etiqueta = linea.locator('label', { hasText: 'Costo unitario ($)' });
        expect(await etiqueta.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    });
});
