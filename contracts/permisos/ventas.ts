/** The ventas resource's permissions, labelled as the roles screen shows them, in its area (contracts/permisos.ts). */
export const PERMISOS_DE_VENTAS = {
    area: 'Ventas',
    permisos: {
        'ventas:crear': 'Registrar ventas en el punto de venta',
        'ventas:leer': 'Consultar el historial de ventas',
        'devoluciones:crear': 'Procesar devoluciones',
        'ventas:cancelar': 'Cancelar ventas',
        'ventas:descontar': 'Aplicar descuentos en la venta',
        'ventas:descontar_sin_limite': 'Aplicar descuentos sin límite',
    },
} as const;
