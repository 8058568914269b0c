/** The company settings' and audit log's permissions, labelled as the roles screen shows them, in its area (contracts/permisos.ts). */
export const PERMISOS_DE_CONFIGURACION = {
    area: 'Administración',
    permisos: {
        'configuracion:administrar': 'Modificar la configuración de la empresa',
        'bitacora:leer': 'Consultar la bitácora',
    },
} as const;
