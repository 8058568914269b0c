import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from '../helpers/apiClient.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

/** Every answer — page, asset, API success and API error — carries the security headers. */
describe('security headers', () => {
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

    it.each(['/login', '/assets/app-abc123.js', '/api/health', '/api/v1/categorias/', '/api/no-existe'])('on %s', async (p) => {
        const res = await request(server.url, p);
        const csp = res.headers.get('content-security-policy') ?? '';
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        expect(res.headers.get('x-frame-options')).toBe('DENY');
        expect(res.headers.get('referrer-policy')).toBe('same-origin');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    });
});
