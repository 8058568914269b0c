import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';

// The screen is its own chunk, loaded on first visit.
const ClienteList = lazy(() => import('./ClienteList').then((m) => ({ default: m.ClienteList })));

/** Spread into <Resource name="clientes">: its list also serves the create and edit dialogs. */
export const clientes = {
    list: ClienteList,
    icon: PeopleIcon,
    recordRepresentation: 'nombre_completo',
};
