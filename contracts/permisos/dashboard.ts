/** The dashboard resource's permissions, labelled as the roles screen shows them, in its area (contracts/permisos.ts). */
export const PERMISOS_DEL_PANEL = {
    area: 'Panel',
    permisos: {
        'dashboard:leer': 'Ver el panel de indicadores',
    },
} as const;
