import type { AgrupacionVentas, TotalesVentas } from '../../../contracts/reportes';
import { type CifraDeVentas, cifrasDeVentas } from '../../../contracts/reporteVentasColumnas';
import { formatCantidad } from '../../common/cantidad';
import { formatMoney } from '../../common/money';

/*
 * What the sales report's table shows for each grouping (types only from contracts/reportes.ts:
 * its zod schemas stay out of the page's chunk).
 */

/** The groupings in the order the screen offers them (the contract's). */
export const AGRUPACIONES = ['dia', 'semana', 'mes', 'producto', 'categoria', 'vendedor', 'metodo_pago', 'hora'] as const satisfies readonly AgrupacionVentas[];

export const POR_PERIODO: readonly AgrupacionVentas[] = ['dia', 'semana', 'mes'];

/** The API refuses categoria_id with these (a ticket is paid, and rung up at an hour, whole). */
export const SIN_CATEGORIA: readonly AgrupacionVentas[] = ['metodo_pago', 'hora'];

export const esAgrupacion = (valor: string | undefined): valor is AgrupacionVentas => (AGRUPACIONES as readonly string[]).includes(valor ?? '');

export type Cifra = CifraDeVentas;

/**
 * The columns of a grouping's table (contracts/reporteVentasColumnas.ts, as the server's files). The
 * cost columns only when the answer carries them: the API leaves `costo`, `utilidad` and `margen`
 * out for who does not see costs, so they never show there.
 */
export const columnasDe = (agrupar: AgrupacionVentas, totales: TotalesVentas): readonly Cifra[] => cifrasDeVentas(agrupar, totales.costo !== undefined);

const UNIDADES = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 3 });
const PORCENTAJE = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A figure as the table shows it: money as every screen ($1,234.50), units with their decimals, the margin in %. */
export const celda = (cifra: Cifra, cifras: TotalesVentas): string => {
    const valor = cifras[cifra];
    if (valor === null || valor === undefined) return '—';
    switch (cifra) {
        case 'ventas':
            return formatCantidad(valor);
        case 'unidades':
            return UNIDADES.format(Number(valor));
        case 'margen':
            return `${PORCENTAJE.format(Number(valor))} %`;
        default:
            return formatMoney(valor);
    }
};
