import { ImporteFueraDeRango, importeDeMilesimas, sumar } from '../../../contracts/calculo.js';
import { COMPRA_MENSAJES, type Compra } from '../../../contracts/compras.js';
import { PRODUCTO_MENSAJES } from '../../../contracts/productos.js';
import { MONTO_MAXIMO } from '../../../contracts/contabilidad.js';
import { cantidadAdmitida, mensajeDePieza } from '../../../contracts/unidades.js';
import type { Db } from '../../db/createDb.js';
import { Conflicto, DatoInvalido, NoEncontrado } from '../../domain/errors.js';
import { registrarAsiento } from '../contabilidad/contabilidad.service.js';
import { MOVIMIENTO, moverStock } from '../inventario/stockWriter.js';
import { cambiarEstado, estadoDeCompra, getCompra, lineasDeCompra } from './compras.repo.js';

/*
 * A purchase order's workflows, each in the caller's transaction (the route opens it). Stock is
 * never written here: receiving hands each line to the stock writer, which records it.
 */

/** A new order as the server takes it: its lines by variant, each quantity in thousandths of its unit and each cost in cents. */
export interface PedidoDeCompra {
    proveedorId: number;
    lineas: { varianteId: number; cantidad: number; costo: number }[];
}

/** The order's lines priced and its total (contracts/calculo.ts), or undefined past what its posting may carry. */
function valorar(lineas: PedidoDeCompra['lineas']) {
    try {
        const valoradas = lineas.map((l) => ({ ...l, importe: importeDeMilesimas({ cantidad: l.cantidad, precio: l.costo }) }));
        const total = sumar(valoradas.map((l) => l.importe));
        // Its posting is a ledger movement, which carries at most MONTO_MAXIMO.
        return total > MONTO_MAXIMO ? undefined : { lineas: valoradas, total };
    } catch (error) {
        if (error instanceof ImporteFueraDeRango) return undefined;
        throw error;
    }
}

