import type { ChipProps } from '@mui/material';
import { UMBRAL_BAJO_STOCK } from '../../../contracts/inventario';

/** Spec §2: 'Agotado' at 0 or less, 'Bajo Stock' at 10 or less, otherwise 'En Stock'. */
export const estadoStock = (stock: number): { label: string; color: ChipProps['color'] } => {
    if (stock <= 0) return { label: 'resources.inventario.badge.agotado', color: 'error' };
    if (stock <= UMBRAL_BAJO_STOCK) return { label: 'resources.inventario.badge.bajo', color: 'warning' };
    return { label: 'resources.inventario.badge.en_stock', color: 'success' };
};
