import type { ColumnType, Generated } from 'kysely';

/*
 * The sales report's columns and counters (migration 0029_reportes_de_ventas), declared beside
 * their one writer (contadores.ts) rather than in server/db/tables.ts.
 */

/** The figures of a seller's day (and hour, and product): sales on the sale's day, returns on the credit note's. The reports sum them as they are. */
export interface CifrasDeVentas {
    ventas: number;
    /** Thousandths. */
    unidades: number;
    total: number;
    costo: number;
    devoluciones: number;
    unidades_devueltas: number;
    costo_devuelto: number;
}

declare module '../../db/tables.js' {
    interface VentaDetallesTable {
        /** The variant's cost per unit when sold, in cents: margins never move with a later cost. */
        costo_compra: ColumnType<number, number | undefined, number>;
    }
    interface NotaCreditoDetallesTable {
        /** The cost of the units it took back, at the cost their sale line recorded (pagos.ts costoDevuelto). */
        costo: ColumnType<number, number | undefined, number>;
    }
    interface Database {
        ventas_diarias_vendedor: CifrasDeVentas & { empresa_id: number; dia: string; usuario_id: number; ranura: Generated<number> };
        ventas_horarias: CifrasDeVentas & { empresa_id: number; dia: string; usuario_id: number; hora: number; ranura: Generated<number> };
        ventas_producto_vendedor: CifrasDeVentas & { empresa_id: number; dia: string; usuario_id: number; plantilla_id: number };
        pagos_diarios: { empresa_id: number; dia: string; usuario_id: number; metodo_pago: string; ranura: Generated<number>; ventas: number; monto: number; devoluciones: number };
    }
}
