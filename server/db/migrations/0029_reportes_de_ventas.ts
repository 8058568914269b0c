import { type CreateTableBuilder, type Kysely, type Migration, sql } from 'kysely';
import { ZONA_POR_DEFECTO } from '../../domain/calendario.js';
import { type Documento, filasDe, type TablaDeContadores } from '../../modules/contadores/contadores.js';
import { costoDe, pagosNetos, reembolsosDe } from '../../modules/contadores/pagos.js';
import type { Dialect } from '../createDb.js';
import { RANURAS } from './0011_totales_repartidos.js';

/**
 * The sales report (issue 35):
 * - each sale line's `costo_compra`, the variant's cost per unit when it was sold, in cents (lines
 *   already written take their variant's cost now, once), and each credit-note line's `costo`, the
 *   cost of the units it took back (lines already written: their units at that same cost);
 * - its counters, kept by server/modules/contadores: per company, local day and seller,
 *   ventas_diarias_vendedor; the same per local hour, ventas_horarias; per product,
 *   ventas_producto_vendedor; per payment method, pagos_diarios. The documents already written
 *   are counted here once, in each company's zone, by the counters module's own arithmetic.
 * The rows every sale of a till moves (all but the per-product one) are spread over RANURAS rows
 * per key on PostgreSQL, as migration 0011's.
 */

/** The figures of the sales report's counters (contadores/tablas.ts CifrasDeVentas). */
export const CIFRAS = ['ventas', 'unidades', 'total', 'costo', 'devoluciones', 'unidades_devueltas', 'costo_devuelto'];

/** A counter's table: after empresa_id its key's columns, then ranura when spread, then its figures (bigint, 0 by default). */
export interface Contador {
    tabla: string;
    clave: [string, 'text' | 'integer'][];
    valores: string[];
    ranura: boolean;
}

const TABLAS: (Contador & { tabla: TablaDeContadores })[] = [
    { tabla: 'ventas_diarias_vendedor', clave: [['dia', 'text'], ['usuario_id', 'integer']], valores: CIFRAS, ranura: true },
    { tabla: 'ventas_horarias', clave: [['dia', 'text'], ['usuario_id', 'integer'], ['hora', 'integer']], valores: CIFRAS, ranura: true },
    { tabla: 'pagos_diarios', clave: [['dia', 'text'], ['usuario_id', 'integer'], ['metodo_pago', 'text']], valores: ['ventas', 'monto', 'devoluciones'], ranura: true },
    { tabla: 'ventas_producto_vendedor', clave: [['dia', 'text'], ['usuario_id', 'integer'], ['plantilla_id', 'integer']], valores: CIFRAS, ranura: false },
];

