import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { lazy } from 'react';
import type { Recurso } from '../../common/recurso';

// Each page is its own chunk, loaded on first visit.
const CompraList = lazy(() => import('./CompraList').then((m) => ({ default: m.CompraList })));
const CompraShow = lazy(() => import('./CompraShow').then((m) => ({ default: m.CompraShow })));

/**
 * Spec §2 Purchase orders: the list, which also serves the new order's dialog (/compras/create,
 * before `:id` takes it), and an order's detail.
 */
export const compras: Recurso = {
    name: 'compras', icon: ShoppingCartIcon, grupo: 'operaciones', orden: 40, textos: { name: 'Orden de Compra |||| Órdenes de Compra', title: 'Órdenes de Compra', menu: 'Compras' },
    permisos: { leer: 'compras:leer', create: 'compras:escribir', cancelar: 'compras:escribir', recibir: 'compras:recibir' },
    list: CompraList,
    create: CompraList,
    rutas: { ':id': CompraShow },
};
