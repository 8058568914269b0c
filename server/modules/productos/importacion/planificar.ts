import { type ColumnaCatalogo, type ErrorDeFila, ETIQUETAS_COLUMNA, type FilaImportada, IMPORTACION_MENSAJES as M } from '../../../../contracts/importacion.js';
import type { TasaIva } from '../../../../contracts/impuestos.js';
import { minimosNoEnteros, PRODUCTO_MENSAJES, tiersNoMenores } from '../../../../contracts/productos.js';
import { MILESIMAS, type Unidad } from '../../../../contracts/unidades.js';
import type { Db } from '../../../db/createDb.js';
import { searchKey } from '../../../db/searchKey.js';
import { leerPreciosMayoreo } from '../preciosMayoreo.js';
import { referenciasPorNombre, type VarianteActual, variantesDeProductos, variantesPorSku } from './existentes.js';
import { separarFilas } from './separarFilas.js';
import { type CatalogoLeido, claveDeSku, ordenarErrores } from './validarFilas.js';

/*
 * The import decided against the database, before anything is written: which rows create
 * products (rows naming the same product, blind to case and accents, are its variants), which
 * update the variant with their SKU, and what is wrong with a row only the catalogue can tell:
 * a new product without a category or supplier, rows of one product disagreeing on what a
 * product has once (its unit, category, supplier, taxes), a price below a variant's wholesale
 * tier, a product turned to pieces whose stock or tiers are fractions. The preview shows it; the
 * confirmed import computes it again inside its transaction, under the variants' locks.
 */

/** Most variants of one product (contracts/productos.ts productoInput). */
const VARIANTES_MAXIMAS = 200;

/** A product's fields a row may state; null: the row leaves it as it is (or, new, to its defaults). */
interface CamposDeProducto {
    unidad: Unidad | null;
    iva: TasaIva | null;
    /** Only when the file has the column: a blank cell then says 'no IEPS'. */
    ieps: number | null | undefined;
    categoria: string | null;
    proveedor: string | null;
}

export interface ProductoNuevo {
    /** As the first of its rows writes it. */
    nombre: string;
    campos: CamposDeProducto;
    filas: FilaImportada[];
}

export interface Actualizacion {
    fila: FilaImportada;
    actual: VarianteActual;
}

/** An existing product whose own fields the file changes: their values after the import. */
export interface ProductoCambiado {
    plantillaId: number;
    unidad: Unidad;
    iva: TasaIva;
    ieps: number | null;
    /** A name (to resolve, maybe created) or the id it keeps. */
    categoria: string | number | null;
    proveedor: string | number | null;
}

export interface PlanDeImportacion {
    nuevos: ProductoNuevo[];
    actualizaciones: Actualizacion[];
    productosCambiados: ProductoCambiado[];
    errores: ErrorDeFila[];
    avisos: string[];
    columnas: ColumnaCatalogo[];
    /** Names to create, as first written, and the ids of those that exist, by their key. */
    categoriasNuevas: string[];
    proveedoresNuevos: string[];
    categorias: Map<string, number>;
    proveedores: Map<string, number>;
}

const sinCampos = (): CamposDeProducto => ({ unidad: null, iva: null, ieps: undefined, categoria: null, proveedor: null });

const camposDe = (f: FilaImportada, conIeps: boolean): CamposDeProducto => ({
    unidad: f.unidad,
    iva: f.iva,
    ieps: conIeps ? f.ieps : undefined,
    categoria: f.categoria,
    proveedor: f.proveedor,
});

const COMPARADOS = [
    ['unidad', (c: CamposDeProducto) => c.unidad],
    ['iva', (c: CamposDeProducto) => c.iva],
    ['ieps', (c: CamposDeProducto) => (c.ieps === undefined ? undefined : c.ieps === null ? '' : String(c.ieps / 1_000_000))],
    ['categoria', (c: CamposDeProducto) => c.categoria],
    ['proveedor', (c: CamposDeProducto) => c.proveedor],
] as const satisfies readonly (readonly [ColumnaCatalogo, (c: CamposDeProducto) => string | null | undefined])[];