/** Creates a Pendiente order; the supplier and every variant must be the caller's company's. */
export async function crearCompra(tx: Db, empresaId: number, usuarioId: number, pedido: PedidoDeCompra): Promise<Compra> {
    tx.assertTransaction();
    const k = tx.kysely;
    const proveedor = await k.selectFrom('proveedores').select('id').where('empresa_id', '=', empresaId).where('id', '=', pedido.proveedorId).executeTakeFirst();
    if (!proveedor) throw new DatoInvalido('proveedor_id', COMPRA_MENSAJES.proveedorInexistente);

    const ids = pedido.lineas.map((l) => l.varianteId);
    const existentes = new Map(
        (
            await k
                .selectFrom('variantes as v')
                .innerJoin('plantillas as p', 'p.id', 'v.plantilla_id')
                .select(['v.id', 'p.activo', 'p.nombre', 'p.unidad'])
                .where('v.empresa_id', '=', empresaId)
                .where('v.id', 'in', ids)
                .execute()
        ).map((v) => [v.id, v]),
    );
    const ajena = pedido.lineas.findIndex((l) => !existentes.has(l.varianteId));
    // The 422 points where the request named the variant.
    if (ajena >= 0) throw new DatoInvalido(['detalles', ajena, 'producto_id'], COMPRA_MENSAJES.productoInexistente);
    // A retired product (migration 0018) is not ordered; an order placed before stays receivable.
    const inactiva = pedido.lineas.findIndex((l) => Number(existentes.get(l.varianteId)?.activo) === 0);
    if (inactiva >= 0) {
        const nombre = existentes.get(pedido.lineas[inactiva].varianteId)?.nombre ?? '';
        throw new DatoInvalido(['detalles', inactiva, 'producto_id'], PRODUCTO_MENSAJES.inactivoNoSeCompra(nombre));
    }
    // 25.5 kg of beans, but no half a hammer: a product sold by the piece is ordered in whole units.
    const fraccion = pedido.lineas.findIndex((l) => {
        const v = existentes.get(l.varianteId);
        return v !== undefined && !cantidadAdmitida(l.cantidad, v.unidad);
    });
    if (fraccion >= 0) throw new DatoInvalido(['detalles', fraccion, 'cantidad'], mensajeDePieza(existentes.get(pedido.lineas[fraccion].varianteId)?.nombre ?? ''));

    // The server computes every amount from the lines (CONVENTIONS §1), in exact cents.
    const valorada = valorar(pedido.lineas);
    if (!valorada) throw new DatoInvalido('detalles', COMPRA_MENSAJES.totalExcesivo);
    const { lineas, total } = valorada;

    const compra = await k
        .insertInto('compras')
        .values({
            empresa_id: empresaId,
            proveedor_id: pedido.proveedorId,
            usuario_id: usuarioId,
            fecha_emision: new Date().toISOString(),
            fecha_recepcion: null,
            estado: 'Pendiente',
            total,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    await k
        .insertInto('compra_detalles')
        .values(
            lineas.map((l) => ({
                empresa_id: empresaId,
                compra_id: compra.id,
                variante_id: l.varianteId,
                cantidad: l.cantidad,
                costo_unitario: l.costo,
                subtotal_linea: l.importe,
            })),
        )
        .execute();
    return (await getCompra(tx, empresaId, compra.id)) as Compra;
}

/** Why an order that is not Pendiente cannot move: missing (404) or already settled (409). */
async function rechazo(tx: Db, empresaId: number, id: number): Promise<Error> {
    const estado = await estadoDeCompra(tx, empresaId, id);
    if (!estado) return new NoEncontrado(COMPRA_MENSAJES.noEncontrada);
    if (estado === 'Recibida') return new Conflicto(COMPRA_MENSAJES.yaRecibida(id));
    return new Conflicto(COMPRA_MENSAJES.estaCancelada(id));
}

/**
 * Pendiente → Recibida exactly once. The state changes first, by a conditional UPDATE that also
 * takes the order's row lock: a second or concurrent receive finds no Pendiente row and is
 * refused before touching any stock. Then it posts (its egreso), and each line's quantity enters
 * through the stock writer (RECEPCION_COMPRA, linked to the order) and its cost becomes the
 * variant's latest costo_compra. The variants are locked last but for the daily counters, which
 * every transaction writes at its COMMIT (contadores.ts): one order of locks for every writer.
 */
export async function recibirCompra(tx: Db, empresaId: number, usuarioId: number, id: number): Promise<Compra> {
    tx.assertTransaction();
    if (!(await cambiarEstado(tx, empresaId, id, 'Pendiente', 'Recibida', { fecha_recepcion: new Date().toISOString() }))) {
        throw await rechazo(tx, empresaId, id);
    }
    // The order's egreso, in this same transaction: the ledger always agrees with what was received.
    await registrarAsiento(tx, empresaId, usuarioId, { origen: { tipo: 'compra', id } });
    const lineas = await lineasDeCompra(tx, empresaId, id);
    await moverStock(
        tx,
        empresaId,
        usuarioId,
        lineas.map((l) => ({
            varianteId: l.variante_id,
            cantidad: Number(l.cantidad),
            tipo: MOVIMIENTO.recepcionCompra,
            motivo: `Recepción de la orden de compra #${id}`,
            compraId: id,
        })),
    );
    // Same id order as the stock writer's locks, so two receipts never wait on each other crosswise.
    for (const l of [...lineas].sort((a, b) => a.variante_id - b.variante_id)) {
        await tx.kysely
            .updateTable('variantes')
            .set({ costo_compra: l.costo_unitario })
            .where('empresa_id', '=', empresaId)
            .where('id', '=', l.variante_id)
            .execute();
    }
    return (await getCompra(tx, empresaId, id)) as Compra;
}

/** Pendiente → Cancelada (beyond the spec): nothing was received, so no stock moves. */
export async function cancelarCompra(tx: Db, empresaId: number, id: number): Promise<Compra> {
    tx.assertTransaction();
    if (!(await cambiarEstado(tx, empresaId, id, 'Pendiente', 'Cancelada'))) throw await rechazo(tx, empresaId, id);
    return (await getCompra(tx, empresaId, id)) as Compra;
}
