import { sql } from 'kysely';
import {
    CANTIDAD_TOP_PRODUCTOS,
    type DashboardKpis,
    DIAS_GRAFICA_VENTAS,
    DIAS_TOP_PRODUCTOS,
    MAXIMO_BAJO_STOCK,
    UMBRAL_BAJO_STOCK,
} from '../../../contracts/dashboard.js';
import { deMilesimas, MILESIMAS } from '../../../contracts/unidades.js';
import { fromCents } from '../../../contracts/money.js';
import type { Db } from '../../db/createDb.js';
import { diaLocal, inicioDelDia, sumarDias } from '../../domain/calendario.js';
import { zonaDeLaEmpresa } from '../empresa/empresa.repo.js';

/** Sales that count as revenue ('Cancelada' does not). */
const ESTADOS_QUE_CUENTAN = ['Completada', 'Con Devolución'];

/**
 * The dashboard in the company's own day. Each part reads a bounded slice whatever the history
 * or the shop's volume: the last 30 days' sales (today's tiles are the last of them) from
 * ventas_diarias — at most two rows a day (its states that count), kept with every sale and
 * return (contadores/contadores.ts) — the top five from the per-day units table (30 days ×
 * products sold), low stock from (empresa_id, stock). Today's refunds are the total_devuelto of
 * today's credit notes (index (empresa_id, fecha): a day's notes), whichever day their sale was
 * (CONVENTIONS §1, Dashboard): not the ledger's 'Devoluciones', which holds only the money a note
 * paid out, while today's sales count credit sales whole.
 */
export async function kpis(db: Db, empresaId: number, ahora: Date): Promise<DashboardKpis> {
    const zona = await zonaDeLaEmpresa(db, empresaId);
    const hoy = diaLocal(ahora, zona);
    const dias = Array.from({ length: DIAS_GRAFICA_VENTAS }, (_, i) => sumarDias(hoy, i - (DIAS_GRAFICA_VENTAS - 1)));
    const k = db.kysely;

    const [porDia, top, bajoStock, devueltoHoy] = await Promise.all([
        k
            .selectFrom('ventas_diarias')
            .select((eb) => ['dia', eb.fn.sum<number>('ventas').as('n'), eb.fn.sum<number>('total').as('total')])
            .where('empresa_id', '=', empresaId)
            .where('dia', '>=', dias[0])
            .where('dia', '<=', hoy)
            .where('estado', 'in', ESTADOS_QUE_CUENTAN)
            .groupBy('dia')
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
            .select(['p.nombre as nombre_producto', 'vendidos.cantidad as cantidad_vendida', 'p.unidad'])
            .orderBy('vendidos.cantidad', 'desc')
            .orderBy('vendidos.plantilla_id')
            .execute(),
        k
            .selectFrom('variantes as v')
            .innerJoin('plantillas as p', 'p.id', 'v.plantilla_id')
            .select(['v.id as id_producto', 'p.nombre as nombre_producto', 'v.sku', 'v.stock as stock_actual', 'p.unidad'])
            .where('v.empresa_id', '=', empresaId)
            .where('v.stock', '<', UMBRAL_BAJO_STOCK * MILESIMAS)
            // A retired product is not restocked: it would stay in the list for good.
            .where('p.activo', '=', 1)
            .orderBy('v.stock')
            .orderBy('v.id')
            .limit(MAXIMO_BAJO_STOCK)
            .execute(),
        // Today's credit notes whole, as today's sales are (a credit sale's return refunds no money but undoes a sale).
        k
            .selectFrom('notas_credito')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_devuelto'), eb.lit(0)).as('monto'))
            .where('empresa_id', '=', empresaId)
            .where('fecha', '>=', inicioDelDia(hoy, zona))
            .where('fecha', '<', inicioDelDia(sumarDias(hoy, 1), zona))
            .executeTakeFirstOrThrow(),
    ]);

    const delDia = new Map(porDia.map((f) => [f.dia, { n: Number(f.n), total: Number(f.total) }]));
    const ventas = dias.map((dia) => delDia.get(dia) ?? { n: 0, total: 0 });
    const { n, total } = ventas[ventas.length - 1];
    const devuelto = Number(devueltoHoy.monto);
    return {
        ingresos_hoy: fromCents(total - devuelto),
        transacciones_hoy: n,
        // Over today's sales as sold: a refund is not a smaller ticket.
        ticket_promedio_hoy: fromCents(n === 0 ? 0 : Math.round(total / n)),
        ventas_hoy: fromCents(total),
        devoluciones_hoy: fromCents(devuelto),
        top_5_productos: top.map((t) => ({ nombre_producto: t.nombre_producto, cantidad_vendida: deMilesimas(Number(t.cantidad_vendida)), unidad: t.unidad })),
        productos_bajo_stock: bajoStock.map((b) => ({ ...b, stock_actual: deMilesimas(Number(b.stock_actual)) })),
        ventas_30_dias: dias.map((dia, i) => ({ dia, total: fromCents(ventas[i].total), transacciones: ventas[i].n })),
    };
}
