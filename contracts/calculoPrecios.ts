import { dividirRedondeando, exacto, ImporteFueraDeRango } from './centavos.js';

/*
 * Wholesale prices (mayoreo, issue 33). A variant may carry tiers: from `cantidadMinima` units on,
 * each unit costs `precio`. The line takes the tier with the highest minimum its quantity reaches,
 * or the list price below every minimum. The server prices a checkout with it from the stored
 * tiers and the till prices its cart with it as the quantity changes, so both agree.
 */

/** One tier: from `cantidadMinima` units on (the same unit as the quantity compared with it), `precio` cents each. */
export interface PrecioMayoreo {
    cantidadMinima: number;
    precio: number;
}

/** The unit price a quantity takes, and whether it is a tier's (`mayoreo`) rather than the list price. */
export interface PrecioAplicado {
    precio: number;
    mayoreo: boolean;
}

/**
 * The unit price of `cantidad` units at list price `precioLista` (cents) with `tiers`: the tier
 * whose minimum is the highest one reached (`cantidad >= cantidadMinima`), else the list price.
 * Quantities are compared as given: the caller passes the tiers' minimums and the quantity in one
 * unit (whole units today; thousandths once quantities are stored so — convert both or neither).
 * Tiers in any order; a tier is never dearer than the list price (the contract refuses one that
 * is not below it, and here the cheaper of the two wins), so a price never rises with the quantity
 * when the tiers' prices do not rise with their minimums (what the product contract enforces).
 */
export function precioPorCantidad(precioLista: number, tiers: readonly PrecioMayoreo[], cantidad: number): PrecioAplicado {
    let elegido: PrecioMayoreo | undefined;
    for (const t of tiers) if (cantidad >= t.cantidadMinima && (elegido === undefined || t.cantidadMinima > elegido.cantidadMinima)) elegido = t;
    return elegido !== undefined && elegido.precio < precioLista ? { precio: elegido.precio, mayoreo: true } : { precio: precioLista, mayoreo: false };
}

/*
 * Discounts (issue 33 item 4). A discount is written as the cashier gives it: a percentage
 * (`valor` in percent, up to two decimals, 0 < p ≤ 100: 12.5 is 12.5 %) or an amount (`valor` in
 * cents, > 0). A line's own discount comes off its list amount; the sale's discount comes off
 * the sum of the lines after their own discounts and is spread over them in proportion, so each
 * line knows what it was charged (taxes split that, returns refund it). Percentages are read as
 * integer hundredths of a percent and every division is an exact BigInt one.
 *
 * The cap (`descuento_maximo`, % of the company, for a cashier without
 * `ventas:descontar_sin_limite`) compares rates as the cashier asked them, not cents after
 * rounding: 10 % off a $10.05 line is 101 cents (10.05 % of it), and a 10 % cap must not refuse
 * a 10 % discount for the half cent its rounding gave. It applies per line, to everything that
 * line gives away: its own discount and the sale's, which stack (10 % off the line, then 10 %
 * off the sale, is 19 % off that line: above a 10 % cap). So a sale's discount within the cap on
 * lines without discounts of their own passes, and the sale overall never gives more than the
 * cap either. An amount counts as the exact fraction of what it comes off ($5.00 off $49.99 is
 * 10.002 %, above a 10 % cap; 499 cents is the most a 10 % cap allows there).
 */

export const TIPOS_DE_DESCUENTO = ['porcentaje', 'monto'] as const;
export type TipoDeDescuento = (typeof TIPOS_DE_DESCUENTO)[number];

/** A discount as given: `porcentaje` in percent (12.5 = 12.5 %, up to two decimals, 0 < p ≤ 100), `monto` in cents (> 0). */
export interface Descuento {
    tipo: TipoDeDescuento;
    valor: number;
}

const CIEN_POR_CIENTO = 10_000n; // in hundredths of a percent

/** A percentage (12.5) as exact hundredths of a percent (1250); refused unless 0 < p ≤ 100 with at most two decimals. */
export function centesimasDePorcentaje(porcentaje: number): number {
    const centesimas = Math.round(porcentaje * 100);
    if (!Number.isFinite(porcentaje) || Math.abs(centesimas - porcentaje * 100) > 1e-6 || centesimas < 1 || centesimas > 10_000) {
        throw new RangeError(`Porcentaje de descuento inválido: ${porcentaje}.`);
    }
    return centesimas;
}

