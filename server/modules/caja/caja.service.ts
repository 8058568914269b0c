import {
    type AperturaInput,
    CAJA_MENSAJES,
    CATEGORIAS_CAJA,
    type CierreInput,
    type Lectura,
    type MovimientoCaja,
    type MovimientoCajaInput,
    type ReporteZ,
    type SesionCaja,
    type SesionConLectura,
} from '../../../contracts/caja.js';
import { fromCents } from '../../../contracts/money.js';
import type { Db } from '../../db/createDb.js';
import { Conflicto, NoEncontrado } from '../../domain/errors.js';
import { anotar } from '../bitacora/bitacora.js';
import { insertarMovimiento } from '../contabilidad/contabilidad.repo.js';
import {
    type Cifras,
    type CualSesion,
    cifras,
    comoSesion,
    movimientosDe,
    pagosPorMetodo,
    sesionConSumas,
} from './caja.repo.js';
import { insertarMovimientoCaja, insertarSesion, marcarCerrada, sesionParaCambiar, sesionParaReembolsar } from './caja.escritura.js';

/*
 * Corte de caja (CONVENTIONS §6, Cash): each write is one function over the caller's one
 * transaction, with its audit entry and, when it moves money in the books, its ledger posting.
 * Expected cash = fondo + cash received − change given − cash refunds + entradas − salidas,
 * from the session's own documents (caja.repo.ts). Each takes `fecha` so the demo records past
 * days through the very same code; the API always passes now.
 */

/** Who acts: `supervisa` (caja:supervisar) reaches everyone's sessions and sees the expected cash before the count. */
export interface Cajero {
    empresaId: number;
    usuarioId: number;
    /** The login, as a movement's answer names who made it. */
    usuario: string;
    supervisa: boolean;
}

export interface OpcionesCaja {
    /** ISO 8601 UTC; defaults to now. */
    fecha?: string;
}

const SESION = 'sesion_caja';

/** Whether `quien` may see or act on a session of `usuarioId`: their own, or anyone's for a supervisor. */
const alcanza = (quien: Cajero, usuarioId: number) => quien.supervisa || quien.usuarioId === usuarioId;

function comoLectura(fondo: number, c: Cifras, conEsperado: boolean): Lectura {
    return {
        fondo_inicial: fromCents(fondo),
        ventas: c.ventas,
        por_metodo: c.porMetodo.map((m) => ({ metodo_pago: m.metodo, monto: fromCents(m.monto) })),
        efectivo_ventas: fromCents(c.efectivoVentas),
        efectivo_devoluciones: fromCents(c.efectivoDevoluciones),
        efectivo_abonos: fromCents(c.abonos),
        entradas: fromCents(c.entradas),
        salidas: fromCents(c.salidas),
        ...(conEsperado ? { efectivo_esperado: fromCents(c.esperado) } : {}),
    };
}

type Denominaciones = NonNullable<CierreInput['denominaciones']>;

/** The grid a close was counted with, as answered (stored as the close's JSON, values in cents). */
function contadas(json: string | null) {
    if (json === null) return null;
    return (JSON.parse(json) as Denominaciones).map((d) => ({ tipo: d.tipo, valor: fromCents(d.valor), cantidad: d.cantidad }));
}

/**
 * A session, its figures and its movements: three statements, together on PostgreSQL's pool;
 * one after the other on SQLite's one connection (where waiting on each other costs more).
 */
async function leer(db: Db, empresaId: number, cual: CualSesion) {
    const leer3 = [() => sesionConSumas(db, empresaId, cual), () => pagosPorMetodo(db, empresaId, cual), () => movimientosDe(db, empresaId, cual)] as const;
    const [sesion, pagos, movimientos] =
        db.dialect === 'postgres' && !db.inTransaction
            ? await Promise.all([leer3[0](), leer3[1](), leer3[2]()])
            : [await leer3[0](), await leer3[1](), await leer3[2]()];
    if (!sesion) return undefined;
    return { sesion, movimientos, cifras: cifras(Number(sesion.fondo_inicial), sesion.sumas, pagos) };
}

/**
 * A session with its reading (X while open, Z's figures once closed) and movements; undefined
 * when the company has none such or it is another user's and `quien` does not supervise. Who
 * counts blind gets no expected cash while it is open.
 */
