import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/createDb.js';
import { ENGINES, freshDatabase, migrar } from '../helpers/testServer.js';

/** Functions named sipv_exigir in the database's own schema (SQLite has no functions of ours). */
async function exigir(db: Db): Promise<number> {
    if (db.dialect !== 'postgres') return 0;
    const { rows } = await sql<{ n: number }>`
        select count(*) as n from pg_proc p join pg_namespace s on s.oid = p.pronamespace
        where p.proname = 'sipv_exigir' and s.nspname = current_schema()`.execute(db.kysely);
    return Number(rows[0].n);
}

/** Migration 0016: `sipv_exigir`, which only the one-statement checkout used, is gone from PostgreSQL. */
describe('migration 0016_sin_exigir', () => {
    it.each(ENGINES)('drops the function 0013 created, and runs on both engines [%s]', async (engine) => {
        const { db, drop } = await freshDatabase(engine);
        try {
            await migrar(db, { hasta: '0015_kardex_en_orden_de_cambio' });
            expect(await exigir(db)).toBe(engine === 'postgres' ? 1 : 0);
            await migrar(db);
            expect(await exigir(db)).toBe(0);
        } finally {
            await db.close();
            await drop();
        }
    });
});
