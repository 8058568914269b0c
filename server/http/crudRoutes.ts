import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { idParams } from '../../contracts/common.js';
import type { CsvColumn } from '../../contracts/csv.js';
import type { ListContract } from '../../contracts/lists.js';
import type { Permiso } from '../../contracts/permisos.js';
import type { ResourceRepo } from '../db/repository.js';
import type { AppDeps } from '../deps.js';
import { actorOf } from './authenticate.js';
import { columnasVisibles } from './costos.js';
import { notFound } from './errors.js';
import { enviarCsv, exportRoute } from './exportar.js';
import { listRoute, toListParams } from './listQuery.js';
import { sendPage } from './paging.js';
import { pagina, respuestas, sinContenido } from './responses.js';
import type { ZodTypeProvider } from './zod.js';

export interface CrudOptions<Input, Out> {
    path: string;
    permisos: { leer: Permiso; escribir: Permiso };
    input: z.ZodType<Input>;
    /** The answer's contract (`categoriaSchema`): it trims and documents every answer. */
    output: z.ZodType<Out>;
    /** The list's filters, search and sort fields (contracts/<recurso>.ts). */
    list: ListContract;
    noEncontrado: string;
    repo: ResourceRepo<Input, Out>;
    /** GET `<path>/exportar`: every row the list selects as `<archivo>.csv`, in these columns (needs `repo.exportar`). */
    csv?: { archivo: string; columnas: readonly CsvColumn<Out>[] };
    /** The answer's fields that are purchase costs (server/http/costos.ts): hidden from, and refused to, who does not see costs. */
    costos?: readonly string[];
}

/**
 * GET list (paged, searchable, sortable, filtered by its contract), GET one, POST, PUT, DELETE for
 * one resource — the same HTTP shape for every catalogue. Writes run in one transaction opened
 * here, so a repository's several statements commit together.
 */
export function crudRoutes<Input, Out>(options: CrudOptions<Input, Out>): FastifyPluginAsync<AppDeps> {
    const { path, permisos, repo, noEncontrado, costos } = options;
    // Widened: the type provider cannot resolve a reply type that depends on a generic; the
    // repository is what types the answers as `Out`.
    const output: z.ZodType = options.output;
    const unit = path.split('/').filter(Boolean).join('/');

    return async (app, { db }) => {
        const r = app.withTypeProvider<ZodTypeProvider>();

        r.get(
            path,
            { config: { permiso: permisos.leer, costos }, ...listRoute(options.list, 100, pagina(output)) },
            async (request, reply) => {
                const params = toListParams(options.list, request.query as Record<string, unknown>);
                const page = await repo.list(db, actorOf(request).empresaId, params);
                return sendPage(reply, page, params.skip, unit);
            },
        );

        const { csv } = options;
        const exportar = repo.exportar?.bind(repo);
        if (csv && exportar) {
            r.get(`${path}/exportar`, { config: { permiso: permisos.leer, costos }, ...exportRoute(options.list) }, async (request, reply) => {
                const params = toListParams(options.list, request.query as Record<string, unknown>);
                return enviarCsv(reply, csv.archivo, columnasVisibles(request, csv.columnas), exportar(db, actorOf(request).empresaId, params));
            });
        }

        r.get(`${path}/:id`, { config: { permiso: permisos.leer, costos }, schema: { params: idParams, response: respuestas({ 200: output }) } }, async (request) => {
            const found = await repo.get(db, actorOf(request).empresaId, request.params.id);
            if (!found) throw notFound(noEncontrado);
            return found;
        });

        r.post(path, { config: { permiso: permisos.escribir, costos }, schema: { body: options.input, response: respuestas({ 201: output }) } }, async (request, reply) => {
            const actor = actorOf(request);
            const created = await db.transaction((tx) => repo.create(tx, actor.empresaId, request.body as Input, actor.usuarioId));
            return reply.status(201).send(created);
        });

        r.put(
            `${path}/:id`,
            { config: { permiso: permisos.escribir, costos }, schema: { params: idParams, body: options.input, response: respuestas({ 200: output }) } },
            async (request) => {
                const actor = actorOf(request);
                const { id } = request.params;
                const updated = await db.transaction((tx) => repo.update(tx, actor.empresaId, id, request.body as Input, actor.usuarioId));
                if (!updated) throw notFound(noEncontrado);
                return updated;
            },
        );

        r.delete(`${path}/:id`, { config: { permiso: permisos.escribir }, schema: { params: idParams, response: respuestas({ 204: sinContenido }) } }, async (request, reply) => {
            const { empresaId } = actorOf(request);
            if (!(await db.transaction((tx) => repo.remove(tx, empresaId, request.params.id)))) throw notFound(noEncontrado);
            return reply.status(204).send(null);
        });
    };
}
