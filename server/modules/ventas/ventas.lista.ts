import type { Kysely } from 'kysely';
import { fromCents } from '../../../contracts/money.js';
import type { EstadoVenta, VentaFila } from '../../../contracts/ventas.js';
import type { Db } from '../../db/createDb.js';
import { type ListParams, type Page, porLotes } from '../../db/repository.js';
import type { Database } from '../../db/tables.js';
import { zonaDeLaEmpresa } from '../empresa/empresa.repo.js';
import { desde, hasta, necesitaZona } from './fechas.js';

/*
 * The sales history's list and its export: a page and its count (from the daily counters when
 * only days and state filter it), a fixed number of statements whatever the page; the export
 * streams every row in batches. A sale's own reads and writes are ventas.repo.ts.
 */

type K = Kysely<Database>;

const SORT_COLUMNS: Record<string, 'v.fecha' | 'v.id' | 'v.total'> = { fecha: 'v.fecha', id: 'v.id', total: 'v.total' };

function filtrada(k: K, empresaId: number, params: ListParams, zona: string) {
    const f = params.filtros as FiltrosVentas;
    return k
        .selectFrom('ventas as v')
        .where('v.empresa_id', '=', empresaId)
        .$if(params.ids !== undefined, (q) => q.where('v.id', 'in', params.ids?.length ? params.ids : [0]))
        .$if(f.fecha_desde !== undefined, (q) => q.where('v.fecha', '>=', desde(f.fecha_desde as string, zona)))
        .$if(f.fecha_hasta !== undefined, (q) => q.where('v.fecha', '<', hasta(f.fecha_hasta as string, zona)))
        .$if(f.estado !== undefined, (q) => q.where('v.estado', '=', f.estado as string))
        .$if(f.cliente_id !== undefined, (q) => q.where('v.cliente_id', '=', f.cliente_id as number))
        .$if(f.usuario_id !== undefined, (q) => q.where('v.usuario_id', '=', f.usuario_id as number));
}

type FiltrosVentas = { fecha_desde?: string; fecha_hasta?: string; estado?: string; cliente_id?: number; usuario_id?: number };

const DIA = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The count of a history filtered at most by state and whole local days, from the daily counts
 * (ventas_diarias: a few rows per day, however many sales); undefined for any other filter
 * (customer, seller, ids, an instant), which is counted over the sales themselves through its
 * index (empresa_id, <filtro>, …).
 */
function contarPorDias(k: K, empresaId: number, params: ListParams) {
    const f = params.filtros as FiltrosVentas;
    const dias = [f.fecha_desde, f.fecha_hasta].every((d) => d === undefined || DIA.test(d));
    if (params.ids !== undefined || f.cliente_id !== undefined || f.usuario_id !== undefined || !dias) return undefined;
    return k
        .selectFrom('ventas_diarias')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('ventas'), eb.lit(0)).as('n'))
        .where('empresa_id', '=', empresaId)
        .$if(f.estado !== undefined, (q) => q.where('estado', '=', f.estado as string))
        .$if(f.fecha_desde !== undefined, (q) => q.where('dia', '>=', f.fecha_desde as string))
        .$if(f.fecha_hasta !== undefined, (q) => q.where('dia', '<=', f.fecha_hasta as string));
}

/**
 * The sales history: one page, its rows joined with customer and seller, plus the count. The
 * page comes from an index led by empresa_id in the list's order; the count from the daily
 * counts where the filters allow (exact: every sale and state change moves them), else from
 * the rows. A first page that is not full is its own count.
 */
/** The history's rows, joined with customer and seller, in the list's order. */
function ordenadas(k: K, empresaId: number, params: ListParams, zona: string) {
    const column = SORT_COLUMNS[params.sort] ?? 'v.fecha';
    return (
        filtrada(k, empresaId, params, zona)
            .innerJoin('usuarios as u', 'u.id', 'v.usuario_id')
            .leftJoin('clientes as c', 'c.id', 'v.cliente_id')
            .select(['v.id', 'v.fecha', 'v.estado', 'v.total', 'v.cliente_id', 'c.nombre_completo', 'u.usuario'])
            .orderBy(column, params.order === 'DESC' ? 'desc' : 'asc')
            // Ties in the list's direction, so pages never overlap.
            .$if(column !== 'v.id', (q) => q.orderBy('v.id', params.order === 'DESC' ? 'desc' : 'asc'))
    );
}

type FilaLeida = Awaited<ReturnType<ReturnType<typeof ordenadas>['execute']>>[number];

const comoFila = (r: FilaLeida): VentaFila => ({
    id: r.id,
    fecha: r.fecha,
    estado: r.estado as EstadoVenta,
    total: fromCents(Number(r.total)),
    cliente: r.cliente_id !== null && r.nombre_completo !== null ? { id: r.cliente_id, nombre_completo: r.nombre_completo } : null,
    usuario: r.usuario,
});

export async function listVentas(db: Db, empresaId: number, params: ListParams): Promise<Page<VentaFila>> {
    const k = db.kysely;
    const fechas = [params.filtros.fecha_desde, params.filtros.fecha_hasta].filter((v): v is string => typeof v === 'string');
    const zona = fechas.some(necesitaZona) ? await zonaDeLaEmpresa(db, empresaId) : 'UTC';
    const [rows, count] = await Promise.all([
        ordenadas(k, empresaId, params, zona).limit(params.limit).offset(params.skip).execute(),
        (contarPorDias(k, empresaId, params) ?? filtrada(k, empresaId, params, zona).select((eb) => eb.fn.countAll<number>().as('n'))).executeTakeFirstOrThrow(),
    ]);
    return {
        total: params.skip === 0 && rows.length < params.limit ? rows.length : Number(count.n),
        rows: rows.map(comoFila),
    };
}

/**
 * Every sale the history's filters select, in its order, streamed (ventas.csv); `zona`, the
 * company's (the caller reads it for the file's dates too), places the filters' days.
 */
export async function* exportarVentas(db: Db, empresaId: number, params: ListParams, zona: string): AsyncGenerator<VentaFila> {
    const column = SORT_COLUMNS[params.sort] ?? 'v.fecha';
    const antes = params.order === 'DESC' ? '<' : '>';
    // Keyset paging on SQLite (porLotes): the rows after the last one read, in the list's order.
    const despues = (ultima: FilaLeida | undefined) =>
        ordenadas(db.kysely, empresaId, params, zona).$if(ultima !== undefined, (q) =>
            q.where((eb) => {
                const u = ultima as FilaLeida;
                if (column === 'v.id') return eb('v.id', antes, u.id);
                // A row value, which the (empresa_id, fecha, …) index seeks to (an OR would scan from the top).
                return eb(eb.refTuple(column, 'v.id'), antes, eb.tuple(column === 'v.fecha' ? u.fecha : u.total, u.id));
            }),
        );
    for await (const r of porLotes(db, despues, true)) yield comoFila(r);
}

/** A credit note as the server keeps it: amounts in cents, its lines by variant. */
