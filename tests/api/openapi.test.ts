import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from '../helpers/apiClient.js';
import { documentaCadaRuta, documento } from '../helpers/openapi.js';
import { describeEachEngine, startTestServer, type TestServer } from '../helpers/testServer.js';

const PUBLICAS = ['/api/login/token', '/api/public/registro', '/api/public/demo', '/api/health'];

/** `src`/`href` attribute values of a page. */
const referencedUrls = (html: string) => [...html.matchAll(/\b(?:src|href)\s*=\s*["']([^"']+)["']/gi)].map((m) => m[1]);

describeEachEngine('OpenAPI document', (server) => {
    let doc: any;
    beforeAll(async () => {
        doc = await documento(server());
    });

    // Every route: documented, with its permission, tag, bearer requirement and answers.
    documentaCadaRuta(server);

    it('is an OpenAPI 3.1 document of the SIPV API with a bearer JWT scheme, served without a token', () => {
        expect(doc.openapi).toBe('3.1.0');
        expect(doc.info.title).toBe('SIPV API');
        expect(doc.info.description).toContain('Cada ruta de /api/v1 requiere un token');
        expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
        // No global requirement: public routes must stay public in the document.
        expect(doc.security).toBeUndefined();
    });

    it('states the permission of the products and roles operations', () => {
        expect(doc.paths['/api/v1/productos/plantillas/{id}'].put).toMatchObject({ 'x-permiso': 'productos:escribir', tags: ['productos'] });
        expect(doc.paths['/api/v1/roles/permisos-disponibles'].get['x-permiso']).toBe('roles:administrar');
    });

    it('describes answers with the contracts’ own schemas', () => {
        // The schemas are the contracts' own answers.
        const categoria = doc.paths['/api/v1/categorias/{id}'].get.responses['200'].content['application/json'].schema;
        expect(Object.keys(categoria.properties).sort()).toEqual(['id', 'nombre']);
        const lista = doc.paths['/api/v1/ventas'].get.responses['200'].content['application/json'].schema;
        expect(lista.type).toBe('array');
        expect(lista.items.properties).toHaveProperty('cliente');
        expect(doc.paths['/api/v1/categorias/{id}'].delete.responses['204'].description).toBe('Hecho, sin contenido.');
    });

    it('documents the token request as form-urlencoded, as the login sends it', () => {
        const op = doc.paths['/api/login/token'].post;
        expect(Object.keys(op.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
        const schema = op.requestBody.content['application/x-www-form-urlencoded'].schema;
        expect(schema.required).toEqual(expect.arrayContaining(['username', 'password']));
        expect(Object.keys(op.responses['200'].content['application/json'].schema.properties).sort()).toEqual(['access_token', 'token_type']);
    });

    it('leaves the public routes without a security requirement', () => {
        for (const url of PUBLICAS) {
            const ops = doc.paths[url];
            expect(ops, url).toBeDefined();
            for (const op of Object.values<any>(ops)) {
                expect(op.security, url).toBeUndefined();
                expect(op['x-permiso'], url).toBeUndefined();
            }
        }
    });

    it('describes requests from the zod contracts, with their 422', () => {
        const crear = doc.paths['/api/v1/categorias'].post;
        const body = crear.requestBody.content['application/json'].schema;
        expect(body.properties.nombre.type).toBe('string');
        expect(body.required).toContain('nombre');
        expect(crear.responses['422'].content['application/json'].schema.properties.detail.type).toBe('array');
        const listar = doc.paths['/api/v1/categorias'].get;
        expect(listar.parameters.map((p: any) => `${p.in}:${p.name}`)).toEqual(expect.arrayContaining(['query:skip', 'query:limit', 'query:termino']));
        expect(doc.paths['/api/v1/categorias/{id}'].get.parameters).toContainEqual(expect.objectContaining({ in: 'path', name: 'id' }));
        // The checkout's Idempotency-Key: documented, optional, with its rule.
        expect(doc.paths['/api/v1/ventas/pos/checkout'].post.parameters).toContainEqual(
            expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false, description: expect.stringContaining('Idempotent-Replayed') }),
        );
    });

    it('serves the interactive reference at /api/docs, every asset from our own origin', async () => {
        const origin = new URL(server().url).origin;
        for (const page of ['/api/docs', '/api/docs/']) {
            const res = await request(server().url, page);
            expect(res.status, page).toBe(200);
            expect(res.headers.get('content-type'), page).toContain('text/html');
            const html = res.body as string;
            expect(html).toContain('swagger-ui-bundle.js');
            const refs = referencedUrls(html);
            expect(refs.length).toBeGreaterThan(3);
            for (const ref of refs) {
                const url = new URL(ref, server().url + page);
                expect(url.origin, ref).toBe(origin);
                const asset = await fetch(url);
                expect(asset.status, url.pathname).toBe(200);
                // Read it all: an unread body keeps the connection busy and app.close() waiting.
                expect((await asset.arrayBuffer()).byteLength, url.pathname).toBeGreaterThan(0);
            }
        }
        // The page loads the spec from us, and Swagger UI's default online validator is off.
        const init = await request(server().url, '/api/docs/static/swagger-initializer.js');
        expect(init.body).toContain("resolveUrl('./json')");
        expect(init.body).toContain('validatorUrl: null');
        expect((await request(server().url, '/api/docs/json')).body.info.title).toBe('SIPV API');
    });
});

// With the built app being served, /api/docs is still the reference, not the SPA's index.html.
describe('OpenAPI reference next to the web app', () => {
    let server: TestServer;
    let dist: string;
    beforeAll(async () => {
        dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sipv-dist-'));
        fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>SIPV</title><div id="root"></div>');
        server = await startTestServer('sqlite', { config: { distDir: dist } });
    });
    afterAll(async () => {
        await server.close();
        fs.rmSync(dist, { recursive: true, force: true });
    });

    it('answers /api/docs and /api/openapi.json, not the app', async () => {
        const docs = await request(server.url, '/api/docs');
        expect(docs.body).toContain('swagger-ui');
        expect(docs.body).not.toContain('<div id="root">');
        expect((await request(server.url, '/api/openapi.json')).body.openapi).toBe('3.1.0');
        expect((await request(server.url, '/api/docs/static/no-existe.js')).body).toMatchObject({ detail: 'Ruta no encontrada.' });
    });
});
