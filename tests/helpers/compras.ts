import { crearProducto, crearProveedor, type Sesion, stockYMovimientos, variante } from './catalogo.js';
import type { TestServer } from './testServer.js';

/** Purchase-order and inventory paths, as the spec spells them (with the trailing slash). */
export const COMPRAS = '/api/v1/compras/';
export const compra = (id: number | string) => `${COMPRAS}${id}/`;
export const recibir = (id: number | string) => `${COMPRAS}${id}/recibir/`;
export const cancelar = (id: number | string) => `${COMPRAS}${id}/cancelar/`;
export const AJUSTES = '/api/v1/inventario/ajustes/';
export const INVENTARIO = '/api/v1/inventario/';
export const VALOR = '/api/v1/inventario/valor';
export const movimientos = (varianteId: number | string) => `/api/v1/inventario/variantes/${varianteId}/movimientos/`;

/** A supplier and a product with `n` variants of the given stocks, in the session's company. */
export async function escenario(s: Sesion, stocks: number[] = [5, 0]) {
    const proveedor = await crearProveedor(s);
    const producto = await crearProducto(s, {
        variantes: stocks.map((stock) => variante({ stock, costo_compra: '10.00' })),
    });
    return { proveedor, producto, ids: producto.variantes.map((v) => v.id) };
}

export async function crearOrden(s: Sesion, proveedorId: number, lineas: [varianteId: number, cantidad: number, costo: string][]) {
    const res = await s.post(COMPRAS, {
        proveedor_id: proveedorId,
        detalles: lineas.map(([producto_id, cantidad, costo_unitario]) => ({ producto_id, cantidad, costo_unitario })),
    });
    if (res.status !== 201) throw new Error(`crear orden falló: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { id: number; total: string; estado: string };
}

/** Each variant's stock, straight from the database. */
export async function stocks(server: TestServer, ids: number[]): Promise<number[]> {
    const filas = await stockYMovimientos(server, ids);
    return ids.map((id) => filas[id].stock);
}

/** The invariant every test ends with: each variant's movements add up to its stock, never below zero. */
export async function historialCuadra(server: TestServer, ids: number[]) {
    const filas = await stockYMovimientos(server, ids);
    for (const id of ids) {
        expect(filas[id].stock).toBeGreaterThanOrEqual(0);
        expect(filas[id].suma, `variante ${id}`).toBe(filas[id].stock);
    }
}
