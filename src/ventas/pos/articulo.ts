import type { InventarioFila } from '../../../contracts/inventario';
import { toCents } from '../../../contracts/money';
import { aMilesimas } from '../../../contracts/unidades';
import type { ArticuloVendible } from './carrito';

/**
 * An inventory row (one variant) as the cart sells it: the price and its wholesale tiers (if any)
 * in cents, its stock and the tiers' minimums in thousandths (the API answers JSON numbers of
 * units, 0.75 or 12).
 */
export const articuloDeFila = (fila: InventarioFila): ArticuloVendible => ({
    varianteId: fila.id,
    sku: fila.sku,
    nombre: fila.plantilla.nombre,
    precio: toCents(fila.precio_venta) ?? 0,
    stock: aMilesimas(Number(fila.stock)),
    unidad: fila.unidad,
    ...(fila.precios_mayoreo?.length
        ? { preciosMayoreo: fila.precios_mayoreo.map((t) => ({ cantidadMinima: aMilesimas(Number(t.cantidad_minima)), precio: toCents(t.precio) ?? 0 })) }
        : {}),
});
