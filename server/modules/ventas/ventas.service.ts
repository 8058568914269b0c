import { CAJA_MENSAJES } from '../../../contracts/caja.js';
import { DESCUENTO_MENSAJES } from '../../../contracts/descuentos.js';
import { enPesos, fromCents } from '../../../contracts/money.js';
import { PRODUCTO_MENSAJES } from '../../../contracts/productos.js';
import { type EstadoVenta, VENTA_MENSAJES, type CheckoutRespuesta } from '../../../contracts/ventas.js';
import {
    agrupar,
    cambioDe,
    cambioEnEfectivo,
    type Descuento,
    desglosar,
    ImporteFueraDeRango,
    impuestosDe,
    importeDeMilesimas,
    lineaSobreElMaximo,
    type Pago,
    pagoDeMas,
    precioPorCantidad,
    preciarLineas,
    type Pedido,
    sumar,
} from '../../../contracts/calculo.js';
import type { TasaIva } from '../../../contracts/impuestos.js';
import { cantidadAdmitida, mensajeDePieza, type Unidad } from '../../../contracts/unidades.js';
import type { Db } from '../../db/createDb.js';
import { ZONA_POR_DEFECTO } from '../../domain/calendario.js';
import { Conflicto, DatoInvalido, Prohibido } from '../../domain/errors.js';
import { anotar } from '../bitacora/bitacora.js';
import { cargarVenta, cuentaDeLaVentaNueva, mueveCuenta } from '../clientes/cuentas.service.js';
import { registrarAsiento } from '../contabilidad/contabilidad.service.js';
import { contar } from '../contadores/contadores.js';
import { costoDe, pagosNetos } from '../contadores/pagos.js';
import { MOVIMIENTO, moverStock } from '../inventario/stockWriter.js';
import { leerPreciosMayoreo } from '../productos/preciosMayoreo.js';
import { tasasDe } from './impuestos.js';
import { insertarVenta, type NuevaVenta, ventaPorClave, ventaRegistrada } from './ventas.repo.js';

/*
 * The two workflows of selling, each one function over one transaction, the same on both
 * engines: the sale with its lines, payments, posting, daily counters and stock commits whole or
 * not at all (here); likewise a return with its credit note, restock, the sale's new state, posting and
 * counters (devolucion.service.ts). Both take `fecha` so the demo can record a past day through the very same code; the
 * API always passes now. Both take what the API asked for once translated at its edge
 * (ventas.routes.ts): a variant is a `varianteId` here, whatever the spec calls it.
 */

export interface Autor {
    empresaId: number;
    usuarioId: number;
    /** caja:supervisar: a return refused for want of cash says what the drawer holds (not said by default). */
    supervisa?: boolean;
    /** ventas:descontar: may the checkout carry a discount (issue 33 item 4)? Not by default. */
    descuenta?: boolean;
    /** ventas:descontar_sin_limite: beyond the company's descuento_maximo. */
    descuentaSinLimite?: boolean;
}

/** A checkout's line: a variant, its quantity and its own discount, if any. */
export interface PedidoConDescuento extends Pedido {
    descuento?: Descuento | null;
}

