import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../createDb.js';

/**
 * Drops `sipv_exigir` (migration 0013), PostgreSQL only: it stopped a checkout written as one
 * statement without a transaction block when a stock rule failed inside it. Every workflow is
 * now one transaction, the same on both engines, whose stock writer refuses from TypeScript.
 * SQLite never had it.
 */
export function sinExigir(dialect: Dialect): Migration {
    return {
        async up(db: Kysely<any>) {
            if (dialect === 'postgres') await sql`drop function sipv_exigir(boolean, text, text)`.execute(db);
        },
    };
}
