import { type SqlBool, sql } from 'kysely';
import type { InventarioCsvFila } from '../../../contracts/exportaciones.js';
import type { InventarioFila, MovimientoStock, ValorInventario } from '../../../contracts/inventario.js';
import { UMBRAL_BAJO_STOCK } from '../../../contracts/inventario.js';
import { dividirRedondeando } from '../../../contracts/calculo.js';
import { fromCents } from '../../../contracts/money.js';
import { deMilesimas, MILESIMAS, UNIDADES, type Unidad } from '../../../contracts/unidades.js';
import type { Db } from '../../db/createDb.js';
import { type ListParams, type Page, porLotes } from '../../db/repository.js';
import { containsPattern, searchKey } from '../../db/searchKey.js';
import { preciosMayoreoRespuesta } from '../productos/preciosMayoreo.js';

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
    if (params.filtros.bajo_stock === true) query = query.where('v.stock', '<=', UMBRAL_BAJO_STOCK * MILESIMAS);
    // The key the unique index (empresa_id, sku_busqueda) holds: one index probe, whatever the catalogue's size.
    if (typeof params.filtros.sku === 'string') query = query.where('v.sku_busqueda', '=', searchKey(params.filtros.sku));
    if (typeof params.filtros.activo === 'boolean') query = query.where('p.activo', '=', Number(params.filtros.activo));
    return query;
}

/**
 * The list's rows in its order: by name, a product's variants stay in their own order under it;
 * ties by id in the list's direction, so pages (and an export's batches) never overlap.
 */
function ordenadas(db: Db, empresaId: number, params: ListParams) {
    const direction = params.order === 'DESC' ? 'desc' : 'asc';
    return (
        variantes(db, empresaId, params)
            // Said of the product too, and its order by p.id (= v.plantilla_id): SQLite then walks
            // plantillas (empresa_id, busqueda) and each product's variants (plantilla_id, posicion)
            // already in the list's order, instead of sorting every variant for each page.
            .where('p.empresa_id', '=', empresaId)
            .select(['v.id', 'v.sku', 'v.plantilla_id', 'p.nombre', 'v.stock', 'v.precio_venta', 'v.costo_compra', 'p.activo', 'p.unidad', 'v.precios_mayoreo'])
            .orderBy(sql.ref(SORT_COLUMNS[params.sort] ?? 'p.busqueda'), direction)
            .$if(params.sort === 'nombre', (q) => q.orderBy('p.id', direction).orderBy('v.posicion', direction))
            .orderBy('v.id', direction)
    );
}

const comoFila = (r: Awaited<ReturnType<ReturnType<typeof ordenadas>['execute']>>[number]): InventarioFila => ({
    id: r.id,
    sku: r.sku,
    plantilla: { id: r.plantilla_id, nombre: r.nombre },
    stock: deMilesimas(Number(r.stock)),
    precio_venta: fromCents(Number(r.precio_venta)),
    costo_compra: fromCents(Number(r.costo_compra)),
    activo: Number(r.activo) === 1,
    unidad: r.unidad,
    precios_mayoreo: preciosMayoreoRespuesta(r.precios_mayoreo),
});

