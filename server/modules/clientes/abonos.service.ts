import { CLIENTE_MENSAJES } from '../../../contracts/clientes.js';
import { type Abono, type AbonoInput, CUENTA_MENSAJES, type MetodoDeAbono } from '../../../contracts/cuentas.js';
import { EFECTIVO } from '../../../contracts/calculo.js';
import { fromCents } from '../../../contracts/money.js';
import type { Db } from '../../db/createDb.js';
import { Conflicto, DatoInvalido, NoEncontrado } from '../../domain/errors.js';
import { insertarMovimiento } from '../contabilidad/contabilidad.repo.js';
import { estadoDelCliente, insertarMovimientosCuenta, moverCliente } from './cuentas.repo.js';
import './cuentas.tablas.js';

/*
 * An abono (issue 34 item 4): a payment a customer makes on their balance, one function over one
 * transaction of its own (CONVENTIONS §6, One write per document): the balance down by one
 * conditional UPDATE (never past what is owed: a 422), its movement, a cash abono into the
 * receiving user's open cash session (its expected cash and Z count it, caja.repo.ts), and its
 * ingreso 'Abono de cliente' in the ledger. With an Idempotency-Key, as checkout: the movement
 * claims the key, so a retried abono is written once and answers the first.
 */

export const CATEGORIA_ABONOS = 'Abonos de clientes';

export interface Receptor {
    empresaId: number;
    usuarioId: number;
    usuario: string;
}

export interface AbonoRegistrado extends Abono {
    repetido: boolean;
}

/** The key was already claimed by a committed abono: this attempt rolls back and answers that one. */
class ClaveTomada extends Error {}

/** An abono as answered, read back by its key or id (a replay, a retry refused by a rule meanwhile). */
async function abonoGuardado(db: Db, empresaId: number, por: { clave: string } | { id: number }): Promise<(Abono & { clienteId: number; montoCentavos: number }) | undefined> {
    const fila = await db.kysely
        .selectFrom('movimientos_cuenta as m')
        .innerJoin('clientes as c', 'c.id', 'm.cliente_id')
        .leftJoin('usuarios as u', 'u.id', 'm.usuario_id')
        .select(['m.id', 'm.cliente_id', 'c.nombre_completo', 'm.fecha', 'm.monto', 'm.saldo', 'm.metodo_pago', 'm.referencia', 'u.usuario'])
        .where('m.empresa_id', '=', empresaId)
        .where('m.tipo', '=', 'abono')
        .$if('clave' in por, (q) => q.where('m.idempotency_key', '=', (por as { clave: string }).clave))
        .$if('id' in por, (q) => q.where('m.id', '=', (por as { id: number }).id))
        .executeTakeFirst();
    if (!fila) return undefined;
    const monto = -Number(fila.monto);
    return {
        id: fila.id,
        clienteId: fila.cliente_id,
        montoCentavos: monto,
        cliente: { id: fila.cliente_id, nombre_completo: fila.nombre_completo },
        fecha: fila.fecha,
        monto: fromCents(monto),
        metodo_pago: fila.metodo_pago as MetodoDeAbono,
        referencia: fila.referencia,
        saldo_anterior: fromCents(Number(fila.saldo) + monto),
        saldo: fromCents(Number(fila.saldo)),
        usuario: fila.usuario ?? '',
    };
}

/** The first abono of a key, which a retry must repeat: the same customer and amount. */
async function repetido(db: Db, empresaId: number, clave: string, clienteId: number, input: AbonoInput): Promise<AbonoRegistrado | undefined> {
    const previo = await abonoGuardado(db, empresaId, { clave });
    if (!previo) return undefined;
    if (previo.clienteId !== clienteId || previo.montoCentavos !== input.monto) throw new DatoInvalido('idempotency-key', CUENTA_MENSAJES.claveDeOtroAbono(previo.id), 'header');
    const { clienteId: _c, montoCentavos: _m, ...abono } = previo;
    return { ...abono, repetido: true };
}

