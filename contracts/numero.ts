/*
 * How a number typed in the shop is read: one es-MX reading for every amount and every quantity,
 * in the server's schemas (contracts/money.ts `moneyInput`, `milesimasInput`)
 * and in the screens' inputs alike, so the same text never means two amounts. Pure, without zod:
 * a screen imports it for a few hundred bytes.
 *
 * - The comma groups thousands, in groups of exactly three ('1,500.50', '12,345'); the point is
 *   the decimal separator ('180.50', '.5', '5.').
 * - A comma followed by one or two digits at the end ('1,5', '180,50', '1.500,50') is a decimal
 *   comma, which the shop's own amounts never use: refused with a message saying to use a point,
 *   never read as thousands ('180,50' as $18,050) nor as $180.00.
 * - Anything else ('abc', '', '1.2.3', '1,50,0', '1 500') is refused: never 0, never 1.
 * - An amount has at most two decimals; a quantity is whole units ('1.5' and '2.0' are refused,
 *   never truncated). A leading '+' or '-' is read; the caller's rule decides whether a sign is
 *   allowed. An amount may start with '$' ('$1,500'), as the shop's amounts are shown.
 * Property-tested in tests/unit/numero.test.ts.
 */

export const NUMERO_MENSAJES = {
    comaDecimal: 'Use punto para los decimales (ej. 180.50); la coma solo separa los miles (ej. 1,500.50).',
    importeIlegible: 'Escriba un importe con números (ej. 1500.50 o 1,500.50).',
    importeDecimales: 'El importe admite hasta dos decimales.',
    importeFueraDeRango: 'El importe es demasiado grande.',
    cantidadIlegible: 'Escriba la cantidad con números enteros (ej. 3 o 1,500).',
    cantidadEntera: 'La cantidad debe ser un número entero de unidades, sin decimales.',
    cantidadComa: 'La cantidad debe ser un número entero de unidades; la coma solo separa los miles (ej. 1,500).',
    cantidadFueraDeRango: 'La cantidad es demasiado grande.',
} as const;

/** Why a text is not a number: blank, a decimal comma, unreadable, too many decimals (any, for a quantity), too large. */
export type Fallo = 'vacio' | 'coma_decimal' | 'ilegible' | 'decimales' | 'fuera_de_rango';

/** A reading: the value (cents, or units), or why not with its Spanish message. */
export type Lectura = { ok: true; valor: number } | { ok: false; fallo: Fallo; mensaje: string };

// Sign, then the whole part (plain digits, or 1–3 digits and groups of ',ddd'), then '.' and decimals.
const NUMERO = /^([+-]?)(\d+|[1-9]\d{0,2}(?:,\d{3})+)?(?:\.(\d*))?$/;
// A decimal comma: a whole part (plain or grouped by ',' or '.') then ',' and one or two digits at the end.
const COMA_DECIMAL = /^[+-]?(?:\d+|\d{1,3}(?:[.,]\d{3})+),\d{1,2}$/;

interface Partes {
    negativo: boolean;
    entero: string;
    decimales: string;
}

const partes = (texto: string): Partes | Fallo => {
    if (texto === '') return 'vacio';
    if (COMA_DECIMAL.test(texto)) return 'coma_decimal';
    const m = NUMERO.exec(texto);
    const entero = (m?.[2] ?? '').replace(/,/g, '');
    const decimales = m?.[3] ?? '';
    if (!m || (entero === '' && decimales === '')) return 'ilegible';
    return { negativo: m[1] === '-', entero: entero || '0', decimales };
};

const conSigno = (negativo: boolean, valor: number) => (negativo && valor !== 0 ? -valor : valor);

const fallo = (f: Fallo, mensajes: Record<Fallo, string>): Lectura => ({ ok: false, fallo: f, mensaje: mensajes[f] });

const DE_IMPORTE: Record<Fallo, string> = {
    vacio: NUMERO_MENSAJES.importeIlegible,
    ilegible: NUMERO_MENSAJES.importeIlegible,
    coma_decimal: NUMERO_MENSAJES.comaDecimal,
    decimales: NUMERO_MENSAJES.importeDecimales,
    fuera_de_rango: NUMERO_MENSAJES.importeFueraDeRango,
};

const DE_CANTIDAD: Record<Fallo, string> = {
    vacio: NUMERO_MENSAJES.cantidadIlegible,
    ilegible: NUMERO_MENSAJES.cantidadIlegible,
    coma_decimal: NUMERO_MENSAJES.cantidadComa,
    decimales: NUMERO_MENSAJES.cantidadEntera,
    fuera_de_rango: NUMERO_MENSAJES.cantidadFueraDeRango,
};

/**
 * An amount in cents: '1,500.50' → 150050, '$180.5' → 18050, a JSON number 150.5 → 15050. Refused:
 * blank, '180,50' (a decimal comma), 'abc', '1.2.3', '10.555' or 10.555 (three decimals), an
 * amount beyond exact cents.
 */
