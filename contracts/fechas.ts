import { z } from 'zod';

/*
 * Dates as list filters take them. The server turns a day into instants by adding a day to it
 * (an exclusive upper bound): in year 9999 that gives year 10000, which PostgreSQL refuses and
 * SQLite compares as text before every other date. The years are bounded well inside, where
 * a shop's records are.
 */
export const PRIMER_ANIO = 1900;
export const ULTIMO_ANIO = 2999;
export const FECHA_FUERA_DE_RANGO = `La fecha debe estar entre los años ${PRIMER_ANIO} y ${ULTIMO_ANIO}.`;

const DIA = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' naming a day of the calendar: not 30 February, not month 13. */
export function esDiaDelCalendario(valor: string): boolean {
    if (!DIA.test(valor)) return false;
    const instante = Date.parse(`${valor}T00:00:00Z`);
    return !Number.isNaN(instante) && new Date(instante).toISOString().startsWith(valor);
}

const anioDentro = (valor: string) => {
    const anio = Number(valor.slice(0, 4));
    return anio >= PRIMER_ANIO && anio <= ULTIMO_ANIO;
};

/** A day of the shop's calendar, 'YYYY-MM-DD'; `formato` is the message for anything else. */
export const diaFiltro = (formato: string) =>
    z
        .string({ error: formato })
        .trim()
        .refine(esDiaDelCalendario, { error: formato, abort: true })
        .refine(anioDentro, FECHA_FUERA_DE_RANGO);

/** A day as `diaFiltro`, or an ISO 8601 date-time whose own day is a day of the calendar. */
export const diaOInstanteFiltro = (formato: string) =>
    z
        .string({ error: formato })
        .trim()
        .refine((v) => (DIA.test(v) ? esDiaDelCalendario(v) : /^\d{4}-\d{2}-\d{2}T/.test(v) && esDiaDelCalendario(v.slice(0, 10)) && !Number.isNaN(Date.parse(v))), {
            error: formato,
            abort: true,
        })
        .refine(anioDentro, FECHA_FUERA_DE_RANGO);
