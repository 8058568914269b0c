import { cantidadDelImporte, type EtiquetaLeida } from '../../../contracts/bascula';
import { toCents } from '../../../contracts/money';
import type { InventarioFila } from '../../../contracts/inventario';
import type { Unidad } from '../../../contracts/etiquetasDeUnidad';
import { cantidadAdmitida } from '../../../contracts/unidades';
import { articuloDeFila } from './articulo';
import { agregar, type Carrito, type Resultado } from './carrito';

/** One unit in thousandths. */
const UNIDAD = 1000;

/*
 * Scale labels at the till (issue 33 item 2): what a label read by the company's format
 * (contracts/bascula.ts) adds to the cart. The scan's lookup (PosPage) finds the product by the
 * label's code as its SKU; this turns the label into the quantity to add, in thousandths.
 */

/** Why a label's product cannot take it: no price to divide a price label by, or a weight for a product not sold by weight. */
export type RechazoDeEtiqueta = { rechazo: 'sin_precio' } | { rechazo: 'unidad'; unidad: Unidad };

/**
 * The quantity a label stands for, in thousandths of the product's unit: its weight (kg as read,
 * grams for a product sold by the gram), or the price it charged ÷ the product's unit price to the
 * nearest thousandth (for a product over $10 a unit, its line may then differ from the label by a
 * cent or two: a thousandth of it is more than a cent). A weight for a product sold by the piece,
 * litre or metre is refused, and so is a price that is not whole pieces. `unidad` absent (a row
 * from before units) reads as kg.
 */
export function milesimasDeEtiqueta(etiqueta: EtiquetaLeida, fila: Pick<InventarioFila, 'precio_venta'>, unidad: Unidad = 'kg'): number | RechazoDeEtiqueta {
    if (etiqueta.cantidad !== undefined) {
        if (unidad === 'kg') return etiqueta.cantidad;
        if (unidad === 'g') return etiqueta.cantidad * 1000;
        return { rechazo: 'unidad', unidad };
    }
    const milesimas = cantidadDelImporte(etiqueta.importe, toCents(fila.precio_venta) ?? 0);
    if (milesimas === null) return { rechazo: 'sin_precio' };
    if (unidad === 'pieza' && milesimas % UNIDAD !== 0) return { rechazo: 'unidad', unidad };
    return milesimas;
}

/**
 * Adds `milesimas` of the row's variant to the cart (on top of what its line holds), never beyond
 * the stock, as a scan adds one unit: 0.750 kg is 750 (issue 33 item 1: the cart holds
 * thousandths). A fraction of a piece is not added (milesimasDeEtiqueta refuses a weight for a
 * piece product before this), and the answer says so (`fraccion`); never rounded to a unit.
 */
export function agregarMilesimas(carrito: Carrito, fila: InventarioFila, milesimas: number): Resultado | { fraccion: true } {
    if (!Number.isSafeInteger(milesimas) || milesimas <= 0) return { fraccion: true };
    const articulo = articuloDeFila(fila);
    if (!cantidadAdmitida(milesimas, articulo.unidad ?? 'pieza')) return { fraccion: true };
    return agregar(carrito, articulo, milesimas);
}
