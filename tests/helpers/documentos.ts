import { desglosar } from '../../contracts/calculo.js';
import type { OrigenDeDocumento } from '../../contracts/contabilidad.js';
import { MILESIMAS } from '../../contracts/unidades.js';
import type { Db } from '../../server/db/createDb.js';
import { registrarAsiento } from '../../server/modules/contabilidad/contabilidad.service.js';
import { contar, type Documento } from '../../server/modules/contadores/contadores.js';
import { costoDe, pagosNetos, reembolsosDe } from '../../server/modules/contadores/pagos.js';
import { zonaDeLaEmpresa } from '../../server/modules/empresa/empresa.repo.js';
import { impuestosDeLineas, tasasDe } from '../../server/modules/ventas/impuestos.js';
import type { Sesion } from './catalogo.js';
import type { TestServer } from './testServer.js';

/**
 * Sales, credit notes and received orders written straight into the tables at a chosen instant
 * (the workflows stamp "now"), counted and posted the way the workflows do: `contar` with the
 * document written and `registrarAsiento`, inside the document's transaction.
 */
type Quien = Pick<Sesion, 'empresaId' | 'usuarioId'>;
export interface Linea {
    varianteId: number;
    /** Whole units (stored in thousandths, as the workflows store them). */
    cantidad: number;
    /** Unit price in cents. */
    precio: number;
}

export async function ventaEn(server: TestServer, s: Quien, o: { fecha: string; lineas: Linea[]; estado?: string; postear?: boolean }) {
    return server.db.transaction(async (tx) => {
        const total = o.lineas.reduce((t, l) => t + l.cantidad * l.precio, 0);
        const { id } = await tx.kysely
            .insertInto('ventas')
            .values({ empresa_id: s.empresaId, usuario_id: s.usuarioId, fecha: o.fecha, estado: o.estado ?? 'Completada', total })
            .returning('id')
            .executeTakeFirstOrThrow();
        await insertarLineas(tx, s.empresaId, id, o.lineas);
        await tx.kysely.insertInto('venta_pagos').values({ empresa_id: s.empresaId, venta_id: id, metodo_pago: 'Efectivo', monto: Math.max(total, 1) }).execute();
        await contarVenta(tx, s.empresaId, id);
        if (o.postear !== false) await registrarAsiento(tx, s.empresaId, s.usuarioId, { origen: { tipo: 'venta', id } });
        return { id, total };
    });
}

export async function devolucionEn(server: TestServer, s: Quien, ventaId: number, o: { fecha: string; lineas: Linea[] }) {
    return server.db.transaction(async (tx) => {
        const total = o.lineas.reduce((t, l) => t + l.cantidad * l.precio, 0);
        const { id } = await tx.kysely
            .insertInto('notas_credito')
            .values({ empresa_id: s.empresaId, venta_id: ventaId, usuario_id: s.usuarioId, fecha: o.fecha, motivo: null, total_devuelto: total })
            .returning('id')
            .executeTakeFirstOrThrow();
        // Each refund split at the rates its variant was sold at in this sale (16 % if it was not sold in it).
        const vendidas = await lineasDeVenta(tx, ventaId);
        const tasas = new Map(vendidas.map((d) => [d.variante_id, tasasDe(d.tasa_iva, d.tasa_ieps)]));
        const costos = new Map(vendidas.map((d) => [d.variante_id, Number(d.costo_compra)]));
        await tx.kysely
            .insertInto('nota_credito_detalles')
            .values(
                o.lineas.map((l) => ({
                    empresa_id: s.empresaId,
                    nota_credito_id: id,
                    variante_id: l.varianteId,
                    cantidad: l.cantidad * MILESIMAS,
                    monto_devuelto: l.cantidad * l.precio,
                    costo: costoDe(costos.get(l.varianteId) ?? 0, l.cantidad * MILESIMAS),
                    ...desglosar(l.cantidad * l.precio, tasas.get(l.varianteId) ?? tasasDe('16', null)),
                })),
            )
            .execute();
        // As registrarDevolucion does: the units leave the sale's day, and the first return moves the sale to its new state.
        const venta = await tx.kysely.selectFrom('ventas').select(['estado', 'fecha', 'total', 'usuario_id']).where('id', '=', ventaId).executeTakeFirstOrThrow();
        const otro = await tx.kysely.selectFrom('venta_pagos').select('metodo_pago').where('venta_id', '=', ventaId).where('metodo_pago', '<>', 'Efectivo').orderBy('monto', 'desc').orderBy('id').executeTakeFirst();
        const documentos: Documento[] = [
            {
                documento: 'nota_credito',
                fecha: o.fecha,
                fechaDeLaVenta: venta.fecha,
                usuarioId: venta.usuario_id,
                lineas: await lineasContadas(tx, 'nota_credito', id),
                reembolsos: reembolsosDe(total, 0, otro?.metodo_pago ?? null),
                impuestos: await impuestosDeNota(tx, id),
            },
        ];
        if (venta.estado !== 'Con Devolución') {
            await tx.kysely.updateTable('ventas').set({ estado: 'Con Devolución' }).where('id', '=', ventaId).execute();
            documentos.push({ documento: 'estado_de_venta', fecha: venta.fecha, total: Number(venta.total), de: venta.estado, a: 'Con Devolución' });
        }
        contar(tx, s.empresaId, await zonaDeLaEmpresa(tx, s.empresaId), documentos);
        await registrarAsiento(tx, s.empresaId, s.usuarioId, { origen: { tipo: 'nota_credito', id } });
        return { id, total };
    });
}

