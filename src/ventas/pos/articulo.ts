import type { InventarioFila } from '../../../contracts/inventario';
import { toCents } from '../../../contracts/money';
import type { ArticuloVendible } from './carrito';

/** An inventory row (one variant) as the cart sells it: the price and its wholesale tiers (if any) in cents. */
export const articuloDeFila = (fila: InventarioFila): ArticuloVendible => ({
    varianteId: fila.id,
    sku: fila.sku,
    nombre: fila.plantilla.nombre,
    precio: toCents(fila.precio_venta) ?? 0,
    stock: fila.stock,
    unidad: fila.unidad,
    ...(fila.precios_mayoreo?.length ? { preciosMayoreo: fila.precios_mayoreo.map((t) => ({ cantidadMinima: t.cantidad_minima, precio: toCents(t.precio) ?? 0 })) } : {}),
});
