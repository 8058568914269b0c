import { type Devuelto, type LineaDesglosada, NADA_DEVUELTO, parteDevuelta, sumar } from '../../../contracts/calculo';
import { fromCents, toCents } from '../../../contracts/money';
import { leerMilesimas } from '../../../contracts/numero';
import { aMilesimas, cantidadAdmitida, deMilesimas, esFraccionable, type Unidad } from '../../../contracts/unidades';
import type { DevolucionInput, NotaCredito, VentaDetalle } from '../../../contracts/ventas';
import { conProductoId, conVarianteId } from '../../common/varianteId';

/**
 * The return screen's figures (spec §2 Return, §5), pure so they are tested to the cent: what each
 * sold line may still return, the typed quantity checked against it, and the refund of each line
 * and their total. Quantities are thousandths of the line's unit inside (CONVENTIONS §6,
 * Quantities: 0.250 kg is 250), the API's JSON number at its edges. The refund is the server's own
 * (server/modules/ventas/ventas.service.ts registrarDevolucion): contracts/calculo.ts parteDevuelta
 * over the sale line's subtotal and split less what earlier credit notes gave back, so the preview
 * is the credit note to the cent, discounts, tiers and 0.250 kg of a 0.750 kg line included.
 */

export interface LineaDevolucion {
    varianteId: number;
    nombre: string;
    sku: string;
    /** Thousandths sold. */
    vendida: number;
    /** Thousandths already returned, summed from the earlier credit notes of this product. */
    devuelta: number;
    /** vendida − devuelta in thousandths, never below 0: the input's max. */
    disponible: number;
    precioCentavos: number;
    /** What the product is sold by (issue 33): a weight's quantities read '2.000 kg' and take decimals. */
    unidad: Unidad;
    /** The sale line as the server's refund reads it: thousandths, its subtotal and split in cents. */
    linea: LineaDesglosada;
    /** What the earlier credit notes gave back of it (thousandths and cents). */
    devuelto: Devuelto;
}

const centavos = (monto: string | undefined): number => toCents(monto) ?? 0;

/** What every earlier credit note gave back per variant: thousandths, amount and split summed, as the server sums them. */
export const devueltoPorVariante = (notas: readonly Pick<NotaCredito, 'detalles'>[]): Map<number, Devuelto> => {
    const devuelto = new Map<number, Devuelto>();
    for (const nota of notas) {
        for (const d of nota.detalles.map(conVarianteId)) {
            const previo = devuelto.get(d.varianteId) ?? NADA_DEVUELTO;
            devuelto.set(d.varianteId, {
                cantidad: previo.cantidad + aMilesimas(d.cantidad),
                monto: sumar([previo.monto, centavos(d.monto_devuelto)]),
                base: sumar([previo.base, centavos(d.base)]),
                ieps: sumar([previo.ieps, centavos(d.ieps)]),
                iva: sumar([previo.iva, centavos(d.iva)]),
            });
        }
    }
    return devuelto;
};

/** One returnable line per sold variant (the server sells a variant once per sale; a sale line's `producto` is its variant). */
export const lineasDeDevolucion = (venta: Pick<VentaDetalle, 'detalles' | 'notas_credito'>): LineaDevolucion[] => {
    const devueltos = devueltoPorVariante(venta.notas_credito);
    return venta.detalles.map((d) => {
        const devuelto = devueltos.get(d.producto.id) ?? NADA_DEVUELTO;
        const vendida = aMilesimas(d.cantidad);
        return {
            varianteId: d.producto.id,
            nombre: d.producto.plantilla.nombre,
            sku: d.producto.sku,
            vendida,
            devuelta: devuelto.cantidad,
            disponible: Math.max(0, vendida - devuelto.cantidad),
            precioCentavos: centavos(d.precio_unitario),
            unidad: d.unidad,
            linea: { cantidad: vendida, importe: centavos(d.subtotal), base: centavos(d.base), ieps: centavos(d.ieps), iva: centavos(d.iva) },
            devuelto,
        };
    });
};

