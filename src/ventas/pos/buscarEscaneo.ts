import type { QueryClient } from '@tanstack/react-query';
import { leerEtiquetaDeBascula, skusDelCodigo } from '../../../contracts/bascula';
import type { InventarioFila } from '../../../contracts/inventario';
import type { useDatos } from '../../dataProvider';
import { ajustesDeLaEmpresa } from './ajustes';
import type { ResultadoEscaneo } from './useEscaner';

/**
 * What a scanned text is (useEscaner's lookup): a SKU, looked up exactly, or 13 digits that may
 * be a scale label of the shop's format (its settings, read once and kept by the shared query;
 * refreshed behind the scan when stale), whose product code is then looked up as a SKU.
 */
export const buscadorDeEscaneo = (dataProvider: ReturnType<typeof useDatos>, queryClient: QueryClient) => {
    const buscarSku = async (sku: string) => {
        const { data } = await dataProvider.getList<InventarioFila>('inventario', {
            pagination: { page: 1, perPage: 1 },
            sort: { field: 'id', order: 'ASC' },
            // A retired product's SKU is found too, to say why it is not sold (PosPage).
            filter: { sku },
        });
        return data[0];
    };
    return async (texto: string): Promise<InventarioFila | ResultadoEscaneo | undefined> => {
        if (!/^\d{13}$/.test(texto)) return buscarSku(texto);
        const ajustes = await ajustesDeLaEmpresa(queryClient, dataProvider);
        const etiqueta = leerEtiquetaDeBascula(texto, ajustes?.etiqueta_bascula);
        if (etiqueta === null) return buscarSku(texto);
        if ('error' in etiqueta) return { tipo: 'rechazado', mensaje: etiqueta.error };
        // The label's code is the product's SKU, as printed or without its leading zeros (an exact one first).
        const filas = await Promise.all(skusDelCodigo(etiqueta.codigo_producto).map(buscarSku));
        const fila = filas.find((f) => f !== undefined);
        return fila ? { tipo: 'encontrado', fila, etiqueta } : { tipo: 'desconocido', sku: etiqueta.codigo_producto, etiqueta };
    };
};
