import { z } from 'zod';
import { queryId } from './lists.js';

/** Path ids: a positive integer that fits the id columns, else 404 is meaningless, so a 422. */
export const idParams = z.object({ id: queryId });

/** Optional text: trimmed, '' and null become null, length-capped. */
export const optionalText = (max = 500) =>
    z
        .union([z.string(), z.null()])
        .optional()
        .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
        .pipe(z.string().max(max, `Máximo ${max} caracteres.`).nullable());

export const EMAIL_INVALIDO = 'El email no tiene un formato válido.';

/** Optional email: empty means none, anything else must be well formed. */
export const optionalEmail = z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim().toLowerCase()))
    .pipe(z.email({ error: EMAIL_INVALIDO }).max(254, EMAIL_INVALIDO).nullable());

/** A required foreign key chosen in a select: a positive integer, with the rule's message. */
export const requiredId = (message: string) =>
    z.coerce.number({ error: message }).int(message).min(1, message);
