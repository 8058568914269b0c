import ReceiptIcon from '@mui/icons-material/Receipt';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import type { Pagina } from '../../../common/recurso';

// Its own chunk, loaded on first visit.
const EstadoDeCuentaPage = lazy(() => import('./EstadoDeCuentaPage').then((m) => ({ default: m.EstadoDeCuentaPage })));
const ReciboDeAbonoPage = lazy(() => import('./ReciboDeAbonoPage').then((m) => ({ default: m.ReciboDeAbonoPage })));

/**
 * A customer's statement (issue 34 item 5) at /estado-de-cuenta/{id}, printable: reached from the
 * aging report and the ledger's abonos, not from the sidebar.
 */
export const estadoDeCuenta: Pagina = {
    name: 'estado-de-cuenta',
    icon: ReceiptIcon,
    textos: { title: 'Estado de Cuenta' },
    // Who sells takes abonos; who gives credit adjusts a balance or points by hand (the API's own permissions for them).
    permisos: { leer: 'clientes:leer', abonar: 'ventas:crear', ajustar: 'clientes:credito' },
    pagina: EstadoDeCuentaPage,
};

/** An abono's printable receipt (58/80 mm) at /recibo-de-abono/{id}: opened by registering it on the statement. */
export const reciboDeAbono: Pagina = {
    name: 'recibo-de-abono',
    icon: ReceiptLongIcon,
    textos: { title: 'Recibo de Abono' },
    permisos: { leer: 'clientes:leer' },
    pagina: ReciboDeAbonoPage,
};
