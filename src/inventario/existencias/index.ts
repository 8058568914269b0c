import WarehouseIcon from '@mui/icons-material/Warehouse';
import { lazy } from 'react';
import type { Pagina } from '../../common/recurso';
import { inventarioTextos } from './textos';

// Its own chunk, loaded on first visit.
const InventarioPage = lazy(() => import('./InventarioPage').then((m) => ({ default: m.InventarioPage })));

/** Spec §2 Inventory, at /inventario (its adjustment dialog at /inventario/:id/ajuste). */
export const inventario: Pagina = {
    name: 'inventario', icon: WarehouseIcon, grupo: 'gestion', orden: 50, textos: inventarioTextos,
    permisos: { leer: 'productos:leer', ajustar: 'inventario:ajustar' },
    pagina: InventarioPage,
};
