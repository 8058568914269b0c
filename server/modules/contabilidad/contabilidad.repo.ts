import { type Selectable, sql } from 'kysely';
import {
    CONTABILIDAD_MENSAJES,
    type Movimiento,
    type MovimientoInput,
    nombreDelDocumento,
    type Origen,
    type OrigenDeDocumento,
    type ResumenContable,
    type TipoMovimiento,
} from '../../../contracts/contabilidad.js';
import { METODOS_DE_CUENTA } from '../../../contracts/cuentas.js';
import { fromCents } from '../../../contracts/money.js';
import type { Db } from '../../db/createDb.js';
import { type ListParams, type Page, porLotes } from '../../db/repository.js';
import type { MovimientosContablesTable } from '../../db/tables.js';
import { diaLocal, inicioDelDia, sumarDias, ZONA_POR_DEFECTO } from '../../domain/calendario.js';
import { Conflicto, DatoInvalido } from '../../domain/errors.js';
import { contar, type Documento } from '../contadores/contadores.js';
import { zonaDeLaEmpresa } from '../empresa/empresa.repo.js';

type Fila = Selectable<MovimientosContablesTable>;

export function origenDe(fila: Pick<Fila, 'venta_id' | 'nota_credito_id' | 'compra_id' | 'sesion_caja_id' | 'cliente_id'>): Origen | null {
    if (fila.venta_id != null) return { tipo: 'venta', id: fila.venta_id };
    if (fila.nota_credito_id != null) return { tipo: 'nota_credito', id: fila.nota_credito_id };
    if (fila.compra_id != null) return { tipo: 'compra', id: fila.compra_id };
    if (fila.sesion_caja_id != null) return { tipo: 'sesion_caja', id: fila.sesion_caja_id };
    // A customer's abono (issue 34) posts itself, naming the customer whose statement shows it.
    if (fila.cliente_id != null) return { tipo: 'cliente', id: fila.cliente_id };
    return null;
}

/**
 * Adds to each credit-note posting the sale its note refunds (one statement for the whole page,
 * by the notes' primary keys; none when the page has no credit-note posting).
 */
async function conVentaDeLasNotas(db: Db, empresaId: number, movimientos: Movimiento[]): Promise<Movimiento[]> {
    const notas = movimientos.flatMap((m) => (m.origen?.tipo === 'nota_credito' ? [m.origen.id] : []));
    if (notas.length === 0) return movimientos;
    const filas = await db.kysely
        .selectFrom('notas_credito')
        .select(['id', 'venta_id'])
        .where('empresa_id', '=', empresaId)
        .where('id', 'in', notas)
        .execute();
    const ventaDe = new Map(filas.map((f) => [f.id, f.venta_id]));
    return movimientos.map((m) =>
        m.origen?.tipo === 'nota_credito' && ventaDe.has(m.origen.id) ? { ...m, origen: { ...m.origen, venta_id: ventaDe.get(m.origen.id) } } : m,
    );
}

/** One movement with its credit note's sale, when it is a credit note's posting (no query otherwise). */
const conVentaDeLaNota = async (db: Db, empresaId: number, m: Movimiento): Promise<Movimiento> => (await conVentaDeLasNotas(db, empresaId, [m]))[0];

const aMovimiento = (f: Fila): Movimiento => ({
    id: f.id,
    tipo: f.tipo as TipoMovimiento,
    concepto: f.concepto,
    monto: fromCents(Number(f.monto)),
    categoria: f.categoria,
    descripcion: f.descripcion,
    fecha: f.fecha,
    origen: origenDe(f),
});

/** A movement as the daily counters see it. */
const comoDocumento = (f: Pick<Fila, 'fecha' | 'tipo' | 'categoria' | 'monto'>): Documento => ({
    documento: 'movimiento_contable',
    fecha: f.fecha,
    tipo: f.tipo,
    categoria: f.categoria,
    monto: Number(f.monto),
});

