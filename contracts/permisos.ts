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

/** Spanish label of each permission, as the roles screen shows it. */
export const PERMISO_ETIQUETAS: Record<Permiso, string> = {
    'dashboard:leer': 'Ver el panel de indicadores',
    'ventas:crear': 'Registrar ventas en el punto de venta',
    'ventas:leer': 'Consultar el historial de ventas',
    'devoluciones:crear': 'Procesar devoluciones',
    'productos:leer': 'Consultar productos, categorías y proveedores',
    'productos:escribir': 'Crear, editar y eliminar productos, categorías y proveedores',
    'inventario:ajustar': 'Ajustar el stock',
    'compras:leer': 'Consultar órdenes de compra',
    'compras:escribir': 'Crear órdenes de compra',
    'compras:recibir': 'Recibir órdenes de compra',
    'contabilidad:leer': 'Consultar la contabilidad',
    'contabilidad:escribir': 'Registrar y editar movimientos contables',
    'clientes:leer': 'Consultar clientes',
    'clientes:escribir': 'Crear, editar y eliminar clientes',
    'roles:administrar': 'Administrar roles y permisos',
    'usuarios:administrar': 'Administrar usuarios',
};

/** The roles screen's checkbox grid: each area with its permissions, every permission exactly once. */
export const PERMISO_GRUPOS: readonly { area: string; permisos: readonly Permiso[] }[] = [
    { area: 'Panel', permisos: ['dashboard:leer'] },
    { area: 'Ventas', permisos: ['ventas:crear', 'ventas:leer', 'devoluciones:crear'] },
    { area: 'Catálogo', permisos: ['productos:leer', 'productos:escribir'] },
    { area: 'Inventario', permisos: ['inventario:ajustar'] },
    { area: 'Compras', permisos: ['compras:leer', 'compras:escribir', 'compras:recibir'] },
    { area: 'Contabilidad', permisos: ['contabilidad:leer', 'contabilidad:escribir'] },
    { area: 'Clientes', permisos: ['clientes:leer', 'clientes:escribir'] },
    { area: 'Administración', permisos: ['roles:administrar', 'usuarios:administrar'] },
];

/** What a company must always keep in one active user: the power to fix its own roles and users. */
export const PERMISOS_DE_ADMINISTRACION = ['roles:administrar', 'usuarios:administrar'] as const satisfies readonly Permiso[];

export const esPermiso = (valor: string): valor is Permiso => (PERMISOS as readonly string[]).includes(valor);
