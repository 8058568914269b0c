import DashboardIcon from '@mui/icons-material/Dashboard';
import { lazy } from 'react';
import type { Pagina } from '../common/recurso';

// Its own chunk, loaded on first visit.
const Inicio = lazy(() => import('./Inicio').then((m) => ({ default: m.Inicio })));

/** Spec §2 Dashboard: the home page, at /. */
export const dashboard: Pagina = {
    name: 'dashboard', icon: DashboardIcon, grupo: 'operaciones', orden: 10, textos: { title: 'Dashboard', menu: 'Dashboard' },
    permisos: { leer: 'dashboard:leer' },
    pagina: Inicio,
    inicio: true,
};
