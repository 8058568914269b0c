import { EFECTIVO } from '../../../contracts/calculo.js';
import { fromCents } from '../../../contracts/money.js';
import { type EstadoVenta, VENTA_MENSAJES, type VentaDetalle } from '../../../contracts/ventas.js';
import type { Db } from '../../db/createDb.js';
import { ZONA_POR_DEFECTO } from '../../domain/calendario.js';
import { Conflicto, NoEncontrado } from '../../domain/errors.js';
import { anotar } from '../bitacora/bitacora.js';
import { exigirEfectivoParaReembolso } from '../caja/caja.service.js';
import { subconsultasDeCuenta, sumasDeLaVenta } from '../clientes/cuentas.repo.js';
import { cancelarEnCuenta } from '../clientes/cuentas.service.js';
import { retirarAsiento } from '../contabilidad/contabilidad.service.js';
import { contar, type Documento } from '../contadores/contadores.js';
import { costoDe, pagosNetos } from '../contadores/pagos.js';
import { MOVIMIENTO, moverStock } from '../inventario/stockWriter.js';
import { impuestosDeLineas } from './impuestos.js';
import { getVenta, pagosDeLaVenta } from './ventas.repo.js';
import type { Autor } from './ventas.service.js';

/*
 * Voiding a sale (CONVENTIONS §6, One write per document): one function over the caller's one
 * transaction, the same on both engines. Only a Completada sale with no returns, whose cash session
 * (if it has one) is still open, is voided; then, all or nothing:
 * - the sale becomes 'Cancelada' (spec §4's red badge), which the cash session's reading leaves
 *   out, so its cash leaves the session's expected cash;
 * - its ledger posting (the ingreso 'Venta #N') is removed, not reversed by an egreso, and its
 *   daily counts move: the sale leaves its day's Completada counts for the Cancelada ones (which
 *   the dashboard and the history's default views leave out) and its units leave the day's sold
 *   units (the top 5). Removing keeps every reading exact with nothing else to learn: the ledger's
 *   summary, its 'Ventas' ingresos and the dashboard's ingresos_hoy (today's sales minus today's
 *   'Devoluciones' egresos) all read as if it had never been sold, while a reversing egreso would
 *   have needed a category of its own that every report learns to net against its day's sales.
 *   The audit log keeps the trail: who, when, why, and the sale as it stood;
 * - every line goes back to stock through the stock writer ('CANCELACION_VENTA', linked to the sale).
 *
 * A void racing a return of the same sale: both lock the sale's row first (PostgreSQL `FOR UPDATE`;
 * SQLite runs one write transaction at a time), so the second reads the first's state and is
 * refused — the return by 'Cancelada', the void by 'Con Devolución'. A void racing the close of its
 * session: the void holds the session row `FOR SHARE`, so the close waits for it, or the void reads
 * the session as closed.
 *
 * The voided sale's cash (cash paid − change) leaves its open session's drawer, which never goes
 * below zero (CONVENTIONS §6, Cash): when the drawer holds less, the void is a 409 that writes
 * nothing, as a return's cash refund is (caja.service's exigirEfectivoParaReembolso). Only then is
 * the session row locked `FOR NO KEY UPDATE`, in the void's first read of it instead of `FOR SHARE`:
 * it still keeps the close out (`FOR UPDATE`), and now waits for and is waited on by salidas, cash
 * refunds and other cash voids, never by checkouts (`FOR KEY SHARE`). Not `FOR SHARE` first and the
 * stronger lock later: two cash voids in one session would each wait for the other's share.
 */

export interface PedidoDeCancelacion {
    motivo: string;
}

