import type { Kysely } from 'kysely';
import { cambioDe, importeDeMilesimas, type Pago, pagado as pagadoDe, sumar } from '../../../contracts/calculo.js';
import { iepsRespuesta, type TasaIva } from '../../../contracts/impuestos.js';
import { fromCents } from '../../../contracts/money.js';
import { deMilesimas } from '../../../contracts/unidades.js';
import type { EstadoVenta, NotaCredito, VentaDetalle } from '../../../contracts/ventas.js';
import type { Db } from '../../db/createDb.js';
import type { Database } from '../../db/tables.js';
import { cuentaTrasLaVenta } from '../clientes/cuentaDeLaVenta.js';
import { comoImpuestoRespuesta, desgloseDe, impuestosDeLineas } from './impuestos.js';

/*
 * A sale's reads and writes. Every read is a fixed number of statements whatever the sale's size
 * (no query per line): its head, lines, payments, notes and note lines. The history's list and
 * export are ventas.lista.ts.
 */

type K = Kysely<Database>;

export interface NotaRegistrada {
    id: number;
    ventaId: number;
    fecha: string;
    motivo: string | null;
    totalDevuelto: number;
    /** Each line's refund and its split: base + ieps + iva = monto. */
    lineas: { varianteId: number; cantidad: number; monto: number; base: number; ieps: number; iva: number; sku: string; nombre: string }[];
}

/** A credit note as the API answers it (the return's answer, a sale's detail): the spec's `producto_id` names the variant. */
export const comoNotaCredito = (n: NotaRegistrada): NotaCredito => ({
    id: n.id,
    venta_id: n.ventaId,
    fecha: n.fecha,
    motivo: n.motivo,
    total_devuelto: fromCents(n.totalDevuelto),
    detalles: n.lineas.map((l) => ({
        producto_id: l.varianteId,
        cantidad: deMilesimas(l.cantidad),
        monto_devuelto: fromCents(l.monto),
        base: fromCents(l.base),
        iva: fromCents(l.iva),
        ieps: fromCents(l.ieps),
        sku: l.sku,
        nombre: l.nombre,
    })),
});

/** Credit notes of one sale with their lines: two statements for any number of notes. */
async function notasDeVenta(k: K, empresaId: number, ventaId: number): Promise<NotaRegistrada[]> {
    const notas = await k
        .selectFrom('notas_credito')
        .select(['id', 'venta_id', 'fecha', 'motivo', 'total_devuelto'])
        .where('empresa_id', '=', empresaId)
        .where('venta_id', '=', ventaId)
        .orderBy('id')
        .execute();
    if (notas.length === 0) return [];
    const lineas = await k
        .selectFrom('nota_credito_detalles as nd')
        .innerJoin('variantes as va', 'va.id', 'nd.variante_id')
        .innerJoin('plantillas as p', 'p.id', 'va.plantilla_id')
        .select(['nd.nota_credito_id', 'nd.variante_id', 'nd.cantidad', 'nd.monto_devuelto', 'nd.base', 'nd.ieps', 'nd.iva', 'va.sku', 'p.nombre'])
        .where('nd.empresa_id', '=', empresaId)
        .where(
            'nd.nota_credito_id',
            'in',
            notas.map((n) => n.id),
        )
        .orderBy('nd.id')
        .execute();
    return notas.map((n) => ({
        id: n.id,
        ventaId: n.venta_id,
        fecha: n.fecha,
        motivo: n.motivo,
        totalDevuelto: Number(n.total_devuelto),
        lineas: lineas
            .filter((l) => l.nota_credito_id === n.id)
            .map((l) => ({ varianteId: l.variante_id, cantidad: Number(l.cantidad), monto: Number(l.monto_devuelto), ...desgloseDe(l), sku: l.sku, nombre: l.nombre })),
    }));
}

