import { type Kysely, sql } from 'kysely';
import { Duplicado, EnUso } from '../domain/errors.js';
import { isForeignKeyViolation, uniqueViolation } from './constraints.js';
import type { Db } from './createDb.js';
import type { ListParams, ResourceRepo } from './repository.js';
import { containsPattern } from './searchKey.js';
import type { Database } from './tables.js';

/** A row of another table that, while it exists, forbids deleting ours. */
export interface DeleteGuard {
    table: keyof Database;
    column: string;
}

/** The tables whose rows forbid a delete, and the refusal's text; a table nothing references has neither. */
type Guardas = { deleteGuards: [DeleteGuard, ...DeleteGuard[]]; enUso: string } | { deleteGuards?: undefined; enUso?: undefined };

export type TableRepoOptions<Input, Row, Out> = Guardas & {
    table: keyof Database;
    /** Columns written from the input (besides empresa_id and busqueda). */
    toColumns(input: Input): Record<string, unknown>;
    /** The search key stored in `busqueda`: its leading part is the display name, so it also sorts. */
    searchText(input: Input): string;
    toOut(row: Row): Out;
    /** Sort field → column; name-like fields map to `busqueda` for accent-blind order. */
    sortColumns: Record<string, string>;
    /** The list contract's filters that are an equality on a column of the same name. */
    filterColumns?: string[];
    /** Message when the unique (empresa_id, busqueda) key is taken, if the table has one. */
    duplicado?: string;
    /** Extra columns set only on insert (e.g. creado_en). */
    onInsert?: () => Record<string, unknown>;
};

/**
 * The repository of a simple master-data table: company-scoped list with accent-blind search
 * on `busqueda`, get, create, update, and delete guarded by the tables that reference it.
 * Writes run in the caller's transaction (crudRoutes opens one).
 */
export function tableRepo<Input, Row, Out>(options: TableRepoOptions<Input, Row, Out>): ResourceRepo<Input, Out> {
    const { table } = options;
    // Declared together with the guards (Guardas), so only read when a guard refuses.
    const enUso = options.enUso ?? '';
    // The table is chosen at run time, which Kysely's static column types cannot follow.
    const k = (db: Db) => db.kysely as unknown as Kysely<any>;

    const scoped = (db: Db, empresaId: number, params: ListParams) => {
        let query = k(db).selectFrom(table).where('empresa_id', '=', empresaId);
        if (params.termino) query = query.where(sql`busqueda`, 'like', sql`${containsPattern(params.termino)} escape '\\'`);
        if (params.ids) query = query.where('id', 'in', params.ids.length ? params.ids : [0]);
        for (const column of options.filterColumns ?? []) {
            const value = params.filtros[column];
            if (value !== undefined) query = query.where(column, '=', value);
        }
        return query;
    };

    // Only the violation of our own business key is "duplicate"; any other one is a fault.
    const guardedWrite = async <T>(write: () => Promise<T>): Promise<T> => {
        try {
            return await write();
        } catch (error) {
            if (options.duplicado && uniqueViolation(error)?.includes('busqueda')) throw new Duplicado(options.duplicado);
            throw error;
        }
    };

    return {
        async list(db, empresaId, params) {
            const column = options.sortColumns[params.sort] ?? 'busqueda';
            const direction = params.order === 'DESC' ? 'desc' : 'asc';
            const [rows, count] = await Promise.all([
                scoped(db, empresaId, params)
                    .selectAll()
                    // Empty values last in either direction, the same on both engines.
                    .orderBy(sql`${sql.ref(column)} ${sql.raw(direction)} nulls last`)
                    // Ties in the same direction, so the (empresa_id, column) index serves the whole order.
                    .orderBy('id', direction)
                    .limit(params.limit)
                    .offset(params.skip)
                    .execute(),
                scoped(db, empresaId, params).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
            ]);
            return { rows: rows.map((r) => options.toOut(r as Row)), total: Number(count.n) };
        },

        async get(db, empresaId, id) {
            const row = await k(db).selectFrom(table).selectAll().where('empresa_id', '=', empresaId).where('id', '=', id).executeTakeFirst();
            return row ? options.toOut(row as Row) : undefined;
        },

        create: (db, empresaId, input) =>
            guardedWrite(async () => {
                const row = await k(db)
                    .insertInto(table)
                    .values({ ...options.onInsert?.(), ...options.toColumns(input), empresa_id: empresaId, busqueda: options.searchText(input) })
                    .returningAll()
                    .executeTakeFirstOrThrow();
                return options.toOut(row as Row);
            }),

        update: (db, empresaId, id, input) =>
            guardedWrite(async () => {
                const row = await k(db)
                    .updateTable(table)
                    .set({ ...options.toColumns(input), busqueda: options.searchText(input) })
                    .where('empresa_id', '=', empresaId)
                    .where('id', '=', id)
                    .returningAll()
                    .executeTakeFirst();
                return row ? options.toOut(row as Row) : undefined;
            }),

        async remove(db, empresaId, id) {
            db.assertTransaction();
            const exists = await k(db).selectFrom(table).select('id').where('empresa_id', '=', empresaId).where('id', '=', id).executeTakeFirst();
            if (!exists) return false;
            for (const guard of options.deleteGuards ?? []) {
                const used = await k(db)
                    .selectFrom(guard.table)
                    .select(sql`1`.as('x'))
                    .where('empresa_id', '=', empresaId)
                    .where(guard.column, '=', id)
                    .limit(1)
                    .executeTakeFirst();
                if (used) throw new EnUso(enUso);
            }
            try {
                await k(db).deleteFrom(table).where('empresa_id', '=', empresaId).where('id', '=', id).execute();
            } catch (error) {
                // A reference added between the guard and the delete: the foreign key refuses it.
                if (options.deleteGuards && isForeignKeyViolation(error)) throw new EnUso(enUso);
                throw error;
            }
            return true;
        },
    };
}
