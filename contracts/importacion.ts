/*
 * The catalogue's spreadsheet (issue 35, items 4 and 5): its columns, its rows once read and the
 * Spanish texts of what is wrong with a file or a row, shared by the server, which reads and
 * writes the file (server/modules/productos/importacion/), and the import screen, which shows the
 * preview. Plain `as const` data and types importing nothing with a schema: a screen downloads it
 * without zod.
 */

import type { TasaIva } from './etiquetasDeImpuestos.js';
import type { Unidad } from './etiquetasDeUnidad.js';

/** The columns, in the order the export writes them; each header names one, as written here. */
export const COLUMNAS_CATALOGO = ['producto', 'sku', 'precio_venta', 'costo_compra', 'stock', 'categoria', 'proveedor', 'unidad', 'iva', 'ieps'] as const;
export type ColumnaCatalogo = (typeof COLUMNAS_CATALOGO)[number];

/** Without these a file is refused whole; the others may be left out (their values are then not changed). */
export const COLUMNAS_OBLIGATORIAS: readonly ColumnaCatalogo[] = ['producto', 'sku', 'precio_venta'];

/** A column as the messages and the preview name it. */
export const ETIQUETAS_COLUMNA: Record<ColumnaCatalogo, string> = {
    producto: 'Producto',
    sku: 'SKU',
    precio_venta: 'Precio de venta',
    costo_compra: 'Costo de compra',
    stock: 'Stock',
    categoria: 'Categoría',
    proveedor: 'Proveedor',
    unidad: 'Unidad',
    iva: 'IVA',
    ieps: 'IEPS',
};

/**
 * One variant of the catalogue as the file carries it, in the system's units: money in cents,
 * stock in thousandths of its unit, the IEPS rate in millionths. `null` is an empty cell or a
 * column the file leaves out (`VistaPreviaDelArchivo.columnas` tells which).
 */
export interface FilaCatalogo {
    producto: string;
    sku: string;
    precioVenta: number;
    costoCompra: number | null;
    stock: number | null;
    categoria: string | null;
    proveedor: string | null;
    unidad: Unidad | null;
    iva: TasaIva | null;
    ieps: number | null;
}

/** A row that passed, with its row number in the spreadsheet (the header is row 1). */
export interface FilaImportada extends FilaCatalogo {
    fila: number;
}

/** What is wrong with one cell of a row (`columna`) or with the row (`columna` null). */
export interface ErrorDeFila {
    fila: number;
    columna: ColumnaCatalogo | null;
    mensaje: string;
}

/** The most rows of products one file may carry. */
export const FILAS_MAXIMAS = 100_000;

