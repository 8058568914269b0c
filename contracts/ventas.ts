import { z } from 'zod';
import { optionalText, requiredId, requiredText } from './common.js';
import { impuestoSchema, TASAS_IVA } from './impuestos.js';
import { diaOInstanteFiltro } from './fechas.js';
import { listContract, queryId } from './lists.js';
import { milesimasInput, moneyInput } from './money.js';
import { MILESIMAS } from './numero.js';
import { UNIDADES } from './etiquetasDeUnidad.js';

/** Spec §3: the payment methods, in the order the payment modal offers them. */
export const METODOS_PAGO = [
    'Efectivo',
    'Tarjeta de Crédito',
    'Tarjeta de Débito',
    'Transferencia',
    'Crédito de la Tienda',
    'Canje de Puntos',
    'Otro',
] as const;
export type MetodoPago = (typeof METODOS_PAGO)[number];

/** Spec §4: a sale's states; `Cancelada` is a voided sale (POST /ventas/{id}/cancelar). */
export const ESTADOS_VENTA = ['Completada', 'Con Devolución', 'Cancelada'] as const;
export type EstadoVenta = (typeof ESTADOS_VENTA)[number];

/** States from which a return may start (spec §4). */
export const ESTADOS_DEVOLVIBLES: readonly EstadoVenta[] = ['Completada', 'Con Devolución'];

export const VENTA_MENSAJES = {
    montoPositivo: 'El monto del pago debe ser un número positivo.',
    pagoInsuficiente: 'El monto pagado es insuficiente. Por favor, verifique los pagos.',
    pagoDeMas: 'Los pagos ya cubren el total: no se puede agregar otro pago. Quite uno para cambiarlo.',
    montoMaximo: 'El monto de un pago no puede superar $99,999,999.99.',
    cambioSoloEfectivo: 'Solo el efectivo da cambio: los pagos con otros métodos no pueden sumar más que el total de la venta.',
    metodoPago: `El método de pago debe ser uno de: ${METODOS_PAGO.join(', ')}.`,
    sinItems: 'La venta debe tener al menos un producto.',
    demasiadosItems: 'La venta admite hasta 200 productos.',
    demasiadosPagos: 'La venta admite hasta 20 pagos.',
    producto: 'Debe indicar el producto (un id entero positivo).',
    cantidad: 'La cantidad debe ser un número mayor que 0, con hasta tres decimales.',
    cliente: 'El cliente debe ser un id entero positivo.',
    productoInexistente: 'El producto no existe.',
    clienteInexistente: 'El cliente seleccionado no existe.',
    noEncontrada: 'Venta no encontrada.',
    importeFueraDeRango: 'El importe de la venta está fuera de rango.',
    idempotencyKey: 'Idempotency-Key debe tener entre 1 y 200 caracteres visibles.',
    totalEsperado: 'El total esperado debe ser un importe con hasta dos decimales.',
    /** 409: the till's total was counted with prices changed since (`total` as '$1,234.50'). */
    totalCambiado: (total: string) => `Los precios cambiaron mientras la venta estaba abierta: el total ahora es ${total}. Revise el carrito y los pagos.`,
    claveDeOtraVenta: (id: number) => `Esta Idempotency-Key ya registró la venta #${id} con otros productos, descuentos o cliente: use una clave nueva para otra venta.`,
    // Voiding a sale (POST /ventas/{id}/cancelar): 409s for its state, 422 for the reason.
    soloCompletada: 'Solo se puede cancelar una venta Completada.',
    yaCancelada: 'La venta ya está cancelada.',
    conDevoluciones: 'La venta tiene devoluciones y no se puede cancelar.',
    sesionCerrada: 'La sesión de caja de la venta ya está cerrada.',
    motivoCancelacion: 'El motivo de la cancelación es obligatorio.',
} as const;

export const DEVOLUCION_MENSAJES = {
    sinProductos: 'Debe seleccionar al menos un producto para devolver.',
    cantidad: 'La cantidad a devolver debe ser un número mayor o igual a 0, con hasta tres decimales.',
    productoNoVendido: 'El producto no forma parte de esta venta.',
    estado: 'Solo se pueden devolver ventas en estado Completada o Con Devolución.',
    /** 409: quantities with their unit, as contracts/unidades.ts formatearMilesimas writes them ('3 pzas', '0.250 kg'). */
    excede: (sku: string, disponible: string, solicitado: string) => `No se pueden devolver ${solicitado} del SKU '${sku}': quedan ${disponible} por devolver.`,
} as const;

/**
 * A payment's ceiling, in cents: far above any sale of a shop, and below the 12 and 13 digits of a
 * UPC or EAN barcode, so a product scanned into the payment's amount box is refused instead of
 * paying trillions.
 */
export const MONTO_MAXIMO_PAGO = 99_999_999_99;

