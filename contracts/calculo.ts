/*
 * The arithmetic of a document's lines, in integer cents, written once: the server prices a sale,
 * a return and a purchase order with it, and the till, the sale's detail and the return screen
 * show what it gives. No float touches an amount. This is where taxes, discounts and decimal
 * quantities go when they come (CONVENTIONS §6), so every side changes at once.
 * Property-tested in tests/unit/calculo.test.ts.
 */

/** An amount that left exact cents (only absurd quantities or prices get there): the caller's data, not a fault. */
export class ImporteFueraDeRango extends RangeError {
    constructor() {
        super('Importe fuera de rango.');
    }
}

const exacto = (centavos: number): number => {
    if (!Number.isSafeInteger(centavos)) throw new ImporteFueraDeRango();
    return centavos;
};

/** A line as priced: how many units, at what unit price (cents). */
export interface Linea {
    cantidad: number;
    /** Unit price in cents. */
    precio: number;
}

/**
 * A line's amount: quantity × unit price, rounded to the cent half away from zero (today both
 * are whole, so it is exact; the rounding is the rule decimal quantities will follow).
 */
export const importeDeLinea = ({ cantidad, precio }: Linea): number => {
    const valor = cantidad * precio;
    return exacto(Math.sign(valor) * Math.round(Math.abs(valor)));
};

const MIL = 1000n;

/**
 * A line's amount when its quantity is in thousandths of its unit (CONVENTIONS §6, Quantities:
 * 750 is 0.750 kg): round(price × thousandths / 1000) to the cent, half away from zero, in
 * integers (BigInt), so 0.750 kg at $33.33 is $25.00 (24.9975 rounds up) and 0.005 kg at $1.00
 * is 1 cent (0.5 rounds away from zero). Whole pieces (multiples of 1000) give exactly
 * importeDeLinea's units × price. When stock and lines hold thousandths, every line is priced by it.
 */
export const importeDeMilesimas = ({ cantidad, precio }: Linea): number => {
    if (!Number.isSafeInteger(cantidad) || !Number.isSafeInteger(precio)) throw new ImporteFueraDeRango();
    const valor = BigInt(cantidad) * BigInt(precio);
    return exacto(Number(dividirRedondeando(valor, MIL)));
};

/** A document's total with its lines' quantities in thousandths. */
export const totalDeMilesimas = (lineas: readonly Linea[]): number => sumar(lineas.map(importeDeMilesimas));

/** Σ amounts, exact. */
export const sumar = (importes: readonly number[]): number => exacto(importes.reduce((a, b) => a + b, 0));

/** A document's total: the sum of its lines' amounts. */
export const totalDe = (lineas: readonly Linea[]): number => sumar(lineas.map(importeDeLinea));

/** A payment: its method and amount in cents. */
export interface Pago {
    metodo: string;
    monto: number;
}

/** The method that gives change: every other one is charged at most what is owed. */
export const EFECTIVO = 'Efectivo';

export const pagado = (pagos: readonly Pago[]): number => sumar(pagos.map((p) => p.monto));

/** The payments in methods other than cash. */
export const pagadoSinEfectivo = (pagos: readonly Pago[]): number => pagado(pagos.filter((p) => p.metodo !== EFECTIVO));

/**
 * Change comes out of the cash, so the payments in every other method add up to at most the
 * total (a card is charged what is owed, never more).
 */
export const cambioEnEfectivo = (total: number, pagos: readonly Pago[]): boolean => pagadoSinEfectivo(pagos) <= total;

/** What is still owed (`faltante`, > 0) or handed back (`cambio`, ≥ 0): exactly one of them is not 0 unless paid to the cent. */
export interface Saldo {
    faltante: number;
    cambio: number;
}

export const saldoDe = (total: number, pagos: readonly Pago[]): Saldo => {
    const resto = total - pagado(pagos);
    // 0 − resto, not −resto: paid to the cent is a change of 0, not −0 (which Object.is and toEqual tell apart).
    return resto > 0 ? { faltante: resto, cambio: 0 } : { faltante: 0, cambio: 0 - resto };
};

