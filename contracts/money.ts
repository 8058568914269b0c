import { z } from 'zod';

/**
 * Money is integer cents everywhere inside the system. It enters as a number or a numeric
 * string ("150.5", 150.5) and leaves as a two-decimal string ("150.50"): no float ever reaches
 * arithmetic, so totals are exact to the cent.
 */
const DECIMAL = /^-?\d+(\.\d{1,2})?$/;

/** "150.5" | 150.5 → 15050; null when the value is not an amount with at most two decimals. */
export function toCents(value: unknown): number | null {
    if (typeof value === 'number') {
        if (!Number.isFinite(value)) return null;
        const cents = Math.round(value * 100);
        return Math.abs(cents - value * 100) < 1e-6 && Number.isSafeInteger(cents) ? cents : null;
    }
    if (typeof value === 'string') {
        const text = value.trim();
        if (!DECIMAL.test(text)) return null;
        const negative = text.startsWith('-');
        const [whole, fraction = ''] = text.replace('-', '').split('.');
        const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
        if (!Number.isSafeInteger(cents)) return null;
        return negative ? -cents : cents;
    }
    return null;
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

/** A plain number written with more than two decimals ("10.555", 10.555): an amount, but not in cents. */
const MAS_DE_DOS_DECIMALES = /^-?\d+\.\d{3,}$/;

/** An amount well written, with at most two decimals, that only its size keeps from being cents. */
const BIEN_ESCRITO = /^\d+(\.\d{1,2})?$/;

/**
 * A money input with the rule's own Spanish message; parses to cents. `decimals`, when given, is
 * the message for a number with more than two decimals, which the rule's message (about the sign)
 * would misdescribe; `maximo`, for an amount too large to be exact cents, which 'not a number'
 * would.
 */
export function moneyInput(messages: { invalid: string; rule?: (cents: number) => boolean; ruleMessage?: string; decimals?: string; maximo?: string }) {
    return z
        .union([z.number(), z.string()], { error: messages.invalid })
        .transform((value, ctx) => {
            const cents = toCents(value);
            if (cents === null) {
                const { decimals, maximo } = messages;
                const texto = String(value).trim();
                const message =
                    decimals !== undefined && MAS_DE_DOS_DECIMALES.test(texto)
                        ? decimals
                        : maximo !== undefined && BIEN_ESCRITO.test(texto)
                          ? maximo
                          : messages.invalid;
                ctx.addIssue({ code: 'custom', message });
                return z.NEVER;
            }
            if (messages.rule && !messages.rule(cents)) {
                ctx.addIssue({ code: 'custom', message: messages.ruleMessage ?? messages.invalid });
                return z.NEVER;
            }
            return cents;
        });
}
