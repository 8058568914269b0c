import type { OrigenDeDocumento } from '../../contracts/contabilidad.js';
import type { Db } from '../../server/db/createDb.js';
import { registrarAsiento } from '../../server/modules/contabilidad/contabilidad.service.js';
import { contar, type Documento } from '../../server/modules/contadores/contadores.js';
import { zonaDeLaEmpresa } from '../../server/modules/empresa/empresa.repo.js';
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
        await tx.kysely
            .insertInto('venta_detalles')
            .values(
                o.lineas.map((l) => ({
                    empresa_id: s.empresaId,
                    venta_id: id,
                    variante_id: l.varianteId,
                    cantidad: l.cantidad,
                    precio_unitario: l.precio,
                    subtotal: l.cantidad * l.precio,
                })),
            )
            .execute();
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
        await tx.kysely
            .insertInto('nota_credito_detalles')
            .values(o.lineas.map((l) => ({ empresa_id: s.empresaId, nota_credito_id: id, variante_id: l.varianteId, cantidad: l.cantidad, monto_devuelto: l.cantidad * l.precio })))
            .execute();
        // As registrarDevolucion does: the units leave the sale's day, and the first return moves the sale to its new state.
        const venta = await tx.kysely.selectFrom('ventas').select(['estado', 'fecha', 'total']).where('id', '=', ventaId).executeTakeFirstOrThrow();
        const unidades = await unidadesDe(tx, 'nota_credito', id);
        const documentos: Documento[] = [{ documento: 'nota_credito', fechaDeLaVenta: venta.fecha, unidades }];
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

/** Units per product (plantilla) on a sale's or a credit note's lines. */
async function unidadesDe(tx: Db, documento: 'venta' | 'nota_credito', id: number) {
    const lineas =
        documento === 'venta'
            ? tx.kysely.selectFrom('venta_detalles as d').where('d.venta_id', '=', id)
            : tx.kysely.selectFrom('nota_credito_detalles as d').where('d.nota_credito_id', '=', id);
    const filas = await lineas
        .innerJoin('variantes as v', 'v.id', 'd.variante_id')
        .select((eb) => ['v.plantilla_id', eb.fn.sum<number>('d.cantidad').as('cantidad')])
        .groupBy('v.plantilla_id')
        .execute();
    return filas.map((f) => ({ plantillaId: f.plantilla_id, cantidad: Number(f.cantidad) }));
}

/** A sale as stored, as the daily counters see it. */
async function comoVenta(tx: Db, id: number): Promise<Documento> {
    const venta = await tx.kysely.selectFrom('ventas').select(['fecha', 'estado', 'total']).where('id', '=', id).executeTakeFirstOrThrow();
    return { documento: 'venta', fecha: venta.fecha, estado: venta.estado, total: Number(venta.total), unidades: await unidadesDe(tx, 'venta', id) };
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
