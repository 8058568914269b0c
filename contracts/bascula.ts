/*
 * Scale labels (issue 33 item 2): the EAN-13 a weighing scale prints on a bag of beans, read at
 * the till. Pure and zod-free, so the till's chunk carries it without the settings' schemas (the
 * format's validation is contracts/empresa.ts's `etiquetaBasculaInput`).
 *
 * A label is `prefijo + código del producto + valor + dígito verificador`, 13 digits in all:
 * with the usual format (prefixes 20–29, 5 digits of code, 5 of value) '2012345012509' is
 * product 12345 weighing 01250 → 1.250 kg (3 decimals). The product code is the variant's SKU:
 * a shop gives its weighed products SKUs made of the digits the scale prints (see
 * `skusDelCodigo`), so no new field and no second lookup table.
 */

export type ContenidoEtiqueta = 'peso' | 'precio';

/** The company's label format (`empresa.etiqueta_bascula`; null: the till reads no labels). */
export interface FormatoEtiqueta {
    /** Digits a label starts with, all of one length ('20'…'29'), in order, none repeated. */
    prefijos: string[];
    /** Digits of the product code after the prefix. */
    longitud_codigo: number;
    /** 'peso': the value is the weight in kg; 'precio': the price charged in pesos. */
    contenido: ContenidoEtiqueta;
    /** Digits of the value after the code. */
    longitud_valor: number;
    /** Decimals of the value: 3 for kg in grams (01250 → 1.250 kg), 2 for pesos in cents. */
    decimales: number;
}

export const LONGITUD_EAN13 = 13;
/** Finer than the quantities (thousandths) or the money (cents) can hold is refused, never rounded. */
export const DECIMALES_MAXIMOS: Record<ContenidoEtiqueta, number> = { peso: 3, precio: 2 };

export const BASCULA_MENSAJES = {
    digitoVerificador: 'La etiqueta de báscula no es válida: el dígito verificador no coincide.',
    valorCero: (contenido: ContenidoEtiqueta) =>
        contenido === 'peso' ? 'La etiqueta de báscula marca un peso de cero: vuelva a pesar el producto.' : 'La etiqueta de báscula marca un importe de cero: vuelva a pesar el producto.',
} as const;

/** The product and what the label says of it: the weight in thousandths of a kg, or the price in cents. */
export type EtiquetaLeida = { codigo_producto: string; cantidad: number; importe?: undefined } | { codigo_producto: string; importe: number; cantidad?: undefined };

const SOLO_DIGITOS = /^\d+$/;

/** EAN-13's check digit of the first 12 digits: weights 1 and 3 alternating from the left. */
export function digitoVerificadorEan13(doce: string): number {
    let suma = 0;
    for (let i = 0; i < 12; i++) suma += Number(doce[i]) * (i % 2 === 0 ? 1 : 3);
    return (10 - (suma % 10)) % 10;
}

/**
 * A scanned text read by the company's format:
 * - null: it is not a label of this format (no format, not 13 digits, another prefix), so the
 *   till looks it up as a SKU;
 * - `{ error }`: it is one, and cannot be taken (a wrong check digit: refused, never guessed; a
 *   value of zero);
 * - the product code and the weight (thousandths) or the price (cents).
 */
export function leerEtiquetaDeBascula(codigo: string, formato: FormatoEtiqueta | null | undefined): EtiquetaLeida | { error: string } | null {
    if (!formato || codigo.length !== LONGITUD_EAN13 || !SOLO_DIGITOS.test(codigo)) return null;
    const prefijo = formato.prefijos.find((p) => codigo.startsWith(p));
    if (prefijo === undefined) return null;
    if (digitoVerificadorEan13(codigo) !== Number(codigo[12])) return { error: BASCULA_MENSAJES.digitoVerificador };
    const inicioValor = prefijo.length + formato.longitud_codigo;
    const codigoProducto = codigo.slice(prefijo.length, inicioValor);
    const valor = Number(codigo.slice(inicioValor, inicioValor + formato.longitud_valor));
    if (valor === 0) return { error: BASCULA_MENSAJES.valorCero(formato.contenido) };
    const escala = 10 ** (DECIMALES_MAXIMOS[formato.contenido] - formato.decimales);
    return formato.contenido === 'peso' ? { codigo_producto: codigoProducto, cantidad: valor * escala } : { codigo_producto: codigoProducto, importe: valor * escala };
}

