import { cambioDe, cambioEnEfectivo, EFECTIVO, type Pago, pagadoSinEfectivo, pagoDeMas, saldoDe } from '../../../contracts/calculo';
import { fromCents } from '../../../contracts/money';
import { leerImporte } from '../../../contracts/numero';
import { MONTO_MAXIMO_PAGO } from '../../../contracts/ventas';

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

/**
 * Whether `pago` may join `pagos`: not once they cover the total (no payment goes past it, the
 * server's rule too: contracts/calculo.ts `pagoDeMas`), and change comes out of the cash, so other
 * methods add up to at most the total. When the method is the reason, the most a payment in that
 * method could be now.
 */
export function admitePago(
    total: number,
    pagos: readonly Pago[],
    pago: Pago,
): { ok: true } | { ok: false; motivo: 'cubierto' } | { ok: false; motivo: 'solo_efectivo'; maximo: number } {
    if (pagoDeMas(total, [...pagos, pago]) !== null) return { ok: false, motivo: 'cubierto' };
    return cambioEnEfectivo(total, [...pagos, pago]) ? { ok: true } : { ok: false, motivo: 'solo_efectivo', maximo: Math.max(0, total - pagadoSinEfectivo(pagos)) };
}

/** Finalizing is allowed only when the payments cover the total (and there is something to sell). */
export const puedeFinalizar = (total: number, pagos: readonly Pago[]): boolean => total > 0 && pagos.length > 0 && cambioDe(total, pagos) !== null;

/** The quick cash buttons: the exact amount still missing (none when nothing is), then $50, $100, $200, $500. */
export const BILLETES = [5000, 10000, 20000, 50000] as const;
export const efectivoExacto = (total: number, pagos: readonly Pago[]): number | null => {
    const { faltante } = saldoDe(total, pagos);
    return faltante > 0 ? faltante : null;
};

/** The checkout's `pagos`. */
export const pagosParaEnviar = (pagos: readonly Pago[]) => pagos.map((p) => ({ metodo_pago: p.metodo, monto: fromCents(p.monto) }));
