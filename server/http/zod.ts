import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import '../../contracts/zodLocale.js';

export type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * Route schemas are the zod contracts themselves, in both directions: a request is parsed by its
 * `body`/`querystring`/`params` schema (handlers get parsed, coerced values), and an answer is
 * encoded by its `response` schema, so fields the contract does not name never leave the server
 * and an answer that breaks its contract is a 500 instead of a silent lie. The same schemas feed
 * the OpenAPI document (`openapi.ts`). Validation failures reach `errors.ts` as Fastify errors
 * whose `validation` holds one entry per zod issue.
 */
export function registerZodCompilers(app: FastifyInstance): void {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
}
