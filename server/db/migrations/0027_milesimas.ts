import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../createDb.js';

/**
 * Quantities in thousandths of their unit (issue 33 item 1; CONVENTIONS §6, Quantities): 1.250 kg
 * is 1250, 3 pieces are 3000. Every quantity column is multiplied by 1000 once, so the stock and
 * its movements still add up exactly and a weighed product's 0.750 kg is an integer like any
 * other; the API goes on writing JSON numbers of units (contracts/unidades.ts converts at its
 * edge). On PostgreSQL the columns become bigint: the most a variant may hold (STOCK_MAXIMO, a
 * thousand million units) is 10^12 thousandths, past a 4-byte integer. SQLite's integers are
 * 8 bytes already.
 *
 * The wholesale tiers' minimums (variantes.precios_mayoreo, JSON) are quantities too: rewritten in
 * thousandths, so the checkout compares a line's quantity and a tier's minimum in one unit.
 */
const COLUMNAS: readonly (readonly [tabla: string, columnas: readonly string[]])[] = [
    ['variantes', ['stock']],
    ['movimientos_stock', ['cantidad', 'stock_resultante']],
    ['venta_detalles', ['cantidad']],
    ['nota_credito_detalles', ['cantidad']],
    ['compra_detalles', ['cantidad']],
    ['ventas_diarias_producto', ['cantidad']],
];

export function milesimas(dialect: Dialect): Migration {
    return {
        async up(db: Kysely<any>) {
            for (const [tabla, columnas] of COLUMNAS) {
                if (dialect === 'postgres') {
                    // One rewrite of the table per ALTER: the type and the value change together.
                    const cambios = columnas.map((c) => sql`alter column ${sql.ref(c)} type bigint using ${sql.ref(c)} * 1000`);
                    await sql`alter table ${sql.table(tabla)} ${sql.join(cambios)}`.execute(db);
                } else {
                    const cambios = columnas.map((c) => sql`${sql.ref(c)} = ${sql.ref(c)} * 1000`);
                    await sql`update ${sql.table(tabla)} set ${sql.join(cambios)}`.execute(db);
                }
            }
            const conTiers = await db.selectFrom('variantes').select(['id', 'precios_mayoreo']).where('precios_mayoreo', '<>', '[]').execute();
            for (const v of conTiers) {
                const tiers = JSON.parse(v.precios_mayoreo as string) as { cantidad_minima: number; precio: number }[];
                const enMilesimas = tiers.map((t) => ({ cantidad_minima: Math.round(Number(t.cantidad_minima) * 1000), precio: t.precio }));
                await db.updateTable('variantes').set({ precios_mayoreo: JSON.stringify(enMilesimas) }).where('id', '=', v.id).execute();
            }
        },
    };
}