export function leerImporte(valor: string | number): Lectura {
    if (typeof valor === 'number') {
        if (!Number.isFinite(valor)) return fallo('ilegible', DE_IMPORTE);
        const cents = Math.round(valor * 100);
        if (!Number.isSafeInteger(cents)) return fallo('fuera_de_rango', DE_IMPORTE);
        return Math.abs(cents - valor * 100) < 1e-6 ? { ok: true, valor: cents === 0 ? 0 : cents } : fallo('decimales', DE_IMPORTE);
    }
    const p = partes(valor.trim().replace(/^([+-]?)\$\s*/, '$1'));
    if (typeof p === 'string') return fallo(p, DE_IMPORTE);
    if (p.decimales.length > 2) return fallo('decimales', DE_IMPORTE);
    // Exact while it is a safe integer (a whole part past 2^53 / 100 makes it unsafe, never wrong).
    const cents = Number(p.entero) * 100 + Number(p.decimales.padEnd(2, '0'));
    return Number.isSafeInteger(cents) ? { ok: true, valor: conSigno(p.negativo, cents) } : fallo('fuera_de_rango', DE_IMPORTE);
}

/**
 * A quantity in whole units: '3' → 3, '1,500' → 1500, '-2' → -2, a JSON integer. Refused: blank,
 * '1,5' (a decimal comma), '1.5' and '2.0' (a quantity has no decimals), 'abc', '1,50,0'.
 */
export function leerCantidad(valor: string | number): Lectura {
    if (typeof valor === 'number') {
        if (!Number.isFinite(valor)) return fallo('ilegible', DE_CANTIDAD);
        if (!Number.isInteger(valor)) return fallo('decimales', DE_CANTIDAD);
        return Number.isSafeInteger(valor) ? { ok: true, valor: valor === 0 ? 0 : valor } : fallo('fuera_de_rango', DE_CANTIDAD);
    }
    const p = partes(valor.trim());
    if (typeof p === 'string') return fallo(p, DE_CANTIDAD);
    // Any point: '1.5', '2.0' and '5.' are not whole units as written.
    if (valor.includes('.')) return fallo('decimales', DE_CANTIDAD);
    const n = Number(p.entero);
    return Number.isSafeInteger(n) ? { ok: true, valor: conSigno(p.negativo, n) } : fallo('fuera_de_rango', DE_CANTIDAD);
}

/** The messages of a quantity that takes decimals (a weight, a volume, a length). */
/** Thousandths in one unit: a quantity inside the system is an integer of them (CONVENTIONS §6, Quantities). */
export const MILESIMAS = 1000;

export const CANTIDAD_DECIMAL_MENSAJES = {
    ilegible: 'Escriba la cantidad con números (ej. 3 o 0.750).',
    decimales: 'La cantidad admite hasta tres decimales (ej. 0.750).',
    coma: 'Use punto para los decimales de la cantidad (ej. 0.750); la coma solo separa los miles (ej. 1,500).',
} as const;

const DE_MILESIMAS: Record<Fallo, string> = {
    vacio: CANTIDAD_DECIMAL_MENSAJES.ilegible,
    ilegible: CANTIDAD_DECIMAL_MENSAJES.ilegible,
    coma_decimal: CANTIDAD_DECIMAL_MENSAJES.coma,
    decimales: CANTIDAD_DECIMAL_MENSAJES.decimales,
    fuera_de_rango: NUMERO_MENSAJES.cantidadFueraDeRango,
};

/**
 * A quantity in thousandths of its unit (CONVENTIONS §6, Quantities): '0.750' → 750, '3' → 3000,
 * '1,500.5' → 1500500, '.5' → 500, a JSON number 0.75 → 750. Refused: blank, '0,750' (a decimal
 * comma), '0.7505' or 0.7505 (four decimals: never rounded), 'abc'. Whether the product takes a
 * fraction is its unit's rule (contracts/unidades.ts `cantidadAdmitida`), not the reading's.
 * A JSON number is read through its shortest decimal text, the one the client wrote, so 1.005 is
 * 1005 thousandths exactly (1.005 × 1000 in floats is 1004.9999…).
 */
export function leerMilesimas(valor: string | number): Lectura {
    let texto: string;
    if (typeof valor === 'number') {
        if (!Number.isFinite(valor)) return fallo('ilegible', DE_MILESIMAS);
        texto = String(valor);
        // Exponent notation: below 1e-6 it has more than three decimals; from 1e21 it is too large.
        if (/e/i.test(texto)) return fallo(Math.abs(valor) < 1 ? 'decimales' : 'fuera_de_rango', DE_MILESIMAS);
    } else texto = valor.trim();
    const p = partes(texto);
    if (typeof p === 'string') return fallo(p, DE_MILESIMAS);
    if (p.decimales.length > 3) return fallo('decimales', DE_MILESIMAS);
    const milesimas = Number(p.entero) * 1000 + Number(p.decimales.padEnd(3, '0'));
    return Number.isSafeInteger(milesimas) ? { ok: true, valor: conSigno(p.negativo, milesimas) } : fallo('fuera_de_rango', DE_MILESIMAS);
}