/** The change owed for `pagos` against `total`, or null when they do not cover it by even a cent. */
export const cambioDe = (total: number, pagos: readonly Pago[]): number | null => {
    const { faltante, cambio } = saldoDe(total, pagos);
    return faltante > 0 ? null : cambio;
};

/**
 * The first payment added once the ones before it already covered the total (its index), or null:
 * no payment goes past the total, so a $1,500 cash payment on a $1,299 sale is the last one, and
 * another $1,299 after it is refused rather than shown as $1,500.00 of change.
 */
export const pagoDeMas = (total: number, pagos: readonly Pago[]): number | null => {
    let cubierto = 0;
    for (let i = 0; i < pagos.length; i++) {
        if (i > 0 && cubierto >= total) return i;
        cubierto = sumar([cubierto, pagos[i].monto]);
    }
    return null;
};

/** A variant asked for on a document's line: the API's `producto_id`, once translated at its edge. */
export interface Pedido {
    varianteId: number;
    cantidad: number;
}

/** The same variant asked for twice is one line with the quantities added, in first-seen order; `indice` is its first line in the request (where a 422 points). */
export function agrupar<T extends Pedido>(pedidos: readonly T[]): (Pedido & { indice: number })[] {
    const porVariante = new Map<number, Pedido & { indice: number }>();
    pedidos.forEach((p, indice) => {
        const previo = porVariante.get(p.varianteId);
        if (previo) previo.cantidad += p.cantidad;
        else porVariante.set(p.varianteId, { varianteId: p.varianteId, cantidad: p.cantidad, indice });
    });
    return [...porVariante.values()];
}

/*
 * Taxes (CONVENTIONS §6, Taxes). A shelf price includes every tax, so a line's total is split
 * into its base (the amount without taxes), its IEPS and its IVA, in cents, adding up to the
 * total exactly. IVA is charged on base + IEPS (as SAT applies it), so the split goes outward in:
 * first the amount IVA is charged on, s = round(total / (1 + iva)), the IVA being what remains of
 * the total; then s is split into base = round(s / (1 + ieps)) and the IEPS, what remains of s.
 * Each tax is then within half a cent times (1 + its rate) of its rate on its base — under a
 * cent for IVA and for any IEPS rate below 100 %, which makes each amount the floor or the
 * ceiling of rate × base, as a CFDI's validation asks. (CONVENTIONS first wrote base first and
 * IVA as the remainder: with IEPS, IVA could then miss its rate by up to 1.47 cents.) Rates are
 * integers of millionths and the divisions are exact integer ones (BigInt), rounding half away
 * from zero.
 */

/** A line's total split in cents: base + ieps + iva = the total. */
export interface Desglose {
    base: number;
    ieps: number;
    iva: number;
}

/** The rates a line was sold at, in millionths: `iva` null when exempt, `ieps` null when none. */
export interface Tasas {
    iva: number | null;
    ieps: number | null;
}

const MILLON = 1_000_000n;

/** a / b rounded half away from zero, for b > 0, exactly. */
export function dividirRedondeando(a: bigint, b: bigint): bigint {
    const negativo = a < 0n;
    const absoluto = negativo ? -a : a;
    const q = (2n * absoluto + b) / (2n * b);
    return negativo ? -q : q;
}

/** A total at rates, split into base, IEPS and IVA (the order above). */
export function desglosar(total: number, tasas: Tasas): Desglose {
    exacto(total);
    const t = BigInt(total);
    const conIeps = dividirRedondeando(t * MILLON, MILLON + BigInt(tasas.iva ?? 0));
    const base = dividirRedondeando(conIeps * MILLON, MILLON + BigInt(tasas.ieps ?? 0));
    return { base: Number(base), ieps: Number(conIeps - base), iva: Number(t - conIeps) };
}

/** A sale line as a return reads it: units sold, its total and its split. */
export interface LineaDesglosada extends Desglose {
    cantidad: number;
    importe: number;
}

/** What a return gives back of a line: the amount and its split, base + ieps + iva = monto. */
export interface Reembolso extends Desglose {
    monto: number;
}

/** What the earlier returns of a line gave back, summed: units, amount and split. */
export interface Devuelto extends Reembolso {
    cantidad: number;
}

