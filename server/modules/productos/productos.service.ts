import type { Kysely } from 'kysely';
import { minimosNoEnteros, PRODUCTO_MENSAJES, type Producto, type ProductoInput, tiersNoMenores, type VarianteInput } from '../../../contracts/productos.js';
import { deMilesimas, MILESIMAS, type Unidad, UNIDAD_POR_DEFECTO } from '../../../contracts/unidades.js';
import { uniqueViolation } from '../../db/constraints.js';
import type { Db } from '../../db/createDb.js';
import { searchKey } from '../../db/searchKey.js';
import type { Database } from '../../db/tables.js';
import { Conflicto, DatoInvalido, Duplicado, SkuDuplicado } from '../../domain/errors.js';
import { MOVIMIENTO, MOVIMIENTOS_DE_CATALOGO, type MovimientoDeStock, moverStock } from '../inventario/stockWriter.js';
import { getProducto } from './productos.repo.js';
import { busquedaDeProducto, impuestosConDefectos, plantillaNueva, varianteColumns, varianteNueva } from './columnasDeProducto.js';
import { leerPreciosMayoreo } from './preciosMayoreo.js';
import { anotarImpuestos, anotarPrecios } from './productos.bitacora.js';

type Trx = Kysely<Database>;

/*
 * A product's writes, each run in the caller's transaction (the route opens it): the template,
 * its variants and their stock movements commit together. Stock is never written here directly:
 * the difference goes through the stock writer, which records it.
 */

/** Name and every SKU in one accent-free key: what the product search matches. */
const busqueda = (input: ProductoInput) => busquedaDeProducto(input.nombre, input.variantes.map((v) => v.sku));

/**
 * The category and supplier exist in the company — and, on PostgreSQL, stay so until we commit:
 * KEY SHARE makes a concurrent delete of either wait for us and then meet our reference (its
 * guard answers 409) instead of our insert meeting a vanished row (a foreign-key 500).
 */
async function checkReferences(db: Db, empresaId: number, input: ProductoInput) {
    const lock = db.dialect === 'postgres';
    const [categoria, proveedor] = await Promise.all([
        db.kysely
            .selectFrom('categorias')
            .select('id')
            .where('empresa_id', '=', empresaId)
            .where('id', '=', input.categoria_id)
            .$if(lock, (q) => q.forKeyShare())
            .executeTakeFirst(),
        db.kysely
            .selectFrom('proveedores')
            .select('id')
            .where('empresa_id', '=', empresaId)
            .where('id', '=', input.proveedor_id)
            .$if(lock, (q) => q.forKeyShare())
            .executeTakeFirst(),
    ]);
    if (!categoria) throw new DatoInvalido('categoria_id', PRODUCTO_MENSAJES.categoriaInexistente);
    if (!proveedor) throw new DatoInvalido('proveedor_id', PRODUCTO_MENSAJES.proveedorInexistente);
}

