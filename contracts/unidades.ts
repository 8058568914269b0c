/*
 * A product's unit of sale and its quantities (CONVENTIONS §6, Quantities). Inside the system a
 * quantity is an integer of thousandths of its unit (1.250 kg is 1250, 3 pieces are 3000), so
 * stock, movements and lines add up exactly; the API carries the spec's JSON number (1.25, 3),
 * converted once at its edge. Piece products take whole numbers only. Pure and without zod: the
 * screens import it for its labels and its formatter.
 * Tested in tests/unit/cantidades.test.ts.
 */

import { ETIQUETAS_UNIDAD, UNIDADES, type Unidad } from './etiquetasDeUnidad.js';

export { ETIQUETAS_UNIDAD, UNIDADES, type Unidad };
export const UNIDAD_POR_DEFECTO: Unidad = 'pieza';

/** Thousandths in one unit (defined with the reading of quantities, contracts/numero.ts). */
export { MILESIMAS } from './numero.js';
import { MILESIMAS } from './numero.js';

export const esUnidad = (valor: unknown): valor is Unidad => typeof valor === 'string' && (UNIDADES as readonly string[]).includes(valor);

/** Only pieces are counted whole; a weight, a volume or a length takes up to three decimals. */
export const esFraccionable = (unidad: Unidad): boolean => unidad !== 'pieza';

/** Whether `milesimas` is a quantity `unidad` can take: any for a weight, whole units for a piece. */
export const cantidadAdmitida = (milesimas: number, unidad: Unidad): boolean => esFraccionable(unidad) || milesimas % MILESIMAS === 0;

/** The 422 a piece product gives a fraction. */
export const mensajeDePieza = (producto: string): string => `El producto '${producto}' se vende por pieza: la cantidad debe ser un número entero.`;

/**
 * Thousandths as the API's JSON number: 750 → 0.75, 3000 → 3. The division is exact to the
 * nearest double, whose shortest text is the decimal itself, so JSON carries '0.75', never
 * '0.7500000001'.
 */
export const deMilesimas = (milesimas: number): number => (milesimas === 0 ? 0 : milesimas / MILESIMAS);

/**
 * A JSON number of units already read (an API answer) as thousandths: 0.75 → 750. Rounds to the
 * nearest thousandth, which is exact for what deMilesimas gave.
 */
export const aMilesimas = (cantidad: number): number => {
    const m = Math.round(cantidad * MILESIMAS);
    return m === 0 ? 0 : m;
};

const ENTERO = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });

/**
 * A quantity with its unit, as every screen shows it: pieces whole ('1 pza', '3 pzas', '1,500
 * pzas'), anything else with its three decimals ('1.250 kg', '0.500 l', '25.500 kg', '250.000 g'),
 * so a column of weights lines up and 0.5 is never read as 5. Takes thousandths; the digits come
 * from integer division, never from a float's rounding.
 */
export function formatearMilesimas(milesimas: number, unidad: Unidad = UNIDAD_POR_DEFECTO): string {
    const negativo = milesimas < 0;
    const abs = Math.abs(milesimas);
    if (!esFraccionable(unidad)) {
        const piezas = Math.trunc(abs / MILESIMAS);
        const resto = abs % MILESIMAS;
        // A piece product never holds a fraction; if one is read anyway it is shown, not hidden.
        const texto = resto === 0 ? ENTERO.format(piezas) : `${ENTERO.format(piezas)}.${String(resto).padStart(3, '0')}`;
        return `${negativo ? '-' : ''}${texto} ${abs === MILESIMAS ? 'pza' : 'pzas'}`;
    }
    const entero = ENTERO.format(Math.trunc(abs / MILESIMAS));
    return `${negativo ? '-' : ''}${entero}.${String(abs % MILESIMAS).padStart(3, '0')} ${unidad}`;
}

/** The API's quantity (a JSON number of units) with its unit: 1.25 kg → '1.250 kg', 3 → '3 pzas'. */
export const formatearCantidadConUnidad = (cantidad: number | string | null | undefined, unidad: Unidad = UNIDAD_POR_DEFECTO): string => {
    const n = Number(cantidad ?? 0);
    return formatearMilesimas(Number.isFinite(n) ? aMilesimas(n) : 0, unidad);
};

/** A movement's signed quantity with its unit: '+1.250 kg', '-3 pzas', '0 pzas'. */
export const formatearMovimientoConUnidad = (cantidad: number, unidad: Unidad = UNIDAD_POR_DEFECTO): string =>
    cantidad > 0 ? `+${formatearCantidadConUnidad(cantidad, unidad)}` : formatearCantidadConUnidad(cantidad, unidad);
