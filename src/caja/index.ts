import LocalAtmIcon from '@mui/icons-material/LocalAtm';
import { lazy } from 'react';
import type { Recurso } from '../common/recurso';

// Each page is its own chunk, loaded on first visit.
const SesionCajaList = lazy(() => import('./SesionCajaList').then((m) => ({ default: m.SesionCajaList })));
const SesionCajaShow = lazy(() => import('./SesionCajaShow').then((m) => ({ default: m.SesionCajaShow })));

/**
 * Issue 31 corte de caja: the cash sessions ('Cortes de Caja') and each one's reading. The till
 * opens, moves and closes the caller's own (src/ventas/pos/caja/): `operar`; everyone's, and the
 * expected cash before the count, `supervisar`.
 */
export const caja: Recurso = {
    name: 'caja', icon: LocalAtmIcon, grupo: 'operaciones', orden: 35, textos: { name: 'Corte de Caja |||| Cortes de Caja', title: 'Cortes de Caja', menu: 'Cortes de Caja' },
    permisos: { leer: 'caja:operar', operar: 'caja:operar', supervisar: 'caja:supervisar' },
    list: SesionCajaList,
    rutas: { ':id': SesionCajaShow },
};
