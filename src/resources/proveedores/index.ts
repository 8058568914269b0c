import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazy } from 'react';

// Each page is its own chunk, loaded on first visit.
const ProveedorList = lazy(() => import('./ProveedorList').then((m) => ({ default: m.ProveedorList })));

/** Spread into <Resource name="proveedores">. */
export const proveedores = {
    list: ProveedorList,
    icon: LocalShippingIcon,
    recordRepresentation: 'nombre_empresa',
};