export async function leerSesion(db: Db, quien: Cajero, cual: CualSesion): Promise<SesionConLectura | undefined> {
    const leida = await leer(db, quien.empresaId, cual);
    if (!leida || !alcanza(quien, leida.sesion.usuario_id)) return undefined;
    const { sesion, cifras: c, movimientos } = leida;
    const abierta = sesion.estado === 'Abierta';
    const lectura = comoLectura(Number(sesion.fondo_inicial), c, quien.supervisa || !abierta);
    return { ...comoSesion(sesion), lectura, movimientos, ...(abierta ? {} : { denominaciones: contadas(sesion.denominaciones) }) };
}

/** Opens the caller's session (one open per user: a second is a 409, also when two race). */
export async function abrirSesion(tx: Db, quien: Cajero, input: AperturaInput, opciones: OpcionesCaja = {}): Promise<SesionCaja> {
    tx.assertTransaction();
    const fecha = opciones.fecha ?? new Date().toISOString();
    const id = await insertarSesion(tx, { empresaId: quien.empresaId, usuarioId: quien.usuarioId, caja: input.caja, fondoInicial: input.fondo_inicial, fecha });
    await anotar(tx, quien, {
        tipo: 'caja.apertura',
        entidad: SESION,
        entidadId: id,
        despues: { caja: input.caja, fondo_inicial: fromCents(input.fondo_inicial), estado: 'Abierta' },
        fecha,
    });
    const leida = await sesionConSumas(tx, quien.empresaId, { id });
    if (!leida) throw new Error(`Sesión de caja #${id} recién abierta no encontrada.`);
    return comoSesion(leida);
}

/** The session to change, locked: 404 when not the caller's to reach, 409 once closed. */
async function abiertaParaCambiar(tx: Db, quien: Cajero, id: number) {
    const sesion = await sesionParaCambiar(tx, quien.empresaId, id);
    if (!sesion || !alcanza(quien, sesion.usuario_id)) throw new NoEncontrado(CAJA_MENSAJES.noEncontrada);
    if (sesion.estado !== 'Abierta') throw new Conflicto(CAJA_MENSAJES.yaCerrada);
    return sesion;
}

/**
 * The cash expected in the session's drawer now, in cents: the most a salida or a cash refund may
 * take. Read under the session's lock, in a statement after it (on PostgreSQL each statement reads
 * what was committed when it began, so this one sees what the lock waited for).
 */
async function efectivoEnCaja(tx: Db, empresaId: number, sesionId: number): Promise<number> {
    const [sumas, pagos] = await Promise.all([sesionConSumas(tx, empresaId, { id: sesionId }), pagosPorMetodo(tx, empresaId, { id: sesionId })]);
    if (!sumas) throw new NoEncontrado(CAJA_MENSAJES.noEncontrada);
    return cifras(Number(sumas.fondo_inicial), sumas.sumas, pagos).esperado;
}

/** Who gives cash back from a drawer: the refusal each says when the drawer holds too little. */
const EXCEDE = {
    reembolso: { conCifras: CAJA_MENSAJES.reembolsoExcede, ciega: CAJA_MENSAJES.reembolsoExcedeCiega },
    cancelacion: { conCifras: CAJA_MENSAJES.cancelacionExcede, ciega: CAJA_MENSAJES.cancelacionExcedeCiega },
} as const;

/**
 * Before `monto` cents go back in cash from the open session `sesionId` — a return's refund (the
 * returning user's session, which their return's first read holds open) or a void's (the sale's
 * session, which the void's first read holds open): a 409 when its drawer holds less, as for a
 * salida, so cash given back never takes it below zero; the cashier puts cash in first, or a
 * supervisor handles it. Who counts blind is not told the expected cash. Only a return or a void
 * that gives cash back calls this: the lock it takes is for those alone (sesionParaReembolsar).
 */
export async function exigirEfectivoParaReembolso(
    tx: Db,
    quien: { empresaId: number; supervisa: boolean },
    sesionId: number,
    monto: number,
    por: keyof typeof EXCEDE = 'reembolso',
): Promise<void> {
    tx.assertTransaction();
    await sesionParaReembolsar(tx, quien.empresaId, sesionId);
    const disponible = await efectivoEnCaja(tx, quien.empresaId, sesionId);
    if (monto > disponible) throw new Conflicto(quien.supervisa ? EXCEDE[por].conCifras(monto, Math.max(0, disponible)) : EXCEDE[por].ciega);
}

/**
 * Cash put in or taken out of an open session. A salida above the cash expected in the drawer is
 * a 409 (read under the session's lock, so concurrent salidas never take it below zero); a
 * salida marked `gasto` posts an egreso 'Caja' to the ledger in this transaction.
 */
