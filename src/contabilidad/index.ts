import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazy } from 'react';
import type { Pagina } from '../common/recurso';

// Its own chunk, loaded on first visit.
const ContabilidadPage = lazy(() => import('./ContabilidadPage').then((m) => ({ default: m.ContabilidadPage })));

/** Spec §2 Accounting, at /contabilidad (a movement's dialog at /contabilidad/create and /contabilidad/:id). */
export const contabilidad: Pagina = {
    name: 'contabilidad', icon: AccountBalanceIcon, grupo: 'gestion', orden: 60, textos: { title: 'Módulo de Contabilidad', menu: 'Contabilidad' },
    permisos: { leer: 'contabilidad:leer', create: 'contabilidad:escribir', edit: 'contabilidad:escribir', delete: 'contabilidad:escribir' },
    pagina: ContabilidadPage,
};
