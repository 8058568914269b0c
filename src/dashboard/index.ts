import DashboardIcon from '@mui/icons-material/Dashboard';
import { lazy } from 'react';
import type { Pagina } from '../common/recurso';
import { dashboardTextos } from './textos';

// Its own chunk, loaded on first visit.
const Dashboard = lazy(() => import('./Dashboard').then((m) => ({ default: m.Dashboard })));

/** Spec §2 Dashboard: the home page, at /. */
export const dashboard: Pagina = {
    name: 'dashboard', icon: DashboardIcon, grupo: 'operaciones', orden: 10, textos: dashboardTextos,
    pagina: Dashboard,
    inicio: true,
};