export async function registrarMovimientoCaja(tx: Db, quien: Cajero, sesionId: number, input: MovimientoCajaInput, opciones: OpcionesCaja = {}): Promise<MovimientoCaja> {
    tx.assertTransaction();
    const { empresaId, usuarioId } = quien;
    const fecha = opciones.fecha ?? new Date().toISOString();
    await abiertaParaCambiar(tx, quien, sesionId);
    if (input.tipo === 'salida') {
        const disponible = await efectivoEnCaja(tx, empresaId, sesionId);
        if (input.monto > disponible) throw new Conflicto(quien.supervisa ? CAJA_MENSAJES.salidaExcede(Math.max(0, disponible)) : CAJA_MENSAJES.salidaExcedeCiega);
    }
    const gasto = input.tipo === 'salida' && input.gasto;
    const id = await insertarMovimientoCaja(tx, { empresaId, sesionId, usuarioId, tipo: input.tipo, monto: input.monto, motivo: input.motivo, gasto, fecha });
    if (gasto) {
        await insertarMovimiento(tx, empresaId, usuarioId, {
            tipo: 'egreso',
            monto: input.monto,
            concepto: input.motivo,
            categoria: CATEGORIAS_CAJA.gasto,
            descripcion: `Salida de efectivo de la sesión de caja #${sesionId}`,
            fecha,
            sesionCajaId: sesionId,
        });
    }
    const movimiento: MovimientoCaja = { id, tipo: input.tipo, monto: fromCents(input.monto), motivo: input.motivo, gasto, fecha, usuario: quien.usuario };
    await anotar(tx, quien, { tipo: 'caja.movimiento', entidad: SESION, entidadId: sesionId, despues: { movimiento_id: id, tipo: movimiento.tipo, monto: movimiento.monto, motivo: movimiento.motivo, gasto }, fecha });
    return movimiento;
}

/**
 * Closes an open session once and answers its Z report. Read under the session's lock: a second
 * or concurrent close waits, then finds it closed (409, nothing changes); a sale or refund being
 * written into it commits first and is in the report, or finds it closed. A difference between
 * count and expected posts itself: 'Sobrante de caja' ingreso, 'Faltante de caja' egreso.
 */
export async function cerrarSesion(tx: Db, quien: Cajero, sesionId: number, input: CierreInput, opciones: OpcionesCaja = {}): Promise<ReporteZ> {
    tx.assertTransaction();
    const { empresaId, usuarioId } = quien;
    const fecha = opciones.fecha ?? new Date().toISOString();
    await abiertaParaCambiar(tx, quien, sesionId);
    const leida = await leer(tx, empresaId, { id: sesionId });
    if (!leida) throw new NoEncontrado(CAJA_MENSAJES.noEncontrada);
    const { sesion, cifras: c, movimientos } = leida;
    const esperado = c.esperado;
    const contado = input.efectivo_contado;
    const diferencia = contado - esperado;
    const denominaciones = input.denominaciones?.filter((d) => d.cantidad > 0) ?? null;
    const cerrada = await marcarCerrada(tx, {
        empresaId,
        id: sesionId,
        usuarioId,
        fecha,
        esperado,
        contado,
        denominaciones: denominaciones === null ? null : JSON.stringify(denominaciones),
    });
    if (!cerrada) throw new Conflicto(CAJA_MENSAJES.yaCerrada);
    if (diferencia !== 0) {
        const sobrante = diferencia > 0;
        const categoria = sobrante ? CATEGORIAS_CAJA.sobrante : CATEGORIAS_CAJA.faltante;
        await insertarMovimiento(tx, empresaId, usuarioId, {
            tipo: sobrante ? 'ingreso' : 'egreso',
            monto: Math.abs(diferencia),
            concepto: `${categoria}: sesión #${sesionId} (${sesion.caja})`,
            categoria,
            descripcion: null,
            fecha,
            sesionCajaId: sesionId,
        });
    }
    const z = { efectivo_esperado: fromCents(esperado), efectivo_contado: fromCents(contado), diferencia: fromCents(diferencia) };
    await anotar(tx, quien, {
        tipo: 'caja.cierre',
        entidad: SESION,
        entidadId: sesionId,
        antes: { estado: 'Abierta' },
        despues: { estado: 'Cerrada', ...z },
        fecha,
    });
    return {
        ...comoSesion({ ...sesion, estado: 'Cerrada', cerrada_en: fecha, efectivo_esperado: esperado, efectivo_contado: contado }),
        ...z,
        estado: 'Cerrada',
        lectura: comoLectura(Number(sesion.fondo_inicial), c, true),
        movimientos,
        denominaciones: contadas(denominaciones === null ? null : JSON.stringify(denominaciones)),
    };
}
