import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PERMISOS } from '../../contracts/permisos';
import { deferred, jsonResponse, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { bodyOf, callsTo, columnHeaders, detailAnswer, dialogoEnSuDireccion, lineaCon, lineaDe, listAnswer, rowOf } from '../helpers/listPage';
import { conPantallaDe, TELEFONO } from '../helpers/pantalla';
import { pulsarActivo, renderApp, seedSession } from '../helpers/renderApp';

const LIST = '/api/v1/roles/';
const PERMISOS_URL = '/api/v1/roles/permisos-disponibles';
const ADMIN = { id: 1, nombre: 'Administrador', permisos: [...PERMISOS], todos_los_permisos: true };
const CAJERO = { id: 2, nombre: 'Cajero', permisos: ['ventas:crear', 'clientes:leer'], todos_los_permisos: false };
const INVITADO = { id: 3, nombre: 'Invitado', permisos: [], todos_los_permisos: false };

/** A phone's line holding `text`: a button, as the edit dialog opens from the page, not from a URL. */
/** The open confirmation (over the edit dialog on a phone, which it hides from the accessibility tree). */
const confirmacion = async () => {
    const pregunta = await screen.findByText('¿Estás seguro de que deseas eliminar este rol? Esta acción no se puede deshacer.');
    return pregunta.closest<HTMLElement>('[role="dialog"]') as HTMLElement;
};

const open = (routes: Record<string, StubHandler> = {}) => {
    seedSession();
    const fetchMock = stubFetch({
        [`GET ${LIST}`]: () => listAnswer([ADMIN, CAJERO, INVITADO]),
        [`GET ${PERMISOS_URL}`]: () => jsonResponse([...PERMISOS]),
        ...routes,
    });
    renderApp('/roles');
    return fetchMock;
};

/** The roles, and Cajero's DELETE (204), after which the list no longer has it. */
const cajeroBorrable = (): Record<string, StubHandler> => {
    let borrado = false;
    return {
        [`GET ${LIST}`]: () => listAnswer(borrado ? [ADMIN, INVITADO] : [ADMIN, CAJERO, INVITADO]),
        'DELETE /api/v1/roles/2': () => {
            borrado = true;
            return new Response(null, { status: 204 });
        },
    };
};

const openCreate = async () => {
    await pulsarActivo('Añadir Nuevo Rol');
    return screen.findByRole('dialog', { name: 'Crear Nuevo Rol' });
};

describe('Roles (spec §2 Roles)', () => {
    it('shows the title, the add button, the spec columns and the chips with Spanish labels', async () => {
        open();
        expect(await screen.findByRole('heading', { name: 'Gestión de Roles y Permisos' })).toBeInTheDocument();
        await screen.findByText('Cajero');
        expect(columnHeaders()).toEqual(['Nombre del Rol', 'Permisos Asignados', 'Acciones']);
        const cajero = within(rowOf('Cajero'));
        expect(cajero.getByText('Registrar ventas en el punto de venta')).toHaveClass('MuiChip-label');
        expect(cajero.getByText('Consultar clientes')).toBeInTheDocument();
        expect(cajero.queryByText('ventas:crear')).toBeNull();
        expect(within(rowOf('Invitado')).getByText('Sin permisos específicos')).toBeInTheDocument();
        expect(within(rowOf('Cajero')).queryByText('Sin permisos específicos')).toBeNull();
        expect(cajero.getByRole('button', { name: 'Editar' })).toBeEnabled();
        expect(cajero.getByRole('button', { name: 'Eliminar' })).toBeEnabled();
    });

    it('keeps Editar and Eliminar disabled for the Administrador role', async () => {
        open();
        await screen.findByText('Administrador');
        const admin = within(rowOf('Administrador'));
        expect(admin.getByRole('button', { name: 'Editar' })).toBeDisabled();
        expect(admin.getByRole('button', { name: 'Eliminar' })).toBeDisabled();
        expect(admin.getByText('Administrar usuarios')).toBeInTheDocument();
    });

    it("shows 'Error al obtener los roles.' when the load fails without a detail", async () => {
        open({ [`GET ${LIST}`]: () => new Response('', { status: 500 }) });
        expect(await screen.findByText('Error al obtener los roles.', {}, { timeout: 15000 })).toBeInTheDocument();
    }, 20000);

    it('shows the Spanish refusal in place of the table when the user may not read roles (403)', async () => {
        open({ [`GET ${LIST}`]: () => detailAnswer(403, 'No tiene permiso para realizar esta acción.') });
        expect(await screen.findByText('No tiene permiso para realizar esta acción.')).toBeInTheDocument();
        expect(screen.queryByRole('table')).toBeNull();
        // Still logged in, the sidebar still there.
        expect(localStorage.getItem('auth-storage')).not.toBeNull();
        expect(screen.getByRole('menuitem', { name: /Usuarios/ })).toBeInTheDocument();
    });

    it("shows 'Cargando permisos...' then the grid grouped by area with Spanish labels", async () => {
        const permisos = deferred<Response>();
        open({ [`GET ${PERMISOS_URL}`]: () => permisos.promise });
        const dialog = await openCreate();
        expect(within(dialog).getByText('Cargando permisos...')).toBeInTheDocument();
        expect(within(dialog).getByLabelText(/Nombre del Rol/)).toBeInTheDocument();
        permisos.resolve(jsonResponse([...PERMISOS]));
        const ventas = await within(dialog).findByRole('group', { name: 'Ventas' });
        expect(within(ventas).getAllByRole('checkbox')).toHaveLength(6);
        expect(within(ventas).getByLabelText('Procesar devoluciones')).not.toBeChecked();
        expect(within(ventas).getByLabelText('Cancelar ventas')).not.toBeChecked();
        expect(within(ventas).getByLabelText('Aplicar descuentos sin límite')).not.toBeChecked();
        for (const area of ['Panel', 'Caja', 'Catálogo', 'Inventario', 'Compras', 'Contabilidad', 'Clientes', 'Administración']) {
            expect(within(dialog).getByRole('group', { name: area })).toBeInTheDocument();
        }
        expect(within(dialog).getAllByRole('checkbox')).toHaveLength(PERMISOS.length);
        expect(within(dialog).queryByText('Cargando permisos...')).toBeNull();
        expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
        expect(within(dialog).getByRole('button', { name: 'Guardar Rol' })).toBeInTheDocument();
    });

    it("says 'Error al obtener los permisos disponibles.' when the catalogue cannot be loaded", async () => {
        open({ [`GET ${PERMISOS_URL}`]: () => new Response('', { status: 404 }) });
        const dialog = await openCreate();
        expect(await within(dialog).findByText('Error al obtener los permisos disponibles.')).toBeInTheDocument();
    });

    it('requires the name before sending', async () => {
        const fetchMock = open();
        const dialog = await openCreate();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Rol' }));
        expect(await within(dialog).findByText('El nombre del rol es obligatorio.')).toBeInTheDocument();
        expect(callsTo(fetchMock, 'POST', LIST)).toHaveLength(0);
    });

    it('creates a role with the checked permissions and refetches the list', async () => {
        const SUPERVISOR = { id: 9, nombre: 'Supervisor', permisos: ['ventas:leer', 'compras:recibir'], todos_los_permisos: false };
        let created = false;
        const fetchMock = open({
            [`GET ${LIST}`]: () => listAnswer(created ? [ADMIN, CAJERO, INVITADO, SUPERVISOR] : [ADMIN, CAJERO, INVITADO]),
            [`POST ${LIST}`]: () => {
                created = true;
                return jsonResponse(SUPERVISOR, { status: 201 });
            },
        });
        const dialog = await openCreate();
        await userEvent.type(within(dialog).getByLabelText(/Nombre del Rol/), '  Supervisor ');
        await userEvent.click(await within(dialog).findByLabelText('Consultar el historial de ventas'));
        await userEvent.click(within(dialog).getByLabelText('Recibir órdenes de compra'));
        await userEvent.click(within(dialog).getByLabelText('Ajustar el stock'));
        await userEvent.click(within(dialog).getByLabelText('Ajustar el stock'));
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Rol' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(bodyOf(callsTo(fetchMock, 'POST', LIST)[0])).toEqual({ nombre: 'Supervisor', permisos: ['ventas:leer', 'compras:recibir'] });
        expect(await screen.findByText('Supervisor')).toBeInTheDocument();
    });

    it('edits a role: Editar Rol with its name and permissions checked, PUT to /roles/{id}', async () => {
        const fetchMock = open({ 'PUT /api/v1/roles/2': ({ init }) => jsonResponse({ ...CAJERO, ...JSON.parse(String(init.body)) }) });
        await screen.findByText('Cajero');
        await userEvent.click(within(rowOf('Cajero')).getByRole('button', { name: 'Editar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Editar Rol' });
        expect(within(dialog).getByLabelText(/Nombre del Rol/)).toHaveValue('Cajero');
        expect(await within(dialog).findByLabelText('Registrar ventas en el punto de venta')).toBeChecked();
        expect(within(dialog).getByLabelText('Consultar clientes')).toBeChecked();
        expect(within(dialog).getByLabelText('Consultar la contabilidad')).not.toBeChecked();
        await userEvent.click(within(dialog).getByLabelText('Consultar clientes'));
        await userEvent.click(within(dialog).getByLabelText('Procesar devoluciones'));
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Rol' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(bodyOf(callsTo(fetchMock, 'PUT', '/api/v1/roles/2')[0])).toEqual({ nombre: 'Cajero', permisos: ['ventas:crear', 'devoluciones:crear'] });
    });

    it("shows a refused save as 'Error: {message}', and the §8 fallbacks without a detail", async () => {
        open({
            [`POST ${LIST}`]: () => detailAnswer(409, 'Ya existe un rol con ese nombre.'),
            'PUT /api/v1/roles/2': () => new Response('', { status: 500 }),
        });
        let dialog = await openCreate();
        await userEvent.type(within(dialog).getByLabelText(/Nombre del Rol/), 'Cajero');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Rol' }));
        expect(await within(dialog).findByText('Error: Ya existe un rol con ese nombre.')).toBeInTheDocument();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

        await userEvent.click(within(rowOf('Cajero')).getByRole('button', { name: 'Editar' }));
        dialog = await screen.findByRole('dialog', { name: 'Editar Rol' });
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Rol' }));
        expect(await within(dialog).findByText('Error: Error al actualizar el rol.')).toBeInTheDocument();
    });

    it("shows a refused create without detail as 'Error: Error al crear el rol.' and a 403 in Spanish", async () => {
        let calls = 0;
        open({
            [`POST ${LIST}`]: () =>
                ++calls === 1 ? new Response('', { status: 500 }) : detailAnswer(403, 'No tiene permiso para realizar esta acción.'),
        });
        const dialog = await openCreate();
        await userEvent.type(within(dialog).getByLabelText(/Nombre del Rol/), 'Nuevo');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Rol' }));
        expect(await within(dialog).findByText('Error: Error al crear el rol.')).toBeInTheDocument();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Rol' }));
        expect(await within(dialog).findByText('Error: No tiene permiso para realizar esta acción.')).toBeInTheDocument();
        expect(localStorage.getItem('auth-storage')).not.toBeNull();
    });

    it('asks the spec question before deleting; cancelling sends no DELETE', async () => {
        const fetchMock = open();
        await screen.findByText('Cajero');
        await userEvent.click(within(rowOf('Cajero')).getByRole('button', { name: 'Eliminar' }));
        const confirm = await screen.findByRole('dialog');
        expect(within(confirm).getByText('¿Estás seguro de que deseas eliminar este rol? Esta acción no se puede deshacer.')).toBeInTheDocument();
        await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(callsTo(fetchMock, 'DELETE', '/api/v1/roles/2')).toHaveLength(0);
    });

    it("reports a refused delete as 'Error al eliminar el rol: {message}' and keeps the row", async () => {
        open({ 'DELETE /api/v1/roles/2': () => detailAnswer(409, 'No se puede eliminar el rol porque tiene usuarios asignados.') });
        await screen.findByText('Cajero');
        await userEvent.click(within(rowOf('Cajero')).getByRole('button', { name: 'Eliminar' }));
        await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
        expect(
            await screen.findByText('Error al eliminar el rol: No se puede eliminar el rol porque tiene usuarios asignados.'),
        ).toBeInTheDocument();
        expect(screen.getByText('Cajero')).toBeInTheDocument();
    });

    it("deletes on confirmation (204), says 'Rol eliminado exitosamente.' and refetches", async () => {
        const fetchMock = open(cajeroBorrable());
        await screen.findByText('Cajero');
        await userEvent.click(within(rowOf('Cajero')).getByRole('button', { name: 'Eliminar' }));
        await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
        expect(await screen.findByText('Rol eliminado exitosamente.')).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByText('Cajero')).toBeNull());
        expect(callsTo(fetchMock, 'DELETE', '/api/v1/roles/2')).toHaveLength(1);
    });

    it('opens its dialogs by address, the buttons navigate to them, and Back closes them', async () => {
        open();
        await screen.findByText('Cajero');
        const editar = async () => {
            await userEvent.click(within(rowOf('Cajero')).getByRole('button', { name: 'Editar' }));
            const dialog = await screen.findByRole('dialog', { name: 'Editar Rol' });
            expect(within(dialog).getByLabelText(/Nombre del Rol/)).toHaveValue('Cajero');
        };
        await dialogoEnSuDireccion(editar, '/roles/2', '/roles');
        await dialogoEnSuDireccion(openCreate, '/roles/create', '/roles');
    });

    it('/roles/2 typed in opens the edit dialog with the role read from the server', async () => {
        seedSession();
        const fetchMock = stubFetch({
            [`GET ${LIST}`]: () => listAnswer([ADMIN, CAJERO, INVITADO]),
            [`GET ${PERMISOS_URL}`]: () => jsonResponse([...PERMISOS]),
            'GET /api/v1/roles/2': () => jsonResponse(CAJERO),
        });
        renderApp('/roles/2');
        const dialog = await screen.findByRole('dialog', { name: 'Editar Rol' });
        await waitFor(() => expect(within(dialog).getByLabelText(/Nombre del Rol/)).toHaveValue('Cajero'));
        expect(await within(dialog).findByLabelText('Registrar ventas en el punto de venta')).toBeChecked();
        expect(callsTo(fetchMock, 'GET', '/api/v1/roles/2')).toHaveLength(1);
    });

    describe('on a phone', () => {
        const VENDEDOR = { id: 4, nombre: 'Vendedor', permisos: ['ventas:crear'], todos_los_permisos: false };

        it('shows a line per role with its permissions counted, no table and no chips', async () => {
            conPantallaDe(TELEFONO);
            open({ [`GET ${LIST}`]: () => listAnswer([ADMIN, CAJERO, INVITADO, VENDEDOR]) });
            await screen.findByText('Cajero');
            expect(screen.queryByRole('table')).toBeNull();
            expect(within(lineaCon('Administrador')).getByText('Todos los permisos')).toBeInTheDocument();
            expect(within(lineaDe('Cajero')).getByText('2 permisos')).toBeInTheDocument();
            expect(within(lineaDe('Invitado')).getByText('Sin permisos específicos')).toBeInTheDocument();
            expect(within(lineaDe('Vendedor')).getByText('1 permiso')).toBeInTheDocument();
            expect(screen.queryByText('Registrar ventas en el punto de venta')).toBeNull();
        });

        it('a tap opens the edit dialog with the role, and its Eliminar deletes it and closes the dialog', async () => {
            conPantallaDe(TELEFONO);
            const fetchMock = open(cajeroBorrable());
            await screen.findByText('Cajero');
            await userEvent.click(lineaDe('Cajero'));
            const dialog = await screen.findByRole('dialog', { name: 'Editar Rol' });
            expect(within(dialog).getByLabelText(/Nombre del Rol/)).toHaveValue('Cajero');
            expect(await within(dialog).findByLabelText('Registrar ventas en el punto de venta')).toBeChecked();
            expect(within(dialog).getByLabelText('Consultar la contabilidad')).not.toBeChecked();
            await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
            await userEvent.click(within(await confirmacion()).getByRole('button', { name: 'Eliminar' }));
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            expect(callsTo(fetchMock, 'DELETE', '/api/v1/roles/2')).toHaveLength(1);
            expect(await screen.findByText('Rol eliminado exitosamente.')).toBeInTheDocument();
            await waitFor(() => expect(screen.queryByText('Cajero')).toBeNull());
        });

        it("keeps the dialog open with the role when the delete is refused, saying 'Error al eliminar el rol: {message}'", async () => {
            conPantallaDe(TELEFONO);
            open({ 'DELETE /api/v1/roles/2': () => detailAnswer(409, 'No se puede eliminar el rol porque tiene usuarios asignados.') });
            await screen.findByText('Cajero');
            await userEvent.click(lineaDe('Cajero'));
            const dialog = await screen.findByRole('dialog', { name: 'Editar Rol' });
            await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
            await userEvent.click(within(await confirmacion()).getByRole('button', { name: 'Eliminar' }));
            expect(
                await screen.findByText('Error al eliminar el rol: No se puede eliminar el rol porque tiene usuarios asignados.'),
            ).toBeInTheDocument();
            expect(await screen.findByRole('dialog', { name: 'Editar Rol' })).toBeInTheDocument();
            expect(within(dialog).getByLabelText(/Nombre del Rol/)).toHaveValue('Cajero');
        });

        it('opens nothing on a tap on the Administrador, whose row offers no action', async () => {
            conPantallaDe(TELEFONO);
            open();
            await screen.findByText('Todos los permisos');
            expect(screen.getByText('Administrador').closest('a, [role="button"]')).toBeNull();
            await userEvent.click(screen.getByText('Administrador'));
            expect(screen.queryByRole('dialog')).toBeNull();
            expect(window.location.pathname).toBe('/roles');
        });

        it('says so when there are none', async () => {
            conPantallaDe(TELEFONO);
            open({ [`GET ${LIST}`]: () => listAnswer([], 0) });
            expect(await screen.findByText('No hay roles registrados.')).toBeInTheDocument();
            expect(screen.queryByRole('table')).toBeNull();
        });

        it('on a wider screen keeps the table, and the edit dialog leaves Eliminar to the row', async () => {
            conPantallaDe(1024);
            open();
            await screen.findByText('Cajero');
            expect(columnHeaders()).toEqual(['Nombre del Rol', 'Permisos Asignados', 'Acciones']);
            expect(within(rowOf('Cajero')).getByRole('button', { name: 'Eliminar' })).toBeEnabled();
            await userEvent.click(within(rowOf('Cajero')).getByRole('button', { name: 'Editar' }));
            const dialog = await screen.findByRole('dialog', { name: 'Editar Rol' });
            expect(within(dialog).getByLabelText(/Nombre del Rol/)).toHaveValue('Cajero');
            expect(within(dialog).queryByRole('button', { name: 'Eliminar' })).toBeNull();
        });
    });
});