export async function listInventario(db: Db, empresaId: number, params: ListParams): Promise<Page<InventarioFila>> {
    // An exact SKU is unique in the company (variantes_empresa_sku_uq): from the first row on, the
    // page holds every match, so the POS's scan lookup is one index probe and no count.
    const unicoPorSku = typeof params.filtros.sku === 'string' && params.skip === 0 && params.limit >= 1;
    const [rows, count] = await Promise.all([
        ordenadas(db, empresaId, params).limit(params.limit).offset(params.skip).execute(),
        unicoPorSku ? null : variantes(db, empresaId, params).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(comoFila), total: count ? Number(count.n) : rows.length };
}

/** The columns each sort orders by, whole (the list's order): what an export's next batch starts after. */
const CLAVES_DE_ORDEN: Record<string, readonly ['p.busqueda' | 'v.sku_busqueda' | 'v.stock' | 'v.id', ...string[]]> = {
    nombre: ['p.busqueda', 'p.id', 'v.posicion', 'v.id'],
    sku: ['v.sku_busqueda', 'v.id'],
    stock: ['v.stock', 'v.id'],
    id: ['v.id'],
};

/**
 * Every variant the inventory's filters select, in its order, streamed (inventario.csv), with its
 * product's category. On SQLite a batch starts after the last row read (keyset, porLotes): a row
 * value over the order's columns, and its first column alone, which the index of that order
 * (plantillas (empresa_id, busqueda), variantes (empresa_id, sku_busqueda) or (empresa_id, stock))
 * seeks to, so no batch reads the rows before it again.
 */
export async function* exportarInventario(db: Db, empresaId: number, params: ListParams): AsyncGenerator<InventarioCsvFila> {
    const claves = CLAVES_DE_ORDEN[params.sort] ?? CLAVES_DE_ORDEN.nombre;
    const [primera] = claves;
    const op = params.order === 'DESC' ? '<' : '>';
    // The row's field of each: p.id is read as plantilla_id.
    const campo = (c: string) => (c === 'p.id' ? 'plantilla_id' : c.slice(2));
    const despues = (ultima: Record<string, unknown> | undefined) =>
        ordenadas(db, empresaId, params)
            .leftJoin('categorias as c', 'c.id', 'p.categoria_id')
            .select(['c.nombre as categoria', 'p.busqueda', 'v.sku_busqueda', 'v.posicion'])
            .$if(ultima !== undefined, (q) => {
                const u = ultima as Record<string, unknown>;
                const valores = claves.map((c) => u[campo(c)]);
                return q
                    .where(sql.ref(primera), `${op}=`, valores[0])
                    .where(sql<SqlBool>`(${sql.join(claves.map((c) => sql.ref(c)))}) ${sql.raw(op)} (${sql.join(valores)})`);
            });
    for await (const r of porLotes(db, despues, true)) yield { ...comoFila(r), categoria: r.categoria };
}

/**
 * The cost is split in parts of four digits (four parts: any cost an integer of cents can hold), so
 * each part times a stock of up to 10^12 thousandths fits a 64-bit integer, and so does a sum of
 * hundreds of such rows.
 */
const PARTE_DEL_COSTO = 10_000;
const PARTES = [PARTE_DEL_COSTO ** 3, PARTE_DEL_COSTO ** 2, PARTE_DEL_COSTO, 1] as const;

/**
 * Σ stock × costo_compra of every variant the same list would show (all pages), in SQL and exact
 * at any size: a stock (in thousandths, up to 10^12) times a cost can pass a 64-bit integer
 * (SQLite would go on in floating point, PostgreSQL refuse), so the cost is summed in four parts
 * of four digits, each sum read as text (beyond a JavaScript number's precision) and put together
 * as a bigint; the thousandths are divided out once, at the end, to the cent (half away from zero).
 */
export async function valorInventario(db: Db, empresaId: number, params: ListParams): Promise<ValorInventario> {
    const base = sql.lit(PARTE_DEL_COSTO);
    const parte = (peso: number) => (peso === 1 ? sql`v.costo_compra % ${base}` : sql`(v.costo_compra / ${sql.lit(peso)}) % ${base}`);
    const fila = await variantes(db, empresaId, params)
        .select((eb) => [
            ...PARTES.map((peso, i) => sql<string | null>`cast(sum(v.stock * (${parte(peso)})) as text)`.as(`valor_${i}`)),
            // Stock per unit in the same pass (a conditional sum each): kilograms never add to pieces.
            ...UNIDADES.flatMap((u) => [
                sql<string | null>`cast(sum(case when p.unidad = ${u} then v.stock end) as text)`.as(`stock_${u}`),
                sql<number>`count(case when p.unidad = ${u} then 1 end)`.as(`variantes_${u}`),
            ]),
            eb.fn.countAll<number>().as('variantes'),
        ])
        .executeTakeFirstOrThrow();
    const sumas = fila as unknown as Record<string, string | number | null>;
    const milesimasPorCentavo = PARTES.reduce((total, peso, i) => total + BigInt(sumas[`valor_${i}`] ?? 0) * BigInt(peso), 0n);
    const valor = dividirRedondeando(milesimasPorCentavo, BigInt(MILESIMAS));
    const existencias = UNIDADES.filter((u) => Number(sumas[`variantes_${u}`]) > 0).map((unidad) => ({ unidad, cantidad: deMilesimas(Number(sumas[`stock_${unidad}`] ?? 0)) }));
    return { valor: fromCents(valor), existencias, variantes: Number(fila.variantes) };
}

/** The variant's product name and unit, or undefined when it is not the company's. */
export async function unidadDeVariante(db: Db, empresaId: number, id: number): Promise<{ nombre: string; unidad: Unidad } | undefined> {
    return db.kysely
        .selectFrom('variantes as v')
        .innerJoin('plantillas as p', 'p.id', 'v.plantilla_id')
        .select(['p.nombre', 'p.unidad'])
        .where('v.empresa_id', '=', empresaId)
        .where('v.id', '=', id)
        .executeTakeFirst();
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
            cantidad: deMilesimas(Number(r.cantidad)),
            stock_resultante: deMilesimas(Number(r.stock_resultante)),
            motivo: r.motivo,
            usuario: r.usuario ?? null,
            venta_id: r.venta_id,
            nota_credito_id: r.nota_credito_id,
            compra_id: r.compra_id,
        })),
        total: Number(count.n),
    };
}
