import { CompiledQuery } from 'kysely';
import type { ImporteDeImpuesto } from '../../../contracts/calculo.js';
import type { Db } from '../../db/createDb.js';
import { diaLocal, diaYHoraLocal } from '../../domain/calendario.js';
import { clavesDePeriodo, clavesDePeriodoYDia } from '../reportes/periodos.js';
import type {} from './tablas.js';

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
 *   of the day it was given back, as the accountant declares it) — the tax report;
 * - ventas_diarias_vendedor, ventas_horarias (… and local hour), ventas_producto_vendedor (… and
 *   product, and its category when sold) and ventas_categoria_vendedor (… and that category), per
 *   local day and seller: sales (tickets), units, amount and cost at the moment of sale on the
 *   sale's day, voided sales left out, and the returns' amount, units and cost on the credit
 *   note's own day (and hour), under the seller and the category of the sale they refund;
 *   pagos_diarios per day, seller and method: the payments (cash net of the change) and what went
 *   back through each — the sales report (issue 35; server/modules/reportes/ventas.repo.ts). The
 *   hour's, the product's and the category's rows are also summed per month and per decena
 *   (reportes/periodos.ts, Month rows).
 * Every writer hands `contar` the documents it wrote (a sale, a credit note, a sale's new state,
 * a ledger movement, posted or manual), and this module alone knows what each one moves, so a
 * new kind of document has one place to say it. Days are the company's zone's when the document
 * is counted: a shop that changes its zone keeps its earlier days as they were counted.
 *
 * On PostgreSQL the rows every sale moves (ventas_diarias, contabilidad_diaria, impuestos_diarios, and
 * the seller's day, hour, category and payment rows: one till's checkouts race on them) are spread
 * over 16 rows per key (`ranura`, a random column default, migration 0011): with one row a day,
 * concurrent checkouts queued on its lock one commit after another. Readers sum a key's rows;
 * SQLite (one writer) keeps ranura 0.
 */

/** A product's (plantilla's) units on a document's lines. */
export interface Unidades {
    plantillaId: number;
    cantidad: number;
}

/** A document's line as the sales report counts it: what it charged (or refunded), its cost and its product's category (null: none) at the moment of sale, in cents. */
export interface LineaContada extends Unidades {
    importe: number;
    costo: number;
    categoriaId: number | null;
}

/** Money by payment method: a sale's payments (cash net of the change) or a credit note's refunds. */
export interface PorMetodo {
    metodo: string;
    monto: number;
}

export type Documento =
    /**
     * A sale by its seller, in its day and state; its lines (units, amounts, costs), payments and
     * taxes (contracts/calculo.ts impuestosDe of its lines) in its day, unless it is 'Cancelada': a
     * voided sale sold nothing (a void counts the sale as it is now and discounts it as it was).
     */
    | {
          documento: 'venta';
          fecha: string;
          estado: string;
          total: number;
          usuarioId: number;
          lineas: readonly LineaContada[];
          pagos: readonly PorMetodo[];
          impuestos: readonly ImporteDeImpuesto[];
      }
    /**
     * A credit note: its units leave the day of the sale it refunds (ventas_diarias_producto); its
     * taxes, amounts, units, costs and refunds count on its own day and hour (`fecha`), under the
     * seller of the sale (`usuarioId`).
     */
    | {
          documento: 'nota_credito';
          fecha: string;
          fechaDeLaVenta: string;
          usuarioId: number;
          lineas: readonly LineaContada[];
          reembolsos: readonly PorMetodo[];
          impuestos: readonly ImporteDeImpuesto[];
      }
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
const TABLAS = [
    'ventas_diarias',
    'impuestos_diarios',
    'ventas_diarias_vendedor',
    'ventas_horarias',
    'pagos_diarios',
    'ventas_categoria_vendedor',
    'ventas_producto_vendedor',
    'ventas_diarias_producto',
    'contabilidad_diaria',
] as const;
export type TablaDeContadores = (typeof TABLAS)[number];

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

/** A document's lines summed per product (plantilla) and its category when sold, or per `por` alone. */
function porProducto(lineas: readonly LineaContada[], por: (l: LineaContada) => unknown = (l) => `${l.plantillaId}/${l.categoriaId}`): LineaContada[] {
    const suma = new Map<unknown, LineaContada>();
    for (const l of lineas) {
        const p = suma.get(por(l));
        if (p) {
            p.cantidad += l.cantidad;
            p.importe += l.importe;
            p.costo += l.costo;
        } else suma.set(por(l), { ...l });
    }
    return [...suma.values()];
}

