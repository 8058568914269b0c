import type { Db } from '../../server/db/createDb.js';
import type { ImporteDeImpuesto } from '../../contracts/calculo.js';
import { diaLocal, ZONA_POR_DEFECTO } from '../../server/domain/calendario.js';
import { impuestosDeLineas } from '../../server/modules/ventas/impuestos.js';

/*
 * The daily counters rebuilt from the documents, as server/modules/contadores/contadores.ts
 * says each document moves them, and set against what is stored: whatever wrote a document or a
 * counter around that module shows here. Every API test server runs it when it closes
 * (testServer.ts), so it holds after every file of the API suite, the race suites included.
 * A key's stored value is the sum of its rows (PostgreSQL spreads a key over `ranura`s).
 */

type Cuentas = Map<string, number[]>;

const sumar = (cuentas: Cuentas, clave: unknown[], valores: number[]) => {
    const k = JSON.stringify(clave);
    const actual = cuentas.get(k) ?? valores.map(() => 0);
    cuentas.set(
        k,
        actual.map((v, i) => v + valores[i]),
    );
};

/** What the documents say each counter holds, per key. */
async function reconstruidos(db: Db): Promise<Record<string, Cuentas>> {
    const k = db.kysely;
    const zonas = new Map((await k.selectFrom('empresas').select(['id', 'zona_horaria']).execute()).map((e) => [e.id, e.zona_horaria ?? ZONA_POR_DEFECTO]));
    const zona = (empresaId: number) => zonas.get(empresaId) ?? ZONA_POR_DEFECTO;
    const ventasDiarias: Cuentas = new Map();
    const porProducto: Cuentas = new Map();
    const contabilidad: Cuentas = new Map();
    const impuestos: Cuentas = new Map();
    // Each document's taxes summed line by line as impuestosDe sums them: the sales' in the sale's day, the returns' in the note's.
    const sumarImpuestos = (empresaId: number, dia: string, filas: ImporteDeImpuesto[], como: 'ventas' | 'devoluciones') => {
        for (const i of filas) {
            const valores = como === 'ventas' ? [i.base, i.importe, 0, 0] : [0, 0, i.base, i.importe];
            sumar(impuestos, [empresaId, dia, i.impuesto, i.tipoFactor, i.tasa ?? 0], valores);
        }
    };

    const diaDeVenta = new Map<number, string>();
    const anuladas = new Set<number>();
    for (const v of await k.selectFrom('ventas').select(['id', 'empresa_id', 'fecha', 'estado', 'total']).execute()) {
        const dia = diaLocal(v.fecha, zona(v.empresa_id));
        diaDeVenta.set(v.id, dia);
        if (v.estado === 'Cancelada') anuladas.add(v.id);
        sumar(ventasDiarias, [v.empresa_id, dia, v.estado], [1, Number(v.total)]);
    }
    const vendidas = await k
        .selectFrom('venta_detalles as d')
        .innerJoin('variantes as v', 'v.id', 'd.variante_id')
        .select(['d.empresa_id', 'd.venta_id', 'd.variante_id', 'v.plantilla_id', 'd.cantidad', 'd.tasa_iva', 'd.tasa_ieps', 'd.base', 'd.ieps', 'd.iva'])
        .orderBy('d.id')
        .execute();
    // A voided sale's units and taxes count nowhere.
    for (const d of vendidas) if (!anuladas.has(d.venta_id)) sumar(porProducto, [d.empresa_id, diaDeVenta.get(d.venta_id), d.plantilla_id], [d.cantidad]);
    const lineasPorVenta = new Map<number, typeof vendidas>();
    for (const d of vendidas) lineasPorVenta.set(d.venta_id, [...(lineasPorVenta.get(d.venta_id) ?? []), d]);
    for (const [ventaId, lineas] of lineasPorVenta) {
        if (!anuladas.has(ventaId)) sumarImpuestos(lineas[0].empresa_id, diaDeVenta.get(ventaId) as string, impuestosDeLineas(lineas), 'ventas');
    }
    const devueltas = await k
        .selectFrom('nota_credito_detalles as d')
        .innerJoin('notas_credito as n', 'n.id', 'd.nota_credito_id')
        .innerJoin('variantes as v', 'v.id', 'd.variante_id')
        .select(['d.empresa_id', 'd.nota_credito_id', 'n.venta_id', 'n.fecha', 'd.variante_id', 'v.plantilla_id', 'd.cantidad', 'd.base', 'd.ieps', 'd.iva'])
        .orderBy('d.id')
        .execute();
    for (const d of devueltas) sumar(porProducto, [d.empresa_id, diaDeVenta.get(d.venta_id), d.plantilla_id], [-d.cantidad]);
    // A returned line is taxed at the rates its variant was sold at in that sale (its first line of it, as returns read it).
    const notas = new Map<number, typeof devueltas>();
    for (const d of devueltas) notas.set(d.nota_credito_id, [...(notas.get(d.nota_credito_id) ?? []), d]);
    for (const lineas of notas.values()) {
        const [{ empresa_id, venta_id, fecha }] = lineas;
        const vendida = (varianteId: number) => lineasPorVenta.get(venta_id)?.find((l) => l.variante_id === varianteId);
        const conTasas = lineas.map((l) => ({ ...l, tasa_iva: vendida(l.variante_id)?.tasa_iva ?? ('16' as const), tasa_ieps: vendida(l.variante_id)?.tasa_ieps ?? null }));
        sumarImpuestos(empresa_id, diaLocal(fecha, zona(empresa_id)), impuestosDeLineas(conTasas), 'devoluciones');
    }
    for (const m of await k.selectFrom('movimientos_contables').select(['empresa_id', 'fecha', 'tipo', 'categoria', 'monto']).execute()) {
        sumar(contabilidad, [m.empresa_id, diaLocal(m.fecha, zona(m.empresa_id)), m.tipo, m.categoria ?? ''], [1, Number(m.monto)]);
    }
    return { ventas_diarias: ventasDiarias, ventas_diarias_producto: porProducto, contabilidad_diaria: contabilidad, impuestos_diarios: impuestos };
}

