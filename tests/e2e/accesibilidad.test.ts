import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { infraccionesAxe, quieta } from '../helpers/axe.js';
import { abrirCaja, api, login, productoNuevo, useBrowser } from '../helpers/browser.js';

/**
 * Every screen, dialog and state of the till as axe-core judges it (WCAG 2.1 A/AA and its best
 * practices): contrast, names, headings, ARIA. Each check looks at the page as a person finds it,
 * so a state that only shows after a click (a dialog, the search's matches, an error) is checked
 * after that click.
 */

/** The pages of a logged-in user, each with its title (the page's h1). */
const PANTALLAS = [
    ['/', 'Dashboard'],
    ['/pos', 'Punto de Venta'],
    ['/ventas', 'Historial de Ventas'],
    ['/caja', 'Cortes de Caja'],
    ['/productos', 'Productos'],
    ['/categorias', 'Categorías'],
    ['/proveedores', 'Proveedores'],
    ['/clientes', 'Gestión de Clientes'],
    ['/inventario', 'Inventario'],
    ['/compras', 'Órdenes de Compra'],
    ['/reportes', 'Reportes de Ventas'],
    // The heat map: 168 cells, each with its text for a screen reader.
    ['/reportes?agrupar=hora', 'Reportes de Ventas'],
    ['/contabilidad', 'Módulo de Contabilidad'],
    ['/reportes/impuestos', 'Reporte de Impuestos'],
    ['/cuentas-por-cobrar', 'Cuentas por Cobrar'],
    ['/roles', 'Gestión de Roles y Permisos'],
    ['/usuarios', 'Gestión de Usuarios'],
    ['/configuracion', 'Configuración de la Empresa'],
    ['/bitacora', 'Bitácora'],
] as const;


async function revisar(page: Page, ruta: string, titulo: string) {
    await page.goto(ruta);
    await page.getByRole('heading', { level: 1, name: titulo, exact: true }).waitFor();
    await quieta(page);
    return infraccionesAxe(page, ruta);
}

/** Every logged-in page of the menu. */
async function revisarPantallas(page: Page): Promise<string[]> {
    const halladas: string[] = [];
    for (const [ruta, titulo] of PANTALLAS) halladas.push(...(await revisar(page, ruta, titulo)));
    return halladas;
}

/**
 * A document's pages: a sale's detail, return and ticket (one with returns too), a credit note, a
 * customer's statement with its abono and ajuste dialogs and an abono's receipt, a purchase order's detail,
 * and the page of an address that does not exist. Apart from the menu's
 * pages: each walk stays well inside a test's time on a busy machine.
 */
