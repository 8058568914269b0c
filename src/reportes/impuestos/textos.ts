import { CAMPOS_REPORTE_IMPUESTOS, FILA_DE_TOTALES } from './encabezados';
import { agregarTextos } from '../../i18n/textosDePantallas';

/**
 * The tax report's texts (`resources.reportes/impuestos.*`), loaded with its page's chunk. The
 * table's columns head impuestos.csv too (encabezados.ts).
 */
export const reporteImpuestosTextos = {
    filtros: { desde: 'Desde', hasta: 'Hasta', mes_actual: 'Mes actual' },
    rango: 'La fecha final (hasta) no puede ser anterior a la inicial (desde).',
    columnas: CAMPOS_REPORTE_IMPUESTOS,
    total: FILA_DE_TOTALES,
    loading: 'Cargando reporte...',
    empty: 'No hay ventas en el periodo.',
    fallback: 'No se pudo cargar el reporte de impuestos.',
    // Why the total's base is not the column's sum: each line's IVA is charged on its base plus its IEPS.
    nota: 'La base del IVA incluye el IEPS. En el total, la base es el importe sin ningún impuesto y el impuesto es la suma del IVA y el IEPS.',
    documentos: 'Ventas con impuestos %{ventas} · Devoluciones %{devoluciones} · Neto %{neto}',
};

agregarTextos('reportes/impuestos', reporteImpuestosTextos);
