import { expect } from 'vitest';
import { api, login, useBrowser } from '../helpers/browser.js';

const GRUPOS = {
    Operaciones: ['Dashboard', 'Punto de Venta', 'Ventas', 'Cortes de Caja', 'Compras', 'Reportes'],
    Gestión: ['Productos', 'Categorías', 'Clientes', 'Proveedores', 'Inventario', 'Contabilidad', 'Impuestos', 'Cuentas por Cobrar'],
    Configuración: ['Roles y Permisos', 'Usuarios', 'Empresa', 'Bitácora'],
};

describe('sesión: registro, entrada y salida', () => {
    const b = useBrowser();

    it('registers a company, is sent to /login, logs in, sees the shell and logs out', async () => {
        const { page } = b;
        const email = `duena.${Date.now()}@tienda.mx`;
        await page.goto('/login');
        await page.getByRole('link', { name: '¿No tienes una cuenta? Regístrate aquí' }).click();
        await page.waitForURL('**/registro');

        await page.getByLabel('Nombre de la Empresa').fill(`Mercería Peña ${Date.now()}`);
        await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
        await page.getByLabel('Apellido').fill('Peña');
        await page.getByLabel('Email').fill(email);
        await page.getByRole('textbox', { name: 'Contraseña' }).fill('lucia-segura-8');
        await page.getByRole('button', { name: 'Registrarse' }).click();

        await page.getByText('Empresa y usuario registrados exitosamente. Redirigiendo al login...').waitFor();
        const shownAt = Date.now();
        await page.waitForURL('**/login', { timeout: 6000 });
        expect(Date.now() - shownAt).toBeGreaterThan(2000); // the 3-second pause, not an instant jump

        await login(page, email, 'lucia-segura-8');
        const nav = page.getByRole('navigation');
        for (const [grupo, items] of Object.entries(GRUPOS)) {
            // The group by its list (its heading names it): the Configuración group has a Configuración screen.
            await nav.getByRole('menu', { name: grupo, exact: true }).waitFor();
            for (const item of items) await nav.getByRole('menuitem', { name: item, exact: true }).waitFor();
        }
        const enlaces = await nav.getByRole('menuitem').allInnerTexts();
        expect(enlaces.map((t) => t.trim()).filter(Boolean)).toEqual(Object.values(GRUPOS).flat());
        await page.getByText(email).waitFor(); // welcome line with the username
        const sesion = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? 'null'));
        expect(sesion).toMatchObject({ isAuthenticated: true, user: { username: email }, token: expect.any(String) });

        await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
        await page.waitForURL('**/login');
        expect(await page.evaluate(() => localStorage.getItem('auth-storage'))).toBeNull();
        await page.goto('/');
        await page.waitForURL('**/login');
    });

    it('gives a tablet held upright the whole screen: the menu waits behind the app bar button and closes on a choice', async () => {
        const { page } = b;
        await page.setViewportSize({ width: 800, height: 1000 });
        await login(page, 'demo@sipv.mx', 'demo1234');
        const [venta] = await api<{ id: number }[]>(page, 'GET', '/api/v1/ventas/?estado=Completada&limit=1');
        await page.goto(`/ventas/${venta.id}/devolucion`);
        await page.getByRole('heading', { name: `Procesar Devolución para Venta #${venta.id}` }).waitFor();
        const nav = page.getByRole('navigation', { name: 'Navegación principal' });
        expect(await nav.isVisible()).toBe(false);
        // The refund of each line and the total are in view, with no sideways scroll to reach them.
        const tabla = page.getByRole('table');
        await tabla.getByRole('columnheader', { name: 'A Reembolsar' }).waitFor();
        expect(await tabla.evaluate((t) => t.getBoundingClientRect().right)).toBeLessThanOrEqual(800);
        expect(await tabla.evaluate((t) => (t.parentElement as HTMLElement).scrollWidth - (t.parentElement as HTMLElement).clientWidth)).toBe(0);

        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await nav.getByRole('menuitem', { name: 'Ventas', exact: true }).click();
        await page.waitForURL('**/ventas');
        await page.getByRole('heading', { name: 'Historial de Ventas' }).waitFor();
        await nav.waitFor({ state: 'hidden' });
        // A reload on the tablet does not open the menu over the page.
        await page.reload();
        await page.getByRole('heading', { name: 'Historial de Ventas' }).waitFor();
        expect(await nav.isVisible()).toBe(false);

        // Held sideways (1024 px) the menu is always there, and the button is gone.
        await page.setViewportSize({ width: 1024, height: 768 });
        await nav.getByRole('menuitem', { name: 'Compras', exact: true }).waitFor();
        expect(await page.getByRole('button', { name: /menú/ }).isVisible()).toBe(false);
    });

    it('shows the server message on a wrong password and stays on /login', async () => {
        const { page } = b;
        await page.goto('/login');
        await page.getByPlaceholder('Usuario').fill('demo@sipv.mx');
        await page.getByPlaceholder('Contraseña').fill('no-es-la-clave');
        await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
        await page.getByText('Usuario o contraseña incorrectos.').waitFor();
        expect(new URL(page.url()).pathname).toBe('/login');
    });

    it('pre-fills the demo credentials in demo mode', async () => {
        const { page } = b;
        await page.goto('/login');
        await page.getByRole('heading', { name: 'Iniciar Sesión en SIPV' }).waitFor();
        await expect.poll(() => page.getByPlaceholder('Usuario').inputValue()).toBe('demo@sipv.mx');
        expect(await page.getByPlaceholder('Contraseña').inputValue()).toBe('demo1234');
    });

    it('sends a visitor without a session from /ventas to /login', async () => {
        const { page } = b;
        await page.goto('/ventas');
        await page.waitForURL('**/login');
        await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
    });

    it('logs out when the API answers 401 (a session the server no longer accepts)', async () => {
        const { page } = b;
        await login(page, 'demo@sipv.mx', 'demo1234');
        await page.evaluate(() => {
            const s = JSON.parse(localStorage.getItem('auth-storage') as string);
            localStorage.setItem('auth-storage', JSON.stringify({ ...s, token: `${s.token}manipulado` }));
        });
        await page.goto('/clientes');
        await page.waitForURL('**/login');
        expect(await page.evaluate(() => localStorage.getItem('auth-storage'))).toBeNull();
    });
});
