import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';
import type { Permiso } from '../../contracts/permisos';

/** The sidebar's groups (spec §2), in their order. */
export const GRUPOS_MENU = ['operaciones', 'gestion', 'configuracion'] as const;
export type GrupoMenu = (typeof GRUPOS_MENU)[number];

/**
 * What the first download knows of a screen's Spanish texts, served as `resources.<name>.*`
 * (src/i18n): `title` is its page title, `menu` its sidebar text and a resource's `name` names it
 * (react-admin's). The shell prints these before any screen opens; everything else the screen says
 * is in its folder's `textos.ts`, which comes with its own chunk (src/i18n/textosDePantallas.ts).
 */
export interface Textos {
    title: string;
    menu?: string;
}

/** What every entry of the registry (src/recursos.ts) says: its name, icon, texts and sidebar place. */
interface Pantalla {
    /** The resource's name (its API path and address) or the page's address, `/<name>`. */
    name: string;
    icon: SvgIconComponent;
    /** The sidebar group that lists it; none: not in the sidebar (reached by links). */
    grupo?: GrupoMenu;
    /** Its place in the group (spec §2's items are 10, 20, 30…); without one it follows them, in the registry's order. */
    orden?: number;
    /**
     * The permission each of its actions needs (react-admin's access control: `authProvider.canAccess`
     * answers from these and the session's permissions). `leer` opens the screen (the landing of a
     * role that opens nothing reads it); `create`, `edit`, `delete` and the screen's own workflows
     * (`ajustar`, `devolver`, `recibir`…) disable their buttons. An action not named is allowed, as
     * `list` and `show` always are: the server refuses a read with its own Spanish text (spec §6).
     */
    permisos?: Permisos;
}

/** A screen's actions and the permission each needs. */
export type Permisos = { leer?: Permiso } & Partial<Record<string, Permiso>>;

/** The usual pair: reading opens it, writing creates, edits and deletes. */
export const leerEscribir = (leer: Permiso, escribir: Permiso): Permisos => ({ leer, create: escribir, edit: escribir, delete: escribir });

/**
 * A screen built as one folder around a REST resource (ARCHITECTURE, "Adding a resource"): what
 * <Resource> takes, the pages of its records, its texts and its sidebar place.
 */
export interface Recurso extends Pantalla {
    list: ComponentType;
    /** A create page of its own; a list that serves its create dialog too gives itself (`/compras/create`). */
    create?: ComponentType;
    recordRepresentation?: string;
    /** The pages of its records, by their path under `/<name>/` (`':id'`: a sale's detail, `':id/ticket'`). */
    rutas?: Record<string, ComponentType>;
    textos: Textos & { name: string };
}

/** A page of its own at `/<name>/*` (the till, the inventory), or the home page at `/` (`inicio`: the dashboard). */
export interface Pagina extends Pantalla {
    pagina: ComponentType;
    inicio?: boolean;
    textos: Textos;
}

export type EntradaDelRegistro = Recurso | Pagina;

export const esPagina = (entrada: EntradaDelRegistro): entrada is Pagina => 'pagina' in entrada;

/** Where the sidebar leads for an entry. */
export const rutaDe = (entrada: EntradaDelRegistro): string => (esPagina(entrada) && entrada.inicio ? '/' : `/${entrada.name}`);
