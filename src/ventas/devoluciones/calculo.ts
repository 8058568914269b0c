import { fromCents, toCents } from '../../../contracts/money';
import type { DevolucionInput, NotaCredito, VentaDetalle } from '../../../contracts/ventas';

/**
 * The return screen's arithmetic (spec §2 Return, §5), pure so it is tested to the cent: what each
 * sold line may still return, the typed quantity clamped to it, the refund at the sale's unit
 * price and the total, all in integer cents like the server (which recomputes them anyway).
 */

export interface LineaDevolucion {
    /** The variant's id: what the return request and the credit notes call `producto_id`. */
    productoId: number;
    nombre: string;
    sku: string;
    vendida: number;
    /** Summed from the earlier credit notes of this product. */
    devuelta: number;
    /** vendida − devuelta, never below 0: the input's max. */
    disponible: number;
    precioCentavos: number;
}

/** Units already returned per product, summed over every credit note of the sale. */
export const devueltoPorProducto = (notas: readonly Pick<NotaCredito, 'detalles'>[]): Map<number, number> => {
    const devuelto = new Map<number, number>();
    for (const nota of notas) for (const d of nota.detalles) devuelto.set(d.producto_id, (devuelto.get(d.producto_id) ?? 0) + d.cantidad);
    return devuelto;
};

/** One returnable line per sold product (the server sells a variant once per sale). */
export const lineasDeDevolucion = (venta: Pick<VentaDetalle, 'detalles' | 'notas_credito'>): LineaDevolucion[] => {
    const devuelto = devueltoPorProducto(venta.notas_credito);
    return venta.detalles.map((d) => {
        const devuelta = devuelto.get(d.producto.id) ?? 0;
        return {
            productoId: d.producto.id,
            nombre: d.producto.plantilla.nombre,
            sku: d.producto.sku,
            vendida: d.cantidad,
            devuelta,
            disponible: Math.max(0, d.cantidad - devuelta),
            precioCentavos: toCents(d.precio_unitario) ?? 0,
        };
    });
};

/**
 * The typed quantity as the input keeps it (spec §5): blank stays blank while typing; anything
 * else becomes a whole number between 0 and what may still be returned.
 */
export const limitarCantidad = (texto: string, disponible: number): string => {
    const limpio = texto.trim();
    if (limpio === '') return '';
    const n = Number.parseInt(limpio, 10);
    if (!Number.isFinite(n)) return '0';
    return String(Math.min(Math.max(n, 0), Math.max(disponible, 0)));
};

/** The quantity a kept text stands for: blank (or unreadable) is 0, the default. */
export const cantidadDe = (texto: string | undefined): number => {
    const n = Number.parseInt(texto ?? '', 10);
    return Number.isFinite(n) && n > 0 ? n : 0;
};

/** The refund of one line: quantity × the sale's unit price, in cents. */
export const reembolsoCentavos = (linea: Pick<LineaDevolucion, 'precioCentavos' | 'disponible'>, cantidad: number): number =>
    linea.precioCentavos * Math.min(Math.max(cantidad, 0), linea.disponible);

export interface ResumenDevolucion {
    /** Refund per product id, in cents. */
    porLinea: Map<number, number>;
    totalCentavos: number;
    /** "150.50", as the API writes money. */
    total: string;
    /** Only the lines with something to return: the request's items. */
    items: DevolucionInput['items'];
}

/** Refund per line, the total and the request's items for the quantities typed so far (by product id). */
export const resumirDevolucion = (lineas: readonly LineaDevolucion[], cantidades: Readonly<Record<number, string>>): ResumenDevolucion => {
    const porLinea = new Map<number, number>();
    const items: DevolucionInput['items'] = [];
    let totalCentavos = 0;
    for (const linea of lineas) {
        const cantidad = Math.min(cantidadDe(cantidades[linea.productoId]), linea.disponible);
        const centavos = reembolsoCentavos(linea, cantidad);
        porLinea.set(linea.productoId, centavos);
        totalCentavos += centavos;
        if (cantidad > 0) items.push({ producto_id: linea.productoId, cantidad });
    }
    return { porLinea, totalCentavos, total: fromCents(totalCentavos), items };
};
