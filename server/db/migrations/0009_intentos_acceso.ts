import type { Kysely, Migration } from 'kysely';

/**
 * Attempt counters of the login and registration throttles, in the database so that several
 * server processes behind one PostgreSQL share them (a process keeps no state of its own).
 * `reinicia_en` is epoch milliseconds: the same arithmetic on both engines.
 */
export function intentosAcceso(): Migration {
    return {
        async up(db: Kysely<unknown>) {
            await db.schema
                .createTable('intentos_acceso')
                .addColumn('clave', 'text', (c) => c.primaryKey())
                .addColumn('intentos', 'integer', (c) => c.notNull())
                .addColumn('reinicia_en', 'bigint', (c) => c.notNull())
                .execute();
            await db.schema.createIndex('intentos_acceso_reinicia_en_idx').on('intentos_acceso').column('reinicia_en').execute();
        },
    };
}
