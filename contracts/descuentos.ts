import { z } from 'zod';
import { TIPOS_DE_DESCUENTO, type Descuento } from './calculo.js';
import { leerImporte } from './numero.js';
import { checkoutInput, checkoutItem, VENTA_MENSAJES } from './ventas.js';

/*
 * Discounts in the checkout's payload (issue 33 item 4): a line's `items[].descuento` and the
 * sale's `descuento`, and their messages. Their arithmetic is contracts/calculo.ts'. A module of
 * their own, not contracts/ventas.ts: the sales and products lists import that one, and these
 * schemas with calculo's constants added 2.1 kB brotli to each (VentaList and ProductoList went
 * past their 63 kB budget, scripts/assetBudget.ts); only the till and the server need them.
 */

/** The Spanish 422s of a discount's shape and the checkout's refusals. */
export const DESCUENTO_MENSAJES = {
    tipo: `El tipo de descuento debe ser uno de: ${TIPOS_DE_DESCUENTO.join(', ')}.`,
    porcentaje: 'El porcentaje de descuento debe ser un número mayor que 0 y hasta 100, con hasta dos decimales.',
    monto: 'El monto del descuento debe ser un importe mayor que 0, con hasta dos decimales.',
    /** 422: an amount off a line (or the sale) larger than what it comes off. */
    excedeImporte: 'El descuento no puede ser mayor que el importe al que se aplica.',
    /** 422: the same variant twice in a checkout with different discounts (they are one line, with one discount). */
    distintosEnLaMismaLinea: 'El mismo producto aparece dos veces con descuentos distintos: una línea lleva un solo descuento.',
    /** 403: a discount by a role without ventas:descontar. */
    sinPermiso: 'No tiene permiso para aplicar descuentos.',
    /**
     * 403: above the company's descuento_maximo for a role without ventas:descontar_sin_limite;
     * the cap in hundredths of a percent as the checkout holds it (1000 → '10 %', 1250 → '12.5 %').
     */
    excedeMaximo: (maximoCentesimas: number) =>
        `El descuento excede el máximo permitido de ${maximoCentesimas / 100} %. Solicite autorización a un supervisor.`,
} as const;

/**
 * A discount in the checkout's payload, on a line (`items[].descuento`) or on the sale
 * (`descuento`): `{ tipo: "porcentaje", valor: 12.5 }` — a JSON number, 0 < p ≤ 100, up to two
 * decimals — or `{ tipo: "monto", valor: "50.00" }` — an amount as every amount is read, > 0.
 * Parsed to contracts/calculo.ts' `Descuento` (percent as given, amount in cents). The checkout
 * takes it through checkoutConDescuentos below.
 */
export const descuentoInput = z
    .object({
        tipo: z.enum(TIPOS_DE_DESCUENTO, { error: DESCUENTO_MENSAJES.tipo }),
        // Read in the transform, where the type says which message a wrong one gets.
        valor: z.unknown(),
    })
    .transform((d, ctx): Descuento => {
        const rechazar = (message: string) => {
            ctx.addIssue({ code: 'custom', path: ['valor'], message });
            return z.NEVER;
        };
        if (d.tipo === 'porcentaje') {
            // A JSON number, read as exact hundredths of a percent ('12.5' as text is not a percentage).
            const lectura = typeof d.valor === 'number' ? leerImporte(d.valor) : null;
            if (!lectura?.ok || lectura.valor < 1 || lectura.valor > 10_000) return rechazar(DESCUENTO_MENSAJES.porcentaje);
            return { tipo: 'porcentaje', valor: lectura.valor / 100 };
        }
        if (typeof d.valor !== 'number' && typeof d.valor !== 'string') return rechazar(DESCUENTO_MENSAJES.monto);
        const lectura = leerImporte(d.valor);
        if (!lectura.ok) return rechazar(lectura.fallo === 'coma_decimal' ? lectura.mensaje : DESCUENTO_MENSAJES.monto);
        if (lectura.valor <= 0) return rechazar(DESCUENTO_MENSAJES.monto);
        return { tipo: 'monto', valor: lectura.valor };
    });
export type DescuentoInput = z.input<typeof descuentoInput>;

/**
 * The checkout's payload with its discounts (issue 33 item 4): contracts/ventas.ts' checkoutInput
 * with `items[].descuento` and the sale's `descuento`, both optional. Here rather than there for
 * the bundle budget above; the server's route takes this one.
 */
export const checkoutConDescuentos = checkoutInput.extend({
    items: z
        .array(checkoutItem.extend({ descuento: descuentoInput.optional() }), { error: VENTA_MENSAJES.sinItems })
        .min(1, VENTA_MENSAJES.sinItems)
        .max(200, VENTA_MENSAJES.demasiadosItems),
    descuento: descuentoInput.optional(),
});
export type CheckoutConDescuentos = z.infer<typeof checkoutConDescuentos>;