/**
 * Merges a row's product fields into those its product's earlier rows stated: a blank cell says
 * nothing (except IEPS, whose blank says none), a value that differs from one stated before is
 * the row's error, naming that row. Returns the row's errors.
 */
function acordar(
    grupo: { campos: CamposDeProducto; primeraDe: Partial<Record<ColumnaCatalogo, number>>; nombre: string },
    fila: FilaImportada,
    conIeps: boolean,
    claveDe: (nombre: string) => string,
): ErrorDeFila[] {
    const errores: ErrorDeFila[] = [];
    const propios = camposDe(fila, conIeps);
    for (const [columna, valor] of COMPARADOS) {
        const nuevo = valor(propios);
        if (nuevo === null || nuevo === undefined) continue;
        const previo = valor(grupo.campos);
        const porNombre = columna === 'categoria' || columna === 'proveedor';
        const clave = (v: string) => (porNombre ? claveDe(v) : v);
        if (previo === null || previo === undefined || grupo.primeraDe[columna] === undefined) {
            (grupo.campos as unknown as Record<string, unknown>)[columna] = propios[columna];
            grupo.primeraDe[columna] = fila.fila;
        } else if (clave(previo) !== clave(nuevo)) {
            errores.push({ fila: fila.fila, columna, mensaje: M.noCoincide(ETIQUETAS_COLUMNA[columna], nuevo, grupo.primeraDe[columna] as number, grupo.nombre) });
        }
    }
    return errores;
}

/** The import's plan. `bloquear`: inside the confirmed import's transaction (locks the variants on PostgreSQL). */
/**
 * searchKey of a name, each name computed once: a file names its few categories and suppliers
 * on every row (searchKey normalizes the text; 100,000 rows called it over a million times).
 */
function clavesRecordadas(): (nombre: string) => string {
    const claves = new Map<string, string>();
    return (nombre) => {
        let clave = claves.get(nombre);
        if (clave === undefined) claves.set(nombre, (clave = searchKey(nombre)));
        return clave;
    };
}

