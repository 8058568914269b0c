/*
 * The arithmetic of a document's lines, in integer cents, written once: the server prices a sale,
 * a return and a purchase order with it, and the till, the sale's detail and the return screen
 * show what it gives. No float touches an amount. Quantities are thousandths of their unit,
 * taxes and discounts live in the modules re-exported below (CONVENTIONS §6), so every side
 * changes at once. Property-tested in tests/unit/calculo.test.ts and its neighbours.
 */

import { dividirRedondeando, exacto, ImporteFueraDeRango, sumar } from './centavos.js';

// Taxes (a line's split, a return's share) and prices (wholesale tiers, discounts) are modules of
// their own; every caller imports them from here, the one place a document's arithmetic is named.
export { dividirRedondeando, ImporteFueraDeRango, sumar } from './centavos.js';
export * from './calculoImpuestos.js';
export * from './calculoPrecios.js';

/** A line as priced: its quantity in thousandths of its unit (750 is 0.750 kg, 3000 three pieces), at what unit price (cents). */
export interface Linea {
    cantidad: number;
    /** Unit price in cents. */
    precio: number;
}

const MIL = 1000n;

/**
 * A line's amount (CONVENTIONS §6, Quantities): round(price × thousandths / 1000) to the cent,
 * half away from zero, in integers (BigInt), so 0.750 kg at $33.33 is $25.00 (24.9975 rounds up)
 * and 0.005 kg at $1.00 is 1 cent (0.5 rounds away from zero); whole pieces are exactly units ×
 * price. Every line of a sale, a return preview and a purchase order is priced by it.
 */
export const importeDeMilesimas = ({ cantidad, precio }: Linea): number => {
    if (!Number.isSafeInteger(cantidad) || !Number.isSafeInteger(precio)) throw new ImporteFueraDeRango();
    const valor = BigInt(cantidad) * BigInt(precio);
    return exacto(Number(dividirRedondeando(valor, MIL)));
};

/** A document's total: the sum of its lines' amounts. */
export const totalDeMilesimas = (lineas: readonly Linea[]): number => sumar(lineas.map(importeDeMilesimas));

/** A payment: its method and amount in cents. */
export interface Pago {
    metodo: string;
    monto: number;
}

/** The method that gives change: every other one is charged at most what is owed. */
export const EFECTIVO = 'Efectivo';

export const pagado = (pagos: readonly Pago[]): number => sumar(pagos.map((p) => p.monto));

/** The payments in methods other than cash. */
export const pagadoSinEfectivo = (pagos: readonly Pago[]): number => pagado(pagos.filter((p) => p.metodo !== EFECTIVO));

/**
 * Change comes out of the cash, so the payments in every other method add up to at most the
 * total (a card is charged what is owed, never more).
 */
export const cambioEnEfectivo = (total: number, pagos: readonly Pago[]): boolean => pagadoSinEfectivo(pagos) <= total;

/** What is still owed (`faltante`, > 0) or handed back (`cambio`, ≥ 0): exactly one of them is not 0 unless paid to the cent. */
export interface Saldo {
    faltante: number;
    cambio: number;
}

export const saldoDe = (total: number, pagos: readonly Pago[]): Saldo => {
    const resto = total - pagado(pagos);
    // 0 − resto, not −resto: paid to the cent is a change of 0, not −0 (which Object.is and toEqual tell apart).
    return resto > 0 ? { faltante: resto, cambio: 0 } : { faltante: 0, cambio: 0 - resto };
};

/** The change owed for `pagos` against `total`, or null when they do not cover it by even a cent. */
export const cambioDe = (total: number, pagos: readonly Pago[]): number | null => {
    const { faltante, cambio } = saldoDe(total, pagos);
    return faltante > 0 ? null : cambio;
};

/**
 * The first payment added once the ones before it already covered the total (its index), or null:
 * no payment goes past the total, so a $1,500 cash payment on a $1,299 sale is the last one, and
 * another $1,299 after it is refused rather than shown as $1,500.00 of change.
 */
export const pagoDeMas = (total: number, pagos: readonly Pago[]): number | null => {
    let cubierto = 0;
    for (let i = 0; i < pagos.length; i++) {
        if (i > 0 && cubierto >= total) return i;
        cubierto = sumar([cubierto, pagos[i].monto]);
    }
    return null;
};

/** A variant asked for on a document's line: the API's `producto_id`, once translated at its edge. */
export interface Pedido {
    varianteId: number;
    cantidad: number;
}

/** The same variant asked for twice is one line with the quantities added, in first-seen order; `indice` is its first line in the request (where a 422 points). */
export function agrupar<T extends Pedido>(pedidos: readonly T[]): (Pedido & { indice: number })[] {
    const porVariante = new Map<number, Pedido & { indice: number }>();
    pedidos.forEach((p, indice) => {
        const previo = porVariante.get(p.varianteId);
        if (previo) previo.cantidad += p.cantidad;
        else porVariante.set(p.varianteId, { varianteId: p.varianteId, cantidad: p.cantidad, indice });
    });
    return [...porVariante.values()];
}
