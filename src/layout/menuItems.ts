import type { SvgIconComponent } from '@mui/icons-material';
import { type EntradaDelRegistro, GRUPOS_MENU, type GrupoMenu, rutaDe } from '../common/recurso';
import { RECURSOS } from '../recursos';

export interface MenuEntry {
    to: string;
    /** Translation key of the item's text. */
    label: string;
    icon: SvgIconComponent;
}

export interface MenuGroup {
    id: GrupoMenu;
    /** Translation key of the group's header. */
    title: string;
    items: MenuEntry[];
}

/**
 * The sidebar of spec §2 from the registry: each group's screens by their `orden`, then those
 * without one in the registry's order, so a new screen joins the sidebar from its own folder.
 * Every entry shows for every user: the client checks no permission (spec §6).
 */
export const menuDe = (registro: readonly EntradaDelRegistro[]): MenuGroup[] =>
    GRUPOS_MENU.map((id) => ({
        id,
        title: `app.menu.groups.${id}`,
        items: registro
            .map((entrada, indice) => ({ entrada, indice }))
            .filter(({ entrada }) => entrada.grupo === id)
            .sort((a, b) => (a.entrada.orden ?? Number.POSITIVE_INFINITY) - (b.entrada.orden ?? Number.POSITIVE_INFINITY) || a.indice - b.indice)
            .map(({ entrada }) => ({ to: rutaDe(entrada), label: `resources.${entrada.name}.menu`, icon: entrada.icon })),
    }));

export const MENU: MenuGroup[] = menuDe(RECURSOS);

/**
 * The sidebar's item for a location: the one whose address is its longest prefix at a segment
 * boundary ('/reportes/impuestos' is Impuestos', not Reportes'; '/' only for '/' itself).
 */
export const paginaActual = (pathname: string, menu: readonly MenuGroup[] = MENU): string | undefined =>
    menu
        .flatMap((g) => g.items.map((i) => i.to))
        .filter((to) => (to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`)))
        .sort((a, b) => b.length - a.length)[0];
