import type { PrecioMayoreo } from '../../../contracts/calculo.js';
import { fromCents } from '../../../contracts/money.js';
import type { Variante } from '../../../contracts/productos.js';
import { deMilesimas } from '../../../contracts/unidades.js';

/*
 * A variant's wholesale tiers as variantes.precios_mayoreo stores them (migration 0024): JSON text
 * `[{ cantidad_minima, precio }]`, minimums in thousandths like every quantity (migration
 * 0027_milesimas) and prices in cents, lowest minimum first. Read by the product and inventory
 * answers (in the API's units) and by the checkout's one read (as stored).
 */

/** A variant's stored tiers (migration 0024) as the API answers them: money strings, lowest minimum first. */
export const preciosMayoreoRespuesta = (json: string | null | undefined): Variante['precios_mayoreo'] =>
    leerPreciosMayoreo(json).map((t) => ({ cantidad_minima: deMilesimas(t.cantidadMinima), precio: fromCents(t.precio) }));

/** A variant's stored tiers in cents, as contracts/calculo.ts precioPorCantidad takes them. */
export function leerPreciosMayoreo(json: string | null | undefined): PrecioMayoreo[] {
    const tiers = JSON.parse(json ?? '[]') as { cantidad_minima: number; precio: number }[];
    return tiers.map((t) => ({ cantidadMinima: Number(t.cantidad_minima), precio: Number(t.precio) }));
}

/** A variant's tiers as stored: thousandths and cents, in the order the contract checked (lowest minimum first). */
export const guardarPreciosMayoreo = (tiers: readonly { cantidad_minima: number; precio: number }[]): string =>
    JSON.stringify(tiers.map((t) => ({ cantidad_minima: t.cantidad_minima, precio: t.precio })));
