import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { MENSAJES_HTTP } from '../../../contracts/errors.js';
import { IMPORTACION_MENSAJES as M } from '../../../contracts/importacion.js';
import { archivoDelCatalogo, exportacionQuery, importacionQuery, importacionRespuesta, type ImportacionRespuesta } from '../../../contracts/importacionApi.js';
import type { AppDeps } from '../../deps.js';
import { actorOf } from '../../http/authenticate.js';
import { actorVeCostos, columnasVisibles } from '../../http/costos.js';
import { ApiError, ValidationFailure } from '../../http/errors.js';
import { enviarCsv } from '../../http/exportar.js';
import { respuestas } from '../../http/responses.js';
import type { ZodTypeProvider } from '../../http/zod.js';
import { DatoInvalido } from '../../domain/errors.js';
import { COLUMNAS_DEL_CATALOGO } from './importacion/columnasDelCatalogo.js';
import { catalogoXlsx, TIPO_XLSX } from './importacion/escribirXlsx.js';
import { escribirCatalogo } from './importacion/escribirCatalogo.js';
import { filasDelCatalogo } from './importacion/exportarCatalogo.js';
import { leerCatalogo } from './importacion/leerCatalogo.js';
import { type PlanDeImportacion, planificar } from './importacion/planificar.js';

/*
 * The catalogue from and to a spreadsheet (issue 35, items 4 and 5).
 * POST /productos/importaciones/?confirmar=false|true takes the file as the multipart field
 * `archivo` (multipart is registered for this route alone, with its own size limit): the preview
 * says what each row would do and what is wrong; confirmar=true writes it all in one transaction,
 * or nothing (a 422 listing the bad rows). GET /productos/exportacion?formato=csv|xlsx streams
 * every variant with the import's own columns, so the file comes back through it unchanged.
 */

/** The largest file taken: a 100,000-row catalogue is about 10 MB of CSV, less as XLSX. */
export const ARCHIVO_MAXIMO_MB = 50;

async function archivoSubido(request: FastifyRequest): Promise<{ contenido: Buffer; nombre: string; tipo: string }> {
    if (!request.isMultipart()) throw new DatoInvalido('archivo', M.archivoFalta);
    const parte = await request.file();
    if (!parte || parte.fieldname !== 'archivo') throw new DatoInvalido('archivo', M.archivoFalta);
    try {
        return { contenido: await parte.toBuffer(), nombre: parte.filename, tipo: parte.mimetype };
    } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, M.archivoGrande(ARCHIVO_MAXIMO_MB));
        throw error;
    }
}

const respuesta = (plan: PlanDeImportacion, confirmado: boolean): ImportacionRespuesta => ({
    confirmado,
    crear: plan.nuevos.reduce((n, p) => n + p.filas.length, 0),
    actualizar: plan.actualizaciones.length,
    productos_nuevos: plan.nuevos.length,
    categorias_nuevas: plan.categoriasNuevas,
    proveedores_nuevos: plan.proveedoresNuevos,
    errores: plan.errores.map(({ fila, columna, mensaje }) => ({ fila, columna, mensaje })),
    avisos: plan.avisos,
});

export const importacionRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
    await app.register(async (scope) => {
        await scope.register(multipart, { limits: { fileSize: ARCHIVO_MAXIMO_MB * 1024 * 1024, files: 1, fields: 0 } });
        const r = scope.withTypeProvider<ZodTypeProvider>();
        r.post(
            '/productos/importaciones',
            {
                config: { permiso: 'productos:escribir' },
                schema: {
                    description: `Requiere el permiso \`productos:escribir\`. El archivo (CSV o .xlsx, hasta ${ARCHIVO_MAXIMO_MB} MB) va en el campo \`archivo\` de un multipart/form-data. Una columna costo_compra con valores requiere además ver costos (403 si no).`,
                    querystring: importacionQuery,
                    response: respuestas({ 200: importacionRespuesta }),
                },
            },
            async (request) => {
                const { empresaId, usuarioId } = actorOf(request);
                const archivo = await archivoSubido(request);
                const leido = await leerCatalogo(archivo.contenido, archivo);
                // Costs are set only by who sees them (server/http/costos.ts), as in the product form.
                if (!actorVeCostos(request) && leido.filas.some((f) => f.costoCompra !== null)) throw new ApiError(403, MENSAJES_HTTP.sinCostos);
                if (request.query.confirmar !== 'true') return respuesta(await planificar(db, empresaId, leido, false), false);
                return db.transaction(async (tx) => {
                    const plan = await planificar(tx, empresaId, leido, true);
                    if (plan.errores.length > 0) {
                        throw new ValidationFailure(plan.errores.map((e) => ({ loc: ['body', 'archivo', e.fila, ...(e.columna ? [e.columna] : [])], msg: e.mensaje, type: 'value_error' })));
                    }
                    await escribirCatalogo(tx, { empresaId, usuarioId }, plan, archivo.nombre || null);
                    return respuesta(plan, true);
                });
            },
        );
    });

    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
        '/productos/exportacion',
        { config: { permiso: 'productos:leer', costos: ['costo_compra'] }, schema: { querystring: exportacionQuery, response: respuestas({ 200: archivoDelCatalogo }) } },
        async (request, reply) => {
            const { empresaId } = actorOf(request);
            const columnas = columnasVisibles(request, COLUMNAS_DEL_CATALOGO) as typeof COLUMNAS_DEL_CATALOGO;
            const filas = filasDelCatalogo(db, empresaId);
            if (request.query.formato !== 'xlsx') return enviarCsv(reply, 'catalogo', columnas, filas);
            // The workbook's bytes as exceljs writes them (the answer schema documents them; a stream is sent as it is).
            const crudo = reply as FastifyReply;
            crudo.header('Content-Type', TIPO_XLSX);
            crudo.header('Content-Disposition', 'attachment; filename="catalogo.xlsx"');
            return crudo.send(catalogoXlsx(filas, columnas));
        },
    );
};
