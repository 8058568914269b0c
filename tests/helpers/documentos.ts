import type { Origen } from '../../contracts/contabilidad.js';
import { registrarAsiento } from '../../server/modules/contabilidad/contabilidad.service.js';
import { diaLocal } from '../../server/domain/calendario.js';
import { zonaHoraria } from '../../server/modules/ventas/ventas.repo.js';
import { cambiarEstadoContado } from '../../server/modules/ventas/ventasDiarias.js';
import type { Sesion } from './catalogo.js';
import type { TestServer } from './testServer.js';

/**
 * Sales, credit notes and received orders written straight into the tables at a chosen instant
 * (their workflows are other parts' work), and their automatic postings made the way those
 * workflows will: `registrarAsiento` inside the document's transaction.
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
        // As registrarDevolucion does: the first return moves the sale's daily count to its new state.
        const venta = await tx.kysely.selectFrom('ventas').select(['estado', 'fecha', 'total']).where('id', '=', ventaId).executeTakeFirstOrThrow();
        if (venta.estado !== 'Con Devolución') {
            await tx.kysely.updateTable('ventas').set({ estado: 'Con Devolución' }).where('id', '=', ventaId).execute();
            const dia = diaLocal(venta.fecha, await zonaHoraria(tx.kysely, s.empresaId));
            await cambiarEstadoContado(tx, s.empresaId, { dia, total: Number(venta.total) }, venta.estado, 'Con Devolución');
        }
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
export function postear(server: TestServer, s: Quien, origen: Origen) {
    return server.db.transaction((tx) => registrarAsiento(tx, s.empresaId, s.usuarioId, { origen }));
}
