import type { Insertable, Kysely } from 'kysely';
import type { Db } from '../server/db/createDb.js';
import type { Database } from '../server/db/tables.js';
import { diaLocal } from '../server/domain/calendario.js';

/** Deterministic pseudo-random numbers, so every run measures the same history. */
function rng(seed: number) {
    let s = seed;
    return () => {
        s = (s * 1103515245 + 12345) & 0x7fffffff;
        return s / 0x7fffffff;
    };
}

const DIA_MS = 86_400_000;
const LOTE = 1000; // rows per INSERT: inside both engines' bind-parameter limits
const VENTAS_POR_TRANSACCION = 20_000;

export interface Historia {
    ventas: number;
    notas: number;
    compras: number;
    manuales: number;
}

async function insertar<T extends keyof Database>(trx: Kysely<Database>, tabla: T, filas: Insertable<Database[T]>[]): Promise<void> {
    for (let i = 0; i < filas.length; i += LOTE) {
        await trx.insertInto(tabla).values(filas.slice(i, i + LOTE) as never).execute();
    }
}

/**
 * `ventas` sales for one company spread evenly over the `anios` years up to `hasta`, written
 * straight into the tables in multi-row INSERTs inside big transactions, with what the real
 * workflows write beside them: 1–3 lines (popular products sold more: a squared draw), one
 * payment, a 2 % share of returns (credit note, line, sale 'Con Devolución'), a received
 * purchase order every 3 days and two manual movements a week; every sale, credit note and order
 * posts to the ledger, and the daily totals (contabilidad_diaria, ventas_diarias_producto) are
 * accumulated here exactly as registrarAsiento and the ledger's writes keep them, and so are
 * the sales per day and state (ventas_diarias) as the sale's posting and returns keep them.
 */
