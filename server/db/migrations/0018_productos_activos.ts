import { type Kysely, type Migration, sql } from 'kysely';

/**
 * A product (plantilla) can be retired: `activo` 1 or 0, every existing product active. An
 * inactive product is left out of the till's and the purchase order's searches and cannot be
 * sold or ordered, but keeps its history (sales, receipts, kardex), which is why a product with
 * history is deactivated instead of deleted.
 *
 * The list's new filter (`activo`, in the products screen, the till's and the order's searches)
 * is served by (empresa_id, activo, busqueda): the company's active or inactive products in the
 * list's default order, name.
 */
export function productosActivos(): Migration {
    return {
        async up(db: Kysely<any>) {
            await db.schema
                .alterTable('plantillas')
                .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(1).check(sql`activo in (0, 1)`))
                .execute();
            await db.schema.createIndex('plantillas_empresa_id_activo_busqueda_idx').on('plantillas').columns(['empresa_id', 'activo', 'busqueda']).execute();
        },
    };
}
