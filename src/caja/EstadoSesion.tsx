import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EstadoSesion } from '../../contracts/caja';
import './textos';

/**
 * A session's state: Abierta blue (in use), Cerrada grey. A span, to sit in a phone's line too.
 * The theme's primary blue: MUI's info blue (#0288d1) under white text reads at 3.85:1 (axe, e2e a11y).
 */
export const EstadoSesionBadge = ({ estado }: { estado: EstadoSesion }) => {
    const translate = useTranslate();
    return <Chip component="span" size="small" color={estado === 'Abierta' ? 'primary' : 'default'} label={translate(`resources.caja.estados.${estado}`, { _: estado })} />;
};
