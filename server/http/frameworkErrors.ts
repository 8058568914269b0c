import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/*
 * Errors raised before a request reaches our handler (a URL the router cannot decode, a path
 * parameter over the router's length, headers the HTTP parser refuses) answered like every other
 * error: FastAPI's `{ detail }` in Spanish, never Fastify's or Node's English bodies.
 */

const ANTES_DEL_ROUTER: Record<string, [number, string]> = {
    FST_ERR_BAD_URL: [400, 'La dirección solicitada no es válida.'],
    FST_ERR_MAX_PARAM_LENGTH: [414, 'Un parámetro de la dirección es demasiado largo.'],
    FST_ERR_ASYNC_CONSTRAINT: [400, 'La petición no es válida.'],
};

export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
    const [status, detail] = ANTES_DEL_ROUTER[error.code] ?? [400, 'La petición no es válida.'];
    return reply.status(status).send({ detail });
}

const DEL_PARSER: Record<string, [number, string]> = {
    HPE_HEADER_OVERFLOW: [431, 'La dirección o las cabeceras de la petición son demasiado largas.'],
    ERR_HTTP_REQUEST_TIMEOUT: [408, 'La petición tardó demasiado en llegar.'],
};

/** Node's `clientError`: the connection gets a Spanish JSON answer, then closes. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
    const [status, detail] = DEL_PARSER[error.code ?? ''] ?? [400, 'La petición no es válida.'];
    const body = JSON.stringify({ detail });
    socket.end(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
            `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
}
