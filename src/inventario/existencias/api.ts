import {
    type AjusteInput,
    type AjusteResultado,
    MOVIMIENTOS_LIMITE,
    type MovimientoStock,
    type ValorInventario,
} from '../../../contracts/inventario';
import { API_V1 } from '../../apiPaths';
import { dataProvider } from '../../dataProvider';
import { httpClient } from '../../httpClient';

/**
 * The inventory's calls that are not a react-admin list: the adjustment (a workflow), the stock
 * value and a variant's history. One typed module, so they can move into the data provider's
 * workflow methods without touching the screen.
 */
const INVENTARIO = `${API_V1}/inventario`;

export const ajustarStock = (input: AjusteInput): Promise<AjusteResultado> => dataProvider.ajusteStock(input);

/** Σ stock × costo_compra over the same search as the list. */
export const valorInventario = async (search: string, signal?: AbortSignal): Promise<ValorInventario> => {
    const query = new URLSearchParams(search ? { search } : {});
    return (await httpClient<ValorInventario>(`${INVENTARIO}/valor?${query}`, { signal })).json;
};

export interface PaginaMovimientos {
    movimientos: MovimientoStock[];
    total: number;
}

/** One page of a variant's kardex, newest first. */
export const movimientosDeVariante = async (varianteId: number, page: number, signal?: AbortSignal): Promise<PaginaMovimientos> => {
    const query = new URLSearchParams({ skip: String((page - 1) * MOVIMIENTOS_LIMITE), limit: String(MOVIMIENTOS_LIMITE) });
    const { json, headers } = await httpClient<MovimientoStock[]>(`${INVENTARIO}/variantes/${varianteId}/movimientos/?${query}`, { signal });
    const total = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
    return { movimientos: json, total: Number.isFinite(total) ? total : json.length };
};
