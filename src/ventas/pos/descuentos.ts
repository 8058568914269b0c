import { type Descuento, descuentoDeLinea, lineaSobreElMaximo, type TipoDeDescuento } from '../../../contracts/calculo';
import { leerImporte } from '../../../contracts/numero';
import { type Carrito, fijarDescuento, importeDeLaLinea, lineasConDescuento, subtotalCarrito } from './carrito';

/*
 * Discounts at the till (issue 33 item 4): what the discount dialog reads and whether the
 * checkout would take it, by the server's own rules (ventas.service.ts): an amount larger than
 * what it comes off is refused, and without ventas:descontar_sin_limite the company's cap is
 * checked with lineaSobreElMaximo over the whole sale, as the checkout checks it, so the till and
 * the server agree on every sale. Messages are resources.pos.descuento.* (textos.ts).
 */

/** Why the dialog does not take a discount. */
export type RechazoDeDescuento =
    | { motivo: 'porcentaje' | 'monto' | 'coma' | 'excede_importe' }
    /** Above the cap, in hundredths of a percent (1000 = 10 %). */
    | { motivo: 'excede_maximo'; maximo: number };

/**
 * The discount typed: a percentage ('10', '12.5', '10 %') with up to two decimals, 0 < p ≤ 100,
 * or an amount ('50', '$50.00') in cents, > 0. Blank or 0: no discount (null), the way to remove one.
 */
export function leerDescuento(tipo: TipoDeDescuento, texto: string): { descuento: Descuento | null } | RechazoDeDescuento {
    const limpio = (tipo === 'porcentaje' ? texto.replace(/%\s*$/, '') : texto).trim();
    if (limpio === '') return { descuento: null };
    const leido = leerImporte(limpio);
    if (!leido.ok) return { motivo: leido.fallo === 'coma_decimal' ? 'coma' : tipo };
    if (leido.valor === 0) return { descuento: null };
    if (leido.valor < 0) return { motivo: tipo };
    // A percentage read as hundredths of a percent (1250), exactly; 100 % at most.
    if (tipo === 'porcentaje') return leido.valor > 10_000 ? { motivo: tipo } : { descuento: { tipo, valor: leido.valor / 100 } };
    return { descuento: { tipo, valor: leido.valor } };
}

/** Which discount: a line's own (by its variant) or the sale's. */
export type ObjetivoDeDescuento = { varianteId: number } | 'venta';

/**
 * Whether the checkout would take the sale with `descuento` set on `objetivo`: null, or why not.
 * `maximo` is the company's cap in hundredths of a percent, or null when it does not apply (the
 * cashier holds ventas:descontar_sin_limite) or could not be read (the server still checks it).
 * Removing a discount is always taken.
 */
export function revisarDescuento(
    carrito: Carrito,
    descuentoDeVenta: Descuento | null,
    objetivo: ObjetivoDeDescuento,
    descuento: Descuento | null,
    maximo: number | null,
): RechazoDeDescuento | null {
    if (descuento === null) return null;
    const lineas = objetivo === 'venta' ? carrito : fijarDescuento(carrito, objetivo.varianteId, descuento);
    const deVenta = objetivo === 'venta' ? descuento : descuentoDeVenta;
    // An amount larger than what it comes off: the line's amount at its price, or the sale's after
    // its lines' own discounts (a line's new discount may leave the sale's amount too large).
    const linea = objetivo === 'venta' ? undefined : lineas.find((l) => l.varianteId === objetivo.varianteId);
    if (linea && descuento.tipo === 'monto' && descuento.valor > importeDeLaLinea(linea)) return { motivo: 'excede_importe' };
    if (deVenta?.tipo === 'monto' && deVenta.valor > subtotalCarrito(lineas)) return { motivo: 'excede_importe' };
    if (maximo !== null && lineaSobreElMaximo(lineasConDescuento(lineas), deVenta, maximo) !== null) return { motivo: 'excede_maximo', maximo };
    return null;
}

/** The cents a line's own discount takes off its amount (what the line shows as 'Descuento −$X'). */
export const descuentoPropio = (l: Carrito[number]): number => (l.descuento ? descuentoDeLinea(importeDeLaLinea(l), l.descuento) : 0);
