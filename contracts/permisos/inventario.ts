/** The inventario resource's permissions, labelled as the roles screen shows them, in its area (contracts/permisos.ts). */
export const PERMISOS_DE_INVENTARIO = {
    area: 'Inventario',
    permisos: {
        'inventario:ajustar': 'Ajustar el stock',
    },
} as const;
