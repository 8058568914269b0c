import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, jsonResponse, stubFetch } from '../helpers/fetchStub';
import { renderApp, storedSession } from '../helpers/renderApp';

const noDemo = { 'GET /api/public/demo': () => jsonResponse({ detail: 'Ruta no encontrada.' }, { status: 404 }) };

const openLogin = async () => {
    renderApp('/login');
    return { usuario: await screen.findByPlaceholderText('Usuario'), contrasena: screen.getByPlaceholderText('Contraseña') };
};

describe('Login', () => {
    it('shows the spec texts, and empty fields when the server is not in demo mode', async () => {
        stubFetch(noDemo);
        const { usuario, contrasena } = await openLogin();
        expect(screen.getByRole('heading', { level: 1, name: 'Iniciar Sesión en SIPV' })).toBeInTheDocument();
        expect(usuario).toHaveValue('');
        expect(contrasena).toHaveValue('');
        expect(contrasena).toHaveAttribute('type', 'password');
        expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toBeEnabled();
        const link = screen.getByRole('link', { name: '¿No tienes una cuenta? Regístrate aquí' });
        expect(link).toHaveAttribute('href', '/registro');
        expect(document.title).toBe('Iniciar Sesión en SIPV');
    });

    it('starts pre-filled with the demo credentials when the server answers them', async () => {
        stubFetch({ 'GET /api/public/demo': () => jsonResponse({ username: 'demo@sipv.mx', password: 'demo1234' }) });
        const { usuario, contrasena } = await openLogin();
        expect(usuario).toHaveValue('demo@sipv.mx');
        expect(contrasena).toHaveValue('demo1234');
    });

    it('requires both fields before calling the server', async () => {
        const fetchMock = stubFetch(noDemo);
        await openLogin();
        await userEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
        expect(await screen.findByText('El usuario es obligatorio.')).toBeInTheDocument();
        expect(screen.getByText('La contraseña es obligatoria.')).toBeInTheDocument();
        expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/login/token'))).toBe(false);
    });

    it('shows Iniciando... on a disabled button while submitting, then goes to / with the session stored', async () => {
        const token = deferred<Response>();
        stubFetch({ ...noDemo, 'POST /api/login/token': () => token.promise });
        const { usuario, contrasena } = await openLogin();
        await userEvent.type(usuario, 'ana@tienda.mx');
        await userEvent.type(contrasena, 'secreto123');
        await userEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

        const pending = await screen.findByRole('button', { name: 'Iniciando...' });
        expect(pending).toBeDisabled();

        token.resolve(jsonResponse({ access_token: 'jwt-1', token_type: 'bearer' }));
        await waitFor(() => expect(window.location.pathname).toBe('/'));
        expect(storedSession()).toEqual({ isAuthenticated: true, user: { username: 'ana@tienda.mx' }, token: 'jwt-1' });
        expect(await screen.findByText('Bienvenido, ana@tienda.mx')).toBeInTheDocument();
    });

    it("shows the server's 401 detail on the form and stays on /login", async () => {
        stubFetch({
            ...noDemo,
            'POST /api/login/token': () => jsonResponse({ detail: 'Usuario o contraseña incorrectos.' }, { status: 401 }),
        });
        const { usuario, contrasena } = await openLogin();
        await userEvent.type(usuario, 'ana');
        await userEvent.type(contrasena, 'mala');
        await userEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent('Usuario o contraseña incorrectos.');
        expect(window.location.pathname).toBe('/login');
        expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toBeEnabled();
        expect(storedSession()).toBeNull();
    });

    it('reports a network failure', async () => {
        stubFetch({
            ...noDemo,
            'POST /api/login/token': () => Promise.reject(new TypeError('Failed to fetch')),
        });
        const { usuario, contrasena } = await openLogin();
        await userEvent.type(usuario, 'ana');
        await userEvent.type(contrasena, 'x');
        await userEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
        const alert = await screen.findByRole('alert');
        expect(within(alert).getByText('No se pudo conectar con el servidor de autenticación.')).toBeInTheDocument();
    });
});
