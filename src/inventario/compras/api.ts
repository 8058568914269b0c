import type { Compra } from '../../../contracts/compras';
import { dataProvider } from '../../dataProvider';

/**
 * The purchase orders' workflow calls (not CRUD): one typed module, so they can move into the
 * data provider's workflow methods without touching the screens.
 */

/** Pendiente → Recibida, exactly once; the stock rises by each line (a second receive is a 409). */
export const recibirCompra = (id: number | string): Promise<Compra> => dataProvider.recibirCompra(id);

/** Pendiente → Cancelada (beyond the spec): nothing is received. */
export const cancelarCompra = (id: number | string): Promise<Compra> => dataProvider.cancelarCompra(id);
