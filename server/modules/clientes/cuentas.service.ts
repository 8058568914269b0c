import { CLIENTE_MENSAJES } from '../../../contracts/clientes.js';
import { CANJE_DE_PUNTOS, CREDITO_DE_LA_TIENDA, CUENTA_MENSAJES, parteProporcional, puntosGanados, repartirDevolucion, type RepartoDeDevolucion } from '../../../contracts/cuentas.js';
import { type Pago, pagado } from '../../../contracts/calculo.js';
import type { Db } from '../../db/createDb.js';
import { Conflicto, DatoInvalido, NoEncontrado } from '../../domain/errors.js';
import { estadoDelCliente, insertarMovimientosCuenta, insertarMovimientosPuntos, moverCliente, type NuevoMovimientoPuntos, type SumasDeCuenta } from './cuentas.repo.js';

/*
 * What selling, returning and voiding do to a customer's account (issue 34), each called inside
 * that document's own transaction (CONVENTIONS §6, One write per document): checked and moved in
 * one conditional UPDATE of the customer's row, then the movements with their running balances.
 * A sale that touches no account (no customer, or no credit, no points spent and none earned)
 * calls nothing here and sends no statement more.
 */

/** What a sale does to its customer's account, in cents and points. */
export interface CuentaDeVenta {
    credito: number;
    /** The value paid in points and how many points that is. */
    enPuntos: number;
    puntosCanjeados: number;
    puntosGanados: number;
}

const NADA: CuentaDeVenta = { credito: 0, enPuntos: 0, puntosCanjeados: 0, puntosGanados: 0 };

/** Whether a sale moves its customer's account at all. */
export const mueveCuenta = (c: CuentaDeVenta) => c.credito > 0 || c.puntosCanjeados > 0 || c.puntosGanados > 0;

/**
 * A checkout's account, from its payments and the company's points program, before anything is
 * written: 422s for credit or points without a customer, for change on a sale paid so (a credit
 * sale's change is zero: the payments add up to the total exactly), and for a points payment that
 * is not whole points. Points are earned on what was paid by the other methods, net of change.
 */
export function cuentaDeLaVentaNueva(
    total: number,
    pagos: readonly Pago[],
    clienteId: number | null,
    empresa: { puntosPorCada100: number; valorPunto: number },
): CuentaDeVenta {
    const en = (metodo: string) => pagado(pagos.filter((p) => p.metodo === metodo));
    const credito = en(CREDITO_DE_LA_TIENDA);
    const enPuntos = en(CANJE_DE_PUNTOS);
    if (clienteId === null) {
        if (credito > 0) throw new DatoInvalido('pagos', CUENTA_MENSAJES.creditoSinCliente);
        if (enPuntos > 0) throw new DatoInvalido('pagos', CUENTA_MENSAJES.puntosSinCliente);
        return NADA;
    }
    if ((credito > 0 || enPuntos > 0) && pagado(pagos) !== total) throw new DatoInvalido('pagos', CUENTA_MENSAJES.sinCambio);
    let puntosCanjeados = 0;
    if (enPuntos > 0) {
        if (empresa.valorPunto <= 0) throw new DatoInvalido('pagos', CUENTA_MENSAJES.puntosApagados);
        if (enPuntos % empresa.valorPunto !== 0) throw new DatoInvalido('pagos', CUENTA_MENSAJES.puntosNoExactos(empresa.valorPunto));
        puntosCanjeados = enPuntos / empresa.valorPunto;
    }
    const base = Math.max(0, total - credito - enPuntos);
    return { credito, enPuntos, puntosCanjeados, puntosGanados: puntosGanados(base, empresa.puntosPorCada100) };
}

interface Quien {
    empresaId: number;
    usuarioId: number | null;
}

/**
 * Charges a sale to its customer's account in the sale's transaction: the credit within the
 * limit and the points spent within those held, checked and taken by one UPDATE, so concurrent
 * sales to one customer never pass either; a refusal is a 409 saying what is available (the
 * transaction rolls back: nothing of the sale is written). Answers the balances it left.
 */
export async function cargarVenta(tx: Db, quien: Quien, clienteId: number, ventaId: number, fecha: string, c: CuentaDeVenta): Promise<{ saldo: number; puntos: number }> {
    const movido = await moverCliente(tx, quien.empresaId, clienteId, {
        saldo: c.credito,
        puntos: c.puntosGanados - c.puntosCanjeados,
        dentroDelLimite: c.credito > 0,
        puntosExigidos: c.puntosCanjeados,
    });
    if (!movido) {
        // Read only on this path: which condition failed, and what the customer has.
        const estado = await estadoDelCliente(tx, quien.empresaId, clienteId);
        if (!estado) throw new DatoInvalido('cliente_id', CLIENTE_MENSAJES.noEncontrado);
        if (c.credito > 0 && estado.saldo + c.credito > estado.limite) throw new Conflicto(CUENTA_MENSAJES.creditoInsuficiente(estado.limite - estado.saldo));
        throw new Conflicto(CUENTA_MENSAJES.puntosInsuficientes(estado.puntos));
    }
    const doc = { empresaId: quien.empresaId, clienteId, usuarioId: quien.usuarioId, fecha, ventaId };
    if (c.credito > 0) await insertarMovimientosCuenta(tx, doc, movido.saldo, [{ tipo: 'cargo', monto: c.credito, metodoPago: CREDITO_DE_LA_TIENDA }]);
    await insertarMovimientosPuntos(tx, doc, movido.puntos, [
        { tipo: 'canjeados', puntos: -c.puntosCanjeados },
        { tipo: 'ganados', puntos: c.puntosGanados },
    ]);
    return { saldo: movido.saldo, puntos: movido.puntos };
}

