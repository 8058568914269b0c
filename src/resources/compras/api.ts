import type { Compra } from '../../../contracts/compras';
import { itemUrl } from '../../apiPaths';
import { httpClient } from '../../httpClient';

/**
 * The purchase orders' workflow calls (not CRUD): one typed module, so they can move into the
 * data provider's workflow methods without touching the screens.
 */

/** Pendiente → Recibida, exactly once; the stock rises by each line (a second receive is a 409). */
export const recibirCompra = async (id: number | string): Promise<Compra> =>
    (await httpClient<Compra>(`${itemUrl('compras', id)}recibir/`, { method: 'POST' })).json;

/** Pendiente → Cancelada (beyond the spec): nothing is received. */
export const cancelarCompra = async (id: number | string): Promise<Compra> =>
    (await httpClient<Compra>(`${itemUrl('compras', id)}cancelar/`, { method: 'POST' })).json;
