import { mesDe } from '../impuestos/periodo';

/*
 * The quick periods of the sales report, over the shop's calendar: `hoy` is today in its zone
 * ('YYYY-MM-DD', useFormatoFecha().dia), so the arithmetic is on calendar days in UTC, without
 * any zone or daylight saving. Pure: tests/unit/reporteVentasPeriodos.test.ts.
 */

export const PRESETS = ['hoy', 'semana', 'mes', 'mes_pasado', 'anio'] as const;
export type Preset = (typeof PRESETS)[number];

export interface Rango {
    desde: string;
    hasta: string;
}

const aFecha = (dia: string) => new Date(`${dia}T00:00:00Z`);
const aDia = (fecha: Date) => fecha.toISOString().slice(0, 10);
const masDias = (dia: string, n: number) => aDia(new Date(aFecha(dia).getTime() + n * 86_400_000));

/** The range a quick period names on `hoy`: its week is ISO's (Monday to Sunday), as the report's weeks. */
export const rangoDe = (preset: Preset, hoy: string): Rango => {
    switch (preset) {
        case 'hoy':
            return { desde: hoy, hasta: hoy };
        case 'semana': {
            const lunes = masDias(hoy, -((aFecha(hoy).getUTCDay() + 6) % 7));
            return { desde: lunes, hasta: masDias(lunes, 6) };
        }
        case 'mes':
            return mesDe(hoy);
        case 'mes_pasado':
            return mesDe(masDias(mesDe(hoy).desde, -1));
        case 'anio':
            return { desde: `${hoy.slice(0, 4)}-01-01`, hasta: `${hoy.slice(0, 4)}-12-31` };
    }
};

/** The quick period `rango` is on `hoy`, if any (its button shows pressed). */
export const presetDe = (rango: Rango, hoy: string): Preset | undefined =>
    PRESETS.find((p) => {
        const r = rangoDe(p, hoy);
        return r.desde === rango.desde && r.hasta === rango.hasta;
    });

/** 'YYYY-MM-DD' as the screens write a day, dd/mm/aaaa. */
export const diaEnTexto = (dia: string): string => dia.split('-').reverse().join('/');
