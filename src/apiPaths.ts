/**
 * Where each react-admin resource lives on the API (spec §7, CONVENTIONS §1). The one table to
 * edit when a resource is added. `itemSlash` follows how the spec writes the item URLs (the server
 * accepts both); `searchParam` is the server's name for react-admin's full-text filter `q`.
 */
interface ApiResource {
    path: string;
    itemSlash: boolean;
    searchParam?: string;
}

export const API_V1 = '/api/v1';

const API_RESOURCES: Record<string, ApiResource> = {
    productos: { path: 'productos/plantillas', itemSlash: true, searchParam: 'search' },
    categorias: { path: 'categorias', itemSlash: true, searchParam: 'termino' },
    proveedores: { path: 'proveedores', itemSlash: true, searchParam: 'termino' },
    clientes: { path: 'clientes', itemSlash: false, searchParam: 'termino' },
    compras: { path: 'compras', itemSlash: true },
    ventas: { path: 'ventas', itemSlash: false },
    movimientos: { path: 'contabilidad/movimientos', itemSlash: false },
    roles: { path: 'roles', itemSlash: false },
    usuarios: { path: 'usuarios', itemSlash: false },
};

const apiResource = (resource: string): ApiResource =>
    API_RESOURCES[resource] ?? { path: resource, itemSlash: false };

/** `/api/v1/productos/plantillas/` */
export const collectionUrl = (resource: string): string => `${API_V1}/${apiResource(resource).path}/`;

/** `/api/v1/categorias/3/`, `/api/v1/ventas/7` */
export const itemUrl = (resource: string, id: string | number): string => {
    const { path, itemSlash } = apiResource(resource);
    return `${API_V1}/${path}/${encodeURIComponent(String(id))}${itemSlash ? '/' : ''}`;
};

/** The query parameter the server searches with, `q` when it has none of its own. */
export const searchParamOf = (resource: string): string => apiResource(resource).searchParam ?? 'q';
