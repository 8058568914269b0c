import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { createDb, type Db } from '../../server/db/createDb.js';
import { ENGINES, startTestServer } from '../helpers/testServer.js';

/** Runs one parameterised query text `veces` times on one connection; its answers and whether the server holds it prepared. */
async function repetir(db: Db, veces: number) {
    const marca = randomUUID();
    return db.transaction(async (tx) => {
        const respuestas: number[] = [];
        for (let n = 0; n < veces; n++) {
            const r = await sql<{ x: number }>`select ${n}::int + 1 as x, ${marca}::text as marca`.execute(tx.kysely);
            respuestas.push(r.rows[0].x);
        }
        const preparadas = await sql<{ name: string }>`select name from pg_prepared_statements where statement like '%+ 1 as x, % as marca%'`.execute(tx.kysely);
        return { respuestas, preparadas: preparadas.rows.map((r) => r.name) };
    });
}

describe.runIf(ENGINES.includes('postgres'))('prepared statements on PostgreSQL', () => {
    it('prepares a query text from its third run, and each run still answers with its own parameters', async () => {
        const server = await startTestServer('postgres');
        try {
            const dosVeces = await repetir(server.db, 2);
            expect(dosVeces).toEqual({ respuestas: [1, 2], preparadas: [] });
            const cincoVeces = await repetir(server.db, 5);
            expect(cincoVeces.respuestas).toEqual([1, 2, 3, 4, 5]);
            expect(cincoVeces.preparadas).toEqual([expect.stringMatching(/^sipv_\d+$/)]);
        } finally {
            await server.close();
        }
    });

    it('prepares nothing when told not to (DATABASE_PREPARE=0, for a pooler in transaction mode)', async () => {
        expect(loadConfig({}).prepararConsultas).toBe(true);
        expect(loadConfig({ DATABASE_PREPARE: '0' }).prepararConsultas).toBe(false);
        const db = createDb(process.env.TEST_DATABASE_URL as string, { preparar: false });
        try {
            expect(await repetir(db, 5)).toEqual({ respuestas: [1, 2, 3, 4, 5], preparadas: [] });
        } finally {
            await db.close();
        }
    });
});
