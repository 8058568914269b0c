/** A day the URL names, if it is one of the calendar ('YYYY-MM-DD', the API's years). */
export const diaValido = (texto: string | undefined): string | undefined => {
    if (!texto || !/^\d{4}-\d{2}-\d{2}$/.test(texto)) return undefined;
    const [anio, mes, dia] = texto.split('-').map(Number);
    const fecha = new Date(Date.UTC(anio, mes - 1, dia));
    return anio >= 1900 && anio <= 2999 && fecha.getUTCMonth() === mes - 1 && fecha.getUTCDate() === dia ? texto : undefined;
};

/** The month of a day ('YYYY-MM-DD'): its first and its last day. */
export const mesDe = (dia: string): { desde: string; hasta: string } => {
    const [anio, mes] = dia.split('-').map(Number);
    const ultimo = new Date(Date.UTC(anio, mes, 0)).getUTCDate();
    return { desde: `${dia.slice(0, 8)}01`, hasta: `${dia.slice(0, 8)}${String(ultimo).padStart(2, '0')}` };
};

/** CFDI's rate ("0.160000") in millionths (160000), read as integers. */
export const millonesimas = (tasa: string): number => {
    const [enteros, decimales = ''] = tasa.split('.');
    return Number(enteros) * 1_000_000 + Number(decimales.padEnd(6, '0').slice(0, 6));
};
