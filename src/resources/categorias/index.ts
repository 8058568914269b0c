import CategoryIcon from '@mui/icons-material/Category';
import { lazy } from 'react';

// The screen is its own chunk, loaded on first visit.
const CategoriaList = lazy(() => import('./CategoriaList').then((m) => ({ default: m.CategoriaList })));

/** Spread into <Resource name="categorias">: its list also serves the create and edit dialogs. */
export const categorias = {
    list: CategoriaList,
    icon: CategoryIcon,
    recordRepresentation: 'nombre',
};
