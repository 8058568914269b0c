import { type Movimiento, nombreDelDocumento, type Origen, type TipoMovimiento } from '../../../contracts/contabilidad.js';
import type { Db } from '../../db/createDb.js';
import { diaLocal } from '../../domain/calendario.js';
import { NoEncontrado } from '../../domain/errors.js';
import { insertarMovimiento, zonaDeLaEmpresa } from './contabilidad.repo.js';

/** What each kind of document posts: sales are income, credit notes and received orders expenses. */
const POR_ORIGEN: Record<Origen['tipo'], { tipo: TipoMovimiento; categoria: string }> = {
    venta: { tipo: 'ingreso', categoria: 'Ventas' },
    nota_credito: { tipo: 'egreso', categoria: 'Devoluciones' },
    compra: { tipo: 'egreso', categoria: 'Compras' },
};

export interface Asiento {
    origen: Origen;
    /** Defaults to the document's name: 'Venta #12', 'Nota de crédito #3', 'Orden de compra #7'. */
    concepto?: string;
    /** Defaults to 'Ventas', 'Devoluciones' or 'Compras'. */
    categoria?: string | null;
    descripcion?: string | null;
}

interface Documento {
    monto: number;
    fecha: string;
    /** Units per product to add to (sale) or take from (return) the day the sale was made. */
    unidades?: { dia: string; porProducto: { plantilla_id: number; cantidad: number }[] };
}

/**
 * The automatic posting of a document, written in the document's own transaction (call it
 * after the document and its lines are written): a sale posts its total as an ingreso, a credit
 * note its total_devuelto as an egreso, a received purchase order its total as an egreso. Type,
 * amount and date are the document's own, read here, so the ledger cannot disagree with it; the
 * posting links to it (one per document, a unique index) and is read-only through the API.
 * Sales and credit notes also keep the dashboard's units per product and day
 * (ventas_diarias_producto), net of returns, attributed to the day of the sale.
 *
 * The checkout service calls `registrarAsiento(tx, empresaId, usuarioId, { origen: { tipo:
 * 'venta', id } })`; returns `nota_credito`; receiving `compra` (after marking it Recibida).
 */
export async function registrarAsiento(tx: Db, empresaId: number, usuarioId: number | null, asiento: Asiento): Promise<Movimiento> {
    tx.assertTransaction();
    const zona = await zonaDeLaEmpresa(tx, empresaId);
    const documento = await leerDocumento(tx, empresaId, asiento.origen, zona);
    if (documento.unidades && documento.unidades.porProducto.length > 0) {
        const { dia, porProducto } = documento.unidades;
        await tx.kysely
            .insertInto('ventas_diarias_producto')
            .values(porProducto.map((p) => ({ empresa_id: empresaId, dia, plantilla_id: p.plantilla_id, cantidad: p.cantidad })))
            .onConflict((oc) =>
                oc.columns(['empresa_id', 'dia', 'plantilla_id']).doUpdateSet((eb) => ({
                    cantidad: eb('ventas_diarias_producto.cantidad', '+', eb.ref('excluded.cantidad')),
                })),
            )
            .execute();
    }
    const { tipo, categoria } = POR_ORIGEN[asiento.origen.tipo];
    const id = asiento.origen.id;
    return insertarMovimiento(tx, empresaId, usuarioId, {
        tipo,
        monto: documento.monto,
        concepto: asiento.concepto ?? nombreDelDocumento(asiento.origen),
        categoria: asiento.categoria === undefined ? categoria : asiento.categoria,
        descripcion: asiento.descripcion ?? null,
        fecha: documento.fecha,
        ...(asiento.origen.tipo === 'venta' ? { ventaId: id } : asiento.origen.tipo === 'nota_credito' ? { notaCreditoId: id } : { compraId: id }),
    });
}

async function leerDocumento(tx: Db, empresaId: number, origen: Origen, zona: string): Promise<Documento> {
    const k = tx.kysely;
    const noExiste = () => new NoEncontrado(`${nombreDelDocumento(origen)} no existe.`);
    if (origen.tipo === 'venta') {
        const venta = await k
            .selectFrom('ventas')
            .select(['total', 'fecha'])
            .where('empresa_id', '=', empresaId)
            .where('id', '=', origen.id)
            .executeTakeFirst();
        if (!venta) throw noExiste();
        const porProducto = await k
            .selectFrom('venta_detalles as d')
            .innerJoin('variantes as v', 'v.id', 'd.variante_id')
            .select((eb) => ['v.plantilla_id', eb.fn.sum<number>('d.cantidad').as('cantidad')])
            .where('d.empresa_id', '=', empresaId)
            .where('d.venta_id', '=', origen.id)
            .groupBy('v.plantilla_id')
            .execute();
        return {
            monto: Number(venta.total),
            fecha: venta.fecha,
            unidades: { dia: diaLocal(venta.fecha, zona), porProducto: porProducto.map((p) => ({ plantilla_id: p.plantilla_id, cantidad: Number(p.cantidad) })) },
        };
    }
    if (origen.tipo === 'nota_credito') {
        const nota = await k
            .selectFrom('notas_credito as n')
            .innerJoin('ventas as v', 'v.id', 'n.venta_id')
            .select(['n.total_devuelto', 'n.fecha', 'v.fecha as fecha_venta'])
            .where('n.empresa_id', '=', empresaId)
            .where('n.id', '=', origen.id)
            .executeTakeFirst();
        if (!nota) throw noExiste();
        const porProducto = await k
            .selectFrom('nota_credito_detalles as d')
            .innerJoin('variantes as v', 'v.id', 'd.variante_id')
            .select((eb) => ['v.plantilla_id', eb.fn.sum<number>('d.cantidad').as('cantidad')])
            .where('d.empresa_id', '=', empresaId)
            .where('d.nota_credito_id', '=', origen.id)
            .groupBy('v.plantilla_id')
            .execute();
        return {
            monto: Number(nota.total_devuelto),
            fecha: nota.fecha,
            unidades: {
                dia: diaLocal(nota.fecha_venta, zona),
                porProducto: porProducto.map((p) => ({ plantilla_id: p.plantilla_id, cantidad: -Number(p.cantidad) })),
            },
        };
    }
    const compra = await k
        .selectFrom('compras')
        .select(['total', 'fecha_recepcion'])
        .where('empresa_id', '=', empresaId)
        .where('id', '=', origen.id)
        .executeTakeFirst();
    if (!compra) throw noExiste();
    return { monto: Number(compra.total), fecha: compra.fecha_recepcion ?? new Date().toISOString() };
}
