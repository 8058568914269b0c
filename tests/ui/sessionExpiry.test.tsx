import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, TestMemoryRouter, useGetList } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../src/authProvider';
import { dataProvider } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import { createQueryClient } from '../../src/queryClient';
import { jsonResponse, stubFetch } from '../helpers/fetchStub';
import { seedSession, storedSession } from '../helpers/renderApp';

/** A screen reading the sales list through react-admin, as the real pages will. */
const VentasProbe = () => {
    const { error, isPending } = useGetList('ventas', { pagination: { page: 1, perPage: 100 } });
    return <p>{error ? error.message : isPending ? 'cargando' : 'listo'}</p>;
};

const renderProbe = () => {
    let pathname = '';
    render(
        <TestMemoryRouter initialEntries={['/ventas']} locationCallback={(location) => (pathname = location.pathname)}>
            <AdminContext
                dataProvider={dataProvider}
                authProvider={authProvider}
                i18nProvider={i18nProvider}
                queryClient={createQueryClient()}
            >
                <VentasProbe />
            </AdminContext>
        </TestMemoryRouter>,
    );
    return { pathname: () => pathname };
};

describe('API answers and the session (spec §4)', () => {
    // react-admin logs every failed query in development; the failures here are the point.
    beforeEach(() => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
    });

    it('a 401 from any API call ends the session and goes to /login', async () => {
        seedSession();
        stubFetch({ 'GET /api/v1/ventas': () => jsonResponse({ detail: 'El token no es válido o ha expirado.' }, { status: 401 }) });
        const location = renderProbe();
        await waitFor(() => expect(location.pathname()).toBe('/login'));
        expect(storedSession()).toBeNull();
    });

    it('a 403 shows the refusal and keeps the user logged in', async () => {
        seedSession();
        stubFetch({
            'GET /api/v1/ventas': () => jsonResponse({ detail: 'No tiene permiso para realizar esta acción.' }, { status: 403 }),
        });
        const location = renderProbe();
        expect(await screen.findByText('No tiene permiso para realizar esta acción.')).toBeInTheDocument();
        expect(location.pathname()).toBe('/ventas');
        expect(storedSession()?.token).toBe('tok-1');
    });

    it('sends the bearer token', async () => {
        seedSession('ana', 'jwt-xyz');
        const fetchMock = stubFetch({ 'GET /api/v1/ventas': () => jsonResponse([], { headers: { 'X-Total-Count': '0' } }) });
        renderProbe();
        expect(await screen.findByText('listo')).toBeInTheDocument();
        expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('Authorization')).toBe('Bearer jwt-xyz');
    });
});
