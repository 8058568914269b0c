import { dividirRedondeando, exacto, sumar } from './centavos.js';

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
