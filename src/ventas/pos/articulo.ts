import type { InventarioFila } from '../../../contracts/inventario';
import { toCents } from '../../../contracts/money';
import type { ArticuloVendible } from './carrito';

/** An inventory row (one variant) as the cart sells it: the price in cents. */
export const articuloDeFila = (fila: InventarioFila): ArticuloVendible => ({
    varianteId: fila.id,
    sku: fila.sku,
    nombre: fila.plantilla.nombre,
    precio: toCents(fila.precio_venta) ?? 0,
    stock: fila.stock,
});
