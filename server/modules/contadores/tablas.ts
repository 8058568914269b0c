import type { ColumnType, Generated } from 'kysely';

/*
 * The sales report's columns and counters (migrations 0029_reportes_de_ventas, 0030_categoria_vendida), declared beside
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
        /** The product's category when sold (NULL: none): a product moved later keeps this sale under it. */
        categoria_id: ColumnType<number | null, number | null | undefined, number | null>;
    }
    interface NotaCreditoDetallesTable {
        /** The cost of the units it took back, at the cost their sale line recorded (pagos.ts costoDevuelto). */
        costo: ColumnType<number, number | undefined, number>;
    }
    interface Database {
        ventas_diarias_vendedor: CifrasDeVentas & { empresa_id: number; dia: string; usuario_id: number; ranura: Generated<number> };
        ventas_horarias: CifrasDeVentas & { empresa_id: number; dia: string; usuario_id: number; hora: number; ranura: Generated<number> };
        /** categoria_id: the product's when sold, 0 for none (a key column is never NULL). */
        ventas_producto_vendedor: CifrasDeVentas & { empresa_id: number; dia: string; usuario_id: number; plantilla_id: number; categoria_id: number };
        /** The per-product rows summed per category (0: none); `ventas` is its products' tickets summed. */
        ventas_categoria_vendedor: CifrasDeVentas & { empresa_id: number; dia: string; usuario_id: number; categoria_id: number; ranura: Generated<number> };
        pagos_diarios: { empresa_id: number; dia: string; usuario_id: number; metodo_pago: string; ranura: Generated<number>; ventas: number; monto: number; devoluciones: number };
    }
}
