import { request } from './apiClient.js';
import type { TestServer } from './testServer.js';

/** The documentation's own routes are not operations of the API. */
const isDocsRoute = (url: string) => url === '/api/openapi.json' || url === '/api/docs' || url.startsWith('/api/docs/');

/** Fastify's `/x/:id` as OpenAPI spells it: `/x/{id}`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Every /api operation the server really registered (HEAD twins of GETs are Fastify's, not ours). */
export function apiRoutes(server: TestServer) {
    return server.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !isDocsRoute(r.url));
}

/** GET /api/openapi.json of the server. */
export async function documento(server: TestServer): Promise<any> {
    const res = await request(server.url, '/api/openapi.json');
    expect(res.status).toBe(200);
    return res.body;
}

/**
 * What every route of the server must find in its OpenAPI document, whichever modules it was
 * built of (tests/api/openapi.test.ts; a test's own module too): declared inside a suite.
 */
export function documentaCadaRuta(server: () => TestServer): void {
    let doc: any;
    beforeAll(async () => {
        doc = await documento(server());
    });

    it('documents every /api route the server registered', () => {
        const routes = apiRoutes(server());
        // The registry really saw the business routes (a broken onRoute would make this vacuous).
        expect(routes.filter((r) => r.url.startsWith('/api/v1/')).length).toBeGreaterThan(20);
        const missing = routes.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
        expect(missing).toEqual([]);
    });

    it('states on each /api/v1 operation its permission, its resource tag and the bearer requirement', () => {
        const v1 = apiRoutes(server()).filter((r) => r.url.startsWith('/api/v1/'));
        for (const route of v1) {
            const op = doc.paths[openApiPath(route.url)][route.method.toLowerCase()];
            const where = `${route.method} ${route.url}`;
            expect(route.permiso, where).toBeTruthy();
            expect(op['x-permiso'], where).toBe(route.permiso);
            expect(op.security, where).toEqual([{ bearerAuth: [] }]);
            expect(op.tags, where).toEqual([route.url.split('/')[3]]);
            expect(Object.keys(op.responses), where).toEqual(expect.arrayContaining(['401', '403']));
        }
    });

    it('describes every answer: the success body from its contract, the {detail} and 422 error shapes', () => {
        const faltan: string[] = [];
        const detalle = (op: any, code: string) => op.responses[code]?.content?.['application/json']?.schema?.properties?.detail?.type;
        for (const route of apiRoutes(server())) {
            const op = doc.paths[openApiPath(route.url)][route.method.toLowerCase()];
            const where = `${route.method} ${route.url}`;
            const exitos = Object.keys(op.responses).filter((code) => code.startsWith('2'));
            // A 204 has no body to describe; any other success must say what it carries.
            // (@fastify/swagger gives an undescribed answer an empty schema, `{}`.)
            const descrita = (code: string) => {
                const schema = op.responses[code].content?.['application/json']?.schema;
                return code === '204' ? !op.responses[code].content : Boolean(schema?.type || schema?.anyOf || schema?.$ref);
            };
            if (exitos.length === 0 || !exitos.every(descrita)) faltan.push(`${where}: respuesta correcta sin esquema`);
            if (detalle(op, '4XX') !== 'string') faltan.push(`${where}: sin el error {detail}`);
            if (detalle(op, '422') !== 'array') faltan.push(`${where}: sin la lista del 422`);
        }
        expect(faltan).toEqual([]);
    });
}
