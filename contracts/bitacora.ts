/*
 * The audit log (bitácora, CONVENTIONS §6): who did what and when, with the values before and
 * after. Append-only: written in the change's own transaction (server/modules/bitacora), never
 * updated or deleted (the database refuses both). Each kind with the Spanish label its screen shows.
 */
export const TIPOS_BITACORA = {
    'caja.apertura': 'Apertura de caja',
    'caja.movimiento': 'Movimiento de efectivo',
    'caja.cierre': 'Cierre de caja',
    'venta.cancelacion': 'Venta cancelada',
    devolucion: 'Devolución',
    'inventario.ajuste': 'Ajuste de inventario',
    'producto.precio': 'Cambio de precio',
    'rol.permisos': 'Permisos de rol',
    'usuario.alta': 'Usuario creado',
    'usuario.baja': 'Usuario desactivado',
    'usuario.contrasena': 'Contraseña cambiada',
    'empresa.ajustes': 'Configuración de la empresa',
} as const;

export type TipoBitacora = keyof typeof TIPOS_BITACORA;

export const TIPOS_DE_BITACORA = Object.keys(TIPOS_BITACORA) as TipoBitacora[];

/** The document an entry is about: its kind (a table's singular name: 'venta', 'sesion_caja', 'producto'…) and id. */
export interface Entidad {
    entidad: string;
    entidadId: number | null;
}
