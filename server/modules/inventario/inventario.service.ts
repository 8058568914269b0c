import { AJUSTE_MENSAJES, type AjusteInput, type AjusteResultado } from '../../../contracts/inventario.js';
import type { Db } from '../../db/createDb.js';
import { DatoInvalido } from '../../domain/errors.js';
import { varianteExiste } from './inventario.repo.js';
import { cambiarStock } from './stockWriter.js';

/**
 * A manual stock adjustment (spec §3, §5): the contract has already checked the sign against
 * the type; the stock writer applies it under its row lock, refuses going below zero
 * (StockInsuficiente, 409) and records the movement with its type, reason and user.
 */
export async function ajustarStock(tx: Db, empresaId: number, usuarioId: number, input: AjusteInput): Promise<AjusteResultado> {
    tx.assertTransaction();
    if (!(await varianteExiste(tx, empresaId, input.producto_id))) throw new DatoInvalido('producto_id', AJUSTE_MENSAJES.productoInexistente);
    const [resultado] = await cambiarStock(tx, empresaId, usuarioId, [
        { varianteId: input.producto_id, cantidad: input.cantidad_ajuste, tipo: input.tipo_ajuste, motivo: input.motivo },
    ]);
    return { producto_id: resultado.varianteId, sku: resultado.sku, stock: resultado.stock };
}
