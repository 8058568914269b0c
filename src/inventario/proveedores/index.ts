import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazy } from 'react';
import { leerEscribir, type Recurso } from '../../common/recurso';

const ProveedorList = lazy(() => import('./ProveedorList').then((m) => ({ default: m.ProveedorList })));

/** Spec §2 Suppliers: the list, which also serves its create and edit dialogs. */
export const proveedores: Recurso = {
    name: 'proveedores', icon: LocalShippingIcon, recordRepresentation: 'nombre_empresa', grupo: 'gestion', orden: 40, textos: { name: 'Proveedor |||| Proveedores', title: 'Proveedores', menu: 'Proveedores' },
    permisos: leerEscribir('productos:leer', 'productos:escribir'),
    list: ProveedorList,
};
