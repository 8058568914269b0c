import { veCostos } from '../../contracts/permisos/costos';
import { useSesion } from './useSesion';

/**
 * Whether the session sees purchase costs (reportes:utilidad or compras:escribir, `veCostos`,
 * the server's own rule): the product form's 'Costo de compra' and the inventory's value at cost
 * are shown only then. `undefined` while the session loads: show them only once known.
 */
export const useVeCostos = (): boolean | undefined => {
    const { data } = useSesion();
    return data ? veCostos(data.permisos) : undefined;
};
