import type { Kysely } from 'kysely';
import { fromCents } from '../../../contracts/money.js';
import type { Database } from '../../db/tables.js';
import './cuentas.tablas.js';

/**
 * What a sale left on its customer's account, for its ticket (issue 34 item 7): the balance and
 * the points right after it, read from the movements' running balances, so a reprint a month
 * later still prints what the customer owed and held then. The sale's own movements when it has
 * them (its charge; its points spent and earned, the last written); for the other of the two, the
 * customer's last movement dated before the sale. Nothing when the sale moved neither (no
 * customer, or a sale that charged nothing and earned no points): null. One statement.
 */
export async function cuentaTrasLaVenta(k: Kysely<Database>, empresaId: number, ventaId: number): Promise<{ saldo: string | null; puntos: number | null } | null> {
    const fila = await k
        .selectFrom('ventas as v')
        .where('v.empresa_id', '=', empresaId)
        .where('v.id', '=', ventaId)
        .where('v.cliente_id', 'is not', null)
        .select((eb) => [
            eb
                .selectFrom('movimientos_cuenta as m')
                .select('m.saldo')
                .where('m.empresa_id', '=', empresaId)
                .where('m.venta_id', '=', ventaId)
                .where('m.tipo', '=', 'cargo')
                .orderBy('m.id', 'desc')
                .limit(1)
                .as('saldo_venta'),
            eb
                .selectFrom('movimientos_puntos as p')
                .select('p.saldo')
                .where('p.empresa_id', '=', empresaId)
                .where('p.venta_id', '=', ventaId)
                .where('p.tipo', 'in', ['ganados', 'canjeados'])
                .orderBy('p.id', 'desc')
                .limit(1)
                .as('puntos_venta'),
            // The customer's movements walked newest first through (empresa_id, cliente_id, id) to the first before the sale.
            eb
                .selectFrom('movimientos_cuenta as m')
                .select('m.saldo')
                .where('m.empresa_id', '=', empresaId)
                .whereRef('m.cliente_id', '=', 'v.cliente_id')
                .whereRef('m.fecha', '<', 'v.fecha')
                .orderBy('m.id', 'desc')
                .limit(1)
                .as('saldo_antes'),
            eb
                .selectFrom('movimientos_puntos as p')
                .select('p.saldo')
                .where('p.empresa_id', '=', empresaId)
                .whereRef('p.cliente_id', '=', 'v.cliente_id')
                .whereRef('p.fecha', '<', 'v.fecha')
                .orderBy('p.id', 'desc')
                .limit(1)
                .as('puntos_antes'),
        ])
        .executeTakeFirst();
    if (!fila || (fila.saldo_venta == null && fila.puntos_venta == null)) return null;
    const saldo = fila.saldo_venta ?? fila.saldo_antes;
    const puntos = fila.puntos_venta ?? fila.puntos_antes;
    return { saldo: saldo == null ? null : fromCents(Number(saldo)), puntos: puntos == null ? null : Number(puntos) };
}
