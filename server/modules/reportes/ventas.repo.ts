import { sql } from 'kysely';
import { fromCents } from '../../../contracts/money.js';
import type { FilaVentas, ReporteVentas, ReporteVentasQuery, TotalesVentas } from '../../../contracts/reportes.js';
import { deMilesimas } from '../../../contracts/unidades.js';
import type { Db } from '../../db/createDb.js';
import { sumarDias } from '../../domain/calendario.js';
import type { CifrasDeVentas } from '../contadores/tablas.js';
import { clavesDePeriodo, clavesDePeriodoYDia, etiquetaDe, etiquetaDeHora, grupoDe, gruposDelRango, partirRango, type Periodo, primerDiaDeDecena } from './periodos.js';

/*
 * The sales report (CONVENTIONS §6, Reports; contracts/reportes.ts): one read of one of the
 * counters server/modules/contadores keeps with every sale, void and return, by its primary key's
 * range (empresa_id, dia), summed over the range and the key's ranuras, then bucketed here. Its
 * days are already the company's own (each document counted on its local day and hour), so the
 * range needs no zone. The rows read grow with the days, sellers, hours and products that moved,
 * never with the number of sales:
 * - dia, semana, mes, vendedor: ventas_diarias_vendedor (with categoria_id: that category's rows);
 * - hora: ventas_horarias; producto: ventas_producto_vendedor; categoria (and a category filter):
 *   ventas_categoria_vendedor, each line under the category it was sold in; metodo_pago: pagos_diarios.
 */

/** The sums of one group, in cents and thousandths: the counters' own columns. */
type Suma = CifrasDeVentas;

const CERO: Suma = { ventas: 0, unidades: 0, total: 0, costo: 0, devoluciones: 0, unidades_devueltas: 0, costo_devuelto: 0 };
const COLUMNAS = Object.keys(CERO) as (keyof Suma)[];

const sumarA = (a: Suma, b: Suma) => {
    for (const c of COLUMNAS) a[c] += b[c];
};

/** a / b × 10^decimales, half away from zero, in integers: exact for any cents an answer holds. */
function cociente(a: number, b: number, decimales: number): string {
    const escala = 10n ** BigInt(decimales);
    const n = BigInt(a) * escala;
    const d = BigInt(b);
    const negativo = n < 0n !== d < 0n;
    const [absN, absD] = [n < 0n ? -n : n, d < 0n ? -d : d];
    const q = (absN * 2n + absD) / (2n * absD);
    const entero = q / escala;
    const resto = (q % escala).toString().padStart(decimales, '0');
    return `${negativo && q !== 0n ? '-' : ''}${entero}${decimales > 0 ? `.${resto}` : ''}`;
}

/** A group's figures as the contract answers them; `pagos`: a payment method's (no units nor cost). */
export function cifras(s: Suma, pagos = false): TotalesVentas {
    const neto = s.total - s.devoluciones;
    const base = {
        ventas: s.ventas,
        unidades: pagos ? null : deMilesimas(s.unidades - s.unidades_devueltas),
        total: fromCents(s.total),
        devoluciones: fromCents(s.devoluciones),
        neto: fromCents(neto),
        ticket_promedio: s.ventas === 0 ? '0.00' : fromCents(BigInt(cociente(s.total, s.ventas, 0))),
    };
    if (pagos) return { ...base, costo: null, utilidad: null, margen: null };
    const costo = s.costo - s.costo_devuelto;
    const utilidad = neto - costo;
    return { ...base, costo: fromCents(costo), utilidad: fromCents(utilidad), margen: neto === 0 ? null : cociente(utilidad * 100, neto, 2) };
}

const aSuma = (f: Record<string, unknown>): Suma => Object.fromEntries(COLUMNAS.map((c) => [c, Number(f[c] ?? 0)])) as unknown as Suma;

/** Σ of every figure column, as each counter's read selects it. */
const sumas = (tabla: string) => COLUMNAS.map((c) => sql<number>`sum(${sql.ref(`${tabla}.${c}`)})`.as(c));

