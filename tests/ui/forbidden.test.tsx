import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../helpers/fetchStub';
import { detailAnswer, listAnswer, rowOf } from '../helpers/listPage';
import { pulsarActivo, renderApp, seedSession, storedSession } from '../helpers/renderApp';

const SIN_PERMISO = 'No tiene permiso para realizar esta acción.';

// Issue 9 item 4: a refusal (403) is a Spanish message on the screen; only a 401 ends the session.
describe('forbidden, in Spanish', () => {
    it('a 403 with an English or empty body still reads as the Spanish refusal', async () => {
        seedSession();
        stubFetch({ 'GET /api/v1/usuarios/': () => jsonResponse({ detail: 'Forbidden' }, { status: 403 }) });
        renderApp('/usuarios');
        expect(await screen.findByText(SIN_PERMISO)).toBeInTheDocument();
        expect(screen.queryByText('Forbidden')).toBeNull();
        expect(storedSession()).not.toBeNull();
        // No pagination under the refusal: there are no rows to page through.
        expect(screen.queryByText(/de \d+$/)).toBeNull();
        expect(screen.queryByRole('navigation', { name: /pagina/i })).toBeNull();
    });

    it('the permission grid refused (403) says so inside the role dialog', async () => {
        seedSession();
        stubFetch({
            'GET /api/v1/roles/': () => listAnswer([]),
            'GET /api/v1/roles/permisos-disponibles': () => detailAnswer(403, SIN_PERMISO),
        });
        renderApp('/roles');
        await pulsarActivo('Añadir Nuevo Rol');
        const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Rol' });
        expect(await within(dialog).findByText(SIN_PERMISO)).toBeInTheDocument();
        expect(storedSession()).not.toBeNull();
    });

    // Each screen a role may lack: its list refused with an English body still shows the Spanish
    // refusal in place of the table, never the screen's own load-error text, and keeps the session.
    it.each([
        ['/categorias', '/api/v1/categorias'],
        ['/proveedores', '/api/v1/proveedores'],
        ['/clientes', '/api/v1/clientes'],
        ['/productos', '/api/v1/productos/plantillas'],
        ['/inventario', '/api/v1/inventario'],
        ['/compras', '/api/v1/compras'],
        ['/roles', '/api/v1/roles'],
        ['/usuarios', '/api/v1/usuarios'],
    ])('%s: a refused list (403) shows only the refusal, with no pagination under it', async (pagina, api) => {
        seedSession();
        stubFetch({ [`GET ${api}`]: () => jsonResponse({ detail: 'Forbidden' }, { status: 403 }) });
        renderApp(pagina);
        const alerta = await screen.findByText(SIN_PERMISO);
        expect(alerta.textContent).toBe(SIN_PERMISO);
        expect(screen.queryByText(/Forbidden|Error al cargar/)).toBeNull();
        expect(document.querySelector('.MuiTablePagination-root')).toBeNull();
        expect(window.location.pathname).toBe(pagina);
        expect(storedSession()).not.toBeNull();
    });

    it('a purchase order the user may not read shows the refusal in place of its detail', async () => {
        seedSession();
        stubFetch({ 'GET /api/v1/compras/5': () => detailAnswer(403, SIN_PERMISO) });
        renderApp('/compras/5');
        expect((await screen.findByText(SIN_PERMISO)).textContent).toBe(SIN_PERMISO);
        expect(storedSession()).not.toBeNull();
    });

    it('a catalogue record the user may not read (a link to its edit dialog) shows the refusal alone', async () => {
        seedSession();
        stubFetch({
            'GET /api/v1/categorias': () => listAnswer([]),
            'GET /api/v1/categorias/3': () => jsonResponse({ detail: 'Forbidden' }, { status: 403 }),
        });
        renderApp('/categorias/3');
        const editar = await screen.findByRole('dialog', { name: 'Editar Categoría' });
        expect((await within(editar).findByText(SIN_PERMISO)).textContent).toBe(SIN_PERMISO);
        expect(storedSession()).not.toBeNull();
    });

    it('a refused save and a refused delete show the refusal alone as their error', async () => {
        seedSession();
        stubFetch({
            'GET /api/v1/categorias': () => listAnswer([{ id: 3, nombre: 'Bebidas' }]),
            'POST /api/v1/categorias': () => jsonResponse({ detail: 'Forbidden' }, { status: 403 }),
            'DELETE /api/v1/categorias/3': () => detailAnswer(403, SIN_PERMISO),
        });
        renderApp('/categorias/create');
        const nueva = await screen.findByRole('dialog', { name: 'Nueva Categoría' });
        await userEvent.type(within(nueva).getByLabelText(/^Nombre \*$/), 'Snacks');
        await userEvent.click(within(nueva).getByRole('button', { name: 'Guardar' }));
        expect((await within(nueva).findByText(SIN_PERMISO)).textContent).toBe(SIN_PERMISO);
        await userEvent.click(within(nueva).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

        await userEvent.click(within(rowOf('Bebidas')).getByRole('button', { name: 'Eliminar' }));
        await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
        expect((await screen.findByText(SIN_PERMISO)).textContent).toBe(SIN_PERMISO);
        expect(screen.getByText('Bebidas')).toBeInTheDocument();
        expect(storedSession()).not.toBeNull();
    });

    it('a 401 on the same screen logs out to /login instead', async () => {
        seedSession();
        stubFetch({ 'GET /api/v1/usuarios/': () => detailAnswer(401, 'El token no es válido o ha expirado.') });
        renderApp('/usuarios');
        await waitFor(() => expect(window.location.pathname).toBe('/login'));
        expect(storedSession()).toBeNull();
    });

    it('a 401 while loading the permission grid logs out too', async () => {
        seedSession();
        stubFetch({
            'GET /api/v1/roles/': () => listAnswer([]),
            'GET /api/v1/roles/permisos-disponibles': () => detailAnswer(401, 'El token no es válido o ha expirado.'),
        });
        renderApp('/roles');
        await pulsarActivo('Añadir Nuevo Rol');
        await waitFor(() => expect(window.location.pathname).toBe('/login'));
        expect(storedSession()).toBeNull();
    });
});
