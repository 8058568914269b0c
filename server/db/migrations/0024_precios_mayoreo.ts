import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Wholesale prices (mayoreo, issue 33, item 3).
 *
 * - `variantes.precios_mayoreo`: the variant's tiers as JSON text, `[{"cantidad_minima": 12,
 *   "precio": 1500}, …]` (minimums as the API writes quantities, prices in cents), lowest minimum
 *   first, '[]' for none. A JSON column rather than a child table because the checkout prices a
 *   sale from one statement under a throughput gate (ventas.service.ts, venderEn's first read):
 *   the tiers come with the variant's row as one more column, where a child table would need a
 *   correlated aggregate in that read on both engines, and the tiers are only ever read and
 *   written whole with their variant (at most 5; never searched or joined by tier). The product
 *   contract validates them (contracts/productos.ts) before they are written.
 * - `venta_detalles.precio_lista`: the variant's list price when the line was sold, next to the
 *   unit price charged (`precio_unitario`, a tier's when the quantity reached one): the sale's
 *   detail says 'Mayoreo' where they differ, and discounts (issue 33, item 4) start from it.
 *   Lines already written were sold at their list price: it is their unit price.
 */
export function preciosMayoreo(): Migration {
    return {
        async up(db: Kysely<any>) {
            await db.schema
                .alterTable('variantes')
                .addColumn('precios_mayoreo', 'text', (c) => c.notNull().defaultTo('[]'))
                .execute();
            await db.schema
                .alterTable('venta_detalles')
                .addColumn('precio_lista', 'bigint', (c) => c.notNull().defaultTo(0))
                .execute();
            await sql`update venta_detalles set precio_lista = precio_unitario`.execute(db);
        },
    };
}