/** Voids the sale in the caller's transaction and answers it as `GET /ventas/{id}` does now. */
export async function cancelarVenta(
    tx: Db,
    autor: Autor,
    ventaId: number,
    pedido: PedidoDeCancelacion,
    /** `fecha`: when (ISO 8601 UTC), defaulting to now; the demo records a past day through the same code. */
    opciones: { fecha?: string } = {},
): Promise<VentaDetalle> {
    tx.assertTransaction();
    const k = tx.kysely;
    const { empresaId, usuarioId } = autor;
    const fecha = opciones.fecha ?? new Date().toISOString();

    const venta = await k
        .selectFrom('ventas as v')
        .innerJoin('empresas as e', 'e.id', 'v.empresa_id')
        .select(['v.id', 'v.estado', 'v.fecha', 'v.total', 'v.sesion_caja_id', 'v.cliente_id', 'v.usuario_id', 'e.zona_horaria'])
        // What the sale holds on its customer's account (issue 34), reversed whole below: no statement of its own.
        .select(() => subconsultasDeCuenta(tx, empresaId, ventaId))
        // The cash the sale left in the drawer is Σcash − Σpaid + total (change is given in cash only).
        .select(() => [pagosDeLaVenta(tx, empresaId, ventaId, EFECTIVO).as('en_efectivo'), pagosDeLaVenta(tx, empresaId, ventaId).as('pagado')])
        .where('v.empresa_id', '=', empresaId)
        .where('v.id', '=', ventaId)
        .$if(tx.dialect === 'postgres', (q) => q.forUpdate('v'))
        .executeTakeFirst();
    if (!venta) throw new NoEncontrado(VENTA_MENSAJES.noEncontrada);
    if (venta.estado === 'Cancelada') throw new Conflicto(VENTA_MENSAJES.yaCancelada);
    if (venta.estado === 'Con Devolución') throw new Conflicto(VENTA_MENSAJES.conDevoluciones);
    if (venta.estado !== 'Completada') throw new Conflicto(VENTA_MENSAJES.soloCompletada);
    const efectivo = venta.sesion_caja_id === null ? 0 : Math.max(0, Number(venta.en_efectivo) - Number(venta.pagado) + Number(venta.total));

    const [nota, lineas, sesion, pagos] = await Promise.all([
        // A Completada sale has no credit note; older data is checked all the same.
        k.selectFrom('notas_credito').select('id').where('empresa_id', '=', empresaId).where('venta_id', '=', ventaId).limit(1).executeTakeFirst(),
        k
            .selectFrom('venta_detalles as d')
            .innerJoin('variantes as va', 'va.id', 'd.variante_id')
            .select(['d.variante_id', 'd.cantidad', 'va.plantilla_id', 'd.tasa_iva', 'd.tasa_ieps', 'd.base', 'd.ieps', 'd.iva', 'd.subtotal', 'd.costo_compra', 'd.categoria_id'])
            .where('d.empresa_id', '=', empresaId)
            .where('d.venta_id', '=', ventaId)
            .orderBy('d.id')
            .execute(),
        venta.sesion_caja_id === null
            ? undefined
            : k
                  .selectFrom('sesiones_caja')
                  .select(['id', 'estado'])
                  .where('empresa_id', '=', empresaId)
                  .where('id', '=', venta.sesion_caja_id)
                  .$if(tx.dialect === 'postgres', (q) => (efectivo > 0 ? q.forNoKeyUpdate() : q.forShare()))
                  .executeTakeFirst(),
        // Its payments by method, which the sales report's counters take back (issue 35).
        k.selectFrom('venta_pagos').select(['metodo_pago', 'monto']).where('empresa_id', '=', empresaId).where('venta_id', '=', ventaId).execute(),
    ]);
    if (nota) throw new Conflicto(VENTA_MENSAJES.conDevoluciones);
    if (venta.sesion_caja_id !== null && sesion?.estado !== 'Abierta') throw new Conflicto(VENTA_MENSAJES.sesionCerrada);
    // The drawer is read in a statement after the lock above, so it sees what the lock waited for.
    if (venta.sesion_caja_id !== null && efectivo > 0)
        await exigirEfectivoParaReembolso(tx, { empresaId, supervisa: autor.supervisa === true }, venta.sesion_caja_id, efectivo, 'cancelacion');

    const estado: EstadoVenta = 'Cancelada';
    await k.updateTable('ventas').set({ estado }).where('empresa_id', '=', empresaId).where('id', '=', ventaId).execute();
    const zona = venta.zona_horaria ?? ZONA_POR_DEFECTO;
    const total = Number(venta.total);
    const impuestos = impuestosDeLineas(lineas);
    const contadas = lineas.map((l) => ({ plantillaId: l.plantilla_id, categoriaId: l.categoria_id, cantidad: Number(l.cantidad), importe: Number(l.subtotal), costo: costoDe(Number(l.costo_compra), Number(l.cantidad)) }));
    const netos = pagosNetos(total, pagos.map((p) => ({ metodo: p.metodo_pago, monto: Number(p.monto) })));
    const comoVenta = (e: EstadoVenta): Documento => ({ documento: 'venta', fecha: venta.fecha, estado: e, total, usuarioId: venta.usuario_id, lineas: contadas, pagos: netos, impuestos });
    // The sale as it is now counts (a Cancelada sale's units and taxes count nowhere), as it was no longer does.
    contar(tx, empresaId, zona, [comoVenta(estado)], [comoVenta(venta.estado as EstadoVenta)]);
    const retirados = await retirarAsiento(tx, empresaId, { tipo: 'venta', id: ventaId }, zona);
    if (venta.cliente_id !== null) await cancelarEnCuenta(tx, autor, venta.cliente_id, ventaId, fecha, sumasDeLaVenta(venta));
    await anotar(tx, autor, {
        tipo: 'venta.cancelacion',
        entidad: 'venta',
        entidadId: ventaId,
        antes: { estado: venta.estado, total: fromCents(total), sesion_caja_id: venta.sesion_caja_id, asientos: retirados },
        despues: { estado, motivo: pedido.motivo },
        fecha,
    });
    // Stock last (its row locks held the shortest; the counters follow at COMMIT).
    await moverStock(
        tx,
        empresaId,
        usuarioId,
        lineas.map((l) => ({
            varianteId: l.variante_id,
            cantidad: Number(l.cantidad),
            tipo: MOVIMIENTO.cancelacionVenta,
            motivo: `Cancelación de la venta #${ventaId}: ${pedido.motivo}`,
            ventaId,
        })),
        fecha,
    );
    const cancelada = await getVenta(tx, empresaId, ventaId);
    if (!cancelada) throw new Error(`La venta #${ventaId} cancelada no se pudo leer.`);
    return cancelada;
}
