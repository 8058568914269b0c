import { z } from 'zod';
import { diaFiltro } from './fechas.js';
import { MSG_DESCONOCIDO } from './lists.js';

/*
 * The reports (CONVENTIONS §6, Reports): a range of the company's local days, `desde` and
 * `hasta`, both included, read from the daily counters so a report answers in the same time at a
 * million sales as at ten thousand.
 */

export const REPORTE_MENSAJES = {
    fecha: 'La fecha debe tener el formato AAAA-MM-DD.',
    faltaDesde: 'Indique la fecha inicial del periodo (desde), con el formato AAAA-MM-DD.',
    faltaHasta: 'Indique la fecha final del periodo (hasta), con el formato AAAA-MM-DD.',
    rango: 'La fecha final (hasta) no puede ser anterior a la inicial (desde).',
} as const;

const dia = (falta: string) =>
    // A missing day names which end is missing; anything else that is no day, the format.
    z.string({ error: (issue) => (issue.input === undefined ? falta : REPORTE_MENSAJES.fecha) }).pipe(diaFiltro(REPORTE_MENSAJES.fecha));

/** `?desde=YYYY-MM-DD&hasta=YYYY-MM-DD`: both required, desde ≤ hasta (a 422 at `hasta` otherwise), nothing else. */
export const periodoQuery = z
    .strictObject(
        { desde: dia(REPORTE_MENSAJES.faltaDesde), hasta: dia(REPORTE_MENSAJES.faltaHasta) },
        { error: (issue) => (issue.code === 'unrecognized_keys' ? `${MSG_DESCONOCIDO} (${issue.keys.join(', ')})` : undefined) },
    )
    .refine((p) => p.desde <= p.hasta, { path: ['hasta'], message: REPORTE_MENSAJES.rango });
export type Periodo = z.infer<typeof periodoQuery>;

/**
 * One tax at one rate over the period (CFDI 4.0's names): the sales' base and tax (each sale on
 * its local day, voided sales out), the returns' (each credit note on its own day) and the net,
 * ventas − devoluciones. IVA's base includes the IEPS, as SAT charges it; `tasa` is null when exempt.
 */
export const filaImpuestoSchema = z.object({
    impuesto: z.enum(['IVA', 'IEPS']),
    tipo_factor: z.enum(['Tasa', 'Exento']),
    tasa: z.string().nullable().describe('La tasa con seis decimales ("0.160000"); null cuando es exento.'),
    base_ventas: z.string(),
    importe_ventas: z.string(),
    base_devoluciones: z.string(),
    importe_devoluciones: z.string(),
    base_neta: z.string(),
    importe_neto: z.string(),
});
export type FilaImpuesto = z.infer<typeof filaImpuestoSchema>;

/**
 * The period's totals. A line's IVA base already holds its IEPS, so the rows' bases do not add
 * up: here `base_*` is what the lines are worth without any tax, `importe_*` every tax (IVA and
 * IEPS), and `total_*` their sum, the documents' own totals: the sales history's of those days and
 * its credit notes'.
 */
export const totalesImpuestosSchema = z.object({
    base_ventas: z.string(),
    importe_ventas: z.string(),
    total_ventas: z.string(),
    base_devoluciones: z.string(),
    importe_devoluciones: z.string(),
    total_devoluciones: z.string(),
    base_neta: z.string(),
    importe_neto: z.string(),
    total_neto: z.string(),
});
export type TotalesImpuestos = z.infer<typeof totalesImpuestosSchema>;

/** GET /api/v1/reportes/impuestos: one row per tax and rate with any movement, IVA first (higher rate first, exempt last), then IEPS. */
export const reporteImpuestosSchema = z.object({
    desde: z.string(),
    hasta: z.string(),
    impuestos: z.array(filaImpuestoSchema),
    totales: totalesImpuestosSchema,
});
export type ReporteImpuestos = z.infer<typeof reporteImpuestosSchema>;

/*
 * The sales report (issue 35), GET /api/v1/reportes/ventas: the period's sales grouped one way,
 * read from the daily counters (server/modules/contadores). Every figure is the documents' own:
 * a sale counts on its local day, a voided sale nowhere, a return on its credit note's own local
 * day (`devoluciones`), and `neto` = total − devoluciones.
 */

/** How the rows are grouped. */
export const AGRUPACIONES_VENTAS = ['dia', 'semana', 'mes', 'producto', 'categoria', 'vendedor', 'metodo_pago', 'hora'] as const;
export type AgrupacionVentas = (typeof AGRUPACIONES_VENTAS)[number];

export const REPORTE_VENTAS_MENSAJES = {
    agrupar: `Indique cómo agrupar el reporte (agrupar): ${AGRUPACIONES_VENTAS.join(', ')}.`,
    categoria: 'La categoría (categoria_id) debe ser un número entero positivo.',
    usuario: 'El vendedor (usuario_id) debe ser un número entero positivo.',
    categoriaNoAplica: 'El filtro por categoría no aplica a los pagos ni a las horas: un ticket se paga y se cobra entero, no por categoría.',
} as const;

const idFiltro = (mensaje: string) =>
    z
        .string({ error: mensaje })
        .regex(/^[1-9]\d{0,9}$/, mensaje)
        .transform(Number)
        .pipe(z.number().int(mensaje).max(2_147_483_647, mensaje));

