/** The productos resource's permissions, labelled as the roles screen shows them, in its area (contracts/permisos.ts). Categories and suppliers use them too. */
export const PERMISOS_DEL_CATALOGO = {
    area: 'Catálogo',
    permisos: {
        'productos:leer': 'Consultar productos, categorías y proveedores',
        'productos:escribir': 'Crear, editar y eliminar productos, categorías y proveedores',
    },
} as const;
