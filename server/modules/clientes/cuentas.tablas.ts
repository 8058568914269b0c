import type { ColumnType, Generated } from 'kysely';

/** Customer accounts' tables and columns (migration cuentas.migracion.ts), joined to the schema by declaration merging. */
export interface MovimientosCuentaTable {
    id: Generated<number>;
    empresa_id: number;
    cliente_id: number;
    tipo: string; // contracts/cuentas.ts TIPOS_MOVIMIENTO_CUENTA
    /** Signed cents: + what the customer owes more. */
    monto: number;
    /** The customer's balance this movement left. */
    saldo: number;
    fecha: string;
    usuario_id: number | null;
    venta_id: number | null;
    nota_credito_id: number | null;
    metodo_pago: string | null;
    referencia: string | null;
    motivo: string | null;
    /** A cash abono's session: the drawer it went into. */
    sesion_caja_id: number | null;
    /** An abono's Idempotency-Key (unique in the company). */
    idempotency_key: string | null;
}

export interface MovimientosPuntosTable {
    id: Generated<number>;
    empresa_id: number;
    cliente_id: number;
    tipo: string; // contracts/cuentas.ts TIPOS_MOVIMIENTO_PUNTOS
    puntos: number;
    saldo: number;
    fecha: string;
    usuario_id: number | null;
    venta_id: number | null;
    nota_credito_id: number | null;
    motivo: string | null;
}

declare module '../../db/tables.js' {
    interface Database {
        movimientos_cuenta: MovimientosCuentaTable;
        movimientos_puntos: MovimientosPuntosTable;
    }
    interface ClientesTable {
        /** Cents; 0: no credit. */
        limite_credito: ColumnType<number, number | undefined, number>;
        dias_credito: ColumnType<number, number | undefined, number>;
        /** Σ of the customer's movimientos_cuenta (negative: in their favour). */
        saldo: ColumnType<number, number | undefined, number>;
        /** Σ of the customer's movimientos_puntos. */
        puntos: ColumnType<number, number | undefined, number>;
    }
    interface EmpresasTable {
        /** Points earned per $100.00 paid by methods other than points and credit; 0: no points program. */
        puntos_por_cada_100: ColumnType<number, number | undefined, number>;
        /** What a point pays, in cents. */
        valor_punto: ColumnType<number, number | undefined, number>;
    }
    interface MovimientosContablesTable {
        /** An abono's posting names its customer: read-only in the ledger like a document's. */
        cliente_id: ColumnType<number | null, number | null | undefined, number | null>;
    }
}
