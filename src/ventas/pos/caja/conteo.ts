import { CAJA_MENSAJES, type cierreInput, DENOMINACIONES } from '../../../../contracts/caja';
import { sumar } from '../../../../contracts/calculo';
import { fromCents } from '../../../../contracts/money';
import { leerCantidad } from '../../../../contracts/numero';
import type { z } from 'zod';

/*
 * The count of 'Cerrar Caja' (issue 31), in integer cents: pieces per denomination, typed as
 * whole numbers the one es-MX way (contracts/numero.ts, '1,200'), summed exactly, and the close's
 * body with the grid that makes up the amount (the server checks they add up).
 */
export type Denominacion = (typeof DENOMINACIONES)[number];
/** The pieces typed per denomination, by `claveDe`. */
export type Piezas = Record<string, string>;

export const claveDe = (d: { tipo: string; valor: number }) => `${d.tipo}-${d.valor}`;

/** The pieces typed: blank is none; null when it is no whole, non-negative number. */
export const leerPiezas = (texto: string | undefined): number | null => {
    if (texto === undefined || texto.trim() === '') return 0;
    const leido = leerCantidad(texto.trim());
    return leido.ok && leido.valor >= 0 && leido.valor <= 1_000_000 ? leido.valor : null;
};

/** What a row adds (cents); null when its pieces cannot be read. */
export const importeDeFila = (d: Denominacion, piezas: Piezas): number | null => {
    const n = leerPiezas(piezas[claveDe(d)]);
    return n === null ? null : d.valor * n;
};

/** The grid's running total in cents (unreadable rows count nothing until fixed). */
export const totalDeConteo = (piezas: Piezas): number => sumar(DENOMINACIONES.map((d) => importeDeFila(d, piezas) ?? 0));

/** The rows whose pieces cannot be read, with the contract's message. */
export const filasIlegibles = (piezas: Piezas): Record<string, string> =>
    Object.fromEntries(DENOMINACIONES.filter((d) => leerPiezas(piezas[claveDe(d)]) === null).map((d) => [claveDe(d), CAJA_MENSAJES.cantidadDenominacion]));

/** POST cierre/ by denominations: the total and every row with pieces (values as money, '500.00', '0.50'). */
export const cierrePorDenominaciones = (piezas: Piezas): z.input<typeof cierreInput> => ({
    efectivo_contado: fromCents(totalDeConteo(piezas)),
    denominaciones: DENOMINACIONES.flatMap((d) => {
        const cantidad = leerPiezas(piezas[claveDe(d)]) ?? 0;
        return cantidad > 0 ? [{ tipo: d.tipo, valor: fromCents(d.valor), cantidad }] : [];
    }),
});
