import { CAJA_MENSAJES, type TipoMovimientoCaja } from '../../../contracts/caja.js';
import { uniqueViolation } from '../../db/constraints.js';
import type { Db } from '../../db/createDb.js';
import { Conflicto } from '../../domain/errors.js';
import './caja.tablas.js';

/*
 * The cash sessions' writes (Kysely only), each in the caller's transaction: the session's row
 * locked for a change or a refund, a session opened, a cash movement, a close. Their reads, the
 * figures a reading adds up, are caja.repo.ts.
 */

/**
 * The session row for a change (movement, close), locked on PostgreSQL (`FOR UPDATE`): a close
 * and a salida wait for each other and for the sales and refunds being written into it (their
 * `FOR KEY SHARE`), then read it as committed. SQLite runs one write transaction at a time.
 */
export async function sesionParaCambiar(tx: Db, empresaId: number, id: number) {
    tx.assertTransaction();
    return tx.kysely
        .selectFrom('sesiones_caja')
        .select(['id', 'usuario_id', 'estado', 'fondo_inicial', 'abierta_en'])
        .where('empresa_id', '=', empresaId)
        .where('id', '=', id)
        .$if(tx.dialect === 'postgres', (q) => q.forUpdate())
        .executeTakeFirst();
}

/**
 * Locks an open session's row for cash given back (a return's refund, ventas.service.ts; a void's,
 * cancelacion.service.ts), before its drawer is read: on PostgreSQL `FOR NO KEY UPDATE`, which a
 * salida's or a close's `FOR UPDATE` and another refund's or void's lock wait for (so together
 * they never take the drawer below zero), while checkouts' `FOR KEY SHARE` does not (sales keep
 * flowing). Not `FOR UPDATE`: the return already holds the row `FOR KEY SHARE` from its first
 * read, so two refunds in one session would each wait for the other's share (a deadlock). A cash
 * void takes this same lock in its own first read of the row, so here it finds it held. SQLite
 * runs one write transaction at a time.
 */
export async function sesionParaReembolsar(tx: Db, empresaId: number, id: number): Promise<void> {
    tx.assertTransaction();
    if (tx.dialect !== 'postgres') return;
    await tx.kysely.selectFrom('sesiones_caja').select('id').where('empresa_id', '=', empresaId).where('id', '=', id).forNoKeyUpdate().execute();
}

export interface NuevaSesion {
    empresaId: number;
    usuarioId: number;
    caja: string;
    fondoInicial: number;
    fecha: string;
}

/**
 * Opens a session. A user's second open session breaks the partial unique index (one 'Abierta'
 * per user), also when two openings race: the later waits for the first to commit, then is
 * refused (409).
 */
export async function insertarSesion(tx: Db, s: NuevaSesion): Promise<number> {
    tx.assertTransaction();
    try {
        const fila = await tx.kysely
            .insertInto('sesiones_caja')
            .values({
                empresa_id: s.empresaId,
                usuario_id: s.usuarioId,
                caja: s.caja,
                abierta_en: s.fecha,
                fondo_inicial: s.fondoInicial,
                estado: 'Abierta',
            })
            .returning('id')
            .executeTakeFirstOrThrow();
        return fila.id;
    } catch (error) {
        if (uniqueViolation(error) !== null) throw new Conflicto(CAJA_MENSAJES.yaAbierta);
        throw error;
    }
}

export async function insertarMovimientoCaja(
    tx: Db,
    m: { empresaId: number; sesionId: number; usuarioId: number; tipo: TipoMovimientoCaja; monto: number; motivo: string; gasto: boolean; fecha: string },
): Promise<number> {
    tx.assertTransaction();
    const fila = await tx.kysely
        .insertInto('movimientos_caja')
        .values({
            empresa_id: m.empresaId,
            sesion_caja_id: m.sesionId,
            usuario_id: m.usuarioId,
            tipo: m.tipo,
            monto: m.monto,
            motivo: m.motivo,
            gasto: m.gasto ? 1 : 0,
            fecha: m.fecha,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    return fila.id;
}

/** Writes the close's figures once: only an open session is closed (0 rows otherwise). */
export async function marcarCerrada(
    tx: Db,
    c: { empresaId: number; id: number; usuarioId: number; fecha: string; esperado: number; contado: number; denominaciones: string | null },
): Promise<boolean> {
    tx.assertTransaction();
    const r = await tx.kysely
        .updateTable('sesiones_caja')
        .set({
            estado: 'Cerrada',
            cerrada_en: c.fecha,
            cerrada_por: c.usuarioId,
            efectivo_esperado: c.esperado,
            efectivo_contado: c.contado,
            denominaciones: c.denominaciones,
        })
        .where('empresa_id', '=', c.empresaId)
        .where('id', '=', c.id)
        .where('estado', '=', 'Abierta')
        .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
}
