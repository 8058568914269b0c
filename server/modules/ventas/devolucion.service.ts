import { CAJA_MENSAJES } from '../../../contracts/caja.js';
import { fromCents } from '../../../contracts/money.js';
import { DEVOLUCION_MENSAJES, ESTADOS_DEVOLVIBLES, type EstadoVenta, VENTA_MENSAJES } from '../../../contracts/ventas.js';
import {
    agrupar,
    type Devuelto,
    EFECTIVO,
    impuestosDe,
    type LineaDesglosada,
    NADA_DEVUELTO,
    parteDevuelta,
    type Pedido,
    sumar,
    type Tasas,
} from '../../../contracts/calculo.js';
import { cantidadAdmitida, deMilesimas, formatearMilesimas, mensajeDePieza, type Unidad } from '../../../contracts/unidades.js';
import type { Db } from '../../db/createDb.js';
import { ZONA_POR_DEFECTO } from '../../domain/calendario.js';
import { Conflicto, DatoInvalido, NoEncontrado } from '../../domain/errors.js';
import { anotar } from '../bitacora/bitacora.js';
import { exigirEfectivoParaReembolso } from '../caja/caja.service.js';
import { subconsultasDeCuenta, sumasDeLaVenta } from '../clientes/cuentas.repo.js';
import { devolverACuenta, prepararDevolucion } from '../clientes/cuentas.service.js';
import { registrarAsiento } from '../contabilidad/contabilidad.service.js';
import { contar } from '../contadores/contadores.js';
import { costoDevuelto, costoDe, reembolsosDe } from '../contadores/pagos.js';
import { MOVIMIENTO, moverStock } from '../inventario/stockWriter.js';
import { desgloseDe, tasasDe } from './impuestos.js';
import { type NotaRegistrada, pagosDeLaVenta } from './ventas.repo.js';
import { type Autor, sesionAbierta } from './ventas.service.js';

/*
 * The return workflow (the sale's is ventas.service.ts, whose author and open-session subquery it
 * shares): a credit note with its lines' share of what each charged (and of their cost at the
 * moment of sale), the account and cash it gives back, restock, the sale's new state, posting and
 * counters, in one transaction.
 */

/** A return as the server takes it: quantities of 0 are allowed, not all of them. */
export interface PedidoDeDevolucion {
    motivo: string | null;
    items: Pedido[];
}

/**
 * A return (CONVENTIONS, Returns), in the caller's transaction. The sale row is locked first
 * (PostgreSQL `FOR UPDATE`; SQLite runs one write transaction at a time), so two returns of the
 * same sale sum what was already returned one after the other and together never exceed what was
 * sold. Refunds are each line's share of what the sale charged for it (for whole units, the units ×
 * the sale's unit price), with the same share of its base and taxes; the units go back through
 * the stock writer.
 */
