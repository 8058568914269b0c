import type { VentaDetalle } from '../../../contracts/ventas';
import { useRegistroDeRuta } from '../../common/useRegistroDeRuta';

/** The sale the route's `:id` names, with its lines, payments and credit notes (`GET /ventas/{id}`), for the detail, return and ticket screens. */
export const useVentaDetalle = () => useRegistroDeRuta<VentaDetalle>('ventas');
