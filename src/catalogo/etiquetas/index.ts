// The products' own icon, already in the first download (the entry is in no sidebar group anyway).
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { lazy } from 'react';
import type { Pagina } from '../../common/recurso';

// Its own chunk, loaded on first visit: bwip-js comes with it and only with it.
const EtiquetasPage = lazy(() => import('./EtiquetasPage').then((m) => ({ default: m.EtiquetasPage })));

/**
 * Barcode labels (issue 35 item 6) at /etiquetas: reached from the products list (its selected
 * products) and a received purchase order, not from the sidebar. Whoever reads products prints them.
 */
export const etiquetas: Pagina = {
    name: 'etiquetas',
    icon: Inventory2Icon,
    textos: { title: 'Etiquetas de Código de Barras' },
    permisos: { leer: 'productos:leer' },
    pagina: EtiquetasPage,
};
