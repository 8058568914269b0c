import { type QueryCreator, type RawBuilder, sql } from 'kysely';
import type { Db } from './createDb.js';
import type { Database } from './tables.js';

/**
 * Writes one module hands to another so they travel in the other's statement: on PostgreSQL
 * each becomes a data-modifying CTE of that statement (one round trip for both modules' work,
 * which is most of a checkout's cost there); SQLite, in process, runs them one after another.
 * Each is built on the query creator it is given, so the same code serves both. They must not
 * read what a sibling CTE writes: all CTEs of a statement see the data as it was before it.
 */
export type Escrituras = (qc: QueryCreator<Database>) => { execute(): Promise<unknown> }[];

/** Runs `escrituras` one after another in the caller's transaction: the path without a host statement. */
export async function ejecutarEscrituras(tx: Db, escrituras: Escrituras | undefined): Promise<void> {
    for (const escritura of escrituras?.(tx.kysely) ?? []) await escritura.execute();
}

/**
 * Adds `escrituras` to a statement's CTE list (`with`), named `prefijo_0`, `prefijo_1`, …:
 * PostgreSQL runs every data-modifying CTE exactly once, whether or not the final SELECT reads it.
 */
export function conEscrituras<D>(consulta: QueryCreator<D>, qc: QueryCreator<Database>, escrituras: Escrituras | undefined, prefijo: string): QueryCreator<D> {
    return (escrituras?.(qc) ?? []).reduce((q, escritura, i) => q.with(`${prefijo}_${i}`, () => escritura as never) as QueryCreator<D>, consulta);
}

/** The same for a statement written as raw SQL: `, prefijo_0 as (…), …` to follow its last CTE. */
export function ctesDe(escrituras: Escrituras | undefined, qc: QueryCreator<Database>, prefijo: string): RawBuilder<unknown> {
    return sql.join(
        (escrituras?.(qc) ?? []).map((escritura, i) => sql`, ${sql.id(`${prefijo}_${i}`)} as (${escritura as never})`),
        sql``,
    );
}
