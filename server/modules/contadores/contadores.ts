import { type QueryCreator, sql } from 'kysely';
import type { ImporteDeImpuesto } from '../../../contracts/calculo.js';
import type { Db } from '../../db/createDb.js';
import type { Database } from '../../db/tables.js';
import { diaLocal } from '../../domain/calendario.js';

/*
 * The daily counters, derived from the documents and kept by this module alone, in the
 * transaction of the write that changes what they count:
 * - ventas_diarias: sales and their total per local day (of the sale) and state — the sales
 *   history's X-Total-Count and the dashboard's 30 days;
 * - ventas_diarias_producto: units per product and day of the sale, net of returns, voided
 *   sales left out — the dashboard's top 5;
 * - contabilidad_diaria: ledger movements and their sum per local day, tipo and categoría — the
 *   ledger's summary and its list's X-Total-Count;
 * - impuestos_diarios: base and tax per local day, tax and rate, of the sales (the sale's day,
 *   voided sales left out) and of the credit notes (the note's own day: a return lowers the tax
 *   of the day it was given back, as the accountant declares it) — the tax report.
 * Every writer hands `contar` the documents it wrote (a sale, a credit note, a sale's new state,
 * a ledger movement, posted or manual), and this module alone knows what each one moves, so a
 * new kind of document has one place to say it. Days are the company's zone's when the document
 * is counted: a shop that changes its zone keeps its earlier days as they were counted.
 *
 * On PostgreSQL the rows every sale moves (ventas_diarias, contabilidad_diaria, impuestos_diarios) are spread
 * over 16 rows per key (`ranura`, a random column default, migration 0011): with one row a day,
 * concurrent checkouts queued on its lock one commit after another. Readers sum a key's rows;
 * SQLite (one writer) keeps ranura 0.
 */

/** A product's (plantilla's) units on a document's lines. */
export interface Unidades {
    plantillaId: number;
    cantidad: number;
}

export type Documento =
    /**
     * A sale, in its day and state; its units and taxes (contracts/calculo.ts impuestosDe of its
     * lines) in its day, unless it is 'Cancelada': a voided sale sold nothing (a void counts the
     * sale as it is now and discounts it as it was).
     */
    | { documento: 'venta'; fecha: string; estado: string; total: number; unidades: readonly Unidades[]; impuestos: readonly ImporteDeImpuesto[] }
    /** A credit note: its units leave the day of the sale it refunds; its taxes are returned on its own day (`fecha`). */
    | { documento: 'nota_credito'; fecha: string; fechaDeLaVenta: string; unidades: readonly Unidades[]; impuestos: readonly ImporteDeImpuesto[] }
    /** A sale moved from state `de` to state `a` (its first return: 'Con Devolución'). */
    | { documento: 'estado_de_venta'; fecha: string; total: number; de: string; a: string }
    /** A ledger movement: an automatic posting or a manual one. */
    | { documento: 'movimiento_contable'; fecha: string; tipo: string; categoria: string | null; monto: number };

/** The state of a voided sale, whose units count nowhere (contracts/ventas.ts ESTADOS_VENTA). */
const VENTA_ANULADA = 'Cancelada';

/**
 * The counters in the order every transaction locks their rows: checkout and returns both move
 * a product's units of the day, and in one order two of them never wait on each other crosswise.
 * impuestos_diarios right after ventas_diarias, whose statement carries it on PostgreSQL (escribir).
 */
const TABLAS = ['ventas_diarias', 'impuestos_diarios', 'ventas_diarias_producto', 'contabilidad_diaria'] as const;

/** What one key of a counter (empresa_id first, then its day…) gains, or (negative) loses. */
interface Aporte {
    tabla: (typeof TABLAS)[number];
    clave: Record<string, string | number>;
    valores: Record<string, number>;
}

/**
 * A document's taxes on a day, as sales or as returns. Every row carries all four columns (the
 * others at 0): a sale and a return of the same key merge into one row, and one upsert writes
 * them all.
 */
