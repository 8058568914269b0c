import { FILAS_MAXIMAS, IMPORTACION_MENSAJES as M } from '../../../../contracts/importacion.js';
import { DatoInvalido } from '../../../domain/errors.js';
import type { FilaLeida } from './celda.js';
import { FILAS_PARA_ENCABEZADO } from './encabezados.js';
import { leerCsv } from './leerCsv.js';
import { leerXlsx } from './leerXlsx.js';

/*
 * An uploaded file's rows, CSV or XLSX. The bytes decide, not the name: an .xlsx is a zip
 * ('PK'), an Excel 97-2003 .xls an OLE2 document (D0 CF 11 E0), which exceljs cannot read and is
 * refused with how to save it instead; anything else is read as a CSV when its name or type says
 * text (browsers send a .csv as text/csv, or as application/vnd.ms-excel on a Windows with Excel).
 */

export interface ArchivoSubido {
    /** The file's name as uploaded ('catalogo.csv'). */
    nombre?: string;
    /** Its MIME type as the browser sent it. */
    tipo?: string;
}

export type FormatoDeArchivo = 'csv' | 'xlsx';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0];
const empiezaCon = (contenido: Uint8Array, firma: readonly number[]) => firma.every((b, i) => contenido[i] === b);

const NOMBRE_DE_TEXTO = /\.(csv|txt|tsv)$/i;
const TIPO_DE_TEXTO = /^(text\/|application\/(csv|vnd\.ms-excel)\b)/i;

/** What the file is, or why it is refused. */
export function formatoDe(contenido: Uint8Array, archivo: ArchivoSubido): FormatoDeArchivo {
    if (contenido.length === 0) throw new DatoInvalido('archivo', M.vacio);
    if (empiezaCon(contenido, ZIP)) return 'xlsx';
    if (empiezaCon(contenido, OLE2)) throw new DatoInvalido('archivo', M.xlsAntiguo);
    if (NOMBRE_DE_TEXTO.test(archivo.nombre ?? '') || TIPO_DE_TEXTO.test(archivo.tipo ?? '')) return 'csv';
    throw new DatoInvalido('archivo', M.formatoNoAdmitido);
}

/**
 * Most filled rows read: the products the file may carry, and room for a title and the header.
 * A workbook is cut off there while it is read (a sheet can hold a million rows).
 */
export const FILAS_LEIDAS_MAXIMAS = FILAS_MAXIMAS + FILAS_PARA_ENCABEZADO;

/** The rows of the file (DatoInvalido on 'archivo', a 422, when it cannot be read). */
export async function leerArchivo(contenido: Buffer, archivo: ArchivoSubido): Promise<{ formato: FormatoDeArchivo; filas: FilaLeida[] }> {
    const formato = formatoDe(contenido, archivo);
    const filas = formato === 'xlsx' ? await leerXlsx(contenido, FILAS_LEIDAS_MAXIMAS) : leerCsv(contenido);
    return { formato, filas };
}
