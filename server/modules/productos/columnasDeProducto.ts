import type { TasaIva } from '../../../contracts/impuestos.js';
import type { ProductoInput, VarianteInput } from '../../../contracts/productos.js';
import { UNIDAD_POR_DEFECTO } from '../../../contracts/unidades.js';
import { searchKey } from '../../db/searchKey.js';
import { guardarPreciosMayoreo } from './preciosMayoreo.js';

/*
 * How a product is written to its two tables, shared by the product form's writes
 * (productos.service.ts) and the catalogue import (importacion/importarCatalogo.ts), which writes
 * thousands of products in multi-row statements: a change to how a product is stored is made here
 * once and both follow.
 */

/** Name and every SKU in one accent-free key: what the product search matches. */
export const busquedaDeProducto = (nombre: string, skus: readonly string[]): string => searchKey([nombre, ...skus].join(' '));

/**
 * A variant's columns; a cost left out (who does not see costs never sends one) is not written,
 * nor tiers left out (an existing variant keeps its own, a new one starts with none).
 */
export function varianteColumns(v: VarianteInput, posicion: number) {
    return {
        sku: v.sku,
        sku_busqueda: searchKey(v.sku),
        precio_venta: v.precio_venta,
        ...(v.costo_compra === undefined ? {} : { costo_compra: v.costo_compra }),
        ...(v.precios_mayoreo === undefined ? {} : { precios_mayoreo: guardarPreciosMayoreo(v.precios_mayoreo) }),
        valores_ids: JSON.stringify(v.valores_ids),
        posicion,
    };
}

/** A new variant's row: its columns, a cost left out as 0, and no stock (it comes through the stock writer, as a movement). */
export const varianteNueva = (v: VarianteInput, posicion: number, empresaId: number, plantillaId: number) => ({
    ...varianteColumns(v, posicion),
    costo_compra: v.costo_compra ?? 0,
    empresa_id: empresaId,
    plantilla_id: plantillaId,
    stock: 0,
});

/** The taxes a new product starts with when the body leaves them out (CONVENTIONS §6). */
export interface ImpuestosPredeterminados {
    iva_predeterminado: TasaIva;
    ieps_predeterminado: number | null;
}

/** A new product's taxes: those the body names, the company's defaults for those it leaves out. */
export const impuestosConDefectos = (input: Pick<ProductoInput, 'iva' | 'ieps'>, empresa: ImpuestosPredeterminados) => ({
    iva: input.iva ?? empresa.iva_predeterminado,
    ieps: input.ieps === undefined ? empresa.ieps_predeterminado : input.ieps,
});

/** A new product's row, created now (`ahora`, ISO), with its taxes already resolved. */
export const plantillaNueva = (empresaId: number, input: ProductoInput, impuestos: { iva: TasaIva; ieps: number | null }, ahora: string) => ({
    empresa_id: empresaId,
    nombre: input.nombre,
    descripcion: input.descripcion,
    categoria_id: input.categoria_id,
    proveedor_id: input.proveedor_id,
    busqueda: busquedaDeProducto(input.nombre, input.variantes.map((v) => v.sku)),
    creado_en: ahora,
    actualizado_en: ahora,
    activo: input.activo === false ? 0 : 1,
    ...impuestos,
    unidad: input.unidad ?? UNIDAD_POR_DEFECTO,
});
