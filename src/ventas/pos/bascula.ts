import { cantidadDelImporte, type EtiquetaLeida } from '../../../contracts/bascula';
import { toCents } from '../../../contracts/money';
import type { InventarioFila } from '../../../contracts/inventario';
import { articuloDeFila } from './articulo';
import { actualizarArticulos, type Carrito, fijarCantidad, type Resultado } from './carrito';

/*
 * Scale labels at the till (issue 33 item 2): what a label read by the company's format
 * (contracts/bascula.ts) adds to the cart. The scan's lookup (PosPage) finds the product by the
 * label's code as its SKU; this turns the label into the quantity to add, in thousandths.
 */

/**
 * The quantity a label stands for, in thousandths of the product's unit: its weight, or the price
 * it charged ÷ the product's unit price to the nearest thousandth. Null for a price label of a
 * product without a price (nothing to divide by).
 */
export function milesimasDeEtiqueta(etiqueta: EtiquetaLeida, fila: Pick<InventarioFila, 'precio_venta'>): number | null {
    if (etiqueta.cantidad !== undefined) return etiqueta.cantidad;
    return cantidadDelImporte(etiqueta.importe, toCents(fila.precio_venta) ?? 0);
}

/** One unit in thousandths. */
const UNIDAD = 1000;

/**
 * Adds `milesimas` of the row's variant to the cart (on top of what its line holds), never beyond
 * the stock, as a scan adds one unit. The cart still counts whole units (quantities in thousandths
 * reach it with issue 33 item 1): a quantity that is not whole is not added, and the answer says
 * so (`fraccion`) for the till to tell the cashier; never rounded to a unit.
 */
export function agregarMilesimas(carrito: Carrito, fila: InventarioFila, milesimas: number): Resultado | { fraccion: true } {
    if (!Number.isSafeInteger(milesimas) || milesimas <= 0 || milesimas % UNIDAD !== 0) return { fraccion: true };
    const articulo = articuloDeFila(fila);
    const actual = carrito.find((l) => l.varianteId === articulo.varianteId);
    const conArticulo = actual ? actualizarArticulos(carrito, [articulo]) : [...carrito, { ...articulo, cantidad: 0 }];
    return fijarCantidad(conArticulo, articulo.varianteId, (actual?.cantidad ?? 0) + milesimas / UNIDAD, articulo.stock);
}