const importeValido = (importe: number): bigint => {
    if (!Number.isSafeInteger(importe) || importe < 0) throw new RangeError(`Importe inválido: ${importe}.`);
    return BigInt(importe);
};

/**
 * The cents a discount takes off an amount (a line's list amount, or a sale's amount after its
 * lines' discounts): a percentage of it rounded half away from zero (so within half a cent of
 * exactly that percentage, and never past the amount since p ≤ 100); an amount as given, but
 * never more than the amount (what is owed never goes below 0; refusing an amount larger than
 * the line is the checkout's call).
 */
export function descuentoDeLinea(importe: number, descuento: Descuento): number {
    const a = importeValido(importe);
    if (descuento.tipo === 'porcentaje') return Number(dividirRedondeando(a * BigInt(centesimasDePorcentaje(descuento.valor)), CIEN_POR_CIENTO));
    if (!Number.isSafeInteger(descuento.valor) || descuento.valor <= 0) throw new RangeError(`Monto de descuento inválido: ${descuento.valor}.`);
    return Math.min(descuento.valor, importe);
}

/**
 * `total` cents spread over amounts in proportion to each, largest remainder: each gets the floor
 * of its exact share, and the cents left go one each to the largest fractions (ties: the earlier
 * line). They add up to `total` exactly; none is negative, and none is more than its amount when
 * total ≤ Σ amounts (a share with a fraction is below its amount, so its extra cent fits).
 */
export function repartirCentavos(importes: readonly number[], total: number): number[] {
    const suma = importes.reduce((t, i) => t + importeValido(i), 0n);
    const t = importeValido(total);
    if (t > suma) throw new RangeError(`No se pueden repartir ${total} centavos sobre ${suma}.`);
    if (t === 0n) return importes.map(() => 0);
    const partes = importes.map((importe, indice) => {
        const exacto = BigInt(importe) * t;
        return { indice, piso: exacto / suma, sobra: exacto % suma };
    });
    let faltan = t - partes.reduce((s, p) => s + p.piso, 0n);
    // A stable sort: equal remainders keep the lines' order, so the same sale always spreads the same way.
    for (const p of [...partes].sort((x, y) => (y.sobra > x.sobra ? 1 : y.sobra < x.sobra ? -1 : 0))) {
        if (faltan === 0n) break;
        p.piso += 1n;
        faltan -= 1n;
    }
    return partes.map((p) => Number(p.piso));
}

/**
 * The sale's discount over its lines: `importes` are the lines' amounts after their own
 * discounts; the sale's discount is taken off their sum by the rule of `descuentoDeLinea` (a
 * percentage of the sum rounded once, an amount never past the sum) and spread in proportion,
 * so the lines' shares add up to it exactly, none negative and none past its line.
 */
export function repartirDescuento(importes: readonly number[], descuentoDeVenta: Descuento): number[] {
    const suma = importes.reduce((t, i) => t + importeValido(i), 0n);
    if (suma > BigInt(Number.MAX_SAFE_INTEGER)) throw new ImporteFueraDeRango();
    return repartirCentavos(importes, descuentoDeLinea(Number(suma), descuentoDeVenta));
}

/**
 * What a discount of `descuento` cents is of `importeLista`, in percent, rounded UP to the
 * hundredth (so 10.00 means at most exactly 10 %, and comparing it with a cap of two decimals is
 * the exact comparison): 500 off 4999 is 10.01. 0 off anything, or off 0, is 0.
 */
export function porcentajeDescontado(importeLista: number, descuento: number): number {
    const a = importeValido(importeLista);
    const d = importeValido(descuento);
    if (d === 0n || a === 0n) return 0;
    const centesimas = (d * CIEN_POR_CIENTO + a - 1n) / a;
    return Number(centesimas) / 100;
}

/** A rate as an exact fraction of 1. */
interface Fraccion {
    num: bigint;
    den: bigint;
}

