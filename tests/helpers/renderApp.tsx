import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { Root } from '../../src/Root';

/** The whole app opened at `path`, with the same router as the browser. */
export const renderApp = (path: string) => {
    window.history.pushState(null, '', path);
    return render(<Root />);
};

export const seedSession = (username = 'ana@tienda.mx', token = 'tok-1') =>
    localStorage.setItem('auth-storage', JSON.stringify({ isAuthenticated: true, user: { username }, token }));

export const storedSession = () => JSON.parse(localStorage.getItem('auth-storage') ?? 'null');

/**
 * Clicks the button named `nombre` once it is enabled: a screen's actions stay disabled while the
 * session's permissions load (src/common/ConPermiso.tsx), and a click on one then does nothing (a
 * loaded machine showed the button before its permission).
 */
export async function pulsarActivo(nombre: string | RegExp, espera = 15_000): Promise<void> {
    const boton = await screen.findByRole('button', { name: nombre }, { timeout: espera });
    await waitFor(() => expect(boton).toBeEnabled(), { timeout: espera });
    await userEvent.click(boton);
}
