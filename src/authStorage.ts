/**
 * The browser session (spec §3): localStorage key `auth-storage` holding
 * `{ isAuthenticated: true, user: { username }, token }`. The only module that touches that key.
 */
export const AUTH_STORAGE_KEY = 'auth-storage';

export interface Session {
    isAuthenticated: true;
    user: { username: string };
    token: string;
}

const isSession = (value: unknown): value is Session => {
    const v = value as Partial<Session> | null;
    return (
        typeof v === 'object' &&
        v !== null &&
        v.isAuthenticated === true &&
        typeof v.token === 'string' &&
        v.token.length > 0 &&
        typeof v.user?.username === 'string'
    );
};

/** The stored session, or null when absent or unreadable (a corrupt value counts as logged out). */
export const readSession = (): Session | null => {
    try {
        const raw = localStorage.getItem(AUTH_STORAGE_KEY);
        const parsed: unknown = raw ? JSON.parse(raw) : null;
        return isSession(parsed) ? parsed : null;
    } catch {
        return null;
    }
};

export const writeSession = (username: string, token: string): void => {
    const session: Session = { isAuthenticated: true, user: { username }, token };
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
};

export const clearSession = (): void => localStorage.removeItem(AUTH_STORAGE_KEY);

export const getToken = (): string | null => readSession()?.token ?? null;
