import type { Insertable, Kysely } from 'kysely';
import type { Db } from '../server/db/createDb.js';
import { desglosar, importeDeMilesimas, impuestosDe, NADA_DEVUELTO, parteDevuelta } from '../contracts/calculo.js';
import { MILESIMAS } from '../contracts/unidades.js';
import type { Database } from '../server/db/tables.js';
import { contar, type Documento } from '../server/modules/contadores/contadores.js';
import { costoDe, costoDevuelto, pagosNetos, reembolsosDe } from '../server/modules/contadores/pagos.js';
import { tasasDe } from '../server/modules/ventas/impuestos.js';

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
 * posts to the ledger, every line stores its split at its product's taxes (a return, its share of
 * it), and every document is counted in the daily counters by the one module that
 * keeps them (server/modules/contadores), handed all of them at once.
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
    const variantes = (
        await db.kysely
            .selectFrom('variantes as v')
            .innerJoin('plantillas as p', 'p.id', 'v.plantilla_id')
            .select(['v.id', 'v.plantilla_id', 'v.precio_venta', 'v.costo_compra', 'p.iva', 'p.ieps', 'p.categoria_id'])
            .where('v.empresa_id', '=', empresaId)
            .orderBy('v.id')
            .execute()
    ).map((v) => ({ ...v, tasas: tasasDe(v.iva, v.ieps) }));
    // What the daily counters count, as the workflows hand it to them (each sale in its final
    // state, each credit note's units, each ledger movement), counted with each transaction.
    const documentos: Documento[] = [];
    const asiento = (m: Insertable<Database['movimientos_contables']>) => {
        documentos.push({ documento: 'movimiento_contable', fecha: m.fecha as string, tipo: m.tipo, categoria: m.categoria ?? null, monto: Number(m.monto) });
        return m;
    };
    const historia: Historia = { ventas: 0, notas: 0, compras: 0, manuales: 0 };

    for (let inicio = 0; inicio < o.ventas; inicio += VENTAS_POR_TRANSACCION) {
        const fin = Math.min(o.ventas, inicio + VENTAS_POR_TRANSACCION);
        await db.transaction(async (tx) => {
            const trx = tx.kysely;
            const planes = [];
            for (let i = inicio; i < fin; i++) {
                const fecha = new Date(desde + (i + rand()) * paso).toISOString();
                const lineas = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => {
                    const v = variantes[Math.floor(rand() * rand() * variantes.length)];
                    // 1 to 3 pieces, in thousandths as every quantity is stored (migration 0027_milesimas).
                    const cantidad = (1 + Math.floor(rand() * 3)) * MILESIMAS;
                    const importe = importeDeMilesimas({ cantidad, precio: Number(v.precio_venta) });
                    return { v, cantidad, importe, tasas: v.tasas, ...desglosar(importe, v.tasas) };
                });
                const total = lineas.reduce((t, l) => t + l.importe, 0);
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
            const notas: {
                ventaId: number;
                fecha: string;
                total: number;
                costo: number;
                varianteId: number;
                plantillaId: number;
                categoriaId: number | null;
                cantidad: number;
                fechaVenta: string;
                split: { base: number; ieps: number; iva: number };
                impuestos: ReturnType<typeof impuestosDe>;
            }[] = [];
            planes.forEach((p, i) => {
                const ventaId = ids[i];
                const estado = p.devuelta ? 'Con Devolución' : 'Completada';
                for (const l of p.lineas) {
                    const precio = Number(l.v.precio_venta);
                    detalles.push({
                        empresa_id: empresaId,
                        venta_id: ventaId,
                        variante_id: l.v.id,
                        cantidad: l.cantidad,
                        precio_unitario: precio,
                        // At the list price, as the checkout writes a line without a wholesale tier (migration 0024).
                        precio_lista: precio,
                        subtotal: l.importe,
                        tasa_iva: l.v.iva,
                        tasa_ieps: l.tasas.ieps,
                        base: l.base,
                        ieps: l.ieps,
                        iva: l.iva,
                        costo_compra: Number(l.v.costo_compra ?? 0),
                        categoria_id: l.v.categoria_id,
                    });
                }
                documentos.push({
                    documento: 'venta',
                    fecha: p.fecha,
                    estado,
                    total: p.total,
                    usuarioId,
                    lineas: p.lineas.map((l) => ({ plantillaId: l.v.plantilla_id, categoriaId: l.v.categoria_id, cantidad: l.cantidad, importe: l.importe, costo: costoDe(Number(l.v.costo_compra ?? 0), l.cantidad) })),
                    pagos: pagosNetos(p.total, [{ metodo: 'Efectivo', monto: Math.max(1, p.total) }]),
                    impuestos: impuestosDe(p.lineas),
                });
                pagos.push({ empresa_id: empresaId, venta_id: ventaId, metodo_pago: 'Efectivo', monto: Math.max(1, p.total) });
                asientos.push(
                    asiento({ empresa_id: empresaId, tipo: 'ingreso', concepto: `Venta #${ventaId}`, monto: p.total, categoria: 'Ventas', descripcion: null, fecha: p.fecha, usuario_id: usuarioId, venta_id: ventaId }),
                );
                if (p.devuelta) {
                    const l = p.lineas[0];
                    const fecha = new Date(Math.min(hasta, Date.parse(p.fecha) + DIA_MS)).toISOString();
                    // One unit of the first line: its share of the line's split, as a return gives it.
                    const { monto, ...split } = parteDevuelta(l, NADA_DEVUELTO, MILESIMAS);
                    const costo = costoDevuelto({ costo: costoDe(Number(l.v.costo_compra ?? 0), l.cantidad), vendida: l.cantidad }, { devuelta: 0, costo: 0 }, MILESIMAS);
                    notas.push({ ventaId, fecha, total: monto, costo, varianteId: l.v.id, plantillaId: l.v.plantilla_id, categoriaId: l.v.categoria_id, cantidad: MILESIMAS, fechaVenta: p.fecha, split, impuestos: impuestosDe([{ ...split, tasas: l.tasas }]) });
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
                    notas.map((n, i) => ({ empresa_id: empresaId, nota_credito_id: notaIds[i], variante_id: n.varianteId, cantidad: n.cantidad, monto_devuelto: n.total, costo: n.costo, ...n.split })),
                );
                await insertar(
                    trx,
                    'movimientos_contables',
                    notas.map((n, i) => {
                        documentos.push({
                            documento: 'nota_credito',
                            fecha: n.fecha,
                            fechaDeLaVenta: n.fechaVenta,
                            usuarioId,
                            lineas: [{ plantillaId: n.plantillaId, categoriaId: n.categoriaId, cantidad: n.cantidad, importe: n.total, costo: n.costo }],
                            reembolsos: reembolsosDe(n.total, 0, null),
                            impuestos: n.impuestos,
                        });
                        return asiento({ empresa_id: empresaId, tipo: 'egreso', concepto: `Nota de crédito #${notaIds[i]}`, monto: n.total, categoria: 'Devoluciones', descripcion: null, fecha: n.fecha, usuario_id: usuarioId, nota_credito_id: notaIds[i] });
                    }),
                );
                historia.notas += notas.length;
            }
            contar(tx, empresaId, zona, documentos.splice(0));
        });
    }

    // Received orders every 3 days and two manual movements a week, over the same years.
    await db.transaction(async (tx) => {
        const trx = tx.kysely;
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
                lote.map((c, j) =>
                    asiento({ empresa_id: empresaId, tipo: 'egreso', concepto: `Orden de compra #${ids[j].id}`, monto: c.total, categoria: 'Compras', descripcion: null, fecha: c.fecha, usuario_id: usuarioId, compra_id: ids[j].id }),
                ),
            );
        }
        historia.compras = compras.length;
        const manuales = [];
        for (let t = desde + DIA_MS / 2; t < hasta; t += 3.5 * DIA_MS) {
            const egreso = rand() < 0.7;
            const categoria = egreso ? (rand() < 0.5 ? 'Servicios' : 'Renta') : 'Capital';
            const monto = 10_000 + Math.floor(rand() * 200_000);
            const fecha = new Date(t).toISOString();
            manuales.push(asiento({ empresa_id: empresaId, tipo: egreso ? 'egreso' : 'ingreso', concepto: egreso ? 'Pago' : 'Aporte', monto, categoria, descripcion: null, fecha, usuario_id: usuarioId }));
        }
        await insertar(trx, 'movimientos_contables', manuales);
        historia.manuales = manuales.length;
        contar(tx, empresaId, zona, documentos.splice(0));
    });
    return historia;
}
