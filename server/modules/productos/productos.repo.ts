import { type Kysely, sql } from 'kysely';
import { fromCents } from '../../../contracts/money.js';
import type { Producto, Variante } from '../../../contracts/productos.js';
import type { Db } from '../../db/createDb.js';
import type { Database } from '../../db/tables.js';
import { containsPattern } from '../../db/tableRepo.js';
import type { ListParams } from '../../http/crudRoutes.js';

/** Products are plantillas with their variants; reads assemble both in two queries, never one per row. */
const SORT_COLUMNS: Record<string, string> = { nombre: 'p.busqueda', id: 'p.id' };

function plantillas(k: Kysely<Database>, empresaId: number) {
    return k
        .selectFrom('plantillas as p')
        .leftJoin('categorias as c', 'c.id', 'p.categoria_id')
        .leftJoin('proveedores as pr', 'pr.id', 'p.proveedor_id')
        .where('p.empresa_id', '=', empresaId);
}

/** Accent- and case-blind "contains" on name or any SKU, through the engine's trigram index. */
function withSearch<Q extends ReturnType<typeof plantillas>>(db: Db, query: Q, termino?: string): Q {
    if (!termino) return query;
    const pattern = containsPattern(termino);
    if (db.dialect === 'sqlite' && termino.length >= 3) {
        return query.where(
            'p.id',
            'in',
            sql<number>`(select rowid from plantillas_fts where plantillas_fts.busqueda like ${pattern} escape '\\')`,
        ) as Q;
    }
    return query.where(sql`p.busqueda`, 'like', sql`${pattern} escape '\\'`) as Q;
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

export async function listProductos(db: Db, empresaId: number, params: ListParams) {
    const k = db.kysely;
    const column = SORT_COLUMNS[params.sort ?? ''] ?? 'p.busqueda';
    const [rows, count] = await Promise.all([
        withSearch(db, plantillas(k, empresaId), params.termino)
            .select(COLUMNS)
            .orderBy(sql.ref(column), params.order === 'DESC' ? 'desc' : 'asc')
            .orderBy('p.id')
            .limit(params.limit)
            .offset(params.skip)
            .execute(),
        withSearch(db, plantillas(k, empresaId), params.termino)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow(),
    ]);
    return { rows: await assemble(k, rows), total: Number(count.n) };
}

export async function getProducto(k: Kysely<Database>, empresaId: number, id: number): Promise<Producto | undefined> {
    const row = await plantillas(k, empresaId).select(COLUMNS).where('p.id', '=', id).executeTakeFirst();
    return row ? (await assemble(k, [row]))[0] : undefined;
}
