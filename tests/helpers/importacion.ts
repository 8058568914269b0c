import { type ApiResponse, request } from './apiClient.js';
import type { Sesion } from './catalogo.js';

/** The catalogue import's path (issue 35, item 4). */
export const IMPORTACIONES = '/api/v1/productos/importaciones/';

/** A CSV of these lines (the header first), as a spreadsheet would save it. */
export const csv = (...lineas: string[]) => `${lineas.join('\r\n')}\r\n`;

/** Uploads `contenido` as the field 'archivo': a preview, or the import with `confirmar`. */
export function importar(s: Pick<Sesion, 'url' | 'token'>, contenido: string | Uint8Array, opciones: { confirmar?: boolean; nombre?: string; tipo?: string } = {}): Promise<ApiResponse> {
    const { confirmar = false, nombre = typeof contenido === 'string' ? 'catalogo.csv' : 'catalogo.xlsx' } = opciones;
    const tipo = opciones.tipo ?? (nombre.endsWith('.csv') ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    return request(s.url, `${IMPORTACIONES}?confirmar=${confirmar}`, { method: 'POST', token: s.token, archivo: { nombre, tipo, contenido } });
}

/** The catalogue export's bytes and answer. */
export async function exportarCatalogo(s: Pick<Sesion, 'url' | 'token'>, formato: 'csv' | 'xlsx') {
    const res = await fetch(`${s.url}/api/v1/productos/exportacion?formato=${formato}`, { headers: { authorization: `Bearer ${s.token}` } });
    return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}
