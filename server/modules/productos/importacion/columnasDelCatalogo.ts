import type { CsvColumn } from '../../../../contracts/csv.js';
import type { ColumnaCatalogo, FilaCatalogo } from '../../../../contracts/importacion.js';
import { fromCents } from '../../../../contracts/money.js';
import { MILESIMAS } from '../../../../contracts/unidades.js';

/*
 * The catalogue export's columns (issue 35, item 5): one per column the import reads, headed by
 * its very name, so the file comes back through the import unchanged. Each column says its CSV
 * text (a CsvColumn of contracts/csv.ts, so the server's streaming `enviarCsv` and the costs'
 * `columnasVisibles` take the list as it is: the cost column carries `campo: 'costo_compra'`) and
 * its XLSX cell.
 *
 * In the XLSX, money and quantities are number cells, formatted: the shop owner sees $1,234.50 and
 * 1.250 and can sum a column, and a number is written as the shortest decimal of cents / 100,
 * which reads back to the same cents exactly (celdas.ts). Names, SKUs and units are text cells: a
 * SKU '007501' keeps its zeros, and text starting with '=' is never a formula. The IVA is the
 * number 16, 8 or 0, or the text 'exento'; the IEPS the fraction (0.08) shown as a percentage (8%).
 * In the CSV every value is as the API writes it ('150.50', '1.250', '0.08').
 */

/** An XLSX cell: its value and, for a number, its Excel format. */
export interface CeldaDeSalida {
    valor: string | number | null;
    formato?: string;
}

export interface ColumnaDelCatalogo extends CsvColumn<FilaCatalogo> {
    header: ColumnaCatalogo;
    celda: (fila: FilaCatalogo) => CeldaDeSalida;
    /** Its width in the XLSX, in characters. */
    ancho: number;
}

const FORMATO_PESOS = '"$"#,##0.00';

/**
 * contracts/csv.ts writes text a spreadsheet would run ('=…', '-…') behind an apostrophe, which
 * the import takes off (leerCsv.ts); text that starts with apostrophes before such a character
 * gets one more, so it too comes back as it was.
 */
const textoCsv = (texto: string | null): string | null => (texto !== null && /^'+[=+\-@\t\r]/.test(texto) ? `'${texto}` : texto);

/** A stock in the CSV: a piece's whole units ('12'), anything else with its three decimals ('1.250'). */
function stockCsv(stock: number, unidad: FilaCatalogo['unidad']): string {
    if (unidad === 'pieza' && stock % MILESIMAS === 0) return String(stock / MILESIMAS);
    const signo = stock < 0 ? '-' : '';
    const abs = Math.abs(stock);
    return `${signo}${Math.floor(abs / MILESIMAS)}.${String(abs % MILESIMAS).padStart(3, '0')}`;
}

/** An IEPS rate in millionths as its shortest fraction: 80000 → '0.08', 265000 → '0.265'. */
const fraccion = (millonesimas: number): string => `0.${String(millonesimas).padStart(6, '0').replace(/0+$/, '')}`;

/** A rate's percent format with the decimals it needs: 0.08 → '0%', 0.265 → '0.0%', 0.123456 → '0.0000%'. */
function formatoPorcentaje(millonesimas: number): string {
    const decimales = String(millonesimas % 10_000).padStart(4, '0').replace(/0+$/, '').length;
    return decimales === 0 ? '0%' : `0.${'0'.repeat(decimales)}%`;
}

const texto = (header: ColumnaCatalogo, de: (f: FilaCatalogo) => string | null, ancho: number): ColumnaDelCatalogo => ({
    header,
    value: (f) => textoCsv(de(f)),
    celda: (f) => ({ valor: de(f) }),
    ancho,
});

const pesos = (header: ColumnaCatalogo, de: (f: FilaCatalogo) => number | null): ColumnaDelCatalogo => ({
    header,
    value: (f) => {
        const centavos = de(f);
        return centavos === null ? null : fromCents(centavos);
    },
    celda: (f) => {
        const centavos = de(f);
        return centavos === null ? { valor: null } : { valor: centavos / 100, formato: FORMATO_PESOS };
    },
    ancho: 14,
});

/** Every column, in the import's order. */
export const COLUMNAS_DEL_CATALOGO: readonly ColumnaDelCatalogo[] = [
    texto('producto', (f) => f.producto, 40),
    texto('sku', (f) => f.sku, 18),
    pesos('precio_venta', (f) => f.precioVenta),
    { ...pesos('costo_compra', (f) => f.costoCompra), campo: 'costo_compra' },
    {
        header: 'stock',
        value: (f) => (f.stock === null ? null : stockCsv(f.stock, f.unidad)),
        celda: (f) =>
            f.stock === null
                ? { valor: null }
                : { valor: f.stock / MILESIMAS, formato: f.unidad === 'pieza' && f.stock % MILESIMAS === 0 ? '#,##0' : '#,##0.000' },
        ancho: 12,
    },
    texto('categoria', (f) => f.categoria, 24),
    texto('proveedor', (f) => f.proveedor, 24),
    texto('unidad', (f) => f.unidad, 8),
    {
        header: 'iva',
        value: (f) => f.iva,
        celda: (f) => ({ valor: f.iva === null || f.iva === 'exento' ? f.iva : Number(f.iva) }),
        ancho: 8,
    },
    {
        header: 'ieps',
        value: (f) => (f.ieps === null ? null : fraccion(f.ieps)),
        celda: (f) => (f.ieps === null ? { valor: null } : { valor: f.ieps / 1_000_000, formato: formatoPorcentaje(f.ieps) }),
        ancho: 8,
    },
];

/** The columns for who sees purchase costs (`conCostos`), or without the cost for anyone else (CONVENTIONS §1, Permissions). */
export const columnasDelCatalogo = (conCostos: boolean): readonly ColumnaDelCatalogo[] =>
    conCostos ? COLUMNAS_DEL_CATALOGO : COLUMNAS_DEL_CATALOGO.filter((c) => c.campo !== 'costo_compra');
