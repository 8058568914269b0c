import { type Movimiento, nombreDelDocumento, type Origen, type TipoMovimiento } from '../../../contracts/contabilidad.js';
import type { Db } from '../../db/createDb.js';
import { ZONA_POR_DEFECTO } from '../../domain/calendario.js';
import { NoEncontrado } from '../../domain/errors.js';
import { insertarMovimiento, type NuevoMovimiento } from './contabilidad.repo.js';

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

/** What a posting takes from its document: amount in cents, instant, and the company's zone. */
interface Documento {
    monto: number;
    fecha: string;
    zona: string;
}

/**
 * The automatic posting of a document, written in the document's own transaction (call it
 * after the document and its lines are written): a sale posts its total as an ingreso, a credit
 * note its total_devuelto as an egreso, a received purchase order its total as an egreso. Type,
 * amount and date are the document's own, read here, so the ledger cannot disagree with it; the
 * posting links to it (one per document, a unique index) and is read-only through the API.
 * Checkout, returns and receiving call it; the movement counts itself in the ledger's daily
 * counter (contadores.ts) as every ledger write does.
 */
export async function registrarAsiento(tx: Db, empresaId: number, usuarioId: number | null, asiento: Asiento): Promise<Movimiento> {
    tx.assertTransaction();
    const documento = await leerDocumento(tx, empresaId, asiento.origen);
    return insertarMovimiento(tx, empresaId, usuarioId, movimientoDe(asiento, documento), documento.zona);
}

function movimientoDe(asiento: Asiento, documento: Documento): NuevoMovimiento {
    const { tipo, categoria } = POR_ORIGEN[asiento.origen.tipo];
    const origen = asiento.origen;
    return {
        tipo,
        monto: documento.monto,
        concepto: asiento.concepto ?? nombreDelDocumento(origen),
        categoria: asiento.categoria === undefined ? categoria : asiento.categoria,
        descripcion: asiento.descripcion ?? null,
        fecha: documento.fecha,
        ...(origen.tipo === 'venta' ? { ventaId: origen.id } : origen.tipo === 'nota_credito' ? { notaCreditoId: origen.id } : { compraId: origen.id }),
    };
}

/** The document with its company's time zone, in one statement. */
async function leerDocumento(tx: Db, empresaId: number, origen: Origen): Promise<Documento> {
    const k = tx.kysely;
    const noExiste = () => new NoEncontrado(`${nombreDelDocumento(origen)} no existe.`);
    const zonaDe = (z: string | null | undefined) => z ?? ZONA_POR_DEFECTO;
    if (origen.tipo === 'venta') {
        const venta = await k
            .selectFrom('ventas as v')
            .innerJoin('empresas as e', 'e.id', 'v.empresa_id')
            .select(['v.total', 'v.fecha', 'e.zona_horaria'])
            .where('v.empresa_id', '=', empresaId)
            .where('v.id', '=', origen.id)
            .executeTakeFirst();
        if (!venta) throw noExiste();
        return { monto: Number(venta.total), fecha: venta.fecha, zona: zonaDe(venta.zona_horaria) };
    }
    if (origen.tipo === 'nota_credito') {
        const nota = await k
            .selectFrom('notas_credito as n')
            .innerJoin('empresas as e', 'e.id', 'n.empresa_id')
            .select(['n.total_devuelto', 'n.fecha', 'e.zona_horaria'])
            .where('n.empresa_id', '=', empresaId)
            .where('n.id', '=', origen.id)
            .executeTakeFirst();
        if (!nota) throw noExiste();
        return { monto: Number(nota.total_devuelto), fecha: nota.fecha, zona: zonaDe(nota.zona_horaria) };
    }
    const compra = await k
        .selectFrom('compras as c')
        .innerJoin('empresas as e', 'e.id', 'c.empresa_id')
        .select(['c.total', 'c.fecha_recepcion', 'e.zona_horaria'])
        .where('c.empresa_id', '=', empresaId)
        .where('c.id', '=', origen.id)
        .executeTakeFirst();
    if (!compra) throw noExiste();
    return { monto: Number(compra.total), fecha: compra.fecha_recepcion ?? new Date().toISOString(), zona: zonaDe(compra.zona_horaria) };
}
