import { sql } from 'kysely';
import type { Db } from '../../db/createDb.js';
import { NoEncontrado, StockInsuficiente } from '../../domain/errors.js';

/** Kinds of stock movement besides the adjustment types of spec §3 (which are kinds of their own). */
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

/** One signed change of one variant's stock and why it happened. */
export interface CambioStock {
    varianteId: number;
    /** Signed: negative takes units out. */
    cantidad: number;
    tipo: string;
    motivo?: string | null;
    /** The document it came from, if any. */
    ventaId?: number | null;
    notaCreditoId?: number | null;
    compraId?: number | null;
}

export interface StockResultante {
    varianteId: number;
    sku: string;
    stock: number;
}

/**
 * The one writer of stock. Each change is a single conditional UPDATE (`stock + Δ >= 0`): on
 * PostgreSQL it takes the row lock and re-reads the committed stock, so concurrent sales of the
 * last unit serialise and exactly one passes; on SQLite it runs inside the one write transaction.
 * Changes are applied in variant-id order so two workflows never lock the same rows in opposite
 * orders (no deadlocks). Every change writes its movement row with the resulting stock, in the
 * caller's transaction: the stock and its history commit together or not at all. Refuses with
 * `StockInsuficiente` (SKU and what is available), and the caller's transaction rolls back.
 */
export async function cambiarStock(
    tx: Db,
    empresaId: number,
    usuarioId: number | null,
    cambios: CambioStock[],
    /** When it happened: now, unless a document is recorded with its own time (the demo's history). */
    fecha: string = new Date().toISOString(),
): Promise<StockResultante[]> {
    tx.assertTransaction();
    const ordenados = cambios.filter((c) => c.cantidad !== 0).sort((a, b) => a.varianteId - b.varianteId);
    if (ordenados.length === 0) return [];
    const resultados: StockResultante[] = [];
    for (const cambio of ordenados) {
        const fila = await tx.kysely
            .updateTable('variantes')
            .set({ stock: sql`stock + ${cambio.cantidad}` })
            .where('empresa_id', '=', empresaId)
            .where('id', '=', cambio.varianteId)
            .where(sql`stock + ${cambio.cantidad}`, '>=', 0)
            .returning(['sku', 'stock'])
            .executeTakeFirst();
        if (!fila) throw await motivoDelRechazo(tx, empresaId, cambio);
        resultados.push({ varianteId: cambio.varianteId, sku: fila.sku, stock: Number(fila.stock) });
    }
    await tx.kysely
        .insertInto('movimientos_stock')
        .values(
            ordenados.map((c, i) => ({
                empresa_id: empresaId,
                variante_id: c.varianteId,
                cantidad: c.cantidad,
                stock_resultante: resultados[i].stock,
                tipo: c.tipo,
                motivo: c.motivo ?? null,
                usuario_id: usuarioId,
                venta_id: c.ventaId ?? null,
                nota_credito_id: c.notaCreditoId ?? null,
                compra_id: c.compraId ?? null,
                fecha,
            })),
        )
        .execute();
    return resultados;
}

async function motivoDelRechazo(tx: Db, empresaId: number, cambio: CambioStock): Promise<Error> {
    const actual = await tx.kysely
        .selectFrom('variantes')
        .select(['sku', 'stock'])
        .where('empresa_id', '=', empresaId)
        .where('id', '=', cambio.varianteId)
        .executeTakeFirst();
    if (!actual) return new NoEncontrado(`El producto ${cambio.varianteId} no existe.`);
    return new StockInsuficiente(actual.sku, Number(actual.stock), -cambio.cantidad);
}
