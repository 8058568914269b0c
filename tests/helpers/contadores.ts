import type { Db } from '../../server/db/createDb.js';
import { diaLocal, ZONA_POR_DEFECTO } from '../../server/domain/calendario.js';

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
        .select(['d.empresa_id', 'd.venta_id', 'v.plantilla_id', 'd.cantidad'])
        .execute();
    // A voided sale's units count nowhere.
    for (const d of vendidas) if (!anuladas.has(d.venta_id)) sumar(porProducto, [d.empresa_id, diaDeVenta.get(d.venta_id), d.plantilla_id], [d.cantidad]);
    const devueltas = await k
        .selectFrom('nota_credito_detalles as d')
        .innerJoin('notas_credito as n', 'n.id', 'd.nota_credito_id')
        .innerJoin('variantes as v', 'v.id', 'd.variante_id')
        .select(['d.empresa_id', 'n.venta_id', 'v.plantilla_id', 'd.cantidad'])
        .execute();
    for (const d of devueltas) sumar(porProducto, [d.empresa_id, diaDeVenta.get(d.venta_id), d.plantilla_id], [-d.cantidad]);
    for (const m of await k.selectFrom('movimientos_contables').select(['empresa_id', 'fecha', 'tipo', 'categoria', 'monto']).execute()) {
        sumar(contabilidad, [m.empresa_id, diaLocal(m.fecha, zona(m.empresa_id)), m.tipo, m.categoria ?? ''], [1, Number(m.monto)]);
    }
    return { ventas_diarias: ventasDiarias, ventas_diarias_producto: porProducto, contabilidad_diaria: contabilidad };
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
    return { ventas_diarias: ventasDiarias, ventas_diarias_producto: porProducto, contabilidad_diaria: contabilidad };
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
