import { nombreDelDocumento, type OrigenDeDocumento, type TipoMovimiento } from '../../../contracts/contabilidad.js';
import type { Db } from '../../db/createDb.js';
import { NoEncontrado } from '../../domain/errors.js';
import { contar } from '../contadores/contadores.js';
import { insertarAsiento } from './contabilidad.repo.js';

/** What each kind of document posts: sales are income, credit notes and received orders expenses (the dashboard reads the credit notes' as the day's refunds). */
export const CATEGORIA_DE: Record<OrigenDeDocumento['tipo'], { tipo: TipoMovimiento; categoria: string }> = {
    venta: { tipo: 'ingreso', categoria: 'Ventas' },
    nota_credito: { tipo: 'egreso', categoria: 'Devoluciones' },
    compra: { tipo: 'egreso', categoria: 'Compras' },
};

export interface Asiento {
    origen: OrigenDeDocumento;
    /** Defaults to the document's name: 'Venta #12', 'Nota de crédito #3', 'Orden de compra #7'. */
    concepto?: string;
    /** Defaults to 'Ventas', 'Devoluciones' or 'Compras'. */
    categoria?: string | null;
    descripcion?: string | null;
    /**
     * A credit note's part that went back to the customer's account, not out as money: what it
     * took off their balance and the value of the points it gave back (cents; the egreso is the rest).
     */
    aLaCuenta?: number;
}

/**
 * The automatic posting of a document, written in the document's own transaction (call it
 * after the document is written): a sale posts as an ingreso what it collected (its total less
 * its 'Crédito de la Tienda' and 'Canje de Puntos' payments: fiado enters the ledger when its
 * abono is paid), a credit note as an egreso what it refunded in money (`aLaCuenta` stays on the
 * account), a received purchase order its total as an egreso; a sale or note that moved no money
 * posts nothing. Amount and date
 * are the document's own, read by the very statement that writes the posting, so the ledger
 * cannot disagree with it; the posting links to it (one per document, a unique index) and is
 * read-only through the API. Checkout, returns and receiving call it; it counts itself in the
 * ledger's daily counter (contadores.ts), in the company's zone (`zona`, when the caller has it).
 */
export async function registrarAsiento(tx: Db, empresaId: number, usuarioId: number | null, asiento: Asiento, zona?: string): Promise<void> {
    tx.assertTransaction();
    const { origen } = asiento;
    const porOrigen = CATEGORIA_DE[origen.tipo];
    const existe = await insertarAsiento(
        tx,
        empresaId,
        usuarioId,
        {
            origen,
            tipo: porOrigen.tipo,
            concepto: asiento.concepto ?? nombreDelDocumento(origen),
            categoria: asiento.categoria === undefined ? porOrigen.categoria : asiento.categoria,
            descripcion: asiento.descripcion ?? null,
        },
        zona,
        asiento.aLaCuenta,
    );
    if (!existe) throw new NoEncontrado(`${nombreDelDocumento(origen)} no existe.`);
}

/**
 * Takes a document's automatic posting out of the ledger, in the document's own transaction, and
 * out of the ledger's daily counter: what a voided sale does (ventas/cancelacion.service.ts), so
 * the ledger, its summary and the dashboard read as if it had never been sold; the audit log keeps
 * the trail. Answers how many postings it removed (0 for a document posted by nobody).
 */
export async function retirarAsiento(tx: Db, empresaId: number, origen: OrigenDeDocumento, zona: string): Promise<number> {
    tx.assertTransaction();
    const columna = ({ venta: 'venta_id', nota_credito: 'nota_credito_id', compra: 'compra_id' } as const)[origen.tipo];
    const retirados = await tx.kysely
        .deleteFrom('movimientos_contables')
        .where('empresa_id', '=', empresaId)
        .where(columna, '=', origen.id)
        .returning(['fecha', 'tipo', 'categoria', 'monto'])
        .execute();
    contar(
        tx,
        empresaId,
        zona,
        [],
        retirados.map((m) => ({ documento: 'movimiento_contable', fecha: m.fecha, tipo: m.tipo, categoria: m.categoria, monto: Number(m.monto) })),
    );
    return retirados.length;
}
