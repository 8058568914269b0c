import { TZDate } from '@date-fns/tz';

/*
 * The history's date filters speak the shop's calendar: `2024-05-01` is that day in the
 * company's time zone, not in UTC nor in the server's. Bounds come back as UTC ISO strings, the
 * form both engines store and compare.
 */

const DIA = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;

function instante(valor: string, zona: string, diasExtra: number): string {
    const dia = DIA.exec(valor);
    if (dia) {
        const [, y, m, d] = dia.map(Number);
        return new Date(+new TZDate(y, m - 1, d + diasExtra, zona)).toISOString();
    }
    // A date-time without an offset is a wall-clock time in the shop, too.
    const local = LOCAL.exec(valor);
    if (local) {
        const [y, m, d, h, mi, s] = local.slice(1, 7).map((v) => Number(v ?? 0));
        const ms = Number((local[7] ?? '0').padEnd(3, '0'));
        return new Date(+new TZDate(y, m - 1, d, h, mi, s, ms, zona)).toISOString();
    }
    return new Date(valor).toISOString();
}

/** Lower bound, inclusive: the start of the given day (or the instant given). */
export const desde = (valor: string, zona: string) => instante(valor, zona, 0);

/** Upper bound, exclusive: the start of the following day for a date; just after an instant. */
export function hasta(valor: string, zona: string): string {
    if (DIA.test(valor)) return instante(valor, zona, 1);
    return new Date(Date.parse(instante(valor, zona, 0)) + 1).toISOString();
}

/** Whether a filter value needs the company's zone to be read. */
export const necesitaZona = (valor: string) => DIA.test(valor) || LOCAL.test(valor);