export const NADA_DEVUELTO: Devuelto = { cantidad: 0, monto: 0, base: 0, ieps: 0, iva: 0 };

/**
 * The share of a line that `cantidad` units give back, after the earlier returns `devuelto`:
 * of what the line has not given back yet, the part its units are of its units not returned
 * yet. The amount is round(remaining amount × cantidad / remaining units) — units × the unit
 * price when they are whole units at one price — and it is split into base, IEPS and IVA in
 * proportion to what remains of each, largest remainder first, so no part of a return is ever
 * negative or more than what remains of it (rounding each part on its own gave a 1-cent return a
 * base of −1). The last return takes exactly what remains: every line's returns add up to it.
 */
export function parteDevuelta(linea: LineaDesglosada, devuelto: Devuelto, cantidad: number): Reembolso {
    const quedan = linea.cantidad - devuelto.cantidad;
    if (cantidad <= 0 || cantidad > quedan) throw new RangeError(`Se devuelven ${cantidad} de ${quedan} unidades.`);
    const resto = { base: linea.base - devuelto.base, ieps: linea.ieps - devuelto.ieps, iva: linea.iva - devuelto.iva };
    const montoRestante = linea.importe - devuelto.monto;
    if (cantidad === quedan) return { monto: montoRestante, ...resto };

    const c = BigInt(cantidad);
    const r = BigInt(quedan);
    const monto = dividirRedondeando(BigInt(montoRestante) * c, r);
    const partes = (['iva', 'ieps', 'base'] as const).map((k) => {
        const exacto = BigInt(resto[k]) * c;
        return { k, piso: exacto / r, sobra: exacto % r };
    });
    let faltan = monto - partes.reduce((t, p) => t + p.piso, 0n);
    // The cents the floors leave go one each to the parts that lost the most (ties: IVA, IEPS, base).
    for (const p of [...partes].sort((x, y) => (y.sobra > x.sobra ? 1 : y.sobra < x.sobra ? -1 : 0))) {
        if (faltan === 0n || p.sobra === 0n) break;
        p.piso += 1n;
        faltan -= 1n;
    }
    if (faltan !== 0n) throw new Error('Reparto de la devolución inexacto.');
    const parte = Object.fromEntries(partes.map((p) => [p.k, Number(p.piso)])) as unknown as Desglose;
    return { monto: Number(monto), ...parte };
}

/** One tax of a document at one rate (CFDI 4.0's Traslado), in cents; `tasa` in millionths, null when exempt. */
export interface ImporteDeImpuesto {
    impuesto: 'IVA' | 'IEPS';
    tipoFactor: 'Tasa' | 'Exento';
    tasa: number | null;
    base: number;
    importe: number;
}

/**
 * A document's taxes per tax and rate, the exact sums of its lines: IEPS on each line's base,
 * IVA on its base + IEPS (exempt lines too, as CFDI lists them, with no amount). IVA first, then
 * IEPS; within each, the higher rate first and exempt last.
 */
export function impuestosDe(lineas: readonly (Desglose & { tasas: Tasas })[]): ImporteDeImpuesto[] {
    const porClave = new Map<string, ImporteDeImpuesto>();
    const sumarA = (impuesto: 'IVA' | 'IEPS', tasa: number | null, base: number, importe: number) => {
        const tipoFactor = tasa === null ? 'Exento' : 'Tasa';
        const clave = `${impuesto}|${tasa}`;
        const previo = porClave.get(clave);
        if (previo) {
            previo.base = sumar([previo.base, base]);
            previo.importe = sumar([previo.importe, importe]);
        } else porClave.set(clave, { impuesto, tipoFactor, tasa, base, importe });
    };
    for (const l of lineas) {
        sumarA('IVA', l.tasas.iva, l.base + l.ieps, l.iva);
        if (l.tasas.ieps !== null) sumarA('IEPS', l.tasas.ieps, l.base, l.ieps);
    }
    const orden = (x: ImporteDeImpuesto) => (x.impuesto === 'IVA' ? 0 : 2_000_000) + (x.tasa === null ? 1_000_000 : -x.tasa);
    return [...porClave.values()].sort((x, y) => orden(x) - orden(y));
}

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
