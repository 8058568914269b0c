import { getToken } from './authStorage';
import { toHttpError } from './common/apiError';

/** Shown when the request never got an answer (server down, network lost). */
export const NETWORK_ERROR_MESSAGE = 'No se pudo conectar con el servidor.';

/** The shape of react-admin's fetchUtils.fetchJson, so ra-data-simple-rest can use it as its transport. */
export interface HttpResponse<T = unknown> {
    status: number;
    headers: Headers;
    /** The answer's text. */
    body: string;
    /** The answer parsed as JSON (the text itself when it is not JSON, null when empty). */
    json: T;
}

const parseBody = (text: string): unknown => {
    if (text === '') return null;
    try {
        return JSON.parse(text);
    } catch {
        return text;
    }
};

/**
 * fetch for the authenticated API: adds the bearer token and, when there is a body, the JSON
 * content type (only then: the server refuses an empty body declared as JSON, e.g. on DELETE).
 * A non-2xx answer throws react-admin's HttpError with the Spanish message of common/apiError,
 * so react-admin's checkError sees the status (401 logs out) and notifications show our text.
 */
export const httpClient = async <T = unknown>(url: string, init: RequestInit = {}): Promise<HttpResponse<T>> => {
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    if (typeof init.body === 'string' && !headers.has('Content-Type')) {
        headers.set('Content-Type', 'application/json');
    }
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    let response: Response;
    try {
        response = await fetch(url, { ...init, headers });
    } catch (error) {
        // A cancelled query must stay an AbortError so TanStack Query treats it as a cancellation.
        if ((error as Error)?.name === 'AbortError') throw error;
        throw new Error(NETWORK_ERROR_MESSAGE);
    }
    const body = await response.text();
    const json = parseBody(body);
    if (!response.ok) throw toHttpError(response.status, response.statusText, json);
    return { status: response.status, headers: response.headers, body, json: json as T };
};
