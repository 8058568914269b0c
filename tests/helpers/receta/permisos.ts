/** The scratch resource's permissions (ARCHITECTURE, "Adding a resource": contracts/permisos/<recurso>.ts). */
export const PERMISOS_DE_MUESTRAS = {
    area: 'Receta de prueba',
    permisos: {
        'muestras_de_receta:leer': 'Consultar las muestras de la receta',
        'muestras_de_receta:escribir': 'Crear, editar y eliminar muestras de la receta',
    },
} as const;
