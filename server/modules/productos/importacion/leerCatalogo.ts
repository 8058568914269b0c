import { type ArchivoSubido, leerArchivo } from './leerArchivo.js';
import { type CatalogoLeido, validarCatalogo } from './validarFilas.js';

/**
 * An uploaded catalogue file read and validated (issue 35, item 4's preview without the
 * database): its typed rows and every bad row's reasons. A file that cannot be read as a
 * catalogue at all (format, encoding of a workbook, missing or repeated header, no rows, too many)
 * throws DatoInvalido on 'archivo', which the API answers as a 422.
 */
export async function leerCatalogo(contenido: Buffer, archivo: ArchivoSubido): Promise<CatalogoLeido> {
    const { filas } = await leerArchivo(contenido, archivo);
    return validarCatalogo(filas);
}
