import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EstadoSesion } from '../../contracts/caja';

/** A session's state: Abierta blue (in use), Cerrada grey. A span, to sit in a phone's line too. */
export const EstadoSesionBadge = ({ estado }: { estado: EstadoSesion }) => {
    const translate = useTranslate();
    return <Chip component="span" size="small" color={estado === 'Abierta' ? 'info' : 'default'} label={translate(`resources.caja.estados.${estado}`, { _: estado })} />;
};
