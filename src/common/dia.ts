import { esDiaDelCalendario, FECHA_FUERA_DE_RANGO, PRIMER_ANIO, ULTIMO_ANIO } from '../../contracts/fechas';

/*
 * A day as the shop writes it, dd/mm/aaaa, whatever the browser's language (the native date
 * input shows mm/dd/yyyy in an English browser), and as the API takes it, 'YYYY-MM-DD'.
 */

export const FORMATO_DIA = 'dd/mm/aaaa';

export const DIA_MENSAJES = {
    formato: `Escriba la fecha como ${FORMATO_DIA}.`,
    noExiste: (texto: string) => `La fecha ${texto} no existe.`,
    fueraDeRango: FECHA_FUERA_DE_RANGO,
} as const;

/** 'YYYY-MM-DD' → 'dd/mm/aaaa'; anything else → ''. */
export const textoDeDia = (dia: string | null | undefined): string => {
    const partes = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dia ?? '');
    return partes ? `${partes[3]}/${partes[2]}/${partes[1]}` : '';
};

/** What a typed text says: no day (blank), a day 'YYYY-MM-DD', or why it is none (a Spanish message). */
export type LecturaDeDia = { dia: string | null; error: null } | { dia: null; error: string };

const dosCifras = (n: string) => n.padStart(2, '0');

const DMA = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const DMA_SEGUIDO = /^(\d{2})(\d{2})(\d{4})$/;
const AMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** [día, mes, año] as written, or null for a text that is no date in any of the ways taken. */
const partesDe = (texto: string): [string, string, string] | null => {
    const dma = DMA.exec(texto) ?? DMA_SEGUIDO.exec(texto);
    if (dma) return [dma[1], dma[2], dma[3]];
    const amd = AMD.exec(texto);
    return amd ? [amd[3], amd[2], amd[1]] : null;
};

/**
 * Reads a typed day: 'dd/mm/aaaa' (one-digit day and month too, '/', '.' or '-' between them),
 * the eight digits 'ddmmaaaa', or a pasted 'aaaa-mm-dd'. A day of no calendar (31/02) or outside
 * the years the API takes is refused with its message.
 */
export const leerDia = (texto: string): LecturaDeDia => {
    const limpio = texto.trim();
    if (limpio === '') return { dia: null, error: null };
    const partes = partesDe(limpio);
    if (!partes) return { dia: null, error: DIA_MENSAJES.formato };
    const [dd, mm, aaaa] = [dosCifras(partes[0]), dosCifras(partes[1]), partes[2]];
    const dia = `${aaaa}-${mm}-${dd}`;
    if (!esDiaDelCalendario(dia)) return { dia: null, error: DIA_MENSAJES.noExiste(`${dd}/${mm}/${aaaa}`) };
    const anio = Number(aaaa);
    if (anio < PRIMER_ANIO || anio > ULTIMO_ANIO) return { dia: null, error: DIA_MENSAJES.fueraDeRango };
    return { dia, error: null };
};

/**
 * The text as typed, with the slashes put in as the day and the month are completed ('04' →
 * '04/', '04/03' → '04/03/'), as the placeholder shows them; only while typing forward, and a
 * slash typed where one was just put in is not doubled.
 */
export const conBarras = (anterior: string, nuevo: string): string => {
    if (nuevo === `${anterior}/` && anterior.endsWith('/')) return anterior;
    return nuevo.length > anterior.length && nuevo.startsWith(anterior) && /^(\d{2}|\d{2}\/\d{2})$/.test(nuevo) ? `${nuevo}/` : nuevo;
};
