import { sql } from 'kysely';
import type { Db } from '../../db/createDb.js';
import { STOCK_MAXIMO } from '../../../contracts/productos.js';
import { MILESIMAS, type Unidad } from '../../../contracts/unidades.js';
import { NoEncontrado, StockExcedido, StockInsuficiente } from '../../domain/errors.js';

/** Kinds of stock movement besides the adjustment types of spec §3 (which are kinds of their own). */
export const MOVIMIENTO = {
    stockInicial: 'STOCK_INICIAL',
    edicionProducto: 'EDICION_PRODUCTO',
    venta: 'VENTA',
    devolucionVenta: 'DEVOLUCION_VENTA',
    /** A voided sale's units back on the shelf (ventas/cancelacion.service.ts). */
    cancelacionVenta: 'CANCELACION_VENTA',
    recepcionCompra: 'RECEPCION_COMPRA',
    /** A stock set by a catalogue import (productos/importacion): a new variant's, or an existing one's new figure. */
    importacion: 'IMPORTACION',
} as const;

/**
 * Movements that are bookkeeping of the catalogue itself, not business history: a variant that
 * has only these can still be removed (they go with it).
 */
export const MOVIMIENTOS_DE_CATALOGO: string[] = [MOVIMIENTO.stockInicial, MOVIMIENTO.edicionProducto, MOVIMIENTO.importacion];

