import Inventory2Icon from '@mui/icons-material/Inventory2';
import { lazy } from 'react';

// The screen is its own chunk, loaded on first visit.
const ProductoList = lazy(() => import('./ProductoList').then((m) => ({ default: m.ProductoList })));

/** Spread into <Resource name="productos">: its list also serves the create and edit dialogs. */
export const productos = {
    list: ProductoList,
    icon: Inventory2Icon,
    recordRepresentation: 'nombre',
};
