import { z } from 'zod';
import { UNIDADES } from './etiquetasDeUnidad.js';

/** Fewer than this many units is "bajo stock" on the dashboard (spec §9). */
export const UMBRAL_BAJO_STOCK = 5;
/** At most this many low-stock rows: the lowest first, so a big catalogue stays one screen. */
export const MAXIMO_BAJO_STOCK = 50;
/** The top products' window in the company's local days, today included, and its size (spec §9). */
export const DIAS_TOP_PRODUCTOS = 30;
export const CANTIDAD_TOP_PRODUCTOS = 5;
/** The sales chart's window in the company's local days, today the last (beyond the spec). */
export const DIAS_GRAFICA_VENTAS = 30;

export const DASHBOARD_MENSAJES = {
    error: 'Error al obtener los KPIs del dashboard.',
} as const;

/** The dashboard KPIs exactly as spec §3 names them. */
export const dashboardSchema = z.object({
    /** ventas_hoy − devoluciones_hoy, two decimals (CONVENTIONS §1, Dashboard). */
    ingresos_hoy: z.string(),
    transacciones_hoy: z.number(),
    /** ventas_hoy / transacciones_hoy (gross, not net), '0.00' with no sales. */
    ticket_promedio_hoy: z.string(),
    /** Beyond the spec: sum of today's sale totals (Completada and Con Devolución), two decimals. */
    ventas_hoy: z.string(),
    /** Beyond the spec: today's refunds, the day's 'Devoluciones' egresos of the ledger (every credit note posts one). */
    devoluciones_hoy: z.string(),
    /** Products (templates) by units sold in the last 30 local days, net of returns. */
    // Each with its product's unit (issue 33): '12 uds.' or '3.500 kg'.
    top_5_productos: z.array(z.object({ nombre_producto: z.string(), cantidad_vendida: z.number(), unidad: z.enum(UNIDADES) })),
    /** Variants with fewer than 5 units, lowest first. */
    productos_bajo_stock: z.array(
        z.object({ id_producto: z.number(), nombre_producto: z.string(), sku: z.string(), stock_actual: z.number(), unidad: z.enum(UNIDADES) }),
    ),
    /**
     * Beyond the spec: the last 30 local days, oldest first and today last, every day present
     * (a day without sales is zeros). Counts the same sales as ventas_hoy (gross: refunds are not taken off).
     */
    ventas_30_dias: z.array(z.object({ dia: z.string(), total: z.string(), transacciones: z.number() })),
});
export type DashboardKpis = z.infer<typeof dashboardSchema>;
export type VentasDelDia = DashboardKpis['ventas_30_dias'][number];
