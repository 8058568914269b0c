import { IMPORTACION_MENSAJES as M } from '../../../../contracts/importacion.js';
import { ETIQUETAS_UNIDAD, UNIDADES, type Unidad } from '../../../../contracts/etiquetasDeUnidad.js';
import { TASAS_IVA, type TasaIva } from '../../../../contracts/etiquetasDeImpuestos.js';
import { IEPS_MAXIMO, leerTasaIeps } from '../../../../contracts/impuestos.js';
import { CANTIDAD_DECIMAL_MENSAJES, leerImporte, leerMilesimas, NUMERO_MENSAJES } from '../../../../contracts/numero.js';
import { searchKey } from '../../../db/searchKey.js';
import { type Celda, esError, estaVacia, fechaLegible } from './celda.js';

/*
 * One cell as one of the catalogue's values, or the Spanish reason it is not one; an empty cell is
 * null (the caller decides whether one is missing). Text is read the app's one way (contracts/
 * numero.ts: '$1,234.50' and ' 12.50 ' are amounts, '12,50' is refused with the decimal point's
 * message). What Excel does to a sheet is undone where it can be and named where it cannot:
 * - a number cell in a money column is a double: 12.5 is 1250 cents, and =0.1+0.2
 *   (0.30000000000000004) is 30; a double that is not a whole number of cents is refused, never rounded;
 * - a SKU typed as a number (7501234567890) is its digits, without '.0' or an exponent; one of
 *   more than 15 digits, or written in a CSV as '7.50123E+12', lost digits in Excel and is refused;
 * - a date where a number or a SKU belongs is Excel's conversion of what was typed ('1/2' became
 *   1 February): refused saying so, with the date, rather than read as the date's serial number.
 */

export type Leido<T> = { ok: true; valor: T | null } | { ok: false; mensaje: string };

const valor = <T>(v: T | null): Leido<T> => ({ ok: true, valor: v });
const rechazo = (mensaje: string): Leido<never> => ({ ok: false, mensaje });

/** The cell as the file shows it, for a message ('12,50', 7501234567890). */
export const textoDeCelda = (celda: Celda): string => {
    const texto = typeof celda === 'number' ? numeroComoTexto(celda) : String(celda ?? '');
    return texto.length > 40 ? `${texto.slice(0, 39)}…` : texto;
};

/** A number written out as its digits: 7501234567890, never 7.50123456789e+12; 12.5 as '12.5'. */
function numeroComoTexto(n: number): string {
    // String() writes an exponent only from 10^21 on.
    return Number.isInteger(n) && Math.abs(n) >= 1e21 ? BigInt(n).toString() : String(n);
}

/** What no column takes: a date, a boolean, an error, a formula without result. Null when the cell holds text or a number. */
function noEsDato(celda: Celda, etiqueta: string): string | null {
    if (celda instanceof Date) return M.fecha(etiqueta, fechaLegible(celda));
    if (typeof celda === 'boolean') return M.logico(etiqueta);
    if (esError(celda)) return celda.error === null ? M.formulaSinResultado(etiqueta) : M.errorDeExcel(etiqueta, celda.error);
    return null;
}

/** Text as written (a number as its digits), untrimmed: the contract's schema trims it. */
export function leerTexto(celda: Celda, etiqueta: string): Leido<string> {
    if (estaVacia(celda)) return valor(null);
    const motivo = noEsDato(celda, etiqueta);
    if (motivo) return rechazo(motivo);
    return valor(typeof celda === 'number' ? numeroComoTexto(celda) : String(celda));
}

// Excel, saving a CSV, writes a long number as its General format shows it: '7.50123E+12', '1E+15'
// (one digit, a signed exponent of two or more). A SKU such as '2E10' is left alone.
const NOTACION_CIENTIFICA = /^\s*\d(\.\d+)?E[+-]\d{2,}\s*$/i;
/** Excel keeps 15 significant digits: a whole number past 10^15 may already have lost some. */
const DIGITOS_DE_EXCEL = 1e15;

export function leerSku(celda: Celda, etiqueta: string): Leido<string> {
    if (typeof celda === 'number' && Number.isInteger(celda) && Math.abs(celda) >= DIGITOS_DE_EXCEL) return rechazo(M.skuLargo);
    if (typeof celda === 'string' && NOTACION_CIENTIFICA.test(celda)) return rechazo(M.skuCientifico(celda.trim()));
    return leerTexto(celda, etiqueta);
}

// Dates as a CSV carries what Excel converted: '12/05/2024', '2024-05-12', '12-may-24'.
const PARECE_FECHA = /^\s*(\d{1,2}[/-]\d{1,2}[/-]\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}[-/ ][a-z]{3,4}\.?([-/ ]\d{2,4})?)\s*$/i;

/**
 * A double as a whole number of `escala`ths (cents, thousandths), or why it is not one:
 * within 1e-9 of one (the error of a spreadsheet's arithmetic, 0.1 + 0.2), or of a few units in
 * the last place of a larger number, whose error grows with it.
 */
function escalar(n: number, escala: number): number | 'decimales' | 'fuera_de_rango' {
    const exacto = n * escala;
    const entero = Math.round(exacto);
    // Past 10^15 a double no longer tells whole units apart after the multiplication (nor does Excel, at 15 digits).
    if (Math.abs(exacto) >= DIGITOS_DE_EXCEL) return 'fuera_de_rango';
    if (Math.abs(exacto - entero) > Math.max(1e-9, Math.abs(exacto) * 2 ** -46)) return 'decimales';
    return entero === 0 ? 0 : entero;
}