/** A checkout as the server takes it. */
export interface PedidoDeVenta {
    items: PedidoConDescuento[];
    /** The sale's discount, spread over its lines in proportion (contracts/calculo.ts preciarLineas). */
    descuento?: Descuento | null;
    pagos: Pago[];
    clienteId: number | null;
    /** The total the till showed, in cents: when the stored prices give another, a 409. */
    totalEsperado?: number;
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

/** The checkout's answer: a sale is only written when its payments cover it, so the change is never missing. */
const respuesta = (id: number, total: number, pagos: readonly Pago[], repetida: boolean): VentaRegistrada => ({
    id,
    total: fromCents(total),
    cambio: fromCents(cambioDe(total, pagos) ?? 0),
    repetida,
});

const mismoDescuento = (a: Descuento | null | undefined, b: Descuento | null | undefined): boolean =>
    (a ?? null) === null ? (b ?? null) === null : b != null && a?.tipo === b.tipo && a?.valor === b.valor;

/**
 * Each variant's own discount, by variant. The same variant twice is one line (agrupar), and a
 * line has one discount: its occurrences must carry the same one (or none), else a 422 at the
 * later one. Neither applying the first silently nor adding them up: the cashier asked for two
 * different things on one line, and only the cashier can say which was meant.
 */
function descuentosPorVariante(items: readonly PedidoConDescuento[]): Map<number, Descuento | null> {
    const porVariante = new Map<number, Descuento | null>();
    items.forEach((item, i) => {
        const propio = item.descuento ?? null;
        if (!porVariante.has(item.varianteId)) porVariante.set(item.varianteId, propio);
        else if (!mismoDescuento(porVariante.get(item.varianteId), propio)) throw new DatoInvalido(['items', i, 'descuento'], DESCUENTO_MENSAJES.distintosEnLaMismaLinea);
    });
    return porVariante;
}

/**
 * The user's open cash session, as a subquery a workflow folds into its first read (the partial
 * unique index sesiones_caja_una_abierta_uq finds it). On PostgreSQL it takes the session row
 * `FOR KEY SHARE`, which a close's `FOR UPDATE` waits for: a close either comes after this
 * document commits (and its Z counts it) or before this read, which then waits for the close and,
 * reading the row again, finds no open session (caja.escritura.ts, sesionParaCambiar).
 */
export function sesionAbierta(tx: Db, empresaId: number, usuarioId: number) {
    return tx.kysely
        .selectFrom('sesiones_caja')
        .select('id')
        .where('empresa_id', '=', empresaId)
        .where('usuario_id', '=', usuarioId)
        .where('estado', '=', 'Abierta')
        .$if(tx.dialect === 'postgres', (q) => q.forKeyShare());
}

/**
 * Checkout (CONVENTIONS, Checkout), in a transaction of its own (or the caller's: the demo).
 * Prices come from the stored variants, never the client; the same variant twice is one line.
 * With an Idempotency-Key the sale's row claims the key (empresa_id, idempotency_key unique,
 * `ON CONFLICT DO NOTHING`): a concurrent retry waits on that key until the first commits, then
 * finds it taken, writes nothing, and answers with the first sale.
 */
export async function registrarVenta(db: Db, autor: Autor, pedido: PedidoDeVenta, opciones: OpcionesVenta = {}): Promise<VentaRegistrada> {
    const clave = opciones.idempotencyKey ?? null;
    // The replay is read after a refused attempt rolled back, which a caller's transaction would not.
    if (clave !== null && db.inTransaction) throw new Error('Con Idempotency-Key, el checkout abre su propia transacción.');
    const fecha = opciones.fecha ?? new Date().toISOString();
    const vender = (tx: Db) => venderEn(tx, autor, pedido, clave, fecha);
    try {
        return await (db.inTransaction ? vender(db) : db.transaction(vender));
    } catch (error) {
        // Only absurd amounts leave exact cents (contracts/calculo.ts): the client's data, not a fault.
        if (error instanceof ImporteFueraDeRango) throw new DatoInvalido('pagos', VENTA_MENSAJES.importeFueraDeRango);
        // A retry refused by a rule since (a price raised, the stock sold) gets its first sale
        // back; looked up only on this path, so a sale costs no extra round trip. Nothing of the
        // refused attempt was written.
        if (clave !== null && (error instanceof DatoInvalido || error instanceof Conflicto)) {
            const previa = await ventaPorClave(db, autor.empresaId, clave);
            if (previa !== undefined) return repetida(db, autor.empresaId, previa, pedido);
        }
        throw error;
    }
}

async function venderEn(tx: Db, autor: Autor, pedido: PedidoDeVenta, clave: string | null, fecha: string): Promise<VentaRegistrada> {
    const { empresaId, usuarioId } = autor;
    const pedidas = agrupar(pedido.items);
    const descuentos = descuentosPorVariante(pedido.items);
    const conDescuento = pedido.descuento != null || [...descuentos.values()].some((d) => d !== null);
    // Before any read: a discount needs ventas:descontar (its 403 costs the database nothing).
    if (conDescuento && autor.descuenta !== true) throw new Prohibido(DESCUENTO_MENSAJES.sinPermiso);
    // One statement for everything the sale reads before writing: the prices, the products (and
    // whether each is still sold, and their taxes now), the customer and the company's time zone
    // (its day in the daily counters). Driven by the company row, so it answers even when no
    // variant matches.
    const leido = await tx.kysely
        .selectFrom('empresas as e')
        .leftJoin('variantes as v', (j) =>
            j.onRef('v.empresa_id', '=', 'e.id').on(
                'v.id',
                'in',
                pedidas.map((l) => l.varianteId),
            ),
        )
        .leftJoin('plantillas as p', 'p.id', 'v.plantilla_id')
        // The wholesale tiers come with the price, one more column of the same row (migration 0024).
        // The company's discount cap too (hundredths of a percent): no statement of its own.
        .select(['e.zona_horaria', 'e.caja_obligatoria', 'e.descuento_maximo', 'e.puntos_por_cada_100', 'e.valor_punto', 'v.id', 'v.precio_venta', 'v.precios_mayoreo', 'v.costo_compra', 'v.plantilla_id', 'p.activo', 'p.nombre', 'p.iva', 'p.ieps', 'p.unidad', 'p.categoria_id'])
        .select((eb) => [
            (pedido.clienteId === null
                ? eb.val(null)
                : eb.selectFrom('clientes').select('id').where('empresa_id', '=', empresaId).where('id', '=', pedido.clienteId)
            ).as('cliente_id'),
            sesionAbierta(tx, empresaId, usuarioId).as('sesion_caja_id'),
        ])
        .where('e.id', '=', empresaId)
        .execute();
    if (pedido.clienteId !== null && leido[0]?.cliente_id == null) throw new DatoInvalido('cliente_id', VENTA_MENSAJES.clienteInexistente);
    // The seller's open cash session (CONVENTIONS §6, Cash), which the sale's cash goes into.
    const sesionCajaId = leido[0]?.sesion_caja_id ?? null;
    if (sesionCajaId === null && Number(leido[0]?.caja_obligatoria) === 1) throw new Conflicto(CAJA_MENSAJES.debeAbrir);
    const zona = leido[0]?.zona_horaria ?? ZONA_POR_DEFECTO;
    const variantes = new Map(
        leido.flatMap((v) =>
            v.id === null
                ? []
                : [
                      [
                          v.id,
                          {
                              precioLista: Number(v.precio_venta),
                              mayoreo: leerPreciosMayoreo(v.precios_mayoreo),
                              plantillaId: v.plantilla_id as number,
                              // The cost now, recorded with the line (issue 35): a later change of cost never moves this sale's margin.
                              costoCompra: Number(v.costo_compra ?? 0),
                              // Its category now, recorded with the line as its cost: the category report never moves with a later change.
                              categoriaId: v.categoria_id ?? null,
                              tasaIva: v.iva as TasaIva,
                              tasaIeps: v.ieps === null ? null : Number(v.ieps),
                              unidad: v.unidad as Unidad,
                              nombre: v.nombre as string,
                          },
                      ] as const,
                  ],
        ),
    );
    // A retired product (migration 0018) is not sold; its past sales stay as they are.
    const inactivas = new Map(leido.flatMap((v) => (v.id !== null && Number(v.activo) === 0 ? [[v.id, v.nombre as string] as const] : [])));
    const listas = pedidas.map((l) => {
        const variante = variantes.get(l.varianteId);
        // The 422 points where the request named the variant.
        if (variante === undefined) throw new DatoInvalido(['items', l.indice, 'producto_id'], VENTA_MENSAJES.productoInexistente);
        const inactiva = inactivas.get(l.varianteId);
        if (inactiva !== undefined) throw new DatoInvalido(['items', l.indice, 'producto_id'], PRODUCTO_MENSAJES.inactivoNoSeVende(inactiva));
        // Quantities are thousandths (CONVENTIONS §6): a product sold by the piece takes whole units only.
        const { mayoreo, unidad, nombre, ...resto } = variante;
        if (!cantidadAdmitida(l.cantidad, unidad)) throw new DatoInvalido(['items', l.indice, 'cantidad'], mensajeDePieza(nombre));
        // The unit price is the wholesale tier the line's quantity reaches, else the list price,
        // from the tiers stored now (never the client's): the till's cart chose it the same way.
        // Tiers' minimums are stored in thousandths, as the line's quantity is read here.
        const { precio } = precioPorCantidad(variante.precioLista, mayoreo, l.cantidad);
        // The line's amount before discounts (price × quantity to the cent): discounts and the cap start from it.
        const importeLista = importeDeMilesimas({ cantidad: l.cantidad, precio });
        const descuento = descuentos.get(l.varianteId) ?? null;
        // An amount larger than its line is refused, not capped: the cashier typed something other than what was meant.
        if (descuento?.tipo === 'monto' && descuento.valor > importeLista) throw new DatoInvalido(['items', l.indice, 'descuento', 'valor'], DESCUENTO_MENSAJES.excedeImporte);
        return { ...l, ...resto, precio, importe: importeLista, descuento };
    });
    if (conDescuento) {
        // What the sale's discount comes off: the lines after their own.
        const despues = sumar(preciarLineas(listas).map((l) => l.importeCobrado));
        if (pedido.descuento?.tipo === 'monto' && pedido.descuento.valor > despues) throw new DatoInvalido(['descuento', 'valor'], DESCUENTO_MENSAJES.excedeImporte);
        // The cap per line, on everything that line gives away (CONVENTIONS §6), compared as asked.
        const maximo = Number(leido[0]?.descuento_maximo ?? 0);
        if (autor.descuentaSinLimite !== true && lineaSobreElMaximo(listas, pedido.descuento, maximo) !== null) throw new Prohibido(DESCUENTO_MENSAJES.excedeMaximo(maximo));
    }
    // Each line's own discount, its share of the sale's, and what it charges: what taxes split
    // (the discount lowers the base) and what returns refund (parteDevuelta reads the subtotal).
    const preciadas = preciarLineas(listas, pedido.descuento);
    const lineas = listas.map((l, i) => {
        const { importeCobrado, descuento } = preciadas[i];
        // Split at the product's rates now, stored with the line: a later change of the product's
        // taxes never rewrites what this sale charged.
        const tasas = tasasDe(l.tasaIva, l.tasaIeps);
        return { ...l, importe: importeCobrado, descuento, tasas, ...desglosar(importeCobrado, tasas) };
    });
    const total = sumar(lineas.map((l) => l.importe));
    const descuentoTotal = sumar(lineas.map((l) => l.descuento));
    if (pedido.totalEsperado !== undefined && pedido.totalEsperado !== total) throw new Conflicto(VENTA_MENSAJES.totalCambiado(enPesos(total)));
    if (cambioDe(total, pedido.pagos) === null) throw new DatoInvalido('pagos', VENTA_MENSAJES.pagoInsuficiente);
    if (!cambioEnEfectivo(total, pedido.pagos)) throw new DatoInvalido('pagos', VENTA_MENSAJES.cambioSoloEfectivo);
    if (pagoDeMas(total, pedido.pagos) !== null) throw new DatoInvalido('pagos', VENTA_MENSAJES.pagoDeMas);
    // The customer's account (issue 34): credit, points spent and earned; checked and charged below, in the sale's write.
    const cuenta = cuentaDeLaVentaNueva(total, pedido.pagos, pedido.clienteId, { puntosPorCada100: Number(leido[0]?.puntos_por_cada_100 ?? 0), valorPunto: Number(leido[0]?.valor_punto ?? 0) });

    const estado: EstadoVenta = 'Completada';
    const venta: NuevaVenta = { empresaId, estado, usuarioId, clienteId: pedido.clienteId, sesionCajaId, fecha, total, descuento: descuentoTotal, idempotencyKey: clave, lineas, pagos: pedido.pagos };
    const ventaId = await insertarVenta(tx, venta);
    if (ventaId === undefined) {
        // A request with the same key committed first: that sale is the answer.
        const ganadora = await ventaPorClave(tx, empresaId, clave as string);
        if (ganadora === undefined) throw new Error('Idempotency-Key en conflicto sin venta visible.');
        return repetida(tx, empresaId, ganadora, pedido);
    }
    contar(tx, empresaId, zona, [
        {
            documento: 'venta',
            fecha,
            estado,
            total,
            usuarioId,
            lineas: lineas.map((l) => ({ plantillaId: l.plantillaId, categoriaId: l.categoriaId, cantidad: l.cantidad, importe: l.importe, costo: costoDe(l.costoCompra, l.cantidad) })),
            pagos: pagosNetos(total, pedido.pagos),
            impuestos: impuestosDe(lineas),
        },
    ]);
    // The sale's ingreso, read from the sale just written: the ledger always agrees with the sales.
    await registrarAsiento(tx, empresaId, usuarioId, { origen: { tipo: 'venta', id: ventaId } }, zona);
    // A discount is money given away: the owner can trace who gave how much on which sale. Only a
    // discounted sale writes it, so a sale without one keeps its statements.
    if (descuentoTotal > 0) {
        await anotar(tx, autor, {
            tipo: 'venta.descuento',
            entidad: 'venta',
            entidadId: ventaId,
            antes: null,
            despues: {
                total_lista: fromCents(total + descuentoTotal),
                descuento: fromCents(descuentoTotal),
                total: fromCents(total),
                descuento_de_venta: comoDescuento(pedido.descuento),
                lineas: lineas.filter((l) => l.descuento > 0).map((l) => ({ producto_id: l.varianteId, descuento_pedido: comoDescuento(descuentos.get(l.varianteId)), descuento: fromCents(l.descuento) })),
            },
            fecha,
        });
    }
    // The account's limit and points are checked and taken by one UPDATE of the customer's row,
    // held until COMMIT: a 409 rolls the whole sale back. Only a sale that moves an account pays
    // for these statements; the customer's row is locked before the variants', as returns do.
    const saldos = pedido.clienteId !== null && mueveCuenta(cuenta) ? await cargarVenta(tx, autor, pedido.clienteId, ventaId, fecha, cuenta) : undefined;
    // Stock last of the sale's own writes (the daily counters follow at COMMIT: contadores.ts), so
    // its row locks are held the shortest; a refusal rolls everything back.
    await moverStock(
        tx,
        empresaId,
        usuarioId,
        lineas.map((l) => ({ varianteId: l.varianteId, cantidad: -l.cantidad, tipo: MOVIMIENTO.venta, motivo: `Venta #${ventaId}`, ventaId })),
        fecha,
    );
    const respondida = respuesta(ventaId, total, pedido.pagos, false);
    return saldos === undefined ? respondida : { ...respondida, cuenta: { saldo: fromCents(saldos.saldo), puntos: saldos.puntos, puntos_ganados: cuenta.puntosGanados } };
}

/** A discount as the audit log keeps it: as asked, an amount as the API's money string. */
const comoDescuento = (d: Descuento | null | undefined) => (d == null ? null : d.tipo === 'monto' ? { tipo: d.tipo, valor: fromCents(d.valor) } : { tipo: d.tipo, valor: d.valor });

/**
 * The sale a retry's key names, as the first answer gave it. The retry must be the same sale: the
 * same units of the same variants for the same customer, giving each line the same discount in
 * cents (the till keeps a key only while its cart
 * and customer stay as they were). A key reused for another cart is refused, else that cart's
 * sale would silently never happen. Payments may differ: a till retrying after a lost answer may
 * have re-entered them, and the first sale's are what was charged.
 */
async function repetida(db: Db, empresaId: number, id: number, pedido: PedidoDeVenta): Promise<VentaRegistrada> {
    const previa = await ventaRegistrada(db, empresaId, id);
    const pedidas = agrupar(pedido.items);
    const descuentos = descuentosPorVariante(pedido.items);
    // The retry's discounts on the first sale's lines (their stored tier prices, in their order)
    // must give each line the cents it gave then: another discount is another sale.
    const mismosDescuentos = () => {
        const recalculadas = preciarLineas(
            previa.lineas.map((l) => ({ importe: importeDeMilesimas({ cantidad: l.cantidad, precio: l.precio }), descuento: descuentos.get(l.varianteId) ?? null })),
            pedido.descuento,
        );
        return recalculadas.every((r, i) => r.descuento === previa.lineas[i].descuento);
    };
    const misma =
        previa.clienteId === pedido.clienteId &&
        previa.unidades.size === pedidas.length &&
        pedidas.every((l) => previa.unidades.get(l.varianteId) === l.cantidad) &&
        mismosDescuentos();
    if (!misma) throw new DatoInvalido('idempotency-key', VENTA_MENSAJES.claveDeOtraVenta(id), 'header');
    return respuesta(previa.id, previa.total, previa.pagos, true);
}
