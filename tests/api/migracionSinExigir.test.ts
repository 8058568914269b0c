import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/createDb.js';
import { migrateTo, migrateToLatest } from '../../server/db/migrate.js';
import { ENGINES, freshDatabase } from '../helpers/testServer.js';

/** Migration 0016: `sipv_exigir`, which only the one-statement checkout used, is gone from PostgreSQL. */
for (const engine of ENGINES) {
    describe(`migration 0016_sin_exigir [${engine}]`, () => {
        let db: Db;
        let drop: () => Promise<void>;
        beforeAll(async () => {
            ({ db, drop } = await freshDatabase(engine));
        });
        afterAll(async () => {
            await db.close();
            await drop();
        });

        /** Functions named sipv_exigir in the database's own schema (none on SQLite, which has no functions of ours). */
        const exigir = async () => {
            if (db.dialect !== 'postgres') return 0;
            const { rows } = await sql<{ n: number }>`
                select count(*) as n from pg_proc p join pg_namespace s on s.oid = p.pronamespace
                where p.proname = 'sipv_exigir' and s.nspname = current_schema()`.execute(db.kysely);
            return Number(rows[0].n);
        };

        it('drops the function 0013 created, and the migration runs on both engines', async () => {
            await migrateTo(db, '0015_kardex_en_orden_de_cambio');
            expect(await exigir()).toBe(db.dialect === 'postgres' ? 1 : 0);
            await migrateToLatest(db);
            expect(await exigir()).toBe(0);
        });
    });
}
