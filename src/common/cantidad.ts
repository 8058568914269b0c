/**
 * Units on screen (stock, quantities, counts) as the shop reads money: es-MX digit grouping,
 * `2,719`, never `2719` beside `$53,203.10`. Whole numbers only; a missing count shows 0.
 */
const UNIDADES = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });

export const formatCantidad = (n: number | string | null | undefined): string => {
    const valor = Number(n ?? 0);
    return UNIDADES.format(Number.isFinite(valor) ? valor : 0);
};

/** A stock movement's signed quantity: `+1,200` in, `-3` out, `0`. */
export const formatMovimiento = (n: number): string => (n > 0 ? `+${formatCantidad(n)}` : formatCantidad(n));
