import { type ErrorDeFila, type FilaImportada } from '../../../../contracts/importacion.js';
import { PRODUCTO_MENSAJES } from '../../../../contracts/productos.js';
import { cantidadAdmitida, UNIDAD_POR_DEFECTO, type Unidad } from '../../../../contracts/unidades.js';
import { searchKey } from '../../../db/searchKey.js';
import { type CatalogoLeido, claveDeSku, ordenarErrores } from './validarFilas.js';

/*
 * The preview's last step, once the route has looked up the file's SKUs (claveDeSku of each, as
 * variantes.sku_busqueda): each good row creates a variant or updates the one with its SKU. A
 * row that leaves `unidad` empty keeps an existing variant's unit and makes a new one a piece
 * (CONVENTIONS §6), and only now is its stock's fraction checked against that unit.
 */

/** What the preview needs of a variant the company already has, by claveDeSku of its SKU. */
export interface VarianteExistente {
    unidad: Unidad;
}

export interface VistaPreviaDelCatalogo {
    crear: FilaImportada[];
    actualizar: FilaImportada[];
    /** In row order, and within a row in column order. */
    errores: ErrorDeFila[];
    avisos: string[];
    columnas: CatalogoLeido['columnas'];
    /** The categories and suppliers the good rows name, each once (blind to case and accents, as their tables' keys), as first written. */
    categorias: string[];
    proveedores: string[];
}

function distintos(nombres: Iterable<string | null>): string[] {
    const vistos = new Map<string, string>();
    // A name written as before needs no key again (a file repeats its few on every row).
    const escritos = new Set<string>();
    for (const nombre of nombres) {
        if (nombre === null || escritos.has(nombre)) continue;
        escritos.add(nombre);
        const clave = searchKey(nombre);
        if (!vistos.has(clave)) vistos.set(clave, nombre);
    }
    return [...vistos.values()];
}

export function separarFilas(catalogo: CatalogoLeido, existentes: ReadonlyMap<string, VarianteExistente>): VistaPreviaDelCatalogo {
    const crear: FilaImportada[] = [];
    const actualizar: FilaImportada[] = [];
    const errores = [...catalogo.errores];
    let fueraDeOrden = false;
    for (const fila of catalogo.filas) {
        const existente = existentes.get(claveDeSku(fila.sku));
        const unidad = fila.unidad ?? existente?.unidad ?? UNIDAD_POR_DEFECTO;
        if (fila.stock !== null && !cantidadAdmitida(fila.stock, unidad)) {
            errores.push({ fila: fila.fila, columna: 'stock', mensaje: PRODUCTO_MENSAJES.stockEntero });
            fueraDeOrden = true;
        } else (existente ? actualizar : crear).push(fila);
    }
    if (fueraDeOrden) ordenarErrores(errores);
    const buenas = [...crear, ...actualizar].sort((a, b) => a.fila - b.fila);
    return {
        crear,
        actualizar,
        errores,
        avisos: catalogo.avisos,
        columnas: catalogo.columnas,
        categorias: distintos(buenas.map((f) => f.categoria)),
        proveedores: distintos(buenas.map((f) => f.proveedor)),
    };
}
