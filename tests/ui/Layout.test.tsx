import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../helpers/fetchStub';
import { renderApp, seedSession, storedSession } from '../helpers/renderApp';
import { i18nProvider } from '../../src/i18n';
import { MENU } from '../../src/layout/menuItems';

/** Spec §2's sidebar as it is today: a new registered screen may join a group, never reorder these. */
const SPEC = [
    ['Operaciones', [['Dashboard', '/'], ['Punto de Venta', '/pos'], ['Ventas', '/ventas'], ['Compras', '/compras']]],
    [
        'Gestión',
        [
            ['Productos', '/productos'],
            ['Categorías', '/categorias'],
            ['Clientes', '/clientes'],
            ['Proveedores', '/proveedores'],
            ['Inventario', '/inventario'],
            ['Contabilidad', '/contabilidad'],
        ],
    ],
    ['Configuración', [['Roles y Permisos', '/roles'], ['Usuarios', '/usuarios']]],
] as const;

/** What the registry (src/recursos.ts) puts in each group: [text, address] of every screen, in order. */
const REGISTRADO = MENU.map((g) => g.items.map((i) => [i18nProvider.translate(i.label), i.to]));

const openAt = async (path: string) => {
    seedSession('ana@tienda.mx');
    stubFetch({ 'GET /api/public/demo': () => jsonResponse({ detail: 'Ruta no encontrada.' }, { status: 404 }) });
    renderApp(path);
    return screen.findByRole('navigation', { name: 'Navegación principal' });
};

describe('Sidebar', () => {
    it('shows the brand and the three groups with their links in the spec order', async () => {
        const nav = await openAt('/');
        expect(screen.getByText('SIPV')).toBeInTheDocument();

        const groups = within(nav).getAllByRole('menu');
        expect(groups).toHaveLength(3);
        SPEC.forEach(([title, items], index) => {
            const group = groups[index];
            expect(group).toHaveAccessibleName(title);
            const links = within(group).getAllByRole('menuitem').map((link) => [link.textContent, link.getAttribute('href')]);
            expect(links).toEqual(REGISTRADO[index]);
            expect(links.filter(([, href]) => items.some(([, h]) => h === href))).toEqual(items);
        });
    });

    it('welcomes the stored user and highlights the current page', async () => {
        await openAt('/ventas');
        expect(await screen.findByText('Bienvenido, ana@tienda.mx')).toBeInTheDocument();
        expect(await screen.findByRole('heading', { name: 'Historial de Ventas' })).toBeInTheDocument();
        expect(screen.getByRole('menuitem', { name: 'Ventas' })).toHaveAttribute('aria-current', 'page');
        expect(screen.getByRole('menuitem', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
        await waitFor(() => expect(document.title).toBe('Historial de Ventas · SIPV'));
    });

    it('marks only the deepest page: at /reportes/impuestos, Impuestos and not Reportes (/reportes)', async () => {
        await openAt('/reportes/impuestos');
        const impuestos = await screen.findByRole('menuitem', { name: 'Impuestos' });
        await waitFor(() => expect(impuestos).toHaveAttribute('aria-current', 'page'));
        expect(screen.getByRole('menuitem', { name: 'Reportes' })).not.toHaveAttribute('aria-current');
        expect(screen.getAllByRole('menuitem').filter((m) => m.getAttribute('aria-current') === 'page')).toHaveLength(1);
    });

    it('navigates from the sidebar', async () => {
        await openAt('/');
        await userEvent.click(screen.getByRole('menuitem', { name: 'Roles y Permisos' }));
        expect(await screen.findByRole('heading', { name: 'Gestión de Roles y Permisos' })).toBeInTheDocument();
        expect(window.location.pathname).toBe('/roles');
    });

    it('Cerrar Sesión clears the session and lands on /login', async () => {
        await openAt('/clientes');
        await userEvent.click(await screen.findByRole('button', { name: 'Cerrar Sesión' }));
        expect(await screen.findByRole('heading', { name: 'Iniciar Sesión en SIPV' })).toBeInTheDocument();
        expect(window.location.pathname).toBe('/login');
        expect(storedSession()).toBeNull();
    });

    it('keeps the app bar to title and refresh: no user menu (one logout), no theme switch', async () => {
        await openAt('/');
        await screen.findByText('Bienvenido, ana@tienda.mx');
        expect(screen.getAllByRole('button', { name: /sesión/i })).toHaveLength(1);
        expect(screen.queryByRole('button', { name: /perfil|profile|cuenta/i })).toBeNull();
        expect(screen.queryByRole('button', { name: 'Alternar modo claro/oscuro' })).toBeNull();
        expect(screen.getByRole('button', { name: 'Recargar' })).toBeInTheDocument();
    });
});
