import { Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { esPermiso, PERMISO_ETIQUETAS } from '../../contracts/permisos';
import { permisoDe } from '../sesion/acceso';

/** Why an action is disabled: the permission its screen declares for it, by its roles-screen label. */
export const motivoSinPermiso = (resource: string | undefined, accion: string): string => {
    const permiso = permisoDe(resource, accion);
    return permiso && esPermiso(permiso) ? `Su rol no tiene el permiso «${PERMISO_ETIQUETAS[permiso]}».` : 'No tiene permiso para esta acción.';
};

/**
 * A refused action's reason in a tooltip, on a span (a disabled button fires no mouse events). Its
 * own chunk, with MUI's Tooltip and the permissions' labels: only a role refused something loads it.
 */
const MotivoSinPermiso = ({ resource, accion, children }: { resource: string | undefined; accion: string; children: ReactElement }) => (
    <Tooltip title={motivoSinPermiso(resource, accion)}>
        <span style={{ display: 'inline-flex' }}>{children}</span>
    </Tooltip>
);
export default MotivoSinPermiso;
