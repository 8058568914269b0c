import { enPesos, fromCents } from '../../../contracts/money.js';
import {
    type CheckoutInput,
    type CheckoutRespuesta,
    DEVOLUCION_MENSAJES,
    type DevolucionInput,
    ESTADOS_DEVOLVIBLES,
    type EstadoVenta,
    type NotaCredito,
    VENTA_MENSAJES,
} from '../../../contracts/ventas.js';
import { sql } from 'kysely';
import { cambioEnEfectivo } from '../../../contracts/calculo.js';
import { conReintentos, type Db } from '../../db/createDb.js';
import { diaLocal, ZONA_POR_DEFECTO } from '../../domain/calendario.js';
import { Conflicto, DatoInvalido, NoEncontrado } from '../../domain/errors.js';
import { documentoDeVenta, escriturasDelAsiento, registrarAsiento, type UnidadesDelDia } from '../contabilidad/contabilidad.service.js';
import { cambiarStock, cambiarStockEnUnaSentencia, MOVIMIENTO } from '../inventario/stockWriter.js';
import { agruparItems, cambio, subtotal, suma } from './calculo.js';
import { esClaveRepetida, escriturasDeVenta, insertarVenta, type NuevaVenta, ventaPorClave, ventaRegistrada, zonaHoraria } from './ventas.repo.js';
import { cambiarEstadoContado } from './ventasDiarias.js';

/*
 * The two workflows of selling, each all or nothing: the sale and its stock, lines and payments
 * commit together, or nothing does (checkout sees to it itself); likewise a return and its
 * credit note and restock, run whole inside the caller's transaction (`tx`). Both take `fecha`
 * so the demo can record a past day through the very same code; the API always passes now.
 */

export interface Autor {
    empresaId: number;
    usuarioId: number;
}

export interface OpcionesVenta {
    /** ISO 8601 UTC; defaults to now. */
    fecha?: string;
    /** The client's Idempotency-Key: a retry with the same key gets the first sale back. */
    idempotencyKey?: string | null;
}

export interface VentaRegistrada extends CheckoutRespuesta {
    /** True when the key named a sale already recorded: nothing was written this time. */
    repetida: boolean;
}

const respuesta = (id: number, total: number, pagado: number, repetida: boolean): VentaRegistrada => ({
    id,
    total: fromCents(total),
    cambio: fromCents(Math.max(0, pagado - total)),
    repetida,
});

/**
 * Checkout (CONVENTIONS, Checkout). Prices come from the stored variants, never the client; the
 * same variant twice is one line. The writes are all or nothing: on PostgreSQL one statement
 * (sale, lines, payments, stock, posting, daily totals), on SQLite one transaction, opened here
 * unless the caller runs one (the demo). With an Idempotency-Key the sale's row claims the key
 * (empresa_id, idempotency_key unique): a concurrent retry waits on that key until the first
 * commits, then finds it taken, writes nothing, and answers with the first sale.
 */
export async function registrarVenta(db: Db, autor: Autor, input: CheckoutInput, opciones: OpcionesVenta = {}): Promise<VentaRegistrada> {
    const clave = opciones.idempotencyKey ?? null;
    // A refused PostgreSQL statement aborts an enclosing transaction, and the replay is read after it.
    if (clave !== null && db.inTransaction && db.dialect === 'postgres') throw new Error('Con Idempotency-Key, el checkout abre su propia escritura.');
    try {
        return await venderUnaVez(db, autor, input, clave, opciones.fecha ?? new Date().toISOString());
    } catch (error) {
        // Only absurd amounts overflow exact cents (calculo.ts): the client's data, not a fault.
        if (error instanceof RangeError) throw new DatoInvalido('pagos', VENTA_MENSAJES.importeFueraDeRango);
        // A retry refused by a rule (a price raised since, the stock sold since) or finding its
        // key taken gets its first sale back; looked up only on this path, so a sale costs no
        // extra round trip. Nothing of the refused attempt was written.
        if (clave !== null && (error instanceof DatoInvalido || error instanceof Conflicto || esClaveRepetida(error))) {
            const previa = await ventaPorClave(db.kysely, autor.empresaId, clave);
            if (previa !== undefined) return repetida(db, autor.empresaId, previa, input);
        }
        throw error;
    }
}

