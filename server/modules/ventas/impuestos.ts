import { type Desglose, type ImporteDeImpuesto, impuestosDe, type Tasas } from '../../../contracts/calculo.js';
import { IVA_MILLONESIMAS, type ImpuestoRespuesta, type TasaIva, tasaCfdi } from '../../../contracts/impuestos.js';
import { fromCents } from '../../../contracts/money.js';

/*
 * A stored sale line's taxes as contracts/calculo.ts reads them: the rates it was sold at
 * (venta_detalles.tasa_iva, tasa_ieps) and its split. Checkout, returns, the void, the sale's
 * detail and the fixtures that write sales around the checkout all read them one way.
 */

/** The rates a line was sold at, in millionths, from its stored columns (bigints may arrive as strings). */
export const tasasDe = (tasaIva: TasaIva, tasaIeps: number | string | null): Tasas => ({
    iva: IVA_MILLONESIMAS[tasaIva],
    ieps: tasaIeps === null ? null : Number(tasaIeps),
});

/** A line as stored: its rates and its split. */
export interface LineaConImpuestos {
    tasa_iva: TasaIva;
    tasa_ieps: number | string | null;
    base: number | string;
    ieps: number | string;
    iva: number | string;
}

export const desgloseDe = (l: Pick<LineaConImpuestos, 'base' | 'ieps' | 'iva'>): Desglose => ({ base: Number(l.base), ieps: Number(l.ieps), iva: Number(l.iva) });

/** A document's taxes per tax and rate from its stored lines. */
export const impuestosDeLineas = (lineas: readonly LineaConImpuestos[]): ImporteDeImpuesto[] =>
    impuestosDe(lineas.map((l) => ({ ...desgloseDe(l), tasas: tasasDe(l.tasa_iva, l.tasa_ieps) })));

/** One tax as the API answers it (CFDI 4.0's Traslado): an exempt one has no rate and no amount. */
export const comoImpuestoRespuesta = (i: ImporteDeImpuesto): ImpuestoRespuesta => ({
    impuesto: i.impuesto,
    tipo_factor: i.tipoFactor,
    tasa: i.tasa === null ? null : tasaCfdi(i.tasa),
    base: fromCents(i.base),
    importe: fromCents(i.importe),
});
