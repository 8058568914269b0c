import { lazy } from 'react';

// Its own chunk, loaded on first visit.
export const InventarioPage = lazy(() => import('./InventarioPage').then((m) => ({ default: m.InventarioPage })));
