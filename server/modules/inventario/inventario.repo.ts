import { sql } from 'kysely';
import type { InventarioFila, MovimientoStock, ValorInventario } from '../../../contracts/inventario.js';
import { UMBRAL_BAJO_STOCK } from '../../../contracts/inventario.js';
import { fromCents } from '../../../contracts/money.js';
import type { Db } from '../../db/createDb.js';
import type { ListParams, Page } from '../../db/repository.js';
import { containsPattern, searchKey } from '../../db/searchKey.js';

/* The inventory screen's rows (one per variant) and each variant's history (kardex). */

const SORT_COLUMNS: Record<string, string> = { nombre: 'p.busqueda', sku: 'v.sku_busqueda', stock: 'v.stock', id: 'v.id' };

/**
 * One company's variants with their product, narrowed by the list's search and filters. The
 * search matches the product's key (its name and every SKU) or the variant's SKU, so a SKU also
 * brings its product's other variants: they are shelved together.
 */
function variantes(db: Db, empresaId: number, params: Pick<ListParams, 'termino' | 'ids' | 'filtros'>) {
    let query = db.kysely
        .selectFrom('variantes as v')
        .innerJoin('plantillas as p', 'p.id', 'v.plantilla_id')
        .where('v.empresa_id', '=', empresaId);
    if (params.termino) {
        const pattern = containsPattern(params.termino);
        query = query.where((eb) =>
            eb.or([eb(sql`p.busqueda`, 'like', sql`${pattern} escape '\\'`), eb(sql`v.sku_busqueda`, 'like', sql`${pattern} escape '\\'`)]),
        );
    }
    if (params.ids) query = query.where('v.id', 'in', params.ids.length ? params.ids : [0]);
    if (params.filtros.bajo_stock === true) query = query.where('v.stock', '<=', UMBRAL_BAJO_STOCK);
    // The key the unique index (empresa_id, sku_busqueda) holds: one index probe, whatever the catalogue's size.
    if (typeof params.filtros.sku === 'string') query = query.where('v.sku_busqueda', '=', searchKey(params.filtros.sku));
    if (typeof params.filtros.activo === 'boolean') query = query.where('p.activo', '=', Number(params.filtros.activo));
    return query;
}

export async function listInventario(db: Db, empresaId: number, params: ListParams): Promise<Page<InventarioFila>> {
    const column = SORT_COLUMNS[params.sort] ?? 'p.busqueda';
    const direction = params.order === 'DESC' ? 'desc' : 'asc';
    // An exact SKU is unique in the company (variantes_empresa_sku_uq): from the first row on, the
    // page holds every match, so the POS's scan lookup is one index probe and no count.
    const unicoPorSku = typeof params.filtros.sku === 'string' && params.skip === 0 && params.limit >= 1;
    const [rows, count] = await Promise.all([
        variantes(db, empresaId, params)
            .select(['v.id', 'v.sku', 'v.plantilla_id', 'p.nombre', 'v.stock', 'v.precio_venta', 'v.costo_compra', 'p.activo'])
            .orderBy(sql.ref(column), direction)
            // A product's variants stay in their own order under its name.
            .$if(params.sort === 'nombre', (q) => q.orderBy('v.plantilla_id', direction).orderBy('v.posicion', direction))
            .orderBy('v.id', direction)
            .limit(params.limit)
            .offset(params.skip)
            .execute(),
        unicoPorSku ? null : variantes(db, empresaId, params).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
        rows: rows.map((r) => ({
            id: r.id,
            sku: r.sku,
            plantilla: { id: r.plantilla_id, nombre: r.nombre },
            stock: r.stock,
            precio_venta: fromCents(Number(r.precio_venta)),
            costo_compra: fromCents(Number(r.costo_compra)),
            activo: Number(r.activo) === 1,
        })),
        total: count ? Number(count.n) : rows.length,
    };
}

/** Where the cost is split for the stock's value: each part times a stock fits a 64-bit integer. */
const PARTE_DEL_COSTO = 1_000_000;

/**
 * Σ stock × costo_compra of every variant the same list would show (all pages), in SQL and exact
 * at any size: a stock times a cost can pass a 64-bit integer (SQLite would go on in floating
 * point, PostgreSQL refuse), so the cost is summed in two parts, each sum read as text (beyond a
 * JavaScript number's precision) and put together as a bigint.
 */
export async function valorInventario(db: Db, empresaId: number, params: ListParams): Promise<ValorInventario> {
    const parte = sql.lit(PARTE_DEL_COSTO);
    const fila = await variantes(db, empresaId, params)
        .select((eb) => [
            sql<string | null>`cast(sum(v.stock * (v.costo_compra / ${parte})) as text)`.as('valor_alto'),
            sql<string | null>`cast(sum(v.stock * (v.costo_compra % ${parte})) as text)`.as('valor_bajo'),
            eb.fn.coalesce(eb.fn.sum<number>('v.stock'), eb.lit(0)).as('unidades'),
            eb.fn.countAll<number>().as('variantes'),
        ])
        .executeTakeFirstOrThrow();
    const valor = BigInt(fila.valor_alto ?? 0) * BigInt(PARTE_DEL_COSTO) + BigInt(fila.valor_bajo ?? 0);
    return { valor: fromCents(valor), unidades: Number(fila.unidades), variantes: Number(fila.variantes) };
}

export async function varianteExiste(db: Db, empresaId: number, id: number): Promise<boolean> {
    const fila = await db.kysely.selectFrom('variantes').select('id').where('empresa_id', '=', empresaId).where('id', '=', id).executeTakeFirst();
    return fila !== undefined;
}

/**
 * A variant's movements, newest first: in the order they changed its stock (by id, taken under
 * the row lock), not by `fecha`, which is taken before the lock and could put two racing sales
 * the other way round (migration 0015). Served by (empresa_id, variante_id, id).
 */
export async function listMovimientos(db: Db, empresaId: number, varianteId: number, params: ListParams): Promise<Page<MovimientoStock>> {
    const direction = params.order === 'DESC' ? 'desc' : 'asc';
    const base = () => db.kysely.selectFrom('movimientos_stock as m').where('m.empresa_id', '=', empresaId).where('m.variante_id', '=', varianteId);
    const [rows, count] = await Promise.all([
        base()
            .leftJoin('usuarios as u', 'u.id', 'm.usuario_id')
            .select(['m.id', 'm.fecha', 'm.tipo', 'm.cantidad', 'm.stock_resultante', 'm.motivo', 'u.usuario', 'm.venta_id', 'm.nota_credito_id', 'm.compra_id'])
            .$if(params.ids !== undefined, (q) => q.where('m.id', 'in', params.ids?.length ? params.ids : [0]))
            .orderBy('m.id', direction)
            .limit(params.limit)
            .offset(params.skip)
            .execute(),
        base()
            .$if(params.ids !== undefined, (q) => q.where('m.id', 'in', params.ids?.length ? params.ids : [0]))
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow(),
    ]);
    return {
        rows: rows.map((r) => ({
            id: r.id,
            fecha: r.fecha,
            tipo: r.tipo,
            cantidad: r.cantidad,
            stock_resultante: r.stock_resultante,
            motivo: r.motivo,
            usuario: r.usuario ?? null,
            venta_id: r.venta_id,
            nota_credito_id: r.nota_credito_id,
            compra_id: r.compra_id,
        })),
        total: Number(count.n),
    };
}
