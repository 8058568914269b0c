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
 * other whole decenas' and the days outside them, or a month's row less what lies outside the range
 * (partirRango), so a year until today reads 12 months' rows and a few days' or decenas' besides,
 * however many sales each day had. A day is the only key of 10 characters.
 */

const decenaDe = (dia: string): number => {
    const d = Number(dia.slice(8, 10));
    return d <= 10 ? 1 : d <= 20 ? 2 : 3;
};

/** A day's month row key and decena row key. */
export const clavesDePeriodo = (dia: string): [string, string] => [mesDe(dia), `${mesDe(dia)}/${decenaDe(dia)}`];

/** A day's month-and-weekday and decena-and-weekday row keys (an hour's). */
export const clavesDePeriodoYDia = (dia: string): [string, string] => clavesDePeriodo(dia).map((c) => `${c}#${diaDeLaSemana(dia)}`) as [string, string];

/** Whole decenas and ranges of days (each [first, last], both included), the reads of some days. */
export interface DecenasYDias {
    decenas: string[];
    dias: [string, string][];
}

/**
 * `desde`–`hasta` as rows to add and rows to take away: the months wholly inside it; and each
 * month it covers in part either as its whole decenas inside the range and its other days, or,
 * when fewer rows, as the whole month less the decenas and days outside the range (`menos`). A
 * report over the last year until today reads the current month's one row less its days after
 * today. Days after `sinDatosDesde` cost nothing (none can hold a document yet: a local day is at
 * most one day past UTC's), which is what makes today's month cheaper taken away than added up;
 * the answer is exact either way, as every key is still read.
 */
export function partirRango(desde: string, hasta: string, sinDatosDesde: string): { meses: string[] } & DecenasYDias & { menos: DecenasYDias } {
    const meses: string[] = [];
    const suma: DecenasYDias = { decenas: [], dias: [] };
    const menos: DecenasYDias = { decenas: [], dias: [] };
    const costo = (p: DecenasYDias) =>
        p.decenas.filter((k) => primerDiaDeDecena(k) < sinDatosDesde).length + p.dias.reduce((n, [a, b]) => n + diasEntre(a, b < sinDatosDesde ? b : sumarDias(sinDatosDesde, -1)), 0);
    for (const mes of gruposDelRango('mes', desde, hasta)) {
        const [primero, ultimo] = [`${mes}-01`, ultimoDelMes(mes)];
        const [a, b] = [desde > primero ? desde : primero, hasta < ultimo ? hasta : ultimo];
        if (a === primero && b === ultimo) {
            meses.push(mes);
            continue;
        }
        const dentro = enDecenasYDias(a, b);
        const fuera = unir([...(a > primero ? [enDecenasYDias(primero, sumarDias(a, -1))] : []), ...(b < ultimo ? [enDecenasYDias(sumarDias(b, 1), ultimo)] : [])]);
        if (1 + costo(fuera) < costo(dentro)) {
            meses.push(mes);
            menos.decenas.push(...fuera.decenas);
            menos.dias.push(...fuera.dias);
        } else {
            suma.decenas.push(...dentro.decenas);
            suma.dias.push(...dentro.dias);
        }
    }
    return { meses, decenas: suma.decenas, dias: juntarDias(suma.dias), menos: { decenas: menos.decenas, dias: juntarDias(menos.dias) } };
}

/** `a`–`b`, days of one month, as its whole decenas and the ranges of its other days. */
function enDecenasYDias(a: string, b: string): DecenasYDias {
    const decenas: string[] = [];
    const dias: [string, string][] = [];
    let tramo: [string, string] | null = null;
    for (let dia = a; dia <= b; dia = sumarDias(dia, 1)) {
        const [inicio, fin] = limitesDeDecena(dia);
        if (dia === inicio && fin <= b) {
            decenas.push(clavesDePeriodo(dia)[1]);
            dia = fin;
            tramo = null;
            continue;
        }
        if (tramo && sumarDias(tramo[1], 1) === dia) tramo[1] = dia;
        else dias.push((tramo = [dia, dia]));
    }
    return { decenas, dias };
}

const unir = (partes: DecenasYDias[]): DecenasYDias => ({ decenas: partes.flatMap((p) => p.decenas), dias: partes.flatMap((p) => p.dias) });

/** Ranges in order, those that follow one another as one (one read instead of two). */
function juntarDias(dias: [string, string][]): [string, string][] {
    const juntos: [string, string][] = [];
    for (const [a, b] of [...dias].sort(([x], [y]) => (x < y ? -1 : 1))) {
        const previo = juntos[juntos.length - 1];
        if (previo && sumarDias(previo[1], 1) === a) previo[1] = b;
        else juntos.push([a, b]);
    }
    return juntos;
}

/** Days in `a`–`b`, both included (0 when b < a). */
const diasEntre = (a: string, b: string): number => (b < a ? 0 : Math.round((aFecha(b).getTime() - aFecha(a).getTime()) / 86_400_000) + 1);

/** The first day of a decena's key 'YYYY-MM/k'. */
export const primerDiaDeDecena = (clave: string): string => {
    const [mes, k] = clave.split('/');
    return `${mes}-${k === '1' ? '01' : k === '2' ? '11' : '21'}`;
};

/** The first and last day of `dia`'s decena. */
function limitesDeDecena(dia: string): [string, string] {
    const mes = mesDe(dia);
    const k = decenaDe(dia);
    return [primerDiaDeDecena(clavesDePeriodo(dia)[1]), k === 1 ? `${mes}-10` : k === 2 ? `${mes}-20` : ultimoDelMes(mes)];
}

function ultimoDelMes(mes: string): string {
    const [y, m] = mes.split('-').map(Number);
    return aDia(new Date(Date.UTC(y, m, 0)));
}
