import Papa from 'papaparse';
import { IMPORTACION_MENSAJES as M } from '../../../../contracts/importacion.js';
import { DatoInvalido } from '../../../domain/errors.js';
import type { FilaLeida } from './celda.js';
import { decodificarTexto } from './decodificarTexto.js';
import { columnasNombradas } from './encabezados.js';

/*
 * A CSV's rows. Excel writes ',' or, where the decimal separator is a comma (a Spanish Windows
 * set to Spain), ';'; "Texto (delimitado por tabulaciones)" writes tabs. The separator is the one
 * that splits the header into the most of the catalogue's column names — a guess from character
 * counts can take the ',' inside '"Refresco, 600 ml"' for the separator of a ';' file — and
 * papaparse's own guess only when no candidate names any. papaparse handles the rest of what
 * hand-written splitters get wrong: quoted fields holding the separator, quotes ("") and line
 * breaks, CRLF or LF. A row's number is its record's (what Excel shows once it opens the file),
 * blank rows counted, so a message points at the row the shop sees.
 */

const SEPARADORES = [',', ';', '\t'] as const;

/** Rows looked at to choose the separator: the header may sit under a title row or two. */
const FILAS_DE_MUESTRA = 10;

function separadorDe(texto: string): string | undefined {
    let elegido: string | undefined;
    let mejor = 0;
    for (const separador of SEPARADORES) {
        const { data } = Papa.parse<string[]>(texto, { delimiter: separador, preview: FILAS_DE_MUESTRA });
        const nombradas = Math.max(0, ...data.map(columnasNombradas));
        if (nombradas > mejor) [elegido, mejor] = [separador, nombradas];
    }
    return elegido;
}

/**
 * The app's CSV export writes text that a spreadsheet would run as a formula ('=…', '+…', '-…',
 * '@…') behind an apostrophe (contracts/csv.ts): reading it back takes one apostrophe off, so
 * '-Oferta' exported as "'-Oferta" comes back as '-Oferta'.
 */
const CON_APOSTROFO = /^'+[=+\-@\t\r]/;

/** The rows of a CSV file, its cells as text. Refuses a binary file and an unclosed quote (DatoInvalido on 'archivo'). */
export function leerCsv(contenido: Uint8Array): FilaLeida[] {
    const texto = decodificarTexto(contenido);
    if (texto.includes('\0')) throw new DatoInvalido('archivo', M.noEsTexto);
    const { data, errors } = Papa.parse<string[]>(texto, {
        delimiter: separadorDe(texto) ?? '',
        delimitersToGuess: [...SEPARADORES],
        skipEmptyLines: false,
    });
    const comillas = errors.find((e) => e.code === 'MissingQuotes');
    if (comillas) throw new DatoInvalido('archivo', M.comillasSinCerrar((comillas.row ?? 0) + 1));
    return data.map((celdas, i) => ({ numero: i + 1, celdas: celdas.map((c) => (CON_APOSTROFO.test(c) ? c.slice(1) : c)) }));
}
