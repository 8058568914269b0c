import type { Db } from './createDb.js';

/** A list request as repositories take it, whichever dialect the client spoke. */
export interface ListParams {
    skip: number;
    limit: number;
    /** Free-text search, already reduced to its search key. */
    termino?: string;
    /** A field of the list's contract (validated before it gets here). */
    sort: string;
    order: 'ASC' | 'DESC';
    /** Only these ids (react-admin's getMany). */
    ids?: number[];
    /** The contract's other filters, parsed by their schemas. */
    filtros: Record<string, unknown>;
}

/**
 * An export's rows are read this many at a time (a PostgreSQL cursor's fetch, Kysely's
 * `stream(LOTE_DE_EXPORTACION)`). On SQLite a stream holds the one connection until it ends: an
 * export reads nothing else while it streams.
 */
export const LOTE_DE_EXPORTACION = 1000;

export interface Page<T> {
    rows: T[];
    total: number;
}

/**
 * What the CRUD routes need from a resource's repository. Every call is scoped to one company
 * and takes a `Db` that may be a transaction: writes are called inside one opened by the route.
 */
export interface ResourceRepo<Input, Out> {
    list(db: Db, empresaId: number, params: ListParams): Promise<Page<Out>>;
    /** Every row the list's filters select, in its order (skip and limit ignored), streamed: the CSV export. */
    exportar?(db: Db, empresaId: number, params: ListParams): AsyncIterable<Out>;
    get(db: Db, empresaId: number, id: number): Promise<Out | undefined>;
    create(db: Db, empresaId: number, input: Input, usuarioId: number): Promise<Out>;
    update(db: Db, empresaId: number, id: number, input: Input, usuarioId: number): Promise<Out | undefined>;
    /** False when the id does not exist in this company; throws a domain error when refused. */
    remove(db: Db, empresaId: number, id: number): Promise<boolean>;
}
