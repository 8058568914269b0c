// @vitest-environment jsdom
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../src/dataProvider';
import { jsonResponse, stubFetch } from '../helpers/fetchStub';

beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('auth-storage', JSON.stringify({ isAuthenticated: true, user: { username: 'ana' }, token: 'tok-9' }));
});
afterEach(() => vi.unstubAllGlobals());

const headersOf = (init: RequestInit | undefined) => new Headers(init?.headers);

describe('dataProvider.getList', () => {
    it('maps paging, sort and the search filter, and reads X-Total-Count', async () => {
        const fetchMock = stubFetch({
            'GET /api/v1/productos/plantillas/': () =>
                jsonResponse([{ id: 1 }, { id: 2 }], { headers: { 'X-Total-Count': '42' } }),
        });
        const result = await dataProvider.getList('productos', {
            pagination: { page: 3, perPage: 20 },
            sort: { field: 'nombre', order: 'ASC' },
            filter: { q: 'peña', categoria_id: 4, vacio: '' },
        });
        expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 42 });
        const [url, init] = fetchMock.mock.calls[0];
        const parsed = new URL(String(url), 'http://localhost');
        expect(parsed.pathname).toBe('/api/v1/productos/plantillas/');
        expect(Object.fromEntries(parsed.searchParams)).toEqual({
            skip: '40',
            limit: '20',
            sort: 'nombre',
            order: 'ASC',
            search: 'peña',
            categoria_id: '4',
        });
        expect(headersOf(init).get('Authorization')).toBe('Bearer tok-9');
    });

    it('searches clientes with termino and falls back to the page length without a total', async () => {
        const fetchMock = stubFetch({ 'GET /api/v1/clientes/': () => jsonResponse([{ id: 7 }]) });
        const result = await dataProvider.getList('clientes', {
            pagination: { page: 1, perPage: 10 },
            sort: { field: 'id', order: 'DESC' },
            filter: { q: 'rfc' },
        });
        expect(result.total).toBe(1);
        const parsed = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
        expect(parsed.searchParams.get('termino')).toBe('rfc');
        expect(parsed.searchParams.get('skip')).toBe('0');
    });

    it('reads the ledger from contabilidad/movimientos', async () => {
        const fetchMock = stubFetch({ 'GET /api/v1/contabilidad/movimientos/': () => jsonResponse([]) });
        await dataProvider.getList('movimientos', { pagination: { page: 1, perPage: 100 }, sort: { field: 'fecha', order: 'DESC' }, filter: {} });
        expect(fetchMock).toHaveBeenCalledTimes(1);
    });
});

describe('dataProvider single records', () => {
    it('getOne, create, update and delete use the spec paths and JSON', async () => {
        const fetchMock = stubFetch({
            'GET /api/v1/categorias/3/': () => jsonResponse({ id: 3, nombre: 'Bebidas' }),
            'POST /api/v1/categorias/': () => jsonResponse({ id: 4, nombre: 'Snacks' }, { status: 201 }),
            'PUT /api/v1/ventas/9': () => new Response(null, { status: 204 }),
            'DELETE /api/v1/roles/2': () => new Response(null, { status: 204 }),
        });
        expect((await dataProvider.getOne('categorias', { id: 3 })).data).toEqual({ id: 3, nombre: 'Bebidas' });

        const created = await dataProvider.create('categorias', { data: { nombre: 'Snacks' } });
        expect(created.data).toEqual({ id: 4, nombre: 'Snacks' });
        const createInit = fetchMock.mock.calls[1][1];
        expect(createInit?.body).toBe(JSON.stringify({ nombre: 'Snacks' }));
        expect(headersOf(createInit).get('Content-Type')).toBe('application/json');

        const updated = await dataProvider.update('ventas', { id: 9, data: { estado: 'x' }, previousData: { id: 9 } });
        expect(updated.data).toEqual({ estado: 'x', id: 9 });

        const deleted = await dataProvider.delete('roles', { id: 2, previousData: { id: 2, nombre: 'Cajero' } });
        expect(deleted.data).toEqual({ id: 2, nombre: 'Cajero' });
        // No body, so no JSON content type (the server refuses an empty JSON body).
        expect(headersOf(fetchMock.mock.calls[3][1]).has('Content-Type')).toBe(false);
    });

    it('turns a 422 into an HttpError with the spec message and form field errors', async () => {
        stubFetch({
            'POST /api/v1/proveedores/': () =>
                jsonResponse(
                    { detail: [{ loc: ['body', 'nombre_empresa'], msg: 'El nombre de la empresa es obligatorio.', type: 'missing' }] },
                    { status: 422, statusText: 'Unprocessable Entity' },
                ),
        });
        const error = await dataProvider.create('proveedores', { data: {} }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(HttpError);
        expect((error as HttpError).status).toBe(422);
        expect((error as HttpError).message).toBe(
            "Error en el campo 'nombre_empresa': El nombre de la empresa es obligatorio.",
        );
        expect((error as HttpError).body.errors.nombre_empresa).toBe('El nombre de la empresa es obligatorio.');
    });

    it('turns a 401 into an HttpError react-admin can log out on', async () => {
        stubFetch({ 'GET /api/v1/usuarios/5': () => jsonResponse({ detail: 'No autenticado.' }, { status: 401 }) });
        const error = await dataProvider.getOne('usuarios', { id: 5 }).catch((e: unknown) => e);
        expect(error).toMatchObject({ status: 401, message: 'No autenticado.' });
    });

    it('reports a network failure in Spanish', async () => {
        vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
        await expect(dataProvider.getOne('usuarios', { id: 5 })).rejects.toThrow('No se pudo conectar con el servidor.');
    });
});
