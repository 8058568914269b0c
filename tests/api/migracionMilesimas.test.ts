import { describe, expect, it } from 'vitest';
import { alta, baseFresca } from '../helpers/migracion.js';
import { ENGINES, migrar } from '../helpers/testServer.js';

/**
 * Migration 0027_milesimas on a shop with history: every quantity column is multiplied by 1000
 * once (stock, movements and their balances, sale, return and purchase lines, the daily units
 * sold) and the wholesale tiers' minimums with them; amounts are left alone. Afterwards a stock
 * past a 4-byte integer fits (PostgreSQL's columns are bigint now).
 */
for (const engine of ENGINES) {
    describe(`migration 0027_milesimas [${engine}]`, () => {
        const base = baseFresca(engine);

        it('multiplies every quantity by 1000 and keeps every amount', async () => {
            const db = base();
            await migrar(db, { hasta: '0026_descuentos' });
            const k = db.kysely;
            const ahora = new Date().toISOString();
            const empresa = await alta(db, 'empresas', { nombre: 'Antes de 0027', nombre_clave: 'antes de 0027', creado_en: ahora });
            const e = empresa.id;
            const usuario = await alta(db, 'usuarios', { empresa_id: e, nombre: 'Ana', apellido: 'Pérez', usuario: 'ana@antes.mx', password_hash: 'x', creado_en: ahora });
            const proveedor = await alta(db, 'proveedores', { empresa_id: e, nombre_empresa: 'Granos SA', busqueda: 'granos sa' });
            const plantilla = await alta(db, 'plantillas', { empresa_id: e, nombre: 'Tornillo', busqueda: 'tornillo', creado_en: ahora, actualizado_en: ahora });
            const variante = await alta(db, 'variantes', {
                empresa_id: e,
                plantilla_id: plantilla.id,
                posicion: 0,
                sku: 'TOR-1',
                sku_busqueda: 'tor-1',
                precio_venta: 6500,
                costo_compra: 3500,
                stock: 47,
                valores_ids: '[]',
                precios_mayoreo: '[{"cantidad_minima":12,"precio":5900},{"cantidad_minima":24,"precio":5450}]',
            });
            const v = variante.id;
            await k.insertInto('movimientos_stock').values({ empresa_id: e, variante_id: v, cantidad: 50, stock_resultante: 50, tipo: 'STOCK_INICIAL', fecha: ahora } as never).execute();
            await k.insertInto('movimientos_stock').values({ empresa_id: e, variante_id: v, cantidad: -3, stock_resultante: 47, tipo: 'VENTA', fecha: ahora } as never).execute();
            const venta = await alta(db, 'ventas', { empresa_id: e, usuario_id: usuario.id, fecha: ahora, estado: 'Con Devolución', total: 19500 });
            await k
                .insertInto('venta_detalles')
                .values({ empresa_id: e, venta_id: venta.id, variante_id: v, cantidad: 3, precio_unitario: 6500, precio_lista: 6500, subtotal: 19500, tasa_iva: '16', base: 16810, ieps: 0, iva: 2690 } as never)
                .execute();
            const nota = await alta(db, 'notas_credito', { empresa_id: e, venta_id: venta.id, usuario_id: usuario.id, fecha: ahora, total_devuelto: 6500 });
            await k.insertInto('nota_credito_detalles').values({ empresa_id: e, nota_credito_id: nota.id, variante_id: v, cantidad: 1, monto_devuelto: 6500, base: 5603, ieps: 0, iva: 897 } as never).execute();
            const compra = await alta(db, 'compras', { empresa_id: e, proveedor_id: proveedor.id, usuario_id: usuario.id, fecha_emision: ahora, estado: 'Pendiente', total: 35000 });
            await k.insertInto('compra_detalles').values({ empresa_id: e, compra_id: compra.id, variante_id: v, cantidad: 10, costo_unitario: 3500, subtotal_linea: 35000 } as never).execute();
            await k.insertInto('ventas_diarias_producto').values({ empresa_id: e, dia: '2026-11-20', plantilla_id: plantilla.id, cantidad: 2 } as never).execute();

            await migrar(db);

            const numero = (x: unknown) => Number(x);
            const fila = await k.selectFrom('variantes').select(['stock', 'precio_venta', 'costo_compra', 'precios_mayoreo']).where('id', '=', v).executeTakeFirstOrThrow();
            expect([numero(fila.stock), numero(fila.precio_venta), numero(fila.costo_compra)]).toEqual([47_000, 6500, 3500]);
            expect(JSON.parse(fila.precios_mayoreo)).toEqual([
                { cantidad_minima: 12_000, precio: 5900 },
                { cantidad_minima: 24_000, precio: 5450 },
            ]);
            const movs = await k.selectFrom('movimientos_stock').select(['cantidad', 'stock_resultante']).where('variante_id', '=', v).orderBy('id').execute();
            expect(movs.map((m) => [numero(m.cantidad), numero(m.stock_resultante)])).toEqual([
                [50_000, 50_000],
                [-3_000, 47_000],
            ]);
            const linea = await k.selectFrom('venta_detalles').select(['cantidad', 'subtotal', 'precio_unitario']).where('venta_id', '=', venta.id).executeTakeFirstOrThrow();
            expect([numero(linea.cantidad), numero(linea.subtotal), numero(linea.precio_unitario)]).toEqual([3_000, 19500, 6500]);
            const devuelta = await k.selectFrom('nota_credito_detalles').select(['cantidad', 'monto_devuelto']).where('nota_credito_id', '=', nota.id).executeTakeFirstOrThrow();
            expect([numero(devuelta.cantidad), numero(devuelta.monto_devuelto)]).toEqual([1_000, 6500]);
            const pedida = await k.selectFrom('compra_detalles').select(['cantidad', 'subtotal_linea']).where('compra_id', '=', compra.id).executeTakeFirstOrThrow();
            expect([numero(pedida.cantidad), numero(pedida.subtotal_linea)]).toEqual([10_000, 35000]);
            const vendidos = await k.selectFrom('ventas_diarias_producto').select('cantidad').where('empresa_id', '=', e).executeTakeFirstOrThrow();
            expect(numero(vendidos.cantidad)).toBe(2_000);

            // A billion units, in thousandths, fits the column now.
            await k.updateTable('variantes').set({ stock: 1_000_000_000_000 }).where('id', '=', v).execute();
            expect(numero((await k.selectFrom('variantes').select('stock').where('id', '=', v).executeTakeFirstOrThrow()).stock)).toBe(1_000_000_000_000);
        });
    });
}
