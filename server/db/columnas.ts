import { type ColumnDefinitionBuilder, sql } from 'kysely';
import type { Dialect } from './createDb.js';

/**
 * The column idioms every migration shares; the engines differ only in the identity column, the
 * timestamp type and the search keys' collation.
 */
export function columnas(dialect: Dialect) {
    return {
        ts: dialect === 'postgres' ? 'timestamptz' : 'text',
        id: (c: ColumnDefinitionBuilder) =>
            dialect === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
        empresa: (c: ColumnDefinitionBuilder) => c.notNull().references('empresas.id'),
        // Search keys compare byte by byte on both engines: the same order as SQLite's, and no
        // locale-aware comparison (slow, and different per server locale) in PostgreSQL's sorts.
        clave: dialect === 'postgres' ? sql`text collate "C"` : sql`text`,
    } as const;
}
