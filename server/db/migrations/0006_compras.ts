import type { Kysely, Migration } from 'kysely';

/**
 * Purchase orders and the kardex: the orders list filters by estado (sorted by date) and sorts
 * by total; a variant's history is read newest first with the id breaking ties of one instant,
 * so its index carries the id too and replaces the one without it.
 */
export function indicesCompras(): Migration {
    return {
        async up(db: Kysely<unknown>) {
            await db.schema.createIndex('compras_empresa_id_estado_fecha_emision_idx').on('compras').columns(['empresa_id', 'estado', 'fecha_emision']).execute();
            await db.schema.createIndex('compras_empresa_id_total_idx').on('compras').columns(['empresa_id', 'total']).execute();
            await db.schema
                .createIndex('movimientos_stock_empresa_id_variante_id_fecha_id_idx')
                .on('movimientos_stock')
                .columns(['empresa_id', 'variante_id', 'fecha', 'id'])
                .execute();
            await db.schema.dropIndex('movimientos_stock_empresa_id_variante_id_fecha_idx').execute();
        },
    };
}