export async function reporteVentas(db: Db, empresaId: number, q: ReporteVentasQuery): Promise<ReporteVentas> {
    const { agrupar, desde, hasta } = q;
    const k = db.kysely;
    let filas: FilaVentas[];
    let pagos = false;

    if (agrupar === 'metodo_pago') {
        pagos = true;
        const leidas = await k
            .selectFrom('pagos_diarios as c')
            .select((eb) => ['c.metodo_pago', eb.fn.sum<number>('c.ventas').as('ventas'), eb.fn.sum<number>('c.monto').as('total'), eb.fn.sum<number>('c.devoluciones').as('devoluciones')])
            .where('c.empresa_id', '=', empresaId)
            .where('c.dia', '>=', desde)
            .where('c.dia', '<=', hasta)
            .$if(q.usuario_id !== undefined, (w) => w.where('c.usuario_id', '=', q.usuario_id as number))
            .groupBy('c.metodo_pago')
            .execute();
        filas = leidas.map((f) => ({ grupo: f.metodo_pago, etiqueta: f.metodo_pago, ...cifras(aSuma(f), true) }));
    } else if (agrupar === 'hora') {
        // The ISO weekday of each local day (in SQL) or of each month row's key, so the database sums
        // days, months and ranuras and answers at most 7 × 24 cells.
        const diaSemana = db.dialect === 'postgres' ? sql<number>`cast(extract(isodow from cast(c.dia as date)) as integer)` : sql<number>`(cast(strftime('%w', c.dia) as integer) + 6) % 7 + 1`;
        const partes = enMesesYDias(desde, hasta, clavesDePeriodoYDia, (rango) =>
            k
                .selectFrom('ventas_horarias as c')
                .select([(rango.meses ? sql<number>`cast(substr(c.dia, length(c.dia), 1) as integer)` : diaSemana).as('dia_semana'), 'c.hora', ...cifrasCon(rango.signo)])
                .where('c.empresa_id', '=', empresaId)
                .$call((w) => (rango.meses ? w.where('c.dia', 'in', rango.meses) : w.where('c.dia', '>=', rango.desde).where('c.dia', '<=', rango.hasta).where(sql<boolean>`length(c.dia) = 10`)))
                .$if(q.usuario_id !== undefined, (w) => w.where('c.usuario_id', '=', q.usuario_id as number)),
        );
        const leidas = await k
            .selectFrom(unir(partes).as('u'))
            .select(['u.dia_semana', 'u.hora', ...sumas('u')])
            .groupBy(['u.dia_semana', 'u.hora'])
            .execute();
        filas = leidas
            .map((f) => ({ diaSemana: Number(f.dia_semana), hora: Number(f.hora), suma: aSuma(f) }))
            .sort((a, b) => a.diaSemana - b.diaSemana || a.hora - b.hora)
            .map((c) => ({ grupo: `${c.diaSemana}-${c.hora}`, etiqueta: etiquetaDeHora(c.diaSemana, c.hora), dia_semana: c.diaSemana, hora: c.hora, ...cifras(c.suma) }));
    } else if (agrupar === 'producto') {
        // Summed per product first, over the range's whole months' rows and its other days' (the
        // rows never meet another table), then named: each product is read once from plantillas.
        const partes = enMesesYDias(desde, hasta, clavesDePeriodo, (rango) =>
            filtrarFilas(k.selectFrom('ventas_producto_vendedor as c').select(['c.plantilla_id', ...cifrasCon(rango.signo)]), empresaId, q, rango),
        );
        const porProducto = k
            .selectFrom(unir(partes).as('u'))
            .select(['u.plantilla_id', ...sumas('u')])
            .groupBy('u.plantilla_id');
        const leidas = await k
            .selectFrom(porProducto.as('t'))
            .innerJoin('plantillas as p', 'p.id', 't.plantilla_id')
            .where('p.empresa_id', '=', empresaId)
            .select(['p.id as grupo', 'p.nombre as etiqueta', ...COLUMNAS.map((c) => `t.${c}` as const)])
            .execute();
        filas = leidas.map((f) => ({ grupo: String(f.grupo), etiqueta: f.etiqueta, ...cifras(aSuma(f)) }));
    } else if (agrupar === 'categoria') {
        // Each category's own rows (the one its lines were sold under): categories × periods, whatever the catalogue's size.
        const partes = enMesesYDias(desde, hasta, clavesDePeriodo, (rango) =>
            filtrarFilas(k.selectFrom('ventas_categoria_vendedor as c').select(['c.categoria_id', ...cifrasCon(rango.signo)]), empresaId, q, rango),
        );
        const porCategoria = k
            .selectFrom(unir(partes).as('u'))
            .select(['u.categoria_id', ...sumas('u')])
            .groupBy('u.categoria_id');
        const leidas = await k
            .selectFrom(porCategoria.as('t'))
            .leftJoin('categorias as g', (j) => j.onRef('g.id', '=', 't.categoria_id').on('g.empresa_id', '=', empresaId))
            .select(['t.categoria_id as grupo', 'g.nombre as etiqueta', ...COLUMNAS.map((c) => `t.${c}` as const)])
            .execute();
        filas = leidas.map((f) => {
            const sin = Number(f.grupo) === 0;
            // A category deleted while one of its sales was being written (its guard refuses one with sales) keeps its figures, unnamed.
            return { grupo: sin ? 'sin' : String(f.grupo), etiqueta: sin ? 'Sin categoría' : (f.etiqueta ?? CATEGORIA_ELIMINADA), ...cifras(aSuma(f)) };
        });
    } else if (agrupar === 'vendedor') {
        const leidas = await porDiaOVendedor(db, empresaId, q, 'usuario');
        filas = leidas.map((f) => {
            const { nombre, apellido } = f as { nombre?: string | null; apellido?: string | null };
            return { grupo: String(f.clave), etiqueta: `${nombre ?? ''} ${apellido ?? ''}`.trim(), ...cifras(aSuma(f)) };
        });
    } else {
        const leidas = await porDiaOVendedor(db, empresaId, q, 'dia');
        const periodo: Periodo = agrupar;
        const grupos = new Map(gruposDelRango(periodo, desde, hasta).map((g) => [g, { ...CERO }]));
        for (const f of leidas) sumarA(grupos.get(grupoDe(periodo, String(f.clave))) as Suma, aSuma(f));
        filas = [...grupos].map(([grupo, s]) => ({ grupo, etiqueta: etiquetaDe(periodo, grupo), ...cifras(s) }));
    }

    if (agrupar === 'producto' || agrupar === 'categoria' || agrupar === 'vendedor' || agrupar === 'metodo_pago' || agrupar === 'hora') {
        // A key whose documents all left the counts (a voided sale) had no movement.
        filas = filas.filter((f) => f.ventas !== 0 || f.total !== '0.00' || f.devoluciones !== '0.00' || (f.unidades ?? 0) !== 0 || (f.costo ?? '0.00') !== '0.00');
    }
    if (agrupar === 'producto' || agrupar === 'categoria' || agrupar === 'vendedor' || agrupar === 'metodo_pago') {
        const clave = (f: FilaVentas) => Number(pagos ? f.total : f.neto);
        filas.sort((a, b) => clave(b) - clave(a) || a.etiqueta.localeCompare(b.etiqueta, 'es'));
    }
    return { agrupar, desde, hasta, filas, totales: totales(filas, pagos) };
}

