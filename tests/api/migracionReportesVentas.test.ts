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
    describe(`migrations 0029_reportes_de_ventas and 0030_categoria_vendida [${engine}]`, () => {
        const base = baseFresca(engine);

        it('records the cost and the category now on every line once and counts the history in the new counters', async () => {
            const db = base();
            await migrar(db, { hasta: '0028_cuentas_de_clientes' });
            const k = db.kysely;
            const ahora = new Date().toISOString();
            const e = (await alta(db, 'empresas', { nombre: 'Antes de 0029', nombre_clave: 'antes de 0029', creado_en: ahora, zona_horaria: 'America/Mexico_City' })).id;
            const usuario = await alta(db, 'usuarios', { empresa_id: e, nombre: 'Ana', apellido: 'Pérez', usuario: 'ana@antes0029.mx', password_hash: 'x', creado_en: ahora });
            const ferreteria = (await alta(db, 'categorias', { empresa_id: e, nombre: 'Ferretería', busqueda: 'ferreteria' })).id;
            const plantilla = await alta(db, 'plantillas', { empresa_id: e, nombre: 'Tornillo', busqueda: 'tornillo', categoria_id: ferreteria, creado_en: ahora, actualizado_en: ahora });
            // A product of the first schema, with no category, sold in December.
            const clavo = await alta(db, 'plantillas', { empresa_id: e, nombre: 'Clavo', busqueda: 'clavo', creado_en: ahora, actualizado_en: ahora });
            const vc = (await alta(db, 'variantes', { empresa_id: e, plantilla_id: clavo.id, posicion: 0, sku: 'CLA-1', sku_busqueda: 'cla-1', precio_venta: 1000, costo_compra: 400, stock: 9000, valores_ids: '[]' })).id;
            const diciembre = await alta(db, 'ventas', { empresa_id: e, usuario_id: usuario.id, fecha: '2024-12-15T18:00:00.000Z', estado: 'Completada', total: 2000 });
            await k
                .insertInto('venta_detalles')
                .values({ empresa_id: e, venta_id: diciembre.id, variante_id: vc, cantidad: 2000, precio_unitario: 1000, precio_lista: 1000, subtotal: 2000, tasa_iva: '16', base: 1724, ieps: 0, iva: 276 } as never)
                .execute();
            await k.insertInto('venta_pagos').values({ empresa_id: e, venta_id: diciembre.id, metodo_pago: 'Efectivo', monto: 2000 } as never).execute();
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
            const nuevas = ['ventas_diarias_vendedor', 'ventas_horarias', 'ventas_producto_vendedor', 'ventas_categoria_vendedor', 'pagos_diarios'];
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

            // 0030: each line under its product's category now (none: NULL), and the category report reads them.
            const categorias = await k.selectFrom('venta_detalles').select(['venta_id', 'categoria_id']).where('empresa_id', '=', e).orderBy('id').execute();
            expect(categorias.map((l) => [l.venta_id, l.categoria_id])).toEqual([
                [diciembre.id, null],
                [venta.id, ferreteria],
                [anulada.id, ferreteria],
            ]);
            const porCategoria = await reporteVentas(db, e, { agrupar: 'categoria', desde: '2024-12-01', hasta: '2025-02-28' });
            expect(porCategoria.filas.map((f) => [f.grupo, f.etiqueta, f.total, f.devoluciones, f.costo])).toEqual([
                [String(ferreteria), 'Ferretería', '195.00', '65.00', '70.00'],
                ['sin', 'Sin categoría', '20.00', '0.00', '8.00'],
            ]);
            // Moving the product now moves none of it.
            await k.updateTable('plantillas').set({ categoria_id: null }).where('id', '=', plantilla.id).execute();
            expect((await reporteVentas(db, e, { agrupar: 'categoria', desde: '2024-12-01', hasta: '2025-02-28' })).filas.map((f) => f.grupo)).toEqual([String(ferreteria), 'sin']);
        });
    });
}
