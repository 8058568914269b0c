import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, jsonResponse, listParams, searchOf, stubFetch, type StubHandler } from '../helpers/fetchStub';
import { bodyOf, callsTo, columnHeaders, detailAnswer, lineaDe, listAnswer, rowOf } from '../helpers/listPage';
import { conPantallaDe, TELEFONO } from '../helpers/pantalla';
import { pulsarActivo, renderApp, seedSession } from '../helpers/renderApp';

const LIST = '/api/v1/categorias';
const CATEGORIAS = [
    { id: 3, nombre: 'Bebidas' },
    { id: 7, nombre: 'Lácteos' },
];

const open = (routes: Record<string, StubHandler> = {}, path = '/categorias') => {
    seedSession();
    const fetchMock = stubFetch({ [`GET ${LIST}`]: () => listAnswer(CATEGORIAS, 2), ...routes });
    renderApp(path);
    return fetchMock;
};

describe('Categorías (spec §2 Categories)', () => {
    it('shows the title, the columns ID, Nombre, Acciones and a row per category', async () => {
        const fetchMock = open();
        expect(await screen.findByRole('heading', { name: 'Categorías' })).toBeInTheDocument();
        expect(await screen.findByText('Bebidas')).toBeInTheDocument();
        expect(columnHeaders()).toEqual(['ID', 'Nombre', 'Acciones']);
        expect(within(rowOf('Lácteos')).getByText('7')).toBeInTheDocument();
        expect(within(rowOf('Bebidas')).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
        expect(within(rowOf('Bebidas')).getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Añadir Categoría' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
        const [first] = callsTo(fetchMock, 'GET', LIST);
        expect(listParams(first.url)).toEqual({ sort: ['nombre', 'ASC'], range: [0, 24], filter: {} });
    });

    it('shows a skeleton table while loading, then the rows', async () => {
        const answer = deferred<Response>();
        open({ [`GET ${LIST}`]: () => answer.promise });
        expect(await screen.findByRole('heading', { name: 'Categorías' })).toBeInTheDocument();
        await waitFor(() => expect(document.querySelectorAll('tbody [class*="RaPlaceholder"]').length).toBeGreaterThan(0), { timeout: 3000 });
        expect(screen.queryByText('Bebidas')).toBeNull();
        answer.resolve(listAnswer(CATEGORIAS));
        expect(await screen.findByText('Bebidas')).toBeInTheDocument();
        expect(document.querySelector('[class*="RaPlaceholder"]')).toBeNull();
    });

    it('says so when there are no categories', async () => {
        open({ [`GET ${LIST}`]: () => listAnswer([], 0) });
        expect(await screen.findByText('No se encontraron categorías.')).toBeInTheDocument();
    });

    it('shows the load failure text', async () => {
        open({ [`GET ${LIST}`]: () => detailAnswer(400, 'Petición inválida.') });
        expect(await screen.findByText('No se pudieron cargar las categorías.')).toBeInTheDocument();
        expect(screen.queryByRole('table')).toBeNull();
    });

    it('searches with filter.q after the 500 ms pause', async () => {
        const fetchMock = open();
        await screen.findByText('Bebidas');
        // No timer runs between the keystrokes: however loaded the machine, only the test's own pause can end the typing.
        await userEvent.type(screen.getByPlaceholderText('Buscar categoría...'), 'beb', { delay: null });
        await waitFor(() => expect(callsTo(fetchMock, 'GET', LIST).some((c) => searchOf(c.url) === 'beb')).toBe(true), {
            timeout: 2000,
        });
        // One search for the whole word: the pause lets the typing finish first.
        expect(callsTo(fetchMock, 'GET', LIST).filter((c) => searchOf(c.url) !== undefined)).toHaveLength(1);
    });

    it('refuses an empty name with the spec message and sends nothing', async () => {
        const fetchMock = open();
        await pulsarActivo('Añadir Categoría');
        const dialog = await screen.findByRole('dialog', { name: 'Nueva Categoría' });
        await userEvent.type(within(dialog).getByLabelText(/^Nombre \*$/), '   ');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        expect(await within(dialog).findByText('El nombre de la categoría no puede estar vacío.')).toBeInTheDocument();
        expect(callsTo(fetchMock, 'POST', LIST)).toHaveLength(0);
    });

    it('creates a category: POST {nombre}, closes the dialog and refetches the list', async () => {
        const saved = deferred<Response>();
        const fetchMock = open({ [`POST ${LIST}`]: () => saved.promise });
        await pulsarActivo('Añadir Categoría');
        const dialog = await screen.findByRole('dialog', { name: 'Nueva Categoría' });
        await userEvent.type(within(dialog).getByLabelText(/^Nombre \*$/), 'Snacks');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        expect(await within(dialog).findByRole('button', { name: 'Guardando...' })).toBeDisabled();
        saved.resolve(jsonResponse({ id: 9, nombre: 'Snacks' }, { status: 201 }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        // The dialog is gone: a message says the save happened.
        expect(await screen.findByText('Elemento creado')).toBeInTheDocument();
        expect(bodyOf(callsTo(fetchMock, 'POST', LIST)[0])).toEqual({ nombre: 'Snacks' });
        await waitFor(() => expect(callsTo(fetchMock, 'GET', LIST).length).toBeGreaterThan(1));
    });

    it('shows a refused create with the prefix Error al crear:', async () => {
        open({ [`POST ${LIST}`]: () => detailAnswer(409, 'Ya existe una categoría con ese nombre.') });
        await pulsarActivo('Añadir Categoría');
        const dialog = await screen.findByRole('dialog', { name: 'Nueva Categoría' });
        await userEvent.type(within(dialog).getByLabelText(/^Nombre \*$/), 'Bebidas');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        expect(await within(dialog).findByText('Error al crear: Ya existe una categoría con ese nombre.')).toBeInTheDocument();
    });

    it('edits a category: loads it, PUTs the name to /categorias/{id}, and shows refusals with Error al actualizar:', async () => {
        const fetchMock = open({
            'GET /api/v1/categorias/3': () => jsonResponse(CATEGORIAS[0]),
            'PUT /api/v1/categorias/3': () => detailAnswer(409, 'Ya existe una categoría con ese nombre.'),
        });
        await screen.findByText('Bebidas');
        await userEvent.click(within(rowOf('Bebidas')).getByRole('button', { name: 'Editar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Editar Categoría' });
        const nombre = await within(dialog).findByLabelText(/^Nombre \*$/);
        await waitFor(() => expect(nombre).toHaveValue('Bebidas'));
        await userEvent.clear(nombre);
        await userEvent.type(nombre, 'Refrescos');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
        expect(await within(dialog).findByText('Error al actualizar: Ya existe una categoría con ese nombre.')).toBeInTheDocument();
        expect(bodyOf(callsTo(fetchMock, 'PUT', '/api/v1/categorias/3')[0])).toEqual({ nombre: 'Refrescos' });
        await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(window.location.pathname).toBe('/categorias');
    });

    it('asks before deleting; cancelling sends no DELETE', async () => {
        const fetchMock = open();
        await screen.findByText('Bebidas');
        await userEvent.click(within(rowOf('Bebidas')).getByRole('button', { name: 'Eliminar' }));
        const confirm = await screen.findByRole('dialog');
        expect(within(confirm).getByText('¿Está seguro de que desea eliminar esta categoría?')).toBeInTheDocument();
        await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(callsTo(fetchMock, 'DELETE', '/api/v1/categorias/3')).toHaveLength(0);
    });

    it("deletes on confirmation and says 'Categoría eliminada.', as the other screens say theirs", async () => {
        const fetchMock = open({ 'DELETE /api/v1/categorias/3': () => new Response(null, { status: 204 }) });
        await screen.findByText('Bebidas');
        await userEvent.click(within(rowOf('Bebidas')).getByRole('button', { name: 'Eliminar' }));
        await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
        expect(await screen.findByText('Categoría eliminada.')).toBeInTheDocument();
        expect(callsTo(fetchMock, 'DELETE', '/api/v1/categorias/3')).toHaveLength(1);
    });

    it('shows a refused delete (409) with the prefix Error al eliminar: and keeps the row', async () => {
        const fetchMock = open({
            'DELETE /api/v1/categorias/3': () => detailAnswer(409, 'No se puede eliminar la categoría porque tiene productos asociados.'),
        });
        await screen.findByText('Bebidas');
        await userEvent.click(within(rowOf('Bebidas')).getByRole('button', { name: 'Eliminar' }));
        await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
        expect(
            await screen.findByText('Error al eliminar: No se puede eliminar la categoría porque tiene productos asociados.'),
        ).toBeInTheDocument();
        expect(callsTo(fetchMock, 'DELETE', '/api/v1/categorias/3')).toHaveLength(1);
        expect(screen.getByText('Bebidas')).toBeInTheDocument();
    });

    // Spec §8: create, update and delete use the server detail, else their own category text.
    it('falls back to the spec texts when the server gives no detail', async () => {
        const bare = (status: number) => () => new Response('<html>Bad Gateway</html>', { status, statusText: 'Bad Gateway' });
        open({
            [`POST ${LIST}`]: bare(502),
            'GET /api/v1/categorias/3': () => jsonResponse(CATEGORIAS[0]),
            'PUT /api/v1/categorias/3': () => jsonResponse({}, { status: 500 }),
            'DELETE /api/v1/categorias/7': bare(502),
        });
        await pulsarActivo('Añadir Categoría');
        const nueva = await screen.findByRole('dialog', { name: 'Nueva Categoría' });
        await userEvent.type(within(nueva).getByLabelText(/^Nombre \*$/), 'Bebidas');
        await userEvent.click(within(nueva).getByRole('button', { name: 'Guardar' }));
        expect(await within(nueva).findByText('Error al crear: Error al crear la categoría.')).toBeInTheDocument();
        await userEvent.click(within(nueva).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

        await userEvent.click(within(rowOf('Bebidas')).getByRole('button', { name: 'Editar' }));
        const editar = await screen.findByRole('dialog', { name: 'Editar Categoría' });
        await waitFor(() => expect(within(editar).getByLabelText(/^Nombre \*$/)).toHaveValue('Bebidas'));
        await userEvent.click(within(editar).getByRole('button', { name: 'Guardar' }));
        expect(await within(editar).findByText('Error al actualizar: Error al actualizar la categoría.')).toBeInTheDocument();
        await userEvent.click(within(editar).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

        await userEvent.click(within(rowOf('Lácteos')).getByRole('button', { name: 'Eliminar' }));
        await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
        expect(await screen.findByText('Error al eliminar: Error al eliminar la categoría.')).toBeInTheDocument();
    });

    describe('dialogs live in the URL (react-admin CRM style)', () => {
        it('/categorias/create opens the create dialog over the list; Cancelar goes back to /categorias', async () => {
            open({}, '/categorias/create');
            const dialog = await screen.findByRole('dialog', { name: 'Nueva Categoría' });
            expect(within(dialog).getByLabelText(/^Nombre \*$/)).toHaveValue('');
            expect(await screen.findByText('Bebidas')).toBeInTheDocument();
            await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            expect(window.location.pathname).toBe('/categorias');
        });

        it('/categorias/7 opens the edit dialog of 7, loaded from the server', async () => {
            const fetchMock = open({ 'GET /api/v1/categorias/7': () => jsonResponse(CATEGORIAS[1]) }, '/categorias/7');
            const dialog = await screen.findByRole('dialog', { name: 'Editar Categoría' });
            await waitFor(() => expect(within(dialog).getByLabelText(/^Nombre \*$/)).toHaveValue('Lácteos'));
            expect(callsTo(fetchMock, 'GET', '/api/v1/categorias/7')).toHaveLength(1);
            await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            expect(window.location.pathname).toBe('/categorias');
        });

        it('the buttons open the dialogs by URL, and Back closes them', async () => {
            open({ 'GET /api/v1/categorias/3': () => jsonResponse(CATEGORIAS[0]) });
            await screen.findByText('Bebidas');
            await userEvent.click(within(rowOf('Bebidas')).getByRole('button', { name: 'Editar' }));
            await screen.findByRole('dialog', { name: 'Editar Categoría' });
            expect(window.location.pathname).toBe('/categorias/3');
            window.history.back();
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            expect(window.location.pathname).toBe('/categorias');

            await userEvent.click(screen.getByRole('button', { name: 'Añadir Categoría' }));
            await screen.findByRole('dialog', { name: 'Nueva Categoría' });
            expect(window.location.pathname).toBe('/categorias/create');
            window.history.back();
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            expect(window.location.pathname).toBe('/categorias');
        });

        it('a saved category closes its dialog back to /categorias', async () => {
            open({ [`POST ${LIST}`]: () => jsonResponse({ id: 9, nombre: 'Snacks' }, { status: 201 }) }, '/categorias/create');
            const dialog = await screen.findByRole('dialog', { name: 'Nueva Categoría' });
            await userEvent.type(within(dialog).getByLabelText(/^Nombre \*$/), 'Snacks');
            await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            expect(window.location.pathname).toBe('/categorias');
        });
    });

    describe('on a phone', () => {
        it('shows a line per category, no table; a tap opens its edit dialog, which carries Eliminar', async () => {
            conPantallaDe(TELEFONO);
            const fetchMock = open({
                'GET /api/v1/categorias/3': () => jsonResponse(CATEGORIAS[0]),
                'DELETE /api/v1/categorias/3': () => jsonResponse(CATEGORIAS[0]),
            }, '/categorias?page=1');
            await screen.findByText('Bebidas');
            expect(screen.queryByRole('table')).toBeNull();
            expect(lineaDe('Lácteos')).toHaveAttribute('href', expect.stringMatching(/^\/categorias\/7/));
            await userEvent.click(lineaDe('Bebidas'));
            const dialog = await screen.findByRole('dialog', { name: 'Editar Categoría' });
            await waitFor(() => expect(within(dialog).getByLabelText(/^Nombre \*$/)).toHaveValue('Bebidas'));
            expect(window.location.pathname).toBe('/categorias/3');
            await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
            const confirm = (await screen.findByText('¿Está seguro de que desea eliminar esta categoría?')).closest('[role="dialog"]') as HTMLElement;
            await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            expect(callsTo(fetchMock, 'DELETE', '/api/v1/categorias/3')).toHaveLength(1);
            expect(window.location.pathname).toBe('/categorias');
        });

        it('says so when there are none', async () => {
            conPantallaDe(TELEFONO);
            open({ [`GET ${LIST}`]: () => listAnswer([], 0) });
            expect(await screen.findByText('No se encontraron categorías.')).toBeInTheDocument();
        });

        it('on a wider screen keeps the table, and the edit dialog leaves Eliminar to the row', async () => {
            conPantallaDe(1024);
            open({ 'GET /api/v1/categorias/3': () => jsonResponse(CATEGORIAS[0]) });
            await screen.findByText('Bebidas');
            expect(columnHeaders()).toEqual(['ID', 'Nombre', 'Acciones']);
            await userEvent.click(within(rowOf('Bebidas')).getByRole('button', { name: 'Editar' }));
            const dialog = await screen.findByRole('dialog', { name: 'Editar Categoría' });
            await waitFor(() => expect(within(dialog).getByLabelText(/^Nombre \*$/)).toHaveValue('Bebidas'));
            expect(within(dialog).queryByRole('button', { name: 'Eliminar' })).toBeNull();
        });
    });
});
