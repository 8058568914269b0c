import { type Generated, type Kysely, type Migration, sql } from 'kysely';
import type { Campo, Campos } from '../../contracts/maestro.js';
import { columnas } from './columnas.js';
import type { Dialect } from './createDb.js';

/**
 * A column as a master-data migration writes it: the field kind of contracts/maestro.ts, a
 * reference by the table it points to. Written out in the migration rather than read from the
 * contract, since an applied migration must not change when the contract later gains a field.
 */
export type ColumnaMaestra = Exclude<Campo['tipo'], 'referencia'> | { referencia: string };

/** The name a reference's foreign key is given, so that a write it refuses names its column (tableRepo.ts). */
export const llaveForanea = (tabla: string, columna: string) => `${tabla}_${columna}_fk`;

type Columna<C extends Campo> = C['tipo'] extends 'textoOpcional' ? string | null : C['tipo'] extends 'texto' ? string : number;

/**
 * The Kysely type of a master-data table, from its contract's fields (a yes/no is 0 or 1): what a
 * module adds to `Database` (server/db/tables.ts) by declaration merging.
 */
export type TablaMaestra<C extends Campos> = { id: Generated<number>; empresa_id: number; busqueda: string } & { -readonly [N in keyof C]: Columna<C[N]> };

/**
 * The migration of a master-data table (ARCHITECTURE, "Adding a resource"): `id`, `empresa_id`,
 * the resource's own columns by kind, and `busqueda`, the accent-blind search key that tableRepo
 * searches and sorts by, unique per company so a second record of the same name is `duplicado`.
 * A reference is a foreign key (the referenced record cannot be deleted while it stands) with an
 * index led by the company, which filters the list by it.
 */
export const tablaMaestra =
    (tabla: string, propias: Readonly<Record<string, ColumnaMaestra>>) =>
    (dialect: Dialect): Migration => {
        const { id, empresa, clave } = columnas(dialect);
        return {
            async up(db: Kysely<unknown>) {
                let t = db.schema.createTable(tabla).addColumn('id', 'integer', id).addColumn('empresa_id', 'integer', empresa);
                for (const [columna, tipo] of Object.entries(propias)) {
                    if (typeof tipo === 'object') {
                        t = t.addColumn(columna, 'integer', (c) => c.notNull()).addForeignKeyConstraint(llaveForanea(tabla, columna), [columna], tipo.referencia, ['id']);
                    } else if (tipo === 'booleano') {
                        t = t.addColumn(columna, 'integer', (c) => c.notNull().defaultTo(0).check(sql`${sql.ref(columna)} in (0, 1)`));
                    } else {
                        t = t.addColumn(columna, tipo === 'numero' ? 'integer' : 'text', (c) => (tipo === 'textoOpcional' ? c : c.notNull()));
                    }
                }
                await t
                    .addColumn('busqueda', clave, (c) => c.notNull())
                    .addUniqueConstraint(`${tabla}_empresa_busqueda_uq`, ['empresa_id', 'busqueda'])
                    .execute();
                for (const [columna, tipo] of Object.entries(propias)) {
                    if (typeof tipo === 'object') {
                        await db.schema.createIndex(`${tabla}_empresa_id_${columna}_idx`).on(tabla).columns(['empresa_id', columna]).execute();
                    }
                }
            },
            async down(db: Kysely<unknown>) {
                await db.schema.dropTable(tabla).execute();
            },
        };
    };