export interface NuevoMovimiento {
    tipo: TipoMovimiento;
    monto: number;
    concepto: string;
    categoria: string | null;
    descripcion: string | null;
    fecha: string;
    ventaId?: number;
    notaCreditoId?: number;
    compraId?: number;
    /** A cash session's posting: read-only in the ledger like a document's (its audit trail is the session's). */
    sesionCajaId?: number;
    /** A customer's abono: read-only in the ledger, linked to the customer's statement. */
    clienteId?: number;
}

/** Writes one movement and counts it, in the caller's transaction. */
export async function insertarMovimiento(tx: Db, empresaId: number, usuarioId: number | null, m: NuevoMovimiento): Promise<Movimiento> {
    tx.assertTransaction();
    const fila = await tx.kysely
        .insertInto('movimientos_contables')
        .values({
            empresa_id: empresaId,
            tipo: m.tipo,
            concepto: m.concepto,
            monto: m.monto,
            categoria: m.categoria,
            descripcion: m.descripcion,
            fecha: m.fecha,
            usuario_id: usuarioId,
            venta_id: m.ventaId ?? null,
            nota_credito_id: m.notaCreditoId ?? null,
            compra_id: m.compraId ?? null,
            sesion_caja_id: m.sesionCajaId ?? null,
            cliente_id: m.clienteId ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    contar(tx, empresaId, await zonaDeLaEmpresa(tx, empresaId), [comoDocumento(fila)]);
    return conVentaDeLaNota(tx, empresaId, aMovimiento(fila));
}

/** An automatic posting: what it says of itself; its amount and date are its document's. */
export interface Asentable {
    origen: OrigenDeDocumento;
    tipo: TipoMovimiento;
    concepto: string;
    categoria: string | null;
    descripcion: string | null;
}

/**
 * Writes a document's posting, its amount and date read from the document by the same statement
 * (INSERT … SELECT, scoped to the company), and counts it. The ledger is the shop's money in and
 * out (CONVENTIONS §6, Customer accounts): a sale posts its total less what it charged to the
 * customer's balance or took in points (its venta_pagos, read in that statement); a credit note its
 * total_devuelto less `aLaCuenta`, what went back to the account rather than out as money. A
 * document that moved no money posts nothing (the posting's unique index stays free, a void's
 * retirarAsiento finds none and counts none). False when the company has no such document. `zona`
 * is the company's when the caller has read it already.
 */
export async function insertarAsiento(tx: Db, empresaId: number, usuarioId: number | null, a: Asentable, zona?: string, aLaCuenta = 0): Promise<boolean> {
    tx.assertTransaction();
    const k = tx.kysely;
    const { origen } = a;
    const sinCobro = k
        .selectFrom('venta_pagos as p')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('p.monto'), e.lit(0)).as('t'))
        .where('p.empresa_id', '=', empresaId)
        .where('p.venta_id', '=', origen.id)
        .where('p.metodo_pago', 'in', METODOS_DE_CUENTA);
    const cobrado = sql<number>`cast(d.total - (${sinCobro}) as bigint)`;
    const reembolsado = sql<number>`cast(d.total_devuelto - cast(${aLaCuenta} as bigint) as bigint)`;
    const documento =
        origen.tipo === 'venta'
            ? k.selectFrom('ventas as d').select([cobrado.as('monto'), 'd.fecha']).where(cobrado, '>', sql<number>`0`)
            : origen.tipo === 'nota_credito'
              ? k.selectFrom('notas_credito as d').select([reembolsado.as('monto'), 'd.fecha']).where(reembolsado, '>', sql<number>`0`)
              : // A receipt stamps fecha_recepcion; an order posted without one takes now.
                k.selectFrom('compras as d').select((eb) => ['d.total as monto', eb.fn.coalesce('d.fecha_recepcion', sql<string>`${new Date().toISOString()}`).as('fecha')]);
    const id = (columna: 'venta' | 'nota_credito' | 'compra') => (origen.tipo === columna ? origen.id : null);
    const fila = await k
        .insertInto('movimientos_contables')
        .columns(['monto', 'fecha', 'empresa_id', 'tipo', 'concepto', 'categoria', 'descripcion', 'usuario_id', 'venta_id', 'nota_credito_id', 'compra_id'])
        .expression(
            documento
                .select([
                    sql<number>`cast(${empresaId} as integer)`.as('empresa_id'),
                    sql<string>`cast(${a.tipo} as text)`.as('tipo'),
                    sql<string>`cast(${a.concepto} as text)`.as('concepto'),
                    sql<string>`cast(${a.categoria} as text)`.as('categoria'),
                    sql<string>`cast(${a.descripcion} as text)`.as('descripcion'),
                    sql<number>`cast(${usuarioId} as integer)`.as('usuario_id'),
                    sql<number>`cast(${id('venta')} as integer)`.as('venta_id'),
                    sql<number>`cast(${id('nota_credito')} as integer)`.as('nota_credito_id'),
                    sql<number>`cast(${id('compra')} as integer)`.as('compra_id'),
                ])
                .where('d.empresa_id', '=', empresaId)
                .where('d.id', '=', origen.id) as never,
        )
        .returning(['fecha', 'tipo', 'categoria', 'monto'])
        .executeTakeFirst();
    if (!fila) {
        if (origen.tipo === 'compra') return false;
        // Only a document that collected nothing (a sale all on credit or points) comes this way: is it there?
        const tabla = origen.tipo === 'venta' ? 'ventas' : 'notas_credito';
        const existe = await k.selectFrom(tabla).select('id').where('empresa_id', '=', empresaId).where('id', '=', origen.id).executeTakeFirst();
        return existe !== undefined;
    }
    contar(tx, empresaId, zona ?? (await zonaDeLaEmpresa(tx, empresaId)), [comoDocumento(fila)]);
    return true;
}

