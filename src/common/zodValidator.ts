import type { ZodType } from 'zod';
import { addFieldError, type FieldErrors } from './fieldErrors';

/**
 * A react-admin form-level `validate` from a contract schema, so a form shows exactly the
 * messages the server would answer with (the first one per field).
 */
export const zodValidator =
    (schema: ZodType) =>
    (values: unknown): FieldErrors => {
        const result = schema.safeParse(values);
        if (result.success) return {};
        const errors: FieldErrors = {};
        for (const issue of result.error.issues) addFieldError(errors, issue.path, issue.message);
        return errors;
    };
