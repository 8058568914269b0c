import { BOM, toCsv } from '../../../../contracts/csv.js';
import type { FilaCatalogo } from '../../../../contracts/importacion.js';
import { COLUMNAS_DEL_CATALOGO, type ColumnaDelCatalogo } from './columnasDelCatalogo.js';

/**
 * The catalogue as the app's CSV exports are written (contracts/csv.ts: a BOM, ',' between
 * cells, RFC 4180 quotes, CRLF between lines). The route streams the same columns with
 * `enviarCsv(reply, 'catalogo', columnasVisibles(request, COLUMNAS_DEL_CATALOGO), filas)`
 * (server/http/exportar.ts); this writes the whole text at once, for a test or a small file.
 */
export const catalogoCsv = (filas: readonly FilaCatalogo[], columnas: readonly ColumnaDelCatalogo[] = COLUMNAS_DEL_CATALOGO): string =>
    BOM + toCsv(columnas, filas);
