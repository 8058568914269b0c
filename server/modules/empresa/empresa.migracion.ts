import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The company's settings (CONVENTIONS §6) beyond its name and time zone: the ticket's header and
 * footer, and `caja_obligatoria` (a sale or a cash refund needs an open cash session), off for
 * every existing and new company: the spec's flow sells without one.
 */
export function ajustesEmpresa(): Migration {
    return {
        async up(db: Kysely<any>) {
            await db.schema.alterTable('empresas').addColumn('encabezado_ticket', 'text').execute();
            await db.schema.alterTable('empresas').addColumn('pie_ticket', 'text').execute();
            await db.schema
                .alterTable('empresas')
                .addColumn('caja_obligatoria', 'integer', (c) => c.notNull().defaultTo(0).check(sql`caja_obligatoria in (0, 1)`))
                .execute();
        },
    };
}
