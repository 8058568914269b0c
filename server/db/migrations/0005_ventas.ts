import type { Kysely, Migration } from 'kysely';

/**
 * The sales history's filters and sorts, each served by an index led by empresa_id. Newest first
 * breaks ties by id, so the date index carries it; the state filter keeps the date order.
 */
export function ventas(): Migration {
    const indices: [string, string, string[]][] = [
        ['ventas', 'ventas_empresa_id_fecha_id_idx', ['empresa_id', 'fecha', 'id']],
        ['ventas', 'ventas_empresa_id_estado_fecha_idx', ['empresa_id', 'estado', 'fecha']],
        ['ventas', 'ventas_empresa_id_total_idx', ['empresa_id', 'total']],
        ['ventas', 'ventas_empresa_id_id_idx', ['empresa_id', 'id']],
        ['notas_credito', 'notas_credito_empresa_id_venta_id_idx', ['empresa_id', 'venta_id']],
    ];
    return {
        async up(db: Kysely<unknown>) {
            for (const [table, name, columns] of indices) await db.schema.createIndex(name).on(table).columns(columns).execute();
        },
    };
}
