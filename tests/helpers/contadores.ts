import type { Db } from '../../server/db/createDb.js';
import type { ImporteDeImpuesto } from '../../contracts/calculo.js';
import { diaLocal, ZONA_POR_DEFECTO } from '../../server/domain/calendario.js';
import { impuestosDeLineas } from '../../server/modules/ventas/impuestos.js';
import { costoDe, pagosNetos, reembolsosDe } from '../../server/modules/contadores/pagos.js';
import { diaYHoraLocal } from '../../server/domain/calendario.js';
import { clavesDePeriodo, clavesDePeriodoYDia } from '../../server/modules/reportes/periodos.js';

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
    const reporte = await reconstruidosDelReporte(db, zona);
    for (const m of await k.selectFrom('movimientos_contables').select(['empresa_id', 'fecha', 'tipo', 'categoria', 'monto']).execute()) {
        sumar(contabilidad, [m.empresa_id, diaLocal(m.fecha, zona(m.empresa_id)), m.tipo, m.categoria ?? ''], [1, Number(m.monto)]);
    }
    return { ventas_diarias: ventasDiarias, ventas_diarias_producto: porProducto, contabilidad_diaria: contabilidad, impuestos_diarios: impuestos, ...reporte };
}

/**
 * The sales report's counters (issue 35) from the documents: each sale that is not voided on its
 * local day and hour under its seller, with its lines' amounts and costs (cost per unit recorded
 * on the line × units) and its payments (cash net of change); each credit note on its own day and
 * hour under the sale's seller, with its lines' refunds and costs and its refund per method.
 */
