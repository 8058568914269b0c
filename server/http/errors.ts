import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { MENSAJES_HTTP, type ValidationIssue } from '../../contracts/errors.js';
import { Conflicto, DatoInvalido, ErrorDeDominio, NoEncontrado } from '../domain/errors.js';

/** An error the client should see as `{ detail }` with this status. */
export class ApiError extends Error {
    constructor(
        readonly statusCode: number,
        readonly detail: string,
    ) {
        super(detail);
    }
}

export const notFound = (detail: string = MENSAJES_HTTP.noEncontrado) => new ApiError(404, detail);

/** Zod issues → FastAPI's 422 list: `loc` starts with where the value came from. */
export function toValidationIssues(error: ZodError, source: string): ValidationIssue[] {
    return error.issues.flatMap((issue): ValidationIssue[] => {
        const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
        // One entry per unknown key, located at the key, so the client can say which one.
        if (issue.code === 'unrecognized_keys') {
            return issue.keys.map((key) => ({ loc: [source, ...path, key], msg: issue.message, type: issue.code }));
        }
        return [{ loc: [source, ...path], msg: issue.message, type: issue.code }];
    });
}

/** A 422 raised by the HTTP layer itself (a query it could not read), same shape as schema failures. */
export class ValidationFailure extends Error {
    constructor(readonly issues: ValidationIssue[]) {
        super(issues[0]?.msg ?? 'Datos inválidos.');
    }
}

/** The one place where the domain's refusals become HTTP answers. */
function domainStatus(error: ErrorDeDominio): { status: number; body: unknown } {
    if (error instanceof NoEncontrado) return { status: 404, body: { detail: error.message } };
    if (error instanceof DatoInvalido) {
        const campo = Array.isArray(error.campo) ? error.campo : [error.campo];
        return { status: 422, body: { detail: [{ loc: ['body', ...campo], msg: error.message, type: 'value_error' }] } };
    }
    if (error instanceof Conflicto) return { status: 409, body: { detail: error.message } };
    return { status: 400, body: { detail: error.message } };
}

// Fastify's own client errors that must never look like a server fault.
const CLIENT_ERRORS: Record<string, [number, string]> = {
    FST_ERR_CTP_INVALID_JSON_BODY: [400, MENSAJES_HTTP.jsonInvalido],
    FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'El cuerpo de la petición está vacío.'],
    FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de contenido no soportado.'],
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Longitud de contenido inválida.'],
    FST_ERR_CTP_BODY_TOO_LARGE: [413, 'El cuerpo de la petición es demasiado grande.'],
};

export function registerErrorHandling(app: FastifyInstance): void {
    app.setErrorHandler((error: FastifyError, request, reply) => {
        if (error instanceof ApiError) {
            return reply.status(error.statusCode).send({ detail: error.detail });
        }
        if (error instanceof ValidationFailure) return reply.status(422).send({ detail: error.issues });
        if (error instanceof ErrorDeDominio) {
            const { status, body } = domainStatus(error);
            return reply.status(status).send(body);
        }
        if (error instanceof ZodError) {
            const source = (error as unknown as { validationContext?: string }).validationContext ?? 'body';
            return reply.status(422).send({ detail: toValidationIssues(error, source) });
        }
        const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
        if (known) return reply.status(known[0]).send({ detail: known[1] });
        if (error instanceof SyntaxError) return reply.status(400).send({ detail: MENSAJES_HTTP.jsonInvalido });
        if (error.statusCode === 429) return reply.status(429).send({ detail: MENSAJES_HTTP.demasiadosIntentos });
        if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
            request.log.info({ err: error }, 'petición rechazada');
            return reply.status(error.statusCode).send({ detail: 'Petición inválida.' });
        }
        request.log.error({ err: error, reqId: request.id }, 'error no controlado');
        return reply.status(500).send({ detail: MENSAJES_HTTP.internal });
    });
}
