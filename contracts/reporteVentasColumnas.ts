import type { AgrupacionVentas, TotalesVentas } from './reportes.js';

/*
 * What the sales report shows for each grouping, and under which Spanish heading: the screen's
 * table (src/reportes/ventas) and the server's CSV and XLSX (server/modules/reportes/ventasArchivo.ts)
 * read this one list, so the file is the table. Types only from contracts/reportes.ts: no zod
 * reaches the page's chunk.
 */

export type CifraDeVentas = keyof TotalesVentas;

export const CIFRAS_DE_COSTO: readonly CifraDeVentas[] = ['costo', 'utilidad', 'margen'];

const POR_PERIODO: readonly CifraDeVentas[] = ['ventas', 'total', 'devoluciones', 'neto', 'ticket_promedio'];

/**
 * Each grouping's figures, before the cost ones. By category there is no ticket count: the answer's
 * `ventas` there adds up its products' tickets (one ticket with two of its products counts twice),
 * which an owner would read as tickets; nor an average ticket, for the same reason, nor by product.
 * A payment carries no units nor cost (null in the answer).
 */
const CIFRAS: Record<AgrupacionVentas, readonly CifraDeVentas[]> = {
    dia: POR_PERIODO,
    semana: POR_PERIODO,
    mes: POR_PERIODO,
    producto: ['ventas', 'unidades', 'total', 'devoluciones', 'neto'],
    categoria: ['unidades', 'total', 'devoluciones', 'neto'],
    vendedor: ['ventas', 'unidades', 'total', 'devoluciones', 'neto', 'ticket_promedio'],
    metodo_pago: POR_PERIODO,
    hora: ['ventas', 'unidades', 'total', 'devoluciones', 'neto', 'ticket_promedio'],
};

/** A grouping's columns; the cost ones only for who sees costs (the API leaves them out for anyone else), never for payments. */
export const cifrasDeVentas = (agrupar: AgrupacionVentas, conCostos: boolean): readonly CifraDeVentas[] =>
    conCostos && agrupar !== 'metodo_pago' ? [...CIFRAS[agrupar], ...CIFRAS_DE_COSTO] : CIFRAS[agrupar];

/** The first column's heading: what a row is. */
export const ENCABEZADO_DE_GRUPO: Record<AgrupacionVentas, string> = {
    dia: 'Día',
    semana: 'Semana',
    mes: 'Mes',
    producto: 'Producto',
    categoria: 'Categoría',
    vendedor: 'Vendedor',
    metodo_pago: 'Método de pago',
    hora: 'Hora',
};

/** Each figure's heading (the screen's texts take these: src/reportes/ventas/textos.ts). */
export const ENCABEZADOS_DE_CIFRA: Record<CifraDeVentas, string> = {
    ventas: 'Ventas',
    unidades: 'Unidades',
    total: 'Total',
    devoluciones: 'Devoluciones',
    neto: 'Neto',
    ticket_promedio: 'Ticket promedio',
    costo: 'Costo',
    utilidad: 'Utilidad',
    margen: 'Margen %',
};

/** By payment method the total is what each method took. */
export const ENCABEZADO_COBRADO = 'Cobrado';

/** A figure's heading in a grouping. */
export const encabezadoDeCifra = (cifra: CifraDeVentas, agrupar: AgrupacionVentas): string =>
    agrupar === 'metodo_pago' && cifra === 'total' ? ENCABEZADO_COBRADO : ENCABEZADOS_DE_CIFRA[cifra];
