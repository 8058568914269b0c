/*
 * Which barcode a SKU is printed as (issue 35 item 6). Pure and without bwip-js: the list of
 * labels says each one's symbology before any bar is drawn, and the unit tests read it alone.
 *
 * The rule, chosen so that scanning a label gives back exactly the SKU the till looks up:
 * - EAN-13 when the SKU is 13 digits whose last is the right check digit: the manufacturer's own
 *   code, which a shop that types it as the SKU wants printed the way the package has it.
 * - Code 128 for everything else, 12-digit SKUs included: an EAN-13 drawn from 12 digits would
 *   add a check digit the scanner then sends, and the till would look up 13 digits the catalogue
 *   does not have. A 13-digit SKU with a wrong check digit is Code 128 too (EAN-13 cannot carry it).
 * - None for a SKU with characters outside printable ASCII (an accent, a 'ñ'): Code 128 can only
 *   carry them through FNC4 escapes that scanners send in their own code page, so the till would
 *   not recognise the read. The label then shows the SKU as text alone.
 */

export type Simbologia = 'ean13' | 'code128';

/** The EAN-13 check digit of its first 12 digits: weights 1, 3, 1, 3… from the left. */
export const digitoVerificadorEan13 = (doce: string): number => {
    let suma = 0;
    for (let i = 0; i < 12; i += 1) suma += Number(doce[i]) * (i % 2 === 0 ? 1 : 3);
    return (10 - (suma % 10)) % 10;
};

/** 13 digits with the right check digit. */
export const esEan13 = (sku: string): boolean => /^\d{13}$/.test(sku) && digitoVerificadorEan13(sku) === Number(sku[12]);

/** Printable ASCII, space to '~': what every scanner sends as typed. */
const ASCII_IMPRIMIBLE = /^[\x20-\x7E]+$/;

/** The symbology a SKU prints as, or null when no barcode can carry it (see above). */
export const simbologiaDe = (sku: string): Simbologia | null => {
    if (esEan13(sku)) return 'ean13';
    return ASCII_IMPRIMIBLE.test(sku) ? 'code128' : null;
};
