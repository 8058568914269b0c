/** The roles resource's permission, labelled as the roles screen shows it, in its area (contracts/permisos.ts): the catalogue is what it administers. */
export const PERMISOS_DE_ROLES = {
    area: 'Administración',
    permisos: {
        'roles:administrar': 'Administrar roles y permisos',
    },
} as const;
