import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';

/**
 * Kinds of stock movement. Every change of a variant's stock writes one row, in the same
 * transaction as the change, so a variant's movements always add up to its stock.
 */
export const MOVIMIENTO = {
    stockInicial: 'STOCK_INICIAL',
    edicionProducto: 'EDICION_PRODUCTO',
    venta: 'VENTA',
    devolucionVenta: 'DEVOLUCION_VENTA',
    recepcionCompra: 'RECEPCION_COMPRA',
} as const;

/**
 * Movements that are bookkeeping of the catalogue itself, not business history: a variant that
 * has only these can still be removed (they go with it).
 */
export const MOVIMIENTOS_DE_CATALOGO: string[] = [MOVIMIENTO.stockInicial, MOVIMIENTO.edicionProducto];

export interface NuevoMovimiento {
    empresaId: number;
    varianteId: number;
    cantidad: number;
    stockResultante: number;
    tipo: string;
    motivo?: string | null;
    usuarioId?: number | null;
    ventaId?: number | null;
    notaCreditoId?: number | null;
    compraId?: number | null;
}

export async function registrarMovimientos(trx: Kysely<Database>, movimientos: NuevoMovimiento[]): Promise<void> {
    const filas = movimientos.filter((m) => m.cantidad !== 0);
    if (filas.length === 0) return;
    const fecha = new Date().toISOString();
    await trx
        .insertInto('movimientos_stock')
        .values(
            filas.map((m) => ({
                empresa_id: m.empresaId,
                variante_id: m.varianteId,
                cantidad: m.cantidad,
                stock_resultante: m.stockResultante,
                tipo: m.tipo,
                motivo: m.motivo ?? null,
                usuario_id: m.usuarioId ?? null,
                venta_id: m.ventaId ?? null,
                nota_credito_id: m.notaCreditoId ?? null,
                compra_id: m.compraId ?? null,
                fecha,
            })),
        )
        .execute();
}
