import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';
import type { Recurso } from '../../common/recurso';

// Its own chunk, loaded on first visit.
const BitacoraList = lazy(() => import('./BitacoraList').then((m) => ({ default: m.BitacoraList })));

/** The audit log (CONVENTIONS §6): read only, for who holds bitacora:leer. */
export const bitacora: Recurso = {
    name: 'bitacora', icon: HistoryIcon, grupo: 'configuracion', orden: 40, textos: { name: 'Entrada |||| Entradas', title: 'Bitácora', menu: 'Bitácora' },
    permisos: { leer: 'bitacora:leer' },
    list: BitacoraList,
};
