import { impuestosDeProducto } from '../../../contracts/etiquetasDeImpuestos';
import { leerTasaIeps, TASAS_IVA, type TasaIva } from '../../../contracts/impuestos';

/*
 * A product's taxes as the list (and its phone lines) print them. Apart from ./impuestos.ts, whose
 * selects' choices come only with the form's chunk, so the list's first visit carries this alone.
 */

export const esTasaIva = (valor: unknown): valor is TasaIva => (TASAS_IVA as readonly unknown[]).includes(valor);

/** 'IVA 16 %', 'IVA 0 % + IEPS 8 %', 'Exento de IVA'; empty for a product that says none. */
export const textoDeImpuestos = (p: { iva?: string | null; ieps?: string | null }): string => {
    if (!esTasaIva(p.iva)) return '';
    const ieps = p.ieps == null ? null : leerTasaIeps(p.ieps);
    return impuestosDeProducto(p.iva, ieps);
};
