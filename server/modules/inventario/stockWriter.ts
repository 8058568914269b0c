import { sql } from 'kysely';
import type { Db } from '../../db/createDb.js';
import { STOCK_MAXIMO } from '../../../contracts/productos.js';
import { NoEncontrado, StockExcedido, StockInsuficiente } from '../../domain/errors.js';

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

/** One signed movement of one variant's stock and why it happened: what `movimientos_stock` records. */
export interface MovimientoDeStock {
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
 * The one writer of stock, the same on both engines, in the caller's transaction. It first
 * reads the variants' rows in id order — on PostgreSQL locking them (`FOR NO KEY UPDATE`, the
 * lock an UPDATE of a non-key column takes: `FOR UPDATE` would also wait for the key-share locks
 * other sales' line inserts hold on a variant through their foreign key, and deadlock with them),
 * so two workflows never lock the same rows in opposite orders and nobody changes them until
 * commit; SQLite runs one write transaction at a time. The movements are judged here, one after
 * another in variant-id order, on that stock: the newest committed, so a restock committed while
 * a sale waited for the row counts, and of concurrent sales of the last unit exactly one passes.
 * One that would take a variant below 0 or above STOCK_MAXIMO refuses the whole batch
 * (`rechazoDeStock`; `NoEncontrado` for a variant not in the company), and the caller's
 * transaction rolls back. Otherwise one UPDATE applies every variant's net change (conditional:
 * the CHECK on stock and these bounds are the last guard) and one INSERT writes each movement
 * with the stock it left: the stock and its history commit together or not at all.
 */
export async function moverStock(
    tx: Db,
    empresaId: number,
    usuarioId: number | null,
    movimientos: MovimientoDeStock[],
    /** When it happened: now, unless a document is recorded with its own time (the demo's history). */
    fecha: string = new Date().toISOString(),
): Promise<StockResultante[]> {
    tx.assertTransaction();
    // Stable: a variant's own movements keep their order.
    const ordenados = movimientos.filter((m) => m.cantidad !== 0).sort((a, b) => a.varianteId - b.varianteId);
    if (ordenados.length === 0) return [];
    const ids = [...new Set(ordenados.map((m) => m.varianteId))];
    const filas = await tx.kysely
        .selectFrom('variantes')
        .select(['id', 'sku', 'stock'])
        .where('empresa_id', '=', empresaId)
        .where('id', 'in', ids)
        .orderBy('id')
        .$if(tx.dialect === 'postgres', (q) => q.forNoKeyUpdate())
        .execute();
    const variantes = new Map(filas.map((f) => [f.id, { sku: f.sku, stock: Number(f.stock), neto: 0 }]));
    const resultados = ordenados.map((m): StockResultante => {
        const v = variantes.get(m.varianteId);
        if (!v) throw new NoEncontrado(`El producto ${m.varianteId} no existe.`);
        const stock = v.stock + m.cantidad;
        if (stock < 0 || stock > STOCK_MAXIMO) throw rechazoDeStock(v.sku, v.stock, m.cantidad);
        v.stock = stock;
        v.neto += m.cantidad;
        return { varianteId: m.varianteId, sku: v.sku, stock };
    });
    const neto = sql<number>`case id ${sql.join(
        ids.map((id) => sql`when ${id} then cast(${variantes.get(id)?.neto} as integer)`),
        sql` `,
    )} end`;
    const { numUpdatedRows } = await tx.kysely
        .updateTable('variantes')
        .set({ stock: sql`stock + ${neto}` })
        .where('empresa_id', '=', empresaId)
        .where('id', 'in', ids)
        .where(sql`stock + ${neto}`, '>=', 0)
        .where(sql`stock + ${neto}`, '<=', STOCK_MAXIMO)
        .executeTakeFirstOrThrow();
    // Under the rows' locks nobody else changed them: a row left out is a fault, never a refusal.
    if (Number(numUpdatedRows) !== ids.length) throw new Error('El stock cambió bajo su bloqueo.');
    await tx.kysely
        .insertInto('movimientos_stock')
        .values(
            ordenados.map((m, i) => ({
                empresa_id: empresaId,
                variante_id: m.varianteId,
                cantidad: m.cantidad,
                stock_resultante: resultados[i].stock,
                tipo: m.tipo,
                motivo: m.motivo ?? null,
                usuario_id: usuarioId,
                venta_id: m.ventaId ?? null,
                nota_credito_id: m.notaCreditoId ?? null,
                compra_id: m.compraId ?? null,
                fecha,
            })),
        )
        .execute();
    return resultados;
}

/**
 * Why a movement was refused, told by its sign: stock always lies within 0..STOCK_MAXIMO, so
 * taking units out can only fail below zero and putting them in only above the ceiling.
 */
export const rechazoDeStock = (sku: string, stock: number, cantidad: number) =>
    cantidad < 0 ? new StockInsuficiente(sku, stock, -cantidad) : new StockExcedido(sku, stock, cantidad, STOCK_MAXIMO);
