/**
 * The RFC (Registro Federal de Contribuyentes) as SAT writes it, for a customer a shop may
 * invoice later: 3 letters for a persona moral (12 characters) or 4 for a persona física (13),
 * then the date of birth or incorporation as YYMMDD (a real date), then the 3-character
 * homoclave. Letters are A–Z, Ñ and &. Lower case and surrounding spaces are accepted; the RFC is
 * kept in upper case. Pure: the server's contract and the customer form both use it.
 */

/** The generic RFCs of a sale to the general public and to a foreigner: any number of customers may carry them. */
export const RFC_PUBLICO_EN_GENERAL = 'XAXX010101000';
export const RFC_EXTRANJERO = 'XEXX010101000';
export const RFC_GENERICOS = [RFC_PUBLICO_EN_GENERAL, RFC_EXTRANJERO] as const;

export const RFC_MENSAJES = {
    formato:
        'El RFC debe tener 12 caracteres (persona moral) o 13 (persona física): 3 o 4 letras, la fecha AAMMDD y 3 caracteres de homoclave.',
    fecha: 'La fecha del RFC (AAMMDD) no es una fecha válida.',
    duplicado: (rfc: string) => `Ya existe un cliente con el RFC '${rfc}'.`,
} as const;

const PATRON = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z0-9]{3})$/u;

/** The RFC as kept: trimmed and in upper case ('ñ' becomes 'Ñ'). */
export const normalizarRfc = (texto: string): string => texto.trim().toUpperCase();

/**
 * Whether YYMMDD is a day of the calendar. The century is not written: 29 February is a day when
 * the two digits give a leap year in 19YY or 20YY, i.e. when YY is a multiple of 4 (2000 was one).
 */
export const esFechaAammdd = (yy: number, mm: number, dd: number): boolean => {
    if (mm < 1 || mm > 12 || dd < 1) return false;
    const dias = [31, yy % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mm - 1];
    return dd <= dias;
};

/** What is wrong with an RFC already normalized, or null when SAT would take it. */
export const problemaDelRfc = (rfc: string): keyof Omit<typeof RFC_MENSAJES, 'duplicado'> | null => {
    const partes = PATRON.exec(rfc);
    if (!partes) return 'formato';
    const [, , yy, mm, dd] = partes;
    return esFechaAammdd(Number(yy), Number(mm), Number(dd)) ? null : 'fecha';
};

/** Whether the text, once trimmed and put in upper case, is a valid RFC. */
export const esRfcValido = (texto: string): boolean => problemaDelRfc(normalizarRfc(texto)) === null;

/** Whether the RFC is one of the two generic ones, which are not unique. */
export const esRfcGenerico = (rfc: string): boolean => (RFC_GENERICOS as readonly string[]).includes(rfc);
