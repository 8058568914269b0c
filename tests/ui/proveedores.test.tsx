import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, jsonResponse, listParams, searchOf, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { bodyOf, callsTo, columnHeaders, detailAnswer, lineaDe, listAnswer, rowOf } from '../helpers/listPage';
import { conPantallaDe, TELEFONO } from '../helpers/pantalla';
import { pulsarActivo, renderApp, seedSession } from '../helpers/renderApp';

const LIST = '/api/v1/proveedores';
const ACME = { id: 2, nombre_empresa: 'Acme SA', persona_contacto: 'Luis Gómez', email: 'ventas@acme.mx', telefono: '5511112222' };
const SURTIDORA = { id: 4, nombre_empresa: 'La Surtidora', persona_contacto: null, email: null, telefono: null };

const open = (routes: Record<string, StubHandler> = {}, path = '/proveedores') => {
    seedSession();
    const fetchMock = stubFetch({ [`GET ${LIST}`]: () => listAnswer([ACME, SURTIDORA]), ...routes });
    renderApp(path);
    return fetchMock;
};

const openCreate = async () => {
    await pulsarActivo('Añadir Proveedor');
    return screen.findByRole('dialog', { name: 'Nuevo Proveedor' });
};

describe('Proveedores (spec §2 Suppliers)', () => {
    it('shows the title, the columns Empresa, Contacto, Email, Teléfono, Acciones and the rows', async () => {
        const fetchMock = open();
        expect(await screen.findByRole('heading', { name: 'Proveedores' })).toBeInTheDocument();
        expect(await screen.findByText('Acme SA')).toBeInTheDocument();
        expect(columnHeaders()).toEqual(['Empresa', 'Contacto', 'Email', 'Teléfono', 'Acciones']);
        const acme = within(rowOf('Acme SA'));
        for (const text of ['Luis Gómez', 'ventas@acme.mx', '5511112222']) expect(acme.getByText(text)).toBeInTheDocument();
        expect(acme.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
        expect(within(rowOf('La Surtidora')).getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
        expect(listParams(callsTo(fetchMock, 'GET', LIST)[0].url).sort).toEqual(['nombre_empresa', 'ASC']);
    });

    it('shows a skeleton while loading, then the rows', async () => {
        const answer = deferred<Response>();
        open({ [`GET ${LIST}`]: () => answer.promise });
        await waitFor(() => expect(document.querySelectorAll('tbody [class*="RaPlaceholder"]').length).toBeGreaterThan(0), { timeout: 3000 });
        answer.resolve(listAnswer([ACME]));
        expect(await screen.findByText('Acme SA')).toBeInTheDocument();
    });

    it('says No se encontraron proveedores. when there are none', async () => {
        open({ [`GET ${LIST}`]: () => listAnswer([], 0) });
        expect(await screen.findByText('No se encontraron proveedores.')).toBeInTheDocument();
    });

    it('shows No se pudieron cargar los proveedores. when the load fails', async () => {
        open({ [`GET ${LIST}`]: () => detailAnswer(400, 'Petición inválida.') });
        expect(await screen.findByText('No se pudieron cargar los proveedores.')).toBeInTheDocument();
    });

    it('searches with filter.q after the pause', async () => {
        const fetchMock = open();
        await screen.findByText('Acme SA');
        await userEvent.type(screen.getByPlaceholderText('Buscar proveedor...'), 'acme');
        await waitFor(() => expect(callsTo(fetchMock, 'GET', LIST).some((c) => searchOf(c.url) === 'acme')).toBe(true), {
            timeout: 2000,
        });
    });

    it('requires the company name (spec message) and a well-formed email, typed as email', async () => {
        const fetchMock = open();
        const dialog = await openCreate();
        const email = within(dialog).getByLabelText('Email');
        expect(email).toHaveAttribute('type', 'email');
        await userEvent.type(email, 'ventas@');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        expect(await within(dialog).findByText('El nombre de la empresa es obligatorio.')).toBeInTheDocument();
        expect(within(dialog).getByText('El email no tiene un formato válido.')).toBeInTheDocument();
        expect(callsTo(fetchMock, 'POST', LIST)).toHaveLength(0);
    });

    it('creates a supplier with the four fields (empty ones as null) and closes the modal', async () => {
        const fetchMock = open({ [`POST ${LIST}`]: () => jsonResponse({ ...SURTIDORA, id: 8 }, { status: 201 }) });
        const dialog = await openCreate();
        await userEvent.type(within(dialog).getByLabelText(/^Nombre de la Empresa \*$/), 'Distribuidora Sol');
        await userEvent.type(within(dialog).getByLabelText('Persona de Contacto'), 'Marta');
        await userEvent.type(within(dialog).getByLabelText('Email'), 'marta@sol.mx');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(bodyOf(callsTo(fetchMock, 'POST', LIST)[0])).toEqual({
            nombre_empresa: 'Distribuidora Sol',
            persona_contacto: 'Marta',
            email: 'marta@sol.mx',
            telefono: null,
        });
    });

    it('saves once for a double click on Guardar, and not again while the saved dialog fades out', async () => {
        const answer = deferred<Response>();
        const fetchMock = open({ [`POST ${LIST}`]: () => answer.promise });
        const dialog = await openCreate();
        await userEvent.type(within(dialog).getByLabelText(/^Nombre de la Empresa \*$/), 'Distribuidora Sol');
        const guardar = within(dialog).getByRole('button', { name: 'Guardar' });
        // Two clicks in a row, before the render that disables the button.
        fireEvent.click(guardar);
        fireEvent.click(guardar);
        await waitFor(() => expect(callsTo(fetchMock, 'POST', LIST).length).toBeGreaterThan(0));
        answer.resolve(jsonResponse({ ...SURTIDORA, id: 8 }, { status: 201 }));
        expect(await screen.findByText('Elemento creado')).toBeInTheDocument();
        // Saved, the dialog fades out with its button still there: a late click saves nothing.
        expect(guardar).toBeInTheDocument();
        fireEvent.click(guardar);
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(callsTo(fetchMock, 'POST', LIST)).toHaveLength(1);
    });

    it('marks the fields a 422 refuses and alerts Error: {message}', async () => {
        open({
            [`POST ${LIST}`]: () =>
                jsonResponse({ detail: [{ loc: ['body', 'email'], msg: 'El email no tiene un formato válido.', type: 'value_error' }] }, { status: 422 }),
        });
        const dialog = await openCreate();
        await userEvent.type(within(dialog).getByLabelText(/^Nombre de la Empresa \*$/), 'Distribuidora Sol');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        expect(await within(dialog).findByText("Error: Error en el campo 'email': El email no tiene un formato válido.")).toBeInTheDocument();
        expect(within(dialog).getByText('El email no tiene un formato válido.')).toBeInTheDocument();
    });

    it('edits a supplier: PUT /proveedores/{id} with its fields', async () => {
        const fetchMock = open({
            'GET /api/v1/proveedores/2': () => jsonResponse(ACME),
            'PUT /api/v1/proveedores/2': ({ init }) => jsonResponse({ ...ACME, ...JSON.parse(String(init.body)) }),
        });
        await screen.findByText('Acme SA');
        await userEvent.click(within(rowOf('Acme SA')).getByRole('button', { name: 'Editar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Editar Proveedor' });
        const telefono = await within(dialog).findByLabelText('Teléfono');
        await userEvent.clear(telefono);
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(bodyOf(callsTo(fetchMock, 'PUT', '/api/v1/proveedores/2')[0])).toEqual({
            nombre_empresa: 'Acme SA',
            persona_contacto: 'Luis Gómez',
            email: 'ventas@acme.mx',
            telefono: null,
        });
    });

    it('asks before deleting (cancel sends nothing) and reports a 409 with Error:', async () => {
        const detail = 'No se puede eliminar el proveedor porque tiene productos u órdenes de compra asociados.';
        const fetchMock = open({ 'DELETE /api/v1/proveedores/2': () => detailAnswer(409, detail) });
        await screen.findByText('Acme SA');
        await userEvent.click(within(rowOf('Acme SA')).getByRole('button', { name: 'Eliminar' }));
        let confirm = await screen.findByRole('dialog');
        expect(within(confirm).getByText('¿Está seguro de que desea eliminar este proveedor?')).toBeInTheDocument();
        await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(callsTo(fetchMock, 'DELETE', '/api/v1/proveedores/2')).toHaveLength(0);

        await userEvent.click(within(rowOf('Acme SA')).getByRole('button', { name: 'Eliminar' }));
        confirm = await screen.findByRole('dialog');
        await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
        expect(await screen.findByText(`Error: ${detail}`)).toBeInTheDocument();
        expect(screen.getByText('Acme SA')).toBeInTheDocument();
    });

    it("deletes on confirmation and says 'Proveedor eliminado.', as the other screens say theirs", async () => {
        const fetchMock = open({ 'DELETE /api/v1/proveedores/2': () => new Response(null, { status: 204 }) });
        await screen.findByText('Acme SA');
        await userEvent.click(within(rowOf('Acme SA')).getByRole('button', { name: 'Eliminar' }));
        await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
        expect(await screen.findByText('Proveedor eliminado.')).toBeInTheDocument();
        expect(callsTo(fetchMock, 'DELETE', '/api/v1/proveedores/2')).toHaveLength(1);
    });

    it('opens its dialogs from the URL: /proveedores/create and /proveedores/{id}, closing back to /proveedores', async () => {
        open({ 'GET /api/v1/proveedores/2': () => jsonResponse(ACME) }, '/proveedores/create');
        let dialog = await screen.findByRole('dialog', { name: 'Nuevo Proveedor' });
        await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(window.location.pathname).toBe('/proveedores');

        window.history.pushState(null, '', '/proveedores/2');
        window.dispatchEvent(new PopStateEvent('popstate'));
        dialog = await screen.findByRole('dialog', { name: 'Editar Proveedor' });
        await waitFor(() => expect(within(dialog).getByLabelText(/^Nombre de la Empresa \*$/)).toHaveValue('Acme SA'));
        await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(window.location.pathname).toBe('/proveedores');
    });
});

describe('Proveedores on a phone', () => {
    it('shows a line per supplier — company, then contact, phone and e-mail — that opens the edit dialog', async () => {
        conPantallaDe(TELEFONO);
        open({ 'GET /api/v1/proveedores/2': () => jsonResponse(ACME) });
        await screen.findByText('Acme SA');
        expect(screen.queryByRole('table')).toBeNull();
        expect(within(lineaDe('Acme SA')).getByText('Luis Gómez · 5511112222 · ventas@acme.mx')).toBeInTheDocument();
        // A supplier with nothing but its name has no second line.
        expect(lineaDe('La Surtidora').querySelector('.MuiListItemText-secondary')).toBeNull();
        await userEvent.click(lineaDe('Acme SA'));
        const dialog = await screen.findByRole('dialog', { name: 'Editar Proveedor' });
        await waitFor(() => expect(within(dialog).getByLabelText(/^Nombre de la Empresa/)).toHaveValue('Acme SA'));
        expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    });
});
