/**
 * A Mexican telephone number: 10 digits (the national numbering since 2019 has no other length,
 * fixed and mobile alike). Typed with the separators people write — spaces, dashes, dots and
 * parentheses, as in '(55) 1234-5678' or '55.1234.5678' — and with or without the country code
 * '+52' in front ('+52 55 1234 5678'); kept as the 10 digits alone, so a number is found and
 * compared one way. Anything else (letters, another country code, '+521', 8 or 12 digits) is
 * refused rather than guessed. Pure: the server's contract and the customer form both use it.
 */

export const TELEFONO_MENSAJE =
    'El teléfono debe tener 10 dígitos; puede escribirse con espacios, guiones, puntos o paréntesis, y con +52 al inicio.';

const SEPARADORES = /[\s\-.()]/gu;

/** The 10 digits of a Mexican number as typed, or null when the text is not one. */
export const normalizarTelefono = (texto: string): string | null => {
    const compacto = texto.replace(SEPARADORES, '');
    const digitos = compacto.startsWith('+52') ? compacto.slice(3) : compacto;
    return /^\d{10}$/.test(digitos) ? digitos : null;
};
