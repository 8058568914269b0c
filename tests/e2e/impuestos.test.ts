import { expect } from 'vitest';
import { abrirCaja, api, login, productoNuevo, useBrowser } from '../helpers/browser.js';

/** A row of the tax report as the API answers it. */
interface FilaImpuesto {
    impuesto: 'IVA' | 'IEPS';
    tipo_factor: 'Tasa' | 'Exento';
    tasa: string | null;
    base_ventas: string;
    importe_ventas: string;
    base_devoluciones: string;
    importe_devoluciones: string;
    base_neta: string;
    importe_neto: string;
}

/** Pesos as cents, exactly ('17.28' → 1728). */
const centavos = (pesos: string | undefined) => (pesos === undefined ? 0 : Math.round(Number(pesos) * 100));
/** Cents as the screens write them: 3328 → '$33.28'. */
const enPesos = (c: number) => `$${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('impuestos: datos fiscales, venta con IVA 16 %, 0 % e IEPS, ticket con el desglose, devolución y reporte del día', () => {
    const b = useBrowser();
    const tag = Date.now().toString(36);

    it("sets the company's RFC, sells three products at different rates at the till, reads the ticket's breakdown, returns one unit and sees the day's net in the tax report", async () => {
        const { page } = b;
        await login(page, 'demo@sipv.mx', 'demo1234');

        // The owner gives the shop its fiscal data in /configuracion.
        await page.goto('/configuracion');
        await page.getByRole('heading', { name: 'Datos fiscales' }).waitFor();
        const rfc = page.getByLabel('RFC', { exact: true });
        await rfc.fill('EKU9003173C9');
        await page.getByLabel('Razón social').fill('Ferretería Demo');
        const guardado = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/api/v1/empresa/'));
        await page.getByRole('button', { name: 'Guardar' }).click();
        expect((await guardado).status()).toBe(200);
        const empresa = await api<{ rfc: string; zona_horaria: string }>(page, 'GET', '/api/v1/empresa/');
        expect(empresa.rfc).toBe('EKU9003173C9');

        // Three products, each at its own taxes: a tool at IVA 16 %, a 20 L water jug at 0 %, a
        // snack at 16 % with IEPS 8 % (IVA charged on the base plus the IEPS).
        const tool = { nombre: `Llave Fiscal ${tag}`, sku: `LLF-${tag}`.toUpperCase() };
        const agua = { nombre: `Garrafón Fiscal ${tag}`, sku: `GAF-${tag}`.toUpperCase() };
        const botana = { nombre: `Botana Fiscal ${tag}`, sku: `BTF-${tag}`.toUpperCase() };
        await productoNuevo(page, { ...tool, precio_venta: '116.00', stock: 5, iva: '16', ieps: null });
        await productoNuevo(page, { ...agua, precio_venta: '25.00', stock: 5, iva: '0', ieps: null });
        await productoNuevo(page, { ...botana, precio_venta: '125.28', stock: 5, iva: '16', ieps: '0.08' });

        // Today in the shop's zone, and what the report said of it before this sale.
        const hoy = await page.evaluate((zona) => new Intl.DateTimeFormat('en-CA', { timeZone: zona }).format(new Date()), empresa.zona_horaria);
        const reporte = () => api<{ impuestos: FilaImpuesto[] }>(page, 'GET', `/api/v1/reportes/impuestos?desde=${hoy}&hasta=${hoy}`);
        const antes = (await reporte()).impuestos;

        // The till: three scans, paid in cash.
        await abrirCaja(page);
        await page.goto('/pos');
        const caja = page.getByLabel('Buscar producto (nombre o SKU)');
        await expect.poll(() => caja.evaluate((el) => el === document.activeElement)).toBe(true);
        for (const p of [tool, agua, botana]) await page.keyboard.type(`${p.sku}\n`);
        await page.getByTestId('total-venta').getByText('Total: $266.28').waitFor();
        await page.keyboard.press('F9');
        const pago = page.getByRole('dialog', { name: 'Pago' });
        await pago.getByLabel('Monto').fill('300');
        await pago.getByLabel('Monto').press('Enter');
        await pago.getByText('Cambio: $33.72').waitFor();
        const vendida = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/v1/ventas/pos/checkout'));
        await pago.getByLabel('Monto').press('Enter');
        const venta = (await (await vendida).json()) as { id: number; total: string };
        expect(venta.total).toBe('266.28');

        // The ticket: the issuer's fiscal data, the subtotal without taxes and each tax at its rate.
        const panel = page.getByTestId('venta-exitosa');
        await panel.getByRole('link', { name: 'Imprimir ticket' }).click();
        await page.waitForURL(`**/ventas/${venta.id}/ticket`);
        const ticket = page.getByRole('article', { name: `Ticket de Venta #${venta.id}` });
        await ticket.getByText('RFC: EKU9003173C9').waitFor();
        const texto = await ticket.innerText();
        // $116.00 = 100.00 + 16.00; $25.00 at 0 %; $125.28 = 100.00 + IEPS 8.00 + IVA 17.28 (16 % of 108.00).
        for (const [etiqueta, importe] of [
            ['Subtotal', '$225.00'],
            ['IVA 16 %', '$33.28'],
            ['IVA 0 %', '$0.00'],
            ['IEPS 8 %', '$8.00'],
        ]) {
            expect(texto).toMatch(new RegExp(`${etiqueta.replace(/ /g, '\\s+')}\\s+\\${importe.replace('.', '\\.')}`));
        }
        expect(texto).toContain('$266.28');
        expect(texto).toContain('Este ticket no es un comprobante fiscal.');

        // The sale's taxes as the API keeps them, CFDI's shapes.
        const detalle = await api<{ impuestos: { impuesto: string; tasa: string | null; base: string; importe: string }[] }>(page, 'GET', `/api/v1/ventas/${venta.id}`);
        expect(detalle.impuestos).toEqual([
            { impuesto: 'IVA', tipo_factor: 'Tasa', tasa: '0.160000', base: '208.00', importe: '33.28' },
            { impuesto: 'IVA', tipo_factor: 'Tasa', tasa: '0.000000', base: '25.00', importe: '0.00' },
            { impuesto: 'IEPS', tipo_factor: 'Tasa', tasa: '0.080000', base: '100.00', importe: '8.00' },
        ]);

        // One snack comes back: $125.28, its base and taxes with it.
        await page.goto(`/ventas/${venta.id}/devolucion`);
        await page.getByRole('heading', { name: `Procesar Devolución para Venta #${venta.id}` }).waitFor();
        await page.getByRole('spinbutton', { name: `Cantidad a Devolver de ${botana.nombre}` }).fill('1');
        await page.getByRole('row').filter({ hasText: 'TOTAL A REEMBOLSAR' }).getByText('$125.28').waitFor();
        await page.getByRole('button', { name: 'Confirmar Devolución' }).click();
        await page.getByRole('dialog', { name: 'Confirmar devolución' }).getByRole('button', { name: 'Sí, devolver $125.28' }).click();
        await page.getByText('Devolución procesada correctamente.').waitFor();

        // The report of the day moved by exactly this sale less its return.
        const despues = (await reporte()).impuestos;
        const fila = (filas: FilaImpuesto[], impuesto: string, tasa: string) => filas.find((f) => f.impuesto === impuesto && f.tasa === tasa);
        const cambio = (impuesto: string, tasa: string, columna: keyof FilaImpuesto) => centavos(fila(despues, impuesto, tasa)?.[columna] as string) - centavos(fila(antes, impuesto, tasa)?.[columna] as string);
        expect(cambio('IVA', '0.160000', 'base_ventas')).toBe(20800);
        expect(cambio('IVA', '0.160000', 'importe_ventas')).toBe(3328);
        expect(cambio('IVA', '0.160000', 'base_devoluciones')).toBe(10800);
        expect(cambio('IVA', '0.160000', 'importe_devoluciones')).toBe(1728);
        expect(cambio('IVA', '0.160000', 'importe_neto')).toBe(1600);
        expect(cambio('IVA', '0.000000', 'base_neta')).toBe(2500);
        expect(cambio('IEPS', '0.080000', 'importe_neto')).toBe(0);

        // …and the screen shows the day as the API does.
        await page.goto(`/reportes/impuestos?desde=${hoy}&hasta=${hoy}`);
        const iva16 = page.getByRole('row').filter({ hasText: 'IVA 16 %' });
        await iva16.getByText(enPesos(centavos(fila(despues, 'IVA', '0.160000')?.importe_neto))).first().waitFor();
        await page.getByRole('row').filter({ hasText: 'IEPS 8 %' }).waitFor();
    });
});
