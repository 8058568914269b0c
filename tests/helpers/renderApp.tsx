import { render } from '@testing-library/react';
import { Root } from '../../src/Root';

/** The whole app opened at `path`, with the same router as the browser. */
export const renderApp = (path: string) => {
    window.history.pushState(null, '', path);
    return render(<Root />);
};

export const seedSession = (username = 'ana@tienda.mx', token = 'tok-1') =>
    localStorage.setItem('auth-storage', JSON.stringify({ isAuthenticated: true, user: { username }, token }));

export const storedSession = () => JSON.parse(localStorage.getItem('auth-storage') ?? 'null');
