import { TZDate } from '@date-fns/tz';
import { ZONA_POR_DEFECTO } from '../../contracts/zona.js';

/**
 * A company's calendar: its days are those of its time zone (empresas.zona_horaria), so a sale
 * at 23:30 in Mexico City belongs to that day although it is already tomorrow in UTC. Days are
 * 'YYYY-MM-DD' text, which sorts and compares like the days themselves on both engines.
 */
export { ZONA_POR_DEFECTO };

const formatos = new Map<string, Intl.DateTimeFormat>();

/** The local day of an instant in `zona`: '2025-03-09'. */
export function diaLocal(instante: Date | string, zona: string): string {
    let formato = formatos.get(zona);
    if (!formato) {
        // en-CA writes dates as YYYY-MM-DD.
        formato = new Intl.DateTimeFormat('en-CA', { timeZone: zona, year: 'numeric', month: '2-digit', day: '2-digit' });
        formatos.set(zona, formato);
    }
    return formato.format(typeof instante === 'string' ? new Date(instante) : instante);
}

const formatosConHora = new Map<string, Intl.DateTimeFormat>();

/** The local day ('YYYY-MM-DD') and hour (0–23) of an instant in `zona`: the sales report's hour counters. */
export function diaYHoraLocal(instante: Date | string, zona: string): { dia: string; hora: number } {
    let formato = formatosConHora.get(zona);
    if (!formato) {
        formato = new Intl.DateTimeFormat('en-CA', { timeZone: zona, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
        formatosConHora.set(zona, formato);
    }
    const partes = Object.fromEntries(formato.formatToParts(typeof instante === 'string' ? new Date(instante) : instante).map((p) => [p.type, p.value]));
    return { dia: `${partes.year}-${partes.month}-${partes.day}`, hora: Number(partes.hour) % 24 };
}

/** The instant a local day begins, as the ISO UTC text stored in `fecha` columns. */
export function inicioDelDia(dia: string, zona: string): string {
    const [y, m, d] = dia.split('-').map(Number);
    return new Date(new TZDate(y, m - 1, d, zona).getTime()).toISOString();
}

/** `dia` moved by `n` days (calendar arithmetic, no time zone involved). */
export function sumarDias(dia: string, n: number): string {
    const [y, m, d] = dia.split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** [desde, hasta) in UTC instants covering the local days `primero`..`ultimo`, both included. */
export function rangoDeDias(primero: string, ultimo: string, zona: string): { desde: string; hasta: string } {
    return { desde: inicioDelDia(primero, zona), hasta: inicioDelDia(sumarDias(ultimo, 1), zona) };
}
