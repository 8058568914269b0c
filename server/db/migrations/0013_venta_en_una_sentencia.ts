import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../createDb.js';

/**
 * What checkout in one statement needs (sale, lines, payments, stock, posting and daily totals
 * as one PostgreSQL statement, with no transaction block around it):
 * - `sipv_exigir(ok, motivo, detalle)`, PostgreSQL only: raises SQLSTATE SIPV1 with `motivo` and
 *   `detalle` unless `ok` is true. A rule checked inside a statement (a stock change that would
 *   go below zero) aborts the whole statement, so nothing of it is written (`db/exigir.ts`);
 * - ventas (empresa_id, fecha, estado, total) goes: it served the dashboard's sums, which read
 *   the daily totals since 0010, and every sale wrote an entry into it.
 */
export function ventaEnUnaSentencia(dialect: Dialect): Migration {
    return {
        async up(db: Kysely<any>) {
            await db.schema.dropIndex('ventas_empresa_id_fecha_estado_total_idx').execute();
            if (dialect !== 'postgres') return;
            await sql`
                create function sipv_exigir(ok boolean, motivo text, detalle text) returns boolean
                language plpgsql volatile as $$
                begin
                    if ok is not true then
                        raise exception using errcode = 'SIPV1', message = motivo, detail = coalesce(detalle, '');
                    end if;
                    return true;
                end
                $$`.execute(db);
        },
    };
}
