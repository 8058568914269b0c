import { type Kysely, type Migration, sql } from 'kysely';
import { columnas } from '../columnas.js';
import type { Dialect } from '../createDb.js';

/** Rows each daily total is spread over on PostgreSQL. */
export const RANURAS = 16;

/** The two daily totals every sale moves, with their key before this migration. */
const TABLAS = [
    { tabla: 'contabilidad_diaria', clave: ['empresa_id', 'dia', 'tipo', 'categoria'], valores: ['movimientos', 'monto'] },
    { tabla: 'ventas_diarias', clave: ['empresa_id', 'dia', 'estado'], valores: ['ventas', 'total'] },
] as const;

/**
 * Spreads today's ledger total (contabilidad_diaria) and sales count (ventas_diarias) over
 * RANURAS rows per key on PostgreSQL, told apart by `ranura`, which each write picks at random
 * (the column's default). With one row per day, every sale of a shop updated the same two rows
 * and held their locks until its commit, so concurrent checkouts queued there one commit (one
 * WAL flush) after another; spread, they rarely meet and commit together. Readers already sum
 * over the rows of a day. SQLite runs one write transaction at a time: nothing to spread, so
 * its writes all go to ranura 0. Existing rows become ranura 0.
 */
export function totalesRepartidos(dialect: Dialect): Migration {
    const { empresa } = columnas(dialect);
    return {
        async up(db: Kysely<any>) {
            for (const { tabla, clave, valores } of TABLAS) {
                if (dialect === 'postgres') {
                    await sql`alter table ${sql.table(tabla)} add column ranura smallint not null default 0`.execute(db);
                    await sql`alter table ${sql.table(tabla)} alter column ranura set default floor(random() * ${sql.lit(RANURAS)})::smallint`.execute(db);
                    await sql`alter table ${sql.table(tabla)} drop constraint ${sql.id(`${tabla}_pk`)}`.execute(db);
                    await sql`alter table ${sql.table(tabla)} add constraint ${sql.id(`${tabla}_pk`)} primary key (${sql.join([...clave, 'ranura'].map((c) => sql.id(c)))})`.execute(db);
                    continue;
                }
                // SQLite cannot change a primary key: the table is rebuilt with the new one.
                const nueva = `${tabla}_nueva`;
                await db.schema
                    .createTable(nueva)
                    .addColumn('empresa_id', 'integer', empresa)
                    .$call((t) => clave.slice(1).reduce((b, col) => b.addColumn(col, 'text', (c) => c.notNull()), t))
                    .addColumn('ranura', 'integer', (c) => c.notNull().defaultTo(0))
                    .addColumn(valores[0], 'integer', (c) => c.notNull())
                    .addColumn(valores[1], 'bigint', (c) => c.notNull())
                    .addPrimaryKeyConstraint(`${tabla}_pk`, [...clave, 'ranura'] as never)
                    .modifyEnd(sql`without rowid`)
                    .execute();
                const copiadas = sql.join([...clave, ...valores].map((c) => sql.id(c)));
                await sql`insert into ${sql.table(nueva)} (${copiadas}) select ${copiadas} from ${sql.table(tabla)}`.execute(db);
                await db.schema.dropTable(tabla).execute();
                await db.schema.alterTable(nueva).renameTo(tabla).execute();
            }
        },
    };
}
