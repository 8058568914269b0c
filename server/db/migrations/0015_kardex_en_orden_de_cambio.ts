import type { Kysely, Migration } from 'kysely';

/**
 * A variant's kardex is read in the order its stock changed: by movement id, which each writer
 * takes while it holds the variant's row lock, so each row's `stock_resultante` follows from the
 * one before. Its `fecha` is taken before the lock (and by whichever process's clock), so two
 * sales racing for one variant could sort the other way round by date. The index follows the
 * read and replaces the one by date.
 */
export function kardexEnOrdenDeCambio(): Migration {
    return {
        async up(db: Kysely<unknown>) {
            await db.schema
                .createIndex('movimientos_stock_empresa_id_variante_id_id_idx')
                .on('movimientos_stock')
                .columns(['empresa_id', 'variante_id', 'id'])
                .execute();
            await db.schema.dropIndex('movimientos_stock_empresa_id_variante_id_fecha_id_idx').execute();
        },
    };
}
