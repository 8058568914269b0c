import SettingsIcon from '@mui/icons-material/Settings';
import { lazy } from 'react';
import type { Pagina } from '../common/recurso';

// Its own chunk, loaded on first visit.
const ConfiguracionPage = lazy(() => import('./ConfiguracionPage').then((m) => ({ default: m.ConfiguracionPage })));

/**
 * The company settings (CONVENTIONS §6) at /configuracion: `configuracion:administrar` saves them.
 * Any user may open the page and read them (as the API lets them), but it counts as a screen the
 * role opens (`leer`, the home page's list) only for who may change them.
 */
export const configuracion: Pagina = {
    name: 'configuracion', icon: SettingsIcon, grupo: 'configuracion', orden: 30, textos: { title: 'Configuración de la Empresa', menu: 'Empresa' },
    permisos: { leer: 'configuracion:administrar', edit: 'configuracion:administrar' },
    pagina: ConfiguracionPage,
};
