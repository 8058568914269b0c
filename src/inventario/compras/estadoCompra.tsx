import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EstadoCompra } from '../../../contracts/compras';
import './textos';

/** Spec §4: Pendiente yellow, Recibida green, Cancelada red. */
const COLORES: Record<EstadoCompra, ChipProps['color']> = { Pendiente: 'warning', Recibida: 'success', Cancelada: 'error' };

export const EstadoCompraBadge = ({ estado }: { estado: EstadoCompra }) => {
    const translate = useTranslate();
    return <Chip size="small" color={COLORES[estado] ?? 'default'} label={translate(`resources.compras.estados.${estado}`, { _: estado })} />;
};
