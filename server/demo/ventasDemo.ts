import { MILESIMAS } from '../../contracts/unidades.js';
import { TZDate } from '@date-fns/tz';
import { type Descuento, importeDeMilesimas, type Pago, type Pedido, preciarLineas, sumar } from '../../contracts/calculo.js';
import type { MetodoPago } from '../../contracts/ventas.js';
import type { Db } from '../db/createDb.js';
import { MOVIMIENTO } from '../modules/inventario/stockWriter.js';
import { registrarDevolucion } from '../modules/ventas/devolucion.service.js';
import { type PedidoConDescuento, registrarVenta } from '../modules/ventas/ventas.service.js';
import { zonaDeLaEmpresa } from '../modules/empresa/empresa.repo.js';
import { cancelarVenta } from '../modules/ventas/cancelacion.service.js';
import { generador } from './azarDemo.js';
import { cajaDemo, type EquipoDemo, type EventoDeCaja, eventosDeCaja, jornadaDe, planDeCaja } from './cajaDemo.js';

const DIAS = 14;

/** The day (before today) of the one sale the owner voids, in the cashier's open session, and why. */
const DIA_CANCELADA = 5;
export const MOTIVO_CANCELACION_DEMO = 'El cliente se arrepintió antes de salir de la tienda';

/** $10.00 off a line, in cents: only on a line of $100.00 or more, so it stays within a 10 % cap. */
const DIEZ_PESOS = 1000;

/**
 * The discounts a sale carries, if any (issue 33 item 7): a few percent of the demo's sales, as a
 * shop gives them. Drawn from a seeded generator of their own (`azar`), so the sales, returns and
 * cash sessions drawn from the demo's main one stay exactly as they were. Every one is within the
 * default descuento_maximo (10 %), so whoever holds the till may give it with ventas:descontar
 * alone: 5 % off a regular customer's sale, $10.00 off a line of $100.00 or more, and now and
 * then 10 % off the sale by the cashier.
 */
function descuentosDemo(
    azar: ReturnType<typeof generador>,
    lineas: readonly { importe: number }[],
    clienteId: number | null,
    porElCajero: boolean,
): { linea: number | null; deLinea: Descuento | null; deVenta: Descuento | null } {
    const u = azar.next();
    if (clienteId !== null && u < 0.12) return { linea: null, deLinea: null, deVenta: { tipo: 'porcentaje', valor: 5 } };
    const grande = lineas.findIndex((l) => l.importe >= DIEZ_PESOS * 10);
    if (u >= 0.12 && u < 0.16 && grande >= 0) return { linea: grande, deLinea: { tipo: 'monto', valor: DIEZ_PESOS }, deVenta: null };
    if (porElCajero && u >= 0.16 && u < 0.19) return { linea: null, deLinea: null, deVenta: { tipo: 'porcentaje', valor: 10 } };
    return { linea: null, deLinea: null, deVenta: null };
}

type Evento =
    | { tipo: 'venta'; fecha: string; dia: number; n: number; items: Pedido[]; clienteId: number | null; pago: 'efectivo' | 'tarjeta' | 'mixto' }
    | { tipo: 'devolucion'; fecha: string; n: number; fraccion: number }
    | { tipo: 'cancelacion'; fecha: string; n: number }
    | EventoDeCaja;

/** A customer comes back while the shop is open: after closing time is the next morning, before opening that day's. */
function enHorario(fecha: Date, zona: string): Date {
    const t = new TZDate(fecha.getTime(), zona);
    const h = t.getHours();
    if (h >= 9 && h < 20) return fecha;
    const [dia, hora] = h >= 20 ? [t.getDate() + 1, h - 11] : [t.getDate(), h + 10];
    return new Date(new TZDate(t.getFullYear(), t.getMonth(), dia, hora, t.getMinutes(), t.getSeconds(), zona).getTime());
}

/**
 * Two weeks of sales in the shop's own hours (09:00–20:00 in its time zone, up to now): several a
 * day, walk-ins and customers, cash with change, cards, split payments, and a few returns a day
 * or so later, in the shop's hours. Each day's sales and cash refunds go into that day's cash
 * session (cajaDemo.ts), rung by whoever holds it; the owner voids one sale while its session is
 * open. Written through the checkout, return, void and caja services with a past `fecha`, so
 * stock, movements, credit notes, the ledger and the sessions' expected cash add up exactly as
 * for sales made at the till. Runs in `tx`.
 */