/**
 * `?agrupar=…&desde=YYYY-MM-DD&hasta=YYYY-MM-DD[&categoria_id=N][&usuario_id=N]`: the days are
 * the company's local ones, both included (desde ≤ hasta, a 422 at `hasta` otherwise).
 * `usuario_id` keeps the sales (and payments) registered by that cashier, and the credit notes
 * of those sales (a return counts under the seller of the sale it refunds, on the note's own day);
 * `categoria_id` keeps the lines sold under that category (a line's category is its product's
 * when it was sold, CONVENTIONS §6, Reports) and does not apply to `metodo_pago` or `hora` (a 422 at `categoria_id`). A category
 * or user of another company (or none) is no 404: the report is simply empty of it.
 */
export const reporteVentasQuery = z
    .strictObject(
        {
            agrupar: z.enum(AGRUPACIONES_VENTAS, { error: REPORTE_VENTAS_MENSAJES.agrupar }),
            desde: dia(REPORTE_MENSAJES.faltaDesde),
            hasta: dia(REPORTE_MENSAJES.faltaHasta),
            categoria_id: idFiltro(REPORTE_VENTAS_MENSAJES.categoria).optional(),
            usuario_id: idFiltro(REPORTE_VENTAS_MENSAJES.usuario).optional(),
        },
        { error: (issue) => (issue.code === 'unrecognized_keys' ? `${MSG_DESCONOCIDO} (${issue.keys.join(', ')})` : undefined) },
    )
    .refine((p) => p.desde <= p.hasta, { path: ['hasta'], message: REPORTE_MENSAJES.rango })
    .refine((p) => p.categoria_id === undefined || (p.agrupar !== 'metodo_pago' && p.agrupar !== 'hora'), {
        path: ['categoria_id'],
        message: REPORTE_VENTAS_MENSAJES.categoriaNoAplica,
    });
export type ReporteVentasQuery = z.infer<typeof reporteVentasQuery>;

/**
 * The figures of one group (and of the totals). Money is two-decimal strings; `unidades` real
 * units (1.25 kg is 1.25; contracts/unidades.ts), sold less returned, each on its own day.
 * `costo` (of the units sold, at the cost each line recorded when it was sold, less that of the
 * units returned), `utilidad` (neto − costo) and `margen` (utilidad / neto × 100, two decimals,
 * null when neto is 0) are ABSENT (not null) for a user who does not see costs: who holds neither
 * `reportes:utilidad` nor `compras:escribir` (contracts/permisos.ts veCostos, the one rule of costs).
 * With `metodo_pago` the money is payments (what each method took, change given back out, and
 * what was refunded through it: a credit note's cash under Efectivo, the rest under the method
 * its sale took the most through besides cash), and `unidades`, `costo`, `utilidad`, `margen` are
 * null: a payment carries no units nor cost.
 */
const cifrasVentas = {
    ventas: z
        .number()
        .int()
        .describe('Tickets: en producto, los que lo llevaron; en categoría (y con categoria_id), la suma de los de sus productos; en metodo_pago, los pagados (en parte) con él.'),
    unidades: z.number().nullable().describe('Unidades reales vendidas menos devueltas; null en metodo_pago.'),
    total: z.string().describe('Lo vendido (o cobrado, en metodo_pago), "1234.50".'),
    devoluciones: z.string().describe('Lo devuelto en notas de crédito del periodo, en el día de cada nota.'),
    neto: z.string().describe('total − devoluciones.'),
    ticket_promedio: z.string().describe('total / ventas, al centavo; "0.00" sin ventas.'),
    costo: z.string().nullable().optional().describe('Solo para quien ve costos (reportes:utilidad); null en metodo_pago.'),
    utilidad: z.string().nullable().optional().describe('neto − costo. Solo para quien ve costos (reportes:utilidad); null en metodo_pago.'),
    margen: z.string().nullable().optional().describe('utilidad / neto × 100 ("35.20"); null si neto es 0 o en metodo_pago. Solo para quien ve costos (reportes:utilidad).'),
};

/**
 * One group. `grupo` is its key and `etiqueta` its Spanish name:
 * - dia: 'YYYY-MM-DD'; semana: the Monday that starts the ISO week, 'YYYY-MM-DD' (the range's
 *   first and last weeks count only their days inside it); mes: 'YYYY-MM'. These three give every
 *   period of the range in order, with zeros where nothing moved (a chart's axis);
 * - producto: the product's id; categoria: the id of the category the lines were sold under, or
 *   'sin' for lines of products that had none;
 *   vendedor: the user's id; metodo_pago: the method's name ('Efectivo'). Only groups with any
 *   movement, by neto (metodo_pago: total) from highest;
 * - hora: 'd-h' with `dia_semana` d (1 Monday … 7 Sunday, ISO) and `hora` h (0–23) of the
 *   company's local clock (a credit note at its own weekday and hour): only the cells with any
 *   movement, by weekday and hour; a heat map fills the rest with zeros.
 */
export const filaVentasSchema = z.object({
    grupo: z.string(),
    etiqueta: z.string(),
    dia_semana: z.number().int().min(1).max(7).optional().describe('Solo en hora: 1 lunes … 7 domingo.'),
    hora: z.number().int().min(0).max(23).optional().describe('Solo en hora: la hora local, 0–23.'),
    ...cifrasVentas,
});
export type FilaVentas = z.infer<typeof filaVentasSchema>;

/** The rows' sums (`ventas` too, as the rows count them), with their own ticket_promedio and margen. */
export const totalesVentasSchema = z.object(cifrasVentas);
export type TotalesVentas = z.infer<typeof totalesVentasSchema>;

export const reporteVentasSchema = z.object({
    agrupar: z.enum(AGRUPACIONES_VENTAS),
    desde: z.string(),
    hasta: z.string(),
    filas: z.array(filaVentasSchema),
    totales: totalesVentasSchema,
});
export type ReporteVentas = z.infer<typeof reporteVentasSchema>;
