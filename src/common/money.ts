/**
 * Money on screen (spec §9, CONVENTIONS §2): es-MX, two decimals and a `$` sign — `$1,234.50`.
 * The API sends decimal strings ("150.50"); numbers are accepted too. A missing or unreadable
 * amount shows as `$0.00` (spec §2 Products: a missing price shows 0).
 */
const MONEY = new Intl.NumberFormat('es-MX', {
    style: 'currency',
    currency: 'MXN',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
});

const toNumber = (value: string | number | null | undefined): number => {
    if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
    if (typeof value === 'string' && value.trim() !== '') {
        const parsed = Number(value.trim());
        return Number.isFinite(parsed) ? parsed : 0;
    }
    return 0;
};

export const formatMoney = (value: string | number | null | undefined): string => {
    const amount = toNumber(value);
    // -0 (e.g. "-0.001" rounded) must not print as "-$0.00".
    return MONEY.format(Object.is(Math.round(amount * 100), -0) ? 0 : amount);
};
