import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { login, useBrowser } from '../helpers/browser.js';

/** The `filter` of a list request to `path`, as the API reads it. */
const filtroDe = (request: Request) => JSON.parse(new URL(request.url()).searchParams.get('filter') ?? '{}');

/** Waits for the list request to `path` whose filter names `campo`. */
const pedidoCon = (page: Page, path: string, campo: string) =>
    page.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname.startsWith(path) && campo in filtroDe(r));

describe('fechas: dd/mm/aaaa in a browser set to English', () => {
    // The native date input follows the browser's language: mm/dd/yyyy here, so 04/03/2025 was 3 April.
    const b = useBrowser({ locale: 'en-US' });

    it('reads and shows the sales history and ledger filters as dd/mm/aaaa, sending YYYY-MM-DD, and says so of a day that does not exist', async () => {
        const { page } = b;
        await login(page, 'demo@sipv.mx', 'demo1234');

        await page.goto('/ventas');
        await page.getByRole('heading', { level: 1, name: 'Historial de Ventas' }).waitFor();
        const desde = page.getByLabel('Desde');
        expect(await desde.getAttribute('placeholder')).toBe('dd/mm/aaaa');
        const pedido = pedidoCon(page, '/api/v1/ventas', 'fecha_desde');
        await desde.pressSequentially('04032025');
        expect(filtroDe(await pedido).fecha_desde).toBe('2025-03-04');
        expect(await desde.inputValue()).toBe('04/03/2025');

        const hasta = page.getByLabel('Hasta');
        await hasta.pressSequentially('31/02/2025');
        await page.getByText('La fecha 31/02/2025 no existe.').waitFor();

        await page.goto('/contabilidad');
        await page.getByRole('heading', { level: 1, name: 'Módulo de Contabilidad' }).waitFor();
        const hastaLibro = page.getByLabel('Hasta');
        const pedidoLibro = pedidoCon(page, '/api/v1/contabilidad/movimientos', 'fecha_hasta');
        await hastaLibro.pressSequentially('1/2/2025');
        await hastaLibro.blur();
        expect(filtroDe(await pedidoLibro).fecha_hasta).toBe('2025-02-01');
        expect(await hastaLibro.inputValue()).toBe('01/02/2025');
    });
});