/** What is wrong with a file as a whole, and with its rows. */
export const IMPORTACION_MENSAJES = {
    formatoNoAdmitido: 'Formato no admitido: suba un archivo CSV o un libro de Excel (.xlsx).',
    xlsAntiguo: 'Los libros de Excel 97-2003 (.xls) no se pueden leer: ábralo en Excel y guárdelo como .xlsx o como CSV.',
    xlsxInvalido: 'El archivo no es un libro de Excel (.xlsx) válido o está dañado: ábralo en Excel y guárdelo de nuevo.',
    noEsTexto: 'El archivo no es un CSV de texto: guárdelo desde Excel como "CSV UTF-8 (delimitado por comas)" o súbalo como .xlsx.',
    vacio: 'El archivo está vacío: debe tener una fila de encabezados y una fila por cada variante.',
    sinFilas: 'El archivo no tiene productos: después de la fila de encabezados debe haber una fila por cada variante.',
    comillasSinCerrar: (fila: number) => `Unas comillas abiertas en la fila ${fila} no se cierran: revise esa fila del archivo.`,
    demasiadasFilas: (maximo: number) => `El archivo tiene más de ${maximo.toLocaleString('es-MX')} filas de productos: divídalo en varios archivos.`,
    faltanColumnas: (columnas: readonly string[]) =>
        columnas.length === 1
            ? `Falta la columna '${columnas[0]}' en la fila de encabezados.`
            : `Faltan las columnas ${columnas.map((c) => `'${c}'`).join(', ')} en la fila de encabezados.`,
    columnaRepetida: (columna: string, primera: string, segunda: string) => `La columna '${columna}' aparece dos veces en los encabezados (columnas ${primera} y ${segunda}).`,
    columnasIgnoradas: (columnas: readonly string[]) =>
        `${columnas.length === 1 ? 'No se reconoce la columna' : 'No se reconocen las columnas'} ${columnas.map((c) => `'${c}'`).join(', ')}: se ignorará${columnas.length === 1 ? '' : 'n'}.`,

    faltaSku: 'Falta el SKU.',
    faltaProducto: 'Falta el nombre del producto.',
    faltaPrecio: 'Falta el precio de venta.',
    skuRepetido: (sku: string, primera: number) => `El SKU '${sku}' ya aparece en la fila ${primera} del archivo.`,
    skuCientifico: (texto: string) =>
        `El SKU '${texto}' está en notación científica: Excel lo convirtió en número y perdió dígitos. Dé formato de texto a la columna y escriba de nuevo los SKU.`,
    skuLargo: 'El SKU es un número de más de 15 dígitos: Excel solo guarda 15 y cambió los últimos. Dé formato de texto a la columna y escríbalo de nuevo.',
    fecha: (etiqueta: string, fecha: string) =>
        `${etiqueta}: la celda se leyó como fecha (${fecha}); Excel convirtió lo escrito en una fecha. Dé formato de texto o de número a la celda y escriba de nuevo el valor.`,
    pareceFecha: (etiqueta: string, texto: string) => `${etiqueta}: '${texto}' parece una fecha, no un número; Excel pudo haber convertido lo escrito en una fecha.`,
    logico: (etiqueta: string) => `${etiqueta}: la celda tiene un valor lógico (VERDADERO o FALSO), no un dato.`,
    errorDeExcel: (etiqueta: string, error: string) => `${etiqueta}: la celda tiene un error de Excel${error ? ` (${error})` : ''}.`,
    formulaSinResultado: (etiqueta: string) => `${etiqueta}: la celda tiene una fórmula sin resultado guardado; ábrala en Excel, recalcule y guarde de nuevo.`,
    numero: (etiqueta: string, texto: string, motivo: string) => `${etiqueta} ('${texto}'): ${motivo}`,
    precioPositivo: 'El precio de venta debe ser positivo.',
    costoNegativo: 'El costo de compra no puede ser negativo.',
    stockNegativo: 'El stock no puede ser negativo.',
    stockGrande: 'El stock es demasiado grande.',
    faltaCategoria: 'Falta la categoría: un producto nuevo la necesita (se crea si no existe).',
    faltaProveedor: 'Falta el proveedor: un producto nuevo lo necesita (se crea si no existe).',
    noCoincide: (etiqueta: string, valor: string, primera: number, otro: string) =>
        `${etiqueta}: '${valor}' no coincide con la fila ${primera}, del mismo producto ('${otro}'); un producto tiene una sola unidad, categoría, proveedor e impuestos.`,
    demasiadasVariantes: (producto: string, maximo: number) => `El producto '${producto}' ya tiene ${maximo} variantes en el archivo: máximo ${maximo} por producto.`,
    archivoFalta: "Falta el archivo: envíelo en el campo 'archivo' (multipart/form-data).",
    archivoGrande: (mb: number) => `El archivo supera ${mb} MB: divídalo en varios archivos.`,
    unidad: (texto: string) => `La unidad '${texto}' no se reconoce: debe ser pieza, kg, g, l o m.`,
    iva: (texto: string) => `El IVA '${texto}' no se reconoce: debe ser 16, 8, 0 o exento.`,
    ieps: (texto: string) =>
        `La tasa de IEPS '${texto}' no se reconoce: debe ser una fracción mayor que 0 y menor que 1, con hasta seis decimales (por ejemplo, 0.08 o 0.265), o la celda vacía si no lleva IEPS.`,
} as const;
