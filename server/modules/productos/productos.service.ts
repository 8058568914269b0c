import type { Kysely } from 'kysely';
import { PRODUCTO_MENSAJES, type Producto, type ProductoInput, type VarianteInput } from '../../../contracts/productos.js';
import { uniqueViolation } from '../../db/constraints.js';
import type { Db } from '../../db/createDb.js';
import { searchKey } from '../../db/searchKey.js';
import type { Database } from '../../db/tables.js';
import { conflict, invalidField } from '../../http/errors.js';
import { MOVIMIENTO, MOVIMIENTOS_DE_CATALOGO, registrarMovimientos } from '../inventario/stockMovements.js';
import { getProducto } from './productos.repo.js';

type Trx = Kysely<Database>;

/** Name and every SKU in one accent-free key: what the product search matches. */
const busqueda = (input: ProductoInput) => searchKey([input.nombre, ...input.variantes.map((v) => v.sku)].join(' '));

async function checkReferences(trx: Trx, empresaId: number, input: ProductoInput) {
    const [categoria, proveedor] = await Promise.all([
        trx.selectFrom('categorias').select('id').where('empresa_id', '=', empresaId).where('id', '=', input.categoria_id).executeTakeFirst(),
        trx.selectFrom('proveedores').select('id').where('empresa_id', '=', empresaId).where('id', '=', input.proveedor_id).executeTakeFirst(),
    ]);
    if (!categoria) throw invalidField('categoria_id', PRODUCTO_MENSAJES.categoriaInexistente);
    if (!proveedor) throw invalidField('proveedor_id', PRODUCTO_MENSAJES.proveedorInexistente);
}

/** SKUs are unique per company, ignoring case and accents: within the product and against others. */
async function checkSkus(trx: Trx, empresaId: number, variantes: VarianteInput[], plantillaId?: number) {
    const keys = new Set<string>();
    for (const v of variantes) {
        const key = searchKey(v.sku);
        if (keys.has(key)) throw conflict(PRODUCTO_MENSAJES.skuRepetido(v.sku));
        keys.add(key);
    }
    let query = trx.selectFrom('variantes').select('sku').where('empresa_id', '=', empresaId).where('sku_busqueda', 'in', [...keys]);
    if (plantillaId !== undefined) query = query.where('plantilla_id', '<>', plantillaId);
    const taken = await query.executeTakeFirst();
    if (taken) throw conflict(PRODUCTO_MENSAJES.skuDuplicado(taken.sku));
}

/** Variants referenced by sales, purchases, returns or inventory adjustments. */
async function variantsWithHistory(trx: Trx, empresaId: number, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const used = await trx
        .selectFrom('venta_detalles')
        .select('variante_id')
        .where('empresa_id', '=', empresaId)
        .where('variante_id', 'in', ids)
        .union((eb) => eb.selectFrom('compra_detalles').select('variante_id').where('empresa_id', '=', empresaId).where('variante_id', 'in', ids))
        .union((eb) =>
            eb.selectFrom('nota_credito_detalles').select('variante_id').where('empresa_id', '=', empresaId).where('variante_id', 'in', ids),
        )
        .union((eb) =>
            eb
                .selectFrom('movimientos_stock')
                .select('variante_id')
                .where('empresa_id', '=', empresaId)
                .where('variante_id', 'in', ids)
                .where('tipo', 'not in', MOVIMIENTOS_DE_CATALOGO),
        )
        .execute();
    return new Set(used.map((u) => u.variante_id));
}

async function deleteVariants(trx: Trx, empresaId: number, ids: number[]) {
    if (ids.length === 0) return;
    await trx.deleteFrom('movimientos_stock').where('empresa_id', '=', empresaId).where('variante_id', 'in', ids).execute();
    await trx.deleteFrom('variantes').where('empresa_id', '=', empresaId).where('id', 'in', ids).execute();
}

function varianteColumns(v: VarianteInput, posicion: number) {
    return {
        sku: v.sku,
        sku_busqueda: searchKey(v.sku),
        precio_venta: v.precio_venta,
        costo_compra: v.costo_compra,
        valores_ids: JSON.stringify(v.valores_ids),
        posicion,
    };
}

async function insertVariants(trx: Trx, empresaId: number, plantillaId: number, nuevas: [VarianteInput, number][], usuarioId: number) {
    if (nuevas.length === 0) return;
    const inserted = await trx
        .insertInto('variantes')
        .values(nuevas.map(([v, pos]) => ({ ...varianteColumns(v, pos), empresa_id: empresaId, plantilla_id: plantillaId, stock: v.stock })))
        .returning(['id', 'stock'])
        .execute();
    await registrarMovimientos(
        trx,
        inserted.map((v) => ({ empresaId, varianteId: v.id, cantidad: v.stock, stockResultante: v.stock, tipo: MOVIMIENTO.stockInicial, usuarioId })),
    );
}

/** A concurrent writer took the SKU between our check and our insert: same answer as the check. */
async function inTransaction<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
    try {
        return await db.kysely.transaction().execute(work);
    } catch (error) {
        if (uniqueViolation(error) !== null) throw conflict(PRODUCTO_MENSAJES.skuEnUso);
        throw error;
    }
}