/** What each counter stores, per key (its rows summed). */
async function guardados(db: Db): Promise<Record<string, Cuentas>> {
    const k = db.kysely;
    const ventasDiarias: Cuentas = new Map();
    const porProducto: Cuentas = new Map();
    const contabilidad: Cuentas = new Map();
    for (const f of await k.selectFrom('ventas_diarias').selectAll().execute()) sumar(ventasDiarias, [f.empresa_id, f.dia, f.estado], [Number(f.ventas), Number(f.total)]);
    for (const f of await k.selectFrom('ventas_diarias_producto').selectAll().execute()) sumar(porProducto, [f.empresa_id, f.dia, f.plantilla_id], [Number(f.cantidad)]);
    for (const f of await k.selectFrom('contabilidad_diaria').selectAll().execute()) {
        sumar(contabilidad, [f.empresa_id, f.dia, f.tipo, f.categoria], [Number(f.movimientos), Number(f.monto)]);
    }
    const impuestos: Cuentas = new Map();
    for (const f of await k.selectFrom('impuestos_diarios').selectAll().execute()) {
        sumar(
            impuestos,
            [f.empresa_id, f.dia, f.impuesto, f.tipo_factor, Number(f.tasa)],
            [Number(f.base_ventas), Number(f.importe_ventas), Number(f.base_devoluciones), Number(f.importe_devoluciones)],
        );
    }
    return { ventas_diarias: ventasDiarias, ventas_diarias_producto: porProducto, contabilidad_diaria: contabilidad, impuestos_diarios: impuestos };
}

/** Every key whose stored counts differ from the documents' (keys at zero count as absent), as 'tabla [clave]: guardado ≠ documentos'. */
export async function contadoresDescuadrados(db: Db): Promise<string[]> {
    const [esperados, reales] = await Promise.all([reconstruidos(db), guardados(db)]);
    const diferencias: string[] = [];
    for (const tabla of Object.keys(esperados)) {
        const texto = (v: number[] | undefined) => (v === undefined || v.every((n) => n === 0) ? '0' : v.join('/'));
        for (const clave of new Set([...esperados[tabla].keys(), ...reales[tabla].keys()])) {
            const [guardado, documentos] = [texto(reales[tabla].get(clave)), texto(esperados[tabla].get(clave))];
            if (guardado !== documentos) diferencias.push(`${tabla} ${clave}: ${guardado} ≠ ${documentos}`);
        }
    }
    return diferencias;
}

/** Throws, naming each difference, unless every counter agrees with the documents. */
export async function comprobarContadores(db: Db): Promise<void> {
    const diferencias = await contadoresDescuadrados(db);
    if (diferencias.length > 0) {
        throw new Error(`Contadores diarios que no cuadran con los documentos (guardado ≠ documentos):\n${diferencias.slice(0, 20).join('\n')}`);
    }
}
