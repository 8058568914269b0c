import type { ColumnType } from 'kysely';

/*
 * The company settings' columns this module's own migrations add (empresa.migracion.ts), declared
 * with them rather than in server/db/tables.ts.
 */

declare module '../../db/tables.js' {
    interface EmpresasTable {
        /** The scale-label format as JSON text (0025_bascula_y_descuentos, contracts/bascula.ts); null: the till reads no labels. */
        etiqueta_bascula: ColumnType<string | null, string | null | undefined, string | null>;
        /** What a cashier without ventas:descontar_sin_limite may discount, in hundredths of a percent (1000 = 10 %). */
        descuento_maximo: ColumnType<number, number | undefined, number>;
    }
}
