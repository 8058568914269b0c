import { cambioDe, cambioEnEfectivo, EFECTIVO, type Pago, pagadoSinEfectivo, saldoDe } from '../../../contracts/calculo';
import { fromCents, toCents } from '../../../contracts/money';
import { MONTO_MAXIMO_PAGO } from '../../../contracts/ventas';

/**
 * The payment modal's rules (spec §4 Payment modal), in integer cents: the typed amount, which
 * payments may join, when the sale may be finalized. What is paid, missing or handed back is
 * contracts/calculo.ts's, as on the server.
 */
export const METODO_POR_DEFECTO = EFECTIVO;

/**
 * The typed text as a plain decimal. Commas are read as the till's money shows them, grouping
 * thousands ('1,234.50'), or as a decimal comma when one or two digits follow the only one
 * ('19,99', as much of Latin America writes it): never dropped, which made '19,99' $1,999.00.
 * A leading or trailing point ('.5', '5.') is a number too.
 */
function normalizarMonto(texto: string): string {
    const t = texto.trim().replace(/^\$\s*/, '');
    const sinMiles = /^[1-9]\d{0,2}(,\d{3})+(\.\d{1,2})?$/.test(t) ? t.replace(/,/g, '') : /^\d+,\d{1,2}$/.test(t) ? t.replace(',', '.') : t;
    return sinMiles.replace(/^\./, '0.').replace(/^(\d+)\.$/, '$1');
}

/**
 * The typed amount as cents, or why it is refused: not a positive amount (the spec's message), or
 * above a payment's ceiling (a barcode scanned into the box).
 */
export function leerMonto(texto: string): { monto: number } | { error: 'invalido' | 'maximo' } {
    const cents = toCents(normalizarMonto(texto));
    if (cents === null || cents <= 0) return { error: 'invalido' };
    return cents > MONTO_MAXIMO_PAGO ? { error: 'maximo' } : { monto: cents };
}

/**
 * Whether `pago` may join `pagos`: change comes out of the cash, so other methods add up to at
 * most the total (contracts/calculo.ts, the server's rule too). When not, the most a payment in that
 * method could be now.
 */
export function admitePago(total: number, pagos: readonly Pago[], pago: Pago): { ok: true } | { ok: false; maximo: number } {
    return cambioEnEfectivo(total, [...pagos, pago]) ? { ok: true } : { ok: false, maximo: Math.max(0, total - pagadoSinEfectivo(pagos)) };
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
