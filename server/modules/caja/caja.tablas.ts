import type { ColumnType, Generated } from 'kysely';

/** The cash sessions' tables (migration caja.migracion.ts), joined to the schema by declaration merging. */
export interface SesionesCajaTable {
    id: Generated<number>;
    empresa_id: number;
    usuario_id: number;
    caja: string;
    abierta_en: string;
    fondo_inicial: number;
    estado: string; // 'Abierta' | 'Cerrada'
    cerrada_en: string | null;
    cerrada_por: number | null;
    /** Written once, at the close: the Z report's figures. */
    efectivo_esperado: number | null;
    efectivo_contado: number | null;
    /** JSON of the count's grid, when it was counted by denomination. */
    denominaciones: string | null;
}

export interface MovimientosCajaTable {
    id: Generated<number>;
    empresa_id: number;
    sesion_caja_id: number;
    usuario_id: number;
    tipo: string; // 'entrada' | 'salida'
    monto: number;
    motivo: string;
    gasto: ColumnType<number, number | undefined, number>;
    fecha: string;
}

declare module '../../db/tables.js' {
    interface Database {
        sesiones_caja: SesionesCajaTable;
        movimientos_caja: MovimientosCajaTable;
    }
    interface VentasTable {
        /** The cash session the sale was rung in (null without one). */
        sesion_caja_id: ColumnType<number | null, number | null | undefined, number | null>;
    }
    interface VentaPagosTable {
        /** Its sale's cash session (null without one). */
        sesion_caja_id: ColumnType<number | null, number | null | undefined, number | null>;
    }
    interface NotasCreditoTable {
        /** The cash session its cash refund left from (null without one, or without cash). */
        sesion_caja_id: ColumnType<number | null, number | null | undefined, number | null>;
        /** The part of total_devuelto paid back in cash, in cents. */
        reembolso_efectivo: ColumnType<number, number | undefined, number>;
    }
}
