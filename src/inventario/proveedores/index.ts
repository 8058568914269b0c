import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazy } from 'react';

// The screen is its own chunk, loaded on first visit.
const ProveedorList = lazy(() => import('./ProveedorList').then((m) => ({ default: m.ProveedorList })));

/** Spread into <Resource name="proveedores">: its list also serves the create and edit dialogs. */
export const proveedores = {
    list: ProveedorList,
    icon: LocalShippingIcon,
    recordRepresentation: 'nombre_empresa',
};
