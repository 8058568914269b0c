import { z } from 'zod';
import { optionalText, requiredText } from './common.js';
import { diaFiltro, diaOInstanteFiltro } from './fechas.js';
import { listContract } from './lists.js';
import { enPesos, moneyInput } from './money.js';

export const TIPOS_MOVIMIENTO = ['ingreso', 'egreso'] as const;
export type TipoMovimiento = (typeof TIPOS_MOVIMIENTO)[number];

/**
 * The documents that post themselves to the ledger (CONVENTIONS §1, Ledger): sales, credit notes
 * and received orders their totals; a cash session its gastos and its close's sobrante or faltante.
 */
export const TIPOS_ORIGEN = ['venta', 'nota_credito', 'compra', 'sesion_caja', 'cliente'] as const;
export type TipoOrigen = (typeof TIPOS_ORIGEN)[number];

/** Largest amount a movement may carry (cents), far inside the bigint column and a double's exact range. */
export const MONTO_MAXIMO = 99_999_999_999;

export const CONTABILIDAD_MENSAJES = {
    tipo: "El tipo debe ser 'ingreso' o 'egreso'.",
    montoInvalido: 'El monto debe ser un número con hasta dos decimales.',
    montoObligatorio: 'El monto es obligatorio.',
    montoPositivo: 'El monto debe ser mayor que cero.',
    montoMaximo: `El monto no puede superar ${enPesos(MONTO_MAXIMO)}.`,
    conceptoObligatorio: 'El concepto es obligatorio.',
    noEncontrado: 'Movimiento contable no encontrado.',
    fecha: 'La fecha debe tener el formato AAAA-MM-DD.',
    /** A manual movement's own date (POST, PUT): a day of the shop or an instant. */
    fechaMovimiento: 'La fecha debe tener el formato AAAA-MM-DD o ser una fecha y hora ISO 8601.',
    fechaFutura: 'La fecha del movimiento no puede ser posterior a hoy.',
    /** 409 on PUT/DELETE of an automatic posting; `documento` is e.g. 'Venta #12'. */
    automaticoNoEditable: (documento: string) =>
        `El movimiento fue generado automáticamente por ${documento} y no se puede editar.`,
    automaticoNoEliminable: (documento: string) =>
        `El movimiento fue generado automáticamente por ${documento} y no se puede eliminar.`,
} as const;

/** How a document is named in concepts and messages: 'Venta #12', 'Nota de crédito #3', 'Orden de compra #7'. */
export function nombreDelDocumento(origen: { tipo: TipoOrigen; id: number }): string {
    const nombres: Record<TipoOrigen, string> = { venta: 'Venta', nota_credito: 'Nota de crédito', compra: 'Orden de compra', sesion_caja: 'Sesión de caja', cliente: 'Cuenta del cliente' };
    return `${nombres[origen.tipo]} #${origen.id}`;
}

const tipo = z.enum(TIPOS_MOVIMIENTO, { error: CONTABILIDAD_MENSAJES.tipo });

/**
 * POST and PUT body (spec §3, §5): monto > 0 in cents, concepto required. Beyond the spec, `fecha`:
 * the movement's day in the shop's zone ('YYYY-MM-DD') or an instant, never after today (the
 * server refuses a later one, knowing the shop's day); left out, now on a POST and unchanged on a PUT.
 */
export const movimientoInput = z.object({
    tipo,
    monto: moneyInput({
        invalid: CONTABILIDAD_MENSAJES.montoInvalido,
        maximo: CONTABILIDAD_MENSAJES.montoMaximo,
        vacio: CONTABILIDAD_MENSAJES.montoObligatorio,
        rule: (cents) => cents > 0,
        ruleMessage: CONTABILIDAD_MENSAJES.montoPositivo,
    }).pipe(z.number().max(MONTO_MAXIMO, CONTABILIDAD_MENSAJES.montoMaximo)),
    concepto: requiredText(CONTABILIDAD_MENSAJES.conceptoObligatorio),
    categoria: optionalText(100),
    descripcion: optionalText(1000, { multilinea: true }),
    fecha: diaOInstanteFiltro(CONTABILIDAD_MENSAJES.fechaMovimiento).optional(),
});
export type MovimientoInput = z.infer<typeof movimientoInput>;

export const origenSchema = z.object({ tipo: z.enum(TIPOS_ORIGEN), id: z.number() });
export type Origen = z.infer<typeof origenSchema>;
/** A document whose total is its posting (a cash session posts amounts of its own instead). */
export type OrigenDeDocumento = Origen & { tipo: Exclude<TipoOrigen, 'sesion_caja' | 'cliente'> };

/**
 * A posting's document as answered. A credit note's also names its sale (`venta_id`): a credit
 * note has no screen of its own, the ledger links it to the detail of the sale it refunds.
 */
export const origenRespuestaSchema = origenSchema.extend({ venta_id: z.number().optional() });
export type OrigenRespuesta = z.infer<typeof origenRespuestaSchema>;

/** A ledger movement as answered: money as a two-decimal string, `origen` null for a manual one. */
export const movimientoSchema = z.object({
    id: z.number(),
    tipo: tipo,
    concepto: z.string(),
    monto: z.string(),
    categoria: z.string().nullable(),
    descripcion: z.string().nullable(),
    fecha: z.string(),
    origen: origenRespuestaSchema.nullable(),
});
export type Movimiento = z.infer<typeof movimientoSchema>;

const dia = diaFiltro(CONTABILIDAD_MENSAJES.fecha);

/**
 * The ledger (spec §7: skip/limit, 100 by default): newest first; filters by tipo, categoría
 * (exact text) and a range of the company's local days, both ends included.
 */
export const movimientosLista = listContract({
    sort: ['fecha', 'id'],
    defaultOrder: 'DESC',
    filters: {
        tipo: tipo.optional(),
        // Like every text the API takes: no control characters (PostgreSQL refuses a NUL with a 500).
        categoria: requiredText('La categoría a filtrar no puede estar vacía.', { max: 100 }).optional(),
        fecha_desde: dia.optional(),
        fecha_hasta: dia.optional(),
    },
});

export const resumenSchema = z.object({
    total_ingresos: z.string(),
    total_egresos: z.string(),
    balance: z.string(),
});
export type ResumenContable = z.infer<typeof resumenSchema>;