/** One sale with its lines, payments, credit notes and what it left on its customer's account; undefined when not the caller's company's. */
export async function getVenta(db: Db, empresaId: number, id: number): Promise<VentaDetalle | undefined> {
    const k = db.kysely;
    const [venta, detalles, pagos, notas, cuenta] = await Promise.all([
        k
            .selectFrom('ventas as v')
            .innerJoin('usuarios as u', 'u.id', 'v.usuario_id')
            .leftJoin('clientes as c', 'c.id', 'v.cliente_id')
            .select(['v.id', 'v.fecha', 'v.estado', 'v.total', 'v.descuento', 'v.cliente_id', 'c.nombre_completo', 'u.usuario', 'u.nombre', 'u.apellido'])
            .where('v.empresa_id', '=', empresaId)
            .where('v.id', '=', id)
            .executeTakeFirst(),
        k
            .selectFrom('venta_detalles as d')
            .innerJoin('variantes as va', 'va.id', 'd.variante_id')
            .innerJoin('plantillas as p', 'p.id', 'va.plantilla_id')
            .select([
                'd.id',
                'd.cantidad',
                'd.precio_unitario',
                'd.precio_lista',
                'd.descuento',
                'd.subtotal',
                'd.tasa_iva',
                'd.tasa_ieps',
                'd.base',
                'd.ieps',
                'd.iva',
                'va.id as variante_id',
                'va.sku',
                'p.id as plantilla_id',
                'p.nombre',
                'p.unidad',
            ])
            .where('d.empresa_id', '=', empresaId)
            .where('d.venta_id', '=', id)
            .orderBy('d.id')
            .execute(),
        k
            .selectFrom('venta_pagos')
            .select(['id', 'metodo_pago', 'monto'])
            .where('empresa_id', '=', empresaId)
            .where('venta_id', '=', id)
            .orderBy('id')
            .execute(),
        notasDeVenta(k, empresaId, id),
        cuentaTrasLaVenta(k, empresaId, id),
    ]);
    if (!venta) return undefined;
    const total = Number(venta.total);
    const pagados = pagos.map((p): Pago => ({ metodo: p.metodo_pago, monto: Number(p.monto) }));
    const pagado = pagadoDe(pagados);
    return {
        id: venta.id,
        fecha: venta.fecha,
        estado: venta.estado as EstadoVenta,
        total: fromCents(total),
        pagado: fromCents(pagado),
        cambio: fromCents(cambioDe(total, pagados) ?? 0),
        cliente: venta.cliente_id !== null && venta.nombre_completo !== null ? { id: venta.cliente_id, nombre_completo: venta.nombre_completo } : null,
        usuario: venta.usuario,
        vendedor: [venta.nombre, venta.apellido].map((p) => p.trim()).filter(Boolean).join(' ') || venta.usuario,
        detalles: detalles.map((d) => ({
            id: d.id,
            cantidad: deMilesimas(Number(d.cantidad)),
            precio_unitario: fromCents(Number(d.precio_unitario)),
            precio_lista: fromCents(Number(d.precio_lista)),
            mayoreo: Number(d.precio_unitario) < Number(d.precio_lista),
            subtotal: fromCents(Number(d.subtotal)),
            descuento: fromCents(Number(d.descuento)),
            base: fromCents(Number(d.base)),
            iva: fromCents(Number(d.iva)),
            ieps: fromCents(Number(d.ieps)),
            tasa_iva: d.tasa_iva,
            tasa_ieps: iepsRespuesta(d.tasa_ieps === null ? null : Number(d.tasa_ieps)),
            producto: { id: d.variante_id, sku: d.sku, plantilla: { id: d.plantilla_id, nombre: d.nombre } },
            unidad: d.unidad,
        })),
        descuento: fromCents(Number(venta.descuento)),
        // List prices × quantities less what the lines charged: tiers and discounts both.
        ahorro: fromCents(sumar(detalles.map((d) => importeDeMilesimas({ cantidad: Number(d.cantidad), precio: Number(d.precio_lista) }) - Number(d.subtotal)))),
        impuestos: impuestosDeLineas(detalles).map(comoImpuestoRespuesta),
        pagos: pagos.map((p) => ({ id: p.id, metodo_pago: p.metodo_pago, monto: fromCents(Number(p.monto)) })),
        notas_credito: notas.map(comoNotaCredito),
        cuenta,
    };
}

/**
 * A recorded sale as an idempotent retry needs it: its checkout answer (total, and what was paid,
 * for the change) and what it sold, variant by variant, to whom (what the retry must repeat).
 */
export async function ventaRegistrada(
    db: Db,
    empresaId: number,
    id: number,
): Promise<{
    id: number;
    total: number;
    pagos: Pago[];
    clienteId: number | null;
    unidades: Map<number, number>;
    /** Its lines in the order written: unit price charged (the tier's) and what each gave away, in cents. */
    lineas: { varianteId: number; cantidad: number; precio: number; descuento: number }[];
}> {
    const k = db.kysely;
    const [filas, pagos] = await Promise.all([
        k
            .selectFrom('ventas as v')
            .leftJoin('venta_detalles as d', (j) => j.onRef('d.venta_id', '=', 'v.id').onRef('d.empresa_id', '=', 'v.empresa_id'))
            .select(['v.id', 'v.total', 'v.cliente_id', 'd.variante_id', 'd.cantidad', 'd.precio_unitario', 'd.descuento'])
            .where('v.empresa_id', '=', empresaId)
            .where('v.id', '=', id)
            .orderBy('d.id')
            .execute(),
        k.selectFrom('venta_pagos').select(['metodo_pago', 'monto']).where('empresa_id', '=', empresaId).where('venta_id', '=', id).execute(),
    ]);
    if (filas.length === 0) throw new Error(`Venta #${id} no encontrada.`);
    const unidades = new Map<number, number>();
    for (const f of filas) if (f.variante_id !== null) unidades.set(f.variante_id, (unidades.get(f.variante_id) ?? 0) + Number(f.cantidad));
    const [v] = filas;
    const lineas = filas.flatMap((f) =>
        f.variante_id === null ? [] : [{ varianteId: f.variante_id, cantidad: Number(f.cantidad), precio: Number(f.precio_unitario), descuento: Number(f.descuento) }],
    );
    return { id: v.id, total: Number(v.total), pagos: pagos.map((p) => ({ metodo: p.metodo_pago, monto: Number(p.monto) })), clienteId: v.cliente_id, unidades, lineas };
}

