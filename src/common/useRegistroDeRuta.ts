import { HttpError, type RaRecord, useGetOne, useParams } from 'react-admin';
import { queryId } from '../../contracts/lists';

/** Loading, loaded or failed, told apart as react-admin's own query results are; `param` is the `:id` as typed (the page's title repeats it). */
export type RegistroDeRuta<T> = { param: string } & (
    | { isPending: true; data: undefined; error: null }
    | { isPending: false; data: T; error: null }
    | { isPending: false; data: undefined; error: Error }
);

/**
 * The record a detail page's `:id` names (`/compras/7`, `/ventas/7/ticket`). An address whose id
 * is no record id at all (`/compras/create`, `/ventas/abc`) names nothing: it gets the page's
 * not-found state, as a 404 would, without asking the API, which would only answer that the id
 * is malformed. The ids are read with the API's own rule (`queryId`). A 404 or 403 answers the
 * same the next time: no retry. The query has its own key (`meta.detalle`): react-admin seeds each
 * list row into the plain getOne cache, and a list row lacks what a detail page draws (an order's
 * or a sale's lines), so the page would get the row and fail on it when opened from the list.
 */
export function useRegistroDeRuta<T extends RaRecord>(resource: string): RegistroDeRuta<T> {
    const { id: param = '' } = useParams();
    const leido = queryId.safeParse(param);
    const id = leido.success ? leido.data : null;
    const consulta = useGetOne<T>(resource, { id: id ?? 0, meta: DETALLE }, { retry: false, enabled: id !== null });
    if (id === null) return { param, data: undefined, isPending: false, error: NO_EXISTE };
    if (consulta.isPending) return { param, data: undefined, isPending: true, error: null };
    if (consulta.isError) return { param, data: undefined, isPending: false, error: consulta.error };
    return { param, data: consulta.data, isPending: false, error: null };
}

const NO_EXISTE = new HttpError('Not Found', 404);
const DETALLE = { detalle: true };