const DIA = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The instant a manual movement's `fecha` stands for (a UTC instant, as every date is stored):
 * an instant as given; a day of the shop's zone as now when it is today, as the instant it
 * already has when it is the movement's own day (an edit that keeps it), else as the day's start.
 * Later than today (or than now) is a 422 on `fecha`.
 */
function instanteDelMovimiento(fecha: string, zona: string, ahora: Date, actual?: string): string {
    if (!DIA.test(fecha)) {
        const instante = new Date(fecha);
        if (instante.getTime() > ahora.getTime()) throw new DatoInvalido('fecha', CONTABILIDAD_MENSAJES.fechaFutura);
        return instante.toISOString();
    }
    const hoy = diaLocal(ahora, zona);
    if (fecha > hoy) throw new DatoInvalido('fecha', CONTABILIDAD_MENSAJES.fechaFutura);
    if (actual !== undefined && diaLocal(actual, zona) === fecha) return actual;
    return fecha === hoy ? ahora.toISOString() : inicioDelDia(fecha, zona);
}

/** A manual movement: dated now, or on the day or instant it carries (never later than today). */
export async function crearMovimiento(tx: Db, empresaId: number, input: MovimientoInput, usuarioId: number, ahora: Date): Promise<Movimiento> {
    const fecha = input.fecha === undefined ? ahora.toISOString() : instanteDelMovimiento(input.fecha, await zonaDeLaEmpresa(tx, empresaId), ahora);
    return insertarMovimiento(tx, empresaId, usuarioId, { ...input, fecha });
}

/** The row, locked on PostgreSQL so a concurrent edit waits and the totals move from what it read. */
async function filaParaCambiar(tx: Db, empresaId: number, id: number): Promise<Fila | undefined> {
    return tx.kysely
        .selectFrom('movimientos_contables')
        .selectAll()
        .where('empresa_id', '=', empresaId)
        .where('id', '=', id)
        .$if(tx.dialect === 'postgres', (q) => q.forUpdate())
        .executeTakeFirst();
}

