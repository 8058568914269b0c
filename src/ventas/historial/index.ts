import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';

// Each page is its own chunk, loaded on first visit.
const VentaList = lazy(() => import('./VentaList').then((m) => ({ default: m.VentaList })));
export const VentaShow = lazy(() => import('./VentaShow').then((m) => ({ default: m.VentaShow })));

/** Spread into <Resource name="ventas">. */
export const ventas = {
    list: VentaList,
    icon: ReceiptLongIcon,
};
