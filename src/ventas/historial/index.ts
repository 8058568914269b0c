import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import type { Recurso } from '../../common/recurso';
import { DevolucionPage } from '../devoluciones';
import { TicketPage } from '../ticket';

// Each page is its own chunk, loaded on first visit.
const VentaList = lazy(() => import('./VentaList').then((m) => ({ default: m.VentaList })));
const VentaShow = lazy(() => import('./VentaShow').then((m) => ({ default: m.VentaShow })));

/** Spec §2 Sales: the history, a sale's detail (beyond the spec, its void), its return and its receipt. */
export const ventas: Recurso = {
    name: 'ventas', icon: ReceiptLongIcon, grupo: 'operaciones', orden: 30, textos: { name: 'Venta |||| Ventas', title: 'Historial de Ventas', menu: 'Ventas' },
    permisos: { leer: 'ventas:leer', devolver: 'devoluciones:crear', cancelar: 'ventas:cancelar' },
    list: VentaList,
    // A credit note prints on the receipt page too, on the same paper; /ventas/:id/cancelar is the
    // detail with its void's dialog open (Back closes it).
    rutas: { ':id': VentaShow, ':id/cancelar': VentaShow, ':id/devolucion': DevolucionPage, ':id/ticket': TicketPage, ':id/notas/:nota': TicketPage },
};
