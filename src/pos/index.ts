import { lazy } from 'react';

// Its own chunk, loaded on first visit.
export const PosPage = lazy(() => import('./PosPage').then((m) => ({ default: m.PosPage })));
