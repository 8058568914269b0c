import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type KyselyConfig, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { isSqliteUrl } from '../config.js';
import type { Database } from './tables.js';

export type Dialect = 'sqlite' | 'postgres';

/**
 * The database as every layer sees it: Kysely plus the engine it speaks. Repositories and
 * services take a `Db` and do not care whether it is the pool or a transaction; workflows that
 * must commit together open one with `transaction` and hand the `tx` down (the caller owns the
 * transaction, as in Kysely's example and the atproto PDS).
 */
export interface Db {
    kysely: Kysely<Database>;
    dialect: Dialect;
    /** PostgreSQL: the schema holding our tables (search_path), `public` unless told otherwise. */
    schema?: string;
    /** True inside `transaction`. */
    readonly inTransaction: boolean;
    /**
     * Runs `fn` in one transaction on a `Db` bound to it (same dialect), committing when it
     * resolves and rolling back when it throws. Inside, another `transaction` call is a
     * programming error (it would silently commit half a workflow) and throws.
     */
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
    /** Throws unless inside a transaction: writers that must commit with their caller's document. */
    assertTransaction(): void;
    /**
     * Inside a transaction: runs `escribir` in it once the workflow's function has returned, just
     * before COMMIT (and not at all when it throws). For writes every workflow ends with and
     * that should hold their row locks the shortest: the daily counters (contadores.ts).
     */
    antesDeConfirmar(escribir: () => Promise<void>): void;
    close(): Promise<void>;
}

export interface CreateDbOptions {
    /** PostgreSQL only: tables live in this schema (tests use a fresh one per run). */
    schema?: string;
    /** PostgreSQL only: prepare the statements that repeat (default); false for poolers in transaction mode. */
    preparar?: boolean;
    /** Sees every query run, with its parameters (bench:checkout captures a sale's statements with it). */
    alConsultar?: (sql: string, parametros: readonly unknown[]) => void;
}

// int8 (COUNT, SUM of cents) comes back as a string by default; our amounts fit a double
// exactly up to 2^53 cents, so numbers are safe and simpler for everyone downstream.
const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const PG_TIMESTAMPTZ = 1184;
const pgTypes = {
    getTypeParser(oid: number, format?: string) {
        if (oid === PG_INT8 || oid === PG_NUMERIC) return (v: string) => Number(v);
        // Same representation on both engines: ISO 8601 in UTC.
        if (oid === PG_TIMESTAMPTZ) return (v: string) => new Date(v).toISOString();
        return pg.types.getTypeParser(oid, format as 'text');
    },
};

/** `sqlite:<file>` (or `sqlite::memory:`) or `postgres://…` → a Kysely instance and its engine. */
export function createDb(url: string, options: CreateDbOptions = {}): Db {
    const log = options.alConsultar && kyselyLog(options.alConsultar);
    if (isSqliteUrl(url)) return createSqlite(url.slice('sqlite:'.length), log);
    if (/^postgres(ql)?:\/\//.test(url)) return createPostgres(url, options.schema, options.preparar ?? true, log);
    throw new Error(`DATABASE_URL no reconocida (use sqlite:<archivo> o postgres://…): ${url}`);
}

const kyselyLog =
    (alConsultar: NonNullable<CreateDbOptions['alConsultar']>): KyselyConfig['log'] =>
    (event) =>
        alConsultar(event.query.sql, event.query.parameters);

function createSqlite(file: string, log?: KyselyConfig['log']): Db {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const database = new SQLite(file);
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    database.pragma('synchronous = NORMAL');
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }), log });
    return rootDb(kysely, 'sqlite');
}

/** Distinct SQL texts kept prepared: the app's queries are a few hundred shapes. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 with its prepared statements kept, least recently used out. Kysely's SQLite
 * driver prepares every query it runs, and preparing cost more than running the indexed
 * probes of an API request (a POS lookup prepares three: the session's user, the row, its
 * count). A statement is bound afresh on each run, and SQLite re-prepares it by itself after a
 * schema change. Kysely's `stream()` iterates a statement while it is open and holds the one
 * connection until the stream ends, every other query waiting: the server streams nothing here
 * (the CSV exports read a batch per statement on SQLite: porLotes, repository.ts).
 */
function withStatementCache(database: SQLite.Database): SqliteDatabase {
    const statements = new Map<string, SQLite.Statement>();
    return {
        close: () => database.close(),
        prepare(sql) {
            let statement = statements.get(sql);
            if (statement) statements.delete(sql);
            else {
                statement = database.prepare(sql);
                if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
            }
            statements.set(sql, statement);
            return statement;
        },
    };
}

