/** The compras resource's permissions, labelled as the roles screen shows them, in its area (contracts/permisos.ts). */
export const PERMISOS_DE_COMPRAS = {
    area: 'Compras',
    permisos: {
        'compras:leer': 'Consultar órdenes de compra',
        'compras:escribir': 'Crear órdenes de compra',
        'compras:recibir': 'Recibir órdenes de compra',
    },
} as const;
