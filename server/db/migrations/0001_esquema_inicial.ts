import { type Kysely, type Migration, sql } from 'kysely';
import { columnas } from '../columnas.js';
import type { Dialect } from '../createDb.js';

/**
 * The whole domain, laid down once so later capabilities add columns and indexes rather than
 * redesign. Both engines share this file; the only differences are the identity column and the
 * timestamp type, decided in `columnas` (server/db/columnas.ts).
 */
export function esquemaInicial(dialect: Dialect): Migration {
    const { ts, id, empresa, clave } = columnas(dialect);

    return {
        async up(db: Kysely<unknown>) {
            await db.schema
                .createTable('ajustes')
                .addColumn('clave', 'text', (c) => c.primaryKey())
                .addColumn('valor', 'text', (c) => c.notNull())
                .execute();

            await db.schema
                .createTable('empresas')
                .addColumn('id', 'integer', id)
                .addColumn('nombre', 'text', (c) => c.notNull())
                .addColumn('nombre_clave', clave, (c) => c.notNull().unique())
                .addColumn('zona_horaria', 'text', (c) => c.notNull().defaultTo('America/Mexico_City'))
                .addColumn('creado_en', ts, (c) => c.notNull())
                .execute();

            await db.schema
                .createTable('roles')
                .addColumn('id', 'integer', id)
                .addColumn('empresa_id', 'integer', empresa)
                .addColumn('nombre', 'text', (c) => c.notNull())
                .addColumn('creado_en', ts, (c) => c.notNull())
                .addUniqueConstraint('roles_empresa_nombre_uq', ['empresa_id', 'nombre'])
                .execute();

            await db.schema
                .createTable('rol_permisos')
                .addColumn('empresa_id', 'integer', empresa)
                .addColumn('rol_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
                .addColumn('permiso', 'text', (c) => c.notNull())
                .addPrimaryKeyConstraint('rol_permisos_pk', ['rol_id', 'permiso'])
                .execute();

            await db.schema
                .createTable('usuarios')
                .addColumn('id', 'integer', id)
                .addColumn('empresa_id', 'integer', empresa)
                .addColumn('rol_id', 'integer', (c) => c.references('roles.id'))
                .addColumn('nombre', 'text', (c) => c.notNull())
                .addColumn('apellido', 'text', (c) => c.notNull())
                .addColumn('usuario', 'text', (c) => c.notNull().unique())
                .addColumn('password_hash', 'text', (c) => c.notNull())
                .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(1).check(sql`activo in (0, 1)`))
                .addColumn('creado_en', ts, (c) => c.notNull())
                .execute();
            await index(db, 'usuarios', ['empresa_id', 'usuario']);
            await index(db, 'usuarios', ['empresa_id', 'rol_id']);

            await db.schema
                .createTable('categorias')
                .addColumn('id', 'integer', id)
                .addColumn('empresa_id', 'integer', empresa)
                .addColumn('nombre', 'text', (c) => c.notNull())
                .addColumn('busqueda', clave, (c) => c.notNull())
                .addUniqueConstraint('categorias_empresa_busqueda_uq', ['empresa_id', 'busqueda'])
                .execute();

            await db.schema
                .createTable('proveedores')
                .addColumn('id', 'integer', id)
                .addColumn('empresa_id', 'integer', empresa)
                .addColumn('nombre_empresa', 'text', (c) => c.notNull())
                .addColumn('persona_contacto', 'text')
                .addColumn('email', 'text')
                .addColumn('telefono', 'text')
                .addColumn('busqueda', clave, (c) => c.notNull())
                .execute();
            await index(db, 'proveedores', ['empresa_id', 'busqueda']);

            await db.schema
                .createTable('clientes')
                .addColumn('id', 'integer', id)
                .addColumn('empresa_id', 'integer', empresa)
                .addColumn('nombre_completo', 'text', (c) => c.notNull())
                .addColumn('email', 'text')
                .addColumn('telefono', 'text')
                .addColumn('rfc', 'text')
                .addColumn('direccion', 'text')
                .addColumn('estado', 'text', (c) => c.notNull().defaultTo('Activo'))
                .addColumn('busqueda', clave, (c) => c.notNull())
                .addColumn('creado_en', ts, (c) => c.notNull())
                .execute();
            await index(db, 'clientes', ['empresa_id', 'busqueda']);

            await db.schema
                .createTable('plantillas')
                .addColumn('id', 'integer', id)
                .addColumn('empresa_id', 'integer', empresa)
                .addColumn('nombre', 'text', (c) => c.notNull())
                .addColumn('descripcion', 'text')
                .addColumn('categoria_id', 'integer', (c) => c.references('categorias.id'))
                .addColumn('proveedor_id', 'integer', (c) => c.references('proveedores.id'))
                .addColumn('busqueda', clave, (c) => c.notNull())
                .addColumn('creado_en', ts, (c) => c.notNull())
                .addColumn('actualizado_en', ts, (c) => c.notNull())
                .execute();
            await index(db, 'plantillas', ['empresa_id', 'busqueda']);
            await index(db, 'plantillas', ['empresa_id', 'categoria_id']);
            await index(db, 'plantillas', ['empresa_id', 'proveedor_id']);

            await db.schema
                .createTable('variantes')
                .addColumn('id', 'integer', id)
                .addColumn('empresa_id', 'integer', empresa)
                .addColumn('plantilla_id', 'integer', (c) => c.notNull().references('plantillas.id').onDelete('cascade'))
                .addColumn('posicion', 'integer', (c) => c.notNull().defaultTo(0))
                .addColumn('sku', 'text', (c) => c.notNull())
                .addColumn('sku_busqueda', clave, (c) => c.notNull())
                .addColumn('precio_venta', 'bigint', (c) => c.notNull().check(sql`precio_venta >= 0`))
                .addColumn('costo_compra', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`costo_compra >= 0`))
                // The database itself refuses negative stock: the last guard under concurrency.
                .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0).check(sql`stock >= 0`))
                .addColumn('valores_ids', 'text', (c) => c.notNull().defaultTo('[]'))
                .addUniqueConstraint('variantes_empresa_sku_uq', ['empresa_id', 'sku_busqueda'])
                .execute();
            await index(db, 'variantes', ['plantilla_id', 'posicion']);
            await index(db, 'variantes', ['empresa_id', 'stock']);

            await db.schema
                .createTable('ventas')
                .addColumn('id', 'integer', id)
                .addColumn('empresa_id', 'integer', empresa)
                .addColumn('cliente_id', 'integer', (c) => c.references('clientes.id'))
                .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuarios.id'))
                .addColumn('fecha', ts, (c) => c.notNull())
                .addColumn('estado', 'text', (c) =>
                    c.notNull().check(sql`estado in ('Completada', 'Con Devolución', 'Cancelada')`),
                )
                .addColumn('total', 'bigint', (c) => c.notNull().check(sql`total >= 0`))
                .addColumn('idempotency_key', 'text')
                .addUniqueConstraint('ventas_empresa_idem_uq', ['empresa_id', 'idempotency_key'])
                .execute();
            await index(db, 'ventas', ['empresa_id', 'fecha']);
            await index(db, 'ventas', ['empresa_id', 'cliente_id']);
            await index(db, 'ventas', ['empresa_id', 'usuario_id']);

            await db.schema
                .createTable('venta_detalles')
                .addColumn('id', 'integer', id)
                .addColumn('empresa_id', 'integer', empresa)
                .addColumn('venta_id', 'integer', (c) => c.notNull().references('ventas.id').onDelete('cascade'))
                .addColumn('variante_id', 'integer', (c) => c.notNull().references('variantes.id'))
                .addColumn('cantidad', 'integer', (c) => c.notNull().check(sql`cantidad > 0`))
                .addColumn('precio_unitario', 'bigint', (c) => c.notNull())
                .addColumn('subtotal', 'bigint', (c) => c.notNull())
                .execute();
            await index(db, 'venta_detalles', ['venta_id']);
            await index(db, 'venta_detalles', ['empresa_id', 'variante_id']);

            await db.schema
                .createTable('venta_pagos')
                .addColumn('id', 'integer', id)
                .addColumn('empresa_id', 'integer', empresa)
                .addColumn('venta_id', 'integer', (c) => c.notNull().references('ventas.id').onDelete('cascade'))
                .addColumn('metodo_pago', 'text', (c) => c.notNull())
                .addColumn('monto', 'bigint', (c) => c.notNull().check(sql`monto > 0`))
                .execute();
            await index(db, 'venta_pagos', ['venta_id']);

            await db.schema
                .createTable('notas_credito')
                .addColumn('id', 'integer', id)
                .addColumn('empresa_id', 'integer', empresa)
                .addColumn('venta_id', 'integer', (c) => c.notNull().references('ventas.id'))
                .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuarios.id'))
                .addColumn('fecha', ts, (c) => c.notNull())
                .addColumn('motivo', 'text')
                .addColumn('total_devuelto', 'bigint', (c) => c.notNull())
                .execute();
            await index(db, 'notas_credito', ['venta_id']);
            await index(db, 'notas_credito', ['empresa_id', 'fecha']);

            await db.schema
                .createTable('nota_credito_detalles')
                .addColumn('id', 'integer', id)
                .addColumn('empresa_id', 'integer', empresa)
                .addColumn('nota_credito_id', 'integer', (c) =>
                    c.notNull().references('notas_credito.id').onDelete('cascade'),
                )
                .addColumn('variante_id', 'integer', (c) => c.notNull().references('variantes.id'))
                .addColumn('cantidad', 'integer', (c) => c.notNull().check(sql`cantidad > 0`))
                .addColumn('monto_devuelto', 'bigint', (c) => c.notNull())
                .execute();
            await index(db, 'nota_credito_detalles', ['nota_credito_id']);
            await index(db, 'nota_credito_detalles', ['empresa_id', 'variante_id']);

            await db.schema
                .createTable('compras')
                .addColumn('id', 'integer', id)
                .addColumn('empresa_id', 'integer', empresa)
                .addColumn('proveedor_id', 'integer', (c) => c.notNull().references('proveedores.id'))
                .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuarios.id'))
                .addColumn('fecha_emision', ts, (c) => c.notNull())
                .addColumn('fecha_recepcion', ts)
                .addColumn('estado', 'text', (c) =>
                    c.notNull().check(sql`estado in ('Pendiente', 'Recibida', 'Cancelada')`),
                )
                .addColumn('total', 'bigint', (c) => c.notNull())
                .execute();
            await index(db, 'compras', ['empresa_id', 'fecha_emision']);
            await index(db, 'compras', ['empresa_id', 'proveedor_id']);

            await db.schema
                .createTable('compra_detalles')
                .addColumn('id', 'integer', id)
                .addColumn('empresa_id', 'integer', empresa)
                .addColumn('compra_id', 'integer', (c) => c.notNull().references('compras.id').onDelete('cascade'))
                .addColumn('variante_id', 'integer', (c) => c.notNull().references('variantes.id'))
                .addColumn('cantidad', 'integer', (c) => c.notNull().check(sql`cantidad > 0`))
                .addColumn('costo_unitario', 'bigint', (c) => c.notNull().check(sql`costo_unitario >= 0`))
                .addColumn('subtotal_linea', 'bigint', (c) => c.notNull())
                .execute();
            await index(db, 'compra_detalles', ['compra_id']);
            await index(db, 'compra_detalles', ['empresa_id', 'variante_id']);

            await db.schema
                .createTable('movimientos_stock')
                .addColumn('id', 'integer', id)
                .addColumn('empresa_id', 'integer', empresa)
                .addColumn('variante_id', 'integer', (c) => c.notNull().references('variantes.id'))
                .addColumn('cantidad', 'integer', (c) => c.notNull().check(sql`cantidad <> 0`))
                .addColumn('stock_resultante', 'integer', (c) => c.notNull())
                .addColumn('tipo', 'text', (c) => c.notNull())
                .addColumn('motivo', 'text')
                .addColumn('usuario_id', 'integer', (c) => c.references('usuarios.id'))
                .addColumn('venta_id', 'integer', (c) => c.references('ventas.id'))
                .addColumn('nota_credito_id', 'integer', (c) => c.references('notas_credito.id'))
                .addColumn('compra_id', 'integer', (c) => c.references('compras.id'))
                .addColumn('fecha', ts, (c) => c.notNull())
                .execute();
            await index(db, 'movimientos_stock', ['empresa_id', 'variante_id', 'fecha']);
            await index(db, 'movimientos_stock', ['empresa_id', 'fecha']);

            await db.schema
                .createTable('movimientos_contables')
                .addColumn('id', 'integer', id)
                .addColumn('empresa_id', 'integer', empresa)
                .addColumn('tipo', 'text', (c) => c.notNull().check(sql`tipo in ('ingreso', 'egreso')`))
                .addColumn('concepto', 'text', (c) => c.notNull())
                .addColumn('monto', 'bigint', (c) => c.notNull().check(sql`monto >= 0`))
                .addColumn('categoria', 'text')
                .addColumn('descripcion', 'text')
                .addColumn('fecha', ts, (c) => c.notNull())
                .addColumn('usuario_id', 'integer', (c) => c.references('usuarios.id'))
                .execute();
            await index(db, 'movimientos_contables', ['empresa_id', 'fecha']);
            await index(db, 'movimientos_contables', ['empresa_id', 'tipo']);
        },
    };
}

function index(db: Kysely<unknown>, table: string, columns: string[]) {
    return db.schema
        .createIndex(`${table}_${columns.join('_')}_idx`)
        .on(table)
        .columns(columns)
        .execute();
}
