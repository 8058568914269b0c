import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import {
    type EstadoSesion,
    type MovimientoCaja,
    type SesionCaja,
    type TipoMovimientoCaja,
} from '../../../contracts/caja.js';
import { EFECTIVO } from '../../../contracts/calculo.js';
import { fromCents } from '../../../contracts/money.js';
import { METODOS_PAGO, type MetodoPago } from '../../../contracts/ventas.js';
import type { Db } from '../../db/createDb.js';
import type { ListParams, Page } from '../../db/repository.js';
import type { Database } from '../../db/tables.js';
import { zonaDeLaEmpresa } from '../empresa/empresa.repo.js';
import { desde, hasta, necesitaZona } from '../ventas/fechas.js';
import './caja.tablas.js';
import '../clientes/cuentas.tablas.js';

/*
 * The cash sessions' reads (Kysely only; their writes are caja.escritura.ts). A reading adds up the session's own
 * documents — its sales (not the voided), the credit notes whose cash left from it, its cash
 * movements — through indexes led by (empresa_id, sesion_caja_id): a fixed number of statements
 * whatever the session holds, never a scan of the day or of the shop.
 */

type K = Kysely<Database>;

/** Which session: by id, or the user's open one (a subquery, so every statement of a reading names it alike). */
export type CualSesion = { id: number } | { abiertaDe: number };

/** What a reading adds up, in cents. */
export interface Cifras {
    ventas: number;
    /** Per method, what the sales took in it; cash net of the change it gave. */
    porMetodo: { metodo: MetodoPago; monto: number }[];
    /** Cash received − change given. */
    efectivoVentas: number;
    efectivoDevoluciones: number;
    /** Cash abonos of customers received in the session (issue 34). */
    abonos: number;
    entradas: number;
    salidas: number;
    /** fondo + efectivoVentas − efectivoDevoluciones + abonos + entradas − salidas. */
    esperado: number;
}

/** A session's row with its cashier, as the reading and the list answer it. */
export interface FilaSesion {
    id: number;
    empresa_id: number;
    usuario_id: number;
    caja: string;
    abierta_en: string;
    cerrada_en: string | null;
    fondo_inicial: number;
    estado: string;
    efectivo_esperado: number | null;
    efectivo_contado: number | null;
    denominaciones: string | null;
    usuario: string;
    nombre: string;
    apellido: string;
}

const cajero = (f: Pick<FilaSesion, 'nombre' | 'apellido' | 'usuario'>) =>
    [f.nombre, f.apellido].map((p) => p.trim()).filter(Boolean).join(' ') || f.usuario;

const dinero = (c: number | null) => (c === null ? null : fromCents(c));

export const comoSesion = (f: FilaSesion): SesionCaja => ({
    id: f.id,
    caja: f.caja,
    usuario_id: f.usuario_id,
    usuario: f.usuario,
    cajero: cajero(f),
    abierta_en: f.abierta_en,
    cerrada_en: f.cerrada_en,
    fondo_inicial: fromCents(Number(f.fondo_inicial)),
    estado: f.estado as EstadoSesion,
    efectivo_esperado: dinero(f.efectivo_esperado === null ? null : Number(f.efectivo_esperado)),
    efectivo_contado: dinero(f.efectivo_contado === null ? null : Number(f.efectivo_contado)),
    diferencia: f.efectivo_esperado === null || f.efectivo_contado === null ? null : fromCents(Number(f.efectivo_contado) - Number(f.efectivo_esperado)),
});

function conCajero(k: K) {
    return k
        .selectFrom('sesiones_caja as s')
        .innerJoin('usuarios as u', 'u.id', 's.usuario_id')
        .select([
            's.id',
            's.empresa_id',
            's.usuario_id',
            's.caja',
            's.abierta_en',
            's.cerrada_en',
            's.fondo_inicial',
            's.estado',
            's.efectivo_esperado',
            's.efectivo_contado',
            's.denominaciones',
            'u.usuario',
            'u.nombre',
            'u.apellido',
        ]);
}

/** The session's id as an expression: the id itself, or the user's open session (the partial unique index). */
function idDe(eb: ExpressionBuilder<Database, never>, empresaId: number, cual: CualSesion) {
    if ('id' in cual) return eb.val(cual.id);
    return eb
        .selectFrom('sesiones_caja')
        .select('id')
        .where('empresa_id', '=', empresaId)
        .where('usuario_id', '=', cual.abiertaDe)
        .where('estado', '=', 'Abierta');
}

/**
 * A session with its cashier and the sums of its documents, in one statement: the sales'
 * count and totals, the cash refunds, the cash put in and taken out (each an aggregate over its
 * own index, by the session's id). Undefined when the company has no such session.
 */