export async function registrarAbono(
    db: Db,
    quien: Receptor,
    clienteId: number,
    input: AbonoInput,
    opciones: { idempotencyKey?: string | null; fecha?: string } = {},
): Promise<AbonoRegistrado> {
    const clave = opciones.idempotencyKey ?? null;
    if (clave !== null && db.inTransaction) throw new Error('Con Idempotency-Key, el abono abre su propia transacción.');
    const fecha = opciones.fecha ?? new Date().toISOString();
    const abonar = (tx: Db) => abonarEn(tx, quien, clienteId, input, clave, fecha);
    try {
        return await (db.inTransaction ? abonar(db) : db.transaction(abonar));
    } catch (error) {
        // A retry finds its key taken, or its rule broken by the first (the balance already paid): the first abono is the answer.
        if (clave !== null && (error instanceof ClaveTomada || error instanceof DatoInvalido || error instanceof Conflicto)) {
            const previo = await repetido(db, quien.empresaId, clave, clienteId, input);
            if (previo) return previo;
        }
        throw error;
    }
}

async function abonarEn(tx: Db, quien: Receptor, clienteId: number, input: AbonoInput, clave: string | null, fecha: string): Promise<AbonoRegistrado> {
    const { empresaId, usuarioId } = quien;
    const efectivo = input.metodo_pago === EFECTIVO;
    // Cash goes into the receiving user's open session, held FOR KEY SHARE as a sale holds it: a
    // close waits for this abono (and its Z counts it) or comes first (then there is none open).
    const sesionCajaId = efectivo ? await sesionParaAbonar(tx, empresaId, usuarioId) : null;
    const movido = await moverCliente(tx, empresaId, clienteId, { saldo: -input.monto, puntos: 0, saldoExigido: input.monto });
    if (!movido) {
        const estado = await estadoDelCliente(tx, empresaId, clienteId);
        if (!estado) throw new NoEncontrado(CLIENTE_MENSAJES.noEncontrado);
        throw new DatoInvalido('monto', CUENTA_MENSAJES.abonoExcede(estado.saldo));
    }
    const [id] = await insertarMovimientosCuenta(tx, { empresaId, clienteId, usuarioId, fecha }, movido.saldo, [
        { tipo: 'abono', monto: -input.monto, metodoPago: input.metodo_pago, referencia: input.referencia, sesionCajaId, idempotencyKey: clave },
    ]);
    if (id === undefined) throw new ClaveTomada();
    await insertarMovimiento(tx, empresaId, usuarioId, {
        tipo: 'ingreso',
        monto: input.monto,
        concepto: `Abono de cliente: ${movido.nombre}`,
        categoria: CATEGORIA_ABONOS,
        descripcion: [input.metodo_pago, input.referencia].filter(Boolean).join(' · '),
        fecha,
        clienteId,
    });
    return {
        id,
        cliente: { id: clienteId, nombre_completo: movido.nombre },
        fecha,
        monto: fromCents(input.monto),
        metodo_pago: input.metodo_pago,
        referencia: input.referencia,
        saldo_anterior: fromCents(movido.saldo + input.monto),
        saldo: fromCents(movido.saldo),
        usuario: quien.usuario,
        repetido: false,
    };
}

/** The receiving user's open session for a cash abono; none with caja_obligatoria is a 409 that writes nothing. */
async function sesionParaAbonar(tx: Db, empresaId: number, usuarioId: number): Promise<number | null> {
    const fila = await tx.kysely
        .selectFrom('empresas as e')
        .select('e.caja_obligatoria')
        .select((eb) =>
            eb
                .selectFrom('sesiones_caja')
                .select('id')
                .where('empresa_id', '=', empresaId)
                .where('usuario_id', '=', usuarioId)
                .where('estado', '=', 'Abierta')
                .$if(tx.dialect === 'postgres', (q) => q.forKeyShare())
                .as('sesion_caja_id'),
        )
        .where('e.id', '=', empresaId)
        .executeTakeFirstOrThrow();
    if (fila.sesion_caja_id === null && Number(fila.caja_obligatoria) === 1) throw new Conflicto(CUENTA_MENSAJES.debeAbrir);
    return fila.sesion_caja_id ?? null;
}

/** An abono by id, as its receipt prints it; undefined when not the company's. */
export async function leerAbono(db: Db, empresaId: number, id: number): Promise<Abono | undefined> {
    const a = await abonoGuardado(db, empresaId, { id });
    if (!a) return undefined;
    const { clienteId: _c, montoCentavos: _m, ...abono } = a;
    return abono;
}
