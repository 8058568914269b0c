import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { lazy } from 'react';
import { leerEscribir, type Recurso } from '../../common/recurso';

// Each page is its own chunk, loaded on first visit.
const UsuarioList = lazy(() => import('./UsuarioList').then((m) => ({ default: m.UsuarioList })));

/** Spec §2 Users: the list, which also serves its create and edit dialogs. */
export const usuarios: Recurso = {
    name: 'usuarios', icon: ManageAccountsIcon, recordRepresentation: 'usuario', grupo: 'configuracion', orden: 20, textos: { name: 'Usuario |||| Usuarios', title: 'Gestión de Usuarios', menu: 'Usuarios' },
    permisos: leerEscribir('usuarios:administrar', 'usuarios:administrar'),
    list: UsuarioList,
};
