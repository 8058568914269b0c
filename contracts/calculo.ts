/*
 * The arithmetic of a document's lines, in integer cents, written once: the server prices a sale,
 * a return and a purchase order with it, and the till, the sale's detail and the return screen
 * show what it gives. No float touches an amount. This is where taxes, discounts and decimal
 * quantities go when they come (CONVENTIONS §6), so every side changes at once.
 * Property-tested in tests/unit/calculo.test.ts.
 */

/** An amount that left exact cents (only absurd quantities or prices get there): the caller's data, not a fault. */
export class ImporteFueraDeRango extends RangeError {
    constructor() {
        super('Importe fuera de rango.');
    }
}

const exacto = (centavos: number): number => {
    if (!Number.isSafeInteger(centavos)) throw new ImporteFueraDeRango();
    return centavos;
};

/** A line as priced: how many units, at what unit price (cents). */
export interface Linea {
    cantidad: number;
    /** Unit price in cents. */
    precio: number;
}

/**
 * A line's amount: quantity × unit price, rounded to the cent half away from zero (today both
 * are whole, so it is exact; the rounding is the rule decimal quantities will follow).
 */
export const importeDeLinea = ({ cantidad, precio }: Linea): number => {
    const valor = cantidad * precio;
    return exacto(Math.sign(valor) * Math.round(Math.abs(valor)));
};

/** Σ amounts, exact. */
export const sumar = (importes: readonly number[]): number => exacto(importes.reduce((a, b) => a + b, 0));

/** A document's total: the sum of its lines' amounts. */
export const totalDe = (lineas: readonly Linea[]): number => sumar(lineas.map(importeDeLinea));

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
