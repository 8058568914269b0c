import type { Kysely } from 'kysely';
import { cambioDe, importeDeMilesimas, type Pago, pagado as pagadoDe, sumar } from '../../../contracts/calculo.js';
import { iepsRespuesta, type TasaIva } from '../../../contracts/impuestos.js';
import { fromCents } from '../../../contracts/money.js';
import { deMilesimas } from '../../../contracts/unidades.js';
import type { EstadoVenta, NotaCredito, VentaDetalle, VentaFila } from '../../../contracts/ventas.js';
import type { Db } from '../../db/createDb.js';
import { type ListParams, type Page, porLotes } from '../../db/repository.js';
import type { Database } from '../../db/tables.js';
import { zonaDeLaEmpresa } from '../empresa/empresa.repo.js';
import { cuentaTrasLaVenta } from '../clientes/cuentaDeLaVenta.js';
import { desde, hasta, necesitaZona } from './fechas.js';
import { comoImpuestoRespuesta, desgloseDe, impuestosDeLineas } from './impuestos.js';

/*
 * Reads of sales. Every read is a fixed number of statements whatever the page or the sale's size
 * (no query per row): the page and its count; a sale's head, lines, payments, notes and note lines.
 */

type K = Kysely<Database>;

const SORT_COLUMNS: Record<string, 'v.fecha' | 'v.id' | 'v.total'> = { fecha: 'v.fecha', id: 'v.id', total: 'v.total' };

function filtrada(k: K, empresaId: number, params: ListParams, zona: string) {
    const f = params.filtros as FiltrosVentas;
    return k
        .selectFrom('ventas as v')
        .where('v.empresa_id', '=', empresaId)
        .$if(params.ids !== undefined, (q) => q.where('v.id', 'in', params.ids?.length ? params.ids : [0]))
        .$if(f.fecha_desde !== undefined, (q) => q.where('v.fecha', '>=', desde(f.fecha_desde as string, zona)))
        .$if(f.fecha_hasta !== undefined, (q) => q.where('v.fecha', '<', hasta(f.fecha_hasta as string, zona)))
        .$if(f.estado !== undefined, (q) => q.where('v.estado', '=', f.estado as string))
        .$if(f.cliente_id !== undefined, (q) => q.where('v.cliente_id', '=', f.cliente_id as number))
        .$if(f.usuario_id !== undefined, (q) => q.where('v.usuario_id', '=', f.usuario_id as number));
}

type FiltrosVentas = { fecha_desde?: string; fecha_hasta?: string; estado?: string; cliente_id?: number; usuario_id?: number };

const DIA = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The count of a history filtered at most by state and whole local days, from the daily counts
 * (ventas_diarias: a few rows per day, however many sales); undefined for any other filter
 * (customer, seller, ids, an instant), which is counted over the sales themselves through its
 * index (empresa_id, <filtro>, …).
 */
function contarPorDias(k: K, empresaId: number, params: ListParams) {
    const f = params.filtros as FiltrosVentas;
    const dias = [f.fecha_desde, f.fecha_hasta].every((d) => d === undefined || DIA.test(d));
    if (params.ids !== undefined || f.cliente_id !== undefined || f.usuario_id !== undefined || !dias) return undefined;
    return k
        .selectFrom('ventas_diarias')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('ventas'), eb.lit(0)).as('n'))
        .where('empresa_id', '=', empresaId)
        .$if(f.estado !== undefined, (q) => q.where('estado', '=', f.estado as string))
        .$if(f.fecha_desde !== undefined, (q) => q.where('dia', '>=', f.fecha_desde as string))
        .$if(f.fecha_hasta !== undefined, (q) => q.where('dia', '<=', f.fecha_hasta as string));
}

/**
 * The sales history: one page, its rows joined with customer and seller, plus the count. The
 * page comes from an index led by empresa_id in the list's order; the count from the daily
 * counts where the filters allow (exact: every sale and state change moves them), else from
 * the rows. A first page that is not full is its own count.
 */
