import { sql } from 'kysely';
import type { TasaIva } from '../../../../contracts/impuestos.js';
import type { Unidad } from '../../../../contracts/unidades.js';
import type { Db } from '../../../db/createDb.js';
import { searchKey } from '../../../db/searchKey.js';

/*
 * What an import needs of the company's catalogue: the variants its SKUs name (with their
 * product's fields), and the categories and suppliers by the key a name is matched on (blind to
 * case and accents, as their `busqueda`). Read in chunks of LOTE keys: a file has up to 100,000
 * rows, and each engine caps a statement's parameters.
 */

/** Rows per multi-row statement of the import (and keys per lookup): within both engines' parameter limits. */
export const LOTE = 1000;
/** Keys per lookup on PostgreSQL, in one array parameter. */
const LOTE_PG = 20_000;

export function* enLotes<T>(todos: readonly T[], tamano = LOTE): Generator<T[]> {
    for (let i = 0; i < todos.length; i += tamano) yield todos.slice(i, i + tamano);
}

/** A variant the file's SKU names, with its product's fields as stored. */
export interface VarianteActual {
    id: number;
    plantillaId: number;
    sku: string;
    stock: number;
    precioVenta: number;
    costoCompra: number;
    preciosMayoreo: string;
    unidad: Unidad;
    categoriaId: number | null;
    proveedorId: number | null;
    iva: TasaIva;
    ieps: number | null;
}

/**
 * The company's variants whose sku_busqueda is one of `claves`, by that key. With `bloquear`, on
 * PostgreSQL, their rows are then locked in id order (the order every stock writer takes them, so
 * an import and a sale never wait on each other in a circle) and their stock read again under the
 * lock: the import's movements are differences from the stock as it stands until it commits.
 */
export async function variantesPorSku(db: Db, empresaId: number, claves: readonly string[], bloquear: boolean): Promise<Map<string, VarianteActual>> {
    const porClave = new Map<string, VarianteActual>();
    // PostgreSQL takes the keys as one array parameter (`= any($2)`): 100,000 keys as 100
    // statements of 1,000 parameters took about 3.5 s of the preview, as 5 arrays about 0.7 s.
    const pg = db.dialect === 'postgres';
    for (const lote of enLotes([...new Set(claves)], pg ? LOTE_PG : LOTE)) {
        const filas = await db.kysely
            .selectFrom('variantes as v')
            .innerJoin('plantillas as p', 'p.id', 'v.plantilla_id')
            .select(['v.id', 'v.plantilla_id', 'v.sku', 'v.sku_busqueda', 'v.stock', 'v.precio_venta', 'v.costo_compra', 'v.precios_mayoreo'])
            .select(['p.unidad', 'p.categoria_id', 'p.proveedor_id', 'p.iva', 'p.ieps'])
            .where('v.empresa_id', '=', empresaId)
            .where((eb) => (pg ? sql<boolean>`v.sku_busqueda = any(${lote}::text[])` : eb('v.sku_busqueda', 'in', lote)))
            .execute();
        for (const f of filas) {
            porClave.set(f.sku_busqueda, {
                id: f.id,
                plantillaId: f.plantilla_id,
                sku: f.sku,
                stock: Number(f.stock),
                precioVenta: Number(f.precio_venta),
                costoCompra: Number(f.costo_compra),
                preciosMayoreo: f.precios_mayoreo,
                unidad: f.unidad,
                categoriaId: f.categoria_id,
                proveedorId: f.proveedor_id,
                iva: f.iva,
                ieps: f.ieps === null ? null : Number(f.ieps),
            });
        }
    }
    if (bloquear && db.dialect === 'postgres') {
        const porId = new Map([...porClave.values()].map((v) => [v.id, v]));
        for (const lote of enLotes([...porId.keys()].sort((a, b) => a - b))) {
            const bloqueadas = await db.kysely.selectFrom('variantes').select(['id', 'stock']).where('id', 'in', lote).orderBy('id').forNoKeyUpdate().execute();
            for (const b of bloqueadas) (porId.get(b.id) as VarianteActual).stock = Number(b.stock);
        }
    }
    return porClave;
}

/** Every variant of these products, with its stock and tiers: what a change of unit to 'pieza' must check. */
export async function variantesDeProductos(db: Db, plantillas: readonly number[]) {
    const todas: { id: number; plantilla_id: number; sku: string; stock: number; precios_mayoreo: string }[] = [];
    for (const lote of enLotes(plantillas)) {
        const filas = await db.kysely.selectFrom('variantes').select(['id', 'plantilla_id', 'sku', 'stock', 'precios_mayoreo']).where('plantilla_id', 'in', lote).execute();
        todas.push(...filas.map((f) => ({ ...f, stock: Number(f.stock) })));
    }
    return todas;
}

/** The company's categories and suppliers by the key of their name (the lowest id of suppliers sharing one). */
export async function referenciasPorNombre(db: Db, empresaId: number) {
    const [categorias, proveedores] = await Promise.all([
        db.kysely.selectFrom('categorias').select(['id', 'nombre']).where('empresa_id', '=', empresaId).orderBy('id').execute(),
        db.kysely.selectFrom('proveedores').select(['id', 'nombre_empresa']).where('empresa_id', '=', empresaId).orderBy('id').execute(),
    ]);
    const categoria = new Map<string, number>();
    for (const c of categorias) if (!categoria.has(searchKey(c.nombre))) categoria.set(searchKey(c.nombre), c.id);
    const proveedor = new Map<string, number>();
    for (const p of proveedores) if (!proveedor.has(searchKey(p.nombre_empresa))) proveedor.set(searchKey(p.nombre_empresa), p.id);
    return { categoria, proveedor };
}
