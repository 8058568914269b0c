import ReceiptIcon from '@mui/icons-material/Receipt';
import { lazy } from 'react';
import type { Pagina } from '../../../common/recurso';

// Its own chunk, loaded on first visit.
const EstadoDeCuentaPage = lazy(() => import('./EstadoDeCuentaPage').then((m) => ({ default: m.EstadoDeCuentaPage })));

/**
 * A customer's statement (issue 34 item 5) at /estado-de-cuenta/{id}, printable: reached from the
 * aging report and the ledger's abonos, not from the sidebar.
 */
export const estadoDeCuenta: Pagina = {
    name: 'estado-de-cuenta',
    icon: ReceiptIcon,
    textos: { title: 'Estado de Cuenta' },
    permisos: { leer: 'clientes:leer' },
    pagina: EstadoDeCuentaPage,
};
