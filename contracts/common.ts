import { z } from 'zod';
import { queryId } from './lists.js';

/** Path ids: a positive integer that fits the id columns, else 404 is meaningless, so a 422. */
export const idParams = z.object({ id: queryId });

export const TEXTO_NO_PERMITIDO = 'El texto contiene caracteres de control no permitidos.';

// NUL and the other control characters (C0 and C1): PostgreSQL cannot store NUL, and none
// belongs in a name, a SKU or a search. Multi-line fields (addresses, descriptions, reasons)
// keep tab and newlines. A lone surrogate (half an emoji, from a client that cut a string) is
// not text at all: each engine would store its own replacement characters.
const CONTROL_EN_LINEA = /[\p{Cc}\p{Cs}]/u;
const CONTROL_MULTILINEA = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Cs}]/u;

/** Any text the API takes: no control characters (but tab and newlines when `multilinea`). */
export const sinControl = (multilinea = false) => {
    const control = multilinea ? CONTROL_MULTILINEA : CONTROL_EN_LINEA;
    return (v: string) => !control.test(v);
};

// Spaces and the invisible format characters (zero-width space, joiners, soft hyphen) that
// `trim` keeps: a name made only of them looks blank in every list.
const INVISIBLE = /^[\s\p{Cf}]*$/u;

/** Whether a text shows nothing. */
export const enBlanco = (v: string) => INVISIBLE.test(v);

/** Required text: trimmed, at least `min` characters (`message` otherwise), length-capped. */
export const requiredText = (message: string, { min = 1, max = 200, multilinea = false } = {}) =>
    z
        .string({ error: message })
        .trim()
        .min(min, { error: message, abort: true })
        .refine((v) => !enBlanco(v), { error: message, abort: true })
        .max(max, `Máximo ${max} caracteres.`)
        .refine(sinControl(multilinea), TEXTO_NO_PERMITIDO);

/** Optional text: trimmed, '' and null become null, length-capped. */
export const optionalText = (max = 500, { multilinea = false } = {}) =>
    z
        .union([z.string(), z.null()])
        .optional()
        .refine((v) => v == null || sinControl(multilinea)(v), TEXTO_NO_PERMITIDO)
        .transform((v) => (v == null || enBlanco(v) ? null : v.trim()))
        .pipe(z.string().max(max, `Máximo ${max} caracteres.`).nullable());

/**
 * An integer as the API takes it: a JSON integer or its plain decimal text ("12", "-5"), nothing
 * else — not null, "", booleans, arrays, "0x10", "1e3" or "12.0". Quantities (units sold, ordered,
 * adjusted, in stock) take `milesimasInput` (contracts/money.ts), the es-MX reading that also
 * takes "1,500" and three decimals; this plain one serves ids-like numbers and the master-data records' numbers,
 * whose screens load with the app's first download (where contracts/numero.ts stays out).
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
    .transform((v) => (v == null || enBlanco(v) ? null : v.trim().toLowerCase()))
    .pipe(z.email({ error: EMAIL_INVALIDO }).max(254, EMAIL_INVALIDO).nullable());

/** A required foreign key chosen in a select: a canonical positive id, with the rule's message. */
export const requiredId = (message: string) =>
    z
        .union([z.number(), z.string().regex(/^[1-9]\d{0,9}$/, message)], { error: message })
        .transform(Number)
        .pipe(z.number().int(message).min(1, message).max(2_147_483_647, message));
