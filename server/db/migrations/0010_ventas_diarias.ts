import { type CreateTableBuilder, type Kysely, type Migration, sql } from 'kysely';
import { diaLocal, ZONA_POR_DEFECTO } from '../../domain/calendario.js';
import type { Dialect } from '../createDb.js';

/**
 * ventas_diarias: how many sales each company made per local day and state, and their totals, kept in the same
 * transaction as the sales (a sale's posting adds it to its day as it stands; the first return
 * moves it from 'Completada' to 'Con Devolución'). The sales history's X-Total-Count adds up
 * these rows (a few per day) instead of counting a history that grows by one row per sale.
 * Sales already recorded are counted here once, in their company's time zone.
 */
export function ventasDiarias(dialect: Dialect): Migration {
    return {
        async up(db: Kysely<any>) {
            const tabla = db.schema
                .createTable('ventas_diarias')
                .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresas.id'))
                .addColumn('dia', 'text', (c) => c.notNull())
                .addColumn('estado', 'text', (c) => c.notNull())
                .addColumn('ventas', 'integer', (c) => c.notNull())
                .addColumn('total', 'bigint', (c) => c.notNull())
                .addPrimaryKeyConstraint('ventas_diarias_pk', ['empresa_id', 'dia', 'estado']);
            // Read by primary-key ranges only: on SQLite the table is its key (no rowid lookups).
            await (dialect === 'sqlite' ? (tabla as CreateTableBuilder<string, string>).modifyEnd(sql`without rowid`) : tabla).execute();

            // The history's filtered pages in the list's order (ties by id) without a sort. Each
            // replaces the index it extends (whose lookups it serves too: the customer's
            // delete guard, the state filter), so a sale still writes as many index entries.
            await db.schema.createIndex('ventas_empresa_id_estado_fecha_id_idx').on('ventas').columns(['empresa_id', 'estado', 'fecha', 'id']).execute();
            await db.schema.dropIndex('ventas_empresa_id_estado_fecha_idx').execute();
            await db.schema.createIndex('ventas_empresa_id_cliente_id_fecha_id_idx').on('ventas').columns(['empresa_id', 'cliente_id', 'fecha', 'id']).execute();
            await db.schema.dropIndex('ventas_empresa_id_cliente_id_idx').execute();

            await contarVentasExistentes(db);
        },
    };
}

/**
 * Counts the sales already recorded into ventas_diarias (which must be empty), read in
 * primary-key batches; days are local to each company, computed in JavaScript as every other
 * daily total is.
 */
export async function contarVentasExistentes(db: Kysely<any>): Promise<void> {
    const zonas = new Map(
        (await db.selectFrom('empresas').select(['id', 'zona_horaria']).execute()).map((e) => [e.id as number, (e.zona_horaria as string) ?? ZONA_POR_DEFECTO]),
    );
    const cuentas = new Map<string, { empresa_id: number; dia: string; estado: string; ventas: number; total: number }>();
    for (let desde = 0; ; ) {
        const filas = await db.selectFrom('ventas').select(['id', 'empresa_id', 'fecha', 'estado', 'total']).where('id', '>', desde).orderBy('id').limit(10_000).execute();
        if (filas.length === 0) break;
        for (const f of filas) {
            const fecha = f.fecha instanceof Date ? f.fecha : new Date(f.fecha as string);
            const dia = diaLocal(fecha, zonas.get(f.empresa_id as number) ?? ZONA_POR_DEFECTO);
            const clave = `${f.empresa_id}|${dia}|${f.estado}`;
            const c = cuentas.get(clave) ?? { empresa_id: f.empresa_id as number, dia, estado: f.estado as string, ventas: 0, total: 0 };
            c.ventas++;
            c.total += Number(f.total);
            cuentas.set(clave, c);
        }
        desde = filas[filas.length - 1].id as number;
    }
    const todas = [...cuentas.values()];
    for (let i = 0; i < todas.length; i += 1000) await db.insertInto('ventas_diarias').values(todas.slice(i, i + 1000)).execute();
}