/** SKUs are unique per company, ignoring case and accents: within the product and against others. */
async function checkSkus(trx: Trx, empresaId: number, variantes: VarianteInput[], plantillaId?: number) {
    const keys = new Set<string>();
    for (const v of variantes) {
        const key = searchKey(v.sku);
        if (keys.has(key)) throw new Conflicto(PRODUCTO_MENSAJES.skuRepetido(v.sku));
        keys.add(key);
    }
    let query = trx.selectFrom('variantes').select('sku').where('empresa_id', '=', empresaId).where('sku_busqueda', 'in', [...keys]);
    if (plantillaId !== undefined) query = query.where('plantilla_id', '<>', plantillaId);
    const taken = await query.executeTakeFirst();
    if (taken) throw new SkuDuplicado(taken.sku);
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

/** New variants start at 0 and receive their stock through the stock writer, like any change; a cost left out is 0. */
async function insertVariants(tx: Db, empresaId: number, plantillaId: number, nuevas: [VarianteInput, number][], usuarioId: number) {
    if (nuevas.length === 0) return;
    const inserted = await tx.kysely
        .insertInto('variantes')
        .values(nuevas.map(([v, pos]) => varianteNueva(v, pos, empresaId, plantillaId)))
        .returning('id')
        .execute();
    await moverStock(
        tx,
        empresaId,
        usuarioId,
        inserted.map((v, i) => ({ varianteId: v.id, cantidad: nuevas[i][0].stock, tipo: MOVIMIENTO.stockInicial })),
    );
}

/**
 * A concurrent writer took a SKU between our check and our write: the unique key on the SKU
 * answers like the check, naming the SKU. Any other violation is not ours to explain.
 */
async function guardingSkus<T>(variantes: VarianteInput[], work: () => Promise<T>): Promise<T> {
    try {
        return await work();
    } catch (error) {
        if (!uniqueViolation(error)?.includes('sku')) throw error;
        const sku = skuDeLaViolacion(error, variantes);
        throw sku === undefined ? new Duplicado(PRODUCTO_MENSAJES.skuEnUso) : new SkuDuplicado(sku);
    }
}

/**
 * Which of `variantes` met the key: PostgreSQL's detail gives the key's values, as in
 * `Key (empresa_id, sku_busqueda)=(1, abc-1) already exists.`; a lone variant is the one.
 */
function skuDeLaViolacion(error: unknown, variantes: VarianteInput[]): string | undefined {
    const valores = /\)=\((.*)\)/.exec((error as { detail?: string }).detail ?? '')?.[1];
    const nombrada = valores === undefined ? undefined : variantes.find((v) => valores.endsWith(`, ${searchKey(v.sku)}`));
    return nombrada?.sku ?? (variantes.length === 1 ? variantes[0].sku : undefined);
}

/** A new product's taxes: those the body names, the company's defaults for those it leaves out (CONVENTIONS §6). */
async function impuestosNuevos(trx: Trx, empresaId: number, input: ProductoInput) {
    if (input.iva !== undefined && input.ieps !== undefined) return { iva: input.iva, ieps: input.ieps };
    const empresa = await trx
        .selectFrom('empresas')
        .select(['iva_predeterminado', 'ieps_predeterminado'])
        .where('id', '=', empresaId)
        .executeTakeFirstOrThrow();
    return impuestosConDefectos(input, empresa);
}

/**
 * A product sold by the piece holds and sells whole units: its stock and its tiers' minimums are
 * whole numbers of thousandths (the unit the body names, else the one it keeps or, new, the
 * default). `guardadas` are the tiers an edit leaves out and keeps, by variant index; `stocks` the
 * stock each kept variant has now (a form that left it alone keeps it: 1.5 kg cannot become
 * 1.5 pieces by changing the unit).
 */
function exigirPiezasEnteras(
    input: ProductoInput,
    unidad: Unidad,
    guardadas: Map<number, { cantidadMinima: number }[]> = new Map(),
    stocks: Map<number, number> = new Map(),
) {
    if (unidad !== 'pieza') return;
    for (const [i, v] of input.variantes.entries()) {
        const intacto = v.id !== undefined && v.stock_anterior !== undefined && v.stock === v.stock_anterior;
        const stock = intacto ? (stocks.get(v.id as number) ?? v.stock) : v.stock;
        if (stock % MILESIMAS !== 0) throw new DatoInvalido(['variantes', i, 'stock'], PRODUCTO_MENSAJES.stockEntero);
        const tiers = v.precios_mayoreo ?? (guardadas.get(i) ?? []).map((t) => ({ cantidad_minima: t.cantidadMinima }));
        const [j] = minimosNoEnteros(tiers);
        if (j !== undefined) throw new DatoInvalido(['variantes', i, 'precios_mayoreo', j, 'cantidad_minima'], PRODUCTO_MENSAJES.mayoreoCantidadEntera);
    }
}

