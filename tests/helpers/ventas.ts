import type { ApiResponse } from './apiClient.js';
import { request } from './apiClient.js';
import { crearProducto, type ProductoRespuesta, type Sesion, variante } from './catalogo.js';

export const RUTAS_VENTAS = {
    checkout: '/api/v1/ventas/pos/checkout',
    lista: '/api/v1/ventas/',
    venta: (id: number | string) => `/api/v1/ventas/${id}`,
    devolucion: (id: number | string) => `/api/v1/ventas/${id}/devolucion/`,
} as const;

/** POST checkout, optionally with an Idempotency-Key. */
export function checkout(s: Pick<Sesion, 'url' | 'token'>, body: unknown, idempotencyKey?: string): Promise<ApiResponse> {
    return request(s.url, RUTAS_VENTAS.checkout, {
        method: 'POST',
        token: s.token,
        json: body,
        headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
    });
}

/** A product whose variants have these SKUs, prices and stocks. */
export async function productoConVariantes(s: Sesion, variantes: { sku: string; precio: string; stock: number }[]): Promise<ProductoRespuesta> {
    return crearProducto(s, { variantes: variantes.map((v) => variante({ sku: v.sku, precio_venta: v.precio, stock: v.stock })) });
}

export const efectivo = (monto: string | number) => ({ metodo_pago: 'Efectivo', monto });
