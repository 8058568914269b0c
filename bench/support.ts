import fs from 'node:fs';
import { sql } from 'kysely';
import { createDb, type CreateDbOptions, type Db } from '../server/db/createDb.js';

export type Engine = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set. */
export const BENCH_ENGINES: Engine[] = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * A brand-new database for one bench run: a file under .tmp/ or a schema of its own. `alConsultar`
 * sees its queries (createDb).
 */
export async function freshDb(engine: Engine, label = 'bench', { alConsultar }: Pick<CreateDbOptions, 'alConsultar'> = {}): Promise<{ db: Db; drop: () => Promise<void> }> {
    if (engine === 'sqlite') {
        fs.mkdirSync('.tmp', { recursive: true });
        const file = `.tmp/${label}-${Date.now()}.db`;
        const db = createDb(`sqlite:${file}`, { alConsultar });
        return { db, drop: async () => ['', '-wal', '-shm'].forEach((s) => fs.rmSync(file + s, { force: true })) };
    }
    const url = (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) as string;
    const schema = `sipv_${label}_${Date.now()}`;
    const admin = createDb(url);
    await sql`create schema ${sql.id(schema)}`.execute(admin.kysely);
    return {
        db: createDb(url, { schema, alConsultar }),
        drop: async () => {
            await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.kysely);
            await admin.close();
        },
    };
}

export function percentile(sorted: number[], p: number): number {
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;
