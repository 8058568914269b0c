import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { lazy } from 'react';

// Each page is its own chunk, loaded on first visit.
const UsuarioList = lazy(() => import('./UsuarioList').then((m) => ({ default: m.UsuarioList })));

/** Spread into <Resource name="usuarios">. */
export const usuarios = {
    list: UsuarioList,
    icon: ManageAccountsIcon,
    recordRepresentation: 'usuario',
};
