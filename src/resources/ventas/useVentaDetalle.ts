import type { VentaDetalle } from '../../../contracts/ventas';
import { useRegistroDeRuta } from '../../common/useRegistroDeRuta';

/**
 * The sale the route's `:id` names, with its lines, payments and credit notes (`GET /ventas/{id}`),
 * for the detail, return and ticket screens. Its own query key (the `meta`): react-admin seeds
 * each list row into the plain getOne cache, and a history row has no lines, so the pages would
 * draw it as a sale.
 */
export const useVentaDetalle = () => useRegistroDeRuta<VentaDetalle>('ventas', { detalle: true });
