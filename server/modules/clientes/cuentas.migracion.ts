import { type Kysely, type Migration, sql } from 'kysely';
import { columnas } from '../../db/columnas.js';
import type { Dialect } from '../../db/createDb.js';

/**
 * Customer accounts (issue 34):
 * - clientes: `limite_credito` (cents, 0: no credit, every existing customer), `dias_credito` (30),
 *   and the sums of their movements, `saldo` and `puntos`, which a credit sale, a points payment or
 *   an abono moves with one conditional UPDATE (the row lock serialises two tills on PostgreSQL).
 * - movimientos_cuenta / movimientos_puntos: every peso and point, signed, with the balance it left.
 *   `saldo` has no CHECK: a return of a sale already paid leaves the customer a balance in their
 *   favour. Points spent never pass what is held (the UPDATE's condition).
 * - empresas: `puntos_por_cada_100` (0: off) and `valor_punto` ($1.00).
 * - movimientos_contables.cliente_id: an abono's ingreso names its customer.
 */
export function cuentasDeClientes(dialect: Dialect): Migration {
    return {
        async up(db: Kysely<any>) {
            const { ts, id, empresa } = columnas(dialect);
            await db.schema.alterTable('clientes').addColumn('limite_credito', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`limite_credito >= 0`)).execute();
            await db.schema.alterTable('clientes').addColumn('dias_credito', 'integer', (c) => c.notNull().defaultTo(30).check(sql`dias_credito >= 0`)).execute();
            await db.schema.alterTable('clientes').addColumn('saldo', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
            await db.schema.alterTable('clientes').addColumn('puntos', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
            // The aging report walks the customers who owe: a few, found without reading the others.
            await db.schema
                .createIndex('clientes_empresa_id_con_saldo_idx')
                .on('clientes')
                .columns(['empresa_id', 'id'])
                .where(sql<boolean>`saldo > 0`)
                .execute();

            await db.schema
                .alterTable('empresas')
                .addColumn('puntos_por_cada_100', 'integer', (c) => c.notNull().defaultTo(0).check(sql`puntos_por_cada_100 >= 0`))
                .execute();
            await db.schema.alterTable('empresas').addColumn('valor_punto', 'bigint', (c) => c.notNull().defaultTo(100).check(sql`valor_punto >= 0`)).execute();

            await db.schema
                .createTable('movimientos_cuenta')
                .addColumn('id', 'integer', id)
                .addColumn('empresa_id', 'integer', empresa)
                .addColumn('cliente_id', 'integer', (c) => c.notNull().references('clientes.id'))
                .addColumn('tipo', 'text', (c) => c.notNull().check(sql`tipo in ('cargo', 'abono', 'devolucion', 'cancelacion', 'ajuste')`))
                .addColumn('monto', 'bigint', (c) => c.notNull().check(sql`monto <> 0`))
                .addColumn('saldo', 'bigint', (c) => c.notNull())
                .addColumn('fecha', ts, (c) => c.notNull())
                .addColumn('usuario_id', 'integer', (c) => c.references('usuarios.id'))
                .addColumn('venta_id', 'integer', (c) => c.references('ventas.id'))
                .addColumn('nota_credito_id', 'integer', (c) => c.references('notas_credito.id'))
                .addColumn('metodo_pago', 'text')
                .addColumn('referencia', 'text')
                .addColumn('motivo', 'text')
                .addColumn('sesion_caja_id', 'integer', (c) => c.references('sesiones_caja.id'))
                .addColumn('idempotency_key', 'text')
                .execute();
            await db.schema.createIndex('movimientos_cuenta_empresa_id_cliente_id_id_idx').on('movimientos_cuenta').columns(['empresa_id', 'cliente_id', 'id']).execute();
            await db.schema.createIndex('movimientos_cuenta_empresa_id_idempotency_key_uq').on('movimientos_cuenta').columns(['empresa_id', 'idempotency_key']).unique().execute();
            const conVenta = sql<boolean>`venta_id is not null`;
            await db.schema.createIndex('movimientos_cuenta_empresa_id_venta_id_idx').on('movimientos_cuenta').columns(['empresa_id', 'venta_id', 'monto']).where(conVenta).execute();
            // A session's cash abonos, summed from the index alone as its other documents are (caja.repo.ts).
            await db.schema
                .createIndex('movimientos_cuenta_empresa_id_sesion_caja_id_monto_idx')
                .on('movimientos_cuenta')
                .columns(['empresa_id', 'sesion_caja_id', 'monto'])
                .where(sql<boolean>`sesion_caja_id is not null`)
                .execute();

            await db.schema
                .createTable('movimientos_puntos')
                .addColumn('id', 'integer', id)
                .addColumn('empresa_id', 'integer', empresa)
                .addColumn('cliente_id', 'integer', (c) => c.notNull().references('clientes.id'))
                .addColumn('tipo', 'text', (c) => c.notNull().check(sql`tipo in ('ganados', 'canjeados', 'devolucion', 'cancelacion', 'ajuste')`))
                .addColumn('puntos', 'bigint', (c) => c.notNull().check(sql`puntos <> 0`))
                .addColumn('saldo', 'bigint', (c) => c.notNull())
                .addColumn('fecha', ts, (c) => c.notNull())
                .addColumn('usuario_id', 'integer', (c) => c.references('usuarios.id'))
                .addColumn('venta_id', 'integer', (c) => c.references('ventas.id'))
                .addColumn('nota_credito_id', 'integer', (c) => c.references('notas_credito.id'))
                .addColumn('motivo', 'text')
                .execute();
            await db.schema.createIndex('movimientos_puntos_empresa_id_cliente_id_id_idx').on('movimientos_puntos').columns(['empresa_id', 'cliente_id', 'id']).execute();
            await db.schema
                .createIndex('movimientos_puntos_empresa_id_venta_id_idx')
                .on('movimientos_puntos')
                .columns(['empresa_id', 'venta_id', 'tipo', 'puntos'])
                .where(conVenta)
                .execute();

            await db.schema.alterTable('movimientos_contables').addColumn('cliente_id', 'integer', (c) => c.references('clientes.id')).execute();
        },
    };
}
