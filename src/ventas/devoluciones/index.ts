import { lazy } from 'react';

// Its own chunk, loaded on first visit.
export const DevolucionPage = lazy(() => import('./DevolucionPage').then((m) => ({ default: m.DevolucionPage })));
