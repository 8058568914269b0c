import { sql } from 'kysely';
import type { Compra, CompraFila, EstadoCompra } from '../../../contracts/compras.js';
import { deMilesimas } from '../../../contracts/unidades.js';
import { fromCents } from '../../../contracts/money.js';
import type { Db } from '../../db/createDb.js';
import { type ListParams, type Page, porLotes } from '../../db/repository.js';

/* Purchase orders as the API answers them; every query is scoped to one company. */

const SORT_COLUMNS: Record<string, string> = { fecha_emision: 'c.fecha_emision', id: 'c.id', total: 'c.total' };

function filtered(db: Db, empresaId: number, params: ListParams) {
    let query = db.kysely
        .selectFrom('compras as c')
        .innerJoin('proveedores as p', 'p.id', 'c.proveedor_id')
        .where('c.empresa_id', '=', empresaId);
    if (params.ids) query = query.where('c.id', 'in', params.ids.length ? params.ids : [0]);
    const { proveedor_id, estado } = params.filtros as { proveedor_id?: number; estado?: EstadoCompra };
    if (proveedor_id !== undefined) query = query.where('c.proveedor_id', '=', proveedor_id);
    if (estado !== undefined) query = query.where('c.estado', '=', estado);
    return query;
}

interface FilaCompra {
    id: number;
    proveedor_id: number;
    nombre_empresa: string;
    fecha_emision: string;
    estado: string;
    total: number;
}

const toFila = (r: FilaCompra): CompraFila => ({
    id: r.id,
    proveedor: { id: r.proveedor_id, nombre_empresa: r.nombre_empresa },
    fecha_emision: r.fecha_emision,
    estado: r.estado as EstadoCompra,
    total: fromCents(Number(r.total)),
});

const FILA = ['c.id', 'c.proveedor_id', 'p.nombre_empresa', 'c.fecha_emision', 'c.estado', 'c.total'] as const;

/** The orders the filters select, in the list's order. */
function ordenadas(db: Db, empresaId: number, params: ListParams) {
    const column = SORT_COLUMNS[params.sort] ?? 'c.fecha_emision';
    const direction = params.order === 'DESC' ? 'desc' : 'asc';
    return filtered(db, empresaId, params).select(FILA).orderBy(sql.ref(column), direction).orderBy('c.id', direction);
}

/** Every order the list selects, in its order, a batch at a time (compras.csv). */
export async function* exportarCompras(db: Db, empresaId: number, params: ListParams): AsyncGenerator<CompraFila> {
    for await (const r of porLotes(db, () => ordenadas(db, empresaId, params))) yield toFila(r);
}

export async function listCompras(db: Db, empresaId: number, params: ListParams): Promise<Page<CompraFila>> {
    const [rows, count] = await Promise.all([
        ordenadas(db, empresaId, params)
            .limit(params.limit)
            .offset(params.skip)
            .execute(),
        filtered(db, empresaId, params).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toFila), total: Number(count.n) };
}

export async function getCompra(db: Db, empresaId: number, id: number): Promise<Compra | undefined> {
    const [cabecera, lineas] = await Promise.all([
        db.kysely
            .selectFrom('compras as c')
            .innerJoin('proveedores as p', 'p.id', 'c.proveedor_id')
            .select(FILA)
            .where('c.empresa_id', '=', empresaId)
            .where('c.id', '=', id)
            .executeTakeFirst(),
        db.kysely
            .selectFrom('compra_detalles as d')
            .innerJoin('variantes as v', 'v.id', 'd.variante_id')
            .innerJoin('plantillas as t', 't.id', 'v.plantilla_id')
            .select(['d.id', 'd.variante_id', 'v.sku', 't.id as plantilla_id', 't.nombre', 't.unidad', 'd.cantidad', 'd.costo_unitario', 'd.subtotal_linea'])
            .where('d.empresa_id', '=', empresaId)
            .where('d.compra_id', '=', id)
            .orderBy('d.id')
            .execute(),
    ]);
    if (!cabecera) return undefined;
    return {
        ...toFila(cabecera),
        detalles: lineas.map((l) => ({
            id: l.id,
            producto: { id: l.variante_id, sku: l.sku, plantilla: { id: l.plantilla_id, nombre: l.nombre } },
            cantidad: deMilesimas(Number(l.cantidad)),
            unidad: l.unidad,
            costo_unitario: fromCents(Number(l.costo_unitario)),
            subtotal_linea: fromCents(Number(l.subtotal_linea)),
        })),
    };
}

/** The order's lines as receiving needs them: which variant, how many, at what cost. */
export function lineasDeCompra(db: Db, empresaId: number, compraId: number) {
    return db.kysely
        .selectFrom('compra_detalles')
        .select(['variante_id', 'cantidad', 'costo_unitario'])
        .where('empresa_id', '=', empresaId)
        .where('compra_id', '=', compraId)
        .orderBy('id')
        .execute();
}

/**
 * Moves the order from one state to another only if it is still in `desde`: one conditional
 * UPDATE, so of several concurrent callers exactly one sees its row come back (PostgreSQL
 * re-checks the condition after waiting for the row lock; SQLite runs one writer at a time).
 */
export async function cambiarEstado(
    db: Db,
    empresaId: number,
    id: number,
    desde: EstadoCompra,
    hacia: EstadoCompra,
    extra: { fecha_recepcion?: string } = {},
): Promise<boolean> {
    const fila = await db.kysely
        .updateTable('compras')
        .set({ estado: hacia, ...extra })
        .where('empresa_id', '=', empresaId)
        .where('id', '=', id)
        .where('estado', '=', desde)
        .returning('id')
        .executeTakeFirst();
    return fila !== undefined;
}

export async function estadoDeCompra(db: Db, empresaId: number, id: number): Promise<EstadoCompra | undefined> {
    const fila = await db.kysely.selectFrom('compras').select('estado').where('empresa_id', '=', empresaId).where('id', '=', id).executeTakeFirst();
    return fila?.estado as EstadoCompra | undefined;
}
