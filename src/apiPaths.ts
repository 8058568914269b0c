/**
 * Where a react-admin resource lives under /api/v1 (spec §7, CONVENTIONS §1) when that is not its
 * own name. A resource missing here is served at its name (`categorias` → /api/v1/categorias), so
 * a new list resource needs no entry.
 */
export const API_V1 = '/api/v1';

const API_PATHS: Record<string, string> = {
    productos: 'productos/plantillas',
    movimientos: 'contabilidad/movimientos',
    caja: 'caja/sesiones',
    // The roles the user form may assign, under usuarios:administrar (the roles list needs roles:administrar).
    roles_asignables: 'usuarios/roles',
};

/** `productos` → `productos/plantillas`; `clientes` → `clientes`. */
export const apiPath = (resource: string): string => API_PATHS[resource] ?? resource;
