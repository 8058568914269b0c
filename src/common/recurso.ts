import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';

/** The sidebar's groups (spec §2), by id. */
export type GrupoMenu = 'operaciones' | 'gestion' | 'configuracion';

/**
 * A screen built as one folder (ARCHITECTURE, "Adding a resource"): what <Resource> takes, plus
 * its Spanish texts in react-admin's shape, served as `resources.<name>.*` (src/i18n/index.ts).
 * `title` is its page title and `menu` its sidebar text.
 */
export interface Recurso {
    name: string;
    list: ComponentType;
    icon: SvgIconComponent;
    recordRepresentation?: string;
    textos: { name: string; title: string; menu: string; fields: Record<string, string>; [clave: string]: unknown };
    /** The sidebar group that lists it, after the spec's own items (layout/menuItems.ts); none: not in the sidebar. */
    grupo?: GrupoMenu;
}
