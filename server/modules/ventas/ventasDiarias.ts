import type { QueryCreator } from 'kysely';
import type { Db } from '../../db/createDb.js';
import type { Database } from '../../db/tables.js';

/*
 * ventas_diarias: sales per company, local day (of the sale) and state, kept in the transaction
 * of every write that creates a sale or changes its state, so the history's X-Total-Count is
 * a sum over a few rows per day instead of a count over every sale. Its writers: the sale's
 * posting (registrarAsiento adds the sale to its day and state) and a return's first state
 * change (registrarDevolucion). Data written around them must go through these too.
 */

export interface CambioVentasDia {
    dia: string;
    estado: string;
    /** +1 for a sale counted in this state, −1 for one that left it. */
    ventas: number;
    /** Its total in cents, with the same sign. */
    total: number;
}

/** The upsert for `cambios`, built on `qc` (a transaction, or a CTE of a bigger statement). */
export function contarVentas(qc: QueryCreator<Database>, empresaId: number, cambios: CambioVentasDia[]) {
    return qc
        .insertInto('ventas_diarias')
        .values(cambios.map((c) => ({ empresa_id: empresaId, ...c })))
        .onConflict((oc) =>
            oc.columns(['empresa_id', 'dia', 'estado', 'ranura']).doUpdateSet((eb) => ({
                ventas: eb('ventas_diarias.ventas', '+', eb.ref('excluded.ventas')),
                total: eb('ventas_diarias.total', '+', eb.ref('excluded.total')),
            })),
        );
}

/** Moves one sale of `dia` (its total in cents) from state `de` to state `a`, in the caller's transaction. */
export async function cambiarEstadoContado(tx: Db, empresaId: number, venta: { dia: string; total: number }, de: string, a: string): Promise<void> {
    tx.assertTransaction();
    if (de === a) return;
    const { dia, total } = venta;
    await contarVentas(tx.kysely, empresaId, [
        { dia, estado: de, ventas: -1, total: -total },
        { dia, estado: a, ventas: 1, total },
    ]).execute();
}
