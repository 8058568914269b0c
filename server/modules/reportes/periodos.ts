import { sumarDias } from '../../domain/calendario.js';

/*
 * The sales report's periods, over the company's own calendar (pure: tests/unit/periodosReporte.test.ts).
 * A document's local day and hour come from its instant and the company's zone when it is
 * counted (server/modules/contadores, diaYHoraLocal of server/domain/calendario.ts); weeks are ISO (Monday first) and every bucket is named by
 * its first day ('YYYY-MM-DD') or month ('YYYY-MM').
 */

const aFecha = (dia: string) => new Date(`${dia}T00:00:00Z`);
const aDia = (fecha: Date) => fecha.toISOString().slice(0, 10);

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export const diaDeLaSemana = (dia: string): number => ((aFecha(dia).getUTCDay() + 6) % 7) + 1;

/** The Monday that starts `dia`'s ISO week. */
export const lunesDe = (dia: string): string => sumarDias(dia, 1 - diaDeLaSemana(dia));

/** `dia`'s month, 'YYYY-MM'. */
export const mesDe = (dia: string): string => dia.slice(0, 7);

export type Periodo = 'dia' | 'semana' | 'mes';

/** The bucket `dia` falls in. */
export const grupoDe = (periodo: Periodo, dia: string): string => (periodo === 'dia' ? dia : periodo === 'semana' ? lunesDe(dia) : mesDe(dia));

/** Every bucket of `desde`–`hasta` (both included), in order: a chart's axis, with the buckets nothing moved in. */
export function gruposDelRango(periodo: Periodo, desde: string, hasta: string): string[] {
    const grupos: string[] = [];
    for (let dia = desde; dia <= hasta; ) {
        const grupo = grupoDe(periodo, dia);
        grupos.push(grupo);
        if (periodo === 'dia') dia = sumarDias(dia, 1);
        else if (periodo === 'semana') dia = sumarDias(grupo, 7);
        else {
            const [y, m] = grupo.split('-').map(Number);
            dia = aDia(new Date(Date.UTC(y, m, 1)));
        }
    }
    return grupos;
}

const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
export const DIAS_DE_LA_SEMANA = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

const ddmmaaaa = (dia: string) => `${dia.slice(8, 10)}/${dia.slice(5, 7)}/${dia.slice(0, 4)}`;

/** A bucket's Spanish name: '27/11/2026', 'Semana del 23/11/2026', 'noviembre de 2026'. */
export function etiquetaDe(periodo: Periodo, grupo: string): string {
    if (periodo === 'dia') return ddmmaaaa(grupo);
    if (periodo === 'semana') return `Semana del ${ddmmaaaa(grupo)}`;
    return `${MESES[Number(grupo.slice(5, 7)) - 1]} de ${grupo.slice(0, 4)}`;
}

/** A heat map's cell: 'lunes 13:00'. */
export const etiquetaDeHora = (diaSemana: number, hora: number): string => `${DIAS_DE_LA_SEMANA[diaSemana - 1]} ${String(hora).padStart(2, '0')}:00`;

/*
 * Month rows. The counters a year of the report would otherwise read day by day (a product's, an
 * hour's) also keep one row per month and one per decena (days 1–10, 11–20, 21–end) in the same
 * table, keyed by a `dia` other than a day's: 'YYYY-MM' and 'YYYY-MM/k' per product, 'YYYY-MM#d'
 * and 'YYYY-MM/k#d' per hour and ISO weekday d. A range is read as its whole months' rows, its
 * other whole decenas' and the days outside them, so a year reads at most 11 months, 4 decenas
 * and 18 days of rows, however many sales each day had. A day is the only key of 10 characters.
 */

const decenaDe = (dia: string): number => {
    const d = Number(dia.slice(8, 10));
    return d <= 10 ? 1 : d <= 20 ? 2 : 3;
};

/** A day's month row key and decena row key. */
export const clavesDePeriodo = (dia: string): [string, string] => [mesDe(dia), `${mesDe(dia)}/${decenaDe(dia)}`];

/** A day's month-and-weekday and decena-and-weekday row keys (an hour's). */
export const clavesDePeriodoYDia = (dia: string): [string, string] => clavesDePeriodo(dia).map((c) => `${c}#${diaDeLaSemana(dia)}`) as [string, string];

/**
 * `desde`–`hasta` as the months wholly inside it, the decenas wholly inside what remains, and the
 * ranges of days outside both (each [first, last], both included).
 */
export function partirRango(desde: string, hasta: string): { meses: string[]; decenas: string[]; dias: [string, string][] } {
    const meses = gruposDelRango('mes', desde, hasta).filter((m) => `${m}-01` >= desde && ultimoDelMes(m) <= hasta);
    const restos: [string, string][] = [];
    if (meses.length === 0) restos.push([desde, hasta]);
    else {
        if (desde < `${meses[0]}-01`) restos.push([desde, sumarDias(`${meses[0]}-01`, -1)]);
        const ultimo = ultimoDelMes(meses[meses.length - 1]);
        if (ultimo < hasta) restos.push([sumarDias(ultimo, 1), hasta]);
    }
    const decenas: string[] = [];
    const dias: [string, string][] = [];
    let tramo: [string, string] | null = null;
    for (const [a, b] of restos) {
        for (let dia = a; dia <= b; dia = sumarDias(dia, 1)) {
            const [inicio, fin] = limitesDeDecena(dia);
            if (dia === inicio && fin <= b) {
                decenas.push(clavesDePeriodo(dia)[1]);
                dia = fin;
                continue;
            }
            if (tramo && sumarDias(tramo[1], 1) === dia) tramo[1] = dia;
            else dias.push((tramo = [dia, dia]));
        }
    }
    return { meses, decenas, dias };
}

/** The first and last day of `dia`'s decena. */
function limitesDeDecena(dia: string): [string, string] {
    const mes = mesDe(dia);
    const k = decenaDe(dia);
    return [`${mes}-${k === 1 ? '01' : k === 2 ? '11' : '21'}`, k === 1 ? `${mes}-10` : k === 2 ? `${mes}-20` : ultimoDelMes(mes)];
}

function ultimoDelMes(mes: string): string {
    const [y, m] = mes.split('-').map(Number);
    return aDia(new Date(Date.UTC(y, m, 0)));
}