/** The rows' sums, from their own strings (every figure of a row is exact cents or thousandths). */
function totales(filas: readonly FilaVentas[], pagos: boolean): TotalesVentas {
    const s = { ...CERO };
    const cents = (v: string | null | undefined) => Math.round(Number(v ?? 0) * 100);
    for (const f of filas) {
        s.ventas += f.ventas;
        s.unidades += Math.round((f.unidades ?? 0) * 1000);
        s.total += cents(f.total);
        s.devoluciones += cents(f.devoluciones);
        s.costo += cents(f.costo);
    }
    return cifras(s, pagos);
}

/** One part of a range: its whole months' and decenas' row keys, or a range of its other days; added (1) or taken away (-1). */
type Rango = ({ meses: string[]; desde?: undefined; hasta?: undefined } | { meses?: undefined; desde: string; hasta: string }) & { signo: 1 | -1 };

/** A part's figure columns, as they are or negated (a month's row less its days outside the range). */
const cifrasCon = (signo: 1 | -1) => COLUMNAS.map((c) => (signo === 1 ? sql<number>`${sql.ref(`c.${c}`)}` : sql<number>`-${sql.ref(`c.${c}`)}`).as(c));

/**
 * The reads of `desde`–`hasta` (reportes/periodos.ts partirRango): its months' and whole decenas'
 * rows (their keys by `claves` of each of their days) and its other days', added, and the decenas'
 * and days' a month's row holds outside the range, taken away.
 */