export async function ventaPorClave(db: Db, empresaId: number, clave: string): Promise<number | undefined> {
    const v = await db.kysely.selectFrom('ventas').select('id').where('empresa_id', '=', empresaId).where('idempotency_key', '=', clave).executeTakeFirst();
    return v?.id;
}

export interface NuevaVenta {
    empresaId: number;
    usuarioId: number;
    clienteId: number | null;
    /** The seller's open cash session, if any. */
    sesionCajaId: number | null;
    fecha: string;
    estado: EstadoVenta;
    total: number;
    /** Σ of the lines' discounts, in cents. */
    descuento: number;
    idempotencyKey: string | null;
    /**
     * Priced lines: unit price (a wholesale tier's or the list price), the list price, what the
     * line gave away (`descuento`) and the amount it charged (`importe`, cantidad × precio −
     * descuento) in cents, the rates sold at and the amount's split (contracts/calculo.ts desglosar).
     */
    lineas: { varianteId: number; cantidad: number; precio: number; precioLista: number; descuento: number; importe: number; tasaIva: TasaIva; tasaIeps: number | null; base: number; ieps: number; iva: number; costoCompra: number; categoriaId: number | null }[];
    pagos: Pago[];
}

/**
 * Writes a sale with its lines and payments, claiming its Idempotency-Key: the id, or undefined
 * when a sale with that key already exists (`ON CONFLICT DO NOTHING`, which on PostgreSQL first
 * waits for a concurrent holder of the key to commit or roll back, and aborts nothing).
 */
export async function insertarVenta(tx: Db, v: NuevaVenta): Promise<number | undefined> {
    const k = tx.kysely;
    const venta = await k
        .insertInto('ventas')
        .values({
            empresa_id: v.empresaId,
            cliente_id: v.clienteId,
            usuario_id: v.usuarioId,
            sesion_caja_id: v.sesionCajaId,
            fecha: v.fecha,
            estado: v.estado,
            total: v.total,
            descuento: v.descuento,
            idempotency_key: v.idempotencyKey,
        })
        .onConflict((oc) => oc.columns(['empresa_id', 'idempotency_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
    if (!venta) return undefined;
    await k
        .insertInto('venta_detalles')
        .values(
            v.lineas.map((l) => ({
                empresa_id: v.empresaId,
                venta_id: venta.id,
                variante_id: l.varianteId,
                cantidad: l.cantidad,
                precio_unitario: l.precio,
                precio_lista: l.precioLista,
                descuento: l.descuento,
                subtotal: l.importe,
                tasa_iva: l.tasaIva,
                tasa_ieps: l.tasaIeps,
                base: l.base,
                ieps: l.ieps,
                iva: l.iva,
                // Cost per unit when sold (issue 35): the sales report's margins.
                costo_compra: l.costoCompra,
                categoria_id: l.categoriaId,
            })),
        )
        .execute();
    await k
        .insertInto('venta_pagos')
        .values(v.pagos.map((p) => ({ empresa_id: v.empresaId, venta_id: venta.id, sesion_caja_id: v.sesionCajaId, metodo_pago: p.metodo, monto: p.monto })))
        .execute();
    return venta.id;
}

/**
 * Σ of a sale's payments, in one method or in all, as a subquery for a workflow's read: the cash
 * a sale left in the drawer is Σcash − Σpaid + total (change is given in cash only), which a
 * return refunds first and a void gives back.
 */
export function pagosDeLaVenta(tx: Db, empresaId: number, ventaId: number, metodo?: string) {
    return tx.kysely
        .selectFrom('venta_pagos')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('monto'), e.lit(0)).as('t'))
        .where('empresa_id', '=', empresaId)
        .where('venta_id', '=', ventaId)
        .$if(metodo !== undefined, (q) => q.where('metodo_pago', '=', metodo as string));
}
