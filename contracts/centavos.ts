/*
 * Exact cents: the primitives every calculation in contracts/ shares (calculo.ts and the modules it
 * re-exports). An amount is an integer of cents that a double holds exactly; anything else is the
 * caller's absurd data, refused with ImporteFueraDeRango rather than rounded.
 */

/** An amount that left exact cents (only absurd quantities or prices get there): the caller's data, not a fault. */
export class ImporteFueraDeRango extends RangeError {
    constructor() {
        super('Importe fuera de rango.');
    }
}

export const exacto = (centavos: number): number => {
    if (!Number.isSafeInteger(centavos)) throw new ImporteFueraDeRango();
    return centavos;
};

/** Σ amounts, exact. */
export const sumar = (importes: readonly number[]): number => exacto(importes.reduce((a, b) => a + b, 0));

/** a / b rounded half away from zero, for b > 0, exactly. */
export function dividirRedondeando(a: bigint, b: bigint): bigint {
    const negativo = a < 0n;
    const absoluto = negativo ? -a : a;
    const q = (2n * absoluto + b) / (2n * b);
    return negativo ? -q : q;
}
