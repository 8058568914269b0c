import { type Descuento, type LineaConDescuento, type LineaPreciada, type PrecioMayoreo, importeDeMilesimas, precioPorCantidad, preciarLineas, sumar } from '../../../contracts/calculo';
import type { Unidad } from '../../../contracts/etiquetasDeUnidad';
import { fromCents } from '../../../contracts/money';
import { deMilesimas, esFraccionable, MILESIMAS } from '../../../contracts/unidades';
import { conProductoId } from '../../common/varianteId';

/**
 * The POS cart (spec §4 Cart) as pure state transitions, in integer cents and integer thousandths
 * of each product's unit (CONVENTIONS §6, Quantities: 3 pieces are 3000, 0.750 kg is 750): what
 * the screen renders and what the checkout sends. Its lines are priced by contracts/calculo.ts,
 * as the server prices the sale again from stored prices: what the cashier sees agrees to the cent.
 */
export interface ArticuloVendible {
    varianteId: number;
    sku: string;
    nombre: string;
    /** Unit price in cents. */
    precio: number;
    /** Thousandths available when it was found. */
    stock: number;
    /** Wholesale tiers (issue 33), prices in cents, minimums in thousandths; absent or empty: the list price for any quantity. */
    preciosMayoreo?: readonly PrecioMayoreo[];
    /** What it is sold by (issue 33), shown beside the line's quantity; absent (a cart saved before units): 'pieza'. */
    unidad?: Unidad;
}

/**
 * A line: `cantidad` in thousandths; `precio` is the unit price charged, the wholesale tier its
 * quantity reaches when the article has tiers (then `precioLista` is the list price and `mayoreo`
 * says whether a tier applies), else the article's price. `descuento` is the line's own discount
 * (issue 33 item 4: a percentage as typed, an amount in cents), off its amount at that price.
 */
export interface LineaCarrito extends ArticuloVendible {
    cantidad: number;
    precioLista?: number;
    mayoreo?: boolean;
    descuento?: Descuento;
}

/**
 * The line priced for its quantity (contracts/calculo.ts precioPorCantidad, as the checkout
 * prices it): the tier its quantity reaches, else the list price. A line without tiers is left as
 * it is. Quantities and minimums are both thousandths.
 */
function cotizada(l: LineaCarrito): LineaCarrito {
    if (l.preciosMayoreo === undefined || l.preciosMayoreo.length === 0) return l;
    const precioLista = l.precioLista ?? l.precio;
    const { precio, mayoreo } = precioPorCantidad(precioLista, l.preciosMayoreo, l.cantidad);
    return { ...l, precioLista, precio, mayoreo };
}

export type Carrito = readonly LineaCarrito[];

/** Why a step was refused, to be shown to the cashier: more than the stock (thousandths), or a fraction of a piece. */
export type Rechazo = { tipo: 'sin_stock'; sku: string; disponible: number; unidad: Unidad } | { tipo: 'pieza'; nombre: string };

export type Resultado = { carrito: Carrito; rechazo?: undefined } | { carrito: Carrito; rechazo: Rechazo };

export const CARRITO_VACIO: Carrito = [];

/** A line's unit; a line saved before units is a piece. */
export const unidadDe = (l: Pick<LineaCarrito, 'unidad'>): Unidad => l.unidad ?? 'pieza';

/**
 * Adds `milesimas` of an article (a scan: one unit, 1000, a piece or 1.000 kg alike; a scale
 * label: its weight) on top of its line, never beyond the stock. The line takes the price, name
 * and SKU found now: a price changed since the first scan is the one charged.
 */
export function agregar(carrito: Carrito, articulo: ArticuloVendible, milesimas: number = MILESIMAS): Resultado {
    const actual = carrito.find((l) => l.varianteId === articulo.varianteId);
    const conArticulo = actual ? actualizarArticulos(carrito, [articulo]) : [...carrito, { ...articulo, cantidad: 0 }];
    const r = fijarCantidad(conArticulo, articulo.varianteId, (actual?.cantidad ?? 0) + milesimas, articulo.stock);
    // A refused line that was not there before is not left behind at 0.
    return r.rechazo ? { carrito: r.carrito.filter((l) => l.cantidad > 0), rechazo: r.rechazo } : r;
}

/** The lines with the price, tiers, name, SKU and stock of the articles as read now; quantities and discounts kept. */
export function actualizarArticulos(carrito: Carrito, articulos: readonly ArticuloVendible[]): Carrito {
    const porId = new Map(articulos.map((a) => [a.varianteId, a]));
    return carrito.map((l) => {
        const a = porId.get(l.varianteId);
        // The article's price is its list price now: the line is priced again for its quantity.
        return a ? cotizada({ ...a, cantidad: l.cantidad, ...(l.descuento && { descuento: l.descuento }) }) : l;
    });
}

