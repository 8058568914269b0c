import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { lazy } from 'react';
import type { Pagina } from '../../common/recurso';

// Its own chunk, loaded on first visit.
const CuentasPorCobrarPage = lazy(() => import('./CuentasPorCobrarPage').then((m) => ({ default: m.CuentasPorCobrarPage })));

/** Issue 34 item 5: what customers owe, by age (GET /reportes/cuentas-por-cobrar), at /cuentas-por-cobrar. */
export const cuentasPorCobrar: Pagina = {
    name: 'cuentas-por-cobrar',
    icon: AccountBalanceWalletIcon,
    grupo: 'gestion',
    orden: 66,
    textos: { title: 'Cuentas por Cobrar', menu: 'Cuentas por Cobrar' },
    permisos: { leer: 'reportes:leer' },
    pagina: CuentasPorCobrarPage,
};
