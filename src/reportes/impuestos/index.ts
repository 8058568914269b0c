import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import type { Pagina } from '../../common/recurso';

// Its own chunk, loaded on first visit.
const ReporteImpuestosPage = lazy(() => import('./ReporteImpuestosPage').then((m) => ({ default: m.ReporteImpuestosPage })));

/** The tax report (issue 32 item 6) at /reportes/impuestos: what an accountant declares each month. */
export const reporteImpuestos: Pagina = {
    name: 'reportes/impuestos',
    icon: ReceiptLongIcon,
    grupo: 'gestion',
    orden: 65,
    textos: { title: 'Reporte de Impuestos', menu: 'Impuestos' },
    permisos: { leer: 'reportes:leer' },
    pagina: ReporteImpuestosPage,
};
