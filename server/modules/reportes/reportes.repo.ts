import { fromCents } from '../../../contracts/money.js';
import type { FilaImpuesto, Periodo, ReporteImpuestos } from '../../../contracts/reportes.js';
import { tasaCfdi } from '../../../contracts/impuestos.js';
import type { Db } from '../../db/createDb.js';

interface Sumas {
    impuesto: 'IVA' | 'IEPS';
    tipo_factor: 'Tasa' | 'Exento';
    tasa: number;
    base_ventas: number;
    importe_ventas: number;
    base_devoluciones: number;
    importe_devoluciones: number;
}

/** IVA before IEPS; within each, the higher rate first and exempt last (as a document's taxes, contracts/calculo.ts impuestosDe). */
const orden = (f: Sumas) => (f.impuesto === 'IVA' ? 0 : 2_000_000) + (f.tipo_factor === 'Exento' ? 1_000_000 : -f.tasa);

/**
 * The tax report over a range of the company's local days (CONVENTIONS §6, Reports, Taxes): one
 * read of impuestos_diarios, kept by server/modules/contadores with every sale, void and return,
 * by its primary key's range (empresa_id, dia), summed per tax and rate over the days and the
 * key's ranuras. Its days are already the company's own (each document counted on its local
 * day), so the range needs no zone. A few rows a day whatever the volume: a month reads the same
 * at a million sales as at ten thousand.
 */
export async function reporteImpuestos(db: Db, empresaId: number, { desde, hasta }: Periodo): Promise<ReporteImpuestos> {
    const filas = await db.kysely
        .selectFrom('impuestos_diarios')
        .select((eb) => [
            'impuesto',
            'tipo_factor',
            'tasa',
            eb.fn.sum<number>('base_ventas').as('base_ventas'),
            eb.fn.sum<number>('importe_ventas').as('importe_ventas'),
            eb.fn.sum<number>('base_devoluciones').as('base_devoluciones'),
            eb.fn.sum<number>('importe_devoluciones').as('importe_devoluciones'),
        ])
        .where('empresa_id', '=', empresaId)
        .where('dia', '>=', desde)
        .where('dia', '<=', hasta)
        .groupBy(['impuesto', 'tipo_factor', 'tasa'])
        .execute();

    // PostgreSQL sums bigints as numeric (a string): cents of one company's period stay well within 2^53.
    const sumas: Sumas[] = filas
        .map((f) => ({
            impuesto: f.impuesto,
            tipo_factor: f.tipo_factor,
            tasa: Number(f.tasa),
            base_ventas: Number(f.base_ventas),
            importe_ventas: Number(f.importe_ventas),
            base_devoluciones: Number(f.base_devoluciones),
            importe_devoluciones: Number(f.importe_devoluciones),
        }))
        // A key whose documents all left the range's counts (a voided sale) had no movement.
        .filter((f) => f.base_ventas !== 0 || f.importe_ventas !== 0 || f.base_devoluciones !== 0 || f.importe_devoluciones !== 0)
        .sort((a, b) => orden(a) - orden(b));

    const impuestos: FilaImpuesto[] = sumas.map((f) => ({
        impuesto: f.impuesto,
        tipo_factor: f.tipo_factor,
        tasa: f.tipo_factor === 'Exento' ? null : tasaCfdi(f.tasa),
        base_ventas: fromCents(f.base_ventas),
        importe_ventas: fromCents(f.importe_ventas),
        base_devoluciones: fromCents(f.base_devoluciones),
        importe_devoluciones: fromCents(f.importe_devoluciones),
        base_neta: fromCents(f.base_ventas - f.base_devoluciones),
        importe_neto: fromCents(f.importe_ventas - f.importe_devoluciones),
    }));

    // Every line counts once under IVA (exempt too) with base + IEPS as its base, and under IEPS
    // with its base when it carries one: the lines' base without taxes is IVA's bases less the IEPS.
    const total = (columna: 'ventas' | 'devoluciones') => {
        let base = 0;
        let importe = 0;
        for (const f of sumas) {
            importe += f[`importe_${columna}`];
            base += f.impuesto === 'IVA' ? f[`base_${columna}`] : -f[`importe_${columna}`];
        }
        return { base, importe };
    };
    const ventas = total('ventas');
    const devoluciones = total('devoluciones');
    return {
        desde,
        hasta,
        impuestos,
        totales: {
            base_ventas: fromCents(ventas.base),
            importe_ventas: fromCents(ventas.importe),
            total_ventas: fromCents(ventas.base + ventas.importe),
            base_devoluciones: fromCents(devoluciones.base),
            importe_devoluciones: fromCents(devoluciones.importe),
            total_devoluciones: fromCents(devoluciones.base + devoluciones.importe),
            base_neta: fromCents(ventas.base - devoluciones.base),
            importe_neto: fromCents(ventas.importe - devoluciones.importe),
            total_neto: fromCents(ventas.base + ventas.importe - devoluciones.base - devoluciones.importe),
        },
    };
}