/** Edits a manual movement (its date stays unless the body carries one); an automatic posting is refused with 409. */
export async function actualizarMovimiento(tx: Db, empresaId: number, id: number, input: MovimientoInput, ahora: Date): Promise<Movimiento | undefined> {
    tx.assertTransaction();
    const actual = await filaParaCambiar(tx, empresaId, id);
    if (!actual) return undefined;
    const origen = origenDe(actual);
    if (origen) throw new Conflicto(CONTABILIDAD_MENSAJES.automaticoNoEditable(nombreDelDocumento(origen)));
    const zona = await zonaDeLaEmpresa(tx, empresaId);
    const fecha = input.fecha === undefined ? actual.fecha : instanteDelMovimiento(input.fecha, zona, ahora, actual.fecha);
    const fila = await tx.kysely
        .updateTable('movimientos_contables')
        .set({ tipo: input.tipo, monto: input.monto, concepto: input.concepto, categoria: input.categoria, descripcion: input.descripcion, fecha })
        .where('empresa_id', '=', empresaId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    contar(tx, empresaId, zona, [comoDocumento(fila)], [comoDocumento(actual)]);
    return aMovimiento(fila);
}

/** Deletes a manual movement; false when it does not exist in this company. */
export async function eliminarMovimiento(tx: Db, empresaId: number, id: number): Promise<boolean> {
    tx.assertTransaction();
    const actual = await filaParaCambiar(tx, empresaId, id);
    if (!actual) return false;
    const origen = origenDe(actual);
    if (origen) throw new Conflicto(CONTABILIDAD_MENSAJES.automaticoNoEliminable(nombreDelDocumento(origen)));
    await tx.kysely.deleteFrom('movimientos_contables').where('empresa_id', '=', empresaId).where('id', '=', id).execute();
    contar(tx, empresaId, await zonaDeLaEmpresa(tx, empresaId), [], [comoDocumento(actual)]);
    return true;
}

export async function obtenerMovimiento(db: Db, empresaId: number, id: number): Promise<Movimiento | undefined> {
    const fila = await db.kysely
        .selectFrom('movimientos_contables')
        .selectAll()
        .where('empresa_id', '=', empresaId)
        .where('id', '=', id)
        .executeTakeFirst();
    return fila && (await conVentaDeLasNotas(db, empresaId, [aMovimiento(fila)]))[0];
}

interface FiltrosMovimientos {
    tipo?: TipoMovimiento;
    categoria?: string;
    fecha_desde?: string;
    fecha_hasta?: string;
}

/**
 * A page of the ledger, newest first (ties by id). The rows come from an index led by
 * (empresa_id, [tipo|categoria,] fecha, id); the total comes from the daily totals, whose keys
 * are exactly the list's filters (a local-day range, tipo, categoría), so counting costs a few
 * rows per day of history, not one per movement. Only a request by ids counts the rows.
 */
export async function listarMovimientos(db: Db, empresaId: number, params: ListParams): Promise<Page<Movimiento>> {
    const f = params.filtros as FiltrosMovimientos;
    const zona = f.fecha_desde || f.fecha_hasta ? await zonaDeLaEmpresa(db, empresaId) : ZONA_POR_DEFECTO;
    const base = filtrados(db, empresaId, params, zona);
    const filas = await ordenados(base, params).limit(params.limit).offset(params.skip).execute();

    let total: number;
    if (params.ids !== undefined) {
        const fila = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        total = Number(fila.n);
    } else if (params.skip === 0 && filas.length < params.limit) {
        total = filas.length; // the whole list fits the page
    } else {
        const fila = await db.kysely
            .selectFrom('contabilidad_diaria')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('movimientos'), eb.lit(0)).as('n'))
            .where('empresa_id', '=', empresaId)
            .$if(f.tipo !== undefined, (q) => q.where('tipo', '=', f.tipo as string))
            .$if(f.categoria !== undefined, (q) => q.where('categoria', '=', f.categoria as string))
            .$if(f.fecha_desde !== undefined, (q) => q.where('dia', '>=', f.fecha_desde as string))
            .$if(f.fecha_hasta !== undefined, (q) => q.where('dia', '<=', f.fecha_hasta as string))
            .executeTakeFirstOrThrow();
        total = Number(fila.n);
    }
    return { rows: await conVentaDeLasNotas(db, empresaId, filas.map(aMovimiento)), total };
}

