import { describe, expect, it } from 'vitest';
import { reporteVentas } from '../../server/modules/reportes/ventas.repo.js';
import { contadoresDescuadrados } from '../helpers/contadores.js';
import { alta, baseFresca } from '../helpers/migracion.js';
import { ENGINES, migrar } from '../helpers/testServer.js';

/**
 * Migration 0029_reportes_de_ventas on a shop with history: lines already sold take their
 * variant's cost once (and credit-note lines the cost of their units), and the documents already
 * written are counted into the sales report's counters, in the company's zone, exactly as the
 * counters module counts new ones (the tests' rebuild from the documents agrees).
 */
for (const engine of ENGINES) {
    describe(`migration 0029_reportes_de_ventas [${engine}]`, () => {
        const base = baseFresca(engine);

        it('records the cost now on every line once and counts the history in the new counters', async () => {
            const db = base();
            await migrar(db, { hasta: '0028_cuentas_de_clientes' });
            const k = db.kysely;
            const ahora = new Date().toISOString();
            const e = (await alta(db, 'empresas', { nombre: 'Antes de 0029', nombre_clave: 'antes de 0029', creado_en: ahora, zona_horaria: 'America/Mexico_City' })).id;
            const usuario = await alta(db, 'usuarios', { empresa_id: e, nombre: 'Ana', apellido: 'Pérez', usuario: 'ana@antes0029.mx', password_hash: 'x', creado_en: ahora });
            const plantilla = await alta(db, 'plantillas', { empresa_id: e, nombre: 'Tornillo', busqueda: 'tornillo', creado_en: ahora, actualizado_en: ahora });
            const v = (
                await alta(db, 'variantes', { empresa_id: e, plantilla_id: plantilla.id, posicion: 0, sku: 'TOR-1', sku_busqueda: 'tor-1', precio_venta: 6500, costo_compra: 3500, stock: 47_000, valores_ids: '[]' })
            ).id;
            // 23:30 on 31 January in Mexico City; paid $200.00 in cash for $195.00 (change $5.00), by card $0.
            const venta = await alta(db, 'ventas', { empresa_id: e, usuario_id: usuario.id, fecha: '2025-02-01T05:30:00.000Z', estado: 'Con Devolución', total: 19_500 });
            await k
                .insertInto('venta_detalles')
                .values({ empresa_id: e, venta_id: venta.id, variante_id: v, cantidad: 3000, precio_unitario: 6500, precio_lista: 6500, subtotal: 19_500, tasa_iva: '16', base: 16_810, ieps: 0, iva: 2690 } as never)
                .execute();
            await k.insertInto('venta_pagos').values({ empresa_id: e, venta_id: venta.id, metodo_pago: 'Efectivo', monto: 20_000 } as never).execute();
            const nota = await alta(db, 'notas_credito', { empresa_id: e, venta_id: venta.id, usuario_id: usuario.id, fecha: '2025-02-03T18:00:00.000Z', total_devuelto: 6500, reembolso_efectivo: 6500 });
            await k.insertInto('nota_credito_detalles').values({ empresa_id: e, nota_credito_id: nota.id, variante_id: v, cantidad: 1000, monto_devuelto: 6500, base: 5603, ieps: 0, iva: 897 } as never).execute();
            const anulada = await alta(db, 'ventas', { empresa_id: e, usuario_id: usuario.id, fecha: '2025-02-02T18:00:00.000Z', estado: 'Cancelada', total: 6500 });
            await k
                .insertInto('venta_detalles')
                .values({ empresa_id: e, venta_id: anulada.id, variante_id: v, cantidad: 1000, precio_unitario: 6500, precio_lista: 6500, subtotal: 6500, tasa_iva: '16', base: 5603, ieps: 0, iva: 897 } as never)
                .execute();

            await migrar(db);

            expect((await k.selectFrom('venta_detalles').select('costo_compra').where('venta_id', '=', venta.id).executeTakeFirstOrThrow()).costo_compra).toEqual(3500);
            expect(Number((await k.selectFrom('nota_credito_detalles').select('costo').where('nota_credito_id', '=', nota.id).executeTakeFirstOrThrow()).costo)).toBe(3500);
            // A later change of cost moves nothing already sold.
            await k.updateTable('variantes').set({ costo_compra: 9000 }).where('id', '=', v).execute();
            // The older counters were not written by this fixture (it inserts documents straight): only the new ones are checked.
            const nuevas = ['ventas_diarias_vendedor', 'ventas_horarias', 'ventas_producto_vendedor', 'pagos_diarios'];
            expect((await contadoresDescuadrados(db)).filter((d) => nuevas.includes(d.split(' ')[0]))).toEqual([]);
            // Its product's cost, in its day's row, its month's and its decena's (reportes/periodos.ts, Month rows).
            const costos = await k.selectFrom('ventas_producto_vendedor').select(['dia', 'costo']).where('empresa_id', '=', e).where('dia', 'like', '2025-01%').orderBy('dia').execute();
            expect(costos.map((f) => [f.dia, Number(f.costo)])).toEqual([
                ['2025-01', 10_500],
                ['2025-01-31', 10_500],
                ['2025-01/3', 10_500],
            ]);
            const dias = await reporteVentas(db, e, { agrupar: 'dia', desde: '2025-01-31', hasta: '2025-02-03' });
            expect(dias.filas.map((f) => [f.grupo, f.ventas, f.total, f.devoluciones, f.costo])).toEqual([
                ['2025-01-31', 1, '195.00', '0.00', '105.00'],
                ['2025-02-01', 0, '0.00', '0.00', '0.00'],
                ['2025-02-02', 0, '0.00', '0.00', '0.00'],
                ['2025-02-03', 0, '0.00', '65.00', '-35.00'],
            ]);
            const pagos = await reporteVentas(db, e, { agrupar: 'metodo_pago', desde: '2025-01-31', hasta: '2025-02-03' });
            expect(pagos.filas).toEqual([expect.objectContaining({ grupo: 'Efectivo', ventas: 1, total: '195.00', devoluciones: '65.00' })]);
            expect((await reporteVentas(db, e, { agrupar: 'hora', desde: '2025-01-31', hasta: '2025-02-03' })).filas.map((f) => f.grupo)).toEqual(['1-12', '5-23']);
        });
    });
}
