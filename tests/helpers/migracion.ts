import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../server/db/createDb.js';
import { type Engine, freshDatabase } from './testServer.js';

/*
 * What a migration test sets up: an empty database of its engine for its describe block (migrated
 * by the test up to the migration before the one it checks: migrar(db, { hasta })), closed and
 * dropped after it, and rows written as the old schema had them.
 */

/** A fresh database for the calling describe block; the getter reads it inside its tests. */
export function baseFresca(engine: Engine): () => Db {
    let db: Db | undefined;
    let drop: () => Promise<void> = async () => {};
    beforeAll(async () => {
        ({ db, drop } = await freshDatabase(engine));
    });
    afterAll(async () => {
        await db?.close();
        await drop();
    });
    return () => {
        if (!db) throw new Error('La base de datos aún no existe: úsela dentro de una prueba.');
        return db;
    };
}

/** Inserts a row into `tabla` as the schema is at that point of the migrations (no typed table), answering its id. */
export const alta = async (db: Db, tabla: string, valores: Record<string, unknown>): Promise<{ id: number }> =>
    (await db.kysely.insertInto(tabla as never).values(valores as never).returning('id' as never).executeTakeFirstOrThrow()) as unknown as { id: number };