/** The ledger's movements its filters select (`zona`: the company's, which places the filters' days). */
function filtrados(db: Db, empresaId: number, params: ListParams, zona: string) {
    const f = params.filtros as FiltrosMovimientos;
    return db.kysely
        .selectFrom('movimientos_contables')
        .where('empresa_id', '=', empresaId)
        .$if(f.tipo !== undefined, (q) => q.where('tipo', '=', f.tipo as string))
        .$if(f.categoria !== undefined, (q) => q.where('categoria', '=', f.categoria as string))
        .$if(f.fecha_desde !== undefined, (q) => q.where('fecha', '>=', inicioDelDia(f.fecha_desde as string, zona)))
        .$if(f.fecha_hasta !== undefined, (q) => q.where('fecha', '<', inicioDelDia(sumarDias(f.fecha_hasta as string, 1), zona)))
        .$if(params.ids !== undefined, (q) => q.where('id', 'in', params.ids?.length ? params.ids : [0]));
}

/** By date, ties by id, in the list's direction (whatever the sort field: the ledger has one order). */
const ordenados = (base: ReturnType<typeof filtrados>, params: ListParams) =>
    base
        .selectAll()
        .orderBy('fecha', params.order === 'DESC' ? 'desc' : 'asc')
        .orderBy('id', params.order === 'DESC' ? 'desc' : 'asc');

/**
 * Every movement the ledger's filters select, in its order, streamed (movimientos.csv); `zona`,
 * the company's (the caller reads it for the file's dates too), places the filters' days. On
 * SQLite a batch starts after the last row read (keyset, porLotes): a row value (fecha, id), which
 * the index (empresa_id, [tipo|categoria,] fecha, id) seeks to.
 */
export async function* exportarMovimientos(db: Db, empresaId: number, params: ListParams, zona: string): AsyncGenerator<Movimiento> {
    const antes = params.order === 'DESC' ? '<' : '>';
    const despues = (ultima: Fila | undefined) =>
        ordenados(filtrados(db, empresaId, params, zona), params).$if(ultima !== undefined, (q) =>
            q.where((eb) => eb(eb.refTuple('fecha', 'id'), antes, eb.tuple((ultima as Fila).fecha, (ultima as Fila).id))),
        );
    for await (const fila of porLotes(db, despues, true)) yield aMovimiento(fila);
}

/** Σ ingresos, Σ egresos and their difference, summed in SQL over the daily totals. */
export async function resumen(db: Db, empresaId: number): Promise<ResumenContable> {
    const filas = await db.kysely
        .selectFrom('contabilidad_diaria')
        // Read as text: a shop's whole history may pass 2^53 cents, where a number loses cents.
        .select(['tipo', sql<string>`cast(sum(monto) as text)`.as('monto')])
        .where('empresa_id', '=', empresaId)
        .groupBy('tipo')
        .execute();
    const de = (tipo: TipoMovimiento) => BigInt(filas.find((f) => f.tipo === tipo)?.monto ?? 0);
    const ingresos = de('ingreso');
    const egresos = de('egreso');
    return { total_ingresos: fromCents(ingresos), total_egresos: fromCents(egresos), balance: fromCents(ingresos - egresos) };
}