const tasaPedida = (importe: number, descuento: Descuento | null | undefined): Fraccion => {
    if (!descuento) return { num: 0n, den: 1n };
    if (descuento.tipo === 'porcentaje') return { num: BigInt(centesimasDePorcentaje(descuento.valor)), den: CIEN_POR_CIENTO };
    // An amount is what it takes off (never past the amount) over the amount it comes off.
    return importe === 0 ? { num: 0n, den: 1n } : { num: BigInt(descuentoDeLinea(importe, descuento)), den: BigInt(importe) };
};

/** A line before discounts (its list amount in cents) and its own discount, if any. */
export interface LineaConDescuento {
    importe: number;
    descuento?: Descuento | null;
}

/**
 * Whether the discounts of a sale stay within a cap (CONVENTIONS §6's `descuento_maximo`) of
 * `maximoCentesimas` hundredths of a percent (1000 = 10 %, 0–10000, as the company's setting is
 * stored and server/modules/empresa's descuentoMaximoDeLaEmpresa gives it): the index of the
 * first line that would give more, or null. A line gives 1 − (1 − own rate)(1 − sale's rate),
 * each rate as asked (the comment above); the sale's amount discount is a rate of the lines'
 * amounts after their own discounts.
 */
export function lineaSobreElMaximo(lineas: readonly LineaConDescuento[], descuentoDeVenta: Descuento | null | undefined, maximoCentesimas: number): number | null {
    if (!Number.isSafeInteger(maximoCentesimas) || maximoCentesimas < 0 || maximoCentesimas > 10_000) throw new RangeError(`Máximo de descuento inválido: ${maximoCentesimas}.`);
    const tope = BigInt(maximoCentesimas);
    const propias = lineas.map((l) => tasaPedida(l.importe, l.descuento));
    const despues = lineas.map((l) => l.importe - (l.descuento ? descuentoDeLinea(l.importe, l.descuento) : 0));
    const suma = despues.reduce((t, i) => t + i, 0);
    const deVenta = tasaPedida(exacto(suma), descuentoDeVenta);
    for (let i = 0; i < lineas.length; i++) {
        const p = propias[i];
        // Kept: (1 − p)(1 − v) ≥ 1 − tope, all as fractions with positive denominators.
        const queda = (p.den - p.num) * (deVenta.den - deVenta.num) * CIEN_POR_CIENTO;
        const minimo = (CIEN_POR_CIENTO - tope) * p.den * deVenta.den;
        if (queda < minimo) return i;
    }
    return null;
}

/** A line priced with its discounts, in cents: importeCobrado = importeLista − descuento, descuento = descuentoPropio + descuentoDeVenta. */
export interface LineaPreciada {
    /** Quantity × unit price (the tier's, when one applies), before any discount. */
    importeLista: number;
    /** The line's own discount. */
    descuentoPropio: number;
    /** Its share of the sale's discount. */
    descuentoDeVenta: number;
    /** Everything taken off the line: what the ticket's 'Usted ahorró' adds up. */
    descuento: number;
    /** What the customer pays for the line: what taxes split (desglosar) and returns refund. */
    importeCobrado: number;
}

/**
 * A sale's lines with their discounts, as the checkout stores them and the till shows them: each
 * line's own discount off its list amount, then the sale's discount off the sum of what remains,
 * spread over the lines in proportion to what remains of each (repartirDescuento). The charged
 * amounts add up to the list total less every discount, exactly; none is negative. An amount
 * discount larger than what it comes off takes it all (descuentoDeLinea): refusing it instead is
 * the checkout's call, before this.
 */
export function preciarLineas(lineas: readonly LineaConDescuento[], descuentoDeVenta?: Descuento | null): LineaPreciada[] {
    const propios = lineas.map((l) => {
        importeValido(l.importe);
        return l.descuento ? descuentoDeLinea(l.importe, l.descuento) : 0;
    });
    const restantes = lineas.map((l, i) => l.importe - propios[i]);
    const partes = descuentoDeVenta ? repartirDescuento(restantes, descuentoDeVenta) : restantes.map(() => 0);
    return lineas.map((l, i) => ({
        importeLista: l.importe,
        descuentoPropio: propios[i],
        descuentoDeVenta: partes[i],
        descuento: propios[i] + partes[i],
        importeCobrado: restantes[i] - partes[i],
    }));
}
