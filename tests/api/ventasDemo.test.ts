import { importeDeMilesimas } from '../../contracts/calculo.js';
import { TZDate } from '@date-fns/tz';
import { seedDemoShop } from '../../server/demo/demoShop.js';
import { CAJERO_DEMO } from '../../server/demo/equipoDemo.js';
import { getVenta } from '../../server/modules/ventas/ventas.repo.js';
import { describeEachEngine } from '../helpers/testServer.js';

/** The demo shop's two weeks of sales, written through the checkout and return services. */
describeEachEngine('ventas: demo shop', (server) => {
    it('holds two weeks of sales in the shop time zone that add up: lines, payments, stock and returns', async () => {
        const { db } = server();
        expect(await seedDemoShop(db)).toBe(true);
        const k = db.kysely;
        const empresa = await k.selectFrom('empresas').select(['id', 'zona_horaria']).executeTakeFirstOrThrow();
        const ventas = await k.selectFrom('ventas').selectAll().where('empresa_id', '=', empresa.id).orderBy('id').execute();

        // Several a day over 14 days of the shop's calendar, within opening hours, none in the future.
        const dias = new Map<string, number>();
        for (const v of ventas) {
            const local = new TZDate(Date.parse(v.fecha), empresa.zona_horaria);
            expect(local.getHours()).toBeGreaterThanOrEqual(9);
            expect(local.getHours()).toBeLessThan(20);
            expect(Date.parse(v.fecha)).toBeLessThanOrEqual(Date.now());
            const dia = `${local.getFullYear()}-${local.getMonth() + 1}-${local.getDate()}`;
            dias.set(dia, (dias.get(dia) ?? 0) + 1);
        }
        expect(dias.size).toBeGreaterThanOrEqual(13);
        expect([...dias.values()].filter((n) => n >= 3).length).toBeGreaterThanOrEqual(12);
        // Ids follow time, as if sold at the till.
        expect(ventas.map((v) => v.fecha)).toEqual([...ventas.map((v) => v.fecha)].sort());

        const lineas = await k.selectFrom('venta_detalles').selectAll().where('empresa_id', '=', empresa.id).execute();
        const pagos = await k.selectFrom('venta_pagos').selectAll().where('empresa_id', '=', empresa.id).execute();
        for (const v of ventas) {
            const suyas = lineas.filter((l) => l.venta_id === v.id);
            expect(suyas.length).toBeGreaterThan(0);
            expect(suyas.reduce((t, l) => t + Number(l.subtotal), 0)).toBe(Number(v.total));
            expect(pagos.filter((p) => p.venta_id === v.id).reduce((t, p) => t + Number(p.monto), 0)).toBeGreaterThanOrEqual(Number(v.total));
        }
        const metodosPorVenta = ventas.map((v) => pagos.filter((p) => p.venta_id === v.id).length);
        expect(metodosPorVenta.some((n) => n >= 2)).toBe(true);
        expect(ventas.some((v) => v.cliente_id === null)).toBe(true);
        expect(ventas.some((v) => v.cliente_id !== null)).toBe(true);

        const notas = await k.selectFrom('notas_credito').selectAll().where('empresa_id', '=', empresa.id).execute();
        expect(notas.length).toBeGreaterThanOrEqual(2);
        for (const n of notas) {
            const venta = ventas.find((v) => v.id === n.venta_id);
            expect(venta?.estado).toBe('Con Devolución');
            expect(Date.parse(n.fecha)).toBeGreaterThan(Date.parse(venta?.fecha ?? ''));
            // Brought back while the shop is open, to whoever holds the till then.
            const hora = new TZDate(Date.parse(n.fecha), empresa.zona_horaria).getHours();
            expect(hora >= 9 && hora < 20, n.fecha).toBe(true);
        }

        // Every variant's movements add up to its stock, and none is dated before the opening.
        const descuadres = await k
            .selectFrom('variantes as v')
            .leftJoin('movimientos_stock as m', 'm.variante_id', 'v.id')
            .select((eb) => ['v.id', 'v.stock', eb.fn.coalesce(eb.fn.sum<number>('m.cantidad'), eb.lit(0)).as('suma')])
            .where('v.empresa_id', '=', empresa.id)
            .groupBy(['v.id', 'v.stock'])
            .execute();
        expect(descuadres.filter((d) => Number(d.suma) !== d.stock)).toEqual([]);
        const primeraVenta = ventas[0].fecha;
        const apertura = await k.selectFrom('movimientos_stock').select('fecha').where('tipo', '=', 'STOCK_INICIAL').execute();
        expect(apertura.every((m) => m.fecha < primeraVenta)).toBe(true);
    });
    it('gives a few percent of its sales a discount whose lines add up, a cashier\'s within descuento_maximo', async () => {
        const { db } = server();
        // The server is shared with the test above: the demo is seeded once, whichever runs first.
        await seedDemoShop(db);
        const k = db.kysely;
        const empresa = await k.selectFrom('empresas').select(['id', 'descuento_maximo']).executeTakeFirstOrThrow();
        const cajero = await k.selectFrom('usuarios').select('id').where('usuario', '=', CAJERO_DEMO.username).executeTakeFirstOrThrow();
        const ventas = await k.selectFrom('ventas').selectAll().where('empresa_id', '=', empresa.id).execute();
        const lineas = await k.selectFrom('venta_detalles').selectAll().where('empresa_id', '=', empresa.id).execute();
        const descontadas = ventas.filter((v) => Number(v.descuento) > 0);
        // Realistic: some, but only a few percent of the history.
        expect(descontadas.length).toBeGreaterThanOrEqual(3);
        expect(descontadas.length / ventas.length).toBeLessThan(0.2);
        const maximo = Number(empresa.descuento_maximo);
        for (const v of descontadas) {
            const suyas = lineas.filter((l) => l.venta_id === v.id);
            // Each line charged its list amount less its discount; the sale is their sum, and its
            // descuento the sum of theirs: the ticket's 'Usted ahorró' adds up.
            for (const l of suyas) expect(Number(l.subtotal)).toBe(importeDeMilesimas({ cantidad: Number(l.cantidad), precio: Number(l.precio_unitario) }) - Number(l.descuento));
            expect(suyas.reduce((t, l) => t + Number(l.subtotal), 0)).toBe(Number(v.total));
            expect(suyas.reduce((t, l) => t + Number(l.descuento), 0)).toBe(Number(v.descuento));
            // The sale's detail (what the ticket and the history read) answers what it saved.
            const detalle = await getVenta(db, empresa.id, v.id);
            expect(Math.round(Number(detalle?.ahorro) * 100)).toBeGreaterThanOrEqual(Number(v.descuento));
            if (v.usuario_id === cajero.id) {
                // Within the cap on every line, give or take the cent a sale's discount rounds to.
                for (const l of suyas) expect(Number(l.descuento) * 10_000).toBeLessThan(importeDeMilesimas({ cantidad: Number(l.cantidad), precio: Number(l.precio_unitario) }) * maximo + 10_000);
            }
        }
        expect(descontadas.some((v) => v.usuario_id === cajero.id)).toBe(true);
        // Every discount is traced to who gave it.
        const auditadas = await k.selectFrom('bitacora').select('entidad_id').where('empresa_id', '=', empresa.id).where('tipo', '=', 'venta.descuento').execute();
        expect(auditadas.map((a) => Number(a.entidad_id)).sort((a, b) => a - b)).toEqual(descontadas.map((v) => v.id).sort((a, b) => a - b));
    });
});
