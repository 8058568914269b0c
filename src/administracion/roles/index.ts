import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazy } from 'react';
import { leerEscribir, type Recurso } from '../../common/recurso';

// Each page is its own chunk, loaded on first visit.
const RolList = lazy(() => import('./RolList').then((m) => ({ default: m.RolList })));

/** Spec §2 Roles: the list, which also serves its create and edit dialogs. */
export const roles: Recurso = {
    name: 'roles', icon: AdminPanelSettingsIcon, recordRepresentation: 'nombre', grupo: 'configuracion', orden: 10, textos: { name: 'Rol |||| Roles', title: 'Gestión de Roles y Permisos', menu: 'Roles y Permisos' },
    permisos: leerEscribir('roles:administrar', 'roles:administrar'),
    list: RolList,
};