export function createProducto(db: Db, empresaId: number, input: ProductoInput, usuarioId: number): Promise<Producto> {
    return inTransaction(db, async (trx) => {
        await checkReferences(trx, empresaId, input);
        await checkSkus(trx, empresaId, input.variantes);
        const ahora = new Date().toISOString();
        const plantilla = await trx
            .insertInto('plantillas')
            .values({
                empresa_id: empresaId,
                nombre: input.nombre,
                descripcion: input.descripcion,
                categoria_id: input.categoria_id,
                proveedor_id: input.proveedor_id,
                busqueda: busqueda(input),
                creado_en: ahora,
                actualizado_en: ahora,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
        await insertVariants(trx, empresaId, plantilla.id, input.variantes.map((v, i) => [v, i]), usuarioId);
        return (await getProducto(trx, db.dialect, empresaId, plantilla.id)) as Producto;
    });
}

/**
 * Variants with an id are updated, those without are added, and those left out are removed —
 * unless they have history, which refuses the whole update. A stock edited here is recorded as
 * a movement so the history still adds up.
 */
export function updateProducto(db: Db, empresaId: number, id: number, input: ProductoInput, usuarioId: number) {
    return inTransaction(db, async (trx): Promise<Producto | undefined> => {
        // PostgreSQL: lock the product and its variants, so a concurrent edit (or stock change)
        // waits and the stock read below is the one the movement's delta is computed from.
        // SQLite runs one write transaction at a time already.
        const lock = db.dialect === 'postgres';
        const plantilla = await trx
            .selectFrom('plantillas')
            .select('id')
            .where('empresa_id', '=', empresaId)
            .where('id', '=', id)
            .$if(lock, (q) => q.forUpdate())
            .executeTakeFirst();
        if (!plantilla) return undefined;
        await checkReferences(trx, empresaId, input);
        await checkSkus(trx, empresaId, input.variantes, id);

        const actuales = await trx
            .selectFrom('variantes')
            .select(['id', 'sku', 'stock'])
            .where('plantilla_id', '=', id)
            .orderBy('id')
            .$if(lock, (q) => q.forUpdate())
            .execute();
        const porId = new Map(actuales.map((v) => [v.id, v]));
        for (const v of input.variantes) if (v.id !== undefined && !porId.has(v.id)) throw invalidField('variantes', PRODUCTO_MENSAJES.varianteAjena);

        const conservadas = new Set(input.variantes.flatMap((v) => (v.id === undefined ? [] : [v.id])));
        const quitadas = actuales.filter((v) => !conservadas.has(v.id));
        const historial = await variantsWithHistory(trx, empresaId, quitadas.map((v) => v.id));
        const bloqueada = quitadas.find((v) => historial.has(v.id));
        if (bloqueada) throw conflict(PRODUCTO_MENSAJES.varianteConHistorial(bloqueada.sku));
        await deleteVariants(trx, empresaId, quitadas.map((v) => v.id));

        // Kept variants trading SKUs (A↔B) would collide with each other row by row on the unique
        // key: first park their keys on values no SKU can have (keys are lower case).
        const renombradas = input.variantes.flatMap((v) =>
            v.id !== undefined && searchKey(v.sku) !== searchKey(porId.get(v.id)?.sku ?? '') ? [v.id] : [],
        );
        if (renombradas.length > 1) {
            for (const varianteId of renombradas) {
                await trx.updateTable('variantes').set({ sku_busqueda: `TMP:${varianteId}` }).where('id', '=', varianteId).execute();
            }
        }

        const movimientos = [];
        for (const [pos, v] of input.variantes.entries()) {
            if (v.id === undefined) continue;
            await trx.updateTable('variantes').set({ ...varianteColumns(v, pos), stock: v.stock }).where('id', '=', v.id).execute();
            const antes = porId.get(v.id)?.stock ?? 0;
            movimientos.push({
                empresaId,
                varianteId: v.id,
                cantidad: v.stock - antes,
                stockResultante: v.stock,
                tipo: MOVIMIENTO.edicionProducto,
                motivo: 'Stock editado en el producto',
                usuarioId,
            });
        }
        await registrarMovimientos(trx, movimientos);
        await insertVariants(
            trx,
            empresaId,
            id,
            [...input.variantes.entries()].filter(([, v]) => v.id === undefined).map(([pos, v]) => [v, pos]),
            usuarioId,
        );
        await trx
            .updateTable('plantillas')
            .set({
                nombre: input.nombre,
                descripcion: input.descripcion,
                categoria_id: input.categoria_id,
                proveedor_id: input.proveedor_id,
                busqueda: busqueda(input),
                actualizado_en: new Date().toISOString(),
            })
            .where('id', '=', id)
            .execute();
        return getProducto(trx, db.dialect, empresaId, id);
    });
}

export function deleteProducto(db: Db, empresaId: number, id: number): Promise<boolean> {
    return db.kysely.transaction().execute(async (trx) => {
        const plantilla = await trx.selectFrom('plantillas').select('id').where('empresa_id', '=', empresaId).where('id', '=', id).executeTakeFirst();
        if (!plantilla) return false;
        const ids = (await trx.selectFrom('variantes').select('id').where('plantilla_id', '=', id).execute()).map((v) => v.id);
        if ((await variantsWithHistory(trx, empresaId, ids)).size > 0) throw conflict(PRODUCTO_MENSAJES.conHistorial);
        await deleteVariants(trx, empresaId, ids);
        await trx.deleteFrom('plantillas').where('id', '=', id).execute();
        return true;
    });
}
