/*
 * The tax report's columns, which head impuestos.csv too (written by the screen, csv.ts), and its
 * totals row's label. Here rather than in contracts/encabezadosCsv.ts: no server export shares
 * them, and that module is one chunk every list downloads.
 */
export const CAMPOS_REPORTE_IMPUESTOS = {
    impuesto: 'Impuesto',
    base_ventas: 'Base ventas',
    importe_ventas: 'Impuesto ventas',
    base_devoluciones: 'Base devoluciones',
    importe_devoluciones: 'Impuesto devoluciones',
    base_neta: 'Base neta',
    importe_neto: 'Impuesto neto',
} as const;
export const FILA_DE_TOTALES = 'Total';
