import { z } from 'zod';
import { requiredId } from './common.js';
import { MONTO_MAXIMO } from './contabilidad.js';
import { listContract, queryId } from './lists.js';
import { costoVisible, enPesos, milesimasInput, moneyInput } from './money.js';
import { MILESIMAS } from './numero.js';
import type { Unidad } from './etiquetasDeUnidad.js';

/**
 * The units a line answers, spelled here rather than imported: importing
 * contracts/etiquetasDeUnidad.ts from this contract too made it a chunk of its own, which the
 * products list then downloaded as one more file (+0.13 kB brotli, past its budget). The types
 * keep the two lists the same: a unit missing here or one that is not a unit does not compile.
 */
const UNIDADES = ['pieza', 'kg', 'g', 'l', 'm'] as const satisfies readonly Unidad[];
true satisfies [Exclude<Unidad, (typeof UNIDADES)[number]>] extends [never] ? true : never;

/** Spec §4: an order starts Pendiente and ends Recibida (once) or, beyond the spec, Cancelada. */
export const ESTADOS_COMPRA = ['Pendiente', 'Recibida', 'Cancelada'] as const;
export type EstadoCompra = (typeof ESTADOS_COMPRA)[number];

/** The spec's §5 alerts for a new order, and the server's own refusals. */
export const COMPRA_MENSAJES = {
    proveedor: 'Por favor, selecciona un proveedor.',
    sinProductos: 'La orden de compra debe tener al menos un producto.',
    producto: 'Debes seleccionar un producto.',
    cantidad: 'La cantidad debe ser un número mayor que 0, con hasta tres decimales.',
    costo: 'El costo unitario debe ser mayor que 0.',
    costoInvalido: 'El costo unitario debe ser un número con hasta dos decimales.',
    productoRepetido: 'El producto ya está en la orden de compra.',
    proveedorInexistente: 'El proveedor seleccionado no existe.',
    productoInexistente: 'El producto seleccionado no existe.',
    totalExcesivo: `El total de la orden de compra no puede superar ${enPesos(MONTO_MAXIMO)}.`,
    noEncontrada: 'No se encontró la orden.',
    yaRecibida: (id: number) => `La orden de compra #${id} ya fue recibida.`,
    estaCancelada: (id: number) => `La orden de compra #${id} está cancelada.`,
    recibida: '¡Orden recibida y stock actualizado!',
} as const;

export const MAX_CANTIDAD = 1_000_000;

export const compraDetalleInput = z.object({
    /** The variant (spec §3: "producto_id, which is actually the variant id"). */
    producto_id: requiredId(COMPRA_MENSAJES.producto),
    // In thousandths of the product's unit (25.5 kg → 25500); a piece product's fraction is refused where it is read.
    cantidad: milesimasInput(COMPRA_MENSAJES.cantidad).pipe(
        z.number().min(1, COMPRA_MENSAJES.cantidad).max(MAX_CANTIDAD * MILESIMAS, `La cantidad máxima por línea es ${MAX_CANTIDAD}.`),
    ),
    // Read as the shop writes it ('1,500.50'); a line of cost 0 is refused: the spec's "invalid entries
    // become 0" is how the form shows a line being typed, never what an order is saved with.
    costo_unitario: moneyInput({ invalid: COMPRA_MENSAJES.costoInvalido, rule: (c) => c > 0, ruleMessage: COMPRA_MENSAJES.costo }),
});
export type CompraDetalleInput = z.infer<typeof compraDetalleInput>;

export const compraInput = z.object({
    proveedor_id: requiredId(COMPRA_MENSAJES.proveedor),
    detalles: z
        .array(compraDetalleInput, { error: COMPRA_MENSAJES.sinProductos })
        .min(1, COMPRA_MENSAJES.sinProductos)
        .max(500, 'Como máximo 500 productos por orden de compra.')
        // One line per variant, as the screen builds it: receiving adds each line once and the
        // line's cost becomes the variant's latest cost, which two lines would make ambiguous.
        .superRefine((detalles, ctx) => {
            const vistos = new Set<number>();
            detalles.forEach((d, i) => {
                if (vistos.has(d.producto_id)) ctx.addIssue({ code: 'custom', path: [i, 'producto_id'], message: COMPRA_MENSAJES.productoRepetido });
                vistos.add(d.producto_id);
            });
        }),
});
export type CompraInput = z.infer<typeof compraInput>;

const proveedorRef = z.object({ id: z.number(), nombre_empresa: z.string() });

/** A row of the orders list. Money as two-decimal strings, times as ISO 8601 UTC. */
export const compraFilaSchema = z.object({
    id: z.number(),
    proveedor: proveedorRef,
    fecha_emision: z.string(),
    estado: z.enum(ESTADOS_COMPRA),
    /** A purchase cost: only for who sees costs (veCostos, contracts/permisos.ts). */
    total: costoVisible,
});
export type CompraFila = z.infer<typeof compraFilaSchema>;

/** A line's product is the variant, shaped like a sale line's (CONVENTIONS §1). */
export const compraDetalleSchema = z.object({
    id: z.number(),
    producto: z.object({ id: z.number(), sku: z.string(), plantilla: z.object({ id: z.number(), nombre: z.string() }) }),
    cantidad: z.number(),
    /** What its product is sold by (issue 33): the quantity reads '25.500 kg' or '3'. */
    unidad: z.enum(UNIDADES),
    /** Purchase costs: only for who sees costs (veCostos, contracts/permisos.ts). */
    costo_unitario: costoVisible,
    subtotal_linea: costoVisible,
});
export type CompraDetalle = z.infer<typeof compraDetalleSchema>;

export const compraSchema = compraFilaSchema.extend({ detalles: z.array(compraDetalleSchema) });
export type Compra = z.infer<typeof compraSchema>;

/** Newest first by default (CONVENTIONS §1); spec §9: the list's limit defaults to 100. */
export const comprasLista = listContract({
    sort: ['fecha_emision', 'id', 'total'],
    defaultOrder: 'DESC',
    filters: {
        proveedor_id: queryId.optional(),
        estado: z.enum(ESTADOS_COMPRA, { error: `estado debe ser uno de: ${ESTADOS_COMPRA.join(', ')}.` }).optional(),
    },
});
export const COMPRAS_LIMITE = 100;
