import { z } from 'zod';
import { queryId } from './lists.js';

/** Path ids: a positive integer that fits the id columns, else 404 is meaningless, so a 422. */
export const idParams = z.object({ id: queryId });

export const TEXTO_NO_PERMITIDO = 'El texto contiene caracteres de control no permitidos.';

// NUL and the other control characters: PostgreSQL cannot store NUL, and none belongs in a name,
// a SKU or a search. Multi-line fields (addresses, descriptions, reasons) keep tab and newlines.
const CONTROL_EN_LINEA = /[\u0000-\u001F\u007F]/;
const CONTROL_MULTILINEA = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Any text the API takes: no control characters (but tab and newlines when `multilinea`). */
export const sinControl = (multilinea = false) => {
    const control = multilinea ? CONTROL_MULTILINEA : CONTROL_EN_LINEA;
    return (v: string) => !control.test(v);
};

/** Required text: trimmed, at least `min` characters (`message` otherwise), length-capped. */
export const requiredText = (message: string, { min = 1, max = 200, multilinea = false } = {}) =>
    z
        .string({ error: message })
        .trim()
        .min(min, message)
        .max(max, `Máximo ${max} caracteres.`)
        .refine(sinControl(multilinea), TEXTO_NO_PERMITIDO);

/** Optional text: trimmed, '' and null become null, length-capped. */
export const optionalText = (max = 500, { multilinea = false } = {}) =>
    z
        .union([z.string(), z.null()])
        .optional()
        .refine((v) => v == null || sinControl(multilinea)(v), TEXTO_NO_PERMITIDO)
        .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
        .pipe(z.string().max(max, `Máximo ${max} caracteres.`).nullable());

/**
 * An integer as the API takes it: a JSON integer or its plain decimal text ("12", "-5"), nothing
 * else — not null, "", booleans, arrays, "0x10", "1e3" or "12.0".
 */
export const integerInput = (message: string) =>
    z
        .union([z.number(), z.string().regex(/^-?\d{1,12}$/, message)], { error: message })
        .transform(Number)
        .pipe(z.number({ error: message }).int(message).min(-1e12, message).max(1e12, message));

export const EMAIL_INVALIDO = 'El email no tiene un formato válido.';

/** Optional email: empty means none, anything else must be well formed. */
export const optionalEmail = z
    .union([z.string(), z.null()])
    .optional()
    .refine((v) => v == null || sinControl()(v), TEXTO_NO_PERMITIDO)
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim().toLowerCase()))
    .pipe(z.email({ error: EMAIL_INVALIDO }).max(254, EMAIL_INVALIDO).nullable());

/** A required foreign key chosen in a select: a canonical positive id, with the rule's message. */
export const requiredId = (message: string) =>
    z
        .union([z.number(), z.string().regex(/^[1-9]\d{0,9}$/, message)], { error: message })
        .transform(Number)
        .pipe(z.number().int(message).min(1, message).max(2_147_483_647, message));
