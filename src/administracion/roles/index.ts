import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazy } from 'react';

// Each page is its own chunk, loaded on first visit.
const RolList = lazy(() => import('./RolList').then((m) => ({ default: m.RolList })));

/** Spread into <Resource name="roles">. */
export const roles = {
    list: RolList,
    icon: AdminPanelSettingsIcon,
    recordRepresentation: 'nombre',
};