function enMesesYDias<T>(desde: string, hasta: string, claves: (dia: string) => [string, string], leer: (rango: Rango) => T): T[] {
    // No local day is more than one day past UTC's (zones are within ±14 h): from the day after, nothing can be counted yet.
    const { meses, decenas, dias, menos } = partirRango(desde, hasta, sumarDias(new Date().toISOString().slice(0, 10), 2));
    // Each month's keys and each decena's, from its days (the keys of the weekdays an hour's carry).
    const deMeses = meses.flatMap((m) => gruposDelRango('dia', `${m}-01`, `${m}-28`).map((d) => claves(d)[0]));
    const deDecenas = (ks: string[]) => ks.flatMap((k) => gruposDelRango('dia', primerDiaDeDecena(k), sumarDias(primerDiaDeDecena(k), 6)).map((d) => claves(d)[1]));
    const partes = (signo: 1 | -1, ds: [string, string][], filas: string[]) => {
        const unicas = [...new Set(filas)];
        return [...ds.map(([d, h]) => leer({ desde: d, hasta: h, signo })), ...(unicas.length > 0 ? [leer({ meses: unicas, signo })] : [])];
    };
    return [...partes(1, dias, [...deMeses, ...deDecenas(decenas)]), ...partes(-1, menos.dias, deDecenas(menos.decenas))];
}

/** UNION ALL of a range's reads (one or more). */
// biome-ignore lint/suspicious/noExplicitAny: the parts share one row shape that Kysely cannot name across a union.
const unir = <T>(partes: T[]): T => partes.reduce((a, b) => (a as any).unionAll(b));

/** The name of a category gone from the catalogue whose sales remain (ventas_categoria_vendedor outlives no category but by a race). */
const CATEGORIA_ELIMINADA = 'Categoría eliminada';

/** A per-product or per-category read narrowed to the company, one part of the range (its month and decena rows, or a range of its days), the seller and the category sold under. */
// biome-ignore lint/suspicious/noExplicitAny: both counters' reads share these columns, which Kysely cannot name across two tables.
function filtrarFilas<Q extends { where: (...args: any[]) => any }>(consulta: Q, empresaId: number, q: ReporteVentasQuery, rango: Rango): Q {
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    let w: any = consulta.where('c.empresa_id', '=', empresaId);
    w = rango.meses ? w.where('c.dia', 'in', rango.meses) : w.where('c.dia', '>=', rango.desde).where('c.dia', '<=', rango.hasta).where(sql<boolean>`length(c.dia) = 10`);
    if (q.usuario_id !== undefined) w = w.where('c.usuario_id', '=', q.usuario_id);
    if (q.categoria_id !== undefined) w = w.where('c.categoria_id', '=', q.categoria_id);
    return w;
}

/** A seller's days, per day or per seller (with the user's name): from the category's rows when filtered by one. */
async function porDiaOVendedor(db: Db, empresaId: number, q: ReporteVentasQuery, por: 'dia' | 'usuario') {
    const k = db.kysely;
    const { desde, hasta } = q;
    const base =
        q.categoria_id === undefined
            ? k.selectFrom('ventas_diarias_vendedor as c')
            : k
                  .selectFrom('ventas_categoria_vendedor as c')
                  .where('c.categoria_id', '=', q.categoria_id)
                  // Its days only: the month rows (reportes/periodos.ts) would count them twice.
                  .where(sql<boolean>`length(c.dia) = 10`);
    const filtrada = base
        .where('c.empresa_id', '=', empresaId)
        .where('c.dia', '>=', desde)
        .where('c.dia', '<=', hasta)
        .$if(q.usuario_id !== undefined, (w) => w.where('c.usuario_id', '=', q.usuario_id as number));
    if (por === 'dia') return filtrada.select(['c.dia as clave', ...sumas('c')]).groupBy('c.dia').execute();
    return filtrada
        .leftJoin('usuarios as u', (j) => j.onRef('u.id', '=', 'c.usuario_id').onRef('u.empresa_id', '=', 'c.empresa_id'))
        .select(['c.usuario_id as clave', 'u.nombre', 'u.apellido', ...sumas('c')])
        .groupBy(['c.usuario_id', 'u.nombre', 'u.apellido'])
        .execute();
}