/** One signed movement of one variant's stock and why it happened: what `movimientos_stock` records. */
export interface MovimientoDeStock {
    varianteId: number;
    /** Signed, in thousandths of the product's unit (CONVENTIONS §6, Quantities): negative takes out. */
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

/** The most a variant may hold, in thousandths. */
const MAXIMO = STOCK_MAXIMO * MILESIMAS;

/** Where a variant's movements take its stock, relative to where it stood: their sum, its lowest and its highest. */
interface Recorrido {
    neto: number;
    minimo: number;
    maximo: number;
}

/**
 * The one writer of stock, the same on both engines, in the caller's transaction: one UPDATE for
 * the whole batch, then one INSERT of its movements. The UPDATE takes the variants' rows from a
 * subquery in id order — on PostgreSQL locking them there (`FOR NO KEY UPDATE`, the lock an
 * UPDATE of a non-key column takes: `FOR UPDATE` would also wait for the key-share locks other
 * sales' line inserts hold on a variant through their foreign key, and deadlock with them), so
 * two workflows never lock the same rows in opposite orders; SQLite runs one write transaction
 * at a time. Each variant's movements are judged on the stock as locked, not as the statement's
 * snapshot saw it (a restock committed while a sale waited for the row counts; of concurrent
 * sales of the last unit exactly one passes): one after another in the batch's order, the
 * lowest and the highest the stock goes through must stay within 0..STOCK_MAXIMO, and the row
 * gets their net change. A variant left out was refused: the stock, read again under the locks
 * still held, names the first movement that went out of bounds (`rechazoDeStock`; `NoEncontrado`
 * for a variant not in the company), and the caller's transaction rolls back. Every movement is
 * written with the stock it left: the stock and its history commit together or not at all.
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
    const recorrido = new Map<number, Recorrido>();
    for (const m of ordenados) {
        const r = recorrido.get(m.varianteId) ?? { neto: 0, minimo: 0, maximo: 0 };
        r.neto += m.cantidad;
        r.minimo = Math.min(r.minimo, r.neto);
        r.maximo = Math.max(r.maximo, r.neto);
        recorrido.set(m.varianteId, r);
    }
    const ids = [...recorrido.keys()];
    const porVariante = (valor: (r: Recorrido) => number) =>
        sql<number>`case b.id ${sql.join(
            ids.map((id) => sql`when ${id} then cast(${valor(recorrido.get(id) as Recorrido)} as bigint)`),
            sql` `,
        )} end`;
    const bloqueadas = tx.kysely
        .selectFrom('variantes')
        .select(['id', 'stock'])
        // By their ids: SQLite's planner, without statistics, otherwise takes the company's
        // (empresa_id, stock) index and reads every variant of the company for each batch (13 ms
        // a call at 100,000 variants); the unary plus keeps that index out of this term.
        .where(tx.dialect === 'sqlite' ? sql<number>`+empresa_id` : sql<number>`empresa_id`, '=', empresaId)
        .where('id', 'in', ids)
        .orderBy('id')
        // No row is dropped by it: it keeps PostgreSQL from pushing the bounds below the lock,
        // where they would judge the snapshot's stock and skip a row without waiting for it.
        .limit(ids.length)
        .$if(tx.dialect === 'postgres', (q) => q.forNoKeyUpdate());
    const movidas = await tx.kysely
        .updateTable('variantes')
        .from(bloqueadas.as('b'))
        .set({ stock: sql`b.stock + ${porVariante((r) => r.neto)}` })
        .whereRef('variantes.id', '=', 'b.id')
        .where(tx.dialect === 'sqlite' ? sql<number>`+variantes.empresa_id` : sql<number>`variantes.empresa_id`, '=', empresaId)
        .where(sql`b.stock + ${porVariante((r) => r.minimo)}`, '>=', 0)
        .where(sql`b.stock + ${porVariante((r) => r.maximo)}`, '<=', MAXIMO)
        .returning(['variantes.id', 'variantes.sku', 'variantes.stock'])
        .execute();
    if (movidas.length !== ids.length) throw await rechazo(tx, empresaId, ordenados, new Set(movidas.map((v) => v.id)));
    // Each movement's resulting stock, from the stock the row had before the batch.
    const antes = new Map(movidas.map((v) => [v.id, { sku: v.sku, stock: Number(v.stock) - (recorrido.get(v.id)?.neto ?? 0) }]));
    const resultados = ordenados.map((m): StockResultante => {
        const v = antes.get(m.varianteId) as { sku: string; stock: number };
        v.stock += m.cantidad;
        return { varianteId: m.varianteId, sku: v.sku, stock: v.stock };
    });
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
 * Why the batch was refused: the first movement, in variant-id order, of a variant the UPDATE
 * left out that takes its stock out of bounds, judged on the stock read under the locks the
 * UPDATE took (nobody has changed it since); a variant not in the company is not found.
 */
async function rechazo(tx: Db, empresaId: number, ordenados: MovimientoDeStock[], movidas: Set<number>): Promise<Error> {
    const rechazadas = ordenados.filter((m) => !movidas.has(m.varianteId));
    const filas = await tx.kysely
        .selectFrom('variantes as v')
        .innerJoin('plantillas as p', 'p.id', 'v.plantilla_id')
        .select(['v.id', 'v.sku', 'v.stock', 'p.unidad'])
        .where('v.empresa_id', '=', empresaId)
        .where(
            'v.id',
            'in',
            rechazadas.map((m) => m.varianteId),
        )
        .execute();
    const actual = new Map(filas.map((f) => [f.id, { sku: f.sku, stock: Number(f.stock), unidad: f.unidad }]));
    for (const m of rechazadas) {
        const v = actual.get(m.varianteId);
        if (!v) return new NoEncontrado(`El producto ${m.varianteId} no existe.`);
        if (v.stock + m.cantidad < 0 || v.stock + m.cantidad > MAXIMO) return rechazoDeStock(v.sku, v.stock, m.cantidad, v.unidad);
        v.stock += m.cantidad;
    }
    return new Error('El stock rechazó un movimiento que cabe.');
}

/**
 * Why a movement was refused, told by its sign: stock always lies within 0..STOCK_MAXIMO, so
 * taking units out can only fail below zero and putting them in only above the ceiling.
 */
export const rechazoDeStock = (sku: string, stock: number, cantidad: number, unidad: Unidad = 'pieza') =>
    cantidad < 0 ? new StockInsuficiente(sku, stock, -cantidad, unidad) : new StockExcedido(sku, stock, cantidad, STOCK_MAXIMO, unidad);