export async function seedVentasDemo(tx: Db, empresaId: number, equipo: EquipoDemo, ahora = new Date()): Promise<number> {
    const k = tx.kysely;
    const zona = await zonaDeLaEmpresa(tx, empresaId);
    const azar = generador(20240601);
    // The discounts' own stream: drawing them from `azar` would reshuffle every later sale.
    const azarDescuentos = generador(20240602);
    // The goods weighed at the counter (granel) have a stream of their own too.
    const azarGranel = generador(20240603);
    const todas = await k
        .selectFrom('variantes as v')
        .innerJoin('plantillas as p', 'p.id', 'v.plantilla_id')
        .select(['v.id', 'v.precio_venta', 'v.stock', 'p.unidad'])
        .where('v.empresa_id', '=', empresaId)
        .orderBy('v.id')
        .execute();
    const variantes = todas.filter((v) => v.unidad === 'pieza');
    const aGranel = todas.filter((v) => v.unidad !== 'pieza');
    const pesadas = new Set(aGranel.map((v) => v.id));
    const clientes = await k.selectFrom('clientes').select('id').where('empresa_id', '=', empresaId).where('estado', '=', 'Activo').orderBy('id').execute();
    // Units the demo may still sell of each variant: never the last few, so the shop keeps stock.
    const disponible = new Map(todas.map((v) => [v.id, Math.max(0, Number(v.stock) - 3 * MILESIMAS)]));
    const precio = new Map(todas.map((v) => [v.id, Number(v.precio_venta)]));

    const eventos: Evento[] = [];
    let n = 0;
    const hoy = new TZDate(ahora.getTime(), zona);
    for (let d = DIAS - 1; d >= 0; d--) {
        const ventasDelDia = azar.entero(4, 9);
        for (let i = 0; i < ventasDelDia; i++) {
            const cuando = new TZDate(hoy.getFullYear(), hoy.getMonth(), hoy.getDate() - d, azar.entero(9, 19), azar.entero(0, 59), azar.entero(0, 59), zona);
            if (cuando.getTime() > ahora.getTime()) continue;
            const items: Pedido[] = [];
            for (let l = azar.entero(1, 4); l > 0; l--) {
                const v = azar.uno(variantes);
                const cantidad = azar.entero(1, 3) * MILESIMAS;
                if (items.some((x) => x.varianteId === v.id) || (disponible.get(v.id) ?? 0) < cantidad) continue;
                disponible.set(v.id, (disponible.get(v.id) ?? 0) - cantidad);
                items.push({ varianteId: v.id, cantidad });
            }
            if (items.length === 0) continue;
            // About one sale in four also takes something weighed: 0.250 to 2.000 kg, as a scale reads it (to 5 g).
            if (aGranel.length > 0 && azarGranel.next() < 0.25) {
                const v = azarGranel.uno(aGranel);
                const cantidad = azarGranel.entero(50, 400) * 5;
                if ((disponible.get(v.id) ?? 0) >= cantidad) {
                    disponible.set(v.id, (disponible.get(v.id) ?? 0) - cantidad);
                    items.push({ varianteId: v.id, cantidad });
                }
            }
            const pago = azar.next() < 0.55 ? 'efectivo' : azar.next() < 0.6 ? 'tarjeta' : 'mixto';
            const clienteId = clientes.length > 0 && azar.next() < 0.4 ? azar.uno(clientes).id : null;
            const fecha = new Date(cuando.getTime()).toISOString();
            eventos.push({ tipo: 'venta', fecha, dia: d, n, items, clienteId, pago });
            // About one sale in ten comes back, within a day and a half, while the shop is open.
            const devuelta = enHorario(new Date(cuando.getTime() + azar.entero(1, 36) * 3_600_000), zona);
            if (azar.next() < 0.1 && devuelta.getTime() <= ahora.getTime()) {
                eventos.push({ tipo: 'devolucion', fecha: devuelta.toISOString(), n, fraccion: azar.next() });
            }
            n++;
        }
    }
    // One sale, not returned, rung around midday: the customer changed their mind minutes later.
    const cancelada = eventos.filter((e) => e.tipo === 'venta').find((e) => {
        const hora = new TZDate(Date.parse(e.fecha), zona).getHours();
        return e.dia === DIA_CANCELADA && hora >= 11 && hora < 17 && !eventos.some((r) => r.tipo === 'devolucion' && r.n === e.n);
    });
    if (cancelada) eventos.push({ tipo: 'cancelacion', fecha: new Date(Date.parse(cancelada.fecha) + 570_000).toISOString(), n: cancelada.n });
    const jornadas = planDeCaja(DIAS, ahora, zona, equipo);
    eventos.push(...eventosDeCaja(jornadas));
    eventos.sort((a, b) => a.fecha.localeCompare(b.fecha));
    // The catalogue was just created with its opening stock dated now; in the story it was on the
    // shelves before the first sale, so its opening movements move back to the window's start.
    const apertura = new Date(new TZDate(hoy.getFullYear(), hoy.getMonth(), hoy.getDate() - DIAS, 8, 0, 0, zona).getTime()).toISOString();
    await k.updateTable('movimientos_stock').set({ fecha: apertura }).where('empresa_id', '=', empresaId).where('tipo', '=', MOVIMIENTO.stockInicial).execute();

    const ventas = new Map<number, { id: number; items: Pedido[] }>();
    // Whoever holds the till at that moment rings the sale or takes the return back.
    // Both the owner and the demo's cashier hold ventas:descontar (equipoDemo.ts); neither is
    // given descontar_sin_limite here, since every demo discount is within the default cap.
    const autorEn = (fecha: string) => {
        const jornada = jornadaDe(jornadas, fecha);
        if (!jornada) throw new Error(`Demo: ninguna caja abierta a las ${fecha}.`);
        return { empresaId, usuarioId: jornada.cajero.usuarioId, descuenta: true };
    };
    const caja = cajaDemo(tx);
    for (const e of eventos) {
        if (e.tipo === 'apertura' || e.tipo === 'movimiento' || e.tipo === 'cierre') {
            await caja(e);
        } else if (e.tipo === 'cancelacion') {
            const venta = ventas.get(e.n);
            if (venta) await cancelarVenta(tx, equipo.dueno, venta.id, { motivo: MOTIVO_CANCELACION_DEMO }, { fecha: e.fecha });
        } else if (e.tipo === 'venta') {
            const autor = autorEn(e.fecha);
            // Priced as the checkout prices them (list prices: the demo's 1–3 units never reach a
            // wholesale tier; weights to the cent), so the payments below match the discounted total to the cent.
            const importes = e.items.map((i) => ({ importe: importeDeMilesimas({ cantidad: i.cantidad, precio: precio.get(i.varianteId) ?? 0 }) }));
            const { linea, deLinea, deVenta } = descuentosDemo(azarDescuentos, importes, e.clienteId, autor.usuarioId === equipo.cajero.usuarioId);
            const items: PedidoConDescuento[] = e.items.map((i, x) => (x === linea ? { ...i, descuento: deLinea } : i));
            const total = sumar(preciarLineas(importes.map((l, x) => ({ ...l, descuento: x === linea ? deLinea : null })), deVenta).map((l) => l.importeCobrado));
            const efectivo: MetodoPago = 'Efectivo';
            const tarjeta: MetodoPago = azar.next() < 0.7 ? 'Tarjeta de Débito' : 'Tarjeta de Crédito';
            // Cash is handed in round notes (change given); cards pay exactly; a split pays part in cash.
            const redondo = Math.ceil(total / 5000) * 5000;
            const enEfectivo = Math.min(total - 100, Math.floor(total / 2 / 10000) * 10000 || 5000);
            const pagos: Pago[] =
                e.pago === 'efectivo'
                    ? [{ metodo: efectivo, monto: redondo }]
                    : e.pago === 'tarjeta' || enEfectivo <= 0
                      ? [{ metodo: tarjeta, monto: total }]
                      : [
                            { metodo: efectivo, monto: enEfectivo },
                            { metodo: tarjeta, monto: total - enEfectivo },
                        ];
            const venta = await registrarVenta(tx, autor, { items, descuento: deVenta, pagos, clienteId: e.clienteId }, { fecha: e.fecha });
            ventas.set(e.n, { id: venta.id, items: e.items });
        } else {
            const venta = ventas.get(e.n);
            if (!venta) continue;
            const linea = venta.items[Math.floor(e.fraccion * venta.items.length)];
            await registrarDevolucion(
                tx,
                autorEn(e.fecha),
                venta.id,
                // One piece back, or the whole of what was weighed.
                { motivo: e.fraccion < 0.5 ? 'Producto defectuoso' : null, items: [{ varianteId: linea.varianteId, cantidad: pesadas.has(linea.varianteId) ? linea.cantidad : MILESIMAS }] },
                { fecha: e.fecha },
            );
        }
    }
    return ventas.size;
}
