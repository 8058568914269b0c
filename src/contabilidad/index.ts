import { lazy } from 'react';

// Its own chunk, loaded on first visit.
export const ContabilidadPage = lazy(() => import('./ContabilidadPage').then((m) => ({ default: m.ContabilidadPage })));
