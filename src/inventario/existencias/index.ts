import WarehouseIcon from '@mui/icons-material/Warehouse';
import { lazy } from 'react';
import type { Pagina } from '../../common/recurso';

// Its own chunk, loaded on first visit.
const InventarioPage = lazy(() => import('./InventarioPage').then((m) => ({ default: m.InventarioPage })));

/** Spec §2 Inventory, at /inventario (its adjustment dialog at /inventario/:id/ajuste). */
export const inventario: Pagina = {
    name: 'inventario', icon: WarehouseIcon, grupo: 'gestion', orden: 50, textos: { title: 'Inventario', menu: 'Inventario' },
    permisos: { leer: 'productos:leer', ajustar: 'inventario:ajustar' },
    pagina: InventarioPage,
};
