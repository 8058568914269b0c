import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { login, palabrasPartidas, useBrowser } from '../helpers/browser.js';

const SIN_PERMISO = 'No tiene permiso para realizar esta acción.';

/** The row of the list table that contains `text`. */
const fila = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('roles y usuarios: el dueño contrata a un cajero', () => {
    const b = useBrowser();
    const tag = Date.now().toString(36);

    it('creates a cashier role and user; the cashier sells at the POS and is refused the books and administration in Spanish', async () => {
        const { page } = b;
        await login(page, 'demo@sipv.mx', 'demo1234');

        // A role that can sell from its own cash session (the demo shop sells only inside one), see
        // customers and read products (the demo already has a 'Cajero').
        const rol = `Cajero ${tag}`;
        await page.goto('/roles');
        // At 1024 px the roles' names read whole ('Administrad/or' was cut).
        expect(await palabrasPartidas(page)).toEqual([]);
        await page.getByRole('button', { name: 'Añadir Nuevo Rol' }).click();
        const nuevoRol = page.getByRole('dialog', { name: 'Crear Nuevo Rol' });
        // On a 1024 × 768 screen the permissions scroll inside the dialog and the save button stays in view.
        await page.setViewportSize({ width: 1024, height: 768 });
        const guardar = await nuevoRol.getByRole('button', { name: 'Guardar Rol' }).boundingBox();
        expect(guardar && guardar.y + guardar.height).toBeLessThanOrEqual(768);
        await page.setViewportSize({ width: 1366, height: 850 });
        await nuevoRol.getByRole('button', { name: 'Guardar Rol' }).click();
        await nuevoRol.getByText('El nombre del rol es obligatorio.').waitFor();
        await nuevoRol.locator('input[name="nombre"]').fill(rol);
        for (const permiso of ['Registrar ventas en el punto de venta', 'Abrir, operar y cerrar su propia caja', 'Consultar clientes', 'Consultar productos, categorías y proveedores']) {
            await nuevoRol.getByLabel(permiso, { exact: true }).check();
        }
        await nuevoRol.getByRole('button', { name: 'Guardar Rol' }).click();
        await nuevoRol.waitFor({ state: 'detached' });
        const filaRol = fila(page, rol);
        await filaRol.getByText('Registrar ventas en el punto de venta').waitFor();
        await filaRol.getByText('Consultar clientes').waitFor();
        // The Administrador role cannot be touched.
        expect(await fila(page, 'Administrador').getByRole('button', { name: 'Eliminar' }).isDisabled()).toBe(true);

        // A user with that role.
        const usuario = `cajero.${tag}@tienda.mx`;
        await page.goto('/usuarios');
        await page.getByRole('button', { name: 'Añadir Nuevo Usuario' }).click();
        const nuevoUsuario = page.getByRole('dialog', { name: 'Crear Nuevo Usuario' });
        await nuevoUsuario.locator('input[name="nombre"]').fill('Óscar');
        await nuevoUsuario.locator('input[name="apellido"]').fill('Núñez');
        await nuevoUsuario.locator('input[name="usuario"]').fill(usuario);
        await nuevoUsuario.locator('input[name="contrasena"]').fill('cajero-seguro-8');
        await nuevoUsuario.getByRole('combobox', { name: /Rol/ }).click();
        await page.getByRole('option', { name: rol, exact: true }).click();
        await nuevoUsuario.getByRole('button', { name: 'Guardar Cambios' }).click();
        await nuevoUsuario.waitFor({ state: 'detached' });
        await page.getByText('Usuario creado exitosamente.').waitFor();
        const filaUsuario = fila(page, usuario);
        await filaUsuario.getByText('Óscar Núñez').waitFor();
        await filaUsuario.getByText(rol).waitFor();
        await filaUsuario.getByText('Activo', { exact: true }).waitFor();

        // Something to sell, put on the shelf by the owner.
        const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').token as string);
        const owner = async <T>(path: string, data?: unknown) => {
            const res = await page.request.fetch(path, { method: data ? 'POST' : 'GET', data, headers: { Authorization: `Bearer ${token}` } });
            if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
            return (await res.json()) as T;
        };
        const [categoria] = await owner<{ id: number }[]>('/api/v1/categorias/?limit=1');
        const [proveedor] = await owner<{ id: number }[]>('/api/v1/proveedores/?limit=1');
        const sku = `CAJ-${tag}`.toUpperCase();
        await owner('/api/v1/productos/plantillas/', {
            nombre: `Escoba Cajero ${tag}`,
            descripcion: null,
            categoria_id: categoria.id,
            proveedor_id: proveedor.id,
            variantes: [{ sku, precio_venta: '85.00', costo_compra: '40.00', stock: 3, valores_ids: [] }],
        });

        // The cashier logs in.
        await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
        await page.waitForURL('**/login');
        await login(page, usuario, 'cajero-seguro-8');

        // Every link stays visible (spec §6).
        const nav = page.getByRole('navigation');
        for (const item of ['Punto de Venta', 'Contabilidad', 'Roles y Permisos', 'Usuarios']) {
            await nav.getByRole('menuitem', { name: item, exact: true }).waitFor();
        }

        // They sell at the POS: a scan, F9, the exact cash, Enter.
        await nav.getByRole('menuitem', { name: 'Punto de Venta', exact: true }).click();
        await page.waitForURL('**/pos');
        await page.getByRole('heading', { name: 'Punto de Venta' }).waitFor();
        // No session of theirs is open: the till asks for the opening float first, then the box has the focus.
        const apertura = page.getByRole('dialog', { name: 'Abrir Caja' });
        await apertura.getByLabel('Fondo inicial').fill('500');
        await apertura.getByRole('button', { name: 'Guardar' }).click();
        await apertura.waitFor({ state: 'detached' });
        await page.getByTestId('caja-encabezado').getByText(/^Caja 1 · desde \d\d:\d\d$/).waitFor();
        const caja = page.getByLabel('Buscar producto (nombre o SKU)');
        await expect.poll(() => caja.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.type(`${sku}\n`);
        await page.getByRole('table', { name: 'Carrito' }).getByRole('row').filter({ hasText: sku }).waitFor();
        await page.keyboard.press('F9');
        const pago = page.getByRole('dialog', { name: 'Pago' });
        await pago.getByRole('button', { name: /^Exacto/ }).click();
        await pago.getByText('Cambio: $0.00').waitFor();
        const vendida = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/v1/ventas/pos/checkout'));
        await pago.getByLabel('Monto').press('Enter');
        expect((await vendida).status()).toBe(201);
        await page.getByTestId('venta-exitosa').getByText('Total: $85.00').waitFor();

        // The books, users and roles are refused in Spanish in place of the screen: no blank page, no logout.
        for (const [ruta, titulo] of [
            ['/contabilidad', 'Módulo de Contabilidad'],
            ['/usuarios', 'Gestión de Usuarios'],
            ['/roles', 'Gestión de Roles y Permisos'],
        ] as const) {
            await page.goto(ruta);
            await page.getByRole('heading', { name: titulo }).waitFor();
            await page.getByText(SIN_PERMISO).waitFor();
            expect(await page.getByRole('table').count()).toBe(0);
            expect(new URL(page.url()).pathname).toBe(ruta);
        }
        const sesion = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? 'null'));
        expect(sesion).toMatchObject({ user: { username: usuario } });
    });
});
