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

/** An export's rows are read this many at a time (`porLotes`). */
export const LOTE_DE_EXPORTACION = 1000;

/** What `porLotes` needs of a Kysely select. */
interface Consulta<R> {
    stream(chunkSize?: number): AsyncIterableIterator<R>;
    limit(n: number): { offset(n: number): { execute(): Promise<R[]> } };
}

/**
 * Every row of a query in its order, LOTE_DE_EXPORTACION at a time, for an export whose client
 * may read slowly. PostgreSQL: one statement through a cursor (Kysely's `stream()`), holding one
 * connection of the pool. SQLite has one connection, which a stream holds until it ends: every
 * till would wait for a slow download. There each batch is its own statement (`after`, given the
 * batch's last row, narrows the query to the rows after it: keyset paging; without it, OFFSET,
 * for a short list, where a row written meanwhile may shift a batch by one).
 */
export async function* porLotes<R>(db: Db, consulta: (despues: R | undefined) => Consulta<R>, keyset = false): AsyncGenerator<R> {
    if (db.dialect === 'postgres') {
        yield* consulta(undefined).stream(LOTE_DE_EXPORTACION);
        return;
    }
    let ultima: R | undefined;
    for (let offset = 0; ; offset += LOTE_DE_EXPORTACION) {
        const filas = await consulta(keyset ? ultima : undefined)
            .limit(LOTE_DE_EXPORTACION)
            .offset(keyset ? 0 : offset)
            .execute();
        yield* filas;
        if (filas.length < LOTE_DE_EXPORTACION) return;
        ultima = filas[filas.length - 1];
    }
}

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
