import { AJUSTE_MENSAJES } from '../../../contracts/inventario.js';
import { cantidadAdmitida, deMilesimas, mensajeDePieza } from '../../../contracts/unidades.js';
import type { Db } from '../../db/createDb.js';
import { DatoInvalido } from '../../domain/errors.js';
import { anotar } from '../bitacora/bitacora.js';
import { unidadDeVariante } from './inventario.repo.js';
import { type MovimientoDeStock, moverStock, type StockResultante } from './stockWriter.js';

/**
 * A manual stock adjustment (spec §3, §5): the contract has already checked the sign against
 * the type; the stock writer applies it under its row lock, refuses going below zero
 * (StockInsuficiente, 409) and records the movement with its type, reason and user; the audit
 * log takes the stock before and after in the same transaction (a refused one writes neither).
 * The quantity is in thousandths: a product sold by the piece is adjusted by whole units.
 */
export async function ajustarStock(tx: Db, empresaId: number, usuarioId: number, ajuste: MovimientoDeStock): Promise<StockResultante> {
    tx.assertTransaction();
    const producto = await unidadDeVariante(tx, empresaId, ajuste.varianteId);
    if (!producto) throw new DatoInvalido('producto_id', AJUSTE_MENSAJES.productoInexistente);
    if (!cantidadAdmitida(ajuste.cantidad, producto.unidad)) throw new DatoInvalido('cantidad_ajuste', mensajeDePieza(producto.nombre));
    const [resultado] = await moverStock(tx, empresaId, usuarioId, [ajuste]);
    await anotar(tx, { empresaId, usuarioId }, {
        tipo: 'inventario.ajuste',
        entidad: 'variante',
        entidadId: resultado.varianteId,
        // In the API's units, as the owner reads them ('0.25', not 250).
        antes: { stock: deMilesimas(resultado.stock - ajuste.cantidad) },
        despues: { stock: deMilesimas(resultado.stock), sku: resultado.sku, tipo_ajuste: ajuste.tipo, cantidad_ajuste: deMilesimas(ajuste.cantidad), motivo: ajuste.motivo ?? null },
    });
    return resultado;
}
