import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { lazy } from 'react';
import type { Pagina } from '../../common/recurso';

// Its own chunk, loaded on first visit: the login page does not download the till.
const PosPage = lazy(() => import('./PosPage').then((m) => ({ default: m.PosPage })));

/** Spec §2 Point of sale, at /pos. */
export const pos: Pagina = {
    name: 'pos', icon: PointOfSaleIcon, grupo: 'operaciones', orden: 20, textos: { title: 'Punto de Venta', menu: 'Punto de Venta' },
    // Discounts at the till (issue 33 item 4): the keys and dialogs ask for these.
    permisos: { leer: 'ventas:crear', create: 'ventas:crear', descontar: 'ventas:descontar', descontar_sin_limite: 'ventas:descontar_sin_limite' },
    pagina: PosPage,
};
