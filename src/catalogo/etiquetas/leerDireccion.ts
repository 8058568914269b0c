import { esFormato, type Formato } from './formatos';

/*
 * The label screen's address read back (its format: direccion.ts). Whatever does not read as
 * ids and counts is left out rather than refused: a link cut short still opens what it names.
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
