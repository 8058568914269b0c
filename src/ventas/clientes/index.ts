import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import { leerEscribir, type Recurso } from '../../common/recurso';

const ClienteList = lazy(() => import('./ClienteList').then((m) => ({ default: m.ClienteList })));

/** Spec §2 Customers: the list, which also serves its create and edit dialogs. */
export const clientes: Recurso = {
    name: 'clientes', icon: PeopleIcon, recordRepresentation: 'nombre_completo', grupo: 'gestion', orden: 30, textos: { name: 'Cliente |||| Clientes', title: 'Gestión de Clientes', menu: 'Clientes' },
    permisos: { ...leerEscribir('clientes:leer', 'clientes:escribir'), credito: 'clientes:credito' },
    list: ClienteList,
};