function aportesDeImpuestos(impuestos: readonly ImporteDeImpuesto[], dia: string, como: 'ventas' | 'devoluciones', signo: 1 | -1): Aporte[] {
    return impuestos.map((i) => {
        const valores = { base_ventas: 0, importe_ventas: 0, base_devoluciones: 0, importe_devoluciones: 0 };
        valores[`base_${como}`] = signo * i.base;
        valores[`importe_${como}`] = signo * i.importe;
        // An exempt tax has no rate, and a key column no NULL: tipo_factor tells the 0 apart from a 0 % rate.
        return { tabla: 'impuestos_diarios', clave: { dia, impuesto: i.impuesto, tipo_factor: i.tipoFactor, tasa: i.tasa ?? 0 }, valores };
    });
}

function aportes(d: Documento, zona: string, signo: 1 | -1): Aporte[] {
    switch (d.documento) {
        case 'venta': {
            const dia = diaLocal(d.fecha, zona);
            const anulada = d.estado === VENTA_ANULADA;
            return [
                { tabla: 'ventas_diarias', clave: { dia, estado: d.estado }, valores: { ventas: signo, total: signo * d.total } },
                ...(anulada ? [] : d.unidades).map((u): Aporte => ({ tabla: 'ventas_diarias_producto', clave: { dia, plantilla_id: u.plantillaId }, valores: { cantidad: signo * u.cantidad } })),
                ...aportesDeImpuestos(anulada ? [] : d.impuestos, dia, 'ventas', signo),
            ];
        }
        case 'nota_credito': {
            const diaDeLaVenta = diaLocal(d.fechaDeLaVenta, zona);
            return [
                ...d.unidades.map((u): Aporte => ({ tabla: 'ventas_diarias_producto', clave: { dia: diaDeLaVenta, plantilla_id: u.plantillaId }, valores: { cantidad: -signo * u.cantidad } })),
                ...aportesDeImpuestos(d.impuestos, diaLocal(d.fecha, zona), 'devoluciones', signo),
            ];
        }
        case 'estado_de_venta': {
            const dia = diaLocal(d.fecha, zona);
            return [
                { tabla: 'ventas_diarias', clave: { dia, estado: d.de }, valores: { ventas: -signo, total: -signo * d.total } },
                { tabla: 'ventas_diarias', clave: { dia, estado: d.a }, valores: { ventas: signo, total: signo * d.total } },
            ];
        }
        case 'movimiento_contable':
            return [
                {
                    tabla: 'contabilidad_diaria',
                    // '' for none: a primary-key column cannot be NULL.
                    clave: { dia: diaLocal(d.fecha, zona), tipo: d.tipo, categoria: d.categoria ?? '' },
                    valores: { movimientos: signo, monto: signo * d.monto },
                },
            ];
    }
}

/** Keys in order, column by column: days and states as text, products by id. */
function compararClaves(x: (string | number)[], y: (string | number)[]): number {
    for (let i = 0; i < x.length; i++) {
        if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
    }
    return 0;
}

/**
 * What follows a counter's daily key in its primary key: `ranura` on the ones every sale moves
 * whatever it sold, PostgreSQL's spread (SQLite's rows are all ranura 0).
 */
const RANURA: Record<Aporte['tabla'], string[]> = { ventas_diarias: ['ranura'], ventas_diarias_producto: [], impuestos_diarios: ['ranura'], contabilidad_diaria: ['ranura'] };

/** Rows per upsert: inside both engines' bind-parameter limits (a bench's history counts thousands at once). */
const LOTE = 1000;

/** Per open transaction, what its writers have counted so far, merged by counter and key. */
const pendientes = new WeakMap<Db, Map<Aporte['tabla'], Map<string, Aporte>>>();

/**
 * Counts `cuentan` (documents written) and discounts `dejanDeContar` (documents removed, or as
 * they were before an edit) in the caller's transaction. Nothing is written yet: the changes to
 * each key are merged for the whole transaction (PostgreSQL refuses to update one row twice in
 * one statement, and an edit that moves nothing writes nothing) and written just before its
 * COMMIT (`antesDeConfirmar`), one upsert per counter that moves (on PostgreSQL the taxes ride
 * on the sales' one), in TABLAS order and key order.
 * So the rows every sale of the day updates are locked last, after the variants, and held the
 * shortest; and every writer locks them in the same order.
 */