/** The sales report's figures of a sale (`como` ventas) or a credit note (devoluciones) on its day, hour and seller, whole and per product. */
function aportesDeReporte(lineas: readonly LineaContada[], dia: string, hora: number, usuarioId: number, como: 'ventas' | 'devoluciones', signo: 1 | -1): Aporte[] {
    const cifras = (ls: readonly LineaContada[], ventas: number) => {
        const [cantidad, importe, costo] = [ls.reduce((a, l) => a + l.cantidad, 0), ls.reduce((a, l) => a + l.importe, 0), ls.reduce((a, l) => a + l.costo, 0)];
        return como === 'ventas'
            ? { ventas: signo * ventas, unidades: signo * cantidad, total: signo * importe, costo: signo * costo, devoluciones: 0, unidades_devueltas: 0, costo_devuelto: 0 }
            : { ventas: 0, unidades: 0, total: 0, costo: 0, devoluciones: signo * importe, unidades_devueltas: signo * cantidad, costo_devuelto: signo * costo };
    };
    // The hour's and the product's also count in their month's and decena's rows (reportes/periodos.ts, Month rows): a year's report reads those.
    const [horas, productos] = [[dia, ...clavesDePeriodoYDia(dia)], [dia, ...clavesDePeriodo(dia)]];
    const vendidos = porProducto(lineas);
    return [
        { tabla: 'ventas_diarias_vendedor', clave: { dia, usuario_id: usuarioId }, valores: cifras(lineas, 1) },
        ...horas.map((d): Aporte => ({ tabla: 'ventas_horarias', clave: { dia: d, usuario_id: usuarioId, hora }, valores: cifras(lineas, 1) })),
        // A category's tickets are its products' summed (one per product of it the sale sold), as the per-product rows add up.
        ...vendidos.flatMap((l) =>
            productos.map((d): Aporte => ({ tabla: 'ventas_categoria_vendedor', clave: { dia: d, usuario_id: usuarioId, categoria_id: l.categoriaId ?? 0 }, valores: cifras([l], 1) })),
        ),
        ...vendidos.flatMap((l) =>
            productos.map((d): Aporte => ({ tabla: 'ventas_producto_vendedor', clave: { dia: d, usuario_id: usuarioId, plantilla_id: l.plantillaId, categoria_id: l.categoriaId ?? 0 }, valores: cifras([l], 1) })),
        ),
    ];
}

/** Payments (a sale's) or refunds (a credit note's) per method, on the document's day, under the seller. */
function aportesDePagos(porMetodo: readonly PorMetodo[], dia: string, usuarioId: number, como: 'ventas' | 'devoluciones', signo: 1 | -1): Aporte[] {
    const suma = new Map<string, number>();
    for (const p of porMetodo) suma.set(p.metodo, (suma.get(p.metodo) ?? 0) + p.monto);
    return [...suma].map(([metodo, monto]) => ({
        tabla: 'pagos_diarios',
        clave: { dia, usuario_id: usuarioId, metodo_pago: metodo },
        valores: como === 'ventas' ? { ventas: signo, monto: signo * monto, devoluciones: 0 } : { ventas: 0, monto: 0, devoluciones: signo * monto },
    }));
}

