import { type CreateTableBuilder, type Kysely, type Migration, sql } from 'kysely';
import { TASAS_IVA } from '../../../contracts/impuestos.js';
import { diaLocal, ZONA_POR_DEFECTO } from '../../domain/calendario.js';
import type { Dialect } from '../createDb.js';
import { RANURAS } from './0011_totales_repartidos.js';

/**
 * Taxes inside every price (CONVENTIONS §6, Taxes):
 * - the company's fiscal data (RFC, razón social, régimen fiscal, CP of the place of issue) and
 *   the taxes a new product starts with;
 * - each product's (plantilla's) `iva` ('16', '8', '0', 'exento') and `ieps` (millionths, null for
 *   none): every existing product takes the company's default, IVA 16 %;
 * - each sale line's rates at the moment of sale and its total split in cents (base + ieps + iva =
 *   subtotal), and each credit-note line's share of it;
 * - impuestos_diarios, the tax report's counter: per company, local day, tax and rate, the sales'
 *   base and tax (by the sale's day, voided sales out) and the returns' (by the credit note's
 *   day), kept by server/modules/contadores like the other daily counters.
 * Lines already written were all sold at 16 % (the only rate there was): their split is
 * s = round(total / 1.16) in integers, (200·t + 116) div 232, the one contracts/calculo.ts
 * `desglosar` gives; each credit-note line is split on its own amount the same way. Their days are
 * counted here once, in each company's zone.
 */
export function impuestos(dialect: Dialect): Migration {
    return {
        async up(db: Kysely<any>) {
            const ivas = sql.join(TASAS_IVA.map((t) => sql.lit(t)));
            const tasaIva = (columna: string) => sql`${sql.ref(columna)} in (${ivas})`;
            const tasaIeps = (columna: string) => sql`${sql.ref(columna)} is null or (${sql.ref(columna)} > 0 and ${sql.ref(columna)} < 1000000)`;

            for (const columna of ['rfc', 'razon_social', 'regimen_fiscal', 'codigo_postal']) await db.schema.alterTable('empresas').addColumn(columna, 'text').execute();
            await db.schema.alterTable('empresas').addColumn('iva_predeterminado', 'text', (c) => c.notNull().defaultTo('16').check(tasaIva('iva_predeterminado'))).execute();
            await db.schema.alterTable('empresas').addColumn('ieps_predeterminado', 'integer', (c) => c.check(tasaIeps('ieps_predeterminado'))).execute();

            await db.schema.alterTable('plantillas').addColumn('iva', 'text', (c) => c.notNull().defaultTo('16').check(tasaIva('iva'))).execute();
            await db.schema.alterTable('plantillas').addColumn('ieps', 'integer', (c) => c.check(tasaIeps('ieps'))).execute();

            await db.schema.alterTable('venta_detalles').addColumn('tasa_iva', 'text', (c) => c.notNull().defaultTo('16').check(tasaIva('tasa_iva'))).execute();
            await db.schema.alterTable('venta_detalles').addColumn('tasa_ieps', 'integer', (c) => c.check(tasaIeps('tasa_ieps'))).execute();
            for (const tabla of ['venta_detalles', 'nota_credito_detalles']) {
                for (const columna of ['base', 'ieps', 'iva']) await db.schema.alterTable(tabla).addColumn(columna, 'bigint', (c) => c.notNull().defaultTo(0)).execute();
            }
            await sql`update venta_detalles set base = (200 * subtotal + 116) / 232, iva = subtotal - (200 * subtotal + 116) / 232`.execute(db);
            await sql`update nota_credito_detalles set base = (200 * monto_devuelto + 116) / 232, iva = monto_devuelto - (200 * monto_devuelto + 116) / 232`.execute(db);

            const tabla = db.schema
                .createTable('impuestos_diarios')
                .addColumn('empresa_id', 'integer', (c) => c.notNull().references('empresas.id'))
                .addColumn('dia', 'text', (c) => c.notNull())
                .addColumn('impuesto', 'text', (c) => c.notNull())
                .addColumn('tipo_factor', 'text', (c) => c.notNull())
                // Millionths; 0 for 'Exento' (a key column cannot be null; tipo_factor tells them apart).
                .addColumn('tasa', 'integer', (c) => c.notNull())
                .addColumn('ranura', dialect === 'postgres' ? 'smallint' : 'integer', (c) =>
                    c.notNull().defaultTo(dialect === 'postgres' ? sql`floor(random() * ${sql.lit(RANURAS)})::smallint` : 0),
                )
                .addColumn('base_ventas', 'bigint', (c) => c.notNull().defaultTo(0))
                .addColumn('importe_ventas', 'bigint', (c) => c.notNull().defaultTo(0))
                .addColumn('base_devoluciones', 'bigint', (c) => c.notNull().defaultTo(0))
                .addColumn('importe_devoluciones', 'bigint', (c) => c.notNull().defaultTo(0))
                .addPrimaryKeyConstraint('impuestos_diarios_pk', ['empresa_id', 'dia', 'impuesto', 'tipo_factor', 'tasa', 'ranura']);
            // Read by primary-key ranges only (a company's days): on SQLite the table is its key.
            await (dialect === 'sqlite' ? (tabla as CreateTableBuilder<string, string>).modifyEnd(sql`without rowid`) : tabla).execute();

            await contarImpuestosExistentes(db);
        },
    };
}

