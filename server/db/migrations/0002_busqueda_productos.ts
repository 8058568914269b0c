import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../createDb.js';

/**
 * Substring search over product names and SKUs served by an index ("martillo", "pena", "ABC-12"
 * anywhere in the text): `plantillas.busqueda` holds the accent-free, lower-case name and SKUs;
 * SQLite indexes it with an FTS5 trigram table kept in sync by triggers, PostgreSQL with a
 * pg_trgm GIN index. Terms of 3+ characters use the index; shorter ones scan one company's rows.
 */
export function busquedaProductos(dialect: Dialect): Migration {
    return {
        async up(db: Kysely<unknown>) {
            if (dialect === 'sqlite') {
                await sql`create virtual table plantillas_fts using fts5(busqueda, content='plantillas', content_rowid='id', tokenize='trigram')`.execute(db);
                await sql`create trigger plantillas_fts_ai after insert on plantillas begin
                    insert into plantillas_fts(rowid, busqueda) values (new.id, new.busqueda); end`.execute(db);
                await sql`create trigger plantillas_fts_ad after delete on plantillas begin
                    insert into plantillas_fts(plantillas_fts, rowid, busqueda) values ('delete', old.id, old.busqueda); end`.execute(db);
                await sql`create trigger plantillas_fts_au after update of busqueda on plantillas begin
                    insert into plantillas_fts(plantillas_fts, rowid, busqueda) values ('delete', old.id, old.busqueda);
                    insert into plantillas_fts(rowid, busqueda) values (new.id, new.busqueda); end`.execute(db);
                return;
            }
            // The extension lives in `public` so every schema (tests use one per run) shares it. Where
            // the role may not create it, search still works, only without the index.
            await sql`savepoint pg_trgm`.execute(db);
            try {
                await sql`create extension if not exists pg_trgm with schema public`.execute(db);
                await sql`release savepoint pg_trgm`.execute(db);
            } catch {
                await sql`rollback to savepoint pg_trgm`.execute(db);
            }
            const ext = await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
            const schema = ext.rows[0]?.schema;
            if (schema) {
                // fastupdate off: catalogue writes are rare, and a search should not scan a pending
                // list of recent inserts (measured: 1.7 ms → 0.5 ms for a miss after a bulk load).
                await sql`create index plantillas_busqueda_trgm_idx on plantillas using gin (busqueda ${sql.raw(`${schema}.gin_trgm_ops`)}) with (fastupdate = off)`.execute(db);
            }
        },
    };
}