export function contar(tx: Db, empresaId: number, zona: string, cuentan: readonly Documento[], dejanDeContar: readonly Documento[] = []): void {
    tx.assertTransaction();
    let porTabla = pendientes.get(tx);
    if (!porTabla) {
        const nuevas = new Map(TABLAS.map((t) => [t, new Map<string, Aporte>()]));
        pendientes.set(tx, nuevas);
        tx.antesDeConfirmar(() => escribir(tx, nuevas));
        porTabla = nuevas;
    }
    const todos = [...cuentan.flatMap((d) => aportes(d, zona, 1)), ...dejanDeContar.flatMap((d) => aportes(d, zona, -1))];
    for (const a of todos) {
        const filas = porTabla.get(a.tabla) as Map<string, Aporte>;
        const clave = { empresa_id: empresaId, ...a.clave };
        const k = JSON.stringify(Object.values(clave));
        const previo = filas.get(k);
        if (!previo) filas.set(k, { ...a, clave, valores: { ...a.valores } });
        else for (const [columna, n] of Object.entries(a.valores)) previo.valores[columna] += n;
    }
}

async function escribir(tx: Db, porTabla: Map<Aporte['tabla'], Map<string, Aporte>>): Promise<void> {
    const lotes = new Map<Aporte['tabla'], Aporte[][]>();
    for (const [tabla, filas] of porTabla) {
        const mueven = [...filas.values()]
            .filter((a) => Object.values(a.valores).some((n) => n !== 0))
            .sort((x, y) => compararClaves(Object.values(x.clave), Object.values(y.clave)));
        const deLaTabla: Aporte[][] = [];
        for (let i = 0; i < mueven.length; i += LOTE) deLaTabla.push(mueven.slice(i, i + LOTE));
        lotes.set(tabla, deLaTabla);
    }
    // On PostgreSQL a sale's taxes ride on its day's row's upsert, as a data-modifying WITH: the
    // checkout, already under its bench gate, sends no statement more for them (SQLite has no
    // round trip to save, and no INSERT inside WITH). The two are next to each other in TABLAS:
    // whichever of them PostgreSQL writes first within the statement, a transaction waiting there
    // holds no row of a later counter, so the order stays free of crosswise waits.
    const [ventas, impuestos] = [lotes.get('ventas_diarias') ?? [], lotes.get('impuestos_diarios') ?? []];
    if (tx.dialect === 'postgres' && ventas.length === 1 && impuestos.length === 1) {
        await upsert(tx.kysely.with('impuestos', (qc) => upsert(qc, 'impuestos_diarios', impuestos[0]) as never), 'ventas_diarias', ventas[0]).execute();
        lotes.delete('ventas_diarias');
        lotes.delete('impuestos_diarios');
    }
    for (const [tabla, deLaTabla] of lotes) for (const lote of deLaTabla) await upsert(tx.kysely, tabla, lote).execute();
}

/** Adds each row's values to its key's, or inserts it: the key's own row on SQLite, one of its ranuras on PostgreSQL. */
function upsert(qc: QueryCreator<Database>, tabla: Aporte['tabla'], aportes: Aporte[]) {
    const [{ clave, valores }] = aportes;
    const suma = (columna: string) => sql`${sql.ref(`${tabla}.${columna}`)} + ${sql.ref(`excluded.${columna}`)}`;
    return qc
        .insertInto(tabla)
        .values(aportes.map((a) => ({ ...a.clave, ...a.valores })) as never)
        .onConflict((oc) =>
            oc.columns([...Object.keys(clave), ...RANURA[tabla]] as never).doUpdateSet(Object.fromEntries(Object.keys(valores).map((c) => [c, suma(c)])) as never),
        );
}
