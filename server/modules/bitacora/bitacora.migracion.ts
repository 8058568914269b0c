import { type Kysely, type Migration, sql } from 'kysely';
import { columnas } from '../../db/columnas.js';
import type { Dialect } from '../../db/createDb.js';

/**
 * The audit log's table (CONVENTIONS §6). Append-only by the database itself: a trigger refuses
 * UPDATE and DELETE on both engines (and TRUNCATE on PostgreSQL), so not even a bug of ours, or
 * a route added later, can rewrite the trail. The screen's filters (user, kind, dates) and its
 * order (newest first) are served by indexes led by empresa_id ending in (fecha, id).
 */
export function bitacora(dialect: Dialect): Migration {
    return {
        async up(db: Kysely<any>) {
            const { ts, id, empresa } = columnas(dialect);
            await db.schema
                .createTable('bitacora')
                .addColumn('id', 'integer', id)
                .addColumn('empresa_id', 'integer', empresa)
                .addColumn('usuario_id', 'integer', (c) => c.references('usuarios.id'))
                .addColumn('fecha', ts, (c) => c.notNull())
                .addColumn('tipo', 'text', (c) => c.notNull())
                .addColumn('entidad', 'text', (c) => c.notNull())
                .addColumn('entidad_id', 'integer')
                // JSON text on both engines: read back as written, whatever the engine.
                .addColumn('antes', 'text')
                .addColumn('despues', 'text')
                .execute();
            for (const columnas of [
                ['empresa_id', 'fecha', 'id'],
                ['empresa_id', 'usuario_id', 'fecha', 'id'],
                ['empresa_id', 'tipo', 'fecha', 'id'],
            ]) {
                await db.schema.createIndex(`bitacora_${columnas.join('_')}_idx`).on('bitacora').columns(columnas).execute();
            }
            if (dialect === 'sqlite') {
                await sql`create trigger bitacora_sin_cambios before update on bitacora begin select raise(abort, 'La bitácora no se modifica.'); end`.execute(db);
                await sql`create trigger bitacora_sin_borrados before delete on bitacora begin select raise(abort, 'La bitácora no se borra.'); end`.execute(db);
                return;
            }
            await sql`create function sipv_bitacora_inmutable() returns trigger language plpgsql as $$
                begin raise exception 'La bitácora no se modifica ni se borra.' using errcode = 'P0001'; end $$`.execute(db);
            await sql`create trigger bitacora_sin_cambios before update or delete on bitacora for each row execute function sipv_bitacora_inmutable()`.execute(db);
            await sql`create trigger bitacora_sin_vaciar before truncate on bitacora for each statement execute function sipv_bitacora_inmutable()`.execute(db);
        },
    };
}
