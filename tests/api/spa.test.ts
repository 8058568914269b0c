import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompressFiles } from '../../scripts/precompress.js';
import { request } from '../helpers/apiClient.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

interface RawResponse {
    status: number;
    headers: http.IncomingHttpHeaders;
    body: Buffer;
}

/** A GET that keeps the bytes as sent (fetch would decode them) and sends only the given Accept-Encoding. */
function getRaw(baseUrl: string, p: string, acceptEncoding?: string): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
        const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
        http.get(baseUrl + p, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
            res.on('error', reject);
        }).on('error', reject);
    });
}

const DECODERS: Record<string, (b: Buffer) => Buffer> = {
    br: (b) => zlib.brotliDecompressSync(b),
    gzip: (b) => zlib.gunzipSync(b),
    identity: (b) => b,
};

// The built front end is served by the same server: a stand-in dist/, pre-compressed by the same
// code as `vite build` (scripts/precompress.ts), proves the routing, the encodings and the caching.
describe('serving the web app', () => {
    let server: TestServer;
    let dist: string;
    const original = (file: string) => fs.readFileSync(path.join(dist, file));

    beforeAll(async () => {
        dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sipv-dist-'));
        fs.mkdirSync(path.join(dist, 'assets'));
        const metas = Array.from({ length: 20 }, (_, i) => `    <meta name="sipv-${i}" content="punto de venta ${i}" />`);
        fs.writeFileSync(
            path.join(dist, 'index.html'),
            `<!doctype html>\n<html lang="es">\n  <head>\n${metas.join('\n')}\n    <title>SIPV</title>\n` +
                '    <script type="module" crossorigin src="/assets/app-abc123.js"></script>\n  </head>\n' +
                '  <body><div id="root"></div></body>\n</html>\n',
        );
        const code = Array.from({ length: 200 }, (_, i) => `export const venta${i} = () => console.log('venta', ${i});`);
        fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), code.join('\n'));
        fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
        fs.writeFileSync(path.join(dist, 'assets', 'tiny-def456.js'), 'x()');
        await precompressFiles(dist, ['index.html', 'assets/app-abc123.js', 'assets/tiny-def456.js', 'assets/app-abc123.js.map']);
        server = await startTestServer('sqlite', { config: { distDir: dist } });
    });
    afterAll(async () => {
        await server.close();
        fs.rmSync(dist, { recursive: true, force: true });
    });

    it('writes .br and .gz beside scripts and index.html, never beside source maps or when it would not shrink', () => {
        for (const f of ['index.html', 'assets/app-abc123.js']) {
            expect(fs.existsSync(path.join(dist, `${f}.br`)), f).toBe(true);
            expect(fs.existsSync(path.join(dist, `${f}.gz`)), f).toBe(true);
        }
        expect(fs.existsSync(path.join(dist, 'assets/app-abc123.js.map.br'))).toBe(false);
        expect(fs.existsSync(path.join(dist, 'assets/tiny-def456.js.br'))).toBe(false);
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

    describe.each([
        { accept: 'gzip, deflate, br, zstd', encoding: 'br' },
        { accept: 'gzip, br', encoding: 'br' },
        { accept: 'gzip', encoding: 'gzip' },
        { accept: 'identity', encoding: 'identity' },
        { accept: undefined, encoding: 'identity' },
    ])('with Accept-Encoding: $accept', ({ accept, encoding }) => {
        it.each([
            { url: '/assets/app-abc123.js', file: 'assets/app-abc123.js', type: 'javascript', cache: 'public, max-age=31536000, immutable' },
            { url: '/', file: 'index.html', type: 'text/html', cache: 'no-cache' },
            { url: '/login', file: 'index.html', type: 'text/html', cache: 'no-cache' },
            { url: '/ventas/5', file: 'index.html', type: 'text/html', cache: 'no-cache' },
        ])(`sends $url as ${encoding}, decoding to the original file`, async ({ url, file, type, cache }) => {
            const res = await getRaw(server.url, url, accept);
            expect(res.status).toBe(200);
            expect(res.headers['content-encoding'] ?? 'identity').toBe(encoding);
            expect(res.headers['content-type']).toContain(type);
            expect(res.headers['cache-control']).toBe(cache);
            expect(res.headers.vary?.toLowerCase()).toContain('accept-encoding');
            expect(DECODERS[encoding](res.body).equals(original(file))).toBe(true);
            if (encoding !== 'identity') expect(res.body.length).toBeLessThan(original(file).length);
        });
    });

    it('sends a file without a compressed sibling as it is, still varying on Accept-Encoding', async () => {
        const res = await getRaw(server.url, '/assets/tiny-def456.js', 'gzip, br');
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.headers.vary?.toLowerCase()).toContain('accept-encoding');
        expect(res.body.toString()).toBe('x()');
    });

    it('never serves source maps or the compressed files by their own names', async () => {
        for (const p of ['/assets/app-abc123.js.map', '/assets/app-abc123.js.br', '/assets/app-abc123.js.gz', '/index.html.br']) {
            const res = await request(server.url, p);
            expect(res.status, p).toBe(404);
            expect(res.body.detail, p).toBe('Ruta no encontrada.');
        }
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
