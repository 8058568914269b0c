import type { Compra } from '../../../contracts/compras';
import type { Unidad } from '../../../contracts/etiquetasDeUnidad';
import type { Producto } from '../../../contracts/productos';
import { MAX_COPIAS } from './leerDireccion';

/** One variant to label: what its label says and how many copies print. */
export interface Elegida {
    varianteId: number;
    nombre: string;
    sku: string;
    /** The API's two-decimal price. */
    precio: string;
    unidad: Unidad;
    /** What the address's origin gives it (one, or the units received). */
    copiasPorDefecto: number;
    copias: number;
}

const copiasDe = (n: number) => Math.max(0, Math.min(MAX_COPIAS, Math.floor(n)));

/** Every variant of the products, in the order the ids were chosen, one copy each. */
export const deProductos = (ids: readonly number[], productos: readonly Producto[]): Elegida[] =>
    ids.flatMap((id) => {
        const producto = productos.find((p) => p.id === id);
        return (producto?.variantes ?? []).map((v) => ({
            varianteId: v.id,
            nombre: producto?.nombre ?? '',
            sku: v.sku,
            precio: v.precio_venta,
            unidad: producto?.unidad ?? 'pieza',
            copiasPorDefecto: 1,
            copias: 1,
        }));
    });

/**
 * A received order's lines at their variants' current price: one label per unit of a piece
 * product, one per line for what is sold by weight or measure (25.5 kg of beans get one label,
 * for the shelf or the sack, not 25). A line whose product is no longer readable is left out.
 */
export const deCompra = (compra: Compra, productos: readonly Producto[]): Elegida[] =>
    compra.detalles.flatMap((d) => {
        const producto = productos.find((p) => p.id === d.producto.plantilla.id);
        const variante = producto?.variantes.find((v) => v.id === d.producto.id);
        if (!producto || !variante) return [];
        const copias = d.unidad === 'pieza' ? copiasDe(d.cantidad) : 1;
        return [{ varianteId: variante.id, nombre: producto.nombre, sku: variante.sku, precio: variante.precio_venta, unidad: producto.unidad, copiasPorDefecto: copias, copias }];
    });

/** The copies the address sets (variant id → count) over each one's default. */
export const conCopias = (elegidas: readonly Elegida[], copias: ReadonlyMap<number, number>): Elegida[] =>
    elegidas.map((e) => ({ ...e, copias: copias.get(e.varianteId) ?? e.copiasPorDefecto }));

/** The address's copies after one label's changed: only those that differ from their default stay. */
export const cambiarCopias = (elegidas: readonly Elegida[], varianteId: number, n: number): Map<number, number> => {
    const copias = new Map<number, number>();
    for (const e of elegidas) {
        const valor = e.varianteId === varianteId ? copiasDe(n) : e.copias;
        if (valor !== e.copiasPorDefecto) copias.set(e.varianteId, valor);
    }
    return copias;
};
