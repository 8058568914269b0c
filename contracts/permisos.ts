/**
 * The permission catalogue (CONVENTIONS §1). The server enforces these; the roles screen offers
 * them. Adding a capability that needs a new permission means adding it here, nowhere else.
 */
export const PERMISOS = [
    'dashboard:leer',
    'ventas:crear',
    'ventas:leer',
    'devoluciones:crear',
    'productos:leer',
    'productos:escribir',
    'inventario:ajustar',
    'compras:leer',
    'compras:escribir',
    'compras:recibir',
    'contabilidad:leer',
    'contabilidad:escribir',
    'clientes:leer',
    'clientes:escribir',
    'roles:administrar',
    'usuarios:administrar',
] as const;

export type Permiso = (typeof PERMISOS)[number];

export const ROL_ADMINISTRADOR = 'Administrador';
