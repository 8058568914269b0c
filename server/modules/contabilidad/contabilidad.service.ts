import { type Movimiento, nombreDelDocumento, type Origen, type TipoMovimiento } from '../../../contracts/contabilidad.js';
import { type OnConflictBuilder, type QueryCreator, sql } from 'kysely';
import type { Db } from '../../db/createDb.js';
import type { Database } from '../../db/tables.js';
import { diaLocal, ZONA_POR_DEFECTO } from '../../domain/calendario.js';
import { NoEncontrado } from '../../domain/errors.js';
import { contarVentas } from '../ventas/ventasDiarias.js';
import type { Escrituras } from '../../db/escrituras.js';
import { escriturasDelMovimiento, insertarMovimiento, type NuevoMovimiento } from './contabilidad.repo.js';

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

/** What a posting takes from its document. */
export interface Documento {
    monto: number;
    fecha: string;
    zona: string;
    /**
     * A sale or credit note: the sale's local day and state, where its units and count go, and
     * its units per product when the caller has them (a sale just priced); otherwise they are
     * summed from the document's lines as stored.
     */
    venta?: { dia: string; estado: string; unidades?: UnidadesDelDia[] };
}

/** A product's (plantilla's) units in one document. */
export interface UnidadesDelDia {
    plantillaId: number;
    cantidad: number;
}

/**
 * The automatic posting of a document, written in the document's own transaction (call it
 * after the document and its lines are written): a sale posts its total as an ingreso, a credit
 * note its total_devuelto as an egreso, a received purchase order its total as an egreso. Type,
 * amount and date are the document's own, read here, so the ledger cannot disagree with it; the
 * posting links to it (one per document, a unique index) and is read-only through the API.
 * Sales and credit notes also keep the dashboard's units per product and day
 * (ventas_diarias_producto), net of returns, attributed to the day of the sale; a sale also
 * counts itself in ventas_diarias (its day and state: the history's X-Total-Count).
 *
 * Two round trips on PostgreSQL (read the document, then write the posting with every daily
 * total in one statement). Returns and receiving call it; checkout hands the same writes to the
 * stock writer's statement instead (`escriturasDelAsiento`).
 */
export async function registrarAsiento(tx: Db, empresaId: number, usuarioId: number | null, asiento: Asiento): Promise<Movimiento> {
    tx.assertTransaction();
    const documento = await leerDocumento(tx, empresaId, asiento.origen);
    return insertarMovimiento(tx, empresaId, usuarioId, movimientoDe(asiento, documento), { zona: documento.zona, totales: totalesDe(empresaId, asiento, documento) });
}

/**
 * The same posting as `registrarAsiento`, as writes for the caller to run in a statement of its
 * own (escrituras.ts), from the document the caller has just written in this transaction — the
 * very values it wrote, so the ledger still cannot disagree — without reading it back. Checkout
 * sends them with its stock changes: one round trip fewer for the read, one for the posting.
 */
export function escriturasDelAsiento(empresaId: number, usuarioId: number | null, asiento: Asiento, documento: Documento): Escrituras {
    return escriturasDelMovimiento(empresaId, usuarioId, movimientoDe(asiento, documento), documento.zona, totalesDe(empresaId, asiento, documento));
}

/** A sale as a posting's document: its total in cents, instant, state and the company's zone. */
export const documentoDeVenta = (v: { total: number; fecha: string; estado: string; zona: string; unidades?: UnidadesDelDia[] }): Documento => ({
    monto: v.total,
    fecha: v.fecha,
    zona: v.zona,
    venta: { dia: diaLocal(v.fecha, v.zona), estado: v.estado, unidades: v.unidades },
});

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

