/*
 * The arithmetic of a sale and a return, in integer cents: no float touches a total. Pure, so it
 * is unit-tested on its own (tests/unit/ventasCalculo.test.ts).
 */

export interface ItemPedido {
    producto_id: number;
    cantidad: number;
}

export interface ItemAgrupado {
    producto_id: number;
    cantidad: number;
    /** Position of the variant's first line in the request: where a 422 points. */
    indice: number;
}

/** The same variant scanned twice is one line with the quantities added, in first-seen order. */
export function agruparItems(items: readonly ItemPedido[]): ItemAgrupado[] {
    const porId = new Map<number, ItemAgrupado>();
    items.forEach((item, indice) => {
        const previo = porId.get(item.producto_id);
        if (previo) previo.cantidad += item.cantidad;
        else porId.set(item.producto_id, { producto_id: item.producto_id, cantidad: item.cantidad, indice });
    });
    return [...porId.values()];
}

/** cantidad × precio, refusing a result that would not be an exact integer of cents. */
export function subtotal(cantidad: number, precioCentavos: number): number {
    const valor = cantidad * precioCentavos;
    if (!Number.isSafeInteger(valor)) throw new RangeError('Importe fuera de rango.');
    return valor;
}

export function suma(importes: readonly number[]): number {
    const total = importes.reduce((a, b) => a + b, 0);
    if (!Number.isSafeInteger(total)) throw new RangeError('Importe fuera de rango.');
    return total;
}

/** What is handed back: paid − total, or null when the payments do not cover the total. */
export function cambio(pagadoCentavos: number, totalCentavos: number): number | null {
    return pagadoCentavos >= totalCentavos ? pagadoCentavos - totalCentavos : null;
}
