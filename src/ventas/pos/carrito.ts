import { type PrecioMayoreo, precioPorCantidad } from '../../../contracts/calculo';
import type { Unidad } from '../../../contracts/etiquetasDeUnidad';
import { conProductoId } from '../../common/varianteId';

/**
 * The POS cart (spec §4 Cart) as pure state transitions, in integer cents: what the screen
 * renders and what the checkout sends. Its lines are priced by contracts/calculo.ts, as the
 * server prices the sale again from stored prices: what the cashier sees agrees to the cent.
 */
export interface ArticuloVendible {
    varianteId: number;
    sku: string;
    nombre: string;
    /** Unit price in cents. */
    precio: number;
    /** Units available when it was found. */
    stock: number;
    /** Wholesale tiers (issue 33), prices in cents; absent or empty: the list price for any quantity. */
    preciosMayoreo?: readonly PrecioMayoreo[];
    /** What it is sold by (issue 33), shown beside the line's quantity; absent (a cart saved before units): 'pieza'. */
    unidad?: Unidad;
}

/**
 * A line: `precio` is the unit price charged, the wholesale tier its quantity reaches when the
 * article has tiers (then `precioLista` is the list price and `mayoreo` says whether a tier
 * applies), else the article's price. Totals read `precio`, as the server charges.
 */
export interface LineaCarrito extends ArticuloVendible {
    cantidad: number;
    precioLista?: number;
    mayoreo?: boolean;
}

/**
 * The line priced for its quantity (contracts/calculo.ts precioPorCantidad, as the checkout
 * prices it): the tier its quantity reaches, else the list price. A line without tiers is left as
 * it is. Quantities and minimums are compared as the cart holds them (the API's units).
 */
function cotizada(l: LineaCarrito): LineaCarrito {
    if (l.preciosMayoreo === undefined || l.preciosMayoreo.length === 0) return l;
    const precioLista = l.precioLista ?? l.precio;
    const { precio, mayoreo } = precioPorCantidad(precioLista, l.preciosMayoreo, l.cantidad);
    return { ...l, precioLista, precio, mayoreo };
}

export type Carrito = readonly LineaCarrito[];

/** Why a step was refused, to be shown to the cashier. */
export type Rechazo = { tipo: 'sin_stock'; sku: string; disponible: number };

export type Resultado = { carrito: Carrito; rechazo?: undefined } | { carrito: Carrito; rechazo: Rechazo };

export const CARRITO_VACIO: Carrito = [];

/**
 * Same variant again raises its quantity by 1 (spec §4); never beyond the stock. The line takes
 * the price, name and SKU found now: a price changed since the first scan is the one charged.
 */
export function agregar(carrito: Carrito, articulo: ArticuloVendible): Resultado {
    const actual = carrito.find((l) => l.varianteId === articulo.varianteId);
    const conArticulo = actual ? actualizarArticulos(carrito, [articulo]) : [...carrito, { ...articulo, cantidad: 0 }];
    return fijarCantidad(conArticulo, articulo.varianteId, (actual?.cantidad ?? 0) + 1, articulo.stock);
}

/** The lines with the price, tiers, name, SKU and stock of the articles as read now; quantities kept. */
export function actualizarArticulos(carrito: Carrito, articulos: readonly ArticuloVendible[]): Carrito {
    const porId = new Map(articulos.map((a) => [a.varianteId, a]));
    return carrito.map((l) => {
        const a = porId.get(l.varianteId);
        // The article's price is its list price now: the line is priced again for its quantity.
        return a ? cotizada({ ...a, cantidad: l.cantidad }) : l;
    });
}

/**
 * Sets a line's quantity: 0 or less removes the line (spec §4); more than the stock is refused
 * and the cart stays as it was. `stock` updates what the line knows of the stock.
 */
export function fijarCantidad(carrito: Carrito, varianteId: number, cantidad: number, stock?: number): Resultado {
    const linea = carrito.find((l) => l.varianteId === varianteId);
    if (!linea) return { carrito };
    const entera = Math.floor(Number.isFinite(cantidad) ? cantidad : 0);
    if (entera <= 0) return { carrito: carrito.filter((l) => l.varianteId !== varianteId) };
    const disponible = stock ?? linea.stock;
    if (entera > disponible) {
        const sinLineaNueva = carrito.filter((l) => l.varianteId !== varianteId || l.cantidad > 0);
        return { carrito: sinLineaNueva, rechazo: { tipo: 'sin_stock', sku: linea.sku, disponible } };
    }
    // The unit price follows the quantity across the wholesale tiers' minimums, both ways.
    return { carrito: carrito.map((l) => (l.varianteId === varianteId ? cotizada({ ...l, cantidad: entera, stock: disponible }) : l)) };
}

export const quitar = (carrito: Carrito, varianteId: number): Carrito => carrito.filter((l) => l.varianteId !== varianteId);

/** A line just removed and where it stood, for 'Deshacer'. */
export interface LineaQuitada {
    linea: LineaCarrito;
    indice: number;
}

/** The line `varianteId` if this step removed it (the trash button, or a quantity of 0 or less). */
export function lineaQuitada(antes: Carrito, ahora: Carrito, varianteId: number): LineaQuitada | undefined {
    const indice = antes.findIndex((l) => l.varianteId === varianteId);
    if (indice < 0 || ahora.some((l) => l.varianteId === varianteId)) return undefined;
    return { linea: antes[indice], indice };
}

/**
 * 'Deshacer': the removed line back at its place with its quantity. Scanned again meanwhile, the
 * line is there already and the cart stays as it is (the cashier's newer count wins).
 */
export function reponer(carrito: Carrito, { linea, indice }: LineaQuitada): Carrito {
    if (carrito.some((l) => l.varianteId === linea.varianteId)) return carrito;
    const lugar = Math.min(indice, carrito.length);
    return [...carrito.slice(0, lugar), linea, ...carrito.slice(lugar)];
}

export const unidades = (carrito: Carrito): number => carrito.reduce((sum, l) => sum + l.cantidad, 0);

/** The checkout's `items`. */
export const items = (carrito: Carrito) => carrito.map(({ varianteId, cantidad }) => conProductoId({ varianteId, cantidad }));

/** The line a step of the cart added or set the quantity of (a scan, a click), if any. */
export function lineaModificada(antes: Carrito, ahora: Carrito): LineaCarrito | undefined {
    const previas = new Map(antes.map((l) => [l.varianteId, l.cantidad]));
    return ahora.find((l) => previas.get(l.varianteId) !== l.cantidad);
}
