import { sql } from 'kysely';
import type { TipoMovimientoCuenta, TipoMovimientoPuntos } from '../../../contracts/cuentas.js';
import type { Db } from '../../db/createDb.js';
import './cuentas.tablas.js';

/*
 * Customer accounts' writes and reads (Kysely only). A customer's `saldo` and `puntos` move only
 * through `moverCliente`, one conditional UPDATE that checks and takes in the same statement (the
 * limit, the points held) and answers what it left; its movements follow with those running
 * balances. On PostgreSQL the UPDATE holds the customer's row until COMMIT, so two tills charging
 * one customer take turns, the second reading the first's balance; SQLite has one writer.
 */

export interface Cambio {
    /** Cents added to what the customer owes (negative: taken off). */
    saldo: number;
    /** Points added (negative: taken off). */
    puntos: number;
    /** Only if the balance after stays within the limit (a credit sale's charge of `saldo`). */
    dentroDelLimite?: boolean;
    /** Only if the customer holds at least this many points (what a payment spends). */
    puntosExigidos?: number;
    /** Only if the customer owes at least this much (an abono). */
    saldoExigido?: number;
}

/** Applies a change to a customer's row and answers the balances it left, or undefined when a condition (or the customer) failed. */
export async function moverCliente(tx: Db, empresaId: number, clienteId: number, c: Cambio): Promise<{ saldo: number; puntos: number; nombre: string } | undefined> {
    tx.assertTransaction();
    const fila = await tx.kysely
        .updateTable('clientes')
        .set({ saldo: sql`saldo + ${c.saldo}`, puntos: sql`puntos + ${c.puntos}` })
        .where('empresa_id', '=', empresaId)
        .where('id', '=', clienteId)
        .$if(c.dentroDelLimite === true, (q) => q.where(sql<boolean>`saldo + ${c.saldo} <= limite_credito`))
        .$if((c.puntosExigidos ?? 0) > 0, (q) => q.where('puntos', '>=', c.puntosExigidos as number))
        .$if(c.saldoExigido !== undefined, (q) => q.where('saldo', '>=', c.saldoExigido as number))
        .returning(['saldo', 'puntos', 'nombre_completo'])
        .executeTakeFirst();
    return fila && { saldo: Number(fila.saldo), puntos: Number(fila.puntos), nombre: fila.nombre_completo };
}

/** The customer's account as it stands (a refusal's message, the statement's head). */
export async function estadoDelCliente(db: Db, empresaId: number, clienteId: number) {
    const fila = await db.kysely
        .selectFrom('clientes')
        .select(['id', 'nombre_completo', 'saldo', 'limite_credito', 'dias_credito', 'puntos'])
        .where('empresa_id', '=', empresaId)
        .where('id', '=', clienteId)
        .executeTakeFirst();
    return (
        fila && {
            id: fila.id,
            nombre: fila.nombre_completo,
            saldo: Number(fila.saldo),
            limite: Number(fila.limite_credito),
            dias: Number(fila.dias_credito),
            puntos: Number(fila.puntos),
        }
    );
}

interface Documento {
    empresaId: number;
    clienteId: number;
    usuarioId: number | null;
    fecha: string;
    ventaId?: number | null;
    notaCreditoId?: number | null;
}

export interface NuevoMovimientoCuenta {
    tipo: TipoMovimientoCuenta;
    monto: number;
    metodoPago?: string | null;
    referencia?: string | null;
    motivo?: string | null;
    sesionCajaId?: number | null;
    idempotencyKey?: string | null;
}

/**
 * Writes balance movements applied in this order, `saldoFinal` being the balance after the last:
 * each carries the balance it left. An abono's Idempotency-Key is claimed `ON CONFLICT DO
 * NOTHING`: the ids written, fewer than asked when the key was taken.
 */
