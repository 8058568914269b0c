import { z } from 'zod';
import { diaFiltro } from './fechas.js';
import { listContract, queryId } from './lists.js';

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
    'venta.descuento': 'Venta con descuento',
    devolucion: 'Devolución',
    'inventario.ajuste': 'Ajuste de inventario',
    'producto.precio': 'Cambio de precio',
    'producto.impuestos': 'Cambio de impuestos',
    'producto.importacion': 'Importación de catálogo',
    'rol.permisos': 'Permisos de rol',
    'usuario.alta': 'Usuario creado',
    'usuario.baja': 'Usuario desactivado',
    'usuario.reactivacion': 'Usuario reactivado',
    'usuario.rol': 'Cambio de rol de usuario',
    'usuario.contrasena': 'Contraseña cambiada',
    'empresa.ajustes': 'Configuración de la empresa',
    'cliente.ajuste': 'Ajuste de cuenta de cliente',
    'cliente.credito': 'Cambio de crédito de cliente',
} as const;

export type TipoBitacora = keyof typeof TIPOS_BITACORA;

export const TIPOS_DE_BITACORA = Object.keys(TIPOS_BITACORA) as TipoBitacora[];

/** The document an entry is about: its kind (a table's singular name: 'venta', 'sesion_caja', 'producto'…) and id. */
export interface Entidad {
    entidad: string;
    entidadId: number | null;
}

export const BITACORA_MENSAJES = {
    noEncontrada: 'Entrada de bitácora no encontrada.',
    tipo: `El tipo debe ser uno de: ${TIPOS_DE_BITACORA.join(', ')}.`,
    fecha: 'La fecha debe tener el formato AAAA-MM-DD.',
} as const;

/**
 * One entry as GET /api/v1/bitacora/ answers it: when (ISO 8601 UTC), who (their login and full
 * name; null for the system, or a user since gone), what kind (with its Spanish label), which
 * document, and the values before and after as JSON (null where nothing stood, or stands).
 */
export const bitacoraSchema = z.object({
    id: z.number(),
    fecha: z.string(),
    usuario_id: z.number().nullable(),
    usuario: z.string().nullable(),
    nombre: z.string().nullable(),
    tipo: z.enum(TIPOS_DE_BITACORA as [TipoBitacora, ...TipoBitacora[]]),
    tipo_etiqueta: z.string().optional(),
    entidad: z.string(),
    entidad_id: z.number().nullable(),
    antes: z.unknown(),
    despues: z.unknown(),
});
export type EntradaBitacora = z.infer<typeof bitacoraSchema>;

/** The log's pages (spec §7's skip/limit): 100 by default. */
export const BITACORA_LIMITE = 100;

/**
 * The log's list: newest first (fecha, then id); filters by user, kind and a range of the
 * company's local days, both ends included. Each filter is served by an index of the table
 * (empresa_id[, usuario_id | tipo], fecha, id), which also gives the order.
 */
export const bitacoraLista = listContract({
    sort: ['fecha', 'id'],
    defaultOrder: 'DESC',
    filters: {
        usuario_id: queryId.optional(),
        tipo: z.enum(TIPOS_DE_BITACORA as [TipoBitacora, ...TipoBitacora[]], { error: BITACORA_MENSAJES.tipo }).optional(),
        fecha_desde: diaFiltro(BITACORA_MENSAJES.fecha).optional(),
        fecha_hasta: diaFiltro(BITACORA_MENSAJES.fecha).optional(),
    },
});
