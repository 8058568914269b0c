import { lazy } from 'react';

// Its own chunk, loaded on first visit.
export const TicketPage = lazy(() => import('./TicketPage').then((m) => ({ default: m.TicketPage })));