/**
 * Server-side prepared statements for the queries that repeat, as pgJDBC's `prepareThreshold`
 * does: from its PREPARAR_TRAS-th run a query text gets a name, and each connection then parses
 * and plans it once instead of on every call (a checkout's dozen statements are each cheaper to
 * run than to plan). Only queries with parameters (never DDL or BEGIN/COMMIT), and at most
 * MAX_PREPARADAS texts per process, so an unbounded stream of distinct texts cannot grow the
 * server's per-connection cache without limit.
 */
const PREPARAR_TRAS = 3;
const MAX_PREPARADAS = 1000;
const vistas = new Map<string, number>();
const nombres = new Map<string, string>();

function nombreDe(text: string): string | undefined {
    const nombre = nombres.get(text);
    if (nombre !== undefined || nombres.size >= MAX_PREPARADAS) return nombre;
    const veces = (vistas.get(text) ?? 0) + 1;
    if (veces < PREPARAR_TRAS) {
        if (vistas.size < 10 * MAX_PREPARADAS) vistas.set(text, veces);
        return undefined;
    }
    vistas.delete(text);
    const nuevo = `sipv_${nombres.size + 1}`;
    nombres.set(text, nuevo);
    return nuevo;
}

/** Kysely calls `client.query(text, values)`: named, the same call runs a prepared statement. */
function prepararRepetidas(client: pg.PoolClient) {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (config: unknown, values?: unknown[], ...rest: unknown[]) => {
        const name = typeof config === 'string' && Array.isArray(values) && values.length > 0 ? nombreDe(config) : undefined;
        return name ? query({ name, text: config, values }, ...rest) : query(config, values, ...rest);
    };
}

function createPostgres(connectionString: string, schema: string | undefined, preparar: boolean, log?: KyselyConfig['log']): Db {
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Esquema inválido: ${schema}`);
    const pool = new pg.Pool({
        connectionString,
        max: 10,
        types: pgTypes,
        ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    if (preparar) pool.on('connect', prepararRepetidas);
    // `cursor`: Kysely's `stream()` (the CSV exports) reads through a cursor, a batch at a time.
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: Cursor }), log });
    return rootDb(kysely, 'postgres', schema ?? 'public');
}

/**
 * Runs `intento`, a whole transaction, again when PostgreSQL picked it as a deadlock victim
 * (40P01) or refused to serialise it (40001): both mean "nothing was done, try again", which we
 * do a couple of times before the client ever sees it. The workflows take their row locks in one
 * order (the variants by id, then the daily counters by key: stockWriter.ts, contadores.ts), but
 * not every lock is theirs to order: a product edit that changes a SKU locks its variant as a key
 * change, which waits for the key-share locks that sales' lines take through their foreign key.
 */
async function conReintentos<T>(intento: () => Promise<T>): Promise<T> {
    for (let n = 1; ; n++) {
        try {
            return await intento();
        } catch (error) {
            const code = (error as { code?: string })?.code;
            if (n >= 3 || (code !== '40P01' && code !== '40001')) throw error;
            await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * n));
        }
    }
}

function rootDb(kysely: Kysely<Database>, dialect: Dialect, schema?: string): Db {
    return {
        kysely,
        dialect,
        schema,
        inTransaction: false,
        transaction(fn) {
            return conReintentos(() =>
                kysely.transaction().execute(async (trx) => {
                    const alFinal: (() => Promise<void>)[] = [];
                    const resultado = await fn(transactionDb(trx, dialect, schema, alFinal));
                    for (const escribir of alFinal) await escribir();
                    return resultado;
                }),
            );
        },
        assertTransaction() {
            throw new Error(FUERA_DE_TRANSACCION);
        },
        antesDeConfirmar() {
            throw new Error(FUERA_DE_TRANSACCION);
        },
        close: () => kysely.destroy(),
    };
}

const FUERA_DE_TRANSACCION = 'Esta escritura debe ejecutarse dentro de una transacción (db.transaction).';

function transactionDb(trx: Kysely<Database>, dialect: Dialect, schema: string | undefined, alFinal: (() => Promise<void>)[]): Db {
    return {
        kysely: trx,
        dialect,
        schema,
        inTransaction: true,
        transaction() {
            throw new Error('Transacción anidada: quien abrió la transacción debe pasar su `tx`.');
        },
        assertTransaction() {},
        antesDeConfirmar(escribir) {
            alFinal.push(escribir);
        },
        close() {
            throw new Error('Una transacción no se cierra: termina al volver de db.transaction.');
        },
    };
}
