import { type QueryCreator, type Selectable, sql } from 'kysely';
import {
    CONTABILIDAD_MENSAJES,
    type Movimiento,
    type MovimientoInput,
    nombreDelDocumento,
    type Origen,
    type ResumenContable,
    type TipoMovimiento,
} from '../../../contracts/contabilidad.js';
import { fromCents } from '../../../contracts/money.js';
import type { Db } from '../../db/createDb.js';
import { conEscrituras, ejecutarEscrituras, type Escrituras } from '../../db/escrituras.js';
import type { ListParams, Page } from '../../db/repository.js';
import type { Database, MovimientosContablesTable } from '../../db/tables.js';
import { diaLocal, inicioDelDia, sumarDias, ZONA_POR_DEFECTO } from '../../domain/calendario.js';
import { Conflicto } from '../../domain/errors.js';

type Fila = Selectable<MovimientosContablesTable>;

/** The company's time zone, whose days the ledger and the dashboard count in. */
export async function zonaDeLaEmpresa(db: Db, empresaId: number): Promise<string> {
    const empresa = await db.kysely.selectFrom('empresas').select('zona_horaria').where('id', '=', empresaId).executeTakeFirst();
    return empresa?.zona_horaria ?? ZONA_POR_DEFECTO;
}

export function origenDe(fila: Pick<Fila, 'venta_id' | 'nota_credito_id' | 'compra_id'>): Origen | null {
    if (fila.venta_id != null) return { tipo: 'venta', id: fila.venta_id };
    if (fila.nota_credito_id != null) return { tipo: 'nota_credito', id: fila.nota_credito_id };
    if (fila.compra_id != null) return { tipo: 'compra', id: fila.compra_id };
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

/** A change of the daily ledger totals: +1/+monto for a movement written, −1/−monto for one removed. */
interface CambioDiario {
    dia: string;
    tipo: string;
    categoria: string | null;
    movimientos: number;
    monto: number;
}

/**
 * The upsert that applies changes to contabilidad_diaria, built on `qc` (the transaction, or a
 * CTE of a bigger statement). Changes to the same key are merged first: PostgreSQL refuses to
 * update one row twice in one statement. Undefined when nothing changes.
 */
function upsertDia(qc: QueryCreator<Database>, empresaId: number, cambios: CambioDiario[]) {
    const porClave = new Map<string, { dia: string; tipo: string; categoria: string; movimientos: number; monto: number }>();
    for (const c of cambios) {
        const categoria = c.categoria ?? '';
        const clave = JSON.stringify([c.dia, c.tipo, categoria]);
        const actual = porClave.get(clave) ?? { dia: c.dia, tipo: c.tipo, categoria, movimientos: 0, monto: 0 };
        actual.movimientos += c.movimientos;
        actual.monto += c.monto;
        porClave.set(clave, actual);
    }
    const filas = [...porClave.values()].filter((f) => f.movimientos !== 0 || f.monto !== 0);
    if (filas.length === 0) return undefined;
    return qc
        .insertInto('contabilidad_diaria')
        .values(filas.map((f) => ({ empresa_id: empresaId, ...f })))
        .onConflict((oc) =>
            oc.columns(['empresa_id', 'dia', 'tipo', 'categoria', 'ranura']).doUpdateSet((eb) => ({
                movimientos: eb('contabilidad_diaria.movimientos', '+', eb.ref('excluded.movimientos')),
                monto: eb('contabilidad_diaria.monto', '+', eb.ref('excluded.monto')),
            })),
        );
}

/** Applies changes to contabilidad_diaria in the caller's transaction (one upsert). */
async function acumularDia(tx: Db, empresaId: number, cambios: CambioDiario[]): Promise<void> {
    await upsertDia(tx.kysely, empresaId, cambios)?.execute();
}

const cambio = (f: Pick<Fila, 'fecha' | 'tipo' | 'categoria' | 'monto'>, zona: string, signo: 1 | -1): CambioDiario => ({
    dia: diaLocal(f.fecha, zona),
    tipo: f.tipo,
    categoria: f.categoria,
    movimientos: signo,
    monto: signo * Number(f.monto),
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
}

/**
 * Writes one movement and its share of the daily totals, in the caller's transaction. `zona` is
 * the company's when the caller has read it already; `totales` are a document posting's other
 * daily totals. On PostgreSQL it is one statement (data-modifying CTEs); SQLite runs the same
 * writes one after another.
 */
export async function insertarMovimiento(
    tx: Db,
    empresaId: number,
    usuarioId: number | null,
    m: NuevoMovimiento,
    opciones: { zona?: string; totales?: Escrituras } = {},
): Promise<Movimiento> {
    tx.assertTransaction();
    const zona = opciones.zona ?? (await zonaDeLaEmpresa(tx, empresaId));
    const valores = filaDelMovimiento(empresaId, usuarioId, m);
    const totales = totalesDelMovimiento(empresaId, valores, zona, opciones.totales);
    if (tx.dialect === 'postgres') {
        const consulta = conEscrituras(
            tx.kysely.with('movimiento', (qc) => qc.insertInto('movimientos_contables').values(valores).returningAll()),
            tx.kysely,
            totales,
            'total',
        );
        return conVentaDeLaNota(tx, empresaId, aMovimiento((await consulta.selectFrom('movimiento' as never).selectAll().executeTakeFirstOrThrow()) as Fila));
    }
    const fila = await tx.kysely.insertInto('movimientos_contables').values(valores).returningAll().executeTakeFirstOrThrow();
    await ejecutarEscrituras(tx, totales);
    return conVentaDeLaNota(tx, empresaId, aMovimiento(fila));
}

/**
 * The same writes as `insertarMovimiento`, handed to the caller to run inside a statement of its
 * own (escrituras.ts): for a posting whose document the caller has just written.
 */
export function escriturasDelMovimiento(empresaId: number, usuarioId: number | null, m: NuevoMovimiento, zona: string, totales?: Escrituras): Escrituras {
    const valores = filaDelMovimiento(empresaId, usuarioId, m);
    const diarios = totalesDelMovimiento(empresaId, valores, zona, totales);
    return (qc) => [qc.insertInto('movimientos_contables').values(valores), ...diarios(qc)];
}

const filaDelMovimiento = (empresaId: number, usuarioId: number | null, m: NuevoMovimiento) => ({
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
});

/** The movement's own day in the ledger's totals, then the document's other totals. */
function totalesDelMovimiento(empresaId: number, valores: ReturnType<typeof filaDelMovimiento>, zona: string, totales?: Escrituras): Escrituras {
    const dia = [cambio(valores, zona, 1)];
    return (qc) => [upsertDia(qc, empresaId, dia), ...(totales?.(qc) ?? [])].filter((q) => q !== undefined);
}

export function crearMovimiento(tx: Db, empresaId: number, input: MovimientoInput, usuarioId: number, ahora: Date): Promise<Movimiento> {
    return insertarMovimiento(tx, empresaId, usuarioId, { ...input, fecha: ahora.toISOString() });
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

/** Edits a manual movement (its date stays); an automatic posting is refused with 409. */
export async function actualizarMovimiento(tx: Db, empresaId: number, id: number, input: MovimientoInput): Promise<Movimiento | undefined> {
    tx.assertTransaction();
    const actual = await filaParaCambiar(tx, empresaId, id);
    if (!actual) return undefined;
    const origen = origenDe(actual);
    if (origen) throw new Conflicto(CONTABILIDAD_MENSAJES.automaticoNoEditable(nombreDelDocumento(origen)));
    const fila = await tx.kysely
        .updateTable('movimientos_contables')
        .set({ tipo: input.tipo, monto: input.monto, concepto: input.concepto, categoria: input.categoria, descripcion: input.descripcion })
        .where('empresa_id', '=', empresaId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    const zona = await zonaDeLaEmpresa(tx, empresaId);
    await acumularDia(tx, empresaId, [cambio(actual, zona, -1), cambio(fila, zona, 1)]);
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
    await acumularDia(tx, empresaId, [cambio(actual, await zonaDeLaEmpresa(tx, empresaId), -1)]);
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
    const base = db.kysely
        .selectFrom('movimientos_contables')
        .where('empresa_id', '=', empresaId)
        .$if(f.tipo !== undefined, (q) => q.where('tipo', '=', f.tipo as string))
        .$if(f.categoria !== undefined, (q) => q.where('categoria', '=', f.categoria as string))
        .$if(f.fecha_desde !== undefined, (q) => q.where('fecha', '>=', inicioDelDia(f.fecha_desde as string, zona)))
        .$if(f.fecha_hasta !== undefined, (q) => q.where('fecha', '<', inicioDelDia(sumarDias(f.fecha_hasta as string, 1), zona)))
        .$if(params.ids !== undefined, (q) => q.where('id', 'in', params.ids?.length ? params.ids : [0]));
    const filas = await base
        .selectAll()
        .orderBy('fecha', params.order === 'DESC' ? 'desc' : 'asc')
        .orderBy('id', params.order === 'DESC' ? 'desc' : 'asc')
        .limit(params.limit)
        .offset(params.skip)
        .execute();

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
