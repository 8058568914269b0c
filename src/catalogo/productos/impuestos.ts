import { leerTasaIeps, porcentaje, TASAS_IEPS_COMUNES, TASAS_IVA, type TasaIva, tasaCfdi } from '../../../contracts/impuestos';
import { esTasaIva } from './textoDeImpuestos';

/*
 * A product's taxes as the screens offer and show them (CONVENTIONS §6): the IVA and IEPS selects'
 * choices and the shop's defaults; the list's line is ./textoDeImpuestos.ts. Pure: no React.
 */

export interface Impuestos {
    iva: TasaIva;
    /** The IEPS rate as the API writes it ("0.080000"), or null for none. */
    ieps: string | null;
}

/** What a shop starts with when its settings say nothing: IVA 16 %, no IEPS. */
export const SIN_PREDETERMINADOS: Impuestos = { iva: '16', ieps: null };

/** Any spelling of an IEPS rate (0.08, "0.08", "0.080000") as the API answers it, or null when it is none or not one. */
export const iepsCfdi = (valor: unknown): string | null => {
    if (typeof valor !== 'string' && typeof valor !== 'number') return null;
    const millonesimas = leerTasaIeps(valor);
    return millonesimas === null ? null : tasaCfdi(millonesimas);
};

/** '8 %', '26.5 %' for "0.080000", "0.265000". */
export const porcentajeIeps = (ieps: string): string => {
    const millonesimas = leerTasaIeps(ieps);
    return millonesimas === null ? ieps : `${porcentaje(millonesimas)} %`;
};

/** The IVA select's choices: 16 %, 8 % (border regions), 0 % and exempt. */
export const OPCIONES_IVA = TASAS_IVA.map((id) => ({ id, name: id === 'exento' ? 'Exento' : `${id} %` }));

/**
 * The IEPS select's value for none. A choice of its own, shown as 'Sin IEPS' when closed too (an
 * empty value shows nothing); the form holds null for it (`IEPS_DEL_SELECT`).
 */
export const SIN_IEPS = 'sin';

/** The select's `format` and `parse`: null (none) in the form and the API, `SIN_IEPS` in the select. */
export const IEPS_DEL_SELECT = {
    format: (valor: unknown) => (valor == null || valor === '' ? SIN_IEPS : valor),
    parse: (valor: unknown) => (valor === SIN_IEPS || valor === '' ? null : valor),
};

/** The IEPS select's choices: none (named `sinIeps`), SAT's rates a shop meets, and the product's own when it is another. */
export const opcionesIeps = (sinIeps: string, actual?: string | null) => {
    const tasas: string[] = [...TASAS_IEPS_COMUNES];
    const propia = iepsCfdi(actual);
    if (propia !== null && !tasas.includes(propia)) tasas.push(propia);
    return [{ id: SIN_IEPS, name: sinIeps }, ...tasas.sort().map((id) => ({ id, name: porcentajeIeps(id) }))];
};

/** The company's taxes for new products (GET /api/v1/empresa/), or IVA 16 % and none when it does not say. */
export const predeterminadosDe = (empresa: unknown): Impuestos => {
    const e = (empresa ?? {}) as { iva_predeterminado?: unknown; ieps_predeterminado?: unknown };
    return { iva: esTasaIva(e.iva_predeterminado) ? e.iva_predeterminado : '16', ieps: iepsCfdi(e.ieps_predeterminado) };
};
