import { TZDate } from '@date-fns/tz';
import { type Pago, type Pedido, totalDe } from '../../contracts/calculo.js';
import type { MetodoPago } from '../../contracts/ventas.js';
import type { Db } from '../db/createDb.js';
import { MOVIMIENTO } from '../modules/inventario/stockWriter.js';
import { registrarDevolucion, registrarVenta } from '../modules/ventas/ventas.service.js';
import { zonaDeLaEmpresa } from '../modules/empresa/empresa.repo.js';

const DIAS = 14;

/** A small seeded generator: the same demo shop on every fresh database. */
function generador(semilla: number) {
    let a = semilla >>> 0;
    const next = () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const entero = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
    return { next, entero, uno: <T>(lista: readonly T[]) => lista[entero(0, lista.length - 1)] };
}

type Evento =
    | { tipo: 'venta'; fecha: string; n: number; items: Pedido[]; clienteId: number | null; pago: 'efectivo' | 'tarjeta' | 'mixto' }
    | { tipo: 'devolucion'; fecha: string; n: number; fraccion: number };

/**
 * Two weeks of sales in the shop's own hours (09:00–20:00 in its time zone, up to now): several a
 * day, walk-ins and customers, cash with change, cards, split payments, and a few returns a day
 * or so later. Written through the checkout and return services with a past `fecha`, so stock,
 * movements and credit notes add up exactly as for sales made at the till. Runs in `tx`.
 */
export async function seedVentasDemo(tx: Db, empresaId: number, usuarioId: number, ahora = new Date()): Promise<number> {
    const k = tx.kysely;
    const zona = await zonaDeLaEmpresa(tx, empresaId);
    const azar = generador(20240601);
    const variantes = await k.selectFrom('variantes').select(['id', 'precio_venta', 'stock']).where('empresa_id', '=', empresaId).orderBy('id').execute();
    const clientes = await k.selectFrom('clientes').select('id').where('empresa_id', '=', empresaId).where('estado', '=', 'Activo').orderBy('id').execute();
    // Units the demo may still sell of each variant: never the last few, so the shop keeps stock.
    const disponible = new Map(variantes.map((v) => [v.id, Math.max(0, v.stock - 3)]));
    const precio = new Map(variantes.map((v) => [v.id, Number(v.precio_venta)]));

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
                const cantidad = azar.entero(1, 3);
                if (items.some((x) => x.varianteId === v.id) || (disponible.get(v.id) ?? 0) < cantidad) continue;
                disponible.set(v.id, (disponible.get(v.id) ?? 0) - cantidad);
                items.push({ varianteId: v.id, cantidad });
            }
            if (items.length === 0) continue;
            const pago = azar.next() < 0.55 ? 'efectivo' : azar.next() < 0.6 ? 'tarjeta' : 'mixto';
            const clienteId = clientes.length > 0 && azar.next() < 0.4 ? azar.uno(clientes).id : null;
            const fecha = new Date(cuando.getTime()).toISOString();
            eventos.push({ tipo: 'venta', fecha, n, items, clienteId, pago });
            // About one sale in ten comes back, within a day and a half.
            const devuelta = new Date(cuando.getTime() + azar.entero(1, 36) * 3_600_000);
            if (azar.next() < 0.1 && devuelta.getTime() <= ahora.getTime()) {
                eventos.push({ tipo: 'devolucion', fecha: devuelta.toISOString(), n, fraccion: azar.next() });
            }
            n++;
        }
    }
    eventos.sort((a, b) => a.fecha.localeCompare(b.fecha));
    // The catalogue was just created with its opening stock dated now; in the story it was on the
    // shelves before the first sale, so its opening movements move back to the window's start.
    const apertura = new Date(new TZDate(hoy.getFullYear(), hoy.getMonth(), hoy.getDate() - DIAS, 8, 0, 0, zona).getTime()).toISOString();
    await k.updateTable('movimientos_stock').set({ fecha: apertura }).where('empresa_id', '=', empresaId).where('tipo', '=', MOVIMIENTO.stockInicial).execute();

    const ventas = new Map<number, { id: number; items: Pedido[] }>();
    const autor = { empresaId, usuarioId };
    for (const e of eventos) {
        if (e.tipo === 'venta') {
            const total = totalDe(e.items.map((i) => ({ cantidad: i.cantidad, precio: precio.get(i.varianteId) ?? 0 })));
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
            const venta = await registrarVenta(tx, autor, { items: e.items, pagos, clienteId: e.clienteId }, { fecha: e.fecha });
            ventas.set(e.n, { id: venta.id, items: e.items });
        } else {
            const venta = ventas.get(e.n);
            if (!venta) continue;
            const linea = venta.items[Math.floor(e.fraccion * venta.items.length)];
            await registrarDevolucion(
                tx,
                autor,
                venta.id,
                { motivo: e.fraccion < 0.5 ? 'Producto defectuoso' : null, items: [{ varianteId: linea.varianteId, cantidad: 1 }] },
                { fecha: e.fecha },
            );
        }
    }
    return ventas.size;
}