export async function sesionConSumas(db: Db, empresaId: number, cual: CualSesion) {
    const k = db.kysely;
    const fila = await conCajero(k)
        // Count and totals in one pass over the sales' index.
        .innerJoin(
            (eb) =>
                eb
                    .selectFrom('ventas')
                    .select((e) => [e.fn.countAll<number>().as('ventas'), e.fn.coalesce(e.fn.sum<number>('total'), e.lit(0)).as('total_ventas')])
                    .where('empresa_id', '=', empresaId)
                    .where('sesion_caja_id', '=', (e) => idDe(e as never, empresaId, cual))
                    .where('estado', '<>', 'Cancelada')
                    .as('v'),
            (join) => join.onTrue(),
        )
        .select(['v.ventas', 'v.total_ventas'])
        .select((eb) => [
            eb
                .selectFrom('notas_credito')
                .select((e) => e.fn.coalesce(e.fn.sum<number>('reembolso_efectivo'), e.lit(0)).as('t'))
                .where('empresa_id', '=', empresaId)
                .where('sesion_caja_id', '=', eb.ref('s.id'))
                .as('devoluciones'),
            eb
                .selectFrom('movimientos_caja')
                .select((e) => e.fn.coalesce(e.fn.sum<number>('monto'), e.lit(0)).as('t'))
                .where('empresa_id', '=', empresaId)
                .where('sesion_caja_id', '=', eb.ref('s.id'))
                .where('tipo', '=', 'entrada')
                .as('entradas'),
            // Only a cash abono names a session (clientes/abonos.service.ts): its movement is negative.
            eb
                .selectFrom('movimientos_cuenta')
                .select((e) => e.fn.coalesce(e.fn.sum<number>('monto'), e.lit(0)).as('t'))
                .where('empresa_id', '=', empresaId)
                .where('sesion_caja_id', '=', eb.ref('s.id'))
                .as('abonos'),
            eb
                .selectFrom('movimientos_caja')
                .select((e) => e.fn.coalesce(e.fn.sum<number>('monto'), e.lit(0)).as('t'))
                .where('empresa_id', '=', empresaId)
                .where('sesion_caja_id', '=', eb.ref('s.id'))
                .where('tipo', '=', 'salida')
                .as('salidas'),
        ])
        .where('s.empresa_id', '=', empresaId)
        .where('s.id', '=', (eb) => idDe(eb as never, empresaId, cual))
        .executeTakeFirst();
    if (!fila) return undefined;
    return {
        ...(fila as FilaSesion),
        sumas: {
            ventas: Number(fila.ventas ?? 0),
            totalVentas: Number(fila.total_ventas ?? 0),
            devoluciones: Number(fila.devoluciones ?? 0),
            entradas: Number(fila.entradas ?? 0),
            salidas: Number(fila.salidas ?? 0),
            abonos: -Number(fila.abonos ?? 0),
        },
    };
}

/**
 * What the session's sales (not the voided) were paid with, per method, in one statement: the
 * session's payments summed by method from their index (venta_pagos carries its sale's session),
 * less those of its voided sales (a handful, found through the sales' index by state).
 */
export async function pagosPorMetodo(db: Db, empresaId: number, cual: CualSesion): Promise<Map<string, number>> {
    const k = db.kysely;
    const filas = await k
        .selectFrom('venta_pagos')
        .select((eb) => ['metodo_pago', eb.fn.sum<number>('monto').as('monto')])
        .where('empresa_id', '=', empresaId)
        .where('sesion_caja_id', '=', (eb) => idDe(eb as never, empresaId, cual))
        .groupBy('metodo_pago')
        .unionAll(
            k
                .selectFrom('ventas as v')
                .innerJoin('venta_pagos as p', 'p.venta_id', 'v.id')
                .select(['p.metodo_pago', sql<number>`-sum(p.monto)`.as('monto')])
                .where('v.empresa_id', '=', empresaId)
                .where('v.sesion_caja_id', '=', (eb) => idDe(eb as never, empresaId, cual))
                .where('v.estado', '=', 'Cancelada')
                .groupBy('p.metodo_pago'),
        )
        .execute();
    const porMetodo = new Map<string, number>();
    for (const f of filas) porMetodo.set(f.metodo_pago, (porMetodo.get(f.metodo_pago) ?? 0) + Number(f.monto));
    for (const [metodo, monto] of porMetodo) if (monto === 0) porMetodo.delete(metodo);
    return porMetodo;
}

/**
 * The figures of a reading from the session's sums and its payments per method. Change is
 * Σpayments − total per sale and only cash gives it, so the cash the sales left in the drawer is
 * Σcash − Σpayments + Σtotals over the session's sales.
 */
