import { z } from 'zod';
import { TASAS_IVA, type TasaIva } from './etiquetasDeImpuestos.js';

export { etiquetaDeImpuesto, impuestosDeProducto, porcentaje, TASAS_IVA, type TasaIva } from './etiquetasDeImpuestos.js';

/*
 * The taxes inside a shelf price (CONVENTIONS §6, Taxes): a product's IVA and IEPS, as the API,
 * the forms, the ticket and the tax report name them. The arithmetic that splits a line's total
 * into base and taxes lives in contracts/calculo.ts; this is the vocabulary around it. Rates are
 * kept as integers of millionths (CFDI 4.0 writes a rate with six decimals: "0.160000"), so no
 * float ever touches one.
 */


/** The IVA's rate in millionths; exempt is no rate at all (CFDI: TipoFactor 'Exento', no TasaOCuota). */
export const IVA_MILLONESIMAS: Record<TasaIva, number | null> = { '16': 160_000, '8': 80_000, '0': 0, exento: null };

/**
 * The highest IEPS rate a price can carry, in millionths (exclusive). A tax of 100 % or more
 * cannot be split out of a total in cents so that it lands within a cent of its rate on every
 * line (the base moves by a cent, the tax by more than one): tobacco's 160 % (with its cuota per
 * cigarette) needs unit values with six decimals, which a shelf price in cents is not.
 */
export const IEPS_MAXIMO = 1_000_000;

/** The IEPS rates of SAT's c_TasaOCuota a shop meets (fractions): the form's choices; the API takes any rate in (0, 1) with up to six decimals. */
export const TASAS_IEPS_COMUNES = ['0.030000', '0.060000', '0.070000', '0.080000', '0.090000', '0.250000', '0.265000', '0.300000', '0.304000', '0.500000', '0.530000'] as const;

export const IMPUESTO_MENSAJES = {
    iva: 'El IVA debe ser "16", "8", "0" o "exento".',
    ieps: 'La tasa de IEPS debe ser una fracción mayor que 0 y menor que 1, con hasta seis decimales (por ejemplo, 0.08 o 0.265).',
} as const;

/** A rate in millionths as CFDI writes it: 160000 → "0.160000". */
export function tasaCfdi(millonesimas: number): string {
    return `${Math.floor(millonesimas / 1_000_000)}.${String(millonesimas % 1_000_000).padStart(6, '0')}`;
}

/** An IEPS rate written as a fraction ("0.265", 0.08, "0.530000") in millionths, or null when it is not one in (0, 1) with up to six decimals. */
export function leerTasaIeps(valor: string | number): number | null {
    const texto = typeof valor === 'number' ? (Number.isFinite(valor) ? String(valor) : '') : valor.trim();
    const m = /^0?\.(\d{1,6})$/.exec(texto);
    if (!m) return null;
    const millonesimas = Number(m[1].padEnd(6, '0'));
    return millonesimas > 0 && millonesimas < IEPS_MAXIMO ? millonesimas : null;
}

/** The API's `iva` of a product or of the company's default. */
export const ivaInput = z.enum(TASAS_IVA, { error: IMPUESTO_MENSAJES.iva });

/** The API's `ieps`: a fraction as a number or a string, or null/absent for none; in millionths once read. */
export const iepsInput = z
    .union([z.string(), z.number(), z.null()], { error: IMPUESTO_MENSAJES.ieps })
    .optional()
    .transform((v, ctx) => {
        if (v == null || v === '') return null;
        const millonesimas = leerTasaIeps(v);
        if (millonesimas === null) {
            ctx.addIssue({ code: 'custom', message: IMPUESTO_MENSAJES.ieps });
            return z.NEVER;
        }
        return millonesimas;
    });

/** A product's `ieps` as answered: CFDI's six decimals, or null. */
export const iepsRespuesta = (millonesimas: number | null): string | null => (millonesimas === null ? null : tasaCfdi(millonesimas));

/** One tax of a document at one rate, CFDI 4.0's Traslado: money as strings, `tasa` null when exempt. */
export const impuestoSchema = z.object({
    impuesto: z.enum(['IVA', 'IEPS']),
    tipo_factor: z.enum(['Tasa', 'Exento']),
    tasa: z.string().nullable(),
    base: z.string(),
    importe: z.string(),
});
export type ImpuestoRespuesta = z.infer<typeof impuestoSchema>;
