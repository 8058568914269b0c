import type { FastifyReply } from 'fastify';
import { z } from 'zod';

export const MAX_LIMIT = 1000;

const entero = (msg: string) => z.coerce.number({ error: msg }).int(msg);

/** `?skip=&limit=` as every list takes them (CONVENTIONS §1: limit ≤ 1000, bad values → 422). */
export const pagingQuery = z.object({
    skip: entero('skip debe ser un entero mayor o igual a 0.').min(0, 'skip debe ser un entero mayor o igual a 0.').default(0),
    limit: entero(`limit debe ser un entero entre 1 y ${MAX_LIMIT}.`)
        .min(1, `limit debe ser un entero entre 1 y ${MAX_LIMIT}.`)
        .max(MAX_LIMIT, `limit debe ser un entero entre 1 y ${MAX_LIMIT}.`)
        .default(100),
});

/** A page of a list: the body is the array, the total matching count goes in X-Total-Count. */
export function sendPage<T>(reply: FastifyReply, rows: T[], total: number) {
    reply.header('X-Total-Count', String(total));
    reply.header('Access-Control-Expose-Headers', 'X-Total-Count');
    return reply.send(rows);
}
