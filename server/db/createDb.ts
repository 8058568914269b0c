import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { isSqliteUrl } from '../config.js';
import type { Database } from './tables.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
    kysely: Kysely<Database>;
    dialect: Dialect;
    /** PostgreSQL: the schema holding our tables (search_path), `public` unless told otherwise. */
    schema?: string;
    close(): Promise<void>;
}

export interface CreateDbOptions {
    /** PostgreSQL only: tables live in this schema (tests use a fresh one per run). */
    schema?: string;
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
    if (isSqliteUrl(url)) return createSqlite(url.slice('sqlite:'.length));
    if (/^postgres(ql)?:\/\//.test(url)) return createPostgres(url, options.schema);
    throw new Error(`DATABASE_URL no reconocida (use sqlite:<archivo> o postgres://…): ${url}`);
}

function createSqlite(file: string): Db {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const database = new SQLite(file);
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    database.pragma('synchronous = NORMAL');
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
    return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}

function createPostgres(connectionString: string, schema?: string): Db {
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Esquema inválido: ${schema}`);
    const pool = new pg.Pool({
        connectionString,
        max: 10,
        types: pgTypes,
        ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', schema: schema ?? 'public', close: () => kysely.destroy() };
}