export function createProducto(db: Db, empresaId: number, input: ProductoInput, usuarioId: number): Promise<Producto> {
    return guardingSkus(input.variantes, async () => {
        const trx = db.kysely;
        exigirPiezasEnteras(input, input.unidad ?? UNIDAD_POR_DEFECTO);
        await checkReferences(db, empresaId, input);
        await checkSkus(trx, empresaId, input.variantes);
        const impuestos = await impuestosNuevos(trx, empresaId, input);
        const ahora = new Date().toISOString();
        const plantilla = await trx
            .insertInto('plantillas')
            .values(plantillaNueva(empresaId, input, impuestos, ahora))
            .returning('id')
            .executeTakeFirstOrThrow();
        await insertVariants(db, empresaId, plantilla.id, input.variantes.map((v, i) => [v, i]), usuarioId);
        return (await getProducto(trx, db.dialect, empresaId, plantilla.id)) as Producto;
    });
}

/**
 * Variants with an id are updated, those without are added, and those left out are removed —
 * unless they have history, which refuses the whole update. A stock edited here is recorded as
 * a movement so the history still adds up.
 */
export function updateProducto(db: Db, empresaId: number, id: number, input: ProductoInput, usuarioId: number) {
    return guardingSkus(input.variantes, async (): Promise<Producto | undefined> => {
        const trx = db.kysely;
        // PostgreSQL: lock the product and its variants, so a concurrent edit (or stock change)
        // waits and the stock read below is the one the movement's delta is computed from.
        // SQLite runs one write transaction at a time already. The product's lock is NO KEY
        // UPDATE (its id does not change): a receipt or sale holding a variant takes a KEY SHARE
        // lock on the product for the rows it adds, and FOR UPDATE would deadlock with it.
        const lock = db.dialect === 'postgres';
        const plantilla = await trx
            .selectFrom('plantillas')
            .select(['id', 'nombre', 'iva', 'ieps', 'unidad'])
            .where('empresa_id', '=', empresaId)
            .where('id', '=', id)
            .$if(lock, (q) => q.forNoKeyUpdate())
            .executeTakeFirst();
        if (!plantilla) return undefined;
        await checkReferences(db, empresaId, input);
        await checkSkus(trx, empresaId, input.variantes, id);

        const actuales = await trx
            .selectFrom('variantes')
            .select(['id', 'sku', 'stock', 'precio_venta', 'precios_mayoreo'])
            .where('plantilla_id', '=', id)
            .orderBy('id')
            .$if(lock, (q) => q.forUpdate())
            .execute();
        const porId = new Map(actuales.map((v) => [v.id, v]));
        for (const v of input.variantes) if (v.id !== undefined && !porId.has(v.id)) throw new DatoInvalido('variantes', PRODUCTO_MENSAJES.varianteAjena);
        // Tiers left out are kept: they must still be below a price lowered by this edit (and whole
        // minimums if the product is now sold by the piece).
        const tiersGuardados = new Map<number, { cantidadMinima: number; precio: number }[]>();
        for (const [i, v] of input.variantes.entries()) {
            const guardadas = v.id === undefined || v.precios_mayoreo !== undefined ? [] : leerPreciosMayoreo(porId.get(v.id)?.precios_mayoreo);
            tiersGuardados.set(i, guardadas);
            const [tier] = tiersNoMenores(v.precio_venta, guardadas);
            if (tier !== undefined) throw new DatoInvalido(['variantes', i, 'precios_mayoreo', tier, 'precio'], PRODUCTO_MENSAJES.mayoreoBajoLista);
        }
        exigirPiezasEnteras(input, input.unidad ?? plantilla.unidad, tiersGuardados, new Map(actuales.map((v) => [v.id, Number(v.stock)])));

        const conservadas = new Set(input.variantes.flatMap((v) => (v.id === undefined ? [] : [v.id])));
        const quitadas = actuales.filter((v) => !conservadas.has(v.id));
        const historial = await variantsWithHistory(trx, empresaId, quitadas.map((v) => v.id));
        const bloqueada = quitadas.find((v) => historial.has(v.id));
        if (bloqueada) throw new Conflicto(PRODUCTO_MENSAJES.varianteConHistorial(bloqueada.sku));
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

        // The stock typed in the form is a target: its difference from the locked stock is the
        // movement. A form that says what it read (`stock_anterior`) and left it alone changes
        // nothing, so a sale made while it was open stands; one that changed a stock that has
        // moved since is refused, nothing written.
        const movimientos: MovimientoDeStock[] = [];
        for (const v of input.variantes) {
            const actual = v.id === undefined ? undefined : porId.get(v.id);
            if (actual === undefined || v.stock_anterior === undefined || v.stock_anterior === Number(actual.stock)) continue;
            if (v.stock !== v.stock_anterior) throw new Conflicto(PRODUCTO_MENSAJES.stockCambiado(actual.sku, deMilesimas(Number(actual.stock))));
        }
        for (const [pos, v] of input.variantes.entries()) {
            if (v.id === undefined) continue;
            const antes = Number(porId.get(v.id)?.stock ?? 0);
            const intacto = v.stock_anterior !== undefined && v.stock === v.stock_anterior;
            await trx.updateTable('variantes').set(varianteColumns(v, pos)).where('id', '=', v.id).execute();
            if (!intacto) movimientos.push({ varianteId: v.id, cantidad: v.stock - antes, tipo: MOVIMIENTO.edicionProducto, motivo: 'Stock editado en el producto' });
        }
        await moverStock(db, empresaId, usuarioId, movimientos);
        await insertVariants(
            db,
            empresaId,
            id,
            [...input.variantes.entries()].filter(([, v]) => v.id === undefined).map(([pos, v]) => [v, pos]),
            usuarioId,
        );
        await anotarPrecios(db, empresaId, usuarioId, plantilla, input, porId);
        await anotarImpuestos(db, { empresaId, usuarioId }, plantilla, input);
        await trx
            .updateTable('plantillas')
            .set({
                nombre: input.nombre,
                descripcion: input.descripcion,
                categoria_id: input.categoria_id,
                proveedor_id: input.proveedor_id,
                busqueda: busqueda(input),
                actualizado_en: new Date().toISOString(),
                // Left out, the product stays as it was (a client that knows nothing of retiring).
                ...(input.activo === undefined ? {} : { activo: Number(input.activo) }),
                // Likewise its taxes: a client that sends none keeps the product's own.
                ...(input.iva === undefined ? {} : { iva: input.iva }),
                ...(input.ieps === undefined ? {} : { ieps: input.ieps }),
                ...(input.unidad === undefined ? {} : { unidad: input.unidad }),
            })
            .where('id', '=', id)
            .execute();
        return getProducto(trx, db.dialect, empresaId, id);
    });
}