export async function generateVentas(
    db: Db,
    o: { empresaId: number; usuarioId: number; proveedorId: number; ventas: number; anios?: number; hasta?: Date; seed?: number; zona?: string },
): Promise<Historia> {
    const rand = rng(o.seed ?? 7);
    const zona = o.zona ?? 'America/Mexico_City';
    const hasta = (o.hasta ?? new Date()).getTime();
    const desde = hasta - (o.anios ?? 3) * 365 * DIA_MS;
    const paso = (hasta - desde) / o.ventas;
    const { empresaId, usuarioId } = o;
    const variantes = await db.kysely
        .selectFrom('variantes')
        .select(['id', 'plantilla_id', 'precio_venta'])
        .where('empresa_id', '=', empresaId)
        .orderBy('id')
        .execute();
    const diaria = new Map<string, { dia: string; tipo: string; categoria: string; movimientos: number; monto: number }>();
    const porProducto = new Map<string, { dia: string; plantilla_id: number; cantidad: number }>();
    const contar = (fecha: string, tipo: string, categoria: string, monto: number) => {
        const dia = diaLocal(fecha, zona);
        const clave = `${dia}|${tipo}|${categoria}`;
        const d = diaria.get(clave) ?? { dia, tipo, categoria, movimientos: 0, monto: 0 };
        d.movimientos++;
        d.monto += monto;
        diaria.set(clave, d);
    };
    const unidades = (dia: string, plantilla_id: number, cantidad: number) => {
        const clave = `${dia}|${plantilla_id}`;
        const u = porProducto.get(clave) ?? { dia, plantilla_id, cantidad: 0 };
        u.cantidad += cantidad;
        porProducto.set(clave, u);
    };
    const porEstado = new Map<string, { dia: string; estado: string; ventas: number; total: number }>();
    const historia: Historia = { ventas: 0, notas: 0, compras: 0, manuales: 0 };

    for (let inicio = 0; inicio < o.ventas; inicio += VENTAS_POR_TRANSACCION) {
        const fin = Math.min(o.ventas, inicio + VENTAS_POR_TRANSACCION);
        await db.kysely.transaction().execute(async (trx) => {
            const planes = [];
            for (let i = inicio; i < fin; i++) {
                const fecha = new Date(desde + (i + rand()) * paso).toISOString();
                const lineas = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => {
                    const v = variantes[Math.floor(rand() * rand() * variantes.length)];
                    return { v, cantidad: 1 + Math.floor(rand() * 3) };
                });
                const total = lineas.reduce((t, l) => t + l.cantidad * Number(l.v.precio_venta), 0);
                planes.push({ fecha, lineas, total, devuelta: rand() < 0.02 });
            }
            const ids: number[] = [];
            for (let i = 0; i < planes.length; i += LOTE) {
                const filas = await trx
                    .insertInto('ventas')
                    .values(
                        planes.slice(i, i + LOTE).map((p) => ({
                            empresa_id: empresaId,
                            usuario_id: usuarioId,
                            fecha: p.fecha,
                            estado: p.devuelta ? 'Con Devolución' : 'Completada',
                            total: p.total,
                        })),
                    )
                    .returning('id')
                    .execute();
                ids.push(...filas.map((f) => f.id));
            }
            const detalles: Insertable<Database['venta_detalles']>[] = [];
            const pagos: Insertable<Database['venta_pagos']>[] = [];
            const asientos: Insertable<Database['movimientos_contables']>[] = [];
            const notas: { ventaId: number; fecha: string; total: number; varianteId: number; plantillaId: number; cantidad: number; diaVenta: string }[] = [];
            planes.forEach((p, i) => {
                const ventaId = ids[i];
                const dia = diaLocal(p.fecha, zona);
                const estado = p.devuelta ? 'Con Devolución' : 'Completada';
                const cuenta = porEstado.get(`${dia}|${estado}`) ?? { dia, estado, ventas: 0, total: 0 };
                cuenta.ventas++;
                cuenta.total += p.total;
                porEstado.set(`${dia}|${estado}`, cuenta);
                for (const l of p.lineas) {
                    const precio = Number(l.v.precio_venta);
                    detalles.push({ empresa_id: empresaId, venta_id: ventaId, variante_id: l.v.id, cantidad: l.cantidad, precio_unitario: precio, subtotal: precio * l.cantidad });
                    unidades(dia, l.v.plantilla_id, l.cantidad);
                }
                pagos.push({ empresa_id: empresaId, venta_id: ventaId, metodo_pago: 'Efectivo', monto: Math.max(1, p.total) });
                asientos.push({ empresa_id: empresaId, tipo: 'ingreso', concepto: `Venta #${ventaId}`, monto: p.total, categoria: 'Ventas', descripcion: null, fecha: p.fecha, usuario_id: usuarioId, venta_id: ventaId });
                contar(p.fecha, 'ingreso', 'Ventas', p.total);
                if (p.devuelta) {
                    const l = p.lineas[0];
                    const fecha = new Date(Math.min(hasta, Date.parse(p.fecha) + DIA_MS)).toISOString();
                    notas.push({ ventaId, fecha, total: Number(l.v.precio_venta), varianteId: l.v.id, plantillaId: l.v.plantilla_id, cantidad: 1, diaVenta: dia });
                }
            });
            await insertar(trx, 'venta_detalles', detalles);
            await insertar(trx, 'venta_pagos', pagos);
            await insertar(trx, 'movimientos_contables', asientos);
            historia.ventas += planes.length;

            if (notas.length > 0) {
                const notaIds = (
                    await trx
                        .insertInto('notas_credito')
                        .values(notas.map((n) => ({ empresa_id: empresaId, venta_id: n.ventaId, usuario_id: usuarioId, fecha: n.fecha, motivo: null, total_devuelto: n.total })))
                        .returning('id')
                        .execute()
                ).map((f) => f.id);
                await insertar(
                    trx,
                    'nota_credito_detalles',
                    notas.map((n, i) => ({ empresa_id: empresaId, nota_credito_id: notaIds[i], variante_id: n.varianteId, cantidad: n.cantidad, monto_devuelto: n.total })),
                );
                await insertar(
                    trx,
                    'movimientos_contables',
                    notas.map((n, i) => {
                        contar(n.fecha, 'egreso', 'Devoluciones', n.total);
                        unidades(n.diaVenta, n.plantillaId, -n.cantidad);
                        return { empresa_id: empresaId, tipo: 'egreso', concepto: `Nota de crédito #${notaIds[i]}`, monto: n.total, categoria: 'Devoluciones', descripcion: null, fecha: n.fecha, usuario_id: usuarioId, nota_credito_id: notaIds[i] };
                    }),
                );
                historia.notas += notas.length;
            }
        });
    }

    // Received orders every 3 days and two manual movements a week, over the same years.
    await db.kysely.transaction().execute(async (trx) => {
        const compras = [];
        for (let t = desde + DIA_MS / 3; t < hasta; t += 3 * DIA_MS) compras.push({ fecha: new Date(t).toISOString(), total: 50_000 + Math.floor(rand() * 500_000) });
        for (let i = 0; i < compras.length; i += LOTE) {
            const lote = compras.slice(i, i + LOTE);
            const ids = await trx
                .insertInto('compras')
                .values(lote.map((c) => ({ empresa_id: empresaId, proveedor_id: o.proveedorId, usuario_id: usuarioId, fecha_emision: c.fecha, fecha_recepcion: c.fecha, estado: 'Recibida', total: c.total })))
                .returning('id')
                .execute();
            await insertar(
                trx,
                'movimientos_contables',
                lote.map((c, j) => {
                    contar(c.fecha, 'egreso', 'Compras', c.total);
                    return { empresa_id: empresaId, tipo: 'egreso', concepto: `Orden de compra #${ids[j].id}`, monto: c.total, categoria: 'Compras', descripcion: null, fecha: c.fecha, usuario_id: usuarioId, compra_id: ids[j].id };
                }),
            );
        }
        historia.compras = compras.length;
        const manuales = [];
        for (let t = desde + DIA_MS / 2; t < hasta; t += 3.5 * DIA_MS) {
            const egreso = rand() < 0.7;
            const categoria = egreso ? (rand() < 0.5 ? 'Servicios' : 'Renta') : 'Capital';
            const monto = 10_000 + Math.floor(rand() * 200_000);
            const fecha = new Date(t).toISOString();
            contar(fecha, egreso ? 'egreso' : 'ingreso', categoria, monto);
            manuales.push({ empresa_id: empresaId, tipo: egreso ? 'egreso' : 'ingreso', concepto: egreso ? 'Pago' : 'Aporte', monto, categoria, descripcion: null, fecha, usuario_id: usuarioId });
        }
        await insertar(trx, 'movimientos_contables', manuales);
        historia.manuales = manuales.length;
        await insertar(trx, 'contabilidad_diaria', [...diaria.values()].map((d) => ({ empresa_id: empresaId, ...d })));
        await insertar(trx, 'ventas_diarias_producto', [...porProducto.values()].map((u) => ({ empresa_id: empresaId, ...u })));
        await insertar(trx, 'ventas_diarias', [...porEstado.values()].map((c) => ({ empresa_id: empresaId, ...c })));
    });
    return historia;
}
