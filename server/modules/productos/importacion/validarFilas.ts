import type { ZodType } from 'zod';
import { CATEGORIA_CAMPOS } from '../../../../contracts/categorias.js';
import { TEXTO_NO_PERMITIDO } from '../../../../contracts/common.js';
import {
    COLUMNAS_CATALOGO,
    type ColumnaCatalogo,
    type ErrorDeFila,
    ETIQUETAS_COLUMNA,
    FILAS_MAXIMAS,
    type FilaImportada,
    IMPORTACION_MENSAJES as M,
} from '../../../../contracts/importacion.js';
import { PRODUCTO_MENSAJES, productoInput, STOCK_MAXIMO, varianteInput } from '../../../../contracts/productos.js';
import { proveedorInput } from '../../../../contracts/proveedores.js';
import { cantidadAdmitida, MILESIMAS } from '../../../../contracts/unidades.js';
import { searchKey } from '../../../db/searchKey.js';
import { DatoInvalido } from '../../../domain/errors.js';
import { type Celda, type FilaLeida, filaVacia } from './celda.js';
import { type Leido, leerCantidad, leerCentavos, leerIeps, leerIva, leerSku, leerTexto, leerUnidad } from './celdas.js';
import { leerEncabezados } from './encabezados.js';

/*
 * The file's rows as the catalogue's typed rows (contracts/importacion.ts FilaImportada), or each
 * one's reasons in Spanish with its row number. A row is read whole, every bad cell reported, so
 * the shop fixes the file once. Names and SKUs pass the very schemas of the product, category and
 * supplier APIs (length, blank, control characters), so the preview accepts nothing the import's
 * writes would refuse. A SKU is one per company blind to case and accents (the database's
 * sku_busqueda): a later row repeating one is refused naming the first.
 *
 * Not decided here, because it needs the database: whether a SKU exists (create or update), and
 * the unit of a row that leaves `unidad` empty (an existing variant keeps its own, a new one is a
 * piece), against which its stock's decimals are checked: separarFilas.ts.
 */

/** The typed rows, what is wrong, and what the file carries besides. */
export interface CatalogoLeido {
    filas: FilaImportada[];
    errores: ErrorDeFila[];
    /** About the file as a whole (columns not recognized): the rows are read anyway. */
    avisos: string[];
    /** The columns the file has: a value of a column it lacks is null and changes nothing. */
    columnas: ColumnaCatalogo[];
}

/** The search key of a SKU: what `variantes.sku_busqueda` holds and the one-per-company rule compares. */
export const claveDeSku = (sku: string): string => searchKey(sku);

const ESQUEMAS: Partial<Record<ColumnaCatalogo, ZodType<string>>> = {
    producto: productoInput.shape.nombre,
    sku: varianteInput.shape.sku,
    categoria: CATEGORIA_CAMPOS.nombre.entrada,
    proveedor: proveedorInput.shape.nombre_empresa,
};

const FALTA: Partial<Record<ColumnaCatalogo, string>> = { producto: M.faltaProducto, sku: M.faltaSku, precio_venta: M.faltaPrecio };

/** A name or a SKU through its API schema: trimmed, or the schema's message (a length's naming its column). */
function validarTexto(texto: string, columna: ColumnaCatalogo): Leido<string> {
    const resultado = ESQUEMAS[columna]!.safeParse(texto);
    if (resultado.success) return { ok: true, valor: resultado.data };
    const mensaje = resultado.error.issues[0].message;
    const nombraLaColumna = !mensaje.startsWith('Máximo') && mensaje !== TEXTO_NO_PERMITIDO;
    return { ok: false, mensaje: nombraLaColumna ? mensaje : `${ETIQUETAS_COLUMNA[columna]}: ${mensaje}` };
}

const LECTORES = {
    producto: leerTexto,
    sku: leerSku,
    categoria: leerTexto,
    proveedor: leerTexto,
    precio_venta: leerCentavos,
    costo_compra: leerCentavos,
    stock: leerCantidad,
    unidad: leerUnidad,
    iva: leerIva,
    ieps: leerIeps,
} satisfies Record<ColumnaCatalogo, (celda: Celda, etiqueta: string) => Leido<unknown>>;

type Valores = { [C in ColumnaCatalogo]: ReturnType<(typeof LECTORES)[C]> extends Leido<infer T> ? T | null : never };

const STOCK_MAXIMO_MILESIMAS = STOCK_MAXIMO * MILESIMAS;

