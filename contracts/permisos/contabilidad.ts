/** The contabilidad resource's permissions, labelled as the roles screen shows them, in its area (contracts/permisos.ts). */
export const PERMISOS_DE_CONTABILIDAD = {
    area: 'Contabilidad',
    permisos: {
        'contabilidad:leer': 'Consultar la contabilidad',
        'contabilidad:escribir': 'Registrar y editar movimientos contables',
    },
} as const;