function aportes(d: Documento, zona: string, signo: 1 | -1): Aporte[] {
    switch (d.documento) {
        case 'venta': {
            const { dia, hora } = diaYHoraLocal(d.fecha, zona);
            const anulada = d.estado === VENTA_ANULADA;
            return [
                { tabla: 'ventas_diarias', clave: { dia, estado: d.estado }, valores: { ventas: signo, total: signo * d.total } },
                ...(anulada ? [] : porProducto(d.lineas, (l) => l.plantillaId)).map((u): Aporte => ({ tabla: 'ventas_diarias_producto', clave: { dia, plantilla_id: u.plantillaId }, valores: { cantidad: signo * u.cantidad } })),
                ...aportesDeImpuestos(anulada ? [] : d.impuestos, dia, 'ventas', signo),
                ...(anulada ? [] : [...aportesDeReporte(d.lineas, dia, hora, d.usuarioId, 'ventas', signo), ...aportesDePagos(d.pagos, dia, d.usuarioId, 'ventas', signo)]),
            ];
        }
        case 'nota_credito': {
            const diaDeLaVenta = diaLocal(d.fechaDeLaVenta, zona);
            const { dia, hora } = diaYHoraLocal(d.fecha, zona);
            return [
                ...porProducto(d.lineas, (l) => l.plantillaId).map((u): Aporte => ({ tabla: 'ventas_diarias_producto', clave: { dia: diaDeLaVenta, plantilla_id: u.plantillaId }, valores: { cantidad: -signo * u.cantidad } })),
                ...aportesDeImpuestos(d.impuestos, dia, 'devoluciones', signo),
                ...aportesDeReporte(d.lineas, dia, hora, d.usuarioId, 'devoluciones', signo),
                ...aportesDePagos(d.reembolsos, dia, d.usuarioId, 'devoluciones', signo),
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
const RANURA: Record<Aporte['tabla'], string[]> = {
    ventas_diarias: ['ranura'],
    impuestos_diarios: ['ranura'],
    ventas_diarias_vendedor: ['ranura'],
    ventas_horarias: ['ranura'],
    pagos_diarios: ['ranura'],
    ventas_categoria_vendedor: ['ranura'],
    ventas_producto_vendedor: [],
    ventas_diarias_producto: [],
    contabilidad_diaria: ['ranura'],
};

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
    // On PostgreSQL every counter that moves rides on one statement, the first one's upsert with
    // the others as data-modifying WITHs: a checkout, already under its bench gate, sends one
    // statement for all its counters (SQLite has no round trip to save, and no INSERT inside WITH).
    // Within that one statement whichever row PostgreSQL locks first, a transaction waiting there
    // holds no row of a counter written by a later statement, so the order stays free of crosswise
    // waits. A bench's bulk history (several batches of a counter) writes them one by one.
    const moviendo = TABLAS.filter((t) => (lotes.get(t) ?? []).length > 0);
    if (tx.dialect === 'postgres' && moviendo.length > 1 && moviendo.every((t) => (lotes.get(t) ?? []).length === 1)) {
        const [primera, ...resto] = moviendo;
        const parametros: (string | number)[] = [];
        const conTablas = resto.map((t) => `"con_${t}" as (${upsert(tx.dialect, t, (lotes.get(t) as Aporte[][])[0], parametros)})`);
        const texto = `with ${conTablas.join(', ')} ${upsert(tx.dialect, primera, (lotes.get(primera) as Aporte[][])[0], parametros)}`;
        await tx.kysely.executeQuery(CompiledQuery.raw(texto, parametros));
        return;
    }
    for (const tabla of TABLAS) {
        for (const lote of lotes.get(tabla) ?? []) {
            const parametros: (string | number)[] = [];
            const texto = upsert(tx.dialect, tabla, lote, parametros);
            await tx.kysely.executeQuery(CompiledQuery.raw(texto, parametros));
        }
    }
}

/**
 * Adds each row's values to its key's, or inserts it (the key's own row on SQLite, one of its
 * ranuras on PostgreSQL): the statement's text, its values appended to `parametros`. Written as
 * text, not through Kysely's builder: every sale sends it with tens of rows, and building and
 * compiling them node by node cost ~0.3 ms of the checkout's CPU (bench/README.md, the profile);
 * its names are this module's own constants, its values all parameters.
 */
function upsert(dialect: Db['dialect'], tabla: Aporte['tabla'], aportes: Aporte[], parametros: (string | number)[]): string {
    const [{ clave, valores }] = aportes;
    const [claves, cifras] = [Object.keys(clave), Object.keys(valores)];
    const columnas = [...claves, ...cifras];
    const marca = (v: string | number) => {
        parametros.push(v);
        return dialect === 'postgres' ? `$${parametros.length}` : '?';
    };
    const filas = aportes.map((a) => `(${columnas.map((c) => marca((c in a.clave ? a.clave[c] : a.valores[c]) as string | number)).join(', ')})`);
    const nombres = (cs: string[]) => cs.map((c) => `"${c}"`).join(', ');
    const suma = cifras.map((c) => `"${c}" = "${tabla}"."${c}" + "excluded"."${c}"`).join(', ');
    return `insert into "${tabla}" (${nombres(columnas)}) values ${filas.join(', ')} on conflict (${nombres([...claves, ...RANURA[tabla]])}) do update set ${suma}`;
}

/**
 * The rows `documentos` add to `tablas`, merged by key, as `contar` would write them on SQLite
 * (ranura 0): what a migration counts once for documents written before a counter existed.
 */
export function filasDe(empresaId: number, zona: string, documentos: readonly Documento[], tablas: readonly TablaDeContadores[]): Map<TablaDeContadores, Record<string, string | number>[]> {
    const porTabla = new Map(tablas.map((t) => [t, new Map<string, Record<string, string | number>>()]));
    for (const a of documentos.flatMap((d) => aportes(d, zona, 1))) {
        const filas = porTabla.get(a.tabla);
        if (!filas) continue;
        const clave = { empresa_id: empresaId, ...a.clave };
        const k = JSON.stringify(Object.values(clave));
        const previo = filas.get(k);
        if (!previo) filas.set(k, { ...clave, ...a.valores });
        else for (const [columna, n] of Object.entries(a.valores)) previo[columna] = (previo[columna] as number) + n;
    }
    return new Map([...porTabla].map(([t, filas]) => [t, [...filas.values()]]));
}