/**
 * A return of a sale to a customer, in the return's transaction: how its refund is split (the
 * points it was paid with in proportion, the balance first, then cash, then the other methods:
 * contracts/cuentas.ts repartirDevolucion) and, once the credit note is written, the account's
 * movements: the balance down by the credit part, the spent points given back and the earned
 * points taken back in proportion to what the return gives of the sale's total. Points taken back
 * may leave the customer below zero when they were spent meanwhile; later sales make it up.
 */
export function prepararDevolucion(
    cuenta: SumasDeCuenta,
    venta: { total: number; devueltoAntes: number },
    monto: number,
    efectivoPendiente: number,
): { reparto: RepartoDeDevolucion; puntosQuitados: number } {
    const reparto = repartirDevolucion({
        monto,
        totalVenta: venta.total,
        devueltoAntes: venta.devueltoAntes,
        pagadoEnPuntos: cuenta.enPuntos,
        puntosCanjeados: cuenta.canjeados,
        creditoPendiente: cuenta.credito,
        efectivoPendiente,
    });
    const puntosQuitados = parteProporcional(cuenta.ganados, venta.total, venta.devueltoAntes, venta.devueltoAntes + monto);
    return { reparto, puntosQuitados };
}

/** Writes a return's account movements (prepararDevolucion's figures); nothing when there are none. */
export async function devolverACuenta(
    tx: Db,
    quien: Quien,
    clienteId: number,
    documento: { ventaId: number; notaCreditoId: number; fecha: string },
    r: { aCredito: number; puntosDevueltos: number; puntosQuitados: number },
): Promise<void> {
    if (r.aCredito === 0 && r.puntosDevueltos === 0 && r.puntosQuitados === 0) return;
    const movido = await moverCliente(tx, quien.empresaId, clienteId, { saldo: -r.aCredito, puntos: r.puntosDevueltos - r.puntosQuitados });
    if (!movido) throw new NoEncontrado(CLIENTE_MENSAJES.noEncontrado);
    const doc = { empresaId: quien.empresaId, clienteId, usuarioId: quien.usuarioId, fecha: documento.fecha, ventaId: documento.ventaId, notaCreditoId: documento.notaCreditoId };
    const motivo = `Nota de crédito #${documento.notaCreditoId} de la venta #${documento.ventaId}`;
    if (r.aCredito > 0) await insertarMovimientosCuenta(tx, doc, movido.saldo, [{ tipo: 'devolucion', monto: -r.aCredito, motivo }]);
    const puntos: NuevoMovimientoPuntos[] = [
        { tipo: 'devolucion', puntos: r.puntosDevueltos, motivo },
        { tipo: 'devolucion', puntos: -r.puntosQuitados, motivo },
    ];
    await insertarMovimientosPuntos(tx, doc, movido.puntos, puntos);
}

/**
 * A voided sale's account, in the void's transaction: its charge and its points reversed whole
 * (a sale with returns is never voided, so nothing of them was given back yet).
 */
export async function cancelarEnCuenta(tx: Db, quien: Quien, clienteId: number, ventaId: number, fecha: string, cuenta: SumasDeCuenta): Promise<void> {
    if (cuenta.credito === 0 && cuenta.ganados === 0 && cuenta.canjeados === 0) return;
    const movido = await moverCliente(tx, quien.empresaId, clienteId, { saldo: -cuenta.credito, puntos: cuenta.canjeados - cuenta.ganados });
    if (!movido) throw new NoEncontrado(CLIENTE_MENSAJES.noEncontrado);
    const doc = { empresaId: quien.empresaId, clienteId, usuarioId: quien.usuarioId, fecha, ventaId };
    const motivo = `Cancelación de la venta #${ventaId}`;
    if (cuenta.credito !== 0) await insertarMovimientosCuenta(tx, doc, movido.saldo, [{ tipo: 'cancelacion', monto: -cuenta.credito, motivo }]);
    await insertarMovimientosPuntos(tx, doc, movido.puntos, [
        { tipo: 'cancelacion', puntos: cuenta.canjeados, motivo },
        { tipo: 'cancelacion', puntos: -cuenta.ganados, motivo },
    ]);
}
