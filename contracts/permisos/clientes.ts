/** The clientes resource's permissions, labelled as the roles screen shows them, in its area (contracts/permisos.ts). */
export const PERMISOS_DE_CLIENTES = {
    area: 'Clientes',
    permisos: {
        'clientes:leer': 'Consultar clientes',
        'clientes:escribir': 'Crear, editar y eliminar clientes',
        'clientes:credito': 'Dar crédito a clientes (límite y días) y ajustar sus saldos y puntos',
    },
} as const;