async function venderUnaVez(db: Db, autor: Autor, input: CheckoutInput, clave: string | null, fecha: string): Promise<VentaRegistrada> {
    const { empresaId, usuarioId } = autor;
    const pg = db.dialect === 'postgres';
    const lineas = agruparItems(input.items);
    // One statement for everything the sale reads before writing: the prices, the customer, the
    // company's time zone (its day in the daily totals) and, on PostgreSQL, the sale's id, so
    // its writes can go in one statement. Driven by the company row, so it answers even when no
    // variant matches.
    const leido = await db.kysely
        .selectFrom('empresas as e')
        .leftJoin('variantes as v', (j) =>
            j.onRef('v.empresa_id', '=', 'e.id').on(
                'v.id',
                'in',
                lineas.map((l) => l.producto_id),
            ),
        )
        .select(['e.zona_horaria', 'v.id', 'v.precio_venta', 'v.plantilla_id'])
        .select((eb) => [
            (input.cliente_id === null
                ? eb.val(null)
                : eb.selectFrom('clientes').select('id').where('empresa_id', '=', empresaId).where('id', '=', input.cliente_id)
            ).as('cliente_id'),
            // A scalar subquery runs once per statement, whatever the number of rows.
            (pg ? sql<number | null>`(select nextval('ventas_id_seq'))` : sql<number | null>`null`).as('venta_id'),
        ])
        .where('e.id', '=', empresaId)
        .execute();
    if (input.cliente_id !== null && leido[0]?.cliente_id == null) throw new DatoInvalido('cliente_id', VENTA_MENSAJES.clienteInexistente);
    const zona = leido[0]?.zona_horaria ?? ZONA_POR_DEFECTO;
    const variantes = new Map(leido.flatMap((v) => (v.id === null ? [] : [[v.id, { precio: Number(v.precio_venta), plantillaId: v.plantilla_id as number }] as const])));
    const filas = lineas.map((l) => {
        const variante = variantes.get(l.producto_id);
        if (variante === undefined) throw new DatoInvalido(['items', l.indice, 'producto_id'], VENTA_MENSAJES.productoInexistente);
        return { ...l, ...variante, subtotal: subtotal(l.cantidad, variante.precio) };
    });
    const total = suma(filas.map((f) => f.subtotal));
    if (input.total_esperado !== undefined && input.total_esperado !== total) throw new Conflicto(VENTA_MENSAJES.totalCambiado(enPesos(total)));
    const pagado = suma(input.pagos.map((p) => p.monto));
    if (cambio(pagado, total) === null) throw new DatoInvalido('pagos', VENTA_MENSAJES.pagoInsuficiente);
    if (!cambioEnEfectivo(total, input.pagos.map((p) => ({ metodo: p.metodo_pago, monto: p.monto })))) throw new DatoInvalido('pagos', VENTA_MENSAJES.cambioSoloEfectivo);

    const estado: EstadoVenta = 'Completada';
    const venta: NuevaVenta = {
        empresaId,
        estado,
        usuarioId,
        clienteId: input.cliente_id,
        fecha,
        total,
        idempotencyKey: clave,
        lineas: filas.map((f) => ({ varianteId: f.producto_id, cantidad: f.cantidad, precio: f.precio, subtotal: f.subtotal })),
        pagos: input.pagos,
    };
    const salidas = (ventaId: number) =>
        filas.map((f) => ({ varianteId: f.producto_id, cantidad: -f.cantidad, tipo: MOVIMIENTO.venta, motivo: `Venta #${ventaId}`, ventaId }));
    // The sale's ingreso and daily totals, from the values it writes: the ledger always agrees
    // with the sales.
    const asiento = (ventaId: number) =>
        escriturasDelAsiento(
            empresaId,
            usuarioId,
            { origen: { tipo: 'venta', id: ventaId } },
            documentoDeVenta({ total, fecha, estado, zona, unidades: unidadesPorProducto(filas) }),
        );

    if (pg) {
        const ventaId = Number(leido[0].venta_id);
        // No transaction block: one statement is atomic by itself, and a sale costs three round
        // trips (the session's user, the read, this) instead of six. Stock is checked inside it
        // (stockWriter.ts); a refusal or a taken key stops it whole.
        const escribir = () =>
            cambiarStockEnUnaSentencia(db, empresaId, usuarioId, salidas(ventaId), fecha, (qc) => [...escriturasDeVenta(ventaId, venta)(qc), ...asiento(ventaId)(qc)]);
        await (db.inTransaction ? escribir() : conReintentos(escribir));
        return respuesta(ventaId, total, pagado, false);
    }
    const escribir = async (tx: Db) => {
        const ventaId = await insertarVenta(tx, venta);
        if (ventaId === undefined) {
            // A request with the same key committed first: that sale is the answer.
            const ganadora = await ventaPorClave(tx.kysely, empresaId, clave as string);
            if (ganadora === undefined) throw new Error('Idempotency-Key en conflicto sin venta visible.');
            return repetida(tx, empresaId, ganadora, input);
        }
        // Stock last: a refusal rolls all back.
        await cambiarStock(tx, empresaId, usuarioId, salidas(ventaId), fecha, asiento(ventaId));
        return respuesta(ventaId, total, pagado, false);
    };
    return db.inTransaction ? escribir(db) : db.transaction(escribir);
}

