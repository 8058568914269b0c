/*
 * A spreadsheet's cell once read, whichever the file: a CSV gives only text; a workbook gives what
 * Excel stored — a number (a double), text, a date (a number Excel formats as one), a boolean, an
 * error such as '#N/A', or a formula's stored result. The kind matters to the rows' reading
 * (celdas.ts): 7501234567890 typed as a number is a SKU, a date in a price column is Excel's
 * doing, a text '12.50' is read as the shop types amounts.
 */

/** An error value of Excel ('#N/A', '#DIV/0!'), or a formula saved without its result (`error` null). */
export interface CeldaConError {
    error: string | null;
}

export type Celda = null | string | number | boolean | Date | CeldaConError;

/** One row of the file: its number in the spreadsheet (1 is the first) and its cells, the first column at 0. */
export interface FilaLeida {
    numero: number;
    celdas: Celda[];
}

export const esError = (celda: Celda): celda is CeldaConError => celda !== null && typeof celda === 'object' && !(celda instanceof Date);

/** Nothing in it: no value, or only spaces. */
export const estaVacia = (celda: Celda | undefined): boolean => celda == null || (typeof celda === 'string' && celda.trim() === '');

/** A row with no value in any cell (a spacer, or the blank lines a file ends with). */
export const filaVacia = (celdas: readonly Celda[]): boolean => celdas.every(estaVacia);

/** Column index 0 as the spreadsheet names it: 0 → 'A', 25 → 'Z', 26 → 'AA'. */
export function letraDeColumna(indice: number): string {
    let letras = '';
    for (let n = indice + 1; n > 0; n = Math.floor((n - 1) / 26)) letras = String.fromCharCode(65 + ((n - 1) % 26)) + letras;
    return letras;
}

/** A date as the shop reads one (dd/mm/aaaa): Excel's dates are days, read here as UTC midnights. */
export const fechaLegible = (fecha: Date): string =>
    Number.isNaN(fecha.getTime())
        ? '?'
        : `${String(fecha.getUTCDate()).padStart(2, '0')}/${String(fecha.getUTCMonth() + 1).padStart(2, '0')}/${fecha.getUTCFullYear()}`;
