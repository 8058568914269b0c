import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { BOM, type CsvColumn, encabezadoCsv, FIN_DE_LINEA, lineaCsv } from '../../contracts/csv.js';
import { type ListContract, listQuerySchema } from '../../contracts/lists.js';
import { fromSimpleRest } from './listQuery.js';
import { respuestas } from './responses.js';

/*
 * A list's CSV export: GET /api/v1/<lista>/exportar takes the list's own query (the same filters,
 * search and sort, in either dialect; skip and limit are ignored) and answers every matching row,
 * in the list's order, as the CSV of contracts/exportaciones.ts, streamed: rows are read from the
 * database a batch at a time as they are written out (porLotes, server/db/repository.ts), so
 * memory stays flat whatever the count.
 */

export const archivoCsv = z
    .string()
    .describe(
        'El archivo CSV (text/csv; charset=utf-8, con BOM): los encabezados en español y una línea por cada fila que cumple los filtros, en el orden de la lista.',
    );

/** The route options of an export: the list's query schema and dialect, the CSV as its answer. */
export function exportRoute(contract: ListContract) {
    return {
        schema: { querystring: listQuerySchema(contract), response: respuestas({ 200: archivoCsv }) },
        preValidation: fromSimpleRest(contract),
    };
}

/** Lines are written out about 64 KiB at a time. */
const BLOQUE = 64 * 1024;

async function* lineas<T>(columnas: readonly CsvColumn<T>[], filas: AsyncIterable<T>): AsyncGenerator<string> {
    let bloque = BOM + encabezadoCsv(columnas);
    for await (const fila of filas) {
        bloque += FIN_DE_LINEA + lineaCsv(columnas, fila);
        if (bloque.length >= BLOQUE) {
            yield bloque;
            bloque = '';
        }
    }
    if (bloque) yield bloque;
}

/** Sends `<nombre>.csv`: the BOM, the header, then a line per row as `filas` yields them. */
export function enviarCsv<T>(reply: FastifyReply, nombre: string, columnas: readonly CsvColumn<T>[], filas: AsyncIterable<T>) {
    reply.header('Content-Type', 'text/csv; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="${nombre}.csv"`);
    return reply.send(Readable.from(lineas(columnas, filas)));
}