export async function compraRecibidaEn(server: TestServer, s: Quien, proveedorId: number, o: { fecha: string; total: number }) {
    return server.db.transaction(async (tx) => {
        const { id } = await tx.kysely
            .insertInto('compras')
            .values({
                empresa_id: s.empresaId,
                proveedor_id: proveedorId,
                usuario_id: s.usuarioId,
                fecha_emision: o.fecha,
                fecha_recepcion: o.fecha,
                estado: 'Recibida',
                total: o.total,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
        await registrarAsiento(tx, s.empresaId, s.usuarioId, { origen: { tipo: 'compra', id } });
        return { id, total: o.total };
    });
}

/** Posts a document again (or another company's): what the unique link and tenancy must refuse. */
export function postear(server: TestServer, s: Quien, origen: OrigenDeDocumento) {
    return server.db.transaction((tx) => registrarAsiento(tx, s.empresaId, s.usuarioId, { origen }));
}

/** A sale's or a credit note's lines as the daily counters count them: units, amount and cost. */
async function lineasContadas(tx: Db, documento: 'venta' | 'nota_credito', id: number) {
    if (documento === 'venta') {
        const filas = await tx.kysely
            .selectFrom('venta_detalles as d')
            .innerJoin('variantes as v', 'v.id', 'd.variante_id')
            .select(['v.plantilla_id', 'd.categoria_id', 'd.cantidad', 'd.subtotal', 'd.costo_compra'])
            .where('d.venta_id', '=', id)
            .execute();
        return filas.map((f) => ({ plantillaId: f.plantilla_id, categoriaId: f.categoria_id, cantidad: Number(f.cantidad), importe: Number(f.subtotal), costo: costoDe(Number(f.costo_compra), Number(f.cantidad)) }));
    }
    const filas = await tx.kysely
        .selectFrom('nota_credito_detalles as d')
        .innerJoin('variantes as v', 'v.id', 'd.variante_id')
        .innerJoin('notas_credito as n', 'n.id', 'd.nota_credito_id')
        .select(['v.plantilla_id', 'd.cantidad', 'd.monto_devuelto', 'd.costo'])
        // The category its sale line was sold under (the first line of the variant, as returns read it).
        .select((eb) =>
            eb.selectFrom('venta_detalles as vd').select('vd.categoria_id').whereRef('vd.venta_id', '=', 'n.venta_id').whereRef('vd.variante_id', '=', 'd.variante_id').orderBy('vd.id').limit(1).as('categoria_id'),
        )
        .where('d.nota_credito_id', '=', id)
        .execute();
    return filas.map((f) => ({ plantillaId: f.plantilla_id, categoriaId: f.categoria_id ?? null, cantidad: Number(f.cantidad), importe: Number(f.monto_devuelto), costo: Number(f.costo) }));
}

/**
 * Writes a sale's lines as checkout does: each at its product's taxes now, its amount split
 * (contracts/calculo.ts desglosar).
 */
export async function insertarLineas(tx: Db, empresaId: number, ventaId: number, lineas: readonly Linea[]): Promise<void> {
    if (lineas.length === 0) return;
    const productos = await tx.kysely
        .selectFrom('variantes as v')
        .innerJoin('plantillas as p', 'p.id', 'v.plantilla_id')
        .select(['v.id', 'p.iva', 'p.ieps', 'v.costo_compra', 'p.categoria_id'])
        .where(
            'v.id',
            'in',
            lineas.map((l) => l.varianteId),
        )
        .execute();
    const impuestos = new Map(productos.map((p) => [p.id, p]));
    await tx.kysely
        .insertInto('venta_detalles')
        .values(
            lineas.map((l) => {
                const p = impuestos.get(l.varianteId);
                const tasaIva = p?.iva ?? '16';
                const tasaIeps = p?.ieps == null ? null : Number(p.ieps);
                const subtotal = l.cantidad * l.precio;
                return {
                    empresa_id: empresaId,
                    venta_id: ventaId,
                    variante_id: l.varianteId,
                    cantidad: l.cantidad * MILESIMAS,
                    precio_unitario: l.precio,
                    subtotal,
                    tasa_iva: tasaIva,
                    tasa_ieps: tasaIeps,
                    // The variant's cost now, as checkout records it.
                    costo_compra: Number(p?.costo_compra ?? 0),
                    categoria_id: p?.categoria_id ?? null,
                    ...desglosar(subtotal, tasasDe(tasaIva, tasaIeps)),
                };
            }),
        )
        .execute();
}

function lineasDeVenta(tx: Db, ventaId: number) {
    return tx.kysely
        .selectFrom('venta_detalles')
        .select(['variante_id', 'tasa_iva', 'tasa_ieps', 'base', 'ieps', 'iva', 'costo_compra'])
        .where('venta_id', '=', ventaId)
        .orderBy('id')
        .execute();
}

/** A credit note's taxes as returns count them: its lines' splits at the rates of the sale's line of the same variant (its first). */
async function impuestosDeNota(tx: Db, notaId: number) {
    const nota = await tx.kysely.selectFrom('notas_credito').select('venta_id').where('id', '=', notaId).executeTakeFirstOrThrow();
    const vendidas = new Map<number, Awaited<ReturnType<typeof lineasDeVenta>>[number]>();
    for (const d of await lineasDeVenta(tx, nota.venta_id)) if (!vendidas.has(d.variante_id)) vendidas.set(d.variante_id, d);
    const devueltas = await tx.kysely.selectFrom('nota_credito_detalles').select(['variante_id', 'base', 'ieps', 'iva']).where('nota_credito_id', '=', notaId).execute();
    return impuestosDeLineas(
        devueltas.map((d) => {
            const vendida = vendidas.get(d.variante_id);
            return { ...d, tasa_iva: vendida?.tasa_iva ?? '16', tasa_ieps: vendida?.tasa_ieps ?? null };
        }),
    );
}

/** A sale as stored, as the daily counters see it. */
async function comoVenta(tx: Db, id: number): Promise<Documento> {
    const venta = await tx.kysely.selectFrom('ventas').select(['fecha', 'estado', 'total', 'usuario_id']).where('id', '=', id).executeTakeFirstOrThrow();
    const pagos = await tx.kysely.selectFrom('venta_pagos').select(['metodo_pago', 'monto']).where('venta_id', '=', id).execute();
    return {
        documento: 'venta',
        fecha: venta.fecha,
        estado: venta.estado,
        total: Number(venta.total),
        usuarioId: venta.usuario_id,
        lineas: await lineasContadas(tx, 'venta', id),
        pagos: pagosNetos(Number(venta.total), pagos.map((p) => ({ metodo: p.metodo_pago, monto: Number(p.monto) }))),
        impuestos: impuestosDeLineas(await lineasDeVenta(tx, id)),
    };
}

/** Counts a sale just written around the checkout (a fixture) as checkout counts it. */
export async function contarVenta(tx: Db, empresaId: number, id: number) {
    contar(tx, empresaId, await zonaDeLaEmpresa(tx, empresaId), [await comoVenta(tx, id)]);
}

/** Rewrites a sale's instant or state as no workflow does (a test's fixture), moving its daily counts with it. */
export function reescribirVenta(server: TestServer, s: Quien, id: number, valores: { fecha?: string; estado?: string }) {
    return server.db.transaction(async (tx) => {
        const antes = await comoVenta(tx, id);
        await tx.kysely.updateTable('ventas').set(valores).where('empresa_id', '=', s.empresaId).where('id', '=', id).execute();
        contar(tx, s.empresaId, await zonaDeLaEmpresa(tx, s.empresaId), [await comoVenta(tx, id)], [antes]);
    });
}