export function cifras(fondo: number, sumas: NonNullable<Awaited<ReturnType<typeof sesionConSumas>>>['sumas'], pagos: Map<string, number>): Cifras {
    const pagado = [...pagos.values()].reduce((s, m) => s + m, 0);
    const efectivoVentas = (pagos.get(EFECTIVO) ?? 0) - pagado + sumas.totalVentas;
    const porMetodo = METODOS_PAGO.flatMap((metodo) => {
        const monto = metodo === EFECTIVO ? efectivoVentas : (pagos.get(metodo) ?? 0);
        return pagos.has(metodo) ? [{ metodo, monto }] : [];
    });
    return {
        ventas: sumas.ventas,
        porMetodo,
        efectivoVentas,
        efectivoDevoluciones: sumas.devoluciones,
        abonos: sumas.abonos,
        entradas: sumas.entradas,
        salidas: sumas.salidas,
        esperado: fondo + efectivoVentas - sumas.devoluciones + sumas.abonos + sumas.entradas - sumas.salidas,
    };
}

type FilaMovimiento = { id: number; tipo: string; monto: number; motivo: string; gasto: number; fecha: string; usuario: string };

const comoMovimiento = (m: FilaMovimiento): MovimientoCaja => ({
    id: m.id,
    tipo: m.tipo as TipoMovimientoCaja,
    monto: fromCents(Number(m.monto)),
    motivo: m.motivo,
    gasto: Number(m.gasto) === 1,
    fecha: m.fecha,
    usuario: m.usuario,
});

/** The session's cash movements, oldest first. */
export async function movimientosDe(db: Db, empresaId: number, cual: CualSesion): Promise<MovimientoCaja[]> {
    const filas = await db.kysely
        .selectFrom('movimientos_caja as m')
        .innerJoin('usuarios as u', 'u.id', 'm.usuario_id')
        .select(['m.id', 'm.tipo', 'm.monto', 'm.motivo', 'm.gasto', 'm.fecha', 'u.usuario'])
        .where('m.empresa_id', '=', empresaId)
        .where('m.sesion_caja_id', '=', (eb) => idDe(eb as never, empresaId, cual))
        .orderBy('m.id')
        .execute();
    return filas.map(comoMovimiento);
}

interface FiltrosSesiones {
    usuario_id?: number;
    estado?: EstadoSesion;
    fecha_desde?: string;
    fecha_hasta?: string;
}

const SORT: Record<string, 's.abierta_en' | 's.id'> = { abierta_en: 's.abierta_en', id: 's.id' };

/**
 * A page of sessions, newest first by default, with the count over the same filters. `soloDe`:
 * the caller's own only (who lacks caja:supervisar). Dates are the company's days, on the opening.
 */
export async function listarSesiones(db: Db, empresaId: number, params: ListParams, soloDe?: number): Promise<Page<SesionCaja>> {
    const f = params.filtros as FiltrosSesiones;
    const fechas = [f.fecha_desde, f.fecha_hasta].filter((v): v is string => typeof v === 'string');
    const zona = fechas.some(necesitaZona) ? await zonaDeLaEmpresa(db, empresaId) : 'UTC';
    const filtradas = db.kysely
        .selectFrom('sesiones_caja as s')
        .where('s.empresa_id', '=', empresaId)
        .$if(soloDe !== undefined, (q) => q.where('s.usuario_id', '=', soloDe as number))
        .$if(f.usuario_id !== undefined, (q) => q.where('s.usuario_id', '=', f.usuario_id as number))
        .$if(f.estado !== undefined, (q) => q.where('s.estado', '=', f.estado as string))
        .$if(f.fecha_desde !== undefined, (q) => q.where('s.abierta_en', '>=', desde(f.fecha_desde as string, zona)))
        .$if(f.fecha_hasta !== undefined, (q) => q.where('s.abierta_en', '<', hasta(f.fecha_hasta as string, zona)))
        .$if(params.ids !== undefined, (q) => q.where('s.id', 'in', params.ids?.length ? params.ids : [0]));
    const column = SORT[params.sort] ?? 's.abierta_en';
    const direccion = params.order === 'DESC' ? 'desc' : 'asc';
    const [filas, cuenta] = await Promise.all([
        filtradas
            .innerJoin('usuarios as u', 'u.id', 's.usuario_id')
            .selectAll('s')
            .select(['u.usuario', 'u.nombre', 'u.apellido'])
            .orderBy(column, direccion)
            .$if(column !== 's.id', (q) => q.orderBy('s.id', direccion))
            .limit(params.limit)
            .offset(params.skip)
            .execute(),
        filtradas.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: filas.map((f) => comoSesion(f as unknown as FilaSesion)), total: Number(cuenta.n) };
}

