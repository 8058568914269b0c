import { formatearCantidadConUnidad, formatearMovimientoConUnidad, type Unidad } from '../../contracts/unidades';
import { formatCantidad, formatMovimiento } from './cantidad';

/*
 * A stock or a movement with its product's unit (issue 33): a weight, a volume or a length with
 * its three decimals and its unit ('1.250 kg', '+0.500 l'); pieces as the screens have always
 * shown them ('1,400', '+3'), the column's heading saying what they count. Its own module, so
 * only the screens that show units download the formatter.
 */

const porPieza = (unidad: Unidad | undefined) => unidad === undefined || unidad === 'pieza';

export const formatStock = (cantidad: number | string | null | undefined, unidad?: Unidad): string =>
    porPieza(unidad) ? formatCantidad(cantidad) : formatearCantidadConUnidad(cantidad, unidad);

export const formatMovimientoDeStock = (cantidad: number, unidad?: Unidad): string =>
    porPieza(unidad) ? formatMovimiento(cantidad) : formatearMovimientoConUnidad(cantidad, unidad);
