import type { Kysely, Migration } from 'kysely';

/**
 * Discounts at checkout (issue 33, item 4).
 *
 * - `venta_detalles.descuento`: everything the line gave away, in cents — its own discount plus its
 *   share of the sale's (contracts/calculo.ts preciarLineas). With `precio_lista` (migration 0024)
 *   and `precio_unitario` (the tier's unit price, as before) a line keeps its list price, the unit
 *   price charged and its discount, as the issue asks. `subtotal` is now what the line charged:
 *   cantidad × precio_unitario − descuento; taxes are split from it and returns refund from it.
 * - `ventas.descuento`: the sale's discounts in total (Σ its lines'), so a report can tell what was
 *   given away without reading the lines.
 * Lines and sales already written had no discount: 0.
 */
export function descuentos(): Migration {
    return {
        async up(db: Kysely<any>) {
            await db.schema
                .alterTable('venta_detalles')
                .addColumn('descuento', 'bigint', (c) => c.notNull().defaultTo(0))
                .execute();
            await db.schema
                .alterTable('ventas')
                .addColumn('descuento', 'bigint', (c) => c.notNull().defaultTo(0))
                .execute();
        },
    };
}
