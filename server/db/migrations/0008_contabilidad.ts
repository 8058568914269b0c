import { type CreateTableBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../createDb.js';

/**
 * The ledger's automatic postings and the reads that must not grow with history:
 * - movimientos_contables links each automatic posting to its document (one posting per
 *   document: unique per company), and every list filter/sort has an index led by empresa_id
 *   ending in (fecha, id), the list's order, so a page is read without sorting.
 * - contabilidad_diaria: per company, local day, tipo and categoría, the number of movements and
 *   their sum, kept by every write of movimientos_contables in the same transaction. The
 *   summary and the list's X-Total-Count add up these rows (a few per day) instead of the
 *   movements (one per sale).
 * - ventas_diarias_producto: units sold per company, local day (of the sale) and product, net of
 *   returns, kept by the sale and credit-note postings: the dashboard's 30-day top 5.
 * - ventas (empresa_id, fecha, estado, total): today's tiles read from the index alone.
 */
export function contabilidad(dialect: Dialect): Migration {
    return {
        async up(db: Kysely<unknown>) {
            await db.schema
                .alterTable('movimientos_contables')
                .addColumn('venta_id', 'integer', (c) => c.references('ventas.id'))
                .execute();
            await db.schema
                .alterTable('movimientos_contables')
                .addColumn('nota_credito_id', 'integer', (c) => c.references('notas_credito.id'))
                .execute();
            await db.schema
                .alterTable('movimientos_contables')
                .addColumn('compra_id', 'integer', (c) => c.references('compras.id'))
                .execute();
            for (const origen of ['venta_id', 'nota_credito_id', 'compra_id']) {
                // NULLs are distinct on both engines: manual movements are not constrained.
                await db.schema
                    .createIndex(`movimientos_contables_empresa_id_${origen}_uq`)
                    .on('movimientos_contables')
                    .columns(['empresa_id', origen])
                    .unique()
                    .execute();
            }
            await db.schema.dropIndex('movimientos_contables_empresa_id_fecha_idx').execute();
            await db.schema.dropIndex('movimientos_contables_empresa_id_tipo_idx').execute();
            const indices = [
                ['empresa_id', 'fecha', 'id'],
                ['empresa_id', 'tipo', 'fecha', 'id'],
                ['empresa_id', 'categoria', 'fecha', 'id'],
            ];
            for (const columns of indices) {
                await db.schema
                    .createIndex(`movimientos_contables_${columns.join('_')}_idx`)
                    .on('movimientos_contables')
                    .columns(columns)
                    .execute();
            }

            // Read by primary-key ranges only: on SQLite the table is its key (no rowid lookups).
            const compacta = <T extends CreateTableBuilder<string, string>>(b: T) =>
                dialect === 'sqlite' ? b.modifyEnd(sql`without rowid`) : b;
            await compacta(
                db.schema
                    .createTable('contabilidad_diaria')
                    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresas.id'))
                    .addColumn('dia', 'text', (c) => c.notNull())
                    .addColumn('tipo', 'text', (c) => c.notNull())
                    // '' for none: a primary-key column cannot be NULL.
                    .addColumn('categoria', 'text', (c) => c.notNull())
                    .addColumn('movimientos', 'integer', (c) => c.notNull())
                    .addColumn('monto', 'bigint', (c) => c.notNull())
                    .addPrimaryKeyConstraint('contabilidad_diaria_pk', ['empresa_id', 'dia', 'tipo', 'categoria']),
            ).execute();
            await compacta(
                db.schema
                    .createTable('ventas_diarias_producto')
                    .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresas.id'))
                    .addColumn('dia', 'text', (c) => c.notNull())
                    .addColumn('plantilla_id', 'integer', (c) => c.notNull().references('plantillas.id'))
                    .addColumn('cantidad', 'integer', (c) => c.notNull())
                    .addPrimaryKeyConstraint('ventas_diarias_producto_pk', ['empresa_id', 'dia', 'plantilla_id']),
            ).execute();

            await db.schema
                .createIndex('ventas_empresa_id_fecha_estado_total_idx')
                .on('ventas')
                .columns(['empresa_id', 'fecha', 'estado', 'total'])
                .execute();
        },
    };
}