/** Units per product (plantilla) in the sale's lines: what the day's sold units add. */
function unidadesPorProducto(filas: { plantillaId: number; cantidad: number }[]): UnidadesDelDia[] {
    const porProducto = new Map<number, number>();
    for (const f of filas) porProducto.set(f.plantillaId, (porProducto.get(f.plantillaId) ?? 0) + f.cantidad);
    return [...porProducto].map(([plantillaId, cantidad]) => ({ plantillaId, cantidad }));
}

/**
 * The sale a retry's key names, as the first answer gave it. The retry must be the same sale: the
 * same units of the same variants for the same customer (the till keeps a key only while its cart
 * and customer stay as they were). A key reused for another cart is refused, else that cart's
 * sale would silently never happen. Payments may differ: a till retrying after a lost answer may
 * have re-entered them, and the first sale's are what was charged.
 */
async function repetida(db: Db, empresaId: number, id: number, input: CheckoutInput): Promise<VentaRegistrada> {
    const previa = await ventaRegistrada(db.kysely, empresaId, id);
    const pedidas = agruparItems(input.items);
    const misma =
        previa.clienteId === input.cliente_id &&
        previa.unidades.size === pedidas.length &&
        pedidas.every((l) => previa.unidades.get(l.producto_id) === l.cantidad);
    if (!misma) throw new DatoInvalido('idempotency-key', VENTA_MENSAJES.claveDeOtraVenta(id), 'header');
    return respuesta(previa.id, previa.total, previa.pagado, true);
}

/**
 * A return (CONVENTIONS, Returns). The sale row is locked first (PostgreSQL `FOR UPDATE`; SQLite
 * runs one write transaction at a time), so two returns of the same sale sum what was already
 * returned one after the other and together never exceed what was sold. Refunds are at the
 * sale's unit price; the units go back through the stock writer.
 */