async function revisarDocumentos(page: Page): Promise<string[]> {
    const halladas: string[] = [];
    const [venta] = await api<{ id: number }[]>(page, 'GET', '/api/v1/ventas/?estado=Completada&limit=1');
    halladas.push(...(await revisar(page, `/ventas/${venta.id}`, `Detalle de Venta #${venta.id}`)));
    halladas.push(...(await revisar(page, `/ventas/${venta.id}/devolucion`, `Procesar Devolución para Venta #${venta.id}`)));
    await page.goto(`/ventas/${venta.id}/ticket`);
    await page.getByRole('button', { name: 'Imprimir' }).waitFor();
    await quieta(page);
    halladas.push(...(await infraccionesAxe(page, 'ticket')));
    // A sale with returns (the demo shop has some): its detail with the notes, its reprinted ticket, a note on paper.
    const [devuelta] = await api<{ id: number }[]>(page, 'GET', `/api/v1/ventas/?estado=${encodeURIComponent('Con Devolución')}&limit=1`);
    const { notas_credito: notas } = await api<{ notas_credito: { id: number }[] }>(page, 'GET', `/api/v1/ventas/${devuelta.id}`);
    halladas.push(...(await revisar(page, `/ventas/${devuelta.id}`, `Detalle de Venta #${devuelta.id}`)));
    await page.goto(`/ventas/${devuelta.id}/ticket`);
    await page.getByTestId('ticket-devoluciones').first().waitFor();
    await quieta(page);
    halladas.push(...(await infraccionesAxe(page, 'ticket con devoluciones')));
    await page.goto(`/ventas/${devuelta.id}/notas/${notas[0].id}`);
    await page.getByRole('article', { name: `Nota de Crédito #${notas[0].id}` }).waitFor();
    await quieta(page);
    halladas.push(...(await infraccionesAxe(page, 'nota de crédito')));
    // A customer's account (issue 34): the statement of one who owes (the demo has some), its abono and ajuste dialogs, an abono's receipt.
    const { filas } = await api<{ filas: { cliente: { id: number; nombre_completo: string } }[] }>(page, 'GET', '/api/v1/reportes/cuentas-por-cobrar');
    const deudor = filas[0].cliente;
    halladas.push(...(await revisar(page, `/estado-de-cuenta/${deudor.id}`, `Estado de Cuenta: ${deudor.nombre_completo}`)));
    halladas.push(...(await revisarDialogo(page, `/estado-de-cuenta/${deudor.id}`, 'Registrar abono')));
    halladas.push(...(await revisarDialogo(page, `/estado-de-cuenta/${deudor.id}`, 'Ajustar cuenta')));
    const abonos = await Promise.all(
        filas.map(async (f) => (await api<{ movimientos: { id: number; tipo: string }[] }>(page, 'GET', `/api/v1/clientes/${f.cliente.id}/cuenta`)).movimientos.filter((m) => m.tipo === 'abono')),
    );
    const abono = abonos.flat()[0];
    await page.goto(`/recibo-de-abono/${abono.id}`);
    await page.getByRole('article', { name: `Recibo de Abono #${abono.id}` }).waitFor();
    await quieta(page);
    halladas.push(...(await infraccionesAxe(page, 'recibo de abono')));
    const [orden] = await api<{ id: number }[]>(page, 'GET', '/api/v1/compras/?limit=1');
    halladas.push(...(await revisar(page, `/compras/${orden.id}`, `Orden de Compra #${orden.id}`)));
    await page.goto('/no-existe');
    await page.getByRole('button', { name: 'Regresar' }).waitFor();
    await quieta(page);
    halladas.push(...(await infraccionesAxe(page, 'página no encontrada')));
    return halladas;
}

/** Opens a dialog with the button named `boton` on `ruta`, checks it, and closes it with Esc. */
async function revisarDialogo(page: Page, ruta: string, boton: string | RegExp): Promise<string[]> {
    await page.goto(ruta);
    await page.getByRole('button', { name: boton }).first().click();
    await page.getByRole('dialog').waitFor();
    await quieta(page);
    const halladas = await infraccionesAxe(page, `${ruta} «${boton}»`);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    return halladas;
}