/**
 * Retires a product (or brings it back) and nothing else: what 'Eliminar' offers for a product
 * whose history forbids deleting it. Undefined when the company has no such product.
 */
export async function cambiarActivo(db: Db, empresaId: number, id: number, activo: boolean): Promise<Producto | undefined> {
    db.assertTransaction();
    const cambiado = await db.kysely
        .updateTable('plantillas')
        .set({ activo: Number(activo), actualizado_en: new Date().toISOString() })
        .where('empresa_id', '=', empresaId)
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
    return cambiado ? getProducto(db.kysely, db.dialect, empresaId, id) : undefined;
}

export async function deleteProducto(db: Db, empresaId: number, id: number): Promise<boolean> {
    db.assertTransaction();
    const trx = db.kysely;
    // Locked like updateProducto locks it, so an edit and a delete of one product take turns.
    const plantilla = await trx
        .selectFrom('plantillas')
        .select('id')
        .where('empresa_id', '=', empresaId)
        .where('id', '=', id)
        .$if(db.dialect === 'postgres', (q) => q.forUpdate())
        .executeTakeFirst();
    if (!plantilla) return false;
    const ids = (await trx.selectFrom('variantes').select('id').where('plantilla_id', '=', id).execute()).map((v) => v.id);
    if ((await variantsWithHistory(trx, empresaId, ids)).size > 0) throw new Conflicto(PRODUCTO_MENSAJES.conHistorial);
    await deleteVariants(trx, empresaId, ids);
    await trx.deleteFrom('plantillas').where('id', '=', id).execute();
    return true;
}
