import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, jsonResponse, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { bodyOf, callsTo, columnHeaders, detailAnswer, dialogoEnSuDireccion, lineaDe, listAnswer, rowOf } from '../helpers/listPage';
import { conPantallaDe, TELEFONO } from '../helpers/pantalla';
import { pulsarActivo, renderApp, seedSession } from '../helpers/renderApp';

const LIST = '/api/v1/usuarios/';
// The roles a user may be given: readable with usuarios:administrar alone (not /api/v1/roles/).
const ROLES = '/api/v1/usuarios/roles/';
const ADMIN = { id: 1, nombre: 'Administrador' };
const CAJERO = { id: 2, nombre: 'Cajero' };
const ANA = { id: 5, nombre: 'Ana', apellido: 'Peña', usuario: 'ana@tienda.mx', rol_asignado: { id: 1, nombre: 'Administrador' }, activo: true };
const BETO = { id: 6, nombre: 'Beto', apellido: 'Ruiz', usuario: 'beto', rol_asignado: null, activo: false };

/** A phone's line holding `text`: a button, as the edit dialog opens from the page, not from a URL. */
const open = (routes: Record<string, StubHandler> = {}) => {
    seedSession();
    const fetchMock = stubFetch({
        [`GET ${LIST}`]: () => listAnswer([ANA, BETO]),
        [`GET ${ROLES}`]: () => listAnswer([ADMIN, CAJERO]),
        ...routes,
    });
    renderApp('/usuarios');
    return fetchMock;
};

const openCreate = async () => {
    await pulsarActivo('Añadir Nuevo Usuario');
    return screen.findByRole('dialog', { name: 'Crear Nuevo Usuario' });
};

const chooseRol = async (dialog: HTMLElement, nombre: string) => {
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Rol/ }));
    await userEvent.click(await screen.findByRole('option', { name: nombre }));
};

