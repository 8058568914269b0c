import type { DataProvider, GetListParams, Identifier } from 'react-admin';
import { collectionUrl, itemUrl, searchParamOf } from './apiPaths';
import { httpClient } from './httpClient';

/**
 * react-admin's REST mapping onto the SIPV API: paging as skip/limit, the total from
 * X-Total-Count, errors as HttpError (see httpClient). Domain calls that are not CRUD
 * (checkout, devolución, recibir compra) are added here as extra methods, so pages reach them
 * through useDataProvider() and a 401 from them logs out like any other call.
 */

type ListQueryParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;

// DataProvider methods are generic in the record type their caller asks for; the records' shapes
// are known (and checked) by the pages that read them, not here.
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyRecord = any;

/** `skip=(page-1)*perPage&limit=perPage[&sort&order][&filters]`; `q` becomes the resource's search param. */
export const listQuery = (resource: string, { pagination, sort, filter }: ListQueryParams): URLSearchParams => {
    const page = pagination?.page ?? 1;
    const perPage = pagination?.perPage ?? 25;
    const query = new URLSearchParams({ skip: String((page - 1) * perPage), limit: String(perPage) });
    if (sort?.field) {
        query.set('sort', sort.field);
        query.set('order', sort.order);
    }
    for (const [key, value] of Object.entries(filter ?? {})) {
        if (value === undefined || value === null || value === '') continue;
        const name = key === 'q' ? searchParamOf(resource) : key;
        for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
    }
    return query;
};

/** The server's total when it sends one, else what this page holds. */
const totalOf = (headers: Headers, pageLength: number): number => {
    const total = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
    return Number.isFinite(total) ? total : pageLength;
};

const isRecord = (value: unknown): value is AnyRecord =>
    typeof value === 'object' && value !== null && !Array.isArray(value);

const getList = async (resource: string, params: ListQueryParams & { signal?: AbortSignal }) => {
    const url = `${collectionUrl(resource)}?${listQuery(resource, params)}`;
    const { json, headers } = await httpClient<unknown>(url, { signal: params.signal });
    const data: AnyRecord[] = Array.isArray(json) ? json : [];
    return { data, total: totalOf(headers, data.length) };
};

const getOne = async (resource: string, id: Identifier, signal?: AbortSignal): Promise<AnyRecord> =>
    (await httpClient(itemUrl(resource, id), { signal })).json;

const put = async (resource: string, id: Identifier, data: unknown) =>
    (await httpClient<unknown>(itemUrl(resource, id), { method: 'PUT', body: JSON.stringify(data) })).json;

const remove = async (resource: string, id: Identifier) =>
    (await httpClient<unknown>(itemUrl(resource, id), { method: 'DELETE' })).json;

// The server has no bulk endpoints: the many-variants fan out to one call per id.
const baseDataProvider = {
    supportAbortSignal: true,

    getList: (resource, params) => getList(resource, params),

    getOne: async (resource, params) => ({ data: await getOne(resource, params.id, params.signal) }),

    getMany: async (resource, params) => ({
        data: await Promise.all(params.ids.map((id) => getOne(resource, id, params.signal))),
    }),

    getManyReference: (resource, params) =>
        getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),

    create: async (resource, params) => {
        const { json } = await httpClient<AnyRecord>(collectionUrl(resource), {
            method: 'POST',
            body: JSON.stringify(params.data),
        });
        return { data: json };
    },

    update: async (resource, params) => {
        const json = await put(resource, params.id, params.data);
        return { data: isRecord(json) ? json : ({ ...params.data, id: params.id } as AnyRecord) };
    },

    updateMany: async (resource, params) => {
        await Promise.all(params.ids.map((id) => put(resource, id, params.data)));
        return { data: params.ids };
    },

    // A 204 has no body: answer with what react-admin already had.
    delete: async (resource, params) => {
        const json = await remove(resource, params.id);
        return { data: isRecord(json) ? json : (params.previousData ?? { id: params.id }) };
    },

    deleteMany: async (resource, params) => {
        await Promise.all(params.ids.map((id) => remove(resource, id)));
        return { data: params.ids };
    },
} satisfies DataProvider;

export const dataProvider: DataProvider = baseDataProvider as DataProvider;
