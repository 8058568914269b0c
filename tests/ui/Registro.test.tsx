import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, type StubHandler, stubFetch } from '../helpers/fetchStub';
import { renderApp } from '../helpers/renderApp';

const demo404 = { 'GET /api/public/demo': () => jsonResponse({ detail: 'Ruta no encontrada.' }, { status: 404 }) };

const openRegistro = async (registro?: StubHandler) => {
    const fetchMock = stubFetch({ ...demo404, ...(registro ? { 'POST /api/public/registro': registro } : {}) });
    renderApp('/registro');
    await screen.findByLabelText('Nombre de la Empresa');
    return fetchMock;
};

const fillValid = async (user = userEvent.setup()) => {
    await user.type(screen.getByLabelText('Nombre de la Empresa'), 'Abarrotes Peña');
    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    await user.type(screen.getByLabelText('Apellido'), 'Pérez');
    await user.type(screen.getByLabelText('Email'), 'Ana@Tienda.mx');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto123');
    await user.click(screen.getByRole('button', { name: 'Registrarse' }));
};

const registroCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
    fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/public/registro'));

describe('Registro (public)', () => {
    it('opens without a session and shows the five fields', async () => {
        await openRegistro();
        expect(window.location.pathname).toBe('/registro');
        for (const label of ['Nombre de la Empresa', 'Nombre', 'Apellido', 'Email', 'Contraseña']) {
            expect(screen.getByLabelText(label)).toBeInTheDocument();
        }
        expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
        expect(screen.getByRole('link', { name: '¿Ya tienes una cuenta? Inicia sesión' })).toHaveAttribute('href', '/login');
    });

    it('shows the schema message of every field and does not call the server', async () => {
        const fetchMock = await openRegistro();
        const user = userEvent.setup();
        await user.type(screen.getByLabelText('Email'), 'no-es-un-email');
        await user.type(screen.getByLabelText('Contraseña'), 'corta');
        await user.click(screen.getByRole('button', { name: 'Registrarse' }));

        for (const message of [
            'El nombre de la empresa es obligatorio.',
            'El nombre es obligatorio.',
            'El apellido es obligatorio.',
            'El email no tiene un formato válido.',
            'La contraseña debe tener al menos 8 caracteres.',
        ]) {
            expect(await screen.findByText(message)).toBeInTheDocument();
        }
        expect(registroCalls(fetchMock)).toHaveLength(0);
    });

    it('sends the registration as JSON, with the email normalised', async () => {
        const fetchMock = await openRegistro(() =>
            jsonResponse({ mensaje: 'Empresa y usuario registrados exitosamente.' }, { status: 201 }),
        );
        await fillValid();
        await screen.findByRole('alert');
        const [, init] = registroCalls(fetchMock)[0];
        expect(init?.method).toBe('POST');
        expect(new Headers(init?.headers).get('Authorization')).toBeNull();
        expect(JSON.parse(String(init?.body))).toEqual({
            nombre_empresa: 'Abarrotes Peña',
            nombre_usuario: 'Ana',
            apellido_usuario: 'Pérez',
            email: 'ana@tienda.mx',
            contrasena: 'secreto123',
        });
    });

    it('shows a 409 detail as an error alert', async () => {
        await openRegistro(() => jsonResponse({ detail: 'Ya existe un usuario registrado con ese email.' }, { status: 409 }));
        await fillValid();
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent('Ya existe un usuario registrado con ese email.');
        expect(alert).toHaveClass('MuiAlert-colorError');
        expect(window.location.pathname).toBe('/registro');
    });

    it('maps a 422 list to the spec message and marks the field', async () => {
        await openRegistro(() =>
            jsonResponse(
                { detail: [{ loc: ['body', 'email'], msg: 'El email no tiene un formato válido.', type: 'value_error' }] },
                { status: 422 },
            ),
        );
        await fillValid();
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent("Error en el campo 'email': El email no tiene un formato válido.");
        expect(alert).toHaveClass('MuiAlert-colorError');
        expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    });

    it('reports a network failure and an unknown failure', async () => {
        let fail: () => Response | Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'));
        await openRegistro(() => fail());
        await fillValid();
        expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo conectar con el servidor de registro.');

        fail = () => new Response('<html>Bad Gateway</html>', { status: 502 });
        await userEvent.click(screen.getByRole('button', { name: 'Registrarse' }));
        await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Ocurrió un error desconocido.'));
    });

    it('shows Registrando... while sending, then the message, and goes to /login after 3 s', async () => {
        vi.useFakeTimers({ shouldAdvanceTime: true });
        let answer!: (response: Response) => void;
        await openRegistro(() => new Promise<Response>((resolve) => (answer = resolve)));
        await fillValid(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));

        expect(await screen.findByRole('button', { name: 'Registrando...' })).toBeDisabled();
        answer(jsonResponse({ mensaje: 'Empresa y usuario registrados exitosamente.' }, { status: 201 }));

        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toBe('Empresa y usuario registrados exitosamente. Redirigiendo al login...');
        expect(alert).toHaveClass('MuiAlert-colorSuccess');

        await act(() => vi.advanceTimersByTimeAsync(2500));
        expect(window.location.pathname).toBe('/registro');
        await act(() => vi.advanceTimersByTimeAsync(600));
        await waitFor(() => expect(window.location.pathname).toBe('/login'));
        expect(await screen.findByRole('heading', { name: 'Iniciar Sesión en SIPV' })).toBeInTheDocument();
    });
});
