import { esFormato, type Formato } from './formatos';

/*
 * The label screen's address (issue 35 item 6): what to print is in its query string, so a
 * reload or a link opens the same labels. Whatever does not read as ids and counts is left out
 * rather than refused: a link cut short still opens what it names. The products list and a
 * purchase order write their links themselves (a module shared by both was a file of its own on
 * the products list's first visit, at its budget's edge).
 *
 *   /etiquetas?productos=3,8        every variant of products 3 and 8, one label each
 *   /etiquetas?compra=7             a received order's lines, one label per unit received
 *   &formato=rollo|hoja             the paper (default: the letter sheet)
 *   &inicio=7                       on a sheet used in part, the first free place (1 to 30)
 *   &copias=12:3,15:0               copies of variant 12 and 15 where they differ from the default
 */

/** The most copies of one label: a sheet of 30 labels for 33 pages, beyond any shelf. */
export const MAX_COPIAS = 999;

export type Origen = { tipo: 'productos'; ids: number[] } | { tipo: 'compra'; id: number };

const ID = /^[1-9]\d{0,9}$/;
const esId = (texto: string) => ID.test(texto) && Number(texto) <= 2_147_483_647;

/** What the address asks to print; null when it names nothing readable. */
export const leerOrigen = (params: URLSearchParams): Origen | null => {
    const compra = params.get('compra');
    if (compra !== null) return esId(compra) ? { tipo: 'compra', id: Number(compra) } : null;
    const ids = [...new Set((params.get('productos') ?? '').split(',').filter(esId).map(Number))];
    return ids.length > 0 ? { tipo: 'productos', ids } : null;
};

/** The paper named, or the letter sheet. */
export const leerFormato = (texto: string | null): Formato => (esFormato(texto) ? texto : 'hoja');

/** The sheet's first free place, 1 to 30 (a sheet used in part); anything else, the first. */
export const leerInicio = (texto: string | null): number => {
    const n = Number(texto);
    return Number.isInteger(n) && n >= 1 && n <= 30 ? n : 1;
};

/** `12:3,15:0` → {12 → 3, 15 → 0}; what is not a variant id and a count is left out, counts kept within 0..MAX_COPIAS. */
export const leerCopias = (texto: string | null): Map<number, number> => {
    const copias = new Map<number, number>();
    for (const par of (texto ?? '').split(',')) {
        const [id, n] = par.split(':');
        if (id !== undefined && n !== undefined && esId(id) && /^\d{1,6}$/.test(n)) copias.set(Number(id), Math.min(Number(n), MAX_COPIAS));
    }
    return copias;
};

/** The copies back as the address writes them; none: undefined (the parameter leaves the address). */
export const escribirCopias = (copias: ReadonlyMap<number, number>): string | undefined =>
    copias.size === 0 ? undefined : [...copias].map(([id, n]) => `${id}:${n}`).join(',');