export async function planificar(db: Db, empresaId: number, leido: CatalogoLeido, bloquear: boolean): Promise<PlanDeImportacion> {
    const claveDe = clavesRecordadas();
    const existentes = await variantesPorSku(db, empresaId, leido.filas.map((f) => claveDeSku(f.sku)), bloquear);
    const separadas = separarFilas(leido, existentes);
    const errores = [...separadas.errores];
    const conIeps = leido.columnas.includes('ieps');
    const { categoria: categorias, proveedor: proveedores } = await referenciasPorNombre(db, empresaId);

    // New products: rows grouped by the product's name.
    const grupos = new Map<string, ProductoNuevo & { primeraDe: Partial<Record<ColumnaCatalogo, number>>; malas: Set<number> }>();
    for (const fila of separadas.crear) {
        const clave = claveDe(fila.producto);
        let grupo = grupos.get(clave);
        if (!grupo) grupos.set(clave, (grupo = { nombre: fila.producto, campos: sinCampos(), filas: [], primeraDe: {}, malas: new Set() }));
        const propios = acordar(grupo, fila, conIeps, claveDe);
        if (grupo.filas.length >= VARIANTES_MAXIMAS) propios.push({ fila: fila.fila, columna: 'producto', mensaje: M.demasiadasVariantes(grupo.nombre, VARIANTES_MAXIMAS) });
        errores.push(...propios);
        if (propios.length > 0) grupo.malas.add(fila.fila);
        grupo.filas.push(fila);
    }
    const nuevos: ProductoNuevo[] = [];
    for (const g of grupos.values()) {
        const faltan: [ColumnaCatalogo, string][] = [];
        if (g.campos.categoria === null) faltan.push(['categoria', M.faltaCategoria]);
        if (g.campos.proveedor === null) faltan.push(['proveedor', M.faltaProveedor]);
        for (const f of g.filas) for (const [columna, mensaje] of faltan) errores.push({ fila: f.fila, columna, mensaje });
        const buenas = g.filas.filter((f) => !g.malas.has(f.fila));
        if (faltan.length === 0 && buenas.length > 0) nuevos.push({ nombre: g.nombre, campos: g.campos, filas: buenas });
    }

    // Updates: rows of one existing product must agree on its fields too.
    const actualizaciones: Actualizacion[] = [];
    const porProducto = new Map<number, { campos: CamposDeProducto; primeraDe: Partial<Record<ColumnaCatalogo, number>>; nombre: string; actual: VarianteActual }>();
    for (const fila of separadas.actualizar) {
        const actual = existentes.get(claveDeSku(fila.sku)) as VarianteActual;
        let p = porProducto.get(actual.plantillaId);
        if (!p) porProducto.set(actual.plantillaId, (p = { campos: sinCampos(), primeraDe: {}, nombre: fila.producto, actual }));
        const propios = acordar(p, fila, conIeps, claveDe);
        const [tier] = tiersNoMenores(fila.precioVenta, leerPreciosMayoreo(actual.preciosMayoreo));
        if (tier !== undefined) propios.push({ fila: fila.fila, columna: 'precio_venta', mensaje: PRODUCTO_MENSAJES.mayoreoBajoLista });
        errores.push(...propios);
        if (propios.length === 0) actualizaciones.push({ fila, actual });
    }

    // A product turned to pieces: every variant's stock after the import, and its tiers, whole.
    const aPiezas = [...porProducto.entries()].filter(([, p]) => p.campos.unidad === 'pieza' && p.actual.unidad !== 'pieza');
    if (aPiezas.length > 0) {
        const destino = new Map(actualizaciones.map((a) => [a.actual.id, a.fila.stock]));
        for (const v of await variantesDeProductos(db, aPiezas.map(([id]) => id))) {
            const p = porProducto.get(v.plantilla_id)!;
            const stock = destino.get(v.id) ?? v.stock;
            const mensaje =
                stock % MILESIMAS !== 0
                    ? `${v.sku}: ${PRODUCTO_MENSAJES.stockEntero}`
                    : minimosNoEnteros(leerPreciosMayoreo(v.precios_mayoreo).map((t) => ({ cantidad_minima: t.cantidadMinima }))).length > 0
                      ? `${v.sku}: ${PRODUCTO_MENSAJES.mayoreoCantidadEntera}`
                      : null;
            if (mensaje) errores.push({ fila: p.primeraDe.unidad as number, columna: 'unidad', mensaje });
        }
    }
    const productosCambiados: ProductoCambiado[] = [];
    for (const [plantillaId, { campos: c, actual: a }] of porProducto) {
        const cambiado: ProductoCambiado = {
            plantillaId,
            unidad: c.unidad ?? a.unidad,
            iva: c.iva ?? a.iva,
            ieps: c.ieps === undefined ? a.ieps : c.ieps,
            categoria: c.categoria ?? a.categoriaId,
            proveedor: c.proveedor ?? a.proveedorId,
        };
        const mismaReferencia = (r: string | number | null, id: number | null, mapa: Map<string, number>) => (typeof r === 'string' ? mapa.get(claveDe(r)) === id : r === id);
        const igual =
            cambiado.unidad === a.unidad &&
            cambiado.iva === a.iva &&
            cambiado.ieps === a.ieps &&
            mismaReferencia(cambiado.categoria, a.categoriaId, categorias) &&
            mismaReferencia(cambiado.proveedor, a.proveedorId, proveedores);
        if (!igual) productosCambiados.push(cambiado);
    }

    ordenarErrores(errores);
    const conError = new Set(errores.map((e) => e.fila));
    const faltantes = (nombres: (string | null)[], existentesPorClave: Map<string, number>) => {
        const vistos = new Map<string, string>();
        for (const n of nombres) if (n !== null && !existentesPorClave.has(claveDe(n)) && !vistos.has(claveDe(n))) vistos.set(claveDe(n), n);
        return [...vistos.values()];
    };
    const buenas = [...nuevos.flatMap((n) => n.filas), ...actualizaciones.map((a) => a.fila)].filter((f) => !conError.has(f.fila));
    return {
        nuevos,
        actualizaciones,
        productosCambiados,
        errores,
        avisos: separadas.avisos,
        columnas: separadas.columnas,
        categoriasNuevas: faltantes(buenas.map((f) => f.categoria), categorias),
        proveedoresNuevos: faltantes(buenas.map((f) => f.proveedor), proveedores),
        categorias,
        proveedores,
    };
}
