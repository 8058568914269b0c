import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db, Dialect } from './createDb.js';
import { esquemaInicial } from './migrations/0001_esquema_inicial.js';
import { busquedaProductos } from './migrations/0002_busqueda_productos.js';
import { indicesDeOrden } from './migrations/0003_indices_de_orden.js';
import { rolTodosLosPermisos } from './migrations/0004_rol_todos_los_permisos.js';
import { ventas } from './migrations/0005_ventas.js';
import { indicesCompras } from './migrations/0006_compras.js';
import { contabilidad } from './migrations/0008_contabilidad.js';
import { intentosAcceso } from './migrations/0009_intentos_acceso.js';
import { ventasDiarias } from './migrations/0010_ventas_diarias.js';
import { totalesRepartidos } from './migrations/0011_totales_repartidos.js';
import { indicesDeEscritura } from './migrations/0012_indices_de_escritura.js';
import { ventaEnUnaSentencia } from './migrations/0013_venta_en_una_sentencia.js';
import { sesionesRevocables } from './migrations/0014_sesiones_revocables.js';
import { kardexEnOrdenDeCambio } from './migrations/0015_kardex_en_orden_de_cambio.js';
import { sinExigir } from './migrations/0016_sin_exigir.js';
import { clientesUnicos } from './migrations/0017_clientes_unicos.js';
import { productosActivos } from './migrations/0018_productos_activos.js';
import { impuestos } from './migrations/0022_impuestos.js';
import { cantidades } from './migrations/0023_cantidades.js';
import { preciosMayoreo } from './migrations/0024_precios_mayoreo.js';
import { descuentos } from './migrations/0026_descuentos.js';
import { milesimas } from './migrations/0027_milesimas.js';
import { MODULOS } from '../modules/index.js';
import type { Modulo } from '../modules/modulo.js';

/**
 * One ordered migration tree for both engines, listed explicitly (no directory scanning, so it
 * works the same under tsx, vitest and a bundle). Append new migrations; never edit applied ones.
 */
function migrations(dialect: Dialect, modulos: readonly Modulo[]): Record<string, Migration> {
    return {
        '0001_esquema_inicial': esquemaInicial(dialect),
        '0002_busqueda_productos': busquedaProductos(dialect),
        '0003_indices_de_orden': indicesDeOrden(),
        '0004_rol_todos_los_permisos': rolTodosLosPermisos(),
        '0005_ventas': ventas(),
        '0006_compras': indicesCompras(),
        '0008_contabilidad': contabilidad(dialect),
        '0009_intentos_acceso': intentosAcceso(),
        '0010_ventas_diarias': ventasDiarias(dialect),
        '0011_totales_repartidos': totalesRepartidos(dialect),
        '0012_indices_de_escritura': indicesDeEscritura(),
        '0013_venta_en_una_sentencia': ventaEnUnaSentencia(dialect),
        '0014_sesiones_revocables': sesionesRevocables(),
        '0015_kardex_en_orden_de_cambio': kardexEnOrdenDeCambio(),
        '0016_sin_exigir': sinExigir(dialect),
        '0017_clientes_unicos': clientesUnicos(),
        '0018_productos_activos': productosActivos(),
        '0022_impuestos': impuestos(dialect),
        '0023_cantidades': cantidades(),
        '0024_precios_mayoreo': preciosMayoreo(),
        '0026_descuentos': descuentos(),
        '0027_milesimas': milesimas(dialect),
        // Then those of the modules that own their tables, under their own permanent names.
        ...Object.fromEntries(modulos.flatMap((m) => Object.entries(m.migraciones ?? {})).map(([nombre, m]) => [nombre, m(dialect)])),
    };
}

export async function migrateToLatest(db: Db, modulos: readonly Modulo[] = MODULOS): Promise<void> {
    await migrar(db, modulos);
}

/** Migrates up to `nombre` included: a database as it stood at that migration (a migration's tests). */
export async function migrateTo(db: Db, nombre: string, modulos: readonly Modulo[] = MODULOS): Promise<void> {
    await migrar(db, modulos, nombre);
}

async function migrar(db: Db, modulos: readonly Modulo[], hasta?: string): Promise<void> {
    const provider: MigrationProvider = { getMigrations: async () => migrations(db.dialect, modulos) };
    // Pinned to our own schema: left alone, Kysely looks for its tables in every schema and is
    // fooled by another run's (tests and the bench each use a schema of their own).
    // allowUnorderedMigrations: capabilities are built on parallel branches, each with its own
    // numbered migration; one that lands after a higher-numbered one must still run.
    const migrator = new Migrator({ db: db.kysely, provider, migrationTableSchema: db.schema, allowUnorderedMigrations: true });
    const { error, results } = await (hasta === undefined ? migrator.migrateToLatest() : migrator.migrateTo(hasta));
    const failed = results?.find((r) => r.status === 'Error');
    if (error || failed) {
        throw new Error(`La migración ${failed?.migrationName ?? ''} falló: ${String(error)}`, { cause: error });
    }
}
