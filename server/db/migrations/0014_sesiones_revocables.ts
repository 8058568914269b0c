import type { Kysely, Migration } from 'kysely';

/**
 * `usuarios.version_credenciales`: a token carries the version its user had when it was signed,
 * and stands only while the user still has it. A new password or a deactivation moves it on, so
 * every session opened before ends at its next request (a token is otherwise good until it
 * expires). Existing rows and tokens without the claim start at 0: an upgrade logs nobody out.
 */
export function sesionesRevocables(): Migration {
    return {
        async up(db: Kysely<any>) {
            await db.schema
                .alterTable('usuarios')
                .addColumn('version_credenciales', 'integer', (c) => c.notNull().defaultTo(0))
                .execute();
        },
    };
}
