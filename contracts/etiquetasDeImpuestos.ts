
/*
 * How taxes read on a screen, a ticket or a CSV: plain functions importing no schema, so a
 * screen that only prints them (the tax report) does not download zod with contracts/impuestos.ts,
 * which re-exports them.
 */

/** A product's IVA: 16 % (general), 8 % (the northern and southern border regions), 0 % (most basic food, medicines) or exempt. */
export const TASAS_IVA = ['16', '8', '0', 'exento'] as const;
export type TasaIva = (typeof TASAS_IVA)[number];

/** A rate in millionths as a person reads it: 80000 → '8', 265000 → '26.5', 304000 → '30.4'. */
export function porcentaje(millonesimas: number): string {
    const enteros = Math.floor(millonesimas / 10_000);
    const decimales = String(millonesimas % 10_000).padStart(4, '0').replace(/0+$/, '');
    return decimales === '' ? String(enteros) : `${enteros}.${decimales}`;
}

/** The label of a tax at a rate, on the ticket and in the report: 'IVA 16 %', 'IVA 0 %', 'Exento', 'IEPS 26.5 %'. */
export function etiquetaDeImpuesto(impuesto: 'IVA' | 'IEPS', tipoFactor: 'Tasa' | 'Exento', millonesimas: number | null): string {
    if (tipoFactor === 'Exento') return impuesto === 'IVA' ? 'Exento' : `${impuesto} exento`;
    return `${impuesto} ${porcentaje(millonesimas ?? 0)} %`;
}

/** How a product's taxes read in a list or a form's helper: 'IVA 16 %', 'IVA 0 % + IEPS 8 %', 'Exento de IVA'. */
export function impuestosDeProducto(iva: TasaIva, iepsMillonesimas: number | null): string {
    const deIva = iva === 'exento' ? 'Exento de IVA' : `IVA ${iva} %`;
    return iepsMillonesimas === null ? deIva : `${deIva} + IEPS ${porcentaje(iepsMillonesimas)} %`;
}
