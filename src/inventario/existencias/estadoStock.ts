import type { ChipProps } from '@mui/material';
import { nivelDeStock } from '../../../contracts/inventario';
import './textos';

const COLORES: Record<ReturnType<typeof nivelDeStock>, ChipProps['color']> = { agotado: 'error', bajo: 'warning', en_stock: 'success' };

/** Spec §2: 'Agotado' at 0 or less, 'Bajo Stock' at 10 or less, otherwise 'En Stock' (the same words as inventario.csv). */
export const estadoStock = (stock: number): { label: string; color: ChipProps['color'] } => {
    const nivel = nivelDeStock(stock);
    return { label: `resources.inventario.badge.${nivel}`, color: COLORES[nivel] };
};