export async function registrarDevolucion(
    tx: Db,
    autor: Autor,
    ventaId: number,
    pedido: PedidoDeDevolucion,
    opciones: { fecha?: string } = {},
): Promise<NotaRegistrada> {
    tx.assertTransaction();
    const k = tx.kysely;
    const { empresaId, usuarioId } = autor;
    const fecha = opciones.fecha ?? new Date().toISOString();

    const venta = await k
        .selectFrom('ventas as v')
        .innerJoin('empresas as e', 'e.id', 'v.empresa_id')
        .select(['v.id', 'v.estado', 'v.fecha', 'v.total', 'v.cliente_id', 'v.usuario_id', 'e.zona_horaria', 'e.caja_obligatoria'])
        // The returning user's open cash session, which a cash refund leaves from.
        .select(() => sesionAbierta(tx, empresaId, usuarioId).as('sesion_caja_id'))
        .where('v.empresa_id', '=', empresaId)
        .where('v.id', '=', ventaId)
        .$if(tx.dialect === 'postgres', (q) => q.forUpdate('v'))
        .executeTakeFirst();
    if (!venta) throw new NoEncontrado(VENTA_MENSAJES.noEncontrada);
    if (!ESTADOS_DEVOLVIBLES.includes(venta.estado as EstadoVenta)) throw new Conflicto(DEVOLUCION_MENSAJES.estado);

    // Read after the sale's lock, so an earlier return that just committed is counted.
    const [vendidas, devueltas, efectivo] = await Promise.all([
        k
            .selectFrom('venta_detalles as d')
            .innerJoin('variantes as va', 'va.id', 'd.variante_id')
            .innerJoin('plantillas as p', 'p.id', 'va.plantilla_id')
            .select(['d.variante_id', 'd.cantidad', 'd.subtotal', 'd.base', 'd.ieps', 'd.iva', 'd.tasa_iva', 'd.tasa_ieps', 'd.costo_compra', 'd.categoria_id', 'va.sku', 'va.plantilla_id', 'p.nombre', 'p.unidad'])
            .where('d.empresa_id', '=', empresaId)
            .where('d.venta_id', '=', ventaId)
            .orderBy('d.id')
            .execute(),
        k
            .selectFrom('nota_credito_detalles as nd')
            .innerJoin('notas_credito as n', 'n.id', 'nd.nota_credito_id')
            // What each variant already gave back, and its split: a return's share is taken from what remains.
            .select((eb) => [
                'nd.variante_id',
                eb.fn.sum<number>('nd.cantidad').as('cantidad'),
                eb.fn.sum<number>('nd.monto_devuelto').as('monto'),
                eb.fn.sum<number>('nd.base').as('base'),
                eb.fn.sum<number>('nd.ieps').as('ieps'),
                eb.fn.sum<number>('nd.iva').as('iva'),
                eb.fn.sum<number>('nd.costo').as('costo'),
            ])
            .where('n.empresa_id', '=', empresaId)
            .where('n.venta_id', '=', ventaId)
            .groupBy('nd.variante_id')
            .execute(),
        // The cash the sale kept (cash paid − change: Σcash − Σpaid + total) and what earlier notes already gave back in cash.
        k
            .selectFrom('ventas as v')
            .select((eb) => [
                pagosDeLaVenta(tx, empresaId, ventaId, EFECTIVO).as('en_efectivo'),
                pagosDeLaVenta(tx, empresaId, ventaId).as('pagado'),
                eb
                    .selectFrom('notas_credito')
                    .select((e) => e.fn.coalesce(e.fn.sum<number>('reembolso_efectivo'), e.lit(0)).as('t'))
                    .where('empresa_id', '=', empresaId)
                    .where('venta_id', '=', ventaId)
                    .as('reembolsado'),
                // What the sales report counts the non-cash part of the refund under (contadores/pagos.ts reembolsosDe).
                eb
                    .selectFrom('venta_pagos')
                    .select('metodo_pago')
                    .where('empresa_id', '=', empresaId)
                    .where('venta_id', '=', ventaId)
                    .where('metodo_pago', '<>', EFECTIVO)
                    .orderBy('monto', 'desc')
                    .orderBy('id')
                    .limit(1)
                    .as('otro_metodo'),
            ])
            // A customer's sale: what it holds on the account and what its notes gave back (issue 34), in this same read.
            .$if(venta.cliente_id !== null, (q) =>
                q.select((eb) => [
                    ...subconsultasDeCuenta(tx, empresaId, ventaId),
                    eb
                        .selectFrom('notas_credito')
                        .select((e) => e.fn.coalesce(e.fn.sum<number>('total_devuelto'), e.lit(0)).as('t'))
                        .where('empresa_id', '=', empresaId)
                        .where('venta_id', '=', ventaId)
                        .as('devuelto_antes'),
                ]),
            )
            .where('v.empresa_id', '=', empresaId)
            .where('v.id', '=', ventaId)
            .executeTakeFirstOrThrow(),
    ]);
    // Checkout writes one line per variant (at one set of rates); summing keeps this right for any older data too.
    const vendido = new Map<number, LineaDesglosada & { tasas: Tasas; sku: string; nombre: string; plantillaId: number; categoriaId: number | null; unidad: Unidad; costo: number }>();
    for (const d of vendidas) {
        const previo = vendido.get(d.variante_id);
        const desglose = desgloseDe(d);
        if (previo) {
            previo.cantidad += Number(d.cantidad);
            previo.importe = sumar([previo.importe, Number(d.subtotal)]);
            previo.base = sumar([previo.base, desglose.base]);
            previo.ieps = sumar([previo.ieps, desglose.ieps]);
            previo.iva = sumar([previo.iva, desglose.iva]);
            previo.costo += costoDe(Number(d.costo_compra), Number(d.cantidad));
        } else {
            vendido.set(d.variante_id, {
                cantidad: Number(d.cantidad),
                importe: Number(d.subtotal),
                ...desglose,
                tasas: tasasDe(d.tasa_iva, d.tasa_ieps),
                sku: d.sku,
                nombre: d.nombre,
                plantillaId: d.plantilla_id,
                // The category it was sold under: a return leaves the category the sale counted in.
                categoriaId: d.categoria_id,
                unidad: d.unidad,
                costo: costoDe(Number(d.costo_compra), Number(d.cantidad)),
            });
        }
    }
    const yaDevuelto = new Map(
        devueltas.map((d): [number, Devuelto] => [d.variante_id, { cantidad: Number(d.cantidad), monto: Number(d.monto), base: Number(d.base), ieps: Number(d.ieps), iva: Number(d.iva) }]),
    );
    const costoYaDevuelto = new Map(devueltas.map((d) => [d.variante_id, Number(d.costo ?? 0)]));

    const pedidas = agrupar(pedido.items).filter((l) => l.cantidad > 0);
    if (pedidas.length === 0) throw new DatoInvalido('items', DEVOLUCION_MENSAJES.sinProductos);
    const lineas = pedidas.map((l) => {
        const linea = vendido.get(l.varianteId);
        if (!linea) throw new DatoInvalido(['items', l.indice, 'producto_id'], DEVOLUCION_MENSAJES.productoNoVendido);
        if (!cantidadAdmitida(l.cantidad, linea.unidad)) throw new DatoInvalido(['items', l.indice, 'cantidad'], mensajeDePieza(linea.nombre));
        const devuelto = yaDevuelto.get(l.varianteId) ?? NADA_DEVUELTO;
        const disponible = linea.cantidad - devuelto.cantidad;
        if (l.cantidad > disponible)
            throw new Conflicto(DEVOLUCION_MENSAJES.excede(linea.sku, formatearMilesimas(disponible, linea.unidad), formatearMilesimas(l.cantidad, linea.unidad)));
        // The units' share of what the line has not given back yet, not cantidad × price split
        // anew: returns in any steps add up to the line exactly, the last one taking what remains.
        const { monto, base, ieps, iva } = parteDevuelta(linea, devuelto, l.cantidad);
        // The cost of what came back, at the cost its sale recorded: the sales report's margin of the returns.
        const costo = costoDevuelto({ costo: linea.costo, vendida: linea.cantidad }, { devuelta: devuelto.cantidad, costo: costoYaDevuelto.get(l.varianteId) ?? 0 }, l.cantidad);
        return { varianteId: l.varianteId, cantidad: l.cantidad, sku: linea.sku, nombre: linea.nombre, plantillaId: linea.plantillaId, categoriaId: linea.categoriaId, monto, base, ieps, iva, costo, tasas: linea.tasas };
    });
    const totalDevuelto = sumar(lineas.map((l) => l.monto));
    // The refund goes back by the sale's own methods, cash first up to the cash the sale kept
    // less what earlier notes already gave back in cash; the rest by the other methods.
    const efectivoDeLaVenta = Number(efectivo.en_efectivo) - Number(efectivo.pagado) + Number(venta.total) - Number(efectivo.reembolsado);
    // A customer's sale gives back the points it was paid with in proportion and takes the credit
    // part off the balance first, before any cash (contracts/cuentas.ts repartirDevolucion).
    const deCuenta =
        venta.cliente_id === null
            ? null
            : prepararDevolucion(sumasDeLaVenta(efectivo), { total: Number(venta.total), devueltoAntes: Number((efectivo as { devuelto_antes?: unknown }).devuelto_antes ?? 0) }, totalDevuelto, efectivoDeLaVenta);
    const reembolsoEfectivo = deCuenta?.reparto.efectivo ?? Math.min(totalDevuelto, Math.max(0, efectivoDeLaVenta));
    const sesionCajaId = reembolsoEfectivo > 0 ? (venta.sesion_caja_id ?? null) : null;
    if (reembolsoEfectivo > 0 && sesionCajaId === null && Number(venta.caja_obligatoria) === 1) throw new Conflicto(CAJA_MENSAJES.debeAbrir);
    // A cash refund never takes the drawer below zero (CONVENTIONS §6, Cash): checked under the
    // session's lock, taken only here, so returns without one and checkouts wait for nothing new.
    if (sesionCajaId !== null) await exigirEfectivoParaReembolso(tx, { empresaId, supervisa: autor.supervisa === true }, sesionCajaId, reembolsoEfectivo);

    const nota = await k
        .insertInto('notas_credito')
        .values({
            empresa_id: empresaId,
            venta_id: ventaId,
            usuario_id: usuarioId,
            fecha,
            motivo: pedido.motivo,
            total_devuelto: totalDevuelto,
            reembolso_efectivo: reembolsoEfectivo,
            sesion_caja_id: sesionCajaId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    await k
        .insertInto('nota_credito_detalles')
        .values(
            lineas.map((l) => ({
                empresa_id: empresaId,
                nota_credito_id: nota.id,
                variante_id: l.varianteId,
                cantidad: l.cantidad,
                monto_devuelto: l.monto,
                base: l.base,
                ieps: l.ieps,
                iva: l.iva,
                costo: l.costo,
            })),
        )
        .execute();
    const estado: EstadoVenta = 'Con Devolución';
    if (venta.estado !== estado) await k.updateTable('ventas').set({ estado }).where('empresa_id', '=', empresaId).where('id', '=', ventaId).execute();
    const zona = venta.zona_horaria ?? ZONA_POR_DEFECTO;
    contar(tx, empresaId, zona, [
        {
            documento: 'nota_credito',
            fecha,
            fechaDeLaVenta: venta.fecha,
            usuarioId: venta.usuario_id,
            lineas: lineas.map((l) => ({ plantillaId: l.plantillaId, categoriaId: l.categoriaId, cantidad: l.cantidad, importe: l.monto, costo: l.costo })),
            reembolsos: reembolsosDe(totalDevuelto, reembolsoEfectivo, (efectivo as { otro_metodo?: string | null }).otro_metodo ?? null),
            impuestos: impuestosDe(lineas),
        },
        ...(venta.estado !== estado ? [{ documento: 'estado_de_venta' as const, fecha: venta.fecha, total: Number(venta.total), de: venta.estado, a: estado }] : []),
    ]);
    // The credit note's egreso, in this same transaction: the money refunded, not what went back to the account.
    const aLaCuenta = deCuenta === null ? 0 : deCuenta.reparto.aCredito + deCuenta.reparto.enPuntos;
    await registrarAsiento(tx, empresaId, usuarioId, { origen: { tipo: 'nota_credito', id: nota.id }, aLaCuenta }, zona);
    if (deCuenta !== null && venta.cliente_id !== null)
        await devolverACuenta(tx, autor, venta.cliente_id, { ventaId, notaCreditoId: nota.id, fecha }, { aCredito: deCuenta.reparto.aCredito, puntosDevueltos: deCuenta.reparto.puntos, puntosQuitados: deCuenta.puntosQuitados });
    await moverStock(
        tx,
        empresaId,
        usuarioId,
        lineas.map((l) => ({
            varianteId: l.varianteId,
            cantidad: l.cantidad,
            tipo: MOVIMIENTO.devolucionVenta,
            motivo: `Nota de crédito #${nota.id} de la venta #${ventaId}`,
            notaCreditoId: nota.id,
        })),
        fecha,
    );
    await anotar(tx, autor, {
        tipo: 'devolucion',
        entidad: 'nota_credito',
        entidadId: nota.id,
        antes: { venta_id: ventaId, estado: venta.estado },
        despues: {
            venta_id: ventaId,
            estado,
            motivo: pedido.motivo,
            total_devuelto: fromCents(totalDevuelto),
            reembolso_efectivo: fromCents(reembolsoEfectivo),
            sesion_caja_id: sesionCajaId,
            lineas: lineas.map((l) => ({ producto_id: l.varianteId, sku: l.sku, cantidad: deMilesimas(l.cantidad), monto_devuelto: fromCents(l.monto) })),
        },
        fecha,
    });
    return { id: nota.id, ventaId, fecha, motivo: pedido.motivo, totalDevuelto, lineas };
}
