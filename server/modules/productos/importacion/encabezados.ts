import { COLUMNAS_CATALOGO, COLUMNAS_OBLIGATORIAS, type ColumnaCatalogo, IMPORTACION_MENSAJES as M } from '../../../../contracts/importacion.js';
import { searchKey } from '../../../db/searchKey.js';
import { DatoInvalido } from '../../../domain/errors.js';
import { type Celda, estaVacia, esError, type FilaLeida, filaVacia, letraDeColumna } from './celda.js';

/*
 * The header row: which column of the file holds which of the catalogue's columns. A header names
 * one blind to case, accents and surrounding spaces, a space or a hyphen standing for '_'
 * ('Precio Venta', ' CATEGORÍA ' and 'costo-compra' all name theirs), in any order. Besides the
 * names themselves, the headers the app's own inventory export writes ('Precio de venta', 'Costo
 * de compra') name theirs, so that file can come back. The header is the row, among the first
 * few filled ones, naming the most columns: a title row above it ('Catálogo de la tienda') is
 * skipped rather than read as headers.
 */

const ALIAS: Record<string, ColumnaCatalogo> = {
    ...Object.fromEntries(COLUMNAS_CATALOGO.map((c) => [c, c])),
    precio_de_venta: 'precio_venta',
    costo_de_compra: 'costo_compra',
};

/** How far down the header may be: the filled rows looked at. */
export const FILAS_PARA_ENCABEZADO = 10;

const normalizar = (texto: string): string => searchKey(texto).replace(/[\s_-]+/g, '_').replace(/^_|_$/g, '');

const textoDeEncabezado = (celda: Celda): string =>
    celda === null || esError(celda) || celda instanceof Date ? '' : String(celda).trim();

/** The catalogue's column a header names, or null. */
export const columnaDeEncabezado = (texto: string): ColumnaCatalogo | null => ALIAS[normalizar(texto)] ?? null;

/** How many of the catalogue's columns a row names (what makes it the header). */
export const columnasNombradas = (celdas: readonly Celda[]): number => new Set(celdas.map((c) => columnaDeEncabezado(textoDeEncabezado(c))).filter(Boolean)).size;

export interface Encabezados {
    /** The row of the headers in `filas`; the products follow it. */
    posicion: number;
    /** Each column present and where: its cell's index in a row. */
    indices: Partial<Record<ColumnaCatalogo, number>>;
    /** The headers that name no column, as written: ignored, and said so in the preview. */
    ignoradas: string[];
}

/**
 * Finds and reads the header row. Refuses the file (DatoInvalido on 'archivo', a 422) when a
 * required column is missing or a column is named twice: every row would be read wrong.
 */
export function leerEncabezados(filas: readonly FilaLeida[]): Encabezados {
    let posicion = -1;
    let mejor = -1;
    for (let i = 0, vistas = 0; i < filas.length && vistas < FILAS_PARA_ENCABEZADO; i++) {
        if (filaVacia(filas[i].celdas)) continue;
        vistas++;
        const nombradas = columnasNombradas(filas[i].celdas);
        if (nombradas > mejor) [posicion, mejor] = [i, nombradas];
    }
    if (posicion < 0) throw new DatoInvalido('archivo', M.vacio);

    const indices: Partial<Record<ColumnaCatalogo, number>> = {};
    const ignoradas: string[] = [];
    filas[posicion].celdas.forEach((celda, i) => {
        if (estaVacia(celda)) return;
        const texto = textoDeEncabezado(celda);
        const columna = columnaDeEncabezado(texto);
        if (!columna) {
            ignoradas.push(texto);
            return;
        }
        const previa = indices[columna];
        if (previa !== undefined) throw new DatoInvalido('archivo', M.columnaRepetida(columna, letraDeColumna(previa), letraDeColumna(i)));
        indices[columna] = i;
    });
    const faltan = COLUMNAS_OBLIGATORIAS.filter((c) => indices[c] === undefined);
    if (faltan.length > 0) throw new DatoInvalido('archivo', M.faltanColumnas(faltan));
    return { posicion, indices, ignoradas };
}
