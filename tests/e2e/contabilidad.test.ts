import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { formatCantidad } from '../../src/common/cantidad.js';
import { formatMoney } from '../../src/common/money.js';
import { abrirCaja, login, productoNuevo, recortes, useBrowser } from '../helpers/browser.js';

/** A card's or tile's value once loaded (not '...'). */
async function valor(region: Locator): Promise<string> {
    const texto = region.locator('p');
    await expect.poll(() => texto.textContent(), { timeout: 10_000 }).not.toBe('...');
    return (await texto.textContent()) ?? '';
}

const centavos = (texto: string) => Math.round(Number(texto.replace(/[^0-9.-]/g, '')) * 100);
const dinero = (c: number) => formatMoney(c / 100);

describe('contabilidad y dashboard: un gasto, una venta, y las cifras que los siguen', () => {
    const b = useBrowser();
    const tag = Date.now().toString(36);

    it('records an expense, sees the cards change, sells at the POS, and sees the dashboard tiles and the ledger follow', async () => {
        const { page } = b;
        await login(page, 'demo@sipv.mx', 'demo1234');

        // The ledger as it stands.
        await page.goto('/contabilidad');
        await page.getByRole('heading', { name: 'Libro Mayor' }).waitFor();
        const card = (name: string) => page.getByRole('region', { name });
        const egresos = centavos(await valor(card('Egresos Totales')));
        const ingresos = centavos(await valor(card('Ingresos Totales')));
        const balance = centavos(await valor(card('Balance General')));
        expect(balance).toBe(ingresos - egresos);

        // An expense through the modal: Egreso is the default.
        await page.getByRole('button', { name: '+ Crear Movimiento' }).click();
        const modal = page.getByRole('dialog', { name: 'Crear Movimiento Contable' });
        await expect.poll(() => modal.getByRole('combobox', { name: 'Tipo' }).textContent()).toBe('Egreso');
        await modal.getByLabel('Monto').fill('123.45');
        await modal.getByLabel('Concepto').fill(`Gasto e2e ${tag}`);
        await modal.getByLabel('Categoría').fill('Pruebas');
        await modal.getByRole('button', { name: 'Guardar' }).click();
        await modal.waitFor({ state: 'detached' });
        const gasto = page.getByRole('row').filter({ hasText: `Gasto e2e ${tag}` });
        await gasto.getByText('-$123.45').waitFor();
        await expect.poll(() => card('Egresos Totales').locator('p').textContent()).toBe(dinero(egresos + 12_345));
        await expect.poll(() => card('Balance General').locator('p').textContent()).toBe(dinero(balance - 12_345));

        // The dashboard before the sale.
        await page.goto('/');
        const tile = (name: string) => page.getByRole('region', { name });
        // Shown grouped ('1,451' once other journeys have sold that much today).
        const transacciones = Number((await valor(tile('Transacciones de Hoy'))).replace(/,/g, ''));
        const ingresosHoy = centavos(await valor(tile('Ingresos de Hoy')));
        // Beneath the net (today's sales less today's refunds): 'Ventas $X · Devoluciones $Y'.
        const ventasHoy = async () => centavos(/Ventas (\S+)/.exec((await tile('Ingresos de Hoy').textContent()) ?? '')?.[1] ?? '');
        const ventasAntes = await ventasHoy();

        // A sale at the POS: two scans of a fresh product, F9, $200 in cash, Enter.
        const sku = `LIN-${tag}`.toUpperCase();
        await productoNuevo(page, { nombre: `Linterna Libro ${tag}`, sku, precio_venta: '75.25', costo_compra: '40.00', stock: 10 });
        // The demo shop sells only inside an open cash session (opening one posts nothing).
        await abrirCaja(page);
        await page.goto('/pos');
        const caja = page.getByLabel('Buscar producto (nombre o SKU)');
        await expect.poll(() => caja.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.type(`${sku}\n`);
        await page.getByRole('table', { name: 'Carrito' }).getByRole('row').filter({ hasText: sku }).waitFor();
        await page.keyboard.type(`${sku}\n`);
        await page.getByTestId('total-venta').getByText('Total: $150.50').waitFor();
        await page.keyboard.press('F9');
        const pago = page.getByRole('dialog', { name: 'Pago' });
        await pago.getByRole('button', { name: '$200' }).click();
        await pago.getByText('Cambio: $49.50').waitFor();
        const vendida = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/v1/ventas/pos/checkout'));
        await pago.getByLabel('Monto').press('Enter');
        const venta = (await (await vendida).json()) as { id: number; total: string };
        expect(venta.total).toBe('150.50');
        await page.getByTestId('venta-exitosa').getByText(`Venta #${venta.id} registrada`).waitFor();

        // The dashboard follows: one more transaction, its total in today's income.
        await page.goto('/');
        await expect.poll(() => tile('Transacciones de Hoy').locator('p').textContent()).toBe(formatCantidad(transacciones + 1));
        await expect.poll(() => tile('Ingresos de Hoy').locator('p').textContent()).toBe(dinero(ingresosHoy + 15_050));
        // The average is over today's sales, refunds aside.
        await expect.poll(ventasHoy).toBe(ventasAntes + 15_050);
        const promedio = Math.round((ventasAntes + 15_050) / (transacciones + 1));
        await expect.poll(() => tile('Ticket Promedio de Hoy').locator('p').textContent()).toBe(dinero(promedio));
        // The 30-day chart (its own chunk, after the tiles) draws in the real browser, within the CSP.
        const grafica = page.getByRole('region', { name: 'Ventas de los Últimos 30 Días' });
        await grafica.getByText(/^Total de los 30 días: \$[\d,.]+ en [\d,]+ transacciones$/).waitFor();
        await grafica.locator('svg rect').first().waitFor({ state: 'attached' });
        // Its amounts axis shows whole figures ("$6,000.00"), not labels cut short ("$6,…").
        const montos = grafica.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel');
        await montos.first().waitFor();
        expect((await montos.allTextContents()).filter((t) => !/^\$[\d,]+\.\d\d$/.test(t))).toEqual([]);

        // The ledger follows: the sale's posting, linked to it, with no edit or delete.
        await page.goto('/contabilidad');
        const asiento = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Venta #${venta.id}`, exact: true }) });
        await asiento.getByText('+$150.50').waitFor();
        expect(await recortes(page, 768)).toEqual([]);
        expect(await asiento.getByRole('button', { name: /Editar|Eliminar/ }).count()).toBe(0);
        await expect.poll(() => card('Ingresos Totales').locator('p').textContent()).toBe(dinero(ingresos + 15_050));
        await expect.poll(() => card('Balance General').locator('p').textContent()).toBe(dinero(balance - 12_345 + 15_050));
        await asiento.getByRole('link', { name: `Venta #${venta.id}`, exact: true }).click();
        await page.waitForURL(`**/ventas/${venta.id}`);
    });
});
