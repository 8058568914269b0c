import { type Kysely, sql } from 'kysely';
import { iepsRespuesta, type TasaIva } from '../../../contracts/impuestos.js';
import { fromCents } from '../../../contracts/money.js';
import type { Producto, Variante } from '../../../contracts/productos.js';
import type { Unidad } from '../../../contracts/unidades.js';
import type { Db, Dialect } from '../../db/createDb.js';
import type { Database } from '../../db/tables.js';
import { containsPattern } from '../../db/searchKey.js';
import { preciosMayoreoRespuesta } from './preciosMayoreo.js';
import { deMilesimas } from '../../../contracts/unidades.js';
import { LOTE_DE_EXPORTACION, type ListParams, porLotes } from '../../db/repository.js';

/* Products are plantillas with their variants; every read brings both in one statement. */

const SORT_COLUMNS: Record<string, string> = { nombre: 'busqueda', id: 'id' };

function plantillas(k: Kysely<Database>, empresaId: number) {
    return k
        .selectFrom('plantillas as p')
        .leftJoin('categorias as c', 'c.id', 'p.categoria_id')
        .leftJoin('proveedores as pr', 'pr.id', 'p.proveedor_id')
        .where('p.empresa_id', '=', empresaId);
}

/**
 * One company's products whose name or any SKU contains the term (accent- and case-blind),
 * found through the engine's trigram index. SQLite: a quoted FTS5 phrase over trigrams is a
 * substring match (`LIKE … ESCAPE` would bypass the index, so LIKE only serves terms too short
 * for trigrams). PostgreSQL: pg_trgm's GIN index serves LIKE.
 */
function matchingRows(db: Db, empresaId: number, termino: string, params: ListParams) {
    // Only what sorting needs: the page's other columns are read for its rows alone.
    const columns = sql`id, busqueda`;
    const narrowed = filtersSql(params);
    if (db.dialect === 'sqlite' && termino.length >= 3) {
        const phrase = `"${termino.replace(/"/g, '""')}"`;
        return sql`select ${columns} from plantillas where empresa_id = ${empresaId}${narrowed}
            and id in (select rowid from plantillas_fts where plantillas_fts match ${phrase})`;
    }
    return sql`select ${columns} from plantillas where empresa_id = ${empresaId}${narrowed}
        and busqueda like ${containsPattern(termino)} escape '\\'`;
}

/** The list contract's filters (`id`, `categoria_id`, `activo`) as extra conditions on `plantillas`. */
function filtersSql(params: ListParams, alias = '') {
    const ids = params.ids ? sql` and ${sql.ref(`${alias}id`)} in (${sql.join(params.ids.length ? params.ids : [0])})` : sql``;
    const categoria =
        params.filtros.categoria_id !== undefined ? sql` and ${sql.ref(`${alias}categoria_id`)} = ${params.filtros.categoria_id}` : sql``;
    // Served by (empresa_id, activo, busqueda), migration 0018.
    const activo = params.filtros.activo !== undefined ? sql` and ${sql.ref(`${alias}activo`)} = ${params.filtros.activo ? 1 : 0}` : sql``;
    return sql`${ids}${categoria}${activo}`;
}

/**
 * A product's variants as one JSON array column, first variant first, read in the same statement
 * as the product (no second round trip): json_agg on PostgreSQL, json_group_array on SQLite.
 */
function variantesJson(dialect: Dialect) {
    const fields = sql`'id', v.id, 'sku', v.sku, 'stock', v.stock, 'precio_venta', v.precio_venta,
        'costo_compra', v.costo_compra, 'valores_ids', v.valores_ids, 'precios_mayoreo', v.precios_mayoreo`;
    return dialect === 'postgres'
        ? sql<string | VarianteFila[]>`(select coalesce(json_agg(json_build_object(${fields}) order by v.posicion, v.id), '[]'::json)
              from variantes v where v.plantilla_id = p.id)`
        : sql<string | VarianteFila[]>`(select coalesce(json_group_array(json_object(${fields}) order by v.posicion, v.id), '[]')
              from variantes v where v.plantilla_id = p.id)`;
}

