import { vi } from 'vitest';
import { PERMISOS } from '../../contracts/permisos';

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

/** What `GET /api/v1/sesion` answers unless a test says otherwise: an administrator of a shop in the default zone. */
export const sesionRespuesta = (empresa: Partial<{ nombre: string; zona_horaria: string }> = {}, permisos: string[] = [...PERMISOS]) => ({
    usuario: { id: 1, usuario: 'ana@tienda.mx', nombre: 'Ana', apellido: 'López' },
    empresa: { id: 1, nombre: 'Abarrotes Ana', zona_horaria: 'America/Mexico_City', ...empresa },
    permisos,
});

export const stubFetch = (listed: Record<string, StubHandler>) => {
    // Every screen may read the session (shop name, time zone), as from the real server.
    const routes: Record<string, StubHandler> = { 'GET /api/v1/sesion': () => jsonResponse(sesionRespuesta()), ...listed };
    const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const url = new URL(String(input), 'http://localhost');
        // The server answers a path with and without its trailing slash alike; so does the stub.
        const method = init.method ?? 'GET';
        const other = url.pathname.endsWith('/') ? url.pathname.slice(0, -1) : `${url.pathname}/`;
        const handler = routes[`${method} ${url.pathname}`] ?? routes[`${method} ${other}`];
        return handler ? handler({ url, init }) : jsonResponse({ detail: 'Ruta no encontrada.' }, { status: 404 });
    });
    vi.stubGlobal('fetch', mock);
    return mock;
};

/**
 * A list request's parameters as the API reads them (ra-data-simple-rest's dialect):
 * `sort=["nombre","ASC"]&range=[0,24]&filter={"q":"peña"}` → `{ sort: ['nombre', 'ASC'], range: [0, 24], filter: { q: 'peña' } }`.
 * An absent parameter is left out; `filter` is `{}` when absent.
 */
export interface ListParams {
    sort?: [string, 'ASC' | 'DESC'];
    range?: [number, number];
    filter: Record<string, unknown>;
}

export const listParams = (url: URL): ListParams => {
    const json = (name: string) => {
        const value = url.searchParams.get(name);
        return value === null ? undefined : JSON.parse(value);
    };
    const { sort, range } = { sort: json('sort'), range: json('range') };
    return { ...(sort && { sort }), ...(range && { range }), filter: json('filter') ?? {} };
};

/** The free-text search a list request carries (`filter.q`), if any. */
export const searchOf = (url: URL): string | undefined => listParams(url).filter.q as string | undefined;

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
