import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from '../helpers/apiClient.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

// The built front end is served by the same server: a tiny stand-in dist/ proves the routing.
describe('serving the web app', () => {
    let server: TestServer;
    let dist: string;
    beforeAll(async () => {
        dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sipv-dist-'));
        fs.mkdirSync(path.join(dist, 'assets'));
        fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>SIPV</title><div id="root"></div>');
        fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
        server = await startTestServer('sqlite', { config: { distDir: dist } });
    });
    afterAll(async () => {
        await server.close();
        fs.rmSync(dist, { recursive: true, force: true });
    });

    it.each(['/', '/login', '/registro', '/ventas/5', '/ventas/5/devolucion', '/compras/12'])(
        'answers the app path %s with index.html, never cached',
        async (p) => {
            const res = await request(server.url, p);
            expect(res.status).toBe(200);
            expect(res.headers.get('content-type')).toContain('text/html');
            expect(res.body).toContain('<div id="root">');
            expect(res.headers.get('cache-control')).toBe('no-cache');
        },
    );

    it('serves hashed assets with a long cache', async () => {
        const res = await request(server.url, '/assets/app-abc123.js');
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toContain('immutable');
    });

    it('answers a missing asset and unknown API paths with a JSON 404, not the app', async () => {
        for (const p of ['/assets/nada.js', '/api/desconocido', '/api/v1/ventas-viejas/3']) {
            const res = await request(server.url, p);
            expect(res.status).toBe(404);
            expect(res.body.detail).toBe('Ruta no encontrada.');
        }
    });

    it('still answers the API next to the app', async () => {
        expect((await request(server.url, '/api/health')).body).toEqual({ status: 'ok' });
    });
});
