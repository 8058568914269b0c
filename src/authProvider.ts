import type { AuthProvider } from 'react-admin';
import { tokenRespuestaSchema } from '../contracts/auth';
import { clearSession, readSession, writeSession } from './authStorage';
import { describeDetail } from './common/apiError';

/** Spec §8 texts for a failed login. */
export const LOGIN_ERRORS = {
    credenciales: 'Usuario o contraseña incorrectos.',
    desconocido: 'Error de autenticación desconocido.',
    red: 'No se pudo conectar con el servidor de autenticación.',
} as const;

/** The server's detail when it sent one, else the spec's fallback for that status. */
const loginErrorMessage = (status: number, body: unknown): string =>
    describeDetail(body)?.message ?? (status === 401 ? LOGIN_ERRORS.credenciales : LOGIN_ERRORS.desconocido);

interface LoginParams {
    username?: string;
    password?: string;
}

export const authProvider: AuthProvider = {
    async login({ username = '', password = '' }: LoginParams) {
        const user = username.trim();
        let response: Response;
        try {
            response = await fetch('/api/login/token', {
                method: 'POST',
                body: new URLSearchParams({ username: user, password }),
            });
        } catch {
            throw new Error(LOGIN_ERRORS.red);
        }
        const body: unknown = await response.json().catch(() => null);
        if (!response.ok) throw new Error(loginErrorMessage(response.status, body));
        const token = tokenRespuestaSchema.safeParse(body);
        if (!token.success) throw new Error(LOGIN_ERRORS.desconocido);
        writeSession(user, token.data.access_token);
    },

    async logout() {
        clearSession();
    },

    async checkAuth() {
        if (!readSession()) throw new Error('ra.auth.auth_check_error');
    },

    /** Spec §4: any 401 ends the session. A 403 is only a refusal: the user stays logged in. */
    async checkError(error: { status?: number } | null | undefined) {
        if (error?.status === 401) {
            clearSession();
            throw new Error('ra.notification.logged_out');
        }
    },

    async getIdentity() {
        const session = readSession();
        if (!session) throw new Error('ra.auth.auth_check_error');
        const { username } = session.user;
        return { id: username, fullName: username };
    },

    // Every authenticated user sees every screen in the sidebar (spec §6); what they may do is canAccess.
    async getPermissions() {
        return undefined;
    },

    /**
     * react-admin's access control, from the permissions the server gives the session (read once
     * per login): the permission each screen's action needs is declared in its RECURSOS entry.
     * Lists and records always open (the server refuses a read in Spanish); buttons ask.
     */
    // Loaded on first use, out of the first download (/login's budget).
    canAccess: async (params) => (await import('./sesion/acceso')).puedeAcceder(params),
};
