import { useQuery } from '@tanstack/react-query';
import type { Compra } from '../../../contracts/compras';
import type { Producto } from '../../../contracts/productos';
import { useDatos } from '../../dataProvider';
import type { Origen } from './leerDireccion';
import { deCompra, deProductos, type Elegida } from './elegidas';

/** What the screen has to print, or why not yet. `compra`: the order named, once read. */
export interface Lectura {
    elegidas: Elegida[];
    compra?: Compra;
    isPending: boolean;
    error: unknown;
}

/**
 * The variants the address names, read from the API: the products chosen (GET of those ids, one
 * request), or a purchase order and then its lines' products, at their prices now. An order not
 * yet received reads no products: it has no units to label.
 */
export const useElegidas = (origen: Origen | null): Lectura => {
    const datos = useDatos();
    const idCompra = origen?.tipo === 'compra' ? origen.id : null;
    const compra = useQuery({
        queryKey: ['etiquetas', 'compra', idCompra],
        queryFn: ({ signal }) => datos.getOne<Compra>('compras', { id: idCompra as number, signal }).then((r) => r.data),
        enabled: idCompra !== null,
        staleTime: 0,
    });
    const ids =
        origen?.tipo === 'productos' ? origen.ids : compra.data?.estado === 'Recibida' ? [...new Set(compra.data.detalles.map((d) => d.producto.plantilla.id))] : [];
    const productos = useQuery({
        queryKey: ['etiquetas', 'productos', ids],
        queryFn: ({ signal }) => datos.getMany<Producto>('productos', { ids, signal }).then((r) => r.data),
        enabled: ids.length > 0,
        // Prices change: a label prints today's.
        staleTime: 0,
    });
    if (origen === null) return { elegidas: [], isPending: false, error: null };
    if (compra.error || productos.error) return { elegidas: [], compra: compra.data, isPending: false, error: compra.error ?? productos.error };
    if (idCompra !== null && !compra.data) return { elegidas: [], isPending: true, error: null };
    if (ids.length === 0) return { elegidas: [], compra: compra.data, isPending: false, error: null };
    if (!productos.data) return { elegidas: [], compra: compra.data, isPending: true, error: null };
    const elegidas = origen.tipo === 'productos' ? deProductos(origen.ids, productos.data) : compra.data ? deCompra(compra.data, productos.data) : [];
    return { elegidas, compra: compra.data, isPending: false, error: null };
};
