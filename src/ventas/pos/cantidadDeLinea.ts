import { type Lectura, leerCantidad, leerMilesimas } from '../../../contracts/numero';
import { cantidadAdmitida, esFraccionable, MILESIMAS, mensajeDePieza, type Unidad } from '../../../contracts/unidades';

/*
 * A line's quantity as the cashier types it (the cart's box, the quantity dialog): read the one
 * es-MX way into thousandths (contracts/numero.ts leerMilesimas), '0.750' for a weight, '3' for
 * pieces; a piece product refuses a fraction with the API's own message (mensajeDePieza).
 */

/** '0.750' → 750 for a weighed line; '3' → 3000, and '1.5' refused, for a piece. */
export function leerCantidadDeLinea(texto: string, unidad: Unidad, nombre: string): Lectura {
    const leida = leerMilesimas(texto);
    if (esFraccionable(unidad)) return leida;
    if (!leida.ok) {
        // Unreadable as a piece count too: the whole-units message ('1,5', 'abc'), with its examples of pieces.
        const entera = leerCantidad(texto);
        return !entera.ok && leida.fallo !== 'decimales' ? entera : { ok: false, fallo: 'decimales', mensaje: mensajeDePieza(nombre) };
    }
    return cantidadAdmitida(leida.valor, unidad) ? leida : { ok: false, fallo: 'decimales', mensaje: mensajeDePieza(nombre) };
}

/**
 * Thousandths as the box shows them, to be typed over: pieces whole ('3'), a weight with its
 * three decimals ('0.750'), ungrouped as the cashier types.
 */
export const textoDeCantidad = (milesimas: number, unidad: Unidad): string => {
    if (!esFraccionable(unidad) && milesimas % MILESIMAS === 0) return String(milesimas / MILESIMAS);
    const signo = milesimas < 0 ? '-' : '';
    const abs = Math.abs(milesimas);
    return `${signo}${Math.trunc(abs / MILESIMAS)}.${String(abs % MILESIMAS).padStart(3, '0')}`;
};
