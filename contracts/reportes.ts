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
