import type { PorMetodo } from './contadores.js';

/*
 * What the sales report counts per payment method (pure; the checkout, the void, the return, the
 * migration that counted the documents before it, and the tests' rebuild of the counters all
 * read a document's money through these).
 */

const EFECTIVO = 'Efectivo';

/**
 * A sale's payments as each method took them: cash less the change (change is given in cash
 * only, contracts/calculo.ts cambioEnEfectivo), every other method as paid; methods summed.
 */
export function pagosNetos(total: number, pagos: readonly PorMetodo[]): PorMetodo[] {
    const suma = new Map<string, number>();
    for (const p of pagos) suma.set(p.metodo, (suma.get(p.metodo) ?? 0) + p.monto);
    const cambio = [...suma.values()].reduce((a, n) => a + n, 0) - total;
    if (cambio > 0 && suma.has(EFECTIVO)) suma.set(EFECTIVO, (suma.get(EFECTIVO) as number) - cambio);
    return [...suma].map(([metodo, monto]) => ({ metodo, monto }));
}

/**
 * A credit note's refund per method: the cash it gave back under Efectivo, and the rest (to a
 * card, a transfer, the customer's account or points) under the method the sale took the most
 * through besides cash (`otroMetodo`; Efectivo when it had none).
 */
export function reembolsosDe(totalDevuelto: number, reembolsoEfectivo: number, otroMetodo: string | null): PorMetodo[] {
    const resto = totalDevuelto - reembolsoEfectivo;
    return [
        ...(reembolsoEfectivo !== 0 ? [{ metodo: EFECTIVO, monto: reembolsoEfectivo }] : []),
        ...(resto !== 0 ? [{ metodo: otroMetodo ?? EFECTIVO, monto: resto }] : []),
    ];
}

/** The cost of a line's units: cost per unit × thousandths, to the cent, half up (a cost is never negative). */
export const costoDe = (costoUnitario: number, milesimas: number): number => Number((BigInt(costoUnitario) * BigInt(milesimas) * 2n + 1000n) / 2000n);

/**
 * The cost of `cantidad` returned units of a line that sold `vendida` at `costo` in all, of which
 * `devuelta` units and `costoDevuelto` already came back: the cumulative share, so returns in any
 * steps add up to the line's cost exactly (as parteDevuelta does with its amount).
 */
export function costoDevuelto(linea: { costo: number; vendida: number }, antes: { devuelta: number; costo: number }, cantidad: number): number {
    if (linea.vendida <= 0) return 0;
    const hasta = Number((BigInt(linea.costo) * BigInt(antes.devuelta + cantidad) * 2n + BigInt(linea.vendida)) / (2n * BigInt(linea.vendida)));
    return hasta - antes.costo;
}
