import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../helpers/fetchStub';
import { detailAnswer, listAnswer } from '../helpers/listPage';
import { renderApp, seedSession, storedSession } from '../helpers/renderApp';

const SIN_PERMISO = 'No tiene permiso para realizar esta acción.';

// Issue 9 item 4: a refusal (403) is a Spanish message on the screen; only a 401 ends the session.
describe('forbidden, in Spanish', () => {
    it('a 403 with an English or empty body still reads as the Spanish refusal', async () => {
        seedSession();
        stubFetch({ 'GET /api/v1/usuarios/': () => jsonResponse({ detail: 'Forbidden' }, { status: 403 }) });
        renderApp('/usuarios');
        expect(await screen.findByText(SIN_PERMISO)).toBeInTheDocument();
        expect(screen.queryByText('Forbidden')).toBeNull();
        expect(storedSession()).not.toBeNull();
    });

    it('the permission grid refused (403) says so inside the role dialog', async () => {
        seedSession();
        stubFetch({
            'GET /api/v1/roles/': () => listAnswer([]),
            'GET /api/v1/roles/permisos-disponibles': () => detailAnswer(403, SIN_PERMISO),
        });
        renderApp('/roles');
        await userEvent.click(await screen.findByRole('button', { name: 'Añadir Nuevo Rol' }));
        const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Rol' });
        expect(await within(dialog).findByText(SIN_PERMISO)).toBeInTheDocument();
        expect(storedSession()).not.toBeNull();
    });

    it('a 401 on the same screen logs out to /login instead', async () => {
        seedSession();
        stubFetch({ 'GET /api/v1/usuarios/': () => detailAnswer(401, 'El token no es válido o ha expirado.') });
        renderApp('/usuarios');
        await waitFor(() => expect(window.location.pathname).toBe('/login'));
        expect(storedSession()).toBeNull();
    });

    it('a 401 while loading the permission grid logs out too', async () => {
        seedSession();
        stubFetch({
            'GET /api/v1/roles/': () => listAnswer([]),
            'GET /api/v1/roles/permisos-disponibles': () => detailAnswer(401, 'El token no es válido o ha expirado.'),
        });
        renderApp('/roles');
        await userEvent.click(await screen.findByRole('button', { name: 'Añadir Nuevo Rol' }));
        await waitFor(() => expect(window.location.pathname).toBe('/login'));
        expect(storedSession()).toBeNull();
    });
});
