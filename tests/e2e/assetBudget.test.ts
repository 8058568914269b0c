import path from 'node:path';
import { expect } from 'vitest';
import { type BudgetReport, formatReport, measureBudget } from '../../scripts/assetBudget.js';
import { useBrowser } from '../helpers/browser.js';

// `npm run budget` inside the test run: the dist/ measured is the one the global setup built and serves.
describe('el tamaño de lo que se descarga', () => {
    const b = useBrowser();
    let report: BudgetReport;
    beforeAll(() => {
        report = measureBudget(path.resolve('dist'));
    });

    it('keeps /login and every lazily loaded screen within the budget, without source maps', () => {
        expect(report.failures, formatReport(report)).toEqual([]);
    });

    it('makes the browser download, compressed, exactly the files the budget counts for /login', async () => {
        const { page } = b;
        const loaded: { file: string; encoding: string; bytes: Promise<number> }[] = [];
        page.on('response', (res) => {
            const url = new URL(res.url());
            // The tab's icon (a few hundred bytes, checked below) is the browser's, not the page's.
            if (url.pathname.startsWith('/api/') || url.pathname === '/favicon.svg') return;
            const file = url.pathname === '/login' ? 'index.html' : url.pathname.slice(1);
            const encoding = res.headers()['content-encoding'] ?? 'identity';
            loaded.push({ file, encoding, bytes: res.request().sizes().then((s) => s.responseBodySize) });
        });
        await page.goto('/login');
        await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor();
        await page.waitForLoadState('networkidle');

        expect(loaded.map((l) => l.file).sort()).toEqual(report.login.map((f) => f.file).sort());
        const encodings = [...new Set(loaded.map((l) => l.encoding))];
        expect(encodings).toHaveLength(1);
        expect(['br', 'gzip']).toContain(encodings[0]);
        const sent = (await Promise.all(loaded.map((l) => l.bytes))).reduce((a, n) => a + n, 0);
        expect(sent).toBe(encodings[0] === 'br' ? report.loginTotal.brotli : report.loginTotal.gzip);
    });

    it('gives the tab its icon: the page names one and the server has it (no /favicon.ico 404 in the console)', async () => {
        const { page } = b;
        await page.goto('/login');
        const href = await page.locator('link[rel="icon"]').getAttribute('href');
        expect(href).toBe('/favicon.svg');
        const icono = await page.request.get(href!);
        expect(icono.status()).toBe(200);
        expect(icono.headers()['content-type']).toContain('image/svg+xml');
    });
});
