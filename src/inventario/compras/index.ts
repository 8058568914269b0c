import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { lazy } from 'react';

// Each page is its own chunk, loaded on first visit.
const CompraList = lazy(() => import('./CompraList').then((m) => ({ default: m.CompraList })));
export const CompraShow = lazy(() => import('./CompraShow').then((m) => ({ default: m.CompraShow })));

/** Spread into <Resource name="compras">. The list page also serves the new order's dialog (/compras/create), before `:id` takes it. */
export const compras = {
    list: CompraList,
    create: CompraList,
    icon: ShoppingCartIcon,
};