const MAX_CANTIDAD = 1_000_000;
// A JSON number (or its plain text) of units with up to three decimals, read into thousandths
// (CONVENTIONS §6, Quantities): 0.75 → 750. Whether the product takes a fraction is checked where
// it is read (its unit). Never "0x10", true or [] coerced.
const cantidad = (min: 0 | 1, message: string) =>
    milesimasInput(message).pipe(z.number().min(min, message).max(MAX_CANTIDAD * MILESIMAS, `La cantidad máxima es ${MAX_CANTIDAD}.`));
const productoId = requiredId(VENTA_MENSAJES.producto);

/** One line of the checkout: a variant and its quantity (contracts/descuentos.ts adds its discount). */
export const checkoutItem = z.object({ producto_id: productoId, cantidad: cantidad(1, VENTA_MENSAJES.cantidad) });

/** Spec §3, checkout payload: `producto_id` is a variant's id; prices come from the database. */
export const checkoutInput = z.object({
    items: z
        .array(checkoutItem, { error: VENTA_MENSAJES.sinItems })
        .min(1, VENTA_MENSAJES.sinItems)
        .max(200, VENTA_MENSAJES.demasiadosItems),
    pagos: z
        .array(
            z.object({
                metodo_pago: z.enum(METODOS_PAGO, { error: VENTA_MENSAJES.metodoPago }),
                monto: moneyInput({ invalid: VENTA_MENSAJES.montoPositivo, rule: (c) => c > 0, maximo: VENTA_MENSAJES.montoMaximo }).refine((c) => c <= MONTO_MAXIMO_PAGO, VENTA_MENSAJES.montoMaximo),
            }),
            { error: VENTA_MENSAJES.pagoInsuficiente },
        )
        // No payment at all is the extreme case of too little paid.
        .min(1, VENTA_MENSAJES.pagoInsuficiente)
        .max(20, VENTA_MENSAJES.demasiadosPagos),
    cliente_id: z
        .union([z.null(), requiredId(VENTA_MENSAJES.cliente)], {
            error: VENTA_MENSAJES.cliente,
        })
        .optional()
        .transform((v) => v ?? null),
    /**
     * Beyond the spec, optional: the total the till showed and counted the payments against. When
     * the stored prices give another (a price changed while the line sat in the cart) the sale is
     * a 409 and nothing is written: a customer is never charged a total they were not told.
     */
    total_esperado: moneyInput({ invalid: VENTA_MENSAJES.totalEsperado, rule: (c) => c >= 0 }).optional(),
});
export type CheckoutInput = z.infer<typeof checkoutInput>;

/** The checkout's optional Idempotency-Key header (other headers pass through untouched). */
export const checkoutHeaders = z.looseObject({
    'idempotency-key': z
        .string()
        .regex(/^[\x21-\x7e]{1,200}$/, VENTA_MENSAJES.idempotencyKey)
        .optional()
        .describe(
            'Una clave por intento de venta (1–200 caracteres ASCII visibles). Un reintento con la misma clave y el mismo carrito y cliente responde la venta ya registrada (cabecera `Idempotent-Replayed: true`) en lugar de vender dos veces; la misma clave con otro carrito o cliente es un 422.',
        ),
});

/** Spec §3, return request: quantities of 0 are allowed (the screen's default) but not all of them. */
export const devolucionInput = z.object({
    motivo: optionalText(500, { multilinea: true }),
    items: z
        .array(z.object({ producto_id: productoId, cantidad: cantidad(0, DEVOLUCION_MENSAJES.cantidad) }), {
            error: DEVOLUCION_MENSAJES.sinProductos,
        })
        .max(200, VENTA_MENSAJES.demasiadosItems)
        .refine((items) => items.some((i) => i.cantidad > 0), DEVOLUCION_MENSAJES.sinProductos),
});
export type DevolucionInput = z.infer<typeof devolucionInput>;

/**
 * Beyond the spec, voiding a sale (CONVENTIONS §6): only a Completada sale with no returns, whose
 * cash session (if any) is still open; the reason is required and goes to the audit log.
 */
export const cancelacionInput = z.object({
    motivo: requiredText(VENTA_MENSAJES.motivoCancelacion, { max: 500, multilinea: true }),
});
export type CancelacionInput = z.infer<typeof cancelacionInput>;

const dinero = z.string().describe('Importe con dos decimales, p. ej. "150.50"');
const clienteRef = z.object({ id: z.number(), nombre_completo: z.string() }).nullable();

export const checkoutRespuesta = z.object({
    id: z.number(),
    total: dinero,
    cambio: dinero,
    /** Issue 34: when the sale moved its customer's account (credit, points), the balance and points it left. */
    cuenta: z.object({ saldo: dinero, puntos: z.number(), puntos_ganados: z.number() }).optional(),
});
export type CheckoutRespuesta = z.infer<typeof checkoutRespuesta>;

/** One row of the sales history. `cliente` null is a walk-in ('Consumidor Final'). */
export const ventaFila = z.object({
    id: z.number(),
    fecha: z.string(),
    estado: z.enum(ESTADOS_VENTA),
    total: dinero,
    cliente: clienteRef,
    usuario: z.string(),
});
export type VentaFila = z.infer<typeof ventaFila>;

