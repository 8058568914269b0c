import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { exportacionQuery } from '../../../contracts/importacionApi.js';
import { reporteVentasQuery } from '../../../contracts/reportes.js';
import type { AppDeps } from '../../deps.js';
import { actorOf } from '../../http/authenticate.js';
import { columnasVisibles } from '../../http/costos.js';
import { enviarCsv } from '../../http/exportar.js';
import { respuestas } from '../../http/responses.js';
import type { ZodTypeProvider } from '../../http/zod.js';
import { columnasDeVentas, renglonesDeVentas, reporteVentasXlsx, TIPO_XLSX } from './ventasArchivo.js';
import { reporteVentas } from './ventas.repo.js';

/** The report's own query (its 422s) and the file's format, 'csv' unless told. */
const exportarVentasQuery = reporteVentasQuery.safeExtend({ formato: exportacionQuery.shape.formato });

const archivoDeVentas = z
    .string()
    .describe(
        'El reporte de ventas como archivo: una fila de encabezados en español, una por grupo y la de totales al final; CSV (text/csv, con BOM, importes como "1234.50") o libro de Excel (.xlsx, importes como números). Costo, Utilidad y Margen % solo para quien ve costos.',
    );

async function* de<T>(filas: readonly T[]): AsyncGenerator<T> {
    yield* filas;
}

/**
 * GET /reportes/ventas/exportar?formato=csv|xlsx&<the report's query>: the same report as GET
 * /reportes/ventas (reporteVentas, ventas.repo.ts), written by the server so the browser never
 * downloads a spreadsheet library: ventas_<agrupar>_<desde>_<hasta>.csv or .xlsx. Whoever does
 * not see costs gets neither the cost columns nor their values.
 */
export const ventasArchivoRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
        '/reportes/ventas/exportar',
        {
            config: { permiso: 'reportes:leer', costos: ['costo', 'utilidad', 'margen'] },
            schema: { querystring: exportarVentasQuery, response: respuestas({ 200: archivoDeVentas }) },
        },
        async (request, reply) => {
            const { formato = 'csv', ...consulta } = request.query;
            const reporte = await reporteVentas(db, actorOf(request).empresaId, consulta);
            const columnas = columnasVisibles(request, columnasDeVentas(consulta.agrupar)) as ReturnType<typeof columnasDeVentas>;
            const renglones = renglonesDeVentas(reporte);
            const nombre = `ventas_${consulta.agrupar}_${consulta.desde}_${consulta.hasta}`;
            if (formato === 'csv') return enviarCsv(reply, nombre, columnas, de(renglones));
            // The workbook's bytes (the answer schema documents them; a Buffer is sent as it is).
            const crudo = reply as FastifyReply;
            crudo.header('Content-Type', TIPO_XLSX);
            crudo.header('Content-Disposition', `attachment; filename="${nombre}.xlsx"`);
            return crudo.send(await reporteVentasXlsx(columnas, renglones));
        },
    );
};
