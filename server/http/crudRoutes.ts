import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { idParams, sortQuery } from '../../contracts/common.js';
import type { Permiso } from '../../contracts/permisos.js';
import type { AppDeps } from '../app.js';
import type { Db } from '../db/createDb.js';
import { searchKey } from '../db/searchKey.js';
import { actorOf } from './authenticate.js';
import { notFound } from './errors.js';
import { pagingQuery, sendPage } from './paging.js';
import type { ZodTypeProvider } from './zod.js';

export interface ListParams {
    skip: number;
    limit: number;
    /** Free-text search, already reduced to its search key. */
    termino?: string;
    sort?: string;
    order: 'ASC' | 'DESC';
}

/** What the routes need from a resource's repository; every call is scoped to one company. */
export interface ResourceRepo<Input, Out> {
    list(db: Db, empresaId: number, params: ListParams): Promise<{ rows: Out[]; total: number }>;
    get(db: Db, empresaId: number, id: number): Promise<Out | undefined>;
    create(db: Db, empresaId: number, input: Input, usuarioId: number): Promise<Out>;
    update(db: Db, empresaId: number, id: number, input: Input, usuarioId: number): Promise<Out | undefined>;
    /** False when the id does not exist in this company; throws ApiError when refused. */
    remove(db: Db, empresaId: number, id: number): Promise<boolean>;
}

export interface CrudOptions<Input, Out> {
    path: string;
    permisos: { leer: Permiso; escribir: Permiso };
    input: z.ZodType<Input>;
    /** Name of the free-text query parameter (`termino` for clientes, `search` for products). */
    searchParam: string;
    sortFields: readonly [string, ...string[]];
    noEncontrado: string;
    repo: ResourceRepo<Input, Out>;
}

/**
 * GET list (paged, searchable, sortable), GET one, POST, PUT, DELETE for one resource — the
 * same HTTP shape for every catalogue. A resource is its schema, its repository and this call.
 */
export function crudRoutes<Input, Out>(options: CrudOptions<Input, Out>): FastifyPluginAsync<AppDeps> {
    const { path, permisos, repo, noEncontrado } = options;
    const listQuery = pagingQuery
        .extend(sortQuery(options.sortFields).shape)
        // The search parameter's name varies per resource; it is read by name below.
        .extend({ [options.searchParam]: z.string().max(200, 'La búsqueda admite hasta 200 caracteres.').optional() } as {});

    return async (app, { db }) => {
        const r = app.withTypeProvider<ZodTypeProvider>();

        r.get(path, { config: { permiso: permisos.leer }, schema: { querystring: listQuery } }, async (request, reply) => {
            const q = request.query as z.infer<typeof listQuery>;
            const termino = (q as Record<string, unknown>)[options.searchParam] as string | undefined;
            const { rows, total } = await repo.list(db, actorOf(request).empresaId, {
                skip: q.skip,
                limit: q.limit,
                termino: termino?.trim() ? searchKey(termino) : undefined,
                sort: q.sort,
                order: q.order?.toUpperCase() === 'DESC' ? 'DESC' : 'ASC',
            });
            return sendPage(reply, rows, total);
        });

        r.get(`${path}/:id`, { config: { permiso: permisos.leer }, schema: { params: idParams } }, async (request) => {
            const found = await repo.get(db, actorOf(request).empresaId, request.params.id);
            if (!found) throw notFound(noEncontrado);
            return found;
        });

        r.post(path, { config: { permiso: permisos.escribir }, schema: { body: options.input } }, async (request, reply) => {
            const actor = actorOf(request);
            const created = await repo.create(db, actor.empresaId, request.body as Input, actor.usuarioId);
            return reply.status(201).send(created);
        });

        r.put(
            `${path}/:id`,
            { config: { permiso: permisos.escribir }, schema: { params: idParams, body: options.input } },
            async (request) => {
                const actor = actorOf(request);
                const updated = await repo.update(db, actor.empresaId, request.params.id, request.body as Input, actor.usuarioId);
                if (!updated) throw notFound(noEncontrado);
                return updated;
            },
        );

        r.delete(`${path}/:id`, { config: { permiso: permisos.escribir }, schema: { params: idParams } }, async (request, reply) => {
            if (!(await repo.remove(db, actorOf(request).empresaId, request.params.id))) throw notFound(noEncontrado);
            return reply.status(204).send();
        });
    };
}
