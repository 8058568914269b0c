import { type Kysely, type Migration, sql } from 'kysely';
import { columnas } from '../../db/columnas.js';
import type { Dialect } from '../../db/createDb.js';

/**
 * Cash sessions (corte de caja, CONVENTIONS §6):
 * - sesiones_caja: one per opening, a user's at most one 'Abierta' (a partial unique index, so
 *   two concurrent openings cannot both commit); its Z figures are written once, at the close.
 * - movimientos_caja: cash put in or taken out of a session (a gasto also posts an egreso).
 * - ventas.sesion_caja_id and notas_credito.sesion_caja_id: the session a sale was rung in and the
 *   one a refund's cash left from; `reembolso_efectivo` is the part of a credit note paid in cash;
 *   venta_pagos.sesion_caja_id, its sale's.
 * The reading adds up a session's own documents through indexes led by (empresa_id, sesion_caja_id)
 * that hold what it sums (caja.repo.ts): a few thousand index entries, never the rows.
 */
export function caja(dialect: Dialect): Migration {
    return {
        async up(db: Kysely<any>) {
            const { ts, id, empresa } = columnas(dialect);
            await db.schema
                .createTable('sesiones_caja')
                .addColumn('id', 'integer', id)
                .addColumn('empresa_id', 'integer', empresa)
                .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuarios.id'))
                .addColumn('caja', 'text', (c) => c.notNull())
                .addColumn('abierta_en', ts, (c) => c.notNull())
                .addColumn('fondo_inicial', 'bigint', (c) => c.notNull())
                .addColumn('estado', 'text', (c) => c.notNull().check(sql`estado in ('Abierta', 'Cerrada')`))
                .addColumn('cerrada_en', ts)
                .addColumn('cerrada_por', 'integer', (c) => c.references('usuarios.id'))
                .addColumn('efectivo_esperado', 'bigint')
                .addColumn('efectivo_contado', 'bigint')
                .addColumn('denominaciones', 'text')
                .execute();
            await sql`create unique index sesiones_caja_una_abierta_uq on sesiones_caja (empresa_id, usuario_id) where estado = 'Abierta'`.execute(db);
            await db.schema.createIndex('sesiones_caja_empresa_id_abierta_en_id_idx').on('sesiones_caja').columns(['empresa_id', 'abierta_en', 'id']).execute();
            await db.schema
                .createIndex('sesiones_caja_empresa_id_usuario_id_abierta_en_id_idx')
                .on('sesiones_caja')
                .columns(['empresa_id', 'usuario_id', 'abierta_en', 'id'])
                .execute();
            await db.schema
                .createIndex('sesiones_caja_empresa_id_estado_abierta_en_id_idx')
                .on('sesiones_caja')
                .columns(['empresa_id', 'estado', 'abierta_en', 'id'])
                .execute();

            await db.schema
                .createTable('movimientos_caja')
                .addColumn('id', 'integer', id)
                .addColumn('empresa_id', 'integer', empresa)
                .addColumn('sesion_caja_id', 'integer', (c) => c.notNull().references('sesiones_caja.id'))
                .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuarios.id'))
                .addColumn('tipo', 'text', (c) => c.notNull().check(sql`tipo in ('entrada', 'salida')`))
                .addColumn('monto', 'bigint', (c) => c.notNull().check(sql`monto > 0`))
                .addColumn('motivo', 'text', (c) => c.notNull())
                .addColumn('gasto', 'integer', (c) => c.notNull().defaultTo(0).check(sql`gasto in (0, 1)`))
                .addColumn('fecha', ts, (c) => c.notNull())
                .execute();
            await db.schema.createIndex('movimientos_caja_empresa_id_sesion_caja_id_id_idx').on('movimientos_caja').columns(['empresa_id', 'sesion_caja_id', 'id']).execute();

            // Partial indexes (only documents rung in a session, so a shop that sells without one
            // writes no entry) that cover what a reading sums: it reads them alone, not the rows.
            const enSesion = sql<boolean>`sesion_caja_id is not null`;
            await db.schema.alterTable('ventas').addColumn('sesion_caja_id', 'integer', (c) => c.references('sesiones_caja.id')).execute();
            await db.schema
                .createIndex('ventas_empresa_id_sesion_caja_id_estado_total_idx')
                .on('ventas')
                .columns(['empresa_id', 'sesion_caja_id', 'estado', 'total'])
                .where(enSesion)
                .execute();
            // A payment carries its sale's session (written by the sale's own INSERT; no foreign key:
            // the sale's holds it), so a reading sums the session's payments by method from one index.
            await db.schema.alterTable('venta_pagos').addColumn('sesion_caja_id', 'integer').execute();
            await db.schema
                .createIndex('venta_pagos_empresa_id_sesion_caja_id_metodo_pago_monto_idx')
                .on('venta_pagos')
                .columns(['empresa_id', 'sesion_caja_id', 'metodo_pago', 'monto'])
                .where(enSesion)
                .execute();
            await db.schema.alterTable('notas_credito').addColumn('sesion_caja_id', 'integer', (c) => c.references('sesiones_caja.id')).execute();
            await db.schema.alterTable('notas_credito').addColumn('reembolso_efectivo', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
            await db.schema
                .createIndex('notas_credito_empresa_id_sesion_caja_id_reembolso_efectivo_idx')
                .on('notas_credito')
                .columns(['empresa_id', 'sesion_caja_id', 'reembolso_efectivo'])
                .where(enSesion)
                .execute();
            // A session's own postings (gastos, sobrante, faltante) name it: read-only in the ledger like a document's.
            await db.schema.alterTable('movimientos_contables').addColumn('sesion_caja_id', 'integer', (c) => c.references('sesiones_caja.id')).execute();
        },
    };
}
