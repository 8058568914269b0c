import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EstadoVenta } from '../../../contracts/ventas';
import './textos';

/** Spec §4: Completada green, Con Devolución yellow, Cancelada red. */
const COLORES: Record<EstadoVenta, ChipProps['color']> = { Completada: 'success', 'Con Devolución': 'warning', Cancelada: 'error' };

/**
 * The contract's ESTADOS_VENTA and ESTADOS_DEVOLVIBLES, repeated so this chunk does not carry the
 * contract's zod schemas; tests/unit/devolucion.test.ts keeps them equal.
 */
export const ESTADOS_VENTA: readonly EstadoVenta[] = ['Completada', 'Con Devolución', 'Cancelada'];

/** Spec §4: a return starts only from Completada or Con Devolución. */
export const esDevolvible = (estado: string): boolean => estado === 'Completada' || estado === 'Con Devolución';

export const EstadoVentaBadge = ({ estado }: { estado: EstadoVenta }) => {
    const translate = useTranslate();
    // A span, as EstadoBadge: it also sits in a phone list's line of text.
    return <Chip component="span" size="small" color={COLORES[estado] ?? 'default'} label={translate(`resources.ventas.estados.${estado}`, { _: estado })} />;
};
