import { PERMISOS_DE_CAJA } from './permisos/caja.js';
import { PERMISOS_DE_CLIENTES } from './permisos/clientes.js';
import { PERMISOS_DE_COMPRAS } from './permisos/compras.js';
import { PERMISOS_DE_CONFIGURACION } from './permisos/configuracion.js';
import { PERMISOS_DE_CONTABILIDAD } from './permisos/contabilidad.js';
import { PERMISOS_DEL_PANEL } from './permisos/dashboard.js';
import { PERMISOS_DE_INVENTARIO } from './permisos/inventario.js';
import { PERMISOS_DEL_CATALOGO } from './permisos/productos.js';
import { PERMISOS_DE_REPORTES } from './permisos/reportes.js';
import { PERMISOS_DE_ROLES } from './permisos/roles.js';
import { PERMISOS_DE_USUARIOS } from './permisos/usuarios.js';
import { PERMISOS_DE_VENTAS } from './permisos/ventas.js';

/**
 * What a resource declares in a file of its own, `contracts/permisos/<recurso>.ts`: its
 * permissions, `recurso:accion` (CONVENTIONS §1), each with the Spanish label the roles screen
 * shows, and the area of that screen's grid they join. Not in the resource's contract: the roles
 * screen downloads every declaration, and with them every contract's schemas would come too
 * (measured: +8 kB brotli, past the roles page's budget). Written `as const`, importing nothing.
 */
export interface DeclaracionDePermisos {
    area: string;
    permisos: Readonly<Record<`${string}:${string}`, string>>;
}

/**
 * The declarations the catalogue is composed of, in the roles screen's order: a new resource
 * with permissions of its own adds its declaration here, one line. Its permissions go in the grid
 * under their area (an area already listed takes them after its own), and the Administrador holds
 * them at once.
 */
export const DECLARACIONES = [
    PERMISOS_DEL_PANEL,
    PERMISOS_DE_VENTAS,
    PERMISOS_DE_CAJA,
    PERMISOS_DEL_CATALOGO,
    PERMISOS_DE_INVENTARIO,
    PERMISOS_DE_COMPRAS,
    PERMISOS_DE_CONTABILIDAD,
    PERMISOS_DE_REPORTES,
    PERMISOS_DE_CLIENTES,
    PERMISOS_DE_ROLES,
    PERMISOS_DE_USUARIOS,
    PERMISOS_DE_CONFIGURACION,
] as const satisfies readonly DeclaracionDePermisos[];

type PermisosDe<D> = D extends { permisos: infer P } ? Extract<keyof P, string> : never;

/**
 * The catalogue of some declarations: the permissions in the grid's order, their labels, the
 * grid's areas (each declared area once, in the order first named) and the membership test. A
 * permission declared twice is a programming error, refused when the module loads.
 */
export function catalogo<const D extends readonly DeclaracionDePermisos[]>(declaraciones: D) {
    type P = PermisosDe<D[number]>;
    const etiquetas = new Map<P, string>();
    const grupos: { area: string; permisos: P[] }[] = [];
    for (const { area, permisos } of declaraciones) {
        let grupo = grupos.find((g) => g.area === area);
        if (!grupo) grupos.push((grupo = { area, permisos: [] }));
        for (const [permiso, etiqueta] of Object.entries(permisos) as [P, string][]) {
            if (etiquetas.has(permiso)) throw new Error(`El permiso ${permiso} está declarado dos veces.`);
            etiquetas.set(permiso, etiqueta);
            grupo.permisos.push(permiso);
        }
    }
    const todos: readonly P[] = grupos.flatMap((g) => g.permisos);
    return {
        PERMISOS: todos,
        /** Spanish label of each permission, as the roles screen shows it. */
        PERMISO_ETIQUETAS: Object.fromEntries(etiquetas) as Record<P, string>,
        /** The roles screen's checkbox grid: each area with its permissions, every permission exactly once. */
        PERMISO_GRUPOS: grupos as readonly { area: string; permisos: readonly P[] }[],
        esPermiso: (valor: string): valor is P => etiquetas.has(valor as P),
    };
}

export type Permiso = PermisosDe<(typeof DECLARACIONES)[number]>;

/** The permission catalogue (CONVENTIONS §1): the server enforces these, the roles screen offers them. */
export const { PERMISOS, PERMISO_ETIQUETAS, PERMISO_GRUPOS, esPermiso } = catalogo(DECLARACIONES);

export const ROL_ADMINISTRADOR = 'Administrador';

/** What a company must always keep in one active user: the power to fix its own roles and users. */
export const PERMISOS_DE_ADMINISTRACION = ['roles:administrar', 'usuarios:administrar'] as const satisfies readonly Permiso[];

export { PERMISOS_QUE_VEN_COSTOS, veCostos } from './permisos/costos.js';
