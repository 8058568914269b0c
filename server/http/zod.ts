import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import '../../contracts/zodLocale.js';

/**
 * Route schemas are the zod contracts themselves: Fastify validates with them (so handlers get
 * parsed, coerced values) and TypeScript infers the handler's types from them.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
    validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
    serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

export function registerZodValidation(app: FastifyInstance): void {
    app.setValidatorCompiler<z.ZodType>(({ schema }) => (data) => {
        const result = schema.safeParse(data);
        return result.success ? { value: result.data } : { error: result.error };
    });
}
