import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { migrateToLatest } from '../server/db/migrate.js';
import { categoriaVendida } from '../server/db/migrations/0030_categoria_vendida.js';
import { registrarEmpresa } from '../server/modules/auth/registro.service.js';
import { generateCatalog } from './generateCatalog.js';
import { generateVentas } from './generateVentas.js';
import { type Engine, freshDb } from './support.js';

/**
 * `npx tsx bench/migracion0030.ts`: how long migration 0030_categoria_vendida takes on a shop
 * upgrading with BENCH_VENTAS (1,000,000) sales: the history is written at the latest schema, put
 * back as 0029 left it (no line categories, the per-product counter without categoria_id, no
 * category counter), and 0030 run again. SQLite always; PostgreSQL with TEST_DATABASE_URL.
 */
const VENTAS = Number(process.env.BENCH_VENTAS ?? 1_000_000);
const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

for (const engine of (process.env.BENCH_ENGINES?.split(',') as Engine[] | undefined) ?? ENGINES) {
    const { db, drop } = await freshDb(engine, 'migracion0030');
    try {
        await migrateToLatest(db);
        const { empresaId, usuarioId } = await registrarEmpresa(db, { nombre_empresa: 'Migración', nombre_usuario: 'M', apellido_usuario: 'M', email: 'm@sipv.mx', contrasena: 'bench-1234' });
        await generateCatalog(db, empresaId, 700, 1);
        const proveedor = await db.kysely.insertInto('proveedores').values({ empresa_id: empresaId, nombre_empresa: 'P', busqueda: 'p' }).returning('id').executeTakeFirstOrThrow();
        await generateVentas(db, { empresaId, usuarioId, proveedorId: proveedor.id, ventas: VENTAS, seed: 1 });
        // As 0029 left it.
        const k = db.kysely;
        await k.schema.dropTable('ventas_categoria_vendedor').execute();
        if (engine === 'postgres') {
            await sql`alter table ventas_producto_vendedor drop constraint ventas_producto_vendedor_pk, add constraint ventas_producto_vendedor_pk primary key (empresa_id, dia, usuario_id, plantilla_id)`.execute(k);
            await k.schema.alterTable('ventas_producto_vendedor').dropColumn('categoria_id').execute();
        } else {
            // SQLite changes no primary key in place: rebuilt as 0029 created it (the bench's catalogue has one category, so no key merges).
            await sql`create table vpv (empresa_id integer not null, dia text not null, usuario_id integer not null, plantilla_id integer not null, ventas bigint not null default 0, unidades bigint not null default 0, total bigint not null default 0, costo bigint not null default 0, devoluciones bigint not null default 0, unidades_devueltas bigint not null default 0, costo_devuelto bigint not null default 0, primary key (empresa_id, dia, usuario_id, plantilla_id)) without rowid`.execute(k);
            await sql`insert into vpv select empresa_id, dia, usuario_id, plantilla_id, ventas, unidades, total, costo, devoluciones, unidades_devueltas, costo_devuelto from ventas_producto_vendedor`.execute(k);
            await k.schema.dropTable('ventas_producto_vendedor').execute();
            await sql`alter table vpv rename to ventas_producto_vendedor`.execute(k);
        }
        await k.schema.alterTable('venta_detalles').dropColumn('categoria_id').execute();
        const [lineas, filas] = await Promise.all([
            sql<{ n: number }>`select count(*) as n from venta_detalles`.execute(k),
            sql<{ n: number }>`select count(*) as n from ventas_producto_vendedor`.execute(k),
        ]);
        const inicio = performance.now();
        await db.transaction((tx) => categoriaVendida(db.dialect).up(tx.kysely as never));
        console.log(`${engine.padEnd(8)} 0030 over ${VENTAS} sales (${lineas.rows[0].n} lines, ${filas.rows[0].n} per-product rows): ${((performance.now() - inicio) / 1000).toFixed(1)} s`);
    } finally {
        await db.close();
        await drop();
    }
}
