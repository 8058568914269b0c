import { type Kysely, type Migration, sql } from 'kysely';

/**
 * A role may hold every permission, present and future: the `Administrador` role of each company
 * does (CONVENTIONS §1), so a permission added by a later version reaches every existing
 * administrator without a data migration per permission.
 */
export function rolTodosLosPermisos(): Migration {
    return {
        async up(db: Kysely<unknown>) {
            await db.schema
                .alterTable('roles')
                .addColumn('todos_los_permisos', 'integer', (c) => c.notNull().defaultTo(0).check(sql`todos_los_permisos in (0, 1)`))
                .execute();
            await sql`update roles set todos_los_permisos = 1 where nombre = 'Administrador'`.execute(db);
        },
    };
}
