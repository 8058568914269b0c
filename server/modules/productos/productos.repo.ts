import { type Kysely, sql } from 'kysely';
import { fromCents } from '../../../contracts/money.js';
import type { Producto, Variante } from '../../../contracts/productos.js';
import type { Db } from '../../db/createDb.js';
import type { Database } from '../../db/tables.js';
import { containsPattern } from '../../db/tableRepo.js';
import type { ListParams } from '../../http/crudRoutes.js';

/** Products are plantillas with their variants; reads assemble both in two queries, never one per row. */
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
function matchingRows(db: Db, empresaId: number, termino: string) {
    const columns = sql`id, nombre, descripcion, categoria_id, proveedor_id, busqueda`;
    if (db.dialect === 'sqlite' && termino.length >= 3) {
        const phrase = `"${termino.replace(/"/g, '""')}"`;
        return sql`select ${columns} from plantillas where empresa_id = ${empresaId}
            and id in (select rowid from plantillas_fts where plantillas_fts match ${phrase})`;
    }
    return sql`select ${columns} from plantillas where empresa_id = ${empresaId}
        and busqueda like ${containsPattern(termino)} escape '\\'`;
}

async function assemble(k: Kysely<Database>, rows: PlantillaRow[]): Promise<Producto[]> {
    if (rows.length === 0) return [];
    const variantes = await k
        .selectFrom('variantes')
        .select(['id', 'plantilla_id', 'sku', 'stock', 'precio_venta', 'costo_compra', 'valores_ids'])
        .where(
            'plantilla_id',
            'in',
            rows.map((r) => r.id),
        )
        .orderBy('plantilla_id')
        .orderBy('posicion')
        .orderBy('id')
        .execute();
    const porPlantilla = new Map<number, Variante[]>();
    for (const v of variantes) {
        const list = porPlantilla.get(v.plantilla_id) ?? [];
        list.push({
            id: v.id,
            sku: v.sku,
            stock: v.stock,
            precio_venta: fromCents(v.precio_venta),
            costo_compra: fromCents(v.costo_compra),
            valores_ids: JSON.parse(v.valores_ids) as number[],
        });
        porPlantilla.set(v.plantilla_id, list);
    }
    return rows.map((r) => ({
        id: r.id,
        nombre: r.nombre,
        descripcion: r.descripcion,
        categoria: r.categoria_id !== null && r.categoria_nombre !== null ? { id: r.categoria_id, nombre: r.categoria_nombre } : null,
        proveedor:
            r.proveedor_id !== null && r.proveedor_nombre !== null ? { id: r.proveedor_id, nombre_empresa: r.proveedor_nombre } : null,
        variantes: porPlantilla.get(r.id) ?? [],
    }));
}

interface PlantillaRow {
    id: number;
    nombre: string;
    descripcion: string | null;
    categoria_id: number | null;
    categoria_nombre: string | null;
    proveedor_id: number | null;
    proveedor_nombre: string | null;
}

const COLUMNS = [
    'p.id',
    'p.nombre',
    'p.descripcion',
    'p.categoria_id',
    'c.nombre as categoria_nombre',
    'p.proveedor_id',
    'pr.nombre_empresa as proveedor_nombre',
] as const;

/**
 * Above this many matches, a page in name order is found faster by walking the company's name
 * index and testing each row (about limit × rows / matches rows read) than by sorting every match.
 */
const WALK_INDEX_ABOVE = 1500;

/**
 * A page of products and the total. Searching: the matches are counted through the trigram
 * index; then the page comes from sorting the matches (few) or from walking the name index
 * (many). The matches sit in a MATERIALIZED CTE so the planner cannot trade the trigram index
 * for a walk of the name index where the walk would be slow.
 */
export async function listProductos(db: Db, empresaId: number, params: ListParams) {
    const k = db.kysely;
    const column = SORT_COLUMNS[params.sort ?? ''] ?? 'busqueda';
    const direction = sql.raw(params.order === 'DESC' ? 'desc' : 'asc');
    const byColumn = (query: ReturnType<typeof plantillas>) =>
        query
            .select(COLUMNS)
            .orderBy(sql`${sql.ref(`p.${column}`)} ${direction}`)
            .orderBy('p.id')
            .limit(params.limit)
            .offset(params.skip);

    if (!params.termino) {
        const [rows, count] = await Promise.all([
            byColumn(plantillas(k, empresaId)).execute(),
            k.selectFrom('plantillas').select((eb) => eb.fn.countAll<number>().as('n')).where('empresa_id', '=', empresaId).executeTakeFirstOrThrow(),
        ]);
        return { rows: await assemble(k, rows), total: Number(count.n) };
    }

    const counted = await sql<{ n: number }>`select count(*) as n from (${matchingRows(db, empresaId, params.termino)}) m`.execute(k);
    const total = Number(counted.rows[0].n);
    if (total === 0 || params.skip >= total) return { rows: [], total };

    if (total > WALK_INDEX_ABOVE) {
        const rows = await byColumn(plantillas(k, empresaId))
            .where(sql`p.busqueda`, 'like', sql`${containsPattern(params.termino)} escape '\\'`)
            .execute();
        return { rows: await assemble(k, rows), total };
    }
    const { rows } = await sql<PlantillaRow>`
        with m as materialized (${matchingRows(db, empresaId, params.termino)}),
        page as (select m.* from m order by ${sql.ref(column)} ${direction}, id limit ${params.limit} offset ${params.skip})
        select page.id, page.nombre, page.descripcion, page.categoria_id, c.nombre as categoria_nombre,
               page.proveedor_id, pr.nombre_empresa as proveedor_nombre
        from page
        left join categorias c on c.id = page.categoria_id
        left join proveedores pr on pr.id = page.proveedor_id
        order by ${sql.ref(`page.${column}`)} ${direction}, page.id`.execute(k);
    return { rows: await assemble(k, rows), total };
}

export async function getProducto(k: Kysely<Database>, empresaId: number, id: number): Promise<Producto | undefined> {
    const row = await plantillas(k, empresaId).select(COLUMNS).where('p.id', '=', id).executeTakeFirst();
    return row ? (await assemble(k, [row]))[0] : undefined;
}