/**
 * Sets a line's quantity in thousandths: 0 or less removes the line (spec §4); more than the
 * stock, or a fraction of a piece, is refused and the cart stays as it was. `stock` updates what
 * the line knows of the stock.
 */
export function fijarCantidad(carrito: Carrito, varianteId: number, milesimas: number, stock?: number): Resultado {
    const linea = carrito.find((l) => l.varianteId === varianteId);
    if (!linea) return { carrito };
    const cantidad = Math.trunc(Number.isFinite(milesimas) ? milesimas : 0);
    if (cantidad <= 0) return { carrito: carrito.filter((l) => l.varianteId !== varianteId) };
    if (!esFraccionable(unidadDe(linea)) && cantidad % MILESIMAS !== 0) return { carrito, rechazo: { tipo: 'pieza', nombre: linea.nombre } };
    const disponible = stock ?? linea.stock;
    if (cantidad > disponible) return { carrito, rechazo: { tipo: 'sin_stock', sku: linea.sku, disponible, unidad: unidadDe(linea) } };
    // The unit price follows the quantity across the wholesale tiers' minimums, both ways.
    return { carrito: carrito.map((l) => (l.varianteId === varianteId ? cotizada({ ...l, cantidad, stock: disponible }) : l)) };
}

/** The line's own discount set (or, null, removed); the cart as it was if the line is gone. */
export function fijarDescuento(carrito: Carrito, varianteId: number, descuento: Descuento | null): Carrito {
    if (!carrito.some((l) => l.varianteId === varianteId)) return carrito;
    return carrito.map((l) => {
        if (l.varianteId !== varianteId) return l;
        const { descuento: _previo, ...sin } = l;
        return descuento ? { ...sin, descuento } : sin;
    });
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

/**
 * The articles on the pay button: the pieces counted, a weighed (or measured) line one article
 * however much it weighs (0.750 kg of beans and 3 hammers are 4 articles, never 3.75).
 */
export const unidades = (carrito: Carrito): number =>
    carrito.reduce((sum, l) => sum + (esFraccionable(unidadDe(l)) ? 1 : Math.trunc(l.cantidad / MILESIMAS)), 0);

/** A line's amount before discounts: thousandths × the unit price it is charged, to the cent (contracts/calculo.ts). */
export const importeDeLaLinea = (l: Pick<LineaCarrito, 'cantidad' | 'precio'>): number => importeDeMilesimas({ cantidad: l.cantidad, precio: l.precio });

/** The lines as the checkout prices them (ventas.service.ts): each one's amount at its price and its own discount, in cart order. */
export const lineasConDescuento = (carrito: Carrito): LineaConDescuento[] => carrito.map((l) => ({ importe: importeDeLaLinea(l), descuento: l.descuento ?? null }));

/** Each line with its own discount and its share of the sale's, as the checkout stores them (preciarLineas). */
export const preciar = (carrito: Carrito, descuentoDeVenta?: Descuento | null): LineaPreciada[] => preciarLineas(lineasConDescuento(carrito), descuentoDeVenta);

/** The sale's total after every discount: what the checkout charges and `total_esperado` says. */
export const totalCarrito = (carrito: Carrito, descuentoDeVenta?: Descuento | null): number => sumar(preciar(carrito, descuentoDeVenta).map((l) => l.importeCobrado));

/** The sale's amount before its own discount (after the lines' own): what a sale's discount comes off. */
export const subtotalCarrito = (carrito: Carrito): number => totalCarrito(carrito, null);

/** A discount as the checkout takes it: a percentage as a JSON number, an amount as a money string. */
export const descuentoParaEnviar = (d: Descuento) => (d.tipo === 'porcentaje' ? { tipo: d.tipo, valor: d.valor } : { tipo: d.tipo, valor: fromCents(d.valor) });

/** The checkout's `items`: quantities as the API's JSON numbers of units (0.75, 3), each line's discount if any. */
export const items = (carrito: Carrito) =>
    carrito.map(({ varianteId, cantidad, descuento }) => conProductoId({ varianteId, cantidad: deMilesimas(cantidad), ...(descuento && { descuento: descuentoParaEnviar(descuento) }) }));

/** The line a step of the cart added or set the quantity of (a scan, a click), if any. */
export function lineaModificada(antes: Carrito, ahora: Carrito): LineaCarrito | undefined {
    const previas = new Map(antes.map((l) => [l.varianteId, l.cantidad]));
    return ahora.find((l) => previas.get(l.varianteId) !== l.cantidad);
}