export async function insertarMovimientosCuenta(tx: Db, d: Documento, saldoFinal: number, movimientos: readonly NuevoMovimientoCuenta[]): Promise<number[]> {
    if (movimientos.length === 0) return [];
    let saldo = saldoFinal;
    const filas = movimientos
        .map((m) => m)
        .reverse()
        .map((m) => {
            const fila = {
                empresa_id: d.empresaId,
                cliente_id: d.clienteId,
                tipo: m.tipo,
                monto: m.monto,
                saldo,
                fecha: d.fecha,
                usuario_id: d.usuarioId,
                venta_id: d.ventaId ?? null,
                nota_credito_id: d.notaCreditoId ?? null,
                metodo_pago: m.metodoPago ?? null,
                referencia: m.referencia ?? null,
                motivo: m.motivo ?? null,
                sesion_caja_id: m.sesionCajaId ?? null,
                idempotency_key: m.idempotencyKey ?? null,
            };
            saldo -= m.monto;
            return fila;
        })
        .reverse();
    const escritas = await tx.kysely
        .insertInto('movimientos_cuenta')
        .values(filas)
        .onConflict((oc) => oc.columns(['empresa_id', 'idempotency_key']).doNothing())
        .returning('id')
        .execute();
    return escritas.map((f) => f.id);
}

export interface NuevoMovimientoPuntos {
    tipo: TipoMovimientoPuntos;
    puntos: number;
    motivo?: string | null;
}

/** Writes points movements applied in this order, `puntosFinales` being what the customer holds after the last. */
export async function insertarMovimientosPuntos(tx: Db, d: Documento, puntosFinales: number, movimientos: readonly NuevoMovimientoPuntos[]): Promise<void> {
    const validos = movimientos.filter((m) => m.puntos !== 0);
    if (validos.length === 0) return;
    let saldo = puntosFinales;
    const filas = [...validos].reverse().map((m) => {
        const fila = {
            empresa_id: d.empresaId,
            cliente_id: d.clienteId,
            tipo: m.tipo,
            puntos: m.puntos,
            saldo,
            fecha: d.fecha,
            usuario_id: d.usuarioId,
            venta_id: d.ventaId ?? null,
            nota_credito_id: d.notaCreditoId ?? null,
            motivo: m.motivo ?? null,
        };
        saldo -= m.puntos;
        return fila;
    });
    await tx.kysely.insertInto('movimientos_puntos').values(filas.reverse()).execute();
}

/**
 * What a sale holds on its customer's account, as subqueries a return's or a void's own read
 * carries (no statement of their own): the credit it still holds (its charge less what its
 * returns took off), the points it earned and spent, what its payment in points was worth.
 * `sumasDeLaVenta` reads them back.
 */
export function subconsultasDeCuenta(tx: Db, empresaId: number, ventaId: number) {
    const k = tx.kysely;
    const puntos = (tipo: string) =>
        k
            .selectFrom('movimientos_puntos')
            .select((e) => e.fn.coalesce(e.fn.sum<number>('puntos'), e.lit(0)).as('t'))
            .where('empresa_id', '=', empresaId)
            .where('venta_id', '=', ventaId)
            .where('tipo', '=', tipo);
    return [
        k
            .selectFrom('movimientos_cuenta')
            .select((e) => e.fn.coalesce(e.fn.sum<number>('monto'), e.lit(0)).as('t'))
            .where('empresa_id', '=', empresaId)
            .where('venta_id', '=', ventaId)
            .as('cuenta_credito'),
        puntos('ganados').as('cuenta_ganados'),
        puntos('canjeados').as('cuenta_canjeados'),
        k
            .selectFrom('venta_pagos')
            .select((e) => e.fn.coalesce(e.fn.sum<number>('monto'), e.lit(0)).as('t'))
            .where('empresa_id', '=', empresaId)
            .where('venta_id', '=', ventaId)
            .where('metodo_pago', '=', 'Canje de Puntos')
            .as('cuenta_en_puntos'),
    ] as const;
}

/** What a sale holds on its customer's account (cents and points). */
export interface SumasDeCuenta {
    credito: number;
    ganados: number;
    /** What was spent, positive. */
    canjeados: number;
    enPuntos: number;
}

export const sumasDeLaVenta = (f: { cuenta_credito?: unknown; cuenta_ganados?: unknown; cuenta_canjeados?: unknown; cuenta_en_puntos?: unknown }): SumasDeCuenta => ({
    credito: Number(f.cuenta_credito ?? 0),
    ganados: Number(f.cuenta_ganados ?? 0),
    // Stored negative: what was spent.
    canjeados: -Number(f.cuenta_canjeados ?? 0),
    enPuntos: Number(f.cuenta_en_puntos ?? 0),
});
