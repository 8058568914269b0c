import type { FastifyPluginAsync } from 'fastify';
import type { Migration } from 'kysely';
import type { Campos } from '../../contracts/maestro.js';
import type { Dialect } from '../db/createDb.js';
import type { Database } from '../db/tables.js';
import type { AppDeps } from '../deps.js';

/**
 * What a business module gives the server (server/modules/index.ts lists them): its routes and,
 * for a module that owns its tables, their migrations. Migration names are global and permanent
 * (Kysely compares them with those applied): `NNNN_<tabla>`, NNNN the next free number (one
 * above the highest of server/db/migrate.ts and of every module; tests/api/migraciones.test.ts
 * refuses a number taken twice and names the next free one), never renamed.
 */
export interface Modulo {
    nombre: string;
    /** Its routes under /api/v1: each declares `config.permiso`, and a bearer token is required. */
    rutas?: FastifyPluginAsync<AppDeps>;
    /** Its routes outside /api/v1, open without a token (login and registration). */
    publicas?: FastifyPluginAsync<AppDeps>;
    migraciones?: Record<string, (dialect: Dialect) => Migration>;
    /**
     * A master-data resource's crudRoutes: where it lives, its table and its fields' kinds, from
     * which the permission and tenancy matrices (tests/helpers/matrizRutas.ts) derive its five
     * entries: a valid body, and what each reference in it names.
     */
    crud?: { path: string; tabla: keyof Database; campos: Campos };
}
