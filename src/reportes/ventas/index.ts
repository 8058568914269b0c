import AssessmentIcon from '@mui/icons-material/Assessment';
import { lazy } from 'react';
import type { Pagina } from '../../common/recurso';

// Its own chunk, loaded on first visit.
const ReporteVentasPage = lazy(() => import('./ReporteVentasPage').then((m) => ({ default: m.ReporteVentasPage })));

/** The sales report (issue 35 item 2) at /reportes: by period, product, category, seller, payment method or hour. */
export const reporteVentas: Pagina = {
    name: 'reportes',
    icon: AssessmentIcon,
    grupo: 'operaciones',
    orden: 50,
    textos: { title: 'Reportes de Ventas', menu: 'Reportes' },
    permisos: { leer: 'reportes:leer' },
    pagina: ReporteVentasPage,
};
