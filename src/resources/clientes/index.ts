import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';

// Each page is its own chunk, loaded on first visit.
const ClienteList = lazy(() => import('./ClienteList').then((m) => ({ default: m.ClienteList })));

/** Spread into <Resource name="clientes">. */
export const clientes = {
    list: ClienteList,
    icon: PeopleIcon,
    recordRepresentation: 'nombre_completo',
};
