// @vitest-environment jsdom
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider, workflow } from '../../src/dataProvider';
import { jsonResponse, listParams, stubFetch } from '../helpers/fetchStub';

beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('auth-storage', JSON.stringify({ isAuthenticated: true, user: { username: 'ana' }, token: 'tok-9' }));
});
afterEach(() => vi.unstubAllGlobals());

const headersOf = (init: RequestInit | undefined) => new Headers(init?.headers);

describe('dataProvider.getList', () => {
    it("speaks simple-rest's dialect on the resource's path and reads X-Total-Count", async () => {
        const fetchMock = stubFetch({
            'GET /api/v1/productos/plantillas': () => jsonResponse([{ id: 1 }, { id: 2 }], { headers: { 'X-Total-Count': '42' } }),
        });
        const result = await dataProvider.getList('productos', {
            pagination: { page: 3, perPage: 20 },
            sort: { field: 'nombre', order: 'ASC' },
            filter: { q: 'peña' },
        });
        expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 42 });
        const [url, init] = fetchMock.mock.calls[0];
        const parsed = new URL(String(url), 'http://localhost');
        expect(parsed.pathname).toBe('/api/v1/productos/plantillas');
        expect([...parsed.searchParams.keys()].sort()).toEqual(['filter', 'range', 'sort']);
        expect(listParams(parsed)).toEqual({ sort: ['nombre', 'ASC'], range: [40, 59], filter: { q: 'peña' } });
        expect(headersOf(init).get('Authorization')).toBe('Bearer tok-9');
    });

    it('serves a resource missing from the path table at its own name', async () => {
        const fetchMock = stubFetch({ 'GET /api/v1/marcas': () => jsonResponse([{ id: 7 }], { headers: { 'X-Total-Count': '1' } }) });
        const result = await dataProvider.getList('marcas', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
        expect(result).toEqual({ data: [{ id: 7 }], total: 1 });
        expect(listParams(new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost'))).toEqual({
            sort: ['id', 'DESC'],
            range: [0, 9],
            filter: {},
        });
    });

    it('reads the ledger from contabilidad/movimientos', async () => {
        const fetchMock = stubFetch({ 'GET /api/v1/contabilidad/movimientos': () => jsonResponse([], { headers: { 'X-Total-Count': '0' } }) });
        await dataProvider.getList('movimientos', { pagination: { page: 1, perPage: 100 }, sort: { field: 'fecha', order: 'DESC' }, filter: {} });
        expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('passes the AbortSignal react-admin gives to fetch', async () => {
        const fetchMock = stubFetch({ 'GET /api/v1/clientes': () => jsonResponse([], { headers: { 'X-Total-Count': '0' } }) });
        const controller = new AbortController();
        await dataProvider.getList('clientes', {
            pagination: { page: 1, perPage: 10 },
            sort: { field: 'id', order: 'ASC' },
            filter: {},
            signal: controller.signal,
        });
        expect(fetchMock.mock.calls[0][1]?.signal).toBe(controller.signal);
    });
});

describe('dataProvider.getMany', () => {
    it('fetches several records in one request with filter={"id":[…]}', async () => {
        const fetchMock = stubFetch({
            'GET /api/v1/categorias': () => jsonResponse([{ id: 1 }, { id: 3 }], { headers: { 'X-Total-Count': '2' } }),
        });
        const result = await dataProvider.getMany('categorias', { ids: [1, 3] });
        expect(result.data).toEqual([{ id: 1 }, { id: 3 }]);
        expect(fetchMock).toHaveBeenCalledTimes(1);
        expect(listParams(new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost')).filter).toEqual({ id: [1, 3] });
    });
});

describe('dataProvider single records', () => {
    it('getOne, create, update and delete use the spec paths and JSON', async () => {
        const fetchMock = stubFetch({
            'GET /api/v1/categorias/3': () => jsonResponse({ id: 3, nombre: 'Bebidas' }),
            'POST /api/v1/categorias': () => jsonResponse({ id: 4, nombre: 'Snacks' }, { status: 201 }),
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
            'POST /api/v1/proveedores': () =>
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

describe('workflow', () => {
    it('POSTs the JSON body to /api/v1/{path} with the token and answers the JSON', async () => {
        const fetchMock = stubFetch({ 'POST /api/v1/ventas/pos/checkout': () => jsonResponse({ id: 31, total: '150.50' }, { status: 201 }) });
        const answer = await workflow<{ id: number; total: string }>('ventas/pos/checkout', { items: [] }, { headers: { 'Idempotency-Key': 'k-1' } });
        expect(answer).toEqual({ id: 31, total: '150.50' });
        const init = fetchMock.mock.calls[0][1];
        expect(init?.body).toBe(JSON.stringify({ items: [] }));
        expect(headersOf(init).get('Authorization')).toBe('Bearer tok-9');
        expect(headersOf(init).get('Idempotency-Key')).toBe('k-1');
    });

    it('sends no body or content type when there is none, and fails with the Spanish HttpError', async () => {
        const fetchMock = stubFetch({ 'POST /api/v1/compras/7/recibir/': () => jsonResponse({ detail: 'La orden ya fue recibida.' }, { status: 409 }) });
        const error = await workflow('compras/7/recibir/').catch((e: unknown) => e);
        expect(error).toBeInstanceOf(HttpError);
        expect(error).toMatchObject({ status: 409, message: 'La orden ya fue recibida.' });
        expect(fetchMock.mock.calls[0][1]?.body).toBeUndefined();
        expect(headersOf(fetchMock.mock.calls[0][1]).has('Content-Type')).toBe(false);
    });
});

describe('reads that are not a react-admin list', () => {
    it("reads the stock's value over the inventory's search", async () => {
        const fetchMock = stubFetch({ 'GET /api/v1/inventario/valor': () => jsonResponse({ valor: '210.00', existencias: [{ unidad: 'pieza', cantidad: 21 }], variantes: 3 }) });
        expect(await dataProvider.valorInventario('AZU-1')).toEqual({ valor: '210.00', existencias: [{ unidad: 'pieza', cantidad: 21 }], variantes: 3 });
        await dataProvider.valorInventario('');
        const urls = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
        expect(urls.map((u) => u.searchParams.get('search'))).toEqual(['AZU-1', null]);
        expect(headersOf(fetchMock.mock.calls[0][1]).get('Authorization')).toBe('Bearer tok-9');
    });

    it("reads a page of a variant's kardex with the count of all its movements", async () => {
        const fetchMock = stubFetch({
            'GET /api/v1/inventario/variantes/3/movimientos/': () => jsonResponse([{ id: 9 }], { headers: { 'X-Total-Count': '51' } }),
        });
        expect(await dataProvider.kardex(3, { skip: 50, limit: 50 })).toEqual({ filas: [{ id: 9 }], total: 51 });
        const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
        expect([url.searchParams.get('skip'), url.searchParams.get('limit')]).toEqual(['50', '50']);
    });

    it('reads the permissions the server offers, and the session', async () => {
        stubFetch({
            'GET /api/v1/roles/permisos-disponibles': () => jsonResponse(['ventas:crear', 'ventas:leer']),
            'GET /api/v1/sesion': () => jsonResponse({ usuario: { id: 1 }, empresa: { id: 2, nombre: 'Abarrotes Ana', zona_horaria: 'America/Mexico_City' }, permisos: [] }),
        });
        expect(await dataProvider.permisosDisponibles()).toEqual(['ventas:crear', 'ventas:leer']);
        expect((await dataProvider.sesion()).empresa.nombre).toBe('Abarrotes Ana');
    });
});