/** A sale's or credit note's daily totals besides the ledger's: units per product, and a sale's count. */
function totalesDe(empresaId: number, asiento: Asiento, documento: Documento): Escrituras | undefined {
    const origen = asiento.origen;
    const venta = documento.venta;
    if (!venta || origen.tipo === 'compra') return undefined;
    const deVenta = { tipo: origen.tipo, id: origen.id };
    return (qc) => [
        venta.unidades ? unidadesDados(qc, empresaId, venta.dia, venta.unidades) : unidadesDelDia(qc, empresaId, venta.dia, deVenta),
        ...(deVenta.tipo === 'venta' ? [contarVentas(qc, empresaId, [{ dia: venta.dia, estado: venta.estado, ventas: 1, total: documento.monto }])] : []),
    ];
}

/**
 * Units per product a sale adds to its day, as the caller counted them: it needs no read of the
 * lines, so it can travel in the statement that writes them (a sibling CTE would not see them).
 * Rows go in product order, the order every writer locks them in.
 */
function unidadesDados(qc: QueryCreator<Database>, empresaId: number, dia: string, unidades: UnidadesDelDia[]) {
    return qc
        .insertInto('ventas_diarias_producto')
        .values([...unidades].sort((a, b) => a.plantillaId - b.plantillaId).map((u) => ({ empresa_id: empresaId, dia, plantilla_id: u.plantillaId, cantidad: u.cantidad })))
        .onConflict(sumarUnidades);
}

const sumarUnidades = (oc: OnConflictBuilder<Database, 'ventas_diarias_producto'>) =>
    oc.columns(['empresa_id', 'dia', 'plantilla_id']).doUpdateSet((eb) => ({ cantidad: eb('ventas_diarias_producto.cantidad', '+', eb.ref('excluded.cantidad')) }));

/**
 * Units per product a sale adds to (a credit note takes from) the sale's day, summed in SQL
 * from the document's own lines: one upsert whatever the number of lines.
 */
function unidadesDelDia(qc: QueryCreator<Database>, empresaId: number, dia: string, origen: { tipo: 'venta' | 'nota_credito'; id: number }) {
    const lineas =
        origen.tipo === 'venta'
            ? qc.selectFrom('venta_detalles as d').where('d.venta_id', '=', origen.id)
            : qc.selectFrom('nota_credito_detalles as d').where('d.nota_credito_id', '=', origen.id);
    const signo = origen.tipo === 'venta' ? 1 : -1;
    return qc
        .insertInto('ventas_diarias_producto')
        .columns(['empresa_id', 'dia', 'plantilla_id', 'cantidad'])
        .expression(
            lineas
                .innerJoin('variantes as v', 'v.id', 'd.variante_id')
                .where('d.empresa_id', '=', empresaId)
                .select([
                    sql<number>`cast(${empresaId} as integer)`.as('empresa_id'),
                    sql<string>`cast(${dia} as text)`.as('dia'),
                    'v.plantilla_id',
                    sql<number>`${signo} * sum(d.cantidad)`.as('cantidad'),
                ])
                .groupBy('v.plantilla_id'),
        )
        .onConflict(sumarUnidades);
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
            .select(['v.total', 'v.fecha', 'v.estado', 'e.zona_horaria'])
            .where('v.empresa_id', '=', empresaId)
            .where('v.id', '=', origen.id)
            .executeTakeFirst();
        if (!venta) throw noExiste();
        return documentoDeVenta({ total: Number(venta.total), fecha: venta.fecha, estado: venta.estado, zona: zonaDe(venta.zona_horaria) });
    }
    if (origen.tipo === 'nota_credito') {
        const nota = await k
            .selectFrom('notas_credito as n')
            .innerJoin('ventas as v', 'v.id', 'n.venta_id')
            .innerJoin('empresas as e', 'e.id', 'n.empresa_id')
            .select(['n.total_devuelto', 'n.fecha', 'v.fecha as fecha_venta', 'v.estado', 'e.zona_horaria'])
            .where('n.empresa_id', '=', empresaId)
            .where('n.id', '=', origen.id)
            .executeTakeFirst();
        if (!nota) throw noExiste();
        const zona = zonaDe(nota.zona_horaria);
        return { monto: Number(nota.total_devuelto), fecha: nota.fecha, zona, venta: { dia: diaLocal(nota.fecha_venta, zona), estado: nota.estado } };
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
