/*
 * The two papers labels print on (issue 35 item 6), their geometry and its arithmetic. Pure:
 * the screen, the print CSS and the unit tests read the same numbers.
 *
 * - 'rollo': a 58 mm roll (a thermal label or receipt printer), one 58 × 40 mm label per page;
 *   what prints stays 48 mm wide, the width a 58 mm receipt printer reaches (src/ventas/ticket).
 * - 'hoja': a US Letter sheet (8.5 × 11 in) of 30 labels, 3 columns × 10 rows of 2⅝ × 1 in: the
 *   Avery 5160 layout (and its compatibles), ½ in margins top and bottom, 3/16 in at the sides,
 *   ⅛ in between columns and none between rows.
 */

export const FORMATOS = ['rollo', 'hoja'] as const;
export type Formato = (typeof FORMATOS)[number];

export const esFormato = (valor: unknown): valor is Formato => typeof valor === 'string' && (FORMATOS as readonly string[]).includes(valor);

/** A page's size and how its labels sit on it, as CSS lengths. */
export interface Geometria {
    /** The page (`@page size`). */
    pagina: { ancho: string; alto: string };
    /** The page's margins, top right bottom left (padding of the printed page, @page's margin is 0). */
    margen: string;
    columnas: number;
    filas: number;
    etiqueta: { ancho: string; alto: string };
    /** Between columns. */
    separacion: string;
    /** Inside a label: what its printer cannot reach and what keeps the text off its edge. */
    relleno: string;
    /** The longest name printed whole: a longer one is cut at a word (recortarNombre). */
    nombreMaximo: number;
    /** The label's width inside its padding, which the bars fill, in millimetres. */
    anchoUtilMm: number;
    /** The narrowest bar its printer prints reliably, in millimetres (barras.ts barrasMuyFinas). */
    moduloMinimoMm: number;
}

export const GEOMETRIAS: Record<Formato, Geometria> = {
    rollo: {
        pagina: { ancho: '58mm', alto: '40mm' },
        margen: '0',
        columnas: 1,
        filas: 1,
        etiqueta: { ancho: '58mm', alto: '40mm' },
        separacion: '0',
        relleno: '2mm 5mm',
        nombreMaximo: 48,
        anchoUtilMm: 48,
        moduloMinimoMm: 0.25,
    },
    hoja: {
        pagina: { ancho: '8.5in', alto: '11in' },
        margen: '0.5in 0.1875in',
        columnas: 3,
        filas: 10,
        etiqueta: { ancho: '2.625in', alto: '1in' },
        separacion: '0.125in',
        relleno: '0.06in 0.1in',
        nombreMaximo: 56,
        // 2⅝ in less 0.1 in each side: 2.425 in.
        anchoUtilMm: 61.6,
        moduloMinimoMm: 0.19,
    },
};

/** Labels a page holds. */
export const porPagina = (formato: Formato): number => GEOMETRIAS[formato].columnas * GEOMETRIAS[formato].filas;

/**
 * The labels split into pages: 30 a sheet, one a page of roll. On a sheet already used in part,
 * the first `inicio` - 1 places (counted left to right, top to bottom) are left blank (null).
 */
export const enPaginas = <T>(etiquetas: readonly T[], formato: Formato, inicio = 1): (T | null)[][] => {
    const n = porPagina(formato);
    if (etiquetas.length === 0) return [];
    const saltar = Math.min(Math.max(Math.floor(inicio), 1), n) - 1;
    const lugares: (T | null)[] = [...Array<null>(saltar).fill(null), ...etiquetas];
    const paginas: (T | null)[][] = [];
    for (let i = 0; i < lugares.length; i += n) paginas.push(lugares.slice(i, i + n));
    return paginas;
};

/** Each chosen label repeated its number of copies, in the order chosen. */
export const repetidas = <T extends { copias: number }>(elegidas: readonly T[]): T[] => elegidas.flatMap((e) => Array.from({ length: e.copias }, () => e));

/**
 * A name that fits the label: whole if it is no longer than `maximo`, else cut at the last word
 * that fits (or mid-word, if that word is most of it) with '…'. CSS clamps it to two lines too.
 */
export const recortarNombre = (nombre: string, maximo: number): string => {
    const limpio = nombre.trim().replace(/\s+/g, ' ');
    if (limpio.length <= maximo) return limpio;
    const corte = limpio.slice(0, maximo - 1);
    const espacio = corte.lastIndexOf(' ');
    return `${(espacio > maximo / 2 ? corte.slice(0, espacio) : corte).replace(/[\s,.;:·-]+$/, '')}…`;
};
