import type { FastifyReply } from 'fastify';
import type { Page } from '../db/repository.js';

/**
 * A page of a list: the body is the array (spec §7), the total matching count goes in
 * X-Total-Count and, for react-admin's simple REST dialect, in Content-Range too.
 */
export function sendPage<T>(reply: FastifyReply, { rows, total }: Page<T>, skip: number, unit = 'items') {
    reply.header('X-Total-Count', String(total));
    // An empty page has no first and last item: the unsatisfied form (RFC 9110 §14.4).
    reply.header('Content-Range', rows.length > 0 ? `${unit} ${skip}-${skip + rows.length - 1}/${total}` : `${unit} */${total}`);
    reply.header('Access-Control-Expose-Headers', 'X-Total-Count, Content-Range');
    return reply.send(rows);
}