/** The rules past reading a value: a price above 0, a cost and a stock not below, a piece's stock whole. */
function reglas(v: Valores): [ColumnaCatalogo, string][] {
    const fallas: [ColumnaCatalogo, string][] = [];
    if (v.precio_venta !== null && v.precio_venta <= 0) fallas.push(['precio_venta', M.precioPositivo]);
    if (v.costo_compra !== null && v.costo_compra < 0) fallas.push(['costo_compra', M.costoNegativo]);
    if (v.stock !== null && v.stock < 0) fallas.push(['stock', M.stockNegativo]);
    else if (v.stock !== null && v.stock > STOCK_MAXIMO_MILESIMAS) fallas.push(['stock', M.stockGrande]);
    else if (v.stock !== null && v.unidad !== null && !cantidadAdmitida(v.stock, v.unidad)) fallas.push(['stock', PRODUCTO_MENSAJES.stockEntero]);
    return fallas;
}

function leerFila(fila: FilaLeida, indices: Partial<Record<ColumnaCatalogo, number>>): { valores: Valores; errores: ErrorDeFila[] } {
    const valores = {} as Record<ColumnaCatalogo, unknown>;
    const errores: ErrorDeFila[] = [];
    for (const columna of COLUMNAS_CATALOGO) {
        const indice = indices[columna];
        valores[columna] = null;
        if (indice === undefined) continue;
        const leido: Leido<unknown> = LECTORES[columna](fila.celdas[indice] ?? null, ETIQUETAS_COLUMNA[columna]);
        const validado = leido.ok && typeof leido.valor === 'string' && ESQUEMAS[columna] ? validarTexto(leido.valor, columna) : leido;
        if (!validado.ok) errores.push({ fila: fila.numero, columna, mensaje: validado.mensaje });
        else if (validado.valor === null && FALTA[columna]) errores.push({ fila: fila.numero, columna, mensaje: FALTA[columna] });
        else valores[columna] = validado.valor;
    }
    const v = valores as Valores;
    for (const [columna, mensaje] of reglas(v)) errores.push({ fila: fila.numero, columna, mensaje });
    return { valores: v, errores };
}

const ORDEN_DE_COLUMNA = new Map<ColumnaCatalogo | null, number>([[null, -1], ...COLUMNAS_CATALOGO.map((c, i) => [c, i] as const)]);

/** Errors in row order and, within a row, in column order (a row's own first), as the preview lists them. */
export const ordenarErrores = (errores: ErrorDeFila[]): ErrorDeFila[] =>
    errores.sort((a, b) => a.fila - b.fila || ORDEN_DE_COLUMNA.get(a.columna)! - ORDEN_DE_COLUMNA.get(b.columna)!);

/** Reads the header and every row after it. A file that cannot be read as a catalogue is refused whole (DatoInvalido on 'archivo'). */
export function validarCatalogo(todas: readonly FilaLeida[]): CatalogoLeido {
    const { posicion, indices, ignoradas } = leerEncabezados(todas);
    const datos = todas.slice(posicion + 1).filter((f) => !filaVacia(f.celdas));
    if (datos.length === 0) throw new DatoInvalido('archivo', M.sinFilas);
    if (datos.length > FILAS_MAXIMAS) throw new DatoInvalido('archivo', M.demasiadasFilas(FILAS_MAXIMAS));

    const catalogo: CatalogoLeido = {
        filas: [],
        errores: [],
        avisos: ignoradas.length > 0 ? [M.columnasIgnoradas(ignoradas)] : [],
        columnas: COLUMNAS_CATALOGO.filter((c) => indices[c] !== undefined),
    };
    const primeraDeSku = new Map<string, number>();
    for (const fila of datos) {
        const { valores: v, errores } = leerFila(fila, indices);
        if (v.sku !== null) {
            const clave = claveDeSku(v.sku);
            const primera = primeraDeSku.get(clave);
            if (primera === undefined) primeraDeSku.set(clave, fila.numero);
            else errores.push({ fila: fila.numero, columna: 'sku', mensaje: M.skuRepetido(v.sku, primera) });
        }
        if (errores.length > 0) {
            catalogo.errores.push(...ordenarErrores(errores));
            continue;
        }
        catalogo.filas.push({
            fila: fila.numero,
            producto: v.producto!,
            sku: v.sku!,
            precioVenta: v.precio_venta!,
            costoCompra: v.costo_compra,
            stock: v.stock,
            categoria: v.categoria,
            proveedor: v.proveedor,
            unidad: v.unidad,
            iva: v.iva,
            ieps: v.ieps,
        });
    }
    return catalogo;
}
