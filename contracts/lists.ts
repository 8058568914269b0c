import { z } from 'zod';

/**
 * What a list accepts, declared once per resource and read by both sides: the server builds the
 * list's query schema from it (anything else is a 422, never silently ignored) and the screens
 * read which columns sort and which filters exist. `id` (several ids, for react-admin's getMany)
 * and the free-text search are implied for every list.
 */
export interface ListContract<
    S extends readonly [string, ...string[]] = readonly [string, ...string[]],
    F extends z.ZodRawShape = z.ZodRawShape,
> {
    /** The server's name for the free-text search (`termino`, `search`); react-admin sends it as `filter.q`. */
    search?: string;
    /** Fields the list sorts by; the first is the default. */
    sort: S;
    defaultOrder?: 'ASC' | 'DESC';
    /** Filters beyond `id` and the search, each with its schema (query strings arrive as text). */
    filters: F;
}

export const listContract = <const S extends readonly [string, ...string[]], F extends z.ZodRawShape = {}>(
    contract: ListContract<S, F>,
): ListContract<S, F> => contract;

export const MAX_LIMIT = 1000;
const MSG_SKIP = 'skip debe ser un entero mayor o igual a 0.';
const MSG_LIMIT = `limit debe ser un entero entre 1 y ${MAX_LIMIT}.`;
const MSG_ID = 'El id debe ser un número entero positivo.';

const entero = (msg: string) => z.coerce.number({ error: msg }).int(msg);

/**
 * A positive id as it arrives in a path, a query string or a JSON filter: a JSON integer or the
 * canonical decimal text ("55"; not "+55", "0x37", "55.0" or "5e1"), below 2^31 like the columns.
 */
export const queryId = z
    .union([z.number(), z.string().regex(/^[1-9]\d{0,9}$/, MSG_ID)], { error: MSG_ID })
    .transform(Number)
    .pipe(z.number().int(MSG_ID).positive(MSG_ID).max(2_147_483_647, MSG_ID));

/** `?id=1&id=2` or `filter={"id":[1,2]}`: one request for several rows. */
const idsFilter = z
    .union([queryId, z.array(queryId)], { error: MSG_ID })
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .pipe(z.array(z.number()).max(MAX_LIMIT, `Como máximo ${MAX_LIMIT} ids por petición.`));

const skip = entero(MSG_SKIP).min(0, MSG_SKIP).default(0);
const limit = (byDefault: number) => entero(MSG_LIMIT).min(1, MSG_LIMIT).max(MAX_LIMIT, MSG_LIMIT).default(byDefault);

export const MSG_DESCONOCIDO = 'Parámetro o filtro no admitido en esta lista';

/**
 * The query schema of one list: paging, sort, search, `id` and the declared filters, strict.
 * It takes the query already in plain form (see `fromSimpleRest` on the server).
 */
export function listQuerySchema(contract: ListContract, defaultLimit = 100) {
    const shape: Record<string, z.ZodType> = {
        skip,
        limit: limit(defaultLimit),
        // react-admin's simple REST dialect, turned into the fields above before validation
        // (server/http/listQuery.ts); declared so the API reference shows both dialects.
        range: z.string().optional().describe('JSON [primero, último], p. ej. [0,24]'),
        filter: z.string().optional().describe('JSON de filtros, p. ej. {"q":"peña","id":[1,2]}'),
        sort: z.enum(contract.sort, { error: `sort debe ser uno de: ${contract.sort.join(', ')}.` }).optional(),
        order: z.enum(['ASC', 'DESC', 'asc', 'desc'], { error: 'order debe ser ASC o DESC.' }).optional(),
        id: idsFilter.optional(),
        ...contract.filters,
    };
    if (contract.search) {
        shape[contract.search] = z
            .string()
            .max(200, 'La búsqueda admite hasta 200 caracteres.')
            .refine((v) => !/[\u0000-\u001F\u007F]/.test(v), 'La búsqueda contiene caracteres de control no permitidos.')
            .optional();
    }
    return z.strictObject(shape, {
        error: (issue) => (issue.code === 'unrecognized_keys' ? `${MSG_DESCONOCIDO} (${issue.keys.join(', ')})` : undefined),
    });
}