/**
 * What is wrong with a typed quantity: more than may still be returned (thousandths), not a
 * quantity of 0 or more (`invalida`: whole units for a piece, up to three decimals for a weight),
 * four decimals of a weight, or a fraction of a piece (`pieza`, the server's mensajeDePieza).
 */
export type ErrorDeCantidad = { tipo: 'maximo'; maximo: number } | { tipo: 'invalida' } | { tipo: 'decimales' } | { tipo: 'pieza' };

/**
 * The typed quantity checked at its field (spec §5 bounds it by 0 and sold − returned): kept as
 * typed and refused with the maximum, never changed under the cashier's fingers (a 9 silently
 * made a 3 was refunded as 3 without anyone noticing). Blank is allowed while typing (it is 0).
 */
export const errorDeCantidad = (texto: string | undefined, linea: Pick<LineaDevolucion, 'disponible' | 'unidad'>): ErrorDeCantidad | null => {
    const limpio = (texto ?? '').trim();
    if (limpio === '') return null;
    const leida = leerMilesimas(limpio);
    const pieza = !esFraccionable(linea.unidad);
    if (!leida.ok && leida.fallo === 'decimales') return { tipo: pieza ? 'pieza' : 'decimales' };
    if (!leida.ok || leida.valor < 0) return { tipo: 'invalida' };
    if (!cantidadAdmitida(leida.valor, linea.unidad)) return { tipo: 'pieza' };
    const maximo = Math.max(linea.disponible, 0);
    return leida.valor > maximo ? { tipo: 'maximo', maximo } : null;
};

/** The thousandths a kept text stands for: blank, unreadable or negative is 0, the default. */
export const cantidadDe = (texto: string | undefined): number => {
    const leida = leerMilesimas((texto ?? '').trim());
    return leida.ok && leida.valor > 0 ? leida.valor : 0;
};

export interface ResumenDevolucion {
    /** Refund per variant id, in cents. */
    porLinea: Map<number, number>;
    totalCentavos: number;
    /** "150.50", as the API writes money. */
    total: string;
    /** Only the lines with something to return: the request's items, quantities as the API's JSON number of units (0.25). */
    items: DevolucionInput['items'];
}

/**
 * The refund of `cantidad` thousandths of a line: the server's parteDevuelta. Its amount reads only
 * the subtotal and what came back; a split that does not add up to it (data no answer of the API
 * has) would make it throw, and the screen then still shows that same amount rather than breaking.
 */
const reembolsoDe = (l: LineaDevolucion, cantidad: number): number => {
    try {
        return parteDevuelta(l.linea, l.devuelto, cantidad).monto;
    } catch {
        const { linea, devuelto } = l;
        return parteDevuelta({ ...linea, base: linea.importe, ieps: 0, iva: 0 }, { ...devuelto, base: devuelto.monto, ieps: 0, iva: 0 }, cantidad).monto;
    }
};

/**
 * Refund per line, the total and the request's items for the quantities typed so far (by variant
 * id): each quantity never beyond what the line may still return, and a piece's fraction (refused
 * at its field) counting nothing. Each line's refund is the server's parteDevuelta.
 */
export const resumirDevolucion = (lineas: readonly LineaDevolucion[], cantidades: Readonly<Record<number, string>>): ResumenDevolucion => {
    const aDevolver = lineas.map((l) => {
        const pedida = cantidadDe(cantidades[l.varianteId]);
        const cantidad = cantidadAdmitida(pedida, l.unidad) ? Math.min(pedida, l.disponible) : 0;
        return { l, cantidad, monto: cantidad > 0 ? reembolsoDe(l, cantidad) : 0 };
    });
    const totalCentavos = sumar(aDevolver.map((a) => a.monto));
    return {
        porLinea: new Map(aDevolver.map((a) => [a.l.varianteId, a.monto])),
        totalCentavos,
        total: fromCents(totalCentavos),
        items: aDevolver.filter((a) => a.cantidad > 0).map((a) => conProductoId({ varianteId: a.l.varianteId, cantidad: deMilesimas(a.cantidad) })),
    };
};
