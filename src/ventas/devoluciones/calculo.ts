import type { Unidad } from '../../../contracts/etiquetasDeUnidad';
import { importeDeLinea, totalDe } from '../../../contracts/calculo';
import { fromCents, toCents } from '../../../contracts/money';
import type { DevolucionInput, NotaCredito, VentaDetalle } from '../../../contracts/ventas';
import { conProductoId, conVarianteId } from '../../common/varianteId';

/**
 * The return screen's figures (spec §2 Return, §5), pure so they are tested to the cent: what each
 * sold line may still return, the typed quantity clamped to it, and the refund of each line at the
 * sale's unit price and their total, priced by contracts/calculo.ts as the server prices the
 * credit note (which it computes again anyway).
 */

export interface LineaDevolucion {
    varianteId: number;
    nombre: string;
    sku: string;
    vendida: number;
    /** Summed from the earlier credit notes of this product. */
    devuelta: number;
    /** vendida − devuelta, never below 0: the input's max. */
    disponible: number;
    precioCentavos: number;
    /** What the product is sold by (issue 33): a weight's quantities read '2.000 kg'. */
    unidad: Unidad;
}

/** Units already returned per variant, summed over every credit note of the sale. */
export const devueltoPorVariante = (notas: readonly Pick<NotaCredito, 'detalles'>[]): Map<number, number> => {
    const devuelto = new Map<number, number>();
    for (const nota of notas) {
        for (const { varianteId, cantidad } of nota.detalles.map(conVarianteId)) devuelto.set(varianteId, (devuelto.get(varianteId) ?? 0) + cantidad);
    }
    return devuelto;
};

/** One returnable line per sold variant (the server sells a variant once per sale; a sale line's `producto` is its variant). */
export const lineasDeDevolucion = (venta: Pick<VentaDetalle, 'detalles' | 'notas_credito'>): LineaDevolucion[] => {
    const devuelto = devueltoPorVariante(venta.notas_credito);
    return venta.detalles.map((d) => {
        const devuelta = devuelto.get(d.producto.id) ?? 0;
        return {
            varianteId: d.producto.id,
            nombre: d.producto.plantilla.nombre,
            sku: d.producto.sku,
            vendida: d.cantidad,
            devuelta,
            disponible: Math.max(0, d.cantidad - devuelta),
            precioCentavos: toCents(d.precio_unitario) ?? 0,
            unidad: d.unidad,
        };
    });
};

/** What is wrong with a typed quantity: more than may still be returned, or not a whole number of 0 or more. */
export type ErrorDeCantidad = { tipo: 'maximo'; maximo: number } | { tipo: 'entero' };

/**
 * The typed quantity checked at its field (spec §5 bounds it by 0 and sold − returned): kept as
 * typed and refused with the maximum, never changed under the cashier's fingers (a 9 silently
 * made a 3 was refunded as 3 without anyone noticing). Blank is allowed while typing (it is 0).
 */
export const errorDeCantidad = (texto: string | undefined, disponible: number): ErrorDeCantidad | null => {
    const limpio = (texto ?? '').trim();
    if (limpio === '') return null;
    if (!/^\d+$/.test(limpio)) return { tipo: 'entero' };
    const maximo = Math.max(disponible, 0);
    return Number(limpio) > maximo ? { tipo: 'maximo', maximo } : null;
};

/** The quantity a kept text stands for: blank (or unreadable) is 0, the default. */
export const cantidadDe = (texto: string | undefined): number => {
    const n = Number.parseInt(texto ?? '', 10);
    return Number.isFinite(n) && n > 0 ? n : 0;
};

export interface ResumenDevolucion {
    /** Refund per variant id, in cents. */
    porLinea: Map<number, number>;
    totalCentavos: number;
    /** "150.50", as the API writes money. */
    total: string;
    /** Only the lines with something to return: the request's items. */
    items: DevolucionInput['items'];
}

/**
 * Refund per line, the total and the request's items for the quantities typed so far (by variant
 * id), each quantity never beyond what the line may still return.
 */
export const resumirDevolucion = (lineas: readonly LineaDevolucion[], cantidades: Readonly<Record<number, string>>): ResumenDevolucion => {
    const aDevolver = lineas.map((l) => ({ varianteId: l.varianteId, cantidad: Math.min(cantidadDe(cantidades[l.varianteId]), l.disponible), precio: l.precioCentavos }));
    const totalCentavos = totalDe(aDevolver);
    return {
        porLinea: new Map(aDevolver.map((l) => [l.varianteId, importeDeLinea(l)])),
        totalCentavos,
        total: fromCents(totalCentavos),
        items: aDevolver.filter((l) => l.cantidad > 0).map(({ varianteId, cantidad }) => conProductoId({ varianteId, cantidad })),
    };
};
