import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EstadoVenta } from '../../../contracts/ventas';

/** Spec §4: Completada green, Con Devolución yellow, Cancelada red. */
const COLORES: Record<EstadoVenta, ChipProps['color']> = { Completada: 'success', 'Con Devolución': 'warning', Cancelada: 'error' };

/** Spec §4: a return starts only from these states (the contract's ESTADOS_DEVOLVIBLES, without its zod schemas). */
export const esDevolvible = (estado: string): boolean => estado === 'Completada' || estado === 'Con Devolución';

export const EstadoVentaBadge = ({ estado }: { estado: EstadoVenta }) => {
    const translate = useTranslate();
    return <Chip size="small" color={COLORES[estado] ?? 'default'} label={translate(`resources.ventas.estados.${estado}`, { _: estado })} />;
};
