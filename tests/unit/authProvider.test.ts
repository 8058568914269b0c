// @vitest-environment jsdom
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../src/authProvider';
import { jsonResponse, stubFetch } from '../helpers/fetchStub';

const seedSession = (username = 'ana@tienda.mx', token = 'tok-1') =>
    localStorage.setItem('auth-storage', JSON.stringify({ isAuthenticated: true, user: { username }, token }));

const stored = () => JSON.parse(localStorage.getItem('auth-storage') ?? 'null');

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('authProvider.login', () => {
    it('posts the form and stores the session in the spec shape', async () => {
        const fetchMock = stubFetch({
            'POST /api/login/token': () => jsonResponse({ access_token: 'jwt-abc', token_type: 'bearer' }),
        });
        await authProvider.login({ username: ' ana@tienda.mx ', password: 'secreto123' });

        expect(stored()).toEqual({ isAuthenticated: true, user: { username: 'ana@tienda.mx' }, token: 'jwt-abc' });
        const [url, init] = fetchMock.mock.calls[0];
        expect(url).toBe('/api/login/token');
        expect(init?.method).toBe('POST');
        const body = init?.body as URLSearchParams;
        expect(body).toBeInstanceOf(URLSearchParams);
        expect(body.get('username')).toBe('ana@tienda.mx');
        expect(body.get('password')).toBe('secreto123');
    });

    it.each([
        [401, { detail: 'Usuario o contraseña incorrectos.' }, 'Usuario o contraseña incorrectos.'],
        [401, {}, 'Usuario o contraseña incorrectos.'],
        [429, { detail: 'Demasiados intentos fallidos. Intente de nuevo en unos minutos.' }, 'Demasiados intentos fallidos. Intente de nuevo en unos minutos.'],
        [500, {}, 'Error de autenticación desconocido.'],
    ])('a %i answer rejects with the spec message and stores nothing', async (status, body, message) => {
        stubFetch({ 'POST /api/login/token': () => jsonResponse(body, { status }) });
        await expect(authProvider.login({ username: 'ana', password: 'x' })).rejects.toThrow(message);
        expect(localStorage.getItem('auth-storage')).toBeNull();
    });

    it('reports a network failure', async () => {
        vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
        await expect(authProvider.login({ username: 'ana', password: 'x' })).rejects.toThrow(
            'No se pudo conectar con el servidor de autenticación.',
        );
    });
});

describe('authProvider session checks', () => {
    it('checkError: a 401 rejects and clears the session', async () => {
        seedSession();
        await expect(authProvider.checkError(new HttpError('El token no es válido o ha expirado.', 401))).rejects.toBeDefined();
        expect(localStorage.getItem('auth-storage')).toBeNull();
    });

    it('checkError: a 403 (or any other error) keeps the user logged in', async () => {
        seedSession();
        await expect(
            authProvider.checkError(new HttpError('No tiene permiso para realizar esta acción.', 403)),
        ).resolves.toBeUndefined();
        await expect(authProvider.checkError(new HttpError('Error interno del servidor.', 500))).resolves.toBeUndefined();
        await expect(authProvider.checkError(new Error('No se pudo conectar con el servidor.'))).resolves.toBeUndefined();
        expect(stored()?.token).toBe('tok-1');
    });

    it('checkAuth follows the stored session', async () => {
        await expect(authProvider.checkAuth({})).rejects.toBeDefined();
        seedSession();
        await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
        localStorage.setItem('auth-storage', '{not json');
        await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    });

    it('logout clears the session', async () => {
        seedSession();
        await authProvider.logout({});
        expect(localStorage.getItem('auth-storage')).toBeNull();
        await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    });

    it('getIdentity is the stored username', async () => {
        seedSession('luis@tienda.mx');
        await expect(authProvider.getIdentity?.()).resolves.toEqual({ id: 'luis@tienda.mx', fullName: 'luis@tienda.mx' });
    });
});
