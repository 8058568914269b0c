import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import { RECURSOS } from '../recursos';
import { categorias } from '../catalogo/categorias';
import { clientes } from '../ventas/clientes';
import { compras } from '../inventario/compras';
import { productos } from '../catalogo/productos';
import { proveedores } from '../inventario/proveedores';
import type { GrupoMenu, Recurso } from '../common/recurso';
import { roles } from '../administracion/roles';
import { usuarios } from '../administracion/usuarios';
import { ventas } from '../ventas/historial';

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
 * Each group's items, then the registry's screens (src/recursos.ts) that name the group
 * and are not already placed: a new resource joins the sidebar from its own folder.
 */
export const conRecursos = (grupos: MenuGroup[], recursos: readonly Recurso[]): MenuGroup[] =>
    grupos.map((g) => ({
        ...g,
        items: [
            ...g.items,
            ...recursos
                .filter((r) => r.grupo === g.id && !g.items.some((i) => i.to === `/${r.name}`))
                .map((r) => ({ to: `/${r.name}`, label: `resources.${r.name}.menu`, icon: r.icon })),
        ],
    }));

/**
 * The sidebar of spec §2, in its order. Every entry shows for every user: the client checks
 * no permission (spec §6). Resources bring their own icon.
 */
export const MENU: MenuGroup[] = conRecursos([
    {
        id: 'operaciones',
        title: 'app.menu.groups.operaciones',
        items: [
            { to: '/', label: 'app.menu.dashboard', icon: DashboardIcon },
            { to: '/pos', label: 'app.menu.pos', icon: PointOfSaleIcon },
            { to: '/ventas', label: 'app.menu.ventas', icon: ventas.icon },
            { to: '/compras', label: 'app.menu.compras', icon: compras.icon },
        ],
    },
    {
        id: 'gestion',
        title: 'app.menu.groups.gestion',
        items: [
            { to: '/productos', label: 'app.menu.productos', icon: productos.icon },
            { to: '/categorias', label: 'resources.categorias.menu', icon: categorias.icon },
            { to: '/clientes', label: 'app.menu.clientes', icon: clientes.icon },
            { to: '/proveedores', label: 'app.menu.proveedores', icon: proveedores.icon },
            { to: '/inventario', label: 'app.menu.inventario', icon: WarehouseIcon },
            { to: '/contabilidad', label: 'app.menu.contabilidad', icon: AccountBalanceIcon },
        ],
    },
    {
        id: 'configuracion',
        title: 'app.menu.groups.configuracion',
        items: [
            { to: '/roles', label: 'app.menu.roles', icon: roles.icon },
            { to: '/usuarios', label: 'app.menu.usuarios', icon: usuarios.icon },
        ],
    },
], RECURSOS);
