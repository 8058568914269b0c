import { useGetOne } from 'react-admin';
import type { VentaDetalle } from '../../../contracts/ventas';

/**
 * One sale with its lines, payments and credit notes (`GET /ventas/{id}`), for the detail and the
 * return screens. Its own query key (the `meta`): react-admin seeds each list row into the plain
 * getOne cache, and a history row has no lines, so the pages would draw it as a sale. A 404 or
 * 403 answers the same the next time: no retry, the message at once.
 */
export const useVentaDetalle = (id: string | undefined) =>
    useGetOne<VentaDetalle>('ventas', { id: Number(id), meta: { detalle: true } }, { retry: false });