interface VarianteFila {
    id: number;
    sku: string;
    stock: number;
    precio_venta: number;
    costo_compra: number;
    valores_ids: string;
    /** JSON text (migration 0024): `[{ cantidad_minima, precio }]`, prices in cents. */
    precios_mayoreo: string;
}

/** A row as the API answers it: money as two-decimal strings, references as objects or null. */
function toProducto(r: PlantillaRow): Producto {
    // pg parses json columns; SQLite hands back the text.
    const variantes: VarianteFila[] = typeof r.variantes === 'string' ? JSON.parse(r.variantes) : r.variantes;
    return {
        id: r.id,
        nombre: r.nombre,
        descripcion: r.descripcion,
        categoria: r.categoria_id !== null && r.categoria_nombre !== null ? { id: r.categoria_id, nombre: r.categoria_nombre } : null,
        proveedor:
            r.proveedor_id !== null && r.proveedor_nombre !== null ? { id: r.proveedor_id, nombre_empresa: r.proveedor_nombre } : null,
        activo: Number(r.activo) === 1,
        iva: r.iva,
        ieps: iepsRespuesta(r.ieps === null ? null : Number(r.ieps)),
        unidad: r.unidad,
        variantes: variantes.map(
            (v): Variante => ({
                id: v.id,
                sku: v.sku,
                stock: deMilesimas(Number(v.stock)),
                precio_venta: fromCents(Number(v.precio_venta)),
                costo_compra: fromCents(Number(v.costo_compra)),
                valores_ids: JSON.parse(v.valores_ids) as number[],
                precios_mayoreo: preciosMayoreoRespuesta(v.precios_mayoreo),
            }),
        ),
    };
}

interface PlantillaRow {
    id: number;
    nombre: string;
    descripcion: string | null;
    categoria_id: number | null;
    categoria_nombre: string | null;
    proveedor_id: number | null;
    proveedor_nombre: string | null;
    activo: number;
    iva: TasaIva;
    ieps: number | null;
    unidad: Unidad;
    variantes: string | VarianteFila[];
}

const COLUMNS = [
    'p.id',
    'p.nombre',
    'p.descripcion',
    'p.categoria_id',
    'c.nombre as categoria_nombre',
    'p.proveedor_id',
    'pr.nombre_empresa as proveedor_nombre',
    'p.activo',
    'p.iva',
    'p.ieps',
    'p.unidad',
] as const;

const columnsWithVariantes = (dialect: Dialect) => [...COLUMNS, variantesJson(dialect).as('variantes')] as const;

/**
 * One page of search matches, each row carrying the total. The matches are read once through
 * the trigram index, counted and sorted in the same statement; its shape is the one each planner
 * runs best (measured on 100,000 variants, 4,000 matches): PostgreSQL counts with a window over a
 * fenced subquery (`OFFSET 0` keeps the trigram index: 5.5 ms against 8.8 ms for a materialized
 * CTE), SQLite counts a MATERIALIZED CTE (6.3 ms against 7.4 ms for the window).
 */
