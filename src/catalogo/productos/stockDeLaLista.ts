import type { Unidad } from '../../../contracts/etiquetasDeUnidad';
import { formatCantidad } from '../../common/cantidad';

/*
 * The products list's stock column: what src/common/cantidadConUnidad.ts formatStock writes
 * ('1,400' pieces, '0.750 kg', '1,250.500 l'), without its formatter's shared chunk
 * (contracts/unidades.ts, 0.6 kB brotli), which the list's first visit, at its 63 kB budget,
 * cannot take. A stock the API answers has at most three decimals, so Intl's three digits of the
 * double are those of its thousandths; tests/unit/stockDeLaLista.test.ts checks it writes what formatStock does.
 */

const CON_MILESIMAS = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

export const stockDeLaLista = (stock: number | null | undefined, unidad: Unidad | undefined): string => {
    if (unidad === undefined || unidad === 'pieza') return formatCantidad(stock);
    const n = Number(stock ?? 0);
    // '-0.000' never: a zero is written unsigned, as formatearMilesimas writes it.
    return `${CON_MILESIMAS.format(Number.isFinite(n) && n !== 0 ? n : 0)} ${unidad}`;
};