export async function registrarDevolucion(
    tx: Db,
    autor: Autor,
    ventaId: number,
    input: DevolucionInput,
    opciones: { fecha?: string } = {},
): Promise<NotaCredito> {
    tx.assertTransaction();
    const k = tx.kysely;
    const { empresaId, usuarioId } = autor;
    const fecha = opciones.fecha ?? new Date().toISOString();

    const venta = await k
        .selectFrom('ventas')
        .select(['id', 'estado', 'fecha', 'total'])
        .where('empresa_id', '=', empresaId)
        .where('id', '=', ventaId)
        .$if(tx.dialect === 'postgres', (q) => q.forUpdate())
        .executeTakeFirst();
    if (!venta) throw new NoEncontrado(VENTA_MENSAJES.noEncontrada);
    if (!ESTADOS_DEVOLVIBLES.includes(venta.estado as EstadoVenta)) throw new Conflicto(DEVOLUCION_MENSAJES.estado);

    const [vendidas, devueltas] = await Promise.all([
        k
            .selectFrom('venta_detalles as d')
            .innerJoin('variantes as va', 'va.id', 'd.variante_id')
            .select(['d.variante_id', 'd.cantidad', 'd.precio_unitario', 'va.sku'])
            .where('d.empresa_id', '=', empresaId)
            .where('d.venta_id', '=', ventaId)
            .orderBy('d.id')
            .execute(),
        k
            .selectFrom('nota_credito_detalles as nd')
            .innerJoin('notas_credito as n', 'n.id', 'nd.nota_credito_id')
            .select((eb) => ['nd.variante_id', eb.fn.sum<number>('nd.cantidad').as('cantidad')])
            .where('n.empresa_id', '=', empresaId)
            .where('n.venta_id', '=', ventaId)
            .groupBy('nd.variante_id')
            .execute(),
    ]);
    // Checkout writes one line per variant; summing keeps this right for any older data too.
    const vendido = new Map<number, { cantidad: number; precio: number; sku: string }>();
    for (const d of vendidas) {
        const previo = vendido.get(d.variante_id);
        if (previo) previo.cantidad += d.cantidad;
        else vendido.set(d.variante_id, { cantidad: d.cantidad, precio: Number(d.precio_unitario), sku: d.sku });
    }
    const yaDevuelto = new Map(devueltas.map((d) => [d.variante_id, Number(d.cantidad)]));

    const lineas = agruparItems(input.items).filter((l) => l.cantidad > 0);
    if (lineas.length === 0) throw new DatoInvalido('items', DEVOLUCION_MENSAJES.sinProductos);
    const filas = lineas.map((l) => {
        const linea = vendido.get(l.producto_id);
        if (!linea) throw new DatoInvalido(['items', l.indice, 'producto_id'], DEVOLUCION_MENSAJES.productoNoVendido);
        const disponible = linea.cantidad - (yaDevuelto.get(l.producto_id) ?? 0);
        if (l.cantidad > disponible) throw new Conflicto(DEVOLUCION_MENSAJES.excede(linea.sku, disponible, l.cantidad));
        return { varianteId: l.producto_id, cantidad: l.cantidad, monto: subtotal(l.cantidad, linea.precio) };
    });
    const totalDevuelto = suma(filas.map((f) => f.monto));

    const nota = await k
        .insertInto('notas_credito')
        .values({ empresa_id: empresaId, venta_id: ventaId, usuario_id: usuarioId, fecha, motivo: input.motivo, total_devuelto: totalDevuelto })
        .returning('id')
        .executeTakeFirstOrThrow();
    await k
        .insertInto('nota_credito_detalles')
        .values(filas.map((f) => ({ empresa_id: empresaId, nota_credito_id: nota.id, variante_id: f.varianteId, cantidad: f.cantidad, monto_devuelto: f.monto })))
        .execute();
    await cambiarStock(
        tx,
        empresaId,
        usuarioId,
        filas.map((f) => ({
            varianteId: f.varianteId,
            cantidad: f.cantidad,
            tipo: MOVIMIENTO.devolucionVenta,
            motivo: `Nota de crédito #${nota.id} de la venta #${ventaId}`,
            notaCreditoId: nota.id,
        })),
        fecha,
    );
    const estado: EstadoVenta = 'Con Devolución';
    if (venta.estado !== estado) {
        await k.updateTable('ventas').set({ estado }).where('empresa_id', '=', empresaId).where('id', '=', ventaId).execute();
        // The history's daily counts follow the sale to its new state (ventasDiarias.ts).
        await cambiarEstadoContado(tx, empresaId, { dia: diaLocal(venta.fecha, await zonaHoraria(k, empresaId)), total: Number(venta.total) }, venta.estado, estado);
    }
    // The credit note's egreso, in this same transaction.
    await registrarAsiento(tx, empresaId, usuarioId, { origen: { tipo: 'nota_credito', id: nota.id } });
    return {
        id: nota.id,
        venta_id: ventaId,
        fecha,
        motivo: input.motivo,
        total_devuelto: fromCents(totalDevuelto),
        detalles: filas.map((f) => ({ producto_id: f.varianteId, cantidad: f.cantidad, monto_devuelto: fromCents(f.monto) })),
    };
}
