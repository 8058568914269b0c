import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type ListContract, listQuerySchema } from '../../contracts/lists.js';
import type { ListParams } from '../db/repository.js';
import { searchKey } from '../db/searchKey.js';
import { ValidationFailure } from './errors.js';
import { respuestas } from './responses.js';

type RawQuery = Record<string, unknown>;

function json(raw: unknown, field: string): unknown {
    try {
        if (typeof raw !== 'string') throw new Error();
        return JSON.parse(raw);
    } catch {
        throw new ValidationFailure([{ loc: ['query', field], msg: `${field} debe ser JSON válido.`, type: 'json_invalid' }]);
    }
}

/**
 * react-admin's simple REST dialect (`range=[0,24]`, `sort=["nombre","ASC"]`,
 * `filter={"q":"x","id":[1,2]}`) rewritten as the plain parameters every list validates
 * (`skip`, `limit`, `sort`, `order`, the search parameter, filters), so both dialects meet one
 * strict schema. Runs as the route's preValidation hook.
 */
export function fromSimpleRest(contract: ListContract) {
    return async (request: FastifyRequest) => {
        const query = { ...(request.query as RawQuery) };
        if ('range' in query) {
            const range = json(query.range, 'range');
            delete query.range;
            if (!Array.isArray(range) || range.length !== 2 || !range.every(Number.isInteger) || range[1] < range[0]) {
                throw new ValidationFailure([{ loc: ['query', 'range'], msg: 'range debe ser [primero, último] con enteros.', type: 'value_error' }]);
            }
            query.skip = range[0];
            query.limit = range[1] - range[0] + 1;
        }
        if (typeof query.sort === 'string' && query.sort.startsWith('[')) {
            const sort = json(query.sort, 'sort');
            if (!Array.isArray(sort) || sort.length !== 2) {
                throw new ValidationFailure([{ loc: ['query', 'sort'], msg: 'sort debe ser ["campo","ASC"|"DESC"].', type: 'value_error' }]);
            }
            [query.sort, query.order] = sort;
        }
        if ('filter' in query) {
            const filter = json(query.filter, 'filter');
            delete query.filter;
            if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
                throw new ValidationFailure([{ loc: ['query', 'filter'], msg: 'filter debe ser un objeto JSON.', type: 'value_error' }]);
            }
            for (const [key, value] of Object.entries(filter)) {
                // `q` is react-admin's free-text filter: the list's own search parameter. A list
                // without search gets it under `q`, which its strict schema refuses.
                query[key === 'q' && contract.search ? contract.search : key] = value;
            }
        }
        request.query = query;
    };
}

/** The validated query as the repositories take it. */
export function toListParams(contract: ListContract, query: RawQuery): ListParams {
    const { skip, limit, sort, order, id, ...rest } = query as RawQuery & { skip: number; limit: number };
    const filtros: Record<string, unknown> = {};
    let termino: string | undefined;
    for (const [key, value] of Object.entries(rest)) {
        if (value === undefined) continue;
        if (key === contract.search) {
            const text = String(value).trim();
            if (text) termino = searchKey(text);
        } else filtros[key] = value;
    }
    return {
        skip,
        // Several ids (react-admin's getMany, which sends no range) ask for every one of them,
        // however small the list's default page.
        limit: Array.isArray(id) ? Math.max(limit, id.length) : limit,
        sort: (sort as string | undefined) ?? contract.sort[0],
        order: String(order ?? contract.defaultOrder ?? 'ASC').toUpperCase() === 'DESC' ? 'DESC' : 'ASC',
        termino,
        ids: id as number[] | undefined,
        filtros,
    };
}

/**
 * The route options of a list that is not a plain CRUD resource (sales, orders, movements):
 * `r.get(path, { ...listRoute(ventasLista, 25, pagina(ventaFila)), config: { permiso } }, handler)` and in the
 * handler `toListParams(ventasLista, request.query)` then `sendPage`.
 */
/** `answer`: the page (`pagina(fila)`), or what the route answers instead (a total over the same filters). */
export function listRoute<P extends z.ZodType>(contract: ListContract, defaultLimit: number, answer: P) {
    return {
        schema: { querystring: listQuerySchema(contract, defaultLimit), response: respuestas({ 200: answer }) },
        preValidation: fromSimpleRest(contract),
    };
}
