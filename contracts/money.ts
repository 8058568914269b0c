import { z } from 'zod';
import { leerImporte, leerMilesimas } from './numero.js';

/*
 * Money is integer cents everywhere inside the system. It enters as a number or a numeric
 * string ("150.5", 150.5) and leaves as a two-decimal string ("150.50"): no float ever reaches
 * arithmetic, so totals are exact to the cent.
 */
/**
 * "1,500.50" | "150.5" | 150.5 → cents; null when the value is not an amount with at most two
 * decimals, read the one es-MX way (contracts/numero.ts).
 */
export function toCents(value: unknown): number | null {
    if (typeof value !== 'number' && typeof value !== 'string') return null;
    const lectura = leerImporte(value);
    return lectura.ok ? lectura.valor : null;
}

/** 15050 → "150.50" (the API's representation); a bigint for sums beyond a safe integer (the stock's value). */
export function fromCents(cents: number | bigint): string {
    if (typeof cents === 'bigint') {
        const abs = cents < 0n ? -cents : cents;
        return `${cents < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
    }
    const negative = cents < 0;
    const abs = Math.abs(cents);
    return `${negative ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 123450 → "$1,234.50": an amount as the app shows it, for messages built outside the browser. */
export const enPesos = (cents: number | bigint): string => `$${fromCents(cents).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/**
 * A money input with the rule's own Spanish message; parses to cents with the one es-MX reading
 * (contracts/numero.ts): '1,500.50' is 150050, '180,50' is refused with the decimal point's
 * message. `invalid` is the message for what is not an amount; `decimals`, when given, for a
 * number with more than two decimals; `maximo`, for an amount too large to be exact cents;
 * `vacio`, for a blank text.
 */
export function moneyInput(messages: { invalid: string; rule?: (cents: number) => boolean; ruleMessage?: string; decimals?: string; maximo?: string; vacio?: string }) {
    return z
        .union([z.number(), z.string()], { error: messages.invalid })
        .transform((value, ctx) => {
            const lectura = leerImporte(value);
            if (!lectura.ok) {
                const message =
                    lectura.fallo === 'coma_decimal'
                        ? lectura.mensaje
                        : lectura.fallo === 'decimales'
                          ? (messages.decimals ?? messages.invalid)
                          : lectura.fallo === 'fuera_de_rango'
                            ? (messages.maximo ?? messages.invalid)
                            : lectura.fallo === 'vacio'
                              ? (messages.vacio ?? messages.invalid)
                              : messages.invalid;
                ctx.addIssue({ code: 'custom', message });
                return z.NEVER;
            }
            const cents = lectura.valor;
            if (messages.rule && !messages.rule(cents)) {
                ctx.addIssue({ code: 'custom', message: messages.ruleMessage ?? messages.invalid });
                return z.NEVER;
            }
            return cents;
        });
}

/**
 * A quantity that may take decimals, as the API takes it (CONVENTIONS §6, Quantities): a JSON
 * number or its text with up to three decimals ("0.750", 0.75, "1,500", 2), parsed once into
 * thousandths of the product's unit (750, 1500000, 2000). Four decimals, a decimal comma, blank or
 * anything else is refused with its Spanish message; whether the product takes a fraction is its
 * unit's rule, checked where the product is read (contracts/unidades.ts `cantidadAdmitida`).
 */
export const milesimasInput = (message: string) =>
    z
        .union([z.number(), z.string()], { error: message })
        .transform((value, ctx) => {
            const lectura = leerMilesimas(value);
            if (lectura.ok) return lectura.valor;
            ctx.addIssue({ code: 'custom', message: lectura.fallo === 'ilegible' || lectura.fallo === 'vacio' ? message : lectura.mensaje });
            return z.NEVER;
        })
        .pipe(z.number({ error: message }).int(message).min(-1e15, message).max(1e15, message));

/**
 * A purchase cost in an answer: present only for who sees costs (`reportes:utilidad` or
 * `compras:escribir`, veCostos in contracts/permisos.ts), left out for anyone else.
 */
export const costoVisible = z
    .string()
    .optional()
    .describe('Solo para quien ve costos (permiso reportes:utilidad o compras:escribir); omitido para cualquier otro.');
