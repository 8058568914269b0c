import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Index entries every checkout writes and no read needs:
 * - ventas (empresa_id, fecha) leads both (empresa_id, fecha, id) and (empresa_id, fecha, estado,
 *   total), which serve each of its reads;
 * - the ledger's one-posting-per-document keys were written for every movement, NULL origin
 *   included: as partial indexes (`… is not null`), a sale's posting writes one entry, not three,
 *   and a manual movement none. Uniqueness is unchanged (NULLs never collided), and a lookup by
 *   an origin (`venta_id = ?`) implies the predicate on both engines.
 */
export function indicesDeEscritura(): Migration {
    return {
        async up(db: Kysely<any>) {
            await db.schema.dropIndex('ventas_empresa_id_fecha_idx').execute();
            for (const origen of ['venta_id', 'nota_credito_id', 'compra_id']) {
                const nombre = `movimientos_contables_empresa_id_${origen}_uq`;
                await db.schema.dropIndex(nombre).execute();
                await db.schema
                    .createIndex(nombre)
                    .on('movimientos_contables')
                    .columns(['empresa_id', origen])
                    .unique()
                    .where(sql.ref(origen), 'is not', null)
                    .execute();
            }
        },
    };
}