describe('Usuarios (spec §2 Users)', () => {
    it('shows the title, the add button, the spec columns, N/A and the Estado badges; no activo toggle', async () => {
        open();
        expect(await screen.findByRole('heading', { name: 'Gestión de Usuarios' })).toBeInTheDocument();
        await screen.findByText('Ana Peña');
        expect(columnHeaders()).toEqual(['Nombre Completo', 'Username', 'Rol', 'Estado', 'Acciones']);
        const ana = within(rowOf('Ana Peña'));
        expect(ana.getByText('ana@tienda.mx')).toBeInTheDocument();
        expect(ana.getByText('Administrador')).toBeInTheDocument();
        expect(ana.getByText('Activo').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
        expect(ana.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
        const beto = within(rowOf('Beto Ruiz'));
        expect(beto.getByText('N/A')).toBeInTheDocument();
        expect(beto.getByText('Inactivo').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
        expect(screen.queryByRole('checkbox')).toBeNull();
        expect(screen.queryByRole('switch')).toBeNull();
        expect(screen.getByRole('button', { name: 'Añadir Nuevo Usuario' })).toBeInTheDocument();
    });

    it('pages by the 100 users it asks for, with no rows-per-page select left blank (as /productos)', async () => {
        const fetchMock = open({ [`GET ${LIST}`]: () => listAnswer([ANA, BETO], 250) });
        await screen.findByText('Ana Peña');
        expect(JSON.parse(callsTo(fetchMock, 'GET', LIST)[0].url.searchParams.get('range') ?? '')).toEqual([0, 99]);
        expect(await screen.findByText('1-100 de 250')).toBeInTheDocument();
        // The page size in use is the only one offered: react-admin's 5/10/25/50 left the select
        // holding a value (100) none of its options had, so it showed blank.
        expect(screen.queryByText('Filas por página:')).toBeNull();
        expect(screen.queryByRole('combobox', { name: /Filas por página/ })).toBeNull();
        expect(screen.getByRole('button', { name: 'Ir a la página 2' })).toBeEnabled();
    });

    it("shows 'Error al obtener los usuarios.' without a detail, and the Spanish refusal on a 403", async () => {
        open({ [`GET ${LIST}`]: () => new Response('', { status: 404 }) });
        expect(await screen.findByText('Error al obtener los usuarios.')).toBeInTheDocument();
    });

    it('shows No tiene permiso para realizar esta acción. in place of the table on a 403, staying logged in', async () => {
        open({ [`GET ${LIST}`]: () => detailAnswer(403, 'No tiene permiso para realizar esta acción.') });
        expect(await screen.findByText('No tiene permiso para realizar esta acción.')).toBeInTheDocument();
        expect(screen.queryByRole('table')).toBeNull();
        expect(localStorage.getItem('auth-storage')).not.toBeNull();
    });

    it("offers the roles in the select, 'Cargando roles...' while they load, 'Seleccione un rol' after", async () => {
        const roles = deferred<Response>();
        open({ [`GET ${ROLES}`]: () => roles.promise });
        const dialog = await openCreate();
        for (const label of [/^Nombre \*/, /^Apellido \*/, /^Nombre de usuario \*/, /^Contraseña \*/]) {
            expect(within(dialog).getByLabelText(label)).toBeEnabled();
        }
        // The role is required too, and marked like the others.
        const rol = within(dialog).getByRole('combobox', { name: /Rol/ });
        expect(rol).toBeRequired();
        expect(document.getElementById(rol.getAttribute('aria-labelledby') ?? '')).toHaveTextContent(/^Rol \*$/);
        expect(within(dialog).getByText('Cargando roles...')).toBeInTheDocument();
        roles.resolve(listAnswer([ADMIN, CAJERO]));
        expect(await within(dialog).findByText('Seleccione un rol')).toBeInTheDocument();
        await userEvent.click(within(dialog).getByRole('combobox', { name: /Rol/ }));
        const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
        expect(options).toEqual(['Seleccione un rol', 'Administrador', 'Cajero']);
        await userEvent.keyboard('{Escape}');
        expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
        expect(within(dialog).getByRole('button', { name: 'Guardar Cambios' })).toBeInTheDocument();
    });

    it('offers the roles to a user who manages users but not roles (the roles list refused)', async () => {
        const fetchMock = open({ 'GET /api/v1/roles/': () => detailAnswer(403, 'No tiene permiso para realizar esta acción.') });
        const dialog = await openCreate();
        await chooseRol(dialog, 'Cajero');
        expect(within(dialog).queryByText('No tiene permiso para realizar esta acción.')).toBeNull();
        expect(callsTo(fetchMock, 'GET', ROLES).length).toBeGreaterThan(0);
        expect(callsTo(fetchMock, 'GET', '/api/v1/roles/')).toHaveLength(0);
    });

    it('requires nombre, apellido, username, password and a role before sending', async () => {
        const fetchMock = open();
        const dialog = await openCreate();
        await within(dialog).findByText('Seleccione un rol');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
        expect(await within(dialog).findByText('Debe seleccionar un rol para el usuario.')).toBeInTheDocument();
        expect(within(dialog).getByText('El nombre de usuario es obligatorio.')).toBeInTheDocument();
        expect(within(dialog).getByText('La contraseña debe tener al menos 8 caracteres.')).toBeInTheDocument();
        expect(within(dialog).getAllByText(/obligatorio/).length).toBeGreaterThanOrEqual(3);
        expect(callsTo(fetchMock, 'POST', LIST)).toHaveLength(0);
    });

    it("creates a user, says 'Usuario creado exitosamente.' and refetches", async () => {
        const CARLA = { id: 9, nombre: 'Carla', apellido: 'Díaz', usuario: 'carla', rol_asignado: { id: 2, nombre: 'Cajero' }, activo: true };
        let created = false;
        const fetchMock = open({
            [`GET ${LIST}`]: () => listAnswer(created ? [ANA, BETO, CARLA] : [ANA, BETO]),
            [`POST ${LIST}`]: () => {
                created = true;
                return jsonResponse(CARLA, { status: 201 });
            },
        });
        const dialog = await openCreate();
        await userEvent.type(within(dialog).getByLabelText(/^Nombre \*/), 'Carla');
        await userEvent.type(within(dialog).getByLabelText(/^Apellido/), 'Díaz');
        await userEvent.type(within(dialog).getByLabelText(/^Nombre de usuario/), 'carla');
        await userEvent.type(within(dialog).getByLabelText(/^Contraseña/), 'secreta123');
        // A new user has no session to end.
        expect(within(dialog).queryByText('Una contraseña nueva cierra las sesiones abiertas de este usuario.')).toBeNull();
        await within(dialog).findByText('Seleccione un rol');
        await chooseRol(dialog, 'Cajero');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(bodyOf(callsTo(fetchMock, 'POST', LIST)[0])).toEqual({
            nombre: 'Carla',
            apellido: 'Díaz',
            usuario: 'carla',
            contrasena: 'secreta123',
            rol_id: 2,
        });
        expect(await screen.findByText('Usuario creado exitosamente.')).toBeInTheDocument();
        expect(await screen.findByText('Carla Díaz')).toBeInTheDocument();
    });

    it("edits: 'Editar Usuario: {username}', username disabled, blank password kept, 'Usuario actualizado exitosamente.'", async () => {
        const fetchMock = open({ 'PUT /api/v1/usuarios/5': () => jsonResponse({ ...ANA, rol_asignado: { id: 2, nombre: 'Cajero' } }) });
        await screen.findByText('Ana Peña');
        await userEvent.click(within(rowOf('Ana Peña')).getByRole('button', { name: 'Editar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Editar Usuario: ana@tienda.mx' });
        expect(within(dialog).getByLabelText(/^Nombre de usuario/)).toBeDisabled();
        expect(within(dialog).getByLabelText(/^Nombre de usuario/)).toHaveValue('ana@tienda.mx');
        expect(within(dialog).getByLabelText(/^Nombre \*/)).toHaveValue('Ana');
        const contrasena = within(dialog).getByLabelText(/^Contraseña/);
        expect(contrasena).toHaveValue('');
        expect(contrasena).toHaveAttribute('placeholder', 'Dejar en blanco para mantener la contraseña actual');
        expect(contrasena).toHaveAccessibleDescription('Una contraseña nueva cierra las sesiones abiertas de este usuario.');
        await within(dialog).findByRole('combobox', { name: /Rol/ });
        await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Rol/ })).toHaveTextContent('Administrador'));
        await chooseRol(dialog, 'Cajero');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(bodyOf(callsTo(fetchMock, 'PUT', '/api/v1/usuarios/5')[0])).toEqual({ nombre: 'Ana', apellido: 'Peña', rol_id: 2 });
        expect(await screen.findByText('Usuario actualizado exitosamente.')).toBeInTheDocument();
    });

    it('sends a new password on edit only when one was typed', async () => {
        const fetchMock = open({ 'PUT /api/v1/usuarios/5': () => jsonResponse(ANA) });
        await screen.findByText('Ana Peña');
        await userEvent.click(within(rowOf('Ana Peña')).getByRole('button', { name: 'Editar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Editar Usuario: ana@tienda.mx' });
        await userEvent.type(within(dialog).getByLabelText(/^Contraseña/), 'nuevaClave9');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(bodyOf(callsTo(fetchMock, 'PUT', '/api/v1/usuarios/5')[0])).toEqual({ nombre: 'Ana', apellido: 'Peña', rol_id: 1, contrasena: 'nuevaClave9' });
    });

    it("shows refusals as 'Error: {message}', with the §8 fallbacks and the 403 in Spanish", async () => {
        open({
            [`POST ${LIST}`]: () => detailAnswer(409, 'Ya existe un usuario con ese nombre de usuario.'),
            'PUT /api/v1/usuarios/5': () => new Response('', { status: 500 }),
            'PUT /api/v1/usuarios/6': () => detailAnswer(403, 'No tiene permiso para realizar esta acción.'),
        });
        let dialog = await openCreate();
        await userEvent.type(within(dialog).getByLabelText(/^Nombre \*/), 'Ana');
        await userEvent.type(within(dialog).getByLabelText(/^Apellido/), 'Otra');
        await userEvent.type(within(dialog).getByLabelText(/^Nombre de usuario/), 'ana@tienda.mx');
        await userEvent.type(within(dialog).getByLabelText(/^Contraseña/), 'secreta123');
        await within(dialog).findByText('Seleccione un rol');
        await chooseRol(dialog, 'Cajero');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
        expect(await within(dialog).findByText('Error: Ya existe un usuario con ese nombre de usuario.')).toBeInTheDocument();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

        await userEvent.click(within(rowOf('Ana Peña')).getByRole('button', { name: 'Editar' }));
        dialog = await screen.findByRole('dialog', { name: 'Editar Usuario: ana@tienda.mx' });
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
        expect(await within(dialog).findByText('Error: Error al actualizar el usuario.')).toBeInTheDocument();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

        await userEvent.click(within(rowOf('Beto Ruiz')).getByRole('button', { name: 'Editar' }));
        dialog = await screen.findByRole('dialog', { name: 'Editar Usuario: beto' });
        await chooseRol(dialog, 'Cajero');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
        expect(await within(dialog).findByText('Error: No tiene permiso para realizar esta acción.')).toBeInTheDocument();
        expect(localStorage.getItem('auth-storage')).not.toBeNull();
    });

    it("shows 'Error: Error al crear el usuario.' when the server gives no detail", async () => {
        open({ [`POST ${LIST}`]: () => new Response('', { status: 500 }) });
        const dialog = await openCreate();
        await userEvent.type(within(dialog).getByLabelText(/^Nombre \*/), 'Dora');
        await userEvent.type(within(dialog).getByLabelText(/^Apellido/), 'Luna');
        await userEvent.type(within(dialog).getByLabelText(/^Nombre de usuario/), 'dora');
        await userEvent.type(within(dialog).getByLabelText(/^Contraseña/), 'secreta123');
        await within(dialog).findByText('Seleccione un rol');
        await chooseRol(dialog, 'Administrador');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
        expect(await within(dialog).findByText('Error: Error al crear el usuario.')).toBeInTheDocument();
    });

    it('opens its dialogs by address, the buttons navigate to them, and Back closes them', async () => {
        open();
        await screen.findByText('Ana Peña');
        const editar = async () => {
            await userEvent.click(within(rowOf('Ana Peña')).getByRole('button', { name: 'Editar' }));
            await screen.findByRole('dialog', { name: 'Editar Usuario: ana@tienda.mx' });
        };
        await dialogoEnSuDireccion(editar, '/usuarios/5', '/usuarios');
        await dialogoEnSuDireccion(openCreate, '/usuarios/create', '/usuarios');
    });

    it('/usuarios/6 typed in opens the edit dialog with the user read from the server', async () => {
        seedSession();
        stubFetch({
            [`GET ${LIST}`]: () => listAnswer([ANA, BETO]),
            [`GET ${ROLES}`]: () => listAnswer([ADMIN, CAJERO]),
            'GET /api/v1/usuarios/6': () => jsonResponse({ ...BETO, rol_asignado: CAJERO }),
        });
        renderApp('/usuarios/6');
        const dialog = await screen.findByRole('dialog', { name: 'Editar Usuario: beto' });
        await waitFor(() => expect(within(dialog).getByLabelText(/^Nombre \*/)).toHaveValue('Beto'));
        await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Rol/ })).toHaveTextContent('Cajero'));
    });

    describe('on a phone', () => {
        it('shows a line per user (name and estado, then username and role), no table; a tap opens the edit dialog, which saves', async () => {
            conPantallaDe(TELEFONO);
            const fetchMock = open({ 'PUT /api/v1/usuarios/5': () => jsonResponse(ANA) });
            await screen.findByText('Ana Peña');
            expect(screen.queryByRole('table')).toBeNull();
            const ana = within(lineaDe('Ana Peña'));
            expect(ana.getByText('ana@tienda.mx · Administrador')).toBeInTheDocument();
            expect(ana.getByText('Activo').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
            const beto = within(lineaDe('Beto Ruiz'));
            expect(beto.getByText('beto · N/A')).toBeInTheDocument();
            expect(beto.getByText('Inactivo').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
            await userEvent.click(lineaDe('Ana Peña'));
            const dialog = await screen.findByRole('dialog', { name: 'Editar Usuario: ana@tienda.mx' });
            expect(within(dialog).getByLabelText(/^Nombre \*/)).toHaveValue('Ana');
            expect(within(dialog).getByLabelText(/^Apellido/)).toHaveValue('Peña');
            expect(within(dialog).getByLabelText(/^Nombre de usuario/)).toBeDisabled();
            await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Rol/ })).toHaveTextContent('Administrador'));
            await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            expect(bodyOf(callsTo(fetchMock, 'PUT', '/api/v1/usuarios/5')[0])).toEqual({ nombre: 'Ana', apellido: 'Peña', rol_id: 1 });
            expect(await screen.findByText('Usuario actualizado exitosamente.')).toBeInTheDocument();
            expect(window.location.pathname).toBe('/usuarios');
        });

        it('says so when there are none', async () => {
            conPantallaDe(TELEFONO);
            open({ [`GET ${LIST}`]: () => listAnswer([], 0) });
            expect(await screen.findByText('No hay usuarios registrados.')).toBeInTheDocument();
            expect(screen.queryByRole('table')).toBeNull();
        });

        it('on a wider screen keeps the table with its Editar buttons', async () => {
            conPantallaDe(1024);
            open();
            await screen.findByText('Ana Peña');
            expect(columnHeaders()).toEqual(['Nombre Completo', 'Username', 'Rol', 'Estado', 'Acciones']);
            expect(screen.queryByText('ana@tienda.mx · Administrador')).toBeNull();
            await userEvent.click(within(rowOf('Ana Peña')).getByRole('button', { name: 'Editar' }));
            expect(await screen.findByRole('dialog', { name: 'Editar Usuario: ana@tienda.mx' })).toBeInTheDocument();
        });
    });
});
