import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';

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
}
