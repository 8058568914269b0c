import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import { columnas } from './columnas.js';
import type { Dialect } from './createDb.js';

type Tabla = CreateTableBuilder<string, string>;

/**
 * The migration of a master-data table (ARCHITECTURE, "Adding a resource"): `id`, `empresa_id`,
 * the resource's own columns, and `busqueda`, the accent-blind search key that tableRepo searches
 * and sorts by, unique per company so a second record of the same name is `duplicado`.
 */
export const tablaMaestra =
    (tabla: string, propias: (t: Tabla) => Tabla) =>
    (dialect: Dialect): Migration => {
        const { id, empresa, clave } = columnas(dialect);
        return {
            async up(db: Kysely<unknown>) {
                await propias(db.schema.createTable(tabla).addColumn('id', 'integer', id).addColumn('empresa_id', 'integer', empresa))
                    .addColumn('busqueda', clave, (c) => c.notNull())
                    .addUniqueConstraint(`${tabla}_empresa_busqueda_uq`, ['empresa_id', 'busqueda'])
                    .execute();
            },
            async down(db: Kysely<unknown>) {
                await db.schema.dropTable(tabla).execute();
            },
        };
    };