export function reportesDeVentas(dialect: Dialect): Migration {
    return {
        async up(db: Kysely<any>) {
            await db.schema.alterTable('venta_detalles').addColumn('costo_compra', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
            await db.schema.alterTable('nota_credito_detalles').addColumn('costo', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
            await sql`update venta_detalles set costo_compra = coalesce((select v.costo_compra from variantes v where v.id = venta_detalles.variante_id), 0)`.execute(db);
            await sql`update nota_credito_detalles set costo = (coalesce((select v.costo_compra from variantes v where v.id = nota_credito_detalles.variante_id), 0) * cantidad * 2 + 1000) / 2000`.execute(db);

            for (const contador of TABLAS) await crearContador(db, dialect, contador);
            await contarDocumentosExistentes(db);
        },
    };
}

/** Creates a counter's table (its primary key is its whole key), spread over RANURAS rows per key on PostgreSQL when `ranura`. */
export async function crearContador(db: Kysely<any>, dialect: Dialect, { tabla, clave, valores, ranura }: Contador): Promise<void> {
    let t = db.schema.createTable(tabla).addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresas.id'));
    for (const [columna, tipo] of clave) t = t.addColumn(columna, tipo, (c) => c.notNull());
    if (ranura)
        t = t.addColumn('ranura', dialect === 'postgres' ? 'smallint' : 'integer', (c) =>
            c.notNull().defaultTo(dialect === 'postgres' ? sql`floor(random() * ${sql.lit(RANURAS)})::smallint` : 0),
        );
    for (const v of valores) t = t.addColumn(v, 'bigint', (c) => c.notNull().defaultTo(0));
    t = t.addPrimaryKeyConstraint(`${tabla}_pk`, ['empresa_id', ...clave.map(([c]) => c), ...(ranura ? ['ranura'] : [])] as never);
    // Read by primary-key ranges only (a company's days): on SQLite the table is its key.
    await (dialect === 'sqlite' ? (t as CreateTableBuilder<string, string>).modifyEnd(sql`without rowid`) : t).execute();
}

/** The sales and credit notes already written, counted into the new tables by company, read in id batches. */
async function contarDocumentosExistentes(db: Kysely<any>): Promise<void> {
    const empresas = await db.selectFrom('empresas').select(['id', 'zona_horaria']).execute();
    const tablas = TABLAS.map((t) => t.tabla);
    for (const e of empresas) {
        const zona = (e.zona_horaria as string | null) ?? ZONA_POR_DEFECTO;
        const documentos: Documento[] = [];
        const fechaDe = (f: unknown) => (f instanceof Date ? f.toISOString() : String(f));
        for (let desde = 0; ; ) {
            const ventas = await db.selectFrom('ventas').select(['id', 'fecha', 'estado', 'total', 'usuario_id']).where('empresa_id', '=', e.id).where('id', '>', desde).orderBy('id').limit(5000).execute();
            if (ventas.length === 0) break;
            const ids = ventas.map((v) => v.id);
            const [lineas, pagos] = await Promise.all([
                db
                    .selectFrom('venta_detalles as d')
                    .innerJoin('variantes as v', 'v.id', 'd.variante_id')
                    .select(['d.venta_id', 'v.plantilla_id', 'd.cantidad', 'd.subtotal', 'd.costo_compra'])
                    .where('d.venta_id', 'in', ids)
                    .execute(),
                db.selectFrom('venta_pagos').select(['venta_id', 'metodo_pago', 'monto']).where('venta_id', 'in', ids).execute(),
            ]);
            for (const v of ventas) {
                const suyas = lineas.filter((l) => l.venta_id === v.id);
                documentos.push({
                    documento: 'venta',
                    fecha: fechaDe(v.fecha),
                    estado: v.estado,
                    total: Number(v.total),
                    usuarioId: v.usuario_id,
                    lineas: suyas.map((l) => ({ plantillaId: l.plantilla_id, categoriaId: null, cantidad: Number(l.cantidad), importe: Number(l.subtotal), costo: costoDe(Number(l.costo_compra), Number(l.cantidad)) })),
                    pagos: pagosNetos(Number(v.total), pagos.filter((p) => p.venta_id === v.id).map((p) => ({ metodo: p.metodo_pago, monto: Number(p.monto) }))),
                    impuestos: [],
                });
            }
            desde = ids[ids.length - 1];
        }
        const notas = await db
            .selectFrom('notas_credito as n')
            .innerJoin('ventas as v', 'v.id', 'n.venta_id')
            .select(['n.id', 'n.fecha', 'n.total_devuelto', 'n.reembolso_efectivo', 'v.fecha as fecha_venta', 'v.usuario_id'])
            .select((eb) =>
                eb
                    .selectFrom('venta_pagos as p')
                    .select('p.metodo_pago')
                    .whereRef('p.venta_id', '=', 'v.id')
                    .where('p.metodo_pago', '<>', 'Efectivo')
                    .orderBy('p.monto', 'desc')
                    .orderBy('p.id')
                    .limit(1)
                    .as('otro_metodo'),
            )
            .where('n.empresa_id', '=', e.id)
            .execute();
        const lineasNotas = await db
            .selectFrom('nota_credito_detalles as d')
            .innerJoin('variantes as v', 'v.id', 'd.variante_id')
            .select(['d.nota_credito_id', 'v.plantilla_id', 'd.cantidad', 'd.monto_devuelto', 'd.costo'])
            .where('d.empresa_id', '=', e.id)
            .execute();
        for (const n of notas) {
            documentos.push({
                documento: 'nota_credito',
                fecha: fechaDe(n.fecha),
                fechaDeLaVenta: fechaDe(n.fecha_venta),
                usuarioId: n.usuario_id,
                lineas: lineasNotas
                    .filter((l) => l.nota_credito_id === n.id)
                    .map((l) => ({ plantillaId: l.plantilla_id, categoriaId: null, cantidad: Number(l.cantidad), importe: Number(l.monto_devuelto), costo: Number(l.costo) })),
                reembolsos: reembolsosDe(Number(n.total_devuelto), Number(n.reembolso_efectivo), n.otro_metodo ?? null),
                impuestos: [],
            });
        }
        for (const [tabla, filas] of filasDe(e.id, zona, documentos, tablas)) {
            // The columns its tables have here: a later migration's key (0030's categoria_id) is not theirs yet.
            const { clave, valores } = TABLAS.find((t) => t.tabla === tabla) as Contador;
            const columnas = ['empresa_id', ...clave.map(([c]) => c), ...valores];
            const suyas = filas.map((f) => Object.fromEntries(columnas.map((c) => [c, f[c]])));
            for (let i = 0; i < suyas.length; i += 500) await db.insertInto(tabla).values(suyas.slice(i, i + 500)).execute();
        }
    }
}

