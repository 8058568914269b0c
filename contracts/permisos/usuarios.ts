/** The usuarios resource's permissions, labelled as the roles screen shows them, in its area (contracts/permisos.ts). */
export const PERMISOS_DE_USUARIOS = {
    area: 'Administración',
    permisos: {
        'usuarios:administrar': 'Administrar usuarios',
    },
} as const;
