import { type Kysely, sql } from 'kysely';
import type { Campos } from '../../contracts/maestro.js';
import { DatoInvalido, Duplicado, EnUso } from '../domain/errors.js';
import { isForeignKeyViolation, uniqueViolation } from './constraints.js';
import type { Db } from './createDb.js';
import { type ListParams, porLotes, type ResourceRepo } from './repository.js';
import { containsPattern, searchKey } from './searchKey.js';
import { llaveForanea } from './tablaMaestra.js';
import type { Database } from './tables.js';

/** A row of another table that, while it exists, forbids deleting ours. */
export interface DeleteGuard {
    table: keyof Database;
    column: string;
    /** Its own refusal, when it says something the resource's `enUso` does not. */
    enUso?: string;
}

/**
 * The tables whose rows forbid a delete, and the refusal's text. A table referenced only through
 * foreign keys (another master-data resource's `referencia`) has the text alone: the key refuses.
 * A table nothing references has neither.
 */
type Guardas = { deleteGuards?: [DeleteGuard, ...DeleteGuard[]]; enUso: string } | { deleteGuards?: undefined; enUso?: undefined };

/** A column holding the id of a row of another table of the same company (a master-data `referencia`). */
export interface Referencia {
    columna: string;
    tabla: keyof Database;
    /** The 422's text when the id names no row of the caller's company. */
    inexistente: string;
}

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
    /** Extra columns set only on update, from the input (may be SQL over the row's current values). */
    onUpdate?: (input: Input) => Record<string, unknown>;
    /**
     * Other unique keys of the table and their 409: `clave` is found in the violation's description
     * (PostgreSQL's index name, SQLite's columns or index name), the message is built from the
     * columns written. The database decides, so two concurrent writes cannot both pass.
     */
    unicos?: { clave: string; mensaje: (columnas: Record<string, unknown>) => string }[];
    /** Ids the input carries, checked against the company before a write (a 422 at the column). */
    referencias?: Referencia[];
};

/**
 * The repository of a simple master-data table: company-scoped list with accent-blind search
 * on `busqueda`, get, create, update, and delete guarded by the tables that reference it.
 * Writes run in the caller's transaction (crudRoutes opens one).
 */
export function tableRepo<Input, Row, Out>(options: TableRepoOptions<Input, Row, Out>): ResourceRepo<Input, Out> {
    const { table } = options;
    // Declared together with the guards (Guardas), so only read when a guard or a foreign key refuses.
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

    const referencias = options.referencias ?? [];

    // Each reference must name a row of the caller's company (a 422 at its field). Only the
    // violation of our own business key is "duplicate"; any other one is a fault.
    const guardedWrite = async <T>(db: Db, empresaId: number, input: Record<string, unknown>, write: () => Promise<T>): Promise<T> => {
        for (const r of referencias) {
            const existe = await k(db).selectFrom(r.tabla).select('id').where('empresa_id', '=', empresaId).where('id', '=', input[r.columna]).executeTakeFirst();
            if (!existe) throw new DatoInvalido(r.columna, r.inexistente);
        }
        try {
            return await write();
        } catch (error) {
            const violada = uniqueViolation(error);
            if (options.duplicado && violada?.includes('busqueda')) throw new Duplicado(options.duplicado);
            const unico = violada === null ? undefined : options.unicos?.find((u) => violada.includes(u.clave));
            if (unico) throw new Duplicado(unico.mensaje(input));
            // A referenced row deleted between the check and the write (PostgreSQL names the key).
            const rota = isForeignKeyViolation(error) && referencias.find((r) => (error as { constraint?: string }).constraint === llaveForanea(table, r.columna));
            if (rota) throw new DatoInvalido(rota.columna, rota.inexistente);
            throw error;
        }
    };

    /** The list's rows in its order: empty values last in either direction, the same on both engines. */
    const ordenada = (db: Db, empresaId: number, params: ListParams) => {
        const column = options.sortColumns[params.sort] ?? 'busqueda';
        const direction = params.order === 'DESC' ? 'desc' : 'asc';
        return (
            scoped(db, empresaId, params)
                .selectAll()
                .orderBy(sql`${sql.ref(column)} ${sql.raw(direction)} nulls last`)
                // Ties in the same direction, so the (empresa_id, column) index serves the whole order.
                .orderBy('id', direction)
        );
    };

    return {
        async *exportar(db, empresaId, params) {
            for await (const row of porLotes(db, () => ordenada(db, empresaId, params))) yield options.toOut(row as Row);
        },

        async list(db, empresaId, params) {
            const [rows, count] = await Promise.all([
                ordenada(db, empresaId, params)
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
            guardedWrite(db, empresaId, options.toColumns(input), async () => {
                const row = await k(db)
                    .insertInto(table)
                    .values({ ...options.onInsert?.(), ...options.toColumns(input), empresa_id: empresaId, busqueda: options.searchText(input) })
                    .returningAll()
                    .executeTakeFirstOrThrow();
                return options.toOut(row as Row);
            }),

        update: (db, empresaId, id, input) =>
            guardedWrite(db, empresaId, options.toColumns(input), async () => {
                const row = await k(db)
                    .updateTable(table)
                    .set({ ...options.toColumns(input), ...options.onUpdate?.(input), busqueda: options.searchText(input) })
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
                if (used) throw new EnUso(guard.enUso ?? enUso);
            }
            try {
                await k(db).deleteFrom(table).where('empresa_id', '=', empresaId).where('id', '=', id).execute();
            } catch (error) {
                // A reference added between the guard and the delete, or one no guard lists (another
                // master-data resource's `referencia`): the foreign key refuses it.
                if (options.enUso !== undefined && isForeignKeyViolation(error)) throw new EnUso(enUso);
                throw error;
            }
            return true;
        },
    };
}

/**
 * The repository of a master-data table declared by field kinds (contracts/maestro.ts): each
 * field is its own column (a yes/no is 0 or 1), the first one names the record (`busqueda`, its
 * search and sort key, unique per company: `duplicado`), every other field but a reference sorts
 * by its column, and a reference filters the list and is checked against the company on writes.
 */
export function repoMaestro<Input, Out>(
    options: { table: keyof Database; campos: Campos; duplicado: string } & Guardas,
): ResourceRepo<Input, Out> {
    const { campos } = options;
    const nombres = Object.keys(campos);
    const [nombre] = nombres;
    const deCampos = (valor: (n: string) => unknown) => Object.fromEntries(nombres.map((n) => [n, valor(n)]));
    const refs = nombres.flatMap((n) => {
        const campo = campos[n];
        return campo.tipo === 'referencia' ? [{ columna: n, tabla: campo.recurso as keyof Database, inexistente: campo.inexistente }] : [];
    });
    return tableRepo<Record<string, unknown>, Record<string, unknown>, Out>({
        ...options,
        toColumns: (input) => deCampos((n) => (campos[n].tipo === 'booleano' ? Number(input[n] === true) : input[n])),
        searchText: (input) => searchKey(String(input[nombre])),
        toOut: (row) => ({ id: row.id, ...deCampos((n) => (campos[n].tipo === 'booleano' ? row[n] === 1 : row[n])) }) as Out,
        sortColumns: { id: 'id', ...Object.fromEntries(nombres.filter((n) => campos[n].tipo !== 'referencia').map((n) => [n, n])), [nombre]: 'busqueda' },
        filterColumns: refs.map((r) => r.columna),
        referencias: refs,
    }) as ResourceRepo<Input, Out>;
}
