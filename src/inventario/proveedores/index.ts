import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazy } from 'react';
import { leerEscribir, type Recurso } from '../../common/recurso';
import { proveedoresTextos } from './textos';

const ProveedorList = lazy(() => import('./ProveedorList').then((m) => ({ default: m.ProveedorList })));

/** Spec §2 Suppliers: the list, which also serves its create and edit dialogs. */
export const proveedores: Recurso = {
    name: 'proveedores', icon: LocalShippingIcon, recordRepresentation: 'nombre_empresa', grupo: 'gestion', orden: 40, textos: proveedoresTextos,
    permisos: leerEscribir('productos:leer', 'productos:escribir'),
    list: ProveedorList,
};
