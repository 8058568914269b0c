import { lazy } from 'react';

// Its own chunk, loaded on first visit.
export const Dashboard = lazy(() => import('./Dashboard').then((m) => ({ default: m.Dashboard })));