describe('accesibilidad: lo que axe-core encuentra en cada pantalla (WCAG 2.1 AA)', () => {
    const b = useBrowser();

    it('finds nothing on the login and registration forms, also with a refused login', async () => {
        const { page } = b;
        const halladas: string[] = [];
        await page.goto('/login');
        await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
        halladas.push(...(await infraccionesAxe(page, '/login')));
        await page.getByPlaceholder('Usuario').fill('demo@sipv.mx');
        await page.getByPlaceholder('Contraseña').fill('no-es-la-clave');
        await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
        await page.getByRole('alert').first().waitFor();
        halladas.push(...(await infraccionesAxe(page, '/login rechazado')));
        await page.goto('/registro');
        await page.getByRole('button', { name: 'Registrarse' }).click();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, '/registro con errores')));
        expect(halladas).toEqual([]);
    });

    it("finds nothing on any page of the app's menu, from the dashboard to the bitácora", async () => {
        const { page } = b;
        await login(page, 'demo@sipv.mx', 'demo1234');
        expect(await revisarPantallas(page)).toEqual([]);
    });

    it("finds nothing on a document's pages: a sale's detail, return and ticket, a credit note, a statement, an abono, a purchase order", async () => {
        const { page } = b;
        await login(page, 'demo@sipv.mx', 'demo1234');
        expect(await revisarDocumentos(page)).toEqual([]);
    });

    it('finds nothing at the till: matches, cart, the quantity and discount dialogs, payment, the sale made, the cancel confirmation', async () => {
        const { page } = b;
        await login(page, 'demo@sipv.mx', 'demo1234');
        const tag = Date.now().toString(36);
        const sku = `AXE-${tag}`.toUpperCase();
        await productoNuevo(page, { nombre: `Cuaderno Rayado ${tag}`, sku, precio_venta: '32.00', stock: 10 });
        const halladas: string[] = [];
        // The demo shop sells only inside an open cash session.
        await abrirCaja(page);
        await page.goto('/pos');
        const busqueda = page.getByLabel('Buscar producto (nombre o SKU)');
        await busqueda.fill('Cuaderno Rayado');
        await page.getByRole('list', { name: 'Productos encontrados' }).waitFor();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'coincidencias')));
        await busqueda.fill(sku);
        await busqueda.press('Enter');
        await page.getByRole('button', { name: /^Proceder al Pago \(1\)/ }).waitFor();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'carrito')));
        // The line's keys (issue 33): the quantity dialog with its refusal, the discounts' with theirs, a discounted cart.
        await page.keyboard.press('*');
        const cantidad = page.getByRole('dialog', { name: `Cantidad de Cuaderno Rayado ${tag}` });
        await cantidad.getByLabel('Cantidad').fill('1.5');
        await page.keyboard.press('Enter');
        await cantidad.getByRole('alert').waitFor();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'cantidad rechazada')));
        await page.keyboard.press('Escape');
        await cantidad.waitFor({ state: 'detached' });
        await page.keyboard.press('Control+i');
        const descuento = page.getByRole('dialog', { name: `Descuento de Cuaderno Rayado ${tag}` });
        await descuento.getByLabel('Porcentaje (%)').fill('150');
        await page.keyboard.press('Enter');
        await descuento.getByRole('alert').waitFor();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'descuento rechazado')));
        await page.keyboard.press('Escape');
        await descuento.waitFor({ state: 'detached' });
        await page.keyboard.press('Control+g');
        await page.getByRole('dialog', { name: 'Descuento de la venta' }).getByLabel('Porcentaje (%)').fill('5');
        await page.keyboard.press('Enter');
        await page.getByTestId('descuento-venta').waitFor();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'carrito con descuento')));
        const [cliente] = await api<{ nombre_completo: string }[]>(page, 'GET', '/api/v1/clientes/?limit=1');
        await page.getByLabel('Buscar cliente').fill(cliente.nombre_completo.slice(0, 5));
        await page.getByRole('list', { name: 'Clientes encontrados' }).waitFor();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'clientes encontrados')));
        await page.getByLabel('Buscar cliente').fill('');

        await page.keyboard.press('F9');
        const pago = page.getByRole('dialog', { name: 'Pago' });
        await pago.getByRole('button', { name: '$50', exact: true }).click();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'pago')));
        await pago.getByRole('button', { name: 'Finalizar Venta' }).click();
        await page.getByTestId('venta-exitosa').waitFor();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'venta hecha')));

        await busqueda.fill(sku);
        await busqueda.press('Enter');
        await page.getByRole('button', { name: 'Cancelar Venta' }).click();
        await page.getByRole('dialog').waitFor();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'cancelar venta')));
        await page.getByRole('button', { name: 'Sí, cancelar venta' }).click();
        expect(halladas).toEqual([]);
    });

    it("finds nothing in the forms' dialogs, new and editing", async () => {
        const { page } = b;
        await login(page, 'demo@sipv.mx', 'demo1234');
        const halladas: string[] = [];
        for (const [ruta, boton] of [
            ['/categorias', 'Añadir Categoría'],
            ['/proveedores', 'Añadir Proveedor'],
            ['/clientes', 'Añadir Cliente'],
            ['/roles', 'Añadir Nuevo Rol'],
            ['/usuarios', 'Añadir Nuevo Usuario'],
            ['/inventario', 'Ajustar'],
            ['/inventario', 'Historial'],
            ['/contabilidad', '+ Crear Movimiento'],
            ['/compras', 'Nueva Orden de Compra'],
            ['/categorias', 'Eliminar'],
        ] as const) {
            halladas.push(...(await revisarDialogo(page, ruta, boton)));
        }
        // Editing: a product with its variants, a user, a role with its permissions.
        const [producto] = await api<{ id: number }[]>(page, 'GET', '/api/v1/productos/plantillas/?limit=1');
        await page.goto(`/productos/${producto.id}`);
        await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).waitFor();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'editar producto')));
        halladas.push(...(await revisarDialogo(page, '/usuarios', 'Editar')));
        await page.goto('/roles');
        // The demo's 'Cajero' by its name exactly: other journeys add roles named 'Cajero …'.
        await page
            .locator('main tbody tr')
            .filter({ has: page.getByRole('cell', { name: 'Cajero', exact: true }) })
            .getByRole('button', { name: 'Editar' })
            .click();
        await page.getByRole('dialog').getByRole('checkbox').first().waitFor();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'editar rol')));
        expect(halladas).toEqual([]);
    });

    it("finds nothing in the forms' dialogs with their errors shown", async () => {
        const { page } = b;
        await login(page, 'demo@sipv.mx', 'demo1234');
        const halladas: string[] = [];
        // Sent empty: a stock adjustment and a purchase order say what they lack.
        await page.goto('/inventario');
        await page.getByRole('button', { name: 'Ajustar' }).first().click();
        await page.getByRole('dialog').getByRole('button', { name: 'Guardar Ajuste' }).click();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'ajuste vacío')));
        await page.goto('/compras');
        await page.getByRole('button', { name: 'Nueva Orden de Compra' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Crear Orden de Compra' }).click();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'orden vacía')));
        // A purchase order's product search, showing its matches.
        await page.goto('/compras');
        await page.getByRole('button', { name: 'Nueva Orden de Compra' }).click();
        await page.getByRole('dialog').getByPlaceholder('Escribe para buscar...').fill('Martillo');
        await page.getByRole('dialog').getByRole('list').waitFor();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'orden de compra: productos encontrados')));
        // A return sent with nothing to return: the spec's alert.
        const [venta] = await api<{ id: number }[]>(page, 'GET', '/api/v1/ventas/?estado=Completada&limit=1');
        await page.goto(`/ventas/${venta.id}/devolucion`);
        await page.getByRole('button', { name: 'Confirmar Devolución' }).click();
        await page.getByText('Debe seleccionar al menos un producto para devolver.').waitFor();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'devolución vacía')));
        // A quantity above what may come back, refused at its field; then the question before the refund.
        const cantidad = page.getByRole('spinbutton', { name: /^Cantidad a Devolver de / }).and(page.locator(':enabled')).first();
        await cantidad.fill('9999');
        await page.getByText(/^Máximo /).first().waitFor();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'devolución: cantidad de más')));
        await cantidad.fill('1');
        await page.getByRole('button', { name: 'Confirmar Devolución' }).click();
        await page.getByRole('dialog', { name: 'Confirmar devolución' }).waitFor();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'devolución: confirmación')));
        await page.getByRole('dialog', { name: 'Confirmar devolución' }).getByRole('button', { name: 'Volver', exact: true }).click();
        // A product's form, sent empty: every field says what it lacks.
        await page.goto('/productos');
        await page.getByRole('button', { name: 'Añadir Producto' }).click();
        const dialogo = page.getByRole('dialog');
        await dialogo.getByRole('button', { name: 'Guardar' }).click();
        await dialogo.getByText(/obligatorio/i).first().waitFor();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'producto con errores')));
        expect(halladas).toEqual([]);
    });

    it("finds nothing in the till's caja: Abrir Caja (also sent empty), its menu, a Salida de Efectivo, the Corte X, Cerrar Caja's count and the Z", async () => {
        const { page } = b;
        // A cashier of their own, so the demo's sessions stay as the other journeys find them.
        await login(page, 'demo@sipv.mx', 'demo1234');
        const tag = Date.now().toString(36);
        const rol = await api<{ id: number }>(page, 'POST', '/api/v1/roles/', { nombre: `Caja Accesible ${tag}`, permisos: ['caja:operar', 'ventas:crear', 'productos:leer'] });
        const usuario = `caja.accesible.${tag}@tienda.mx`;
        await api(page, 'POST', '/api/v1/usuarios/', { nombre: 'Marta', apellido: 'Luna', usuario, contrasena: 'marta-segura-8', rol_id: rol.id });
        await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
        await page.waitForURL('**/login');
        await login(page, usuario, 'marta-segura-8');
        const halladas: string[] = [];

        // No session open: the till asks for the float on arrival.
        await page.goto('/pos');
        const apertura = page.getByRole('dialog', { name: 'Abrir Caja' });
        await apertura.getByLabel('Fondo inicial').waitFor();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'abrir caja')));
        await apertura.getByRole('button', { name: 'Guardar' }).click();
        await apertura.locator('.Mui-error').first().waitFor();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'abrir caja sin fondo')));
        await apertura.getByLabel('Fondo inicial').fill('500');
        await apertura.getByRole('button', { name: 'Guardar' }).click();
        await apertura.waitFor({ state: 'detached' });
        await page.getByTestId('caja-encabezado').getByText(/^Caja 1 · desde/).waitFor();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'caja abierta')));

        const menu = async (item: string) => {
            await page.getByTestId('caja-encabezado').getByRole('button', { name: 'Caja', exact: true }).click();
            await page.getByRole('menuitem', { name: item }).click();
            const dialogo = page.getByRole('dialog', { name: item });
            await dialogo.waitFor();
            return dialogo;
        };
        await page.getByTestId('caja-encabezado').getByRole('button', { name: 'Caja', exact: true }).click();
        const menuCaja = page.getByRole('menu', { name: 'Caja', exact: true });
        await menuCaja.waitFor();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'menú de caja')));
        await page.keyboard.press('Escape');
        await menuCaja.waitFor({ state: 'detached' });

        const salida = await menu('Salida de Efectivo');
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'salida de efectivo')));
        await salida.getByRole('button', { name: 'Cancelar' }).click();
        await salida.waitFor({ state: 'detached' });

        const corteX = await menu('Corte X');
        await corteX.getByRole('article', { name: 'Corte X' }).waitFor();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'corte X')));
        await corteX.getByRole('button', { name: 'Cerrar', exact: true }).click();
        await corteX.waitFor({ state: 'detached' });

        // The count by denomination (a row typed: its total and the running total), then as one amount; the Z.
        const cierre = await menu('Cerrar Caja');
        await cierre.getByLabel('Piezas de Billete $500', { exact: true }).fill('1');
        await expect.poll(() => cierre.getByTestId('conteo-total').innerText()).toBe('$500.00');
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'cerrar caja: conteo')));
        await cierre.getByRole('button', { name: 'Capturar importe' }).click();
        await cierre.getByLabel('Efectivo contado').fill('500');
        await cierre.getByRole('button', { name: 'Confirmar conteo' }).click();
        const z = page.getByRole('dialog', { name: 'Corte Z' });
        await z.getByTestId('cierre-diferencia').waitFor();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'corte Z')));
        expect(halladas).toEqual([]);
    });

    it("finds nothing in a sale's void dialog, also sent without its reason", async () => {
        const { page } = b;
        await login(page, 'demo@sipv.mx', 'demo1234');
        const [venta] = await api<{ id: number }[]>(page, 'GET', '/api/v1/ventas/?estado=Completada&limit=1');
        const halladas = await revisarDialogo(page, `/ventas/${venta.id}`, 'Cancelar Venta');
        // At its address over the detail, sent empty: the field says what it lacks.
        await page.goto(`/ventas/${venta.id}/cancelar`);
        const dialogo = page.getByRole('dialog', { name: `Cancelar Venta #${venta.id}` });
        await dialogo.getByRole('button', { name: 'Sí, cancelar venta' }).click();
        await dialogo.getByText('El motivo de la cancelación es obligatorio.').waitFor();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'cancelar venta: sin motivo')));
        expect(halladas).toEqual([]);
    });

    it("finds nothing on a phone: a document's pages", async () => {
        const { page } = b;
        await page.setViewportSize({ width: 390, height: 844 });
        await login(page, 'demo@sipv.mx', 'demo1234');
        expect(await revisarDocumentos(page)).toEqual([]);
    });

    it('finds nothing on a phone: every page of the menu and the menu drawer', async () => {
        const { page } = b;
        await page.setViewportSize({ width: 390, height: 844 });
        await login(page, 'demo@sipv.mx', 'demo1234');
        const halladas = await revisarPantallas(page);
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await page.getByRole('navigation').waitFor();
        await quieta(page);
        halladas.push(...(await infraccionesAxe(page, 'menú')));
        expect(halladas).toEqual([]);
    });
});
