import { cambioDe, cambioEnEfectivo, EFECTIVO, type Pago, pagado, pagadoSinEfectivo, pagoDeMas, saldoDe } from '../../../contracts/calculo';
import { fromCents } from '../../../contracts/money';
import { leerImporte } from '../../../contracts/numero';
import { MONTO_MAXIMO_PAGO } from '../../../contracts/ventas';
import { CANJE_DE_PUNTOS, CREDITO_DE_LA_TIENDA, esDeCuenta } from '../../../contracts/cuentas';
import { creditoOfrecido, type CuentaDisponible, puntosOfrecidos, SIN_CUENTA } from './cuentaDelCliente';

/**
 * The payment modal's rules (spec §4 Payment modal), in integer cents: the typed amount, which
 * payments may join, when the sale may be finalized. What is paid, missing or handed back is
 * contracts/calculo.ts's, as on the server.
 */
export const METODO_POR_DEFECTO = EFECTIVO;

/**
 * The typed amount as cents, read the one es-MX way (contracts/numero.ts: '1,234.50', '$150.5',
 * '.5'), or why it is refused: a decimal comma ('19,99', told to use a point, never read as
 * $1,999.00 nor $19.00), not a positive amount (the spec's message), or above a payment's ceiling
 * (a barcode scanned into the box).
 */
export function leerMonto(texto: string): { monto: number } | { error: 'invalido' | 'maximo' | 'coma' } {
    const leido = leerImporte(texto);
    if (!leido.ok) return { error: leido.fallo === 'coma_decimal' ? 'coma' : leido.fallo === 'fuera_de_rango' ? 'maximo' : 'invalido' };
    if (leido.valor <= 0) return { error: 'invalido' };
    return leido.valor > MONTO_MAXIMO_PAGO ? { error: 'maximo' } : { monto: leido.valor };
}

/** Why a payment may not join, and what the modal says with it. */
export type RechazoDePago =
    | { motivo: 'cubierto' }
    | { motivo: 'solo_efectivo'; maximo: number }
    /** More on 'Crédito de la Tienda' than the customer's room left (less what this sale already put there). */
    | { motivo: 'credito'; disponible: number }
    /** More in 'Canje de Puntos' than the customer's points pay (less what this sale already spent). */
    | { motivo: 'puntos'; disponible: number; puntos: number }
    /** Points pay whole points only: a multiple of valor_punto. */
    | { motivo: 'puntos_exactos'; valorPunto: number }
    /** A sale paid on the account gives no change: the payments add up to the total exactly. */
    | { motivo: 'sin_cambio' };

/** What is still free on the account for this sale: the room or points' value less this sale's payments in that method. */
export function restanteDeCuenta(cuenta: CuentaDisponible, pagos: readonly Pago[], metodo: string): number {
    const ofrecido = metodo === CREDITO_DE_LA_TIENDA ? creditoOfrecido(cuenta) : metodo === CANJE_DE_PUNTOS ? puntosOfrecidos(cuenta) : 0;
    return Math.max(0, ofrecido - pagado(pagos.filter((p) => p.metodo === metodo)));
}

/**
 * Whether `pago` may join `pagos`: not once they cover the total (no payment goes past it, the
 * server's rule too: contracts/calculo.ts `pagoDeMas`), and change comes out of the cash, so other
 * methods add up to at most the total. When the method is the reason, the most a payment in that
 * method could be now. On the customer's account (issue 34): within the credit room or the
 * points' value left, in whole points, and with no change at all once the account pays part.
 */
export function admitePago(total: number, pagos: readonly Pago[], pago: Pago, cuenta: CuentaDisponible = SIN_CUENTA): { ok: true } | ({ ok: false } & RechazoDePago) {
    const todos = [...pagos, pago];
    if (pagoDeMas(total, todos) !== null) return { ok: false, motivo: 'cubierto' };
    if (pago.metodo === CREDITO_DE_LA_TIENDA && pago.monto > restanteDeCuenta(cuenta, pagos, pago.metodo)) {
        return { ok: false, motivo: 'credito', disponible: restanteDeCuenta(cuenta, pagos, pago.metodo) };
    }
    if (pago.metodo === CANJE_DE_PUNTOS) {
        const valorPunto = cuenta.puntos?.valorPunto ?? 0;
        const disponible = restanteDeCuenta(cuenta, pagos, pago.metodo);
        if (pago.monto > disponible) return { ok: false, motivo: 'puntos', disponible, puntos: valorPunto > 0 ? Math.floor(disponible / valorPunto) : 0 };
        if (pago.monto % valorPunto !== 0) return { ok: false, motivo: 'puntos_exactos', valorPunto };
    }
    if (!cambioEnEfectivo(total, todos)) return { ok: false, motivo: 'solo_efectivo', maximo: Math.max(0, total - pagadoSinEfectivo(pagos)) };
    return todos.some((p) => esDeCuenta(p.metodo)) && saldoDe(total, todos).cambio > 0 ? { ok: false, motivo: 'sin_cambio' } : { ok: true };
}

/**
 * Finalizing is allowed only when the payments cover the total (and there is something to sell);
 * with a payment on the customer's account, exactly (no change).
 */
export const puedeFinalizar = (total: number, pagos: readonly Pago[]): boolean => {
    const cambio = total > 0 && pagos.length > 0 ? cambioDe(total, pagos) : null;
    return cambio !== null && (cambio === 0 || !pagos.some((p) => esDeCuenta(p.metodo)));
};

/**
 * The amount an account method proposes when chosen: what is missing, up to what the account
 * still offers (points rounded down to whole points); null when it offers nothing for this sale.
 */
export function montoDeCuentaSugerido(total: number, pagos: readonly Pago[], metodo: string, cuenta: CuentaDisponible): number | null {
    if (!esDeCuenta(metodo)) return null;
    let monto = Math.min(saldoDe(total, pagos).faltante, restanteDeCuenta(cuenta, pagos, metodo));
    if (metodo === CANJE_DE_PUNTOS) {
        const valorPunto = cuenta.puntos?.valorPunto ?? 0;
        monto = valorPunto > 0 ? monto - (monto % valorPunto) : 0;
    }
    return monto > 0 ? monto : null;
}

/** The quick cash buttons: the exact amount still missing (none when nothing is), then $50, $100, $200, $500. */
export const BILLETES = [5000, 10000, 20000, 50000] as const;
export const efectivoExacto = (total: number, pagos: readonly Pago[]): number | null => {
    const { faltante } = saldoDe(total, pagos);
    return faltante > 0 ? faltante : null;
};

/** The checkout's `pagos`. */
export const pagosParaEnviar = (pagos: readonly Pago[]) => pagos.map((p) => ({ metodo_pago: p.metodo, monto: fromCents(p.monto) }));
