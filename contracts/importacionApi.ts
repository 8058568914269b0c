import { z } from 'zod';
import { COLUMNAS_CATALOGO } from './importacion.js';

/*
 * The catalogue import's and export's HTTP contract (issue 35, items 4 and 5): the query of each
 * and the import's answer. Apart from contracts/importacion.ts, which the screen reads without zod.
 */

export const importacionQuery = z.object({
    confirmar: z
        .enum(['true', 'false'], { error: "confirmar debe ser 'true' o 'false'." })
        .optional()
        .describe("'false' (o sin él): solo la vista previa, nada se guarda. 'true': importa todo en una transacción, o nada si alguna fila tiene errores (422)."),
});

export const errorDeFilaSchema = z.object({
    fila: z.number().int().describe('El número de la fila en la hoja de cálculo (la de encabezados es la 1).'),
    columna: z.enum(COLUMNAS_CATALOGO).nullable().describe('La columna del problema, o null si es de la fila entera.'),
    mensaje: z.string(),
});

export const importacionRespuesta = z
    .object({
        confirmado: z.boolean().describe('true: las filas se importaron; false: vista previa, nada se guardó.'),
        crear: z.number().int().describe('Variantes nuevas (filas cuyo SKU no existe en la empresa), sin las filas con errores.'),
        actualizar: z.number().int().describe('Variantes existentes (por su SKU, sin distinguir mayúsculas ni acentos) que la importación actualiza.'),
        productos_nuevos: z.number().int().describe('Productos nuevos: las filas nuevas con el mismo nombre de producto son variantes de uno.'),
        categorias_nuevas: z.array(z.string()).describe('Categorías que el archivo nombra y no existen: se crean al importar.'),
        proveedores_nuevos: z.array(z.string()).describe('Proveedores que el archivo nombra y no existen: se crean al importar.'),
        errores: z.array(errorDeFilaSchema).describe('Cada problema de cada fila, en orden de fila. Con alguno, importar (confirmar=true) responde 422 y no guarda nada.'),
        avisos: z.array(z.string()).describe('Sobre el archivo entero (columnas que no se reconocen y se ignoran).'),
    })
    .describe('La vista previa (confirmar=false) o el resultado (confirmar=true): cuántas filas crean y cuántas actualizan, y las filas con errores.');
export type ImportacionRespuesta = z.infer<typeof importacionRespuesta>;

export const exportacionQuery = z.object({
    formato: z.enum(['csv', 'xlsx'], { error: "El formato debe ser 'csv' o 'xlsx'." }).optional().describe("'csv' (por omisión) o 'xlsx'."),
});

export const archivoDelCatalogo = z
    .string()
    .describe(
        'El catálogo: una fila de encabezados (producto, sku, precio_venta, costo_compra, stock, categoria, proveedor, unidad, iva, ieps) y una fila por variante; CSV (text/csv, con BOM) o libro de Excel (.xlsx). costo_compra solo para quien ve costos.',
    );