type Escala = { escala: 100; decimales: string; grande: string } | { escala: 1000; decimales: string; grande: string };
const CENTAVOS: Escala = { escala: 100, decimales: NUMERO_MENSAJES.importeDecimales, grande: NUMERO_MENSAJES.importeFueraDeRango };
const MILESIMAS: Escala = { escala: 1000, decimales: CANTIDAD_DECIMAL_MENSAJES.decimales, grande: NUMERO_MENSAJES.cantidadFueraDeRango };

function leerNumero(celda: Celda, etiqueta: string, e: Escala): Leido<number> {
    if (estaVacia(celda)) return valor(null);
    const motivo = noEsDato(celda, etiqueta);
    if (motivo) return rechazo(motivo);
    if (typeof celda === 'number') {
        const n = Number.isFinite(celda) ? escalar(celda, e.escala) : 'fuera_de_rango';
        if (typeof n === 'number') return valor(n);
        return rechazo(M.numero(etiqueta, textoDeCelda(celda), n === 'decimales' ? e.decimales : e.grande));
    }
    const lectura = e.escala === 100 ? leerImporte(String(celda)) : leerMilesimas(String(celda));
    if (lectura.ok) return valor(lectura.valor);
    if (PARECE_FECHA.test(String(celda))) return rechazo(M.pareceFecha(etiqueta, textoDeCelda(celda)));
    return rechazo(M.numero(etiqueta, textoDeCelda(celda), lectura.mensaje));
}

/** An amount in cents. */
export const leerCentavos = (celda: Celda, etiqueta: string): Leido<number> => leerNumero(celda, etiqueta, CENTAVOS);

/** A quantity in thousandths of its unit. */
export const leerCantidad = (celda: Celda, etiqueta: string): Leido<number> => leerNumero(celda, etiqueta, MILESIMAS);

// A unit by its code or its name on screen, blind to case and accents: 'KG', 'Kilogramo', 'pieza'.
const UNIDAD_POR_NOMBRE = new Map<string, Unidad>(UNIDADES.flatMap((u) => [[searchKey(u), u], [searchKey(ETIQUETAS_UNIDAD[u]), u]] as [string, Unidad][]));

export function leerUnidad(celda: Celda, etiqueta: string): Leido<Unidad> {
    const texto = leerTexto(celda, etiqueta);
    if (!texto.ok || texto.valor === null) return texto as Leido<never>;
    const unidad = UNIDAD_POR_NOMBRE.get(searchKey(texto.valor));
    return unidad ? valor(unidad) : rechazo(M.unidad(textoDeCelda(celda)));
}

/** A percentage as a CSV from Excel shows a percent-formatted cell: '16%', '26.5 %'; in millionths of one. */
function millonesimasDePorcentaje(texto: string): number | null {
    const m = /^(\d{1,3})(?:\.(\d{1,4}))?\s*%$/.exec(texto.trim());
    return m ? Number(m[1]) * 10_000 + Number((m[2] ?? '').padEnd(4, '0')) : null;
}

const IVA_POR_MILLONESIMAS = new Map<number, TasaIva>([[160_000, '16'], [80_000, '8'], [0, '0']]);

/**
 * The IVA as the product API takes it ("16", "8", "0", "exento"), and as a sheet may hold it:
 * the number 16, a percent cell (0.16, shown as 16 %), the text '16%' or 'Exento'.
 */
export function leerIva(celda: Celda, etiqueta: string): Leido<TasaIva> {
    const texto = leerTexto(celda, etiqueta);
    if (!texto.ok || texto.valor === null) return texto as Leido<never>;
    const escrito = searchKey(texto.valor);
    if ((TASAS_IVA as readonly string[]).includes(escrito)) return valor(escrito as TasaIva);
    let millonesimas: number | null = millonesimasDePorcentaje(escrito);
    if (typeof celda === 'number') {
        const comoTasa = escalar(celda, 1_000_000);
        if (typeof comoTasa === 'number' && IVA_POR_MILLONESIMAS.has(comoTasa)) millonesimas = comoTasa;
    }
    const iva = millonesimas === null ? undefined : IVA_POR_MILLONESIMAS.get(millonesimas);
    return iva ? valor(iva) : rechazo(M.iva(textoDeCelda(celda)));
}

/**
 * The IEPS rate in millionths, as the product API reads it (a fraction in (0, 1) with up to six
 * decimals: 0.08, '0.265', a percent cell showing 8 %), or the text '8%' a CSV from Excel holds.
 */
export function leerIeps(celda: Celda, etiqueta: string): Leido<number> {
    const texto = leerTexto(celda, etiqueta);
    if (!texto.ok || texto.valor === null) return texto as Leido<never>;
    const porcentaje = millonesimasDePorcentaje(texto.valor);
    const millonesimas = porcentaje ?? leerTasaIeps(typeof celda === 'number' ? celda : texto.valor);
    return millonesimas !== null && millonesimas > 0 && millonesimas < IEPS_MAXIMO ? valor(millonesimas) : rechazo(M.ieps(textoDeCelda(celda)));
}
