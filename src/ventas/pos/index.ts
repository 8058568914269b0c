import { lazy } from 'react';

// Each its own chunk, loaded on first visit.
export const PosPage = lazy(() => import('./PosPage').then((m) => ({ default: m.PosPage })));
export const TicketPage = lazy(() => import('../ticket/TicketPage').then((m) => ({ default: m.TicketPage })));
