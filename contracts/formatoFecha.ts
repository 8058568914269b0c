import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { es } from 'date-fns/locale';

/**
 * Spec §9 date formats, in a given time zone (not the browser's: the till may be set to UTC). The
 * screens read them through src/sesion/fechas.ts; the server's CSV exports write the same text.
 */
export const formatosDeFecha = (zona: string) => {
    const opciones = { locale: es, in: tz(zona) };
    return {
        zona,
        /** `dd/MM/yyyy HH:mm`, the lists' format. */
        fechaHora: (iso: string): string => format(new Date(iso), 'dd/MM/yyyy HH:mm', opciones),
        /** `dd/MM/yyyy`, the order detail's. */
        fecha: (iso: string): string => format(new Date(iso), 'dd/MM/yyyy', opciones),
        /** `HH:mm`. */
        hora: (iso: string): string => format(new Date(iso), 'HH:mm', opciones),
        /** The local day as `yyyy-MM-dd`, what the API's date filters take. */
        dia: (fecha: Date | string): string => format(new Date(fecha), 'yyyy-MM-dd', opciones),
    };
};
export type FormatosDeFecha = ReturnType<typeof formatosDeFecha>;

const dos = (n: number) => (n < 10 ? `0${n}` : String(n));
const MINUTO = 60_000;
const HORA = 3_600_000;

/**
 * `fechaHora` of formatosDeFecha (`dd/MM/yyyy HH:mm` in `zona`), the same text, for a file of
 * 100,000 dates (the sales export): date-fns with a zone costs ~50–140 µs a date. The zone's
 * offset is read once per UTC hour through Intl (both ends of the hour: an hour holding a
 * change of offset is formatted by Intl alone) and applied by arithmetic.
 */
export const fechaHoraRapida = (zona: string): ((iso: string) => string) => {
    const intl = new Intl.DateTimeFormat('en-US', {
        timeZone: zona,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
    });
    const partes = (ms: number) => {
        const p: Record<string, string> = {};
        for (const { type, value } of intl.formatToParts(ms)) p[type] = value;
        return p;
    };
    /** Minutes the zone's clock is ahead of UTC at `ms` (a whole minute). */
    const desfase = (ms: number) => {
        const p = partes(ms);
        return (Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute)) - ms) / MINUTO;
    };
    const porHora = new Map<number, number | null>();
    return (iso) => {
        const ms = Math.floor(Date.parse(iso) / MINUTO) * MINUTO;
        const hora = Math.floor(ms / HORA);
        let minutos = porHora.get(hora);
        if (minutos === undefined) {
            const [inicio, fin] = [desfase(hora * HORA), desfase((hora + 1) * HORA - MINUTO)];
            minutos = inicio === fin ? inicio : null;
            porHora.set(hora, minutos);
        }
        if (minutos === null) {
            const p = partes(ms);
            return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
        }
        const local = new Date(ms + minutos * MINUTO);
        return `${dos(local.getUTCDate())}/${dos(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${dos(local.getUTCHours())}:${dos(local.getUTCMinutes())}`;
    };
};
