import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FilaCatalogo } from '../../../../contracts/importacion.js';
import { COLUMNAS_DEL_CATALOGO, type ColumnaDelCatalogo } from './columnasDelCatalogo.js';

/*
 * The catalogue as an Excel workbook (.xlsx): one sheet 'Catálogo', the header row in bold and
 * frozen, a row per variant with the cells of columnasDelCatalogo.ts. Written by exceljs'
 * streaming writer as the rows come (100,000 rows in a few seconds and flat memory, where the
 * whole-workbook writer takes four times as long): the route sends the stream as it is.
 */

export const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * One style object per format, shared by its cells: exceljs' `numFmt` setter copies the cell's
 * style for each cell, which takes about half the writing time of 100,000 rows.
 */
function estilos() {
    const porFormato = new Map<string, Partial<ExcelJS.Style>>();
    return (formato: string) => {
        let estilo = porFormato.get(formato);
        if (!estilo) porFormato.set(formato, (estilo = { numFmt: formato }));
        return estilo;
    };
}

async function escribir(salida: PassThrough, filas: Iterable<FilaCatalogo> | AsyncIterable<FilaCatalogo>, columnas: readonly ColumnaDelCatalogo[]) {
    const libro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: salida, useStyles: true, useSharedStrings: false });
    const hoja = libro.addWorksheet('Catálogo', { views: [{ state: 'frozen', ySplit: 1 }] });
    hoja.columns = columnas.map((c) => ({ key: c.header, width: c.ancho }));
    const estilo = estilos();
    const encabezado = hoja.addRow(columnas.map((c) => c.header));
    encabezado.font = { bold: true };
    encabezado.commit();
    for await (const fila of filas) {
        const celdas = columnas.map((c) => c.celda(fila));
        const renglon = hoja.addRow(celdas.map((c) => c.valor));
        celdas.forEach((c, i) => {
            if (c.formato) renglon.getCell(i + 1).style = estilo(c.formato);
        });
        renglon.commit();
    }
    hoja.commit();
    await libro.commit();
}

/** The workbook as a stream of bytes, written while it is read; a failure destroys the stream with its error. */
export function catalogoXlsx(filas: Iterable<FilaCatalogo> | AsyncIterable<FilaCatalogo>, columnas: readonly ColumnaDelCatalogo[] = COLUMNAS_DEL_CATALOGO): Readable {
    const salida = new PassThrough();
    escribir(salida, filas, columnas).catch((error: unknown) => salida.destroy(error instanceof Error ? error : new Error(String(error))));
    return salida;
}

/** The whole workbook in memory, for a test or a small file. */
export async function catalogoXlsxEnBuffer(filas: Iterable<FilaCatalogo> | AsyncIterable<FilaCatalogo>, columnas?: readonly ColumnaDelCatalogo[]): Promise<Buffer> {
    const partes: Buffer[] = [];
    for await (const parte of catalogoXlsx(filas, columnas)) partes.push(parte as Buffer);
    return Buffer.concat(partes);
}