/** The sales' and credit notes' taxes already written (all IVA 16 %), into impuestos_diarios by local day, read in id batches. */
async function contarImpuestosExistentes(db: Kysely<any>): Promise<void> {
    const zonas = new Map(
        (await db.selectFrom('empresas').select(['id', 'zona_horaria']).execute()).map((e) => [e.id as number, (e.zona_horaria as string) ?? ZONA_POR_DEFECTO]),
    );
    const dias = new Map<string, { empresa_id: number; dia: string; base_ventas: number; importe_ventas: number; base_devoluciones: number; importe_devoluciones: number }>();
    const sumarAlDia = (empresaId: number, fecha: unknown, base: number, iva: number, columnas: 'ventas' | 'devoluciones') => {
        const dia = diaLocal(fecha instanceof Date ? fecha : new Date(fecha as string), zonas.get(empresaId) ?? ZONA_POR_DEFECTO);
        const clave = `${empresaId}|${dia}`;
        const fila = dias.get(clave) ?? { empresa_id: empresaId, dia, base_ventas: 0, importe_ventas: 0, base_devoluciones: 0, importe_devoluciones: 0 };
        fila[`base_${columnas}`] += base;
        fila[`importe_${columnas}`] += iva;
        dias.set(clave, fila);
    };
    const documentos = [
        { tabla: 'ventas', detalles: 'venta_detalles', enlace: 'venta_id', columnas: 'ventas', sinAnuladas: true },
        { tabla: 'notas_credito', detalles: 'nota_credito_detalles', enlace: 'nota_credito_id', columnas: 'devoluciones', sinAnuladas: false },
    ] as const;
    for (const d of documentos) {
        for (let desde = 0; ; ) {
            const filas = await db
                .selectFrom(`${d.tabla} as x`)
                .select(['x.id', 'x.empresa_id', 'x.fecha'])
                .select((eb) => [
                    eb.selectFrom(`${d.detalles} as l`).select(eb.fn.coalesce(eb.fn.sum('l.base'), eb.lit(0)).as('b')).whereRef(`l.${d.enlace}`, '=', 'x.id').as('base'),
                    eb.selectFrom(`${d.detalles} as l`).select(eb.fn.coalesce(eb.fn.sum('l.iva'), eb.lit(0)).as('i')).whereRef(`l.${d.enlace}`, '=', 'x.id').as('iva'),
                ])
                .where('x.id', '>', desde)
                .$if(d.sinAnuladas, (q) => q.where('x.estado', '<>', 'Cancelada'))
                .orderBy('x.id')
                .limit(10_000)
                .execute();
            if (filas.length === 0) break;
            for (const f of filas) sumarAlDia(f.empresa_id as number, f.fecha, Number(f.base), Number(f.iva), d.columnas);
            desde = filas[filas.length - 1].id as number;
        }
    }
    const todas = [...dias.values()].map((f) => ({ ...f, impuesto: 'IVA', tipo_factor: 'Tasa', tasa: 160_000 }));
    for (let i = 0; i < todas.length; i += 500) await db.insertInto('impuestos_diarios').values(todas.slice(i, i + 500)).execute();
}
