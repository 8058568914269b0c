import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, jsonResponse, searchOf, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { bodyOf, callsTo, columnHeaders, detailAnswer, lineaDe, listAnswer, rowOf } from '../helpers/listPage';
import { conPantallaDe, TELEFONO } from '../helpers/pantalla';
import { pulsarActivo, renderApp, seedSession } from '../helpers/renderApp';

const LIST = '/api/v1/clientes';
const ANA = { id: 5, nombre_completo: 'Ana Peña', email: 'ana@correo.mx', telefono: '5512345678', rfc: 'PEAA800101AB1', direccion: 'Reforma 1', estado: 'Activo' };
const BETO = { id: 6, nombre_completo: 'Beto Ruiz', email: null, telefono: null, rfc: null, direccion: null, estado: 'Inactivo' };

const open = (routes: Record<string, StubHandler> = {}, path = '/clientes') => {
    seedSession();
    const fetchMock = stubFetch({ [`GET ${LIST}`]: () => listAnswer([ANA, BETO]), ...routes });
    renderApp(path);
    return fetchMock;
};

const openCreate = async () => {
    await pulsarActivo('Añadir Cliente');
    return screen.findByRole('dialog', { name: 'Nuevo Cliente' });
};

describe('Clientes (spec §2 Customers)', () => {
    it('shows the title, the add button, the search box and the spec columns', async () => {
        open();
        expect(await screen.findByRole('heading', { name: 'Gestión de Clientes' })).toBeInTheDocument();
        expect(await screen.findByText('Ana Peña')).toBeInTheDocument();
        expect(columnHeaders()).toEqual(['Nombre Completo', 'Email', 'Teléfono', 'RFC', 'Estado', 'Acciones']);
        expect(screen.getByRole('button', { name: 'Añadir Cliente' })).toBeInTheDocument();
        expect(screen.getByPlaceholderText('Buscar por nombre, RFC o email...')).toBeInTheDocument();
        const ana = within(rowOf('Ana Peña'));
        for (const text of ['ana@correo.mx', '5512345678', 'PEAA800101AB1']) expect(ana.getByText(text)).toBeInTheDocument();
        expect(ana.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
        expect(ana.getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    });

    it("shows 'N/A' for a missing RFC and the Estado badge green when Activo, red otherwise", async () => {
        open();
        await screen.findByText('Beto Ruiz');
        expect(within(rowOf('Beto Ruiz')).getByText('N/A')).toBeInTheDocument();
        expect(within(rowOf('Ana Peña')).queryByText('N/A')).toBeNull();
        const activo = within(rowOf('Ana Peña')).getByText('Activo').closest('.MuiChip-root');
        const inactivo = within(rowOf('Beto Ruiz')).getByText('Inactivo').closest('.MuiChip-root');
        expect(activo).toHaveClass('MuiChip-colorSuccess');
        expect(inactivo).toHaveClass('MuiChip-colorError');
    });

    it('says No se encontraron clientes. when there are none', async () => {
        open({ [`GET ${LIST}`]: () => listAnswer([], 0) });
        expect(await screen.findByText('No se encontraron clientes.')).toBeInTheDocument();
    });

    it('shows a skeleton while loading and a message when the load fails', async () => {
        const answer = deferred<Response>();
        open({ [`GET ${LIST}`]: () => answer.promise });
        expect(await screen.findByRole('heading', { name: 'Gestión de Clientes' })).toBeInTheDocument();
        await waitFor(() => expect(document.querySelectorAll('tbody [class*="RaPlaceholder"]').length).toBeGreaterThan(0), { timeout: 3000 });
        answer.resolve(detailAnswer(400, 'Petición inválida.'));
        expect(await screen.findByText('No se pudieron cargar los clientes.')).toBeInTheDocument();
    });

    it('searches with filter.q only after a 500 ms pause', async () => {
        const searchedAt: number[] = [];
        const fetchMock = open({
            [`GET ${LIST}`]: ({ url }) => {
                if (searchOf(url) === undefined) return listAnswer([ANA, BETO]);
                searchedAt.push(Date.now());
                return listAnswer([ANA]);
            },
        });
        await screen.findByText('Beto Ruiz');
        // No timer runs between the keystrokes: however loaded the machine, only the test's own pause can end the typing.
        await userEvent.type(screen.getByPlaceholderText('Buscar por nombre, RFC o email...'), 'PEAA', { delay: null });
        const typedAt = Date.now();
        await waitFor(() => expect(searchedAt).toHaveLength(1), { timeout: 2000 });
        // One request for the whole term, sent once typing has paused for 500 ms.
        expect(searchedAt[0] - typedAt).toBeGreaterThanOrEqual(450);
        await waitFor(() => expect(screen.queryByText('Beto Ruiz')).toBeNull());
        const searches = callsTo(fetchMock, 'GET', LIST).filter((c) => searchOf(c.url) !== undefined);
        expect(searches.map((c) => searchOf(c.url))).toEqual(['PEAA']);
    });

    it('requires the full name and a well-formed email before sending', async () => {
        const fetchMock = open();
        const dialog = await openCreate();
        await userEvent.type(within(dialog).getByLabelText('Email'), 'no-es-correo');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        expect(await within(dialog).findByText('El nombre completo es obligatorio.')).toBeInTheDocument();
        expect(within(dialog).getByText('El email no tiene un formato válido.')).toBeInTheDocument();
        expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
        expect(within(dialog).getByLabelText('Dirección').tagName).toBe('TEXTAREA');
        expect(callsTo(fetchMock, 'POST', LIST)).toHaveLength(0);
    });

    it('creates a customer with the five fields, empty ones as null', async () => {
        const fetchMock = open({ [`POST ${LIST}`]: () => jsonResponse({ ...BETO, id: 9, nombre_completo: 'Carla Díaz' }, { status: 201 }) });
        const dialog = await openCreate();
        await userEvent.type(within(dialog).getByLabelText(/^Nombre Completo \*$/), 'Carla Díaz');
        await userEvent.type(within(dialog).getByLabelText('RFC'), 'DICA900101XX1');
        await userEvent.type(within(dialog).getByLabelText('Dirección'), 'Calle 5');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(bodyOf(callsTo(fetchMock, 'POST', LIST)[0])).toEqual({
            nombre_completo: 'Carla Díaz',
            email: null,
            telefono: null,
            rfc: 'DICA900101XX1',
            direccion: 'Calle 5',
        });
    });

    it('shows a refused save as Error: {message} in the dialog', async () => {
        open({ [`POST ${LIST}`]: () => detailAnswer(409, 'Ya existe un cliente con ese RFC.') });
        const dialog = await openCreate();
        await userEvent.type(within(dialog).getByLabelText(/^Nombre Completo \*$/), 'Carla Díaz');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        expect(await within(dialog).findByText('Error: Ya existe un cliente con ese RFC.')).toBeInTheDocument();
    });

    it('loads the customer before editing, with Cargando datos del cliente..., then PUTs to /clientes/{id}', async () => {
        const cliente = deferred<Response>();
        const fetchMock = open({
            'GET /api/v1/clientes/5': () => cliente.promise,
            'PUT /api/v1/clientes/5': ({ init }) => jsonResponse({ ...ANA, ...JSON.parse(String(init.body)) }),
        });
        await screen.findByText('Ana Peña');
        await userEvent.click(within(rowOf('Ana Peña')).getByRole('button', { name: 'Editar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Editar Cliente' });
        expect(within(dialog).getByText('Cargando datos del cliente...')).toBeInTheDocument();
        expect(within(dialog).queryByLabelText(/^Nombre Completo \*$/)).toBeNull();
        cliente.resolve(jsonResponse(ANA));
        const telefono = await within(dialog).findByLabelText('Teléfono');
        expect(within(dialog).getByLabelText(/^Nombre Completo \*$/)).toHaveValue('Ana Peña');
        expect(within(dialog).getByLabelText('Dirección')).toHaveValue('Reforma 1');
        await userEvent.clear(telefono);
        await userEvent.type(telefono, '5599999999');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(await screen.findByText('Elemento actualizado')).toBeInTheDocument();
        expect(bodyOf(callsTo(fetchMock, 'PUT', '/api/v1/clientes/5')[0])).toEqual({
            nombre_completo: 'Ana Peña',
            email: 'ana@correo.mx',
            telefono: '5599999999',
            rfc: 'PEAA800101AB1',
            direccion: 'Reforma 1',
            estado: 'Activo',
        });
    });

    it('retires a customer from the edit dialog (Estado Inactivo); a new customer has no Estado to choose', async () => {
        const fetchMock = open({
            'GET /api/v1/clientes/5': () => jsonResponse(ANA),
            'PUT /api/v1/clientes/5': ({ init }) => jsonResponse({ ...ANA, ...JSON.parse(String(init.body)) }),
        });
        const nuevo = await openCreate();
        expect(within(nuevo).queryByRole('combobox', { name: 'Estado' })).toBeNull();
        await userEvent.click(within(nuevo).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

        await userEvent.click(within(rowOf('Ana Peña')).getByRole('button', { name: 'Editar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Editar Cliente' });
        const estado = await within(dialog).findByRole('combobox', { name: 'Estado' });
        expect(estado).toHaveValue('Activo');
        expect(estado).toBeRequired();
        expect(within(dialog).getByText('Un cliente Inactivo no aparece en el punto de venta.')).toBeInTheDocument();
        expect(within(estado).getAllByRole('option').map((o) => o.textContent)).toEqual(['Activo', 'Inactivo']);
        await userEvent.selectOptions(estado, 'Inactivo');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(bodyOf(callsTo(fetchMock, 'PUT', '/api/v1/clientes/5')[0])).toMatchObject({ nombre_completo: 'Ana Peña', estado: 'Inactivo' });
    });

    it('asks the spec question before deleting; cancelling sends no DELETE', async () => {
        const fetchMock = open();
        await screen.findByText('Ana Peña');
        await userEvent.click(within(rowOf('Ana Peña')).getByRole('button', { name: 'Eliminar' }));
        const confirm = await screen.findByRole('dialog');
        expect(
            within(confirm).getByText('¿Está seguro de que desea eliminar este cliente? Esta acción podría fallar si tiene ventas asociadas.'),
        ).toBeInTheDocument();
        await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(callsTo(fetchMock, 'DELETE', '/api/v1/clientes/5')).toHaveLength(0);
    });

    it('reports a refused delete (409) as Error al eliminar el cliente: {message} and keeps the row', async () => {
        open({ 'DELETE /api/v1/clientes/5': () => detailAnswer(409, 'No se puede eliminar el cliente porque tiene ventas asociadas. Puede marcarlo como Inactivo.') });
        await screen.findByText('Ana Peña');
        await userEvent.click(within(rowOf('Ana Peña')).getByRole('button', { name: 'Eliminar' }));
        await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
        expect(
            await screen.findByText('Error al eliminar el cliente: No se puede eliminar el cliente porque tiene ventas asociadas. Puede marcarlo como Inactivo.'),
        ).toBeInTheDocument();
        expect(screen.getByText('Ana Peña')).toBeInTheDocument();
    });

    it('deletes on confirmation (204), says Cliente eliminado con éxito. and refetches', async () => {
        let deleted = false;
        const fetchMock = open({
            [`GET ${LIST}`]: () => listAnswer(deleted ? [BETO] : [ANA, BETO]),
            'DELETE /api/v1/clientes/5': () => {
                deleted = true;
                return new Response(null, { status: 204 });
            },
        });
        await screen.findByText('Ana Peña');
        await userEvent.click(within(rowOf('Ana Peña')).getByRole('button', { name: 'Eliminar' }));
        await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
        expect(await screen.findByText('Cliente eliminado con éxito.')).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByText('Ana Peña')).toBeNull());
        expect(callsTo(fetchMock, 'DELETE', '/api/v1/clientes/5')).toHaveLength(1);
    });

    it('opens the edit dialog from /clientes/{id} and the create dialog from /clientes/create; closing returns to /clientes', async () => {
        open({ 'GET /api/v1/clientes/5': () => jsonResponse(ANA) }, '/clientes/5');
        let dialog = await screen.findByRole('dialog', { name: 'Editar Cliente' });
        await waitFor(() => expect(within(dialog).getByLabelText(/^Nombre Completo \*$/)).toHaveValue('Ana Peña'));
        await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(window.location.pathname).toBe('/clientes');

        window.history.pushState(null, '', '/clientes/create');
        window.dispatchEvent(new PopStateEvent('popstate'));
        dialog = await screen.findByRole('dialog', { name: 'Nuevo Cliente' });
        expect(within(dialog).getByLabelText(/^Nombre Completo \*$/)).toHaveValue('');
        window.history.back();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(window.location.pathname).toBe('/clientes');
    });
});

describe('Clientes on a phone', () => {
    it('shows a line per customer — name and estado, then phone, e-mail and RFC — that opens the edit dialog, with Eliminar', async () => {
        conPantallaDe(TELEFONO);
        const fetchMock = open({
            'GET /api/v1/clientes/6': () => jsonResponse(BETO),
            'DELETE /api/v1/clientes/6': () => jsonResponse(BETO),
        });
        await screen.findByText('Ana Peña');
        expect(screen.queryByRole('table')).toBeNull();
        const ana = lineaDe('Ana Peña');
        expect(within(ana).getByText('5512345678 · ana@correo.mx · PEAA800101AB1')).toBeInTheDocument();
        expect(within(ana).getByText('Activo').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
        const beto = lineaDe('Beto Ruiz');
        expect(within(beto).getByText('Inactivo').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
        await userEvent.click(beto);
        const dialog = await screen.findByRole('dialog', { name: 'Editar Cliente' });
        await waitFor(() => expect(within(dialog).getByLabelText(/^Nombre Completo/)).toHaveValue('Beto Ruiz'));
        await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
        const confirm = (await screen.findByText(/¿Está seguro de que desea eliminar este cliente\?/)).closest('[role="dialog"]') as HTMLElement;
        await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(callsTo(fetchMock, 'DELETE', '/api/v1/clientes/6')).toHaveLength(1);
    });

    it('says so when there are none', async () => {
        conPantallaDe(TELEFONO);
        open({ [`GET ${LIST}`]: () => listAnswer([], 0) });
        expect(await screen.findByText('No se encontraron clientes.')).toBeInTheDocument();
    });
});

describe('Clientes: CSV export', () => {
    it('saves the server’s export of every customer the search selects, without paging through the list', async () => {
        const blobs: Blob[] = [];
        URL.createObjectURL = (blob: Blob) => {
            blobs.push(blob);
            return 'blob:clientes';
        };
        const CSV = '\ufeffID,Nombre Completo,Email,Teléfono,RFC,Dirección,Estado\r\n5,Ana Peña,ana@correo.mx,5512345678,PEAA800101AB1,Reforma 1,Activo';
        const fetchMock = open(
            { 'GET /api/v1/clientes/exportar': () => new Response(CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }) },
            `/clientes?filter=${encodeURIComponent(JSON.stringify({ q: 'ana' }))}`,
        );
        await screen.findByText('Ana Peña', {}, { timeout: 15_000 });
        const paginas = callsTo(fetchMock, 'GET', LIST).length;
        await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
        await waitFor(() => expect(blobs).toHaveLength(1));
        const [exportCall, ...otras] = callsTo(fetchMock, 'GET', `${LIST}/exportar`);
        expect(otras).toHaveLength(0);
        expect(JSON.parse(exportCall.url.searchParams.get('filter') ?? '')).toEqual({ q: 'ana' });
        expect(JSON.parse(exportCall.url.searchParams.get('sort') ?? '')).toEqual(['nombre_completo', 'ASC']);
        expect(callsTo(fetchMock, 'GET', LIST)).toHaveLength(paginas);
        expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await blobs[0].arrayBuffer()))).toBe(CSV);
    });
});
