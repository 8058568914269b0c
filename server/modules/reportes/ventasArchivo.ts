import ExcelJS from 'exceljs';
import type { CsvColumn } from '../../../contracts/csv.js';
import type { AgrupacionVentas, ReporteVentas, TotalesVentas } from '../../../contracts/reportes.js';
import { type CifraDeVentas, cifrasDeVentas, ENCABEZADO_DE_GRUPO, encabezadoDeCifra } from '../../../contracts/reporteVentasColumnas.js';

/*
 * The sales report as a file (GET /reportes/ventas/exportar, ventasArchivo.routes.ts): the
 * screen's table (src/reportes/ventas) with its Spanish headings, a row per group and the totals
 * last. A CSV carries the answer's own strings ("1234.50"); the workbook, numbers (money with two
 * decimals, the margin as a percentage), so a spreadsheet adds them up. Costo, Utilidad and
 * Margen % are `campo`s the route hides from whoever does not see costs (server/http/costos.ts).
 */

/** One line of the file: the group's name and its figures. */
export type RenglonDeVentas = TotalesVentas & { etiqueta: string };

/** A column: its heading, the answer's field it shows (a cost one is hidden from who does not see costs), its kind in the workbook. */
interface ColumnaDeVentas extends CsvColumn<RenglonDeVentas> {
    campo: keyof RenglonDeVentas;
    tipo: 'texto' | 'entero' | 'unidades' | 'dinero' | 'porcentaje';
}

export const FILA_DE_TOTALES = 'Total';

const columna = (header: string, campo: keyof RenglonDeVentas, tipo: ColumnaDeVentas['tipo']): ColumnaDeVentas => ({
    header,
    campo,
    tipo,
    value: (r) => r[campo] as string | number | null | undefined,
});

const TIPO_DE_CIFRA: Record<CifraDeVentas, ColumnaDeVentas['tipo']> = {
    ventas: 'entero',
    unidades: 'unidades',
    total: 'dinero',
    devoluciones: 'dinero',
    neto: 'dinero',
    ticket_promedio: 'dinero',
    costo: 'dinero',
    utilidad: 'dinero',
    margen: 'porcentaje',
};

/**
 * The file's columns for a grouping: the screen's table's (contracts/reporteVentasColumnas.ts),
 * the cost ones among them for the route to hide from who does not see costs.
 */
export function columnasDeVentas(agrupar: AgrupacionVentas): ColumnaDeVentas[] {
    return [
        columna(ENCABEZADO_DE_GRUPO[agrupar], 'etiqueta', 'texto'),
        ...cifrasDeVentas(agrupar, true).map((c) => columna(encabezadoDeCifra(c, agrupar), c, TIPO_DE_CIFRA[c])),
    ];
}

/** The report's rows, then its totals. */
export const renglonesDeVentas = (reporte: ReporteVentas): RenglonDeVentas[] => [
    ...reporte.filas.map(({ grupo: _g, dia_semana: _d, hora: _h, ...resto }) => resto),
    { etiqueta: FILA_DE_TOTALES, ...reporte.totales },
];

export const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const FORMATOS: Record<ColumnaDeVentas['tipo'], string | undefined> = {
    texto: undefined,
    entero: '#,##0',
    unidades: '#,##0.###',
    dinero: '"$"#,##0.00',
    porcentaje: '0.00',
};

const ANCHOS: Record<ColumnaDeVentas['tipo'], number> = { texto: 32, entero: 10, unidades: 12, dinero: 16, porcentaje: 11 };

/** A cell's value: numbers for numbers (the answer's decimal strings read once), empty for null. */
const valorDeCelda = (c: ColumnaDeVentas, r: RenglonDeVentas): string | number | null => {
    const v = r[c.campo];
    if (v === null || v === undefined) return null;
    return c.tipo === 'texto' ? String(v) : Number(v);
};

/**
 * The workbook in memory (a report is a few hundred rows at most: a year of days, or the
 * products that sold): one sheet, the headings in bold and frozen, the totals row in bold.
 */
export async function reporteVentasXlsx(columnas: readonly ColumnaDeVentas[], renglones: readonly RenglonDeVentas[]): Promise<Buffer> {
    const libro = new ExcelJS.Workbook();
    const hoja = libro.addWorksheet('Reporte de ventas', { views: [{ state: 'frozen', ySplit: 1 }] });
    hoja.columns = columnas.map((c) => ({ key: c.campo, width: ANCHOS[c.tipo], style: FORMATOS[c.tipo] ? { numFmt: FORMATOS[c.tipo] } : {} }));
    hoja.addRow(columnas.map((c) => c.header)).font = { bold: true };
    for (const r of renglones) hoja.addRow(columnas.map((c) => valorDeCelda(c, r)));
    hoja.lastRow!.font = { bold: true };
    return Buffer.from(await libro.xlsx.writeBuffer());
}
