/*
 * The label screen's address (issue 35 item 6): what to print is in its query string, so a
 * reload or a link opens the same labels. Only the link's builder, importing nothing: the
 * products list and a purchase order link here without downloading the screen (leerDireccion.ts
 * reads it, in the screen's chunk).
 *
 *   /etiquetas?productos=3,8        every variant of products 3 and 8, one label each
 *   /etiquetas?compra=7             a received order's lines, one label per unit received
 *   &formato=rollo|hoja             the paper (default: the letter sheet)
 *   &copias=12:3,15:0               copies of variant 12 and 15 where they differ from the default
 */

export const RUTA_ETIQUETAS = '/etiquetas';

/** The screen's address for these products (their ids as the list has them) or this order. */
export const direccionDeEtiquetas = (origen: { productos: readonly (string | number)[] } | { compra: string | number }): string =>
    'compra' in origen ? `${RUTA_ETIQUETAS}?compra=${origen.compra}` : `${RUTA_ETIQUETAS}?productos=${origen.productos.join(',')}`;