export const notaCreditoSchema = z.object({
    id: z.number(),
    venta_id: z.number(),
    fecha: z.string(),
    motivo: z.string().nullable(),
    total_devuelto: dinero,
    detalles: z.array(
        z.object({
            producto_id: z.number(),
            cantidad: z.number(),
            monto_devuelto: dinero,
            /** The refund's split, the returned units' share of the sale line's: base + iva + ieps = monto_devuelto. */
            base: dinero.describe('Importe devuelto sin impuestos'),
            iva: dinero.describe('IVA devuelto'),
            ieps: dinero.describe('IEPS devuelto'),
            // Beyond the spec's three fields: what the note names, so it reads (and prints) on its own.
            sku: z.string().describe('SKU de la variante devuelta'),
            nombre: z.string().describe('Nombre del producto devuelto'),
        }),
    ),
});
export type NotaCredito = z.infer<typeof notaCreditoSchema>;

export const ventaDetalle = ventaFila.extend({
    /** Beyond the spec: the seller's name ('Nombre Apellido'), which the ticket prints; `usuario` stays the e-mail. */
    vendedor: z.string(),
    /** Sum of the payments, and what was handed back: `pagado − total`. */
    pagado: dinero,
    cambio: dinero,
    detalles: z.array(
        z.object({
            id: z.number(),
            cantidad: z.number(),
            precio_unitario: dinero,
            /** The variant's list price when sold (issue 33): precio_unitario below it is a wholesale tier's. */
            precio_lista: dinero,
            /** Whether the line was charged a wholesale tier's price (mayoreo) rather than the list price. */
            mayoreo: z.boolean(),
            /** What the line charged: cantidad × precio_unitario − descuento (what taxes split and returns refund). */
            subtotal: dinero,
            /** What the line gave away (issue 33): its own discount plus its share of the sale's. */
            descuento: dinero.describe('Descuento de la línea: el propio más su parte del descuento de la venta'),
            /** subtotal split at the rates it was sold at: base + ieps + iva = subtotal. */
            base: dinero.describe('Importe de la línea sin impuestos'),
            iva: dinero.describe('IVA de la línea (sobre base + IEPS)'),
            ieps: dinero.describe('IEPS de la línea'),
            tasa_iva: z.enum(TASAS_IVA).describe('Tasa de IVA al momento de la venta: "16", "8", "0" o "exento"'),
            tasa_ieps: z.string().nullable().describe('Tasa de IEPS al momento de la venta con seis decimales, p. ej. "0.080000"; null si no lleva'),
            producto: z.object({ id: z.number(), sku: z.string(), plantilla: z.object({ id: z.number(), nombre: z.string() }) }),
            /** What its product is sold by (issue 33): the quantity reads '0.750 kg' or '3'. */
            unidad: z.enum(UNIDADES),
        }),
    ),
    pagos: z.array(z.object({ id: z.number(), metodo_pago: z.string(), monto: dinero })),
    /** Σ of its lines' discounts (issue 33). */
    descuento: dinero.describe('Descuentos de la venta (líneas y venta)'),
    /** What the customer saved against list prices, tiers and discounts both: the ticket's 'Usted ahorró $X'. */
    ahorro: dinero.describe('Ahorro frente a los precios de lista (mayoreo y descuentos)'),
    /** Its taxes per tax and rate, the exact sums of its lines (CFDI 4.0's Traslados): IVA first, exempt last. */
    impuestos: z.array(impuestoSchema),
    notas_credito: z.array(notaCreditoSchema),
    /**
     * Issue 34: what the sale left on its customer's account, for the ticket (a reprint prints the
     * same): null when it moved none (no customer, nothing charged, no points spent or earned).
     */
    cuenta: z
        .object({
            saldo: dinero.nullable().describe('Saldo de la cuenta del cliente justo después de la venta; null si el cliente no tiene movimientos de cuenta'),
            puntos: z.number().nullable().describe('Puntos del cliente justo después de la venta; null si no tiene movimientos de puntos'),
        })
        .nullable()
        .optional()
        .describe('Saldo y puntos del cliente tras la venta, leídos de sus movimientos (null si la venta no movió su cuenta)'),
});
export type VentaDetalle = z.infer<typeof ventaDetalle>;

const FECHA_MSG = 'La fecha debe tener el formato AAAA-MM-DD o ser una fecha y hora ISO 8601.';
/** `2024-05-01` (a day in the company's time zone) or an ISO 8601 date-time. */
const fechaFiltro = diaOInstanteFiltro(FECHA_MSG);

/** Sales history: newest first, 25 a page unless asked (spec §9). */
export const ventasLista = listContract({
    sort: ['fecha', 'id', 'total'],
    defaultOrder: 'DESC',
    filters: {
        fecha_desde: fechaFiltro.optional(),
        fecha_hasta: fechaFiltro.optional(),
        estado: z.enum(ESTADOS_VENTA, { error: `El estado debe ser uno de: ${ESTADOS_VENTA.join(', ')}.` }).optional(),
        cliente_id: queryId.optional(),
        usuario_id: queryId.optional(),
    },
});
export const VENTAS_PAGINA = 25;