/**
 * The label a scale of this format prints for a product code and a value (thousandths of a kg,
 * or cents), or null when they do not fit its fields (a longer code, a value with more digits or
 * finer than its decimals). The settings' live example and the tests build labels with it.
 */
export function construirEtiqueta(formato: FormatoEtiqueta, prefijo: string, codigoProducto: string, valor: number): string | null {
    const escala = 10 ** (DECIMALES_MAXIMOS[formato.contenido] - formato.decimales);
    if (!Number.isSafeInteger(valor) || valor < 0 || valor % escala !== 0) return null;
    const digitos = String(valor / escala);
    if (digitos.length > formato.longitud_valor || codigoProducto.length !== formato.longitud_codigo || !SOLO_DIGITOS.test(codigoProducto)) return null;
    const doce = `${prefijo}${codigoProducto}${digitos.padStart(formato.longitud_valor, '0')}`;
    if (doce.length !== LONGITUD_EAN13 - 1 || !SOLO_DIGITOS.test(doce)) return null;
    return `${doce}${digitoVerificadorEan13(doce)}`;
}

/**
 * The SKUs a label's product code may be written as, in the order the till tries them: as printed
 * ('00012'), then without its leading zeros ('12'), since a scale pads its PLU to the field's
 * length and a shop may have typed the SKU either way. An exact SKU wins.
 */
export function skusDelCodigo(codigoProducto: string): string[] {
    const sinCeros = codigoProducto.replace(/^0+(?=\d)/, '');
    return sinCeros === codigoProducto ? [codigoProducto] : [codigoProducto, sinCeros];
}

/**
 * The weight a price label stands for: the price charged ÷ the product's unit price (both in
 * cents), in thousandths, rounded half up (both are positive). Null when the product has no price.
 */
export function cantidadDelImporte(importe: number, precioUnitario: number): number | null {
    if (!(precioUnitario > 0)) return null;
    // Integers only: importe × 1000 / precio, rounded by adding half the divisor.
    return Math.floor((importe * 2000 + precioUnitario) / (2 * precioUnitario));
}

/**
 * The prefixes as a shop writes them: ranges and single ones separated by commas ('20-29',
 * '02, 20-24'). Null if anything else is written (letters, a range backwards, lengths that differ
 * within a range). Sorted, none repeated.
 */
export function leerPrefijos(texto: string): string[] | null {
    const partes = texto
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== '');
    if (partes.length === 0) return null;
    const prefijos = new Set<string>();
    for (const parte of partes) {
        const rango = /^(\d+)\s*[-–]\s*(\d+)$/.exec(parte);
        if (rango) {
            const [, desde, hasta] = rango;
            if (desde.length !== hasta.length || Number(desde) > Number(hasta) || Number(hasta) - Number(desde) > 999) return null;
            for (let n = Number(desde); n <= Number(hasta); n++) prefijos.add(String(n).padStart(desde.length, '0'));
        } else if (SOLO_DIGITOS.test(parte)) {
            prefijos.add(parte);
        } else {
            return null;
        }
    }
    return [...prefijos].sort();
}

/** The prefixes as the settings show them: runs of consecutive ones as ranges ('20-29', '02, 20-24'). */
export function textoDePrefijos(prefijos: readonly string[]): string {
    const ordenados = [...new Set(prefijos)].sort();
    const partes: string[] = [];
    for (let i = 0; i < ordenados.length; ) {
        let j = i;
        while (
            j + 1 < ordenados.length &&
            ordenados[j + 1].length === ordenados[i].length &&
            Number(ordenados[j + 1]) === Number(ordenados[j]) + 1
        )
            j++;
        partes.push(j > i ? `${ordenados[i]}-${ordenados[j]}` : ordenados[i]);
        i = j + 1;
    }
    return partes.join(', ');
}
