import { type RawBuilder, sql } from 'kysely';
import {
    CANTIDAD_TOP_PRODUCTOS,
    type DashboardKpis,
    DIAS_GRAFICA_VENTAS,
    DIAS_TOP_PRODUCTOS,
    MAXIMO_BAJO_STOCK,
    UMBRAL_BAJO_STOCK,
} from '../../../contracts/dashboard.js';
import { fromCents } from '../../../contracts/money.js';
import type { Db } from '../../db/createDb.js';
import { diaLocal, inicioDelDia, sumarDias } from '../../domain/calendario.js';
import { zonaDeLaEmpresa } from '../contabilidad/contabilidad.repo.js';

/** Sales that count as revenue ('Cancelada' does not). */
const ESTADOS_QUE_CUENTAN = ['Completada', 'Con Devolución'];

/**
 * Which of the window's local days a sale falls in, as SQL: a binary search over the days' UTC
 * starts (`CASE WHEN fecha < <start of day 15> THEN (CASE …) ELSE (CASE …) END`), five comparisons
 * a row instead of up to 29 for a flat CASE. The bounds are computed here from the company's zone
 * (a day is not always 24 h), so both engines bucket alike without time-zone functions (SQLite
 * has none).
 */
function indiceDelDia(inicios: string[], desde = 0, hasta = inicios.length - 1): RawBuilder<number> {
    if (desde === hasta) return sql<number>`${sql.lit(desde)}`;
    const medio = Math.ceil((desde + hasta) / 2);
    return sql<number>`case when fecha < ${inicios[medio]} then ${indiceDelDia(inicios, desde, medio - 1)} else ${indiceDelDia(inicios, medio, hasta)} end`;
}

/**
 * The dashboard in the company's own day. Each part reads a bounded slice whatever the history:
 * the last 30 days' sales (today's tiles are the last of them) from the (empresa_id, fecha,
 * estado, total) index alone — a range whose length is the month's sales, not the history
 * (~27k index entries at 1M sales over three years; a per-day sales table kept by
 * registrarAsiento would make it 30 rows) — the top five from the per-day units table (30 days
 * × products sold), low stock from (empresa_id, stock).
 */
export async function kpis(db: Db, empresaId: number, ahora: Date): Promise<DashboardKpis> {
    const zona = await zonaDeLaEmpresa(db, empresaId);
    const hoy = diaLocal(ahora, zona);
    const dias = Array.from({ length: DIAS_GRAFICA_VENTAS }, (_, i) => sumarDias(hoy, i - (DIAS_GRAFICA_VENTAS - 1)));
    const inicios = dias.map((dia) => inicioDelDia(dia, zona));
    const k = db.kysely;

    const [porDia, top, bajoStock] = await Promise.all([
        k
            .selectFrom('ventas')
            .select((eb) => [indiceDelDia(inicios).as('i'), eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('total').as('total')])
            .where('empresa_id', '=', empresaId)
            .where('fecha', '>=', inicios[0])
            .where('fecha', '<', inicioDelDia(sumarDias(hoy, 1), zona))
            .where('estado', 'in', ESTADOS_QUE_CUENTAN)
            // By position: PostgreSQL would not see the CASE with its own parameters as the same expression.
            .groupBy(sql`1`)
            .execute(),
        k
            .with('vendidos', (w) =>
                w
                    .selectFrom('ventas_diarias_producto')
                    .select((eb) => ['plantilla_id', eb.fn.sum<number>('cantidad').as('cantidad')])
                    .where('empresa_id', '=', empresaId)
                    .where('dia', '>=', sumarDias(hoy, -(DIAS_TOP_PRODUCTOS - 1)))
                    .where('dia', '<=', hoy)
                    .groupBy('plantilla_id')
                    .having((eb) => eb.fn.sum('cantidad'), '>', 0)
                    .orderBy(sql`2`, 'desc')
                    .orderBy('plantilla_id')
                    .limit(CANTIDAD_TOP_PRODUCTOS),
            )
            .selectFrom('vendidos')
            .innerJoin('plantillas as p', 'p.id', 'vendidos.plantilla_id')
            .select(['p.nombre as nombre_producto', 'vendidos.cantidad as cantidad_vendida'])
            .orderBy('vendidos.cantidad', 'desc')
            .orderBy('vendidos.plantilla_id')
            .execute(),
        k
            .selectFrom('variantes as v')
            .innerJoin('plantillas as p', 'p.id', 'v.plantilla_id')
            .select(['v.id as id_producto', 'p.nombre as nombre_producto', 'v.sku', 'v.stock as stock_actual'])
            .where('v.empresa_id', '=', empresaId)
            .where('v.stock', '<', UMBRAL_BAJO_STOCK)
            .orderBy('v.stock')
            .orderBy('v.id')
            .limit(MAXIMO_BAJO_STOCK)
            .execute(),
    ]);

    const ventas = dias.map(() => ({ n: 0, total: 0 }));
    for (const fila of porDia) ventas[Number(fila.i)] = { n: Number(fila.n), total: Number(fila.total) };
    const { n, total } = ventas[ventas.length - 1];
    return {
        ingresos_hoy: fromCents(total),
        transacciones_hoy: n,
        ticket_promedio_hoy: fromCents(n === 0 ? 0 : Math.round(total / n)),
        top_5_productos: top.map((t) => ({ nombre_producto: t.nombre_producto, cantidad_vendida: Number(t.cantidad_vendida) })),
        productos_bajo_stock: bajoStock.map((b) => ({ ...b, stock_actual: Number(b.stock_actual) })),
        ventas_30_dias: dias.map((dia, i) => ({ dia, total: fromCents(ventas[i].total), transacciones: ventas[i].n })),
    };
}
