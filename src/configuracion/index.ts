import SettingsIcon from '@mui/icons-material/Settings';
import { lazy } from 'react';
import type { Pagina } from '../common/recurso';
import { configuracionTextos } from './textos';

// Its own chunk, loaded on first visit.
const ConfiguracionPage = lazy(() => import('./ConfiguracionPage').then((m) => ({ default: m.ConfiguracionPage })));

/** The company settings (CONVENTIONS §6) at /configuracion: every user reads them, `configuracion:administrar` saves. */
export const configuracion: Pagina = {
    name: 'configuracion', icon: SettingsIcon, grupo: 'configuracion', orden: 30, textos: configuracionTextos,
    permisos: { edit: 'configuracion:administrar' },
    pagina: ConfiguracionPage,
};
