import type { Kysely, Migration } from 'kysely';

/** Every sortable list column has an index led by empresa_id (name sorts use `busqueda`'s). */
export function indicesDeOrden(): Migration {
    const indices: [string, string][] = [
        ['clientes', 'email'],
        ['clientes', 'rfc'],
        ['clientes', 'estado'],
        ['proveedores', 'persona_contacto'],
        ['proveedores', 'email'],
    ];
    return {
        async up(db: Kysely<unknown>) {
            for (const [table, column] of indices) {
                await db.schema.createIndex(`${table}_empresa_id_${column}_idx`).on(table).columns(['empresa_id', column]).execute();
            }
        },
    };
}