/** The history's rows, joined with customer and seller, in the list's order. */
function ordenadas(k: K, empresaId: number, params: ListParams, zona: string) {
    const column = SORT_COLUMNS[params.sort] ?? 'v.fecha';
    return (
        filtrada(k, empresaId, params, zona)
            .innerJoin('usuarios as u', 'u.id', 'v.usuario_id')
            .leftJoin('clientes as c', 'c.id', 'v.cliente_id')
            .select(['v.id', 'v.fecha', 'v.estado', 'v.total', 'v.cliente_id', 'c.nombre_completo', 'u.usuario'])
            .orderBy(column, params.order === 'DESC' ? 'desc' : 'asc')
            // Ties in the list's direction, so pages never overlap.
            .$if(column !== 'v.id', (q) => q.orderBy('v.id', params.order === 'DESC' ? 'desc' : 'asc'))
    );
}

type FilaLeida = Awaited<ReturnType<ReturnType<typeof ordenadas>['execute']>>[number];

const comoFila = (r: FilaLeida): VentaFila => ({
    id: r.id,
    fecha: r.fecha,
    estado: r.estado as EstadoVenta,
    total: fromCents(Number(r.total)),
    cliente: r.cliente_id !== null && r.nombre_completo !== null ? { id: r.cliente_id, nombre_completo: r.nombre_completo } : null,
    usuario: r.usuario,
});

export async function listVentas(db: Db, empresaId: number, params: ListParams): Promise<Page<VentaFila>> {
    const k = db.kysely;
    const fechas = [params.filtros.fecha_desde, params.filtros.fecha_hasta].filter((v): v is string => typeof v === 'string');
    const zona = fechas.some(necesitaZona) ? await zonaDeLaEmpresa(db, empresaId) : 'UTC';
    const [rows, count] = await Promise.all([
        ordenadas(k, empresaId, params, zona).limit(params.limit).offset(params.skip).execute(),
        (contarPorDias(k, empresaId, params) ?? filtrada(k, empresaId, params, zona).select((eb) => eb.fn.countAll<number>().as('n'))).executeTakeFirstOrThrow(),
    ]);
    return {
        total: params.skip === 0 && rows.length < params.limit ? rows.length : Number(count.n),
        rows: rows.map(comoFila),
    };
}

/**
 * Every sale the history's filters select, in its order, streamed (ventas.csv); `zona`, the
 * company's (the caller reads it for the file's dates too), places the filters' days.
 */
export async function* exportarVentas(db: Db, empresaId: number, params: ListParams, zona: string): AsyncGenerator<VentaFila> {
    const column = SORT_COLUMNS[params.sort] ?? 'v.fecha';
    const antes = params.order === 'DESC' ? '<' : '>';
    // Keyset paging on SQLite (porLotes): the rows after the last one read, in the list's order.
    const despues = (ultima: FilaLeida | undefined) =>
        ordenadas(db.kysely, empresaId, params, zona).$if(ultima !== undefined, (q) =>
            q.where((eb) => {
                const u = ultima as FilaLeida;
                if (column === 'v.id') return eb('v.id', antes, u.id);
                // A row value, which the (empresa_id, fecha, …) index seeks to (an OR would scan from the top).
                return eb(eb.refTuple(column, 'v.id'), antes, eb.tuple(column === 'v.fecha' ? u.fecha : u.total, u.id));
            }),
        );
    for await (const r of porLotes(db, despues, true)) yield comoFila(r);
}

/** A credit note as the server keeps it: amounts in cents, its lines by variant. */
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
    lineas: { varianteId: number; cantidad: number; precio: number; precioLista: number; descuento: number; importe: number; tasaIva: TasaIva; tasaIeps: number | null; base: number; ieps: number; iva: number; costoCompra: number }[];
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
