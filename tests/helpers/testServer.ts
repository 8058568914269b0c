import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp, type BuildAppOptions } from '../../server/app.js';
import { DEFAULT_THROTTLE } from '../../server/auth/attemptLimiter.js';
import { type Config, loadConfig } from '../../server/config.js';
import { createDb, type Db } from '../../server/db/createDb.js';
import { migrateTo, migrateToLatest } from '../../server/db/migrate.js';
import type { Modulo } from '../../server/modules/modulo.js';
import { comprobarContadores } from './contadores.js';

export type Engine = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export const TEST_SECRET = 'secreto-de-pruebas-que-no-es-de-produccion';

export interface TestServer {
    engine: Engine;
    url: string;
    app: FastifyInstance;
    db: Db;
    config: Config;
    close(): Promise<void>;
}

export interface StartOptions extends Partial<Omit<BuildAppOptions, 'config' | 'db'>> {
    config?: Partial<Config>;
    /** Register extra routes before the server starts listening (e.g. a route that throws). */
    beforeListen?: (app: FastifyInstance) => void;
}

/** The real app on a random port over a brand-new database of the given engine. */
export async function startTestServer(engine: Engine, options: StartOptions = {}): Promise<TestServer> {
    const { db, drop } = await freshDatabase(engine);
    await migrar(db, { modulos: options.modulos });
    const config: Config = {
        ...loadConfig({}),
        databaseUrl: engine,
        demo: false,
        secret: TEST_SECRET,
        distDir: null,
        logLevel: 'warn',
        ...options.config,
    };
    // Whole suites log in and register from 127.0.0.1: only the per-user login limit stays as in
    // production unless a test sets its own.
    const throttle = options.throttle ?? { ...DEFAULT_THROTTLE, direccion: { max: 100_000, windowMs: 60_000 }, registro: { max: 100_000, windowMs: 60_000 } };
    const app = await buildApp({ logger: false, ...options, throttle, config, db });
    options.beforeListen?.(app);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    return {
        engine,
        url: address,
        app,
        db,
        config,
        /** Fails when a daily counter no longer agrees with the documents this server's tests wrote (contadores.ts). */
        async close() {
            try {
                await comprobarContadores(db);
            } finally {
                await app.close();
                await db.close();
                await drop();
            }
        },
    };
}

/**
 * Kysely's migrator looks for its own tables through a catalogue query over every schema that
 * resolves each schema by name (has_schema_privilege, pg_get_serial_sequence): a test file
 * dropping its schema meanwhile, in another worker, fails it with 'schema "sipv_t_…" does not
 * exist'. Test migrations share this advisory lock and a schema's drop takes it alone.
 */
const CANDADO_DE_ESQUEMAS = 7_270_001;

/**
 * Migrates a test database (to `hasta`, or to the latest): what tests call instead of
 * server/db/migrate.ts's functions on a database of freshDatabase, so that on PostgreSQL it never
 * runs while another file drops its schema.
 */
export async function migrar(db: Db, opciones: { hasta?: string; modulos?: readonly Modulo[] } = {}): Promise<void> {
    const { hasta, modulos } = opciones;
    const correr = () => (hasta === undefined ? migrateToLatest(db, modulos) : migrateTo(db, hasta, modulos));
    if (db.dialect !== 'postgres') return correr();
    const candado = createDb(process.env.TEST_DATABASE_URL as string);
    try {
        await candado.kysely.connection().execute(async (conexion) => {
            await sql`select pg_advisory_lock_shared(${CANDADO_DE_ESQUEMAS})`.execute(conexion);
            try {
                await correr();
            } finally {
                await sql`select pg_advisory_unlock_shared(${CANDADO_DE_ESQUEMAS})`.execute(conexion);
            }
        });
    } finally {
        await candado.close();
    }
}

/** An empty database of `engine` (a schema of its own on PostgreSQL) and how to remove it. */
export async function freshDatabase(engine: Engine): Promise<{ db: Db; drop: () => Promise<void> }> {
    const suffix = `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    if (engine === 'sqlite') {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sipv-test-'));
        const db = createDb(`sqlite:${path.join(dir, 'test.db')}`);
        return { db, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
    }
    const url = process.env.TEST_DATABASE_URL as string;
    const schema = `sipv_t_${suffix}`;
    const admin = createDb(url);
    await sql`create schema ${sql.id(schema)}`.execute(admin.kysely);
    await admin.close();
    const db = createDb(url, { schema });
    return {
        db,
        drop: async () => {
            const cleanup = createDb(url);
            await cleanup.kysely.transaction().execute(async (trx) => {
                await sql`select pg_advisory_xact_lock(${CANDADO_DE_ESQUEMAS})`.execute(trx);
                await sql`drop schema ${sql.id(schema)} cascade`.execute(trx);
            });
            await cleanup.close();
        },
    };
}

/**
 * Declares the same suite once per engine, each with its own server and database:
 * `describeEachEngine('registro', (server) => { it(..., () => server().url) })`.
 */
export function describeEachEngine(
    name: string,
    body: (server: () => TestServer) => void,
    options: StartOptions = {},
): void {
    for (const engine of ENGINES) {
        describe(`${name} [${engine}]`, () => {
            let current: TestServer | undefined;
            beforeAll(async () => {
                current = await startTestServer(engine, options);
            });
            afterAll(async () => {
                await current?.close();
            });
            body(() => {
                if (!current) throw new Error('El servidor de pruebas no arrancó');
                return current;
            });
        });
    }
}
