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

/**
 * Issue 33's settings: `etiqueta_bascula`, the scale-label format as JSON text (null: the till
 * reads no labels; contracts/bascula.ts), and `descuento_maximo`, what a cashier without
 * ventas:descontar_sin_limite may discount, in hundredths of a percent: 10 % (1000) for every
 * existing and new company (contracts/empresa.ts DESCUENTO_MAXIMO_PREDETERMINADO says why).
 */
export function basculaYDescuentos(): Migration {
    return {
        async up(db: Kysely<any>) {
            await db.schema.alterTable('empresas').addColumn('etiqueta_bascula', 'text').execute();
            await db.schema
                .alterTable('empresas')
                .addColumn('descuento_maximo', 'integer', (c) => c.notNull().defaultTo(1000).check(sql`descuento_maximo between 0 and 10000`))
                .execute();
        },
    };
}
