import { expect } from 'vitest';
import { baseUrl, useBrowser } from '../helpers/browser.js';

// The API reference (Swagger UI at /api/docs) lives under the app's own Content-Security-Policy:
// a refused script or style is a failure (useBrowser), and in a shop without internet nothing
// may be fetched from anywhere but this server.
describe('referencia de la API en /api/docs', () => {
    const b = useBrowser();

    it('renders the operations from our own origin, with no CSP violation', async () => {
        const { page } = b;
        const origin = new URL(baseUrl()).origin;
        const fuera: string[] = [];
        page.on('request', (req) => {
            const url = new URL(req.url());
            if (url.protocol !== 'data:' && url.origin !== origin) fuera.push(req.url());
        });

        await page.goto('/api/docs');
        // Swagger UI draws the whole document at once: slow on a loaded machine.
        await page.locator('.info .title', { hasText: 'SIPV API' }).waitFor({ timeout: 30_000 });
        // Operations are drawn from /api/docs/json: a known path and its method are listed.
        const operacion = page.locator('.opblock-summary-path', { hasText: /^\/api\/v1\/categorias$/ }).first();
        await operacion.waitFor();
        expect(await page.locator('.opblock-summary-path').count()).toBeGreaterThan(20);
        // Opening one shows its documented answer, so the expanded view runs under the CSP too.
        await page.locator('.opblock-get', { has: operacion }).locator('.opblock-summary').first().click();
        await page.getByText('productos:leer').first().waitFor();
        await page.locator('.responses-wrapper').first().waitFor();

        expect(fuera).toEqual([]);
    });
});