async function reconstruidosDelReporte(db: Db, zona: (empresaId: number) => string): Promise<Record<string, Cuentas>> {
    const k = db.kysely;
    const [vendedor, horarias, producto, categoria, pagos]: Cuentas[] = [new Map(), new Map(), new Map(), new Map(), new Map()];
    const cifras = (ventas: number, unidades: number, total: number, costo: number, como: 'ventas' | 'devoluciones') =>
        como === 'ventas' ? [ventas, unidades, total, costo, 0, 0, 0] : [0, 0, 0, 0, total, unidades, costo];
    const ventas = new Map((await k.selectFrom('ventas').select(['id', 'empresa_id', 'fecha', 'estado', 'total', 'usuario_id']).execute()).map((v) => [v.id, v]));
    const lineas = await k
        .selectFrom('venta_detalles as d')
        .innerJoin('variantes as v', 'v.id', 'd.variante_id')
        .select(['d.id', 'd.venta_id', 'd.variante_id', 'v.plantilla_id', 'd.categoria_id', 'd.cantidad', 'd.subtotal', 'd.costo_compra'])
        .orderBy('d.id')
        .execute();
    const pagosDe = new Map<number, { metodo: string; monto: number }[]>();
    for (const p of await k.selectFrom('venta_pagos').select(['venta_id', 'metodo_pago', 'monto']).orderBy('id').execute()) {
        pagosDe.set(p.venta_id, [...(pagosDe.get(p.venta_id) ?? []), { metodo: p.metodo_pago, monto: Number(p.monto) }]);
    }
    // A product and a category count a ticket for each product (and the category it was sold under) a sale sold.
    const productosDeVenta = new Map<number, Set<string>>();
    for (const l of lineas) {
        const v = ventas.get(l.venta_id);
        if (!v || v.estado === 'Cancelada') continue;
        const { dia, hora } = diaYHoraLocal(v.fecha, zona(v.empresa_id));
        const valores = cifras(0, Number(l.cantidad), Number(l.subtotal), costoDe(Number(l.costo_compra), Number(l.cantidad)), 'ventas');
        sumar(vendedor, [v.empresa_id, dia, v.usuario_id], valores);
        for (const d of [dia, ...clavesDePeriodoYDia(dia)]) sumar(horarias, [v.empresa_id, d, v.usuario_id, hora], valores);
        const suyos = productosDeVenta.get(v.id) ?? new Set<string>();
        productosDeVenta.set(v.id, suyos);
        const primera = !suyos.has(`${l.plantilla_id}/${l.categoria_id}`);
        suyos.add(`${l.plantilla_id}/${l.categoria_id}`);
        for (const d of [dia, ...clavesDePeriodo(dia)]) {
            sumar(producto, [v.empresa_id, d, v.usuario_id, l.plantilla_id, l.categoria_id ?? 0], [primera ? 1 : 0, ...valores.slice(1)]);
            sumar(categoria, [v.empresa_id, d, v.usuario_id, l.categoria_id ?? 0], [primera ? 1 : 0, ...valores.slice(1)]);
        }
    }
    for (const v of ventas.values()) {
        if (v.estado === 'Cancelada') continue;
        const { dia, hora } = diaYHoraLocal(v.fecha, zona(v.empresa_id));
        sumar(vendedor, [v.empresa_id, dia, v.usuario_id], cifras(1, 0, 0, 0, 'ventas'));
        for (const d of [dia, ...clavesDePeriodoYDia(dia)]) sumar(horarias, [v.empresa_id, d, v.usuario_id, hora], cifras(1, 0, 0, 0, 'ventas'));
        for (const p of pagosNetos(Number(v.total), pagosDe.get(v.id) ?? [])) sumar(pagos, [v.empresa_id, dia, v.usuario_id, p.metodo], [1, p.monto, 0]);
    }
    const categoriaDeLinea = new Map<string, number | null>();
    for (const l of lineas) if (!categoriaDeLinea.has(`${l.venta_id}/${l.variante_id}`)) categoriaDeLinea.set(`${l.venta_id}/${l.variante_id}`, l.categoria_id);
    const notas = await k.selectFrom('notas_credito').select(['id', 'empresa_id', 'venta_id', 'fecha', 'total_devuelto', 'reembolso_efectivo']).execute();
    const notaDe = new Map(notas.map((n) => [n.id, n]));
    const devueltas = await k
        .selectFrom('nota_credito_detalles as d')
        .innerJoin('variantes as v', 'v.id', 'd.variante_id')
        .select(['d.nota_credito_id', 'd.variante_id', 'v.plantilla_id', 'd.cantidad', 'd.monto_devuelto', 'd.costo'])
        .execute();
    for (const l of devueltas) {
        const n = notaDe.get(l.nota_credito_id);
        const v = n && ventas.get(n.venta_id);
        if (!n || !v) continue;
        // Under the category its sale's line (the variant's first in that sale) was sold in.
        const categoriaVendida = categoriaDeLinea.get(`${v.id}/${l.variante_id}`) ?? 0;
        const { dia, hora } = diaYHoraLocal(n.fecha, zona(n.empresa_id));
        const valores = cifras(0, Number(l.cantidad), Number(l.monto_devuelto), Number(l.costo), 'devoluciones');
        sumar(vendedor, [n.empresa_id, dia, v.usuario_id], valores);
        for (const d of [dia, ...clavesDePeriodoYDia(dia)]) sumar(horarias, [n.empresa_id, d, v.usuario_id, hora], valores);
        for (const d of [dia, ...clavesDePeriodo(dia)]) {
            sumar(producto, [n.empresa_id, d, v.usuario_id, l.plantilla_id, categoriaVendida], valores);
            sumar(categoria, [n.empresa_id, d, v.usuario_id, categoriaVendida], valores);
        }
    }
    for (const n of notas) {
        const v = ventas.get(n.venta_id);
        if (!v) continue;
        const dia = diaYHoraLocal(n.fecha, zona(n.empresa_id)).dia;
        // The method the sale took the most through besides cash (the first such payment on a tie).
        const otro = (pagosDe.get(v.id) ?? []).filter((p) => p.metodo !== 'Efectivo').reduce<{ metodo: string; monto: number } | null>((a, p) => (a === null || p.monto > a.monto ? p : a), null);
        for (const r of reembolsosDe(Number(n.total_devuelto), Number(n.reembolso_efectivo), otro?.metodo ?? null)) sumar(pagos, [n.empresa_id, dia, v.usuario_id, r.metodo], [0, 0, r.monto]);
    }
    return { ventas_diarias_vendedor: vendedor, ventas_horarias: horarias, ventas_producto_vendedor: producto, ventas_categoria_vendedor: categoria, pagos_diarios: pagos };
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
    const cifras = (f: { ventas: unknown; unidades: unknown; total: unknown; costo: unknown; devoluciones: unknown; unidades_devueltas: unknown; costo_devuelto: unknown }) =>
        [f.ventas, f.unidades, f.total, f.costo, f.devoluciones, f.unidades_devueltas, f.costo_devuelto].map(Number);
    const [vendedor, horarias, producto, categoria, pagos]: Cuentas[] = [new Map(), new Map(), new Map(), new Map(), new Map()];
    for (const f of await k.selectFrom('ventas_diarias_vendedor').selectAll().execute()) sumar(vendedor, [f.empresa_id, f.dia, f.usuario_id], cifras(f));
    for (const f of await k.selectFrom('ventas_horarias').selectAll().execute()) sumar(horarias, [f.empresa_id, f.dia, f.usuario_id, Number(f.hora)], cifras(f));
    for (const f of await k.selectFrom('ventas_producto_vendedor').selectAll().execute()) sumar(producto, [f.empresa_id, f.dia, f.usuario_id, f.plantilla_id, f.categoria_id], cifras(f));
    for (const f of await k.selectFrom('ventas_categoria_vendedor').selectAll().execute()) sumar(categoria, [f.empresa_id, f.dia, f.usuario_id, f.categoria_id], cifras(f));
    for (const f of await k.selectFrom('pagos_diarios').selectAll().execute()) sumar(pagos, [f.empresa_id, f.dia, f.usuario_id, f.metodo_pago], [Number(f.ventas), Number(f.monto), Number(f.devoluciones)]);
    return {
        ventas_diarias: ventasDiarias,
        ventas_diarias_producto: porProducto,
        contabilidad_diaria: contabilidad,
        impuestos_diarios: impuestos,
        ventas_diarias_vendedor: vendedor,
        ventas_horarias: horarias,
        ventas_producto_vendedor: producto,
        ventas_categoria_vendedor: categoria,
        pagos_diarios: pagos,
    };
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
