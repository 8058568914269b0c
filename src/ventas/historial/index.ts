import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import type { Recurso } from '../../common/recurso';
import { DevolucionPage } from '../devoluciones';
import { TicketPage } from '../ticket';
import { ventasTextos } from './textos';

// Each page is its own chunk, loaded on first visit.
const VentaList = lazy(() => import('./VentaList').then((m) => ({ default: m.VentaList })));
const VentaShow = lazy(() => import('./VentaShow').then((m) => ({ default: m.VentaShow })));

/** Spec §2 Sales: the history, a sale's detail, its return and its receipt. */
export const ventas: Recurso = {
    name: 'ventas', icon: ReceiptLongIcon, grupo: 'operaciones', orden: 30, textos: ventasTextos,
    permisos: { leer: 'ventas:leer', devolver: 'devoluciones:crear' },
    list: VentaList,
    // A credit note prints on the receipt page too, on the same paper.
    rutas: { ':id': VentaShow, ':id/devolucion': DevolucionPage, ':id/ticket': TicketPage, ':id/notas/:nota': TicketPage },
};
