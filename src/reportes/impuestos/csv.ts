import type { CsvColumn } from '../../../contracts/csv';
import { CAMPOS_REPORTE_IMPUESTOS as C, FILA_DE_TOTALES } from './encabezados';
import { etiquetaDeImpuesto } from '../../../contracts/etiquetasDeImpuestos';
import type { FilaImpuesto, ReporteImpuestos } from '../../../contracts/reportes';
import { millonesimas } from './periodo';

/** A row of the table and of impuestos.csv: its label ('IVA 16 %', 'Exento', 'Total') and its amounts. */
export type Renglon = Omit<FilaImpuesto, 'impuesto' | 'tipo_factor' | 'tasa'> & { etiqueta: string };

/** The report's rows as the screen shows them, its totals last. */
export const renglonesDe = (reporte: ReporteImpuestos): { filas: Renglon[]; total: Renglon } => ({
    filas: reporte.impuestos.map(({ impuesto, tipo_factor, tasa, ...importes }) => ({
        etiqueta: etiquetaDeImpuesto(impuesto, tipo_factor, tasa === null ? null : millonesimas(tasa)),
        ...importes,
    })),
    total: {
        etiqueta: FILA_DE_TOTALES,
        base_ventas: reporte.totales.base_ventas,
        importe_ventas: reporte.totales.importe_ventas,
        base_devoluciones: reporte.totales.base_devoluciones,
        importe_devoluciones: reporte.totales.importe_devoluciones,
        base_neta: reporte.totales.base_neta,
        importe_neto: reporte.totales.importe_neto,
    },
});

/**
 * impuestos.csv, written in the browser from the rows on screen (a handful: one per tax and rate,
 * then the totals): the table's columns, amounts as the API's decimal strings so a spreadsheet
 * reads numbers.
 */
export const IMPUESTOS_CSV: CsvColumn<Renglon>[] = [
    { header: C.impuesto, value: (r) => r.etiqueta },
    { header: C.base_ventas, value: (r) => r.base_ventas },
    { header: C.importe_ventas, value: (r) => r.importe_ventas },
    { header: C.base_devoluciones, value: (r) => r.base_devoluciones },
    { header: C.importe_devoluciones, value: (r) => r.importe_devoluciones },
    { header: C.base_neta, value: (r) => r.base_neta },
    { header: C.importe_neto, value: (r) => r.importe_neto },
];
