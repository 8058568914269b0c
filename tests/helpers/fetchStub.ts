import { vi } from 'vitest';

/**
 * The network boundary for UI and unit tests: `global.fetch` answers from a table keyed by
 * "METHOD /path". Unlisted calls get the server's 404 shape.
 */
export interface StubRequest {
    url: URL;
    init: RequestInit;
}
export type StubHandler = (request: StubRequest) => Response | Promise<Response>;

export const jsonResponse = (body: unknown, init: ResponseInit = {}): Response =>
    new Response(JSON.stringify(body), {
        status: 200,
        ...init,
        headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
    });

export const stubFetch = (routes: Record<string, StubHandler>) => {
    const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const url = new URL(String(input), 'http://localhost');
        const handler = routes[`${init.method ?? 'GET'} ${url.pathname}`];
        return handler ? handler({ url, init }) : jsonResponse({ detail: 'Ruta no encontrada.' }, { status: 404 });
    });
    vi.stubGlobal('fetch', mock);
    return mock;
};

/** A promise the test settles by hand, to observe a screen while a request is pending. */
export const deferred = <T>() => {
    let resolve!: (value: T) => void;
    let reject!: (reason: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
    });
    return { promise, resolve, reject };
};
