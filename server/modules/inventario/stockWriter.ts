import { sql } from 'kysely';
import type { Db } from '../../db/createDb.js';
import { ctesDe, ejecutarEscrituras, type Escrituras } from '../../db/escrituras.js';
import { exigenciaIncumplida, exigir } from '../../db/exigir.js';
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
 * The one writer of stock. Each change is a single conditional UPDATE (`0 <= stock + Δ <= STOCK_MAXIMO`): on
 * PostgreSQL it takes the row lock and re-reads the committed stock, so concurrent sales of the
 * last unit serialise and exactly one passes; on SQLite it runs inside the one write transaction.
 * Changes are applied in variant-id order so two workflows never lock the same rows in opposite
 * orders (no deadlocks). Every change writes its movement row with the resulting stock, in the
 * caller's transaction: the stock and its history commit together or not at all. Refuses with
 * `StockInsuficiente` (SKU and what is available) or `StockExcedido`, and the caller's transaction rolls back.
 */
export async function cambiarStock(
    tx: Db,
    empresaId: number,
    usuarioId: number | null,
    cambios: CambioStock[],
    /** When it happened: now, unless a document is recorded with its own time (the demo's history). */
    fecha: string = new Date().toISOString(),
    /**
     * Other writes of the caller's transaction to send with the changes (escrituras.ts): in the
     * same statement on PostgreSQL, after the changes on SQLite. On a refusal they are rolled
     * back with everything else.
     */
    ademas?: Escrituras,
): Promise<StockResultante[]> {
    tx.assertTransaction();
    const ordenados = enOrden(cambios);
    if (ordenados.length === 0) {
        await ejecutarEscrituras(tx, ademas);
        return [];
    }
    // One round trip on PostgreSQL when each variant changes once (checkout and returns group
    // their lines); a batch naming a variant twice keeps the step-by-step semantics below.
    if (tx.dialect === 'postgres' && cadaVarianteUnaVez(ordenados)) return cambiarEnUnaSentencia(tx, empresaId, usuarioId, ordenados, fecha, ademas);
    const resultados: StockResultante[] = [];
    for (const cambio of ordenados) {
        const fila = await tx.kysely
            .updateTable('variantes')
            .set({ stock: sql`stock + ${cambio.cantidad}` })
            .where('empresa_id', '=', empresaId)
            .where('id', '=', cambio.varianteId)
            .where(sql`stock + ${cambio.cantidad}`, '>=', 0)
            .where(sql`stock + ${cambio.cantidad}`, '<=', STOCK_MAXIMO)
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
    await ejecutarEscrituras(tx, ademas);
    return resultados;
}

/** The changes that change something, in variant-id order: the order every writer locks rows in. */
const enOrden = (cambios: CambioStock[]) => cambios.filter((c) => c.cantidad !== 0).sort((a, b) => a.varianteId - b.varianteId);
const cadaVarianteUnaVez = (cambios: CambioStock[]) => new Set(cambios.map((c) => c.varianteId)).size === cambios.length;

/**
 * Checkout's way in: the changes and `ademas` in one PostgreSQL statement, which needs no
 * transaction block around it — a refusal stops the statement and none of it is written. The
 * caller must name each variant once (checkout groups its lines).
 */
export async function cambiarStockEnUnaSentencia(
    db: Db,
    empresaId: number,
    usuarioId: number | null,
    cambios: CambioStock[],
    fecha: string,
    ademas?: Escrituras,
): Promise<StockResultante[]> {
    const ordenados = enOrden(cambios);
    if (db.dialect !== 'postgres' || ordenados.length === 0 || !cadaVarianteUnaVez(ordenados)) {
        throw new Error('Una sola sentencia: PostgreSQL, y cada variante una vez.');
    }
    return cambiarEnUnaSentencia(db, empresaId, usuarioId, ordenados, fecha, ademas);
}

/**
 * The same rule in one statement (PostgreSQL, distinct variants, sorted by id): `bloqueo` takes
 * the row locks in id order, so concurrent writers never deadlock, and the same lock the UPDATE
 * takes (`FOR NO KEY UPDATE`: `FOR UPDATE` would also wait for the key-share locks that other
 * sales' line inserts hold on the variant through their foreign key, and deadlock with them);
 * it reads each row as it is once locked, the newest stock, which nobody else can change now.
 * `cambio` applies every change whose `stock + Δ` stays within 0..STOCK_MAXIMO judged on that
 * locked stock, not on the row in the statement's snapshot: a row a concurrent restock changed
 * since would fail the condition on its old version and be skipped without a second look (a
 * sale refused with the units on the shelf). Unless every change passed, `exigir` stops the
 * statement naming the first refused variant, and nothing of it (movements, `ademas`) is written.
 */
async function cambiarEnUnaSentencia(
    db: Db,
    empresaId: number,
    usuarioId: number | null,
    ordenados: CambioStock[],
    fecha: string,
    ademas: Escrituras | undefined,
): Promise<StockResultante[]> {
    const col = <T>(f: (c: CambioStock) => T) => ordenados.map(f);
    const rechazo = sql`(
        select json_build_object('variante_id', c.variante_id, 'sku', b.sku, 'stock', b.stock, 'cantidad', c.cantidad)
        from c left join bloqueo b on b.id = c.variante_id
        where c.variante_id not in (select id from cambio)
        order by c.variante_id limit 1)`;
    try {
        const { rows } = await sql<{ cambios: { id: number; sku: string; stock: number }[] }>`
            with c as (
                select * from unnest(
                    ${col((c) => c.varianteId)}::int[], ${col((c) => c.cantidad)}::int[], ${col((c) => c.tipo)}::text[],
                    ${col((c) => c.motivo ?? null)}::text[], ${col((c) => c.ventaId ?? null)}::int[],
                    ${col((c) => c.notaCreditoId ?? null)}::int[], ${col((c) => c.compraId ?? null)}::int[]
                ) as c(variante_id, cantidad, tipo, motivo, venta_id, nota_credito_id, compra_id)
            ),
            bloqueo as (
                select v.id, v.sku, v.stock from variantes v
                where v.empresa_id = ${empresaId} and v.id in (select variante_id from c)
                order by v.id for no key update
            ),
            cambio as (
                update variantes v set stock = b.stock + c.cantidad
                from c join bloqueo b on b.id = c.variante_id
                where v.id = c.variante_id and v.empresa_id = ${empresaId} and b.stock + c.cantidad between 0 and ${STOCK_MAXIMO}
                returning v.id, v.sku, v.stock
            ),
            movimientos as (
                insert into movimientos_stock
                    (empresa_id, variante_id, cantidad, stock_resultante, tipo, motivo, usuario_id, venta_id, nota_credito_id, compra_id, fecha)
                select ${empresaId}::int, c.variante_id, c.cantidad, cambio.stock, c.tipo, c.motivo, ${usuarioId}::int, c.venta_id, c.nota_credito_id, c.compra_id, ${fecha}::timestamptz
                from c join cambio on cambio.id = c.variante_id
                order by c.variante_id
            )${ctesDe(ademas, db.kysely, 'ademas')}
            select ${exigir(sql`(select count(*) from cambio) = ${ordenados.length}`, 'stock', rechazo)} as ok,
                   (select json_agg(json_build_object('id', id, 'sku', sku, 'stock', stock) order by id) from cambio) as cambios`.execute(db.kysely);
        return rows[0].cambios.map((r) => ({ varianteId: r.id, sku: r.sku, stock: Number(r.stock) }));
    } catch (error) {
        const incumplida = exigenciaIncumplida(error);
        if (incumplida?.motivo !== 'stock') throw error;
        const r = JSON.parse(incumplida.detalle) as { variante_id: number; sku: string | null; stock: number | null; cantidad: number };
        if (r.sku === null || r.stock === null) throw new NoEncontrado(`El producto ${r.variante_id} no existe.`);
        throw rechazoDeStock(r.sku, r.stock, r.cantidad);
    }
}

async function motivoDelRechazo(tx: Db, empresaId: number, cambio: CambioStock): Promise<Error> {
    const actual = await tx.kysely
        .selectFrom('variantes')
        .select(['sku', 'stock'])
        .where('empresa_id', '=', empresaId)
        .where('id', '=', cambio.varianteId)
        .executeTakeFirst();
    if (!actual) return new NoEncontrado(`El producto ${cambio.varianteId} no existe.`);
    return rechazoDeStock(actual.sku, Number(actual.stock), cambio.cantidad);
}

/**
 * Why a change was refused, told by its sign: stock always lies within 0..STOCK_MAXIMO, so taking
 * units out can only fail below zero and putting them in only above the ceiling. Not by
 * re-judging `stock + cantidad` on the stock read back: on PostgreSQL that read is a later
 * snapshot than the refused UPDATE, and a restock committed in between would call a shortage
 * an excess.
 */
export const rechazoDeStock = (sku: string, stock: number, cantidad: number) =>
    cantidad < 0 ? new StockInsuficiente(sku, stock, -cantidad) : new StockExcedido(sku, stock, cantidad, STOCK_MAXIMO);