function searchPage(db: Db, empresaId: number, params: ListParams, column: string) {
    const matches = matchingRows(db, empresaId, params.termino as string, params);
    const direction = sql.raw(params.order === 'DESC' ? 'desc' : 'asc');
    const order = sql`${sql.ref(column)} ${direction}, id ${direction}`;
    const columns = sql`p.id, p.nombre, p.descripcion, p.categoria_id, c.nombre as categoria_nombre,
        p.proveedor_id, pr.nombre_empresa as proveedor_nombre, p.activo, p.iva, p.ieps, p.unidad, ${variantesJson(db.dialect)} as variantes`;
    const joins = sql`left join categorias c on c.id = p.categoria_id left join proveedores pr on pr.id = p.proveedor_id`;
    const pageOrder = sql`order by ${sql.ref(`page.${column}`)} ${direction}, page.id ${direction}`;
    if (db.dialect === 'postgres') {
        return sql<PlantillaRow & { total: number }>`
            with page as (
                select id, busqueda, count(*) over () as total from (${matches} offset 0) m
                order by ${order} limit ${params.limit} offset ${params.skip})
            select page.total, ${columns} from page join plantillas p on p.id = page.id ${joins} ${pageOrder}`;
    }
    // The count's row is there even when the page is empty; its page columns are then null.
    return sql<PlantillaRow & { total: number }>`
        with m as materialized (${matches}),
        page as (select * from m order by ${order} limit ${params.limit} offset ${params.skip})
        select t.total, ${columns}
        from (select count(*) as total from m) t
        left join page on true
        left join plantillas p on p.id = page.id ${joins} ${pageOrder}`;
}

/** The products the filters select (no search term), with their variants, in the list's order. */
function ordenados(db: Db, empresaId: number, params: ListParams) {
    const column = SORT_COLUMNS[params.sort] ?? 'busqueda';
    const direction = sql.raw(params.order === 'DESC' ? 'desc' : 'asc');
    return plantillas(db.kysely, empresaId)
        .where(sql<boolean>`true${filtersSql(params, 'p.')}`)
        .select(columnsWithVariantes(db.dialect))
        .orderBy(sql`${sql.ref(`p.${column}`)} ${direction}`)
        .orderBy(sql`p.id ${direction}`);
}

/**
 * Every product the list selects, streamed in its order (the CSV export). A search term's matches
 * come from one raw statement (`searchPage`), read a page at a time.
 */
export async function* exportarProductos(db: Db, empresaId: number, params: ListParams): AsyncGenerator<Producto> {
    if (!params.termino) {
        for await (const row of porLotes(db, () => ordenados(db, empresaId, params))) yield toProducto(row);
        return;
    }
    for (let skip = 0; ; skip += LOTE_DE_EXPORTACION) {
        const { rows } = await listProductos(db, empresaId, { ...params, skip, limit: LOTE_DE_EXPORTACION });
        yield* rows;
        if (rows.length < LOTE_DE_EXPORTACION) return;
    }
}

/** A page of products and the total; searching, both come from one statement (`searchPage`). */
export async function listProductos(db: Db, empresaId: number, params: ListParams) {
    const k = db.kysely;
    const column = SORT_COLUMNS[params.sort] ?? 'busqueda';

    if (!params.termino) {
        const [rows, count] = await Promise.all([
            ordenados(db, empresaId, params)
                .limit(params.limit)
                .offset(params.skip)
                .execute(),
            k
                .selectFrom('plantillas')
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .where('empresa_id', '=', empresaId)
                .where(sql<boolean>`true${filtersSql(params)}`)
                .executeTakeFirstOrThrow(),
        ]);
        return { rows: rows.map(toProducto), total: Number(count.n) };
    }

    const { rows: found } = await searchPage(db, empresaId, params, column).execute(k);
    let total = Number(found[0]?.total ?? 0);
    const rows = found.filter((r) => r.id !== null);
    if (rows.length === 0 && params.skip > 0) {
        // A page past the end carries no row to hold the total: count on its own.
        const count = await sql<{ n: number }>`select count(*) as n from (${matchingRows(db, empresaId, params.termino, params)}) m`.execute(k);
        total = Number(count.rows[0].n);
    }
    return { rows: rows.map(toProducto), total };
}

export async function getProducto(k: Kysely<Database>, dialect: Dialect, empresaId: number, id: number): Promise<Producto | undefined> {
    const row = await plantillas(k, empresaId).select(columnsWithVariantes(dialect)).where('p.id', '=', id).executeTakeFirst();
    return row ? toProducto(row) : undefined;
}
