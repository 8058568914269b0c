import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, login, productoNuevo, useBrowser } from '../helpers/browser.js';

/** A sale's row in the history, by its id cell exactly ('#8' is not the row of sale #81). */
const filaDeVenta = (page: Page, id: number) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: `#${id}`, exact: true }) });

/** A checkout's answer, caught as the till sends it. */
const checkout = (page: Page) => page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/v1/ventas/pos/checkout'));

/** The till's 'Caja' menu, one of its items chosen. */
async function menuCaja(page: Page, item: string) {
    await page.getByTestId('caja-encabezado').getByRole('button', { name: 'Caja', exact: true }).click();
    await page.getByRole('menuitem', { name: item }).click();
    return page.getByRole('dialog', { name: item });
}

/** A scan, then the payment dialog (F9). */
async function alCobro(page: Page, sku: string, total: string) {
    const caja = page.getByLabel('Buscar producto (nombre o SKU)');
    await expect.poll(() => caja.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(`${sku}\n`);
    await page.getByTestId('total-venta').getByText(`Total: ${total}`).waitFor();
    await page.keyboard.press('F9');
    return page.getByRole('dialog', { name: 'Pago' });
}

/** The theme's error red (src/theme.ts), as the browser computes it. */
const ROJO = 'rgb(198, 40, 40)';

describe('corte de caja: un turno de cajero, de la apertura al corte Z', () => {
    const b = useBrowser();
    const tag = Date.now().toString(36);

    it('opens the caja with $500, sells in cash with change and by card, takes out $100 as a gasto, voids the cash sale, closes with a blind count $10 short; the owner sees the Z, the faltante in the ledger and every step in the bitácora', async () => {
        const { page } = b;

        // The owner hires a cashier who counts blind: their own caja, selling, the history and
        // voiding, but not caja:supervisar (the expected cash stays hidden until the count).
        await login(page, 'demo@sipv.mx', 'demo1234');
        const rol = await api<{ id: number }>(page, 'POST', '/api/v1/roles/', {
            nombre: `Cajero de turno ${tag}`,
            // The till's scan reads the catalogue (productos:leer), its customer box the customers.
            permisos: ['caja:operar', 'ventas:crear', 'ventas:leer', 'ventas:cancelar', 'productos:leer', 'clientes:leer'],
        });
        const usuario = `rosa.${tag}@tienda.mx`;
        await api(page, 'POST', '/api/v1/usuarios/', { nombre: 'Rosa', apellido: 'Mendoza', usuario, contrasena: 'rosa-segura-8', rol_id: rol.id });
        const termo = { nombre: `Termo Turno ${tag}`, sku: `TER-${tag}`.toUpperCase() };
        const foco = { nombre: `Foco Turno ${tag}`, sku: `FOC-${tag}`.toUpperCase() };
        const termoCreado = await productoNuevo(page, { ...termo, precio_venta: '185.50', stock: 5 });
        await productoNuevo(page, { ...foco, precio_venta: '64.00', stock: 5 });
        await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
        await page.waitForURL('**/login');

        // The cashier arrives at the till: no session of theirs is open, so it asks for the float.
        await login(page, usuario, 'rosa-segura-8');
        await page.goto('/pos');
        const apertura = page.getByRole('dialog', { name: 'Abrir Caja' });
        await apertura.getByLabel('Fondo inicial').fill('500');
        const abierta = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/caja/sesiones/'));
        await apertura.getByRole('button', { name: 'Guardar' }).click();
        const sesion = (await (await abierta).json()) as { id: number; caja: string; fondo_inicial: string; estado: string };
        expect(sesion).toMatchObject({ caja: 'Caja 1', fondo_inicial: '500.00', estado: 'Abierta' });
        await apertura.waitFor({ state: 'detached' });
        const encabezado = page.getByTestId('caja-encabezado');
        await encabezado.getByText(/^Caja 1 · desde \d\d:\d\d$/).waitFor();

        // A sale in cash with change: $185.50 paid with a $200 bill, $14.50 back.
        let pago = await alCobro(page, termo.sku, '$185.50');
        await pago.getByRole('button', { name: '$200', exact: true }).click();
        await pago.getByText('Cambio: $14.50').waitFor();
        let vendida = checkout(page);
        await pago.getByLabel('Monto').press('Enter');
        const enEfectivo = (await (await vendida).json()) as { id: number; total: string; cambio: string };
        expect(enEfectivo).toMatchObject({ total: '185.50', cambio: '14.50' });
        await page.getByTestId('venta-exitosa').getByText(`Venta #${enEfectivo.id} registrada`).waitFor();

        // A sale by card: $64.00 on a debit card, no cash in the drawer.
        pago = await alCobro(page, foco.sku, '$64.00');
        await pago.getByLabel('Método de pago').selectOption('Tarjeta de Débito');
        await pago.getByLabel('Monto').fill('64');
        await pago.getByLabel('Monto').press('Enter');
        await pago.getByText('Tarjeta de Débito: $64.00').waitFor();
        vendida = checkout(page);
        await pago.getByRole('button', { name: 'Finalizar Venta' }).click();
        const conTarjeta = (await (await vendida).json()) as { id: number; total: string; cambio: string };
        expect(conTarjeta).toMatchObject({ total: '64.00', cambio: '0.00' });
        await page.getByTestId('venta-exitosa').getByText(`Venta #${conTarjeta.id} registrada`).waitFor();

        // $100 out of the drawer for the shop's water: a gasto, which the ledger books.
        const motivoGasto = `Garrafón de agua ${tag}`;
        const salida = await menuCaja(page, 'Salida de Efectivo');
        await salida.getByLabel('Monto').fill('100');
        await salida.getByLabel('Motivo').fill(motivoGasto);
        await salida.getByLabel('Es un gasto').check();
        await salida.getByRole('button', { name: 'Guardar' }).click();
        await salida.waitFor({ state: 'detached' });
        await page.getByText('Movimiento registrado.').waitFor();

        // The cash sale is voided from its detail, with its reason: the thermos goes back on the shelf.
        await page.goto('/ventas');
        await filaDeVenta(page, enEfectivo.id).getByRole('link', { name: 'Ver' }).click();
        await page.getByRole('heading', { name: `Detalle de Venta #${enEfectivo.id}` }).waitFor();
        await page.getByRole('button', { name: 'Cancelar Venta' }).click();
        const cancelar = page.getByRole('dialog', { name: `Cancelar Venta #${enEfectivo.id}` });
        await cancelar.getByText('$185.50').waitFor();
        await cancelar.getByLabel('Motivo de la cancelación').fill('El cliente se arrepintió en la caja');
        await cancelar.getByRole('button', { name: 'Sí, cancelar venta' }).click();
        await page.getByText(`Venta #${enEfectivo.id} cancelada.`).waitFor();
        await page.getByText('Cancelada', { exact: true }).waitFor();
        const termoDespues = await api<{ variantes: { stock: number }[] }>(page, 'GET', `/api/v1/productos/plantillas/${termoCreado.id}`);
        expect(termoDespues.variantes[0].stock).toBe(5);

        // What the drawer should hold, from what was done: the float, the cash sale's $200 less its
        // $14.50 change, the $100 out, and the voided sale's $185.50 back out of the expectation.
        const esperado = 500_00 + (200_00 - 14_50) - 100_00 - 185_50;
        expect(esperado).toBe(400_00);

        // Corte X, blind: the cashier sees what went in and out, never what the drawer should hold.
        await page.goto('/pos');
        await encabezado.getByText(/^Caja 1 · desde/).waitFor();
        const corteX = await menuCaja(page, 'Corte X');
        const hojaX = corteX.getByRole('article', { name: 'Corte X' });
        await hojaX.getByText(`Sesión #${sesion.id} · Caja 1`).waitFor();
        const textoX = await hojaX.innerText();
        for (const parte of ['Fondo inicial', '$500.00', 'Tarjeta de Débito', '$64.00', 'Salidas', '$100.00']) expect(textoX).toContain(parte);
        expect(textoX).not.toContain('Efectivo esperado');
        await corteX.getByRole('button', { name: 'Cerrar', exact: true }).click();
        await corteX.waitFor({ state: 'detached' });

        // Cerrar Caja: the count first, bill by bill ($200 + $100 + $50 + 2 × $20 = $390, $10
        // short), nothing expected on screen until it is confirmed.
        const cierre = await menuCaja(page, 'Cerrar Caja');
        for (const [billete, piezas] of [['$200', '1'], ['$100', '1'], ['$50', '1'], ['$20', '2']] as const) {
            await cierre.getByLabel(`Piezas de Billete ${billete}`, { exact: true }).fill(piezas);
        }
        await expect.poll(() => cierre.getByTestId('conteo-total').innerText()).toBe('$390.00');
        expect(await cierre.getByText('Efectivo esperado').count()).toBe(0);
        const cerrada = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/api/v1/caja/sesiones/${sesion.id}/cierre/`));
        await cierre.getByRole('button', { name: 'Confirmar conteo' }).click();
        expect(await (await cerrada).json()).toMatchObject({ estado: 'Cerrada', efectivo_esperado: '400.00', efectivo_contado: '390.00', diferencia: '-10.00' });

        // The Z report: expected, counted, and the faltante of −$10.00 in red.
        const z = page.getByRole('dialog', { name: 'Corte Z' });
        await z.getByTestId('cierre-esperado').getByText('$400.00').waitFor();
        await z.getByTestId('cierre-contado').getByText('$390.00').waitFor();
        const diferencia = z.getByTestId('cierre-diferencia');
        await diferencia.getByText('Faltante').waitFor();
        const monto = diferencia.locator('[data-diferencia="faltante"]');
        expect(await monto.innerText()).toBe('-$10.00');
        expect(await monto.evaluate((el) => getComputedStyle(el).color)).toBe(ROJO);
        const textoZ = await z.getByRole('article', { name: 'Corte Z' }).innerText();
        for (const parte of ['Efectivo esperado', '$400.00', 'Efectivo contado', '$390.00', 'Faltante', '-$10.00', 'Billete $20 x 2']) expect(textoZ).toContain(parte);
        // Behind it the till's header already says the caja is closed.
        await encabezado.getByText('Caja cerrada').waitFor();
        await z.getByRole('button', { name: 'Cerrar', exact: true }).click();
        await z.waitFor({ state: 'detached' });

        // The owner reads the day.
        await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
        await page.waitForURL('**/login');
        await login(page, 'demo@sipv.mx', 'demo1234');

        // The ledger: the gasto and the faltante, both egresos.
        await page.goto('/contabilidad');
        const faltante = page.getByRole('row').filter({ hasText: `Faltante de caja: sesión #${sesion.id} (Caja 1)` });
        await faltante.getByText('-$10.00').waitFor();
        await page.getByRole('row').filter({ hasText: motivoGasto }).getByText('-$100.00').waitFor();

        // The bitácora, the cashier's entries only: every step, newest first.
        await page.goto('/bitacora');
        await page.getByRole('heading', { name: 'Bitácora' }).waitFor();
        await page.getByLabel('Usuario', { exact: true }).selectOption({ label: usuario });
        const pasos = page.locator('main tbody tr');
        await expect.poll(() => pasos.count()).toBe(4);
        const filas = await pasos.evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())));
        expect(filas.map((f) => f[2])).toEqual(['Cierre de caja', 'Venta cancelada', 'Movimiento de efectivo', 'Apertura de caja']);
        expect(filas.map((f) => f[3])).toEqual([`Sesión de caja #${sesion.id}`, `Venta #${enEfectivo.id}`, `Sesión de caja #${sesion.id}`, `Sesión de caja #${sesion.id}`]);
        expect(filas[0][4]).toContain('Estado: Abierta → Cerrada');
        expect(filas[1][4]).toContain('Estado: Completada → Cancelada');
        expect(filas[1][4]).toContain('El cliente se arrepintió en la caja');
        expect(filas[2][4]).toContain('$100.00');
        expect(filas[3][4]).toContain('Fondo inicial: $500.00');
        // The close's entry, opened: what was expected, what was counted, the difference.
        await pasos.first().click();
        const entrada = page.getByRole('dialog', { name: /: Cierre de caja$/ });
        const valores = entrada.getByRole('table', { name: /^Valores de la entrada/ });
        for (const [campo, valor] of [['Efectivo esperado', '$400.00'], ['Efectivo contado', '$390.00'], ['Diferencia', '-$10.00']]) {
            await valores.getByRole('row').filter({ has: page.getByRole('cell', { name: campo, exact: true }) }).getByRole('cell', { name: valor, exact: true }).waitFor();
        }
        await entrada.getByRole('button', { name: 'Cerrar', exact: true }).click();
        await entrada.waitFor({ state: 'detached' });

        // Cortes de Caja: the session closed, its difference in red.
        await page.goto('/caja');
        const fila = page.getByRole('row').filter({ has: page.getByRole('cell', { name: `#${sesion.id}`, exact: true }) });
        await fila.getByText('Rosa Mendoza').waitFor();
        await fila.getByText('Cerrada', { exact: true }).waitFor();
        await fila.getByText('$400.00').waitFor();
        await fila.getByText('$390.00').waitFor();
        const enLista = fila.locator('[data-diferencia="faltante"]');
        expect(await enLista.innerText()).toBe('-$10.00');
        expect(await enLista.evaluate((el) => getComputedStyle(el).color)).toBe(ROJO);
    });
});
