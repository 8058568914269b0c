import { z } from 'zod';
import { optionalText, requiredId } from './common.js';
import { costoVisible, milesimasInput } from './money.js';
import { MILESIMAS } from './numero.js';
import { listContract } from './lists.js';
import { filtroActivo } from './productos.js';
import { UNIDADES } from './etiquetasDeUnidad.js';

/** Spec §3: the seven adjustment types, by direction. */
export const TIPOS_AJUSTE = {
    entradas: ['ENTRADA_MANUAL', 'ENTRADA_DEVOLUCION', 'AJUSTE_CONTEO_POSITIVO'],
    salidas: ['AJUSTE_CONTEO_NEGATIVO', 'SALIDA_ROTURA', 'SALIDA_MERMA', 'SALIDA_DEVOLUCION_PROV'],
} as const;
export const TIPOS_AJUSTE_TODOS = [...TIPOS_AJUSTE.entradas, ...TIPOS_AJUSTE.salidas] as const;
export type TipoAjuste = (typeof TIPOS_AJUSTE_TODOS)[number];

export const esSalida = (tipo: string) => (TIPOS_AJUSTE.salidas as readonly string[]).includes(tipo);

/** Spec §5 (stock adjustment) and the server's own refusals. */
export const AJUSTE_MENSAJES = {
    cero: 'La cantidad del ajuste no puede ser cero.',
    salida: 'Error: Para un tipo de ajuste de SALIDA, la cantidad debe ser un número negativo (ej. -5).',
    entrada: 'Error: Para un tipo de ajuste de ENTRADA, la cantidad debe ser un número positivo (ej. 5).',
    entero: 'La cantidad del ajuste debe ser un número con hasta tres decimales.',
    tipo: 'Selecciona un tipo de ajuste válido.',
    producto: 'Debes seleccionar un producto.',
    productoInexistente: 'El producto seleccionado no existe.',
    fallback: 'Error al procesar el ajuste de stock.',
    varianteNoEncontrada: 'Producto no encontrado.',
} as const;

export const MAX_AJUSTE = 1_000_000;

export const ajusteInput = z
    .object({
        /** The variant (spec §3). */
        producto_id: requiredId(AJUSTE_MENSAJES.producto),
        // Signed either way: '+5' is how an entry is written as naturally as '-3' a removal; read
        // the one es-MX way ('1,500'; '1.5' and '1,5' refused).
        // In thousandths of the product's unit (-0.250 kg → -250); a piece product's fraction is refused where it is read.
        cantidad_ajuste: milesimasInput(AJUSTE_MENSAJES.entero).pipe(
            z
                .number()
                .min(-MAX_AJUSTE * MILESIMAS, `El ajuste admite hasta ${MAX_AJUSTE} unidades.`)
                .max(MAX_AJUSTE * MILESIMAS, `El ajuste admite hasta ${MAX_AJUSTE} unidades.`),
        ),
        tipo_ajuste: z.enum(TIPOS_AJUSTE_TODOS, { error: AJUSTE_MENSAJES.tipo }),
        // Free text (spec §3), typed in a multi-line box.
        motivo: optionalText(500, { multilinea: true }),
    })
    // The sign says the direction; the type must agree with it (spec §5).
    .superRefine((a, ctx) => {
        const path = ['cantidad_ajuste'];
        if (a.cantidad_ajuste === 0) ctx.addIssue({ code: 'custom', path, message: AJUSTE_MENSAJES.cero });
        else if (esSalida(a.tipo_ajuste) && a.cantidad_ajuste > 0) ctx.addIssue({ code: 'custom', path, message: AJUSTE_MENSAJES.salida });
        else if (!esSalida(a.tipo_ajuste) && a.cantidad_ajuste < 0) ctx.addIssue({ code: 'custom', path, message: AJUSTE_MENSAJES.entrada });
    });
export type AjusteInput = z.infer<typeof ajusteInput>;

/** The answer to an adjustment: the variant's stock after it. */
export const ajusteResultadoSchema = z.object({ producto_id: z.number(), sku: z.string(), stock: z.number() });
export type AjusteResultado = z.infer<typeof ajusteResultadoSchema>;

/** One line of a variant's history (kardex), with the document it came from, if any. */
export const movimientoStockSchema = z.object({
    id: z.number(),
    fecha: z.string(),
    tipo: z.string(),
    /** Signed: negative took units out. */
    cantidad: z.number(),
    stock_resultante: z.number(),
    motivo: z.string().nullable(),
    /** Username of who made it; null for system-made movements. */
    usuario: z.string().nullable(),
    venta_id: z.number().nullable(),
    nota_credito_id: z.number().nullable(),
    compra_id: z.number().nullable(),
});
export type MovimientoStock = z.infer<typeof movimientoStockSchema>;

/** Newest first (CONVENTIONS §1). */
export const movimientosLista = listContract({ sort: ['fecha'], defaultOrder: 'DESC', filters: {} });
export const MOVIMIENTOS_LIMITE = 25;

/** Spec §2: 'Agotado' at 0 or less, 'Bajo Stock' at 10 or less, else 'En Stock'. */
export const UMBRAL_BAJO_STOCK = 10;

/** A stock's badge (spec §2), the screen's and inventario.csv's: 0 or less, up to the threshold, above it. */
export const nivelDeStock = (stock: number): 'agotado' | 'bajo' | 'en_stock' =>
    stock <= 0 ? 'agotado' : stock <= UMBRAL_BAJO_STOCK ? 'bajo' : 'en_stock';

/** One row of the inventory screen: a variant with its product's name. */
export const inventarioFilaSchema = z.object({
    id: z.number(),
    sku: z.string(),
    plantilla: z.object({ id: z.number(), nombre: z.string() }),
    stock: z.number(),
    precio_venta: z.string(),
    /** Only for who sees costs (server/http/costos.ts). */
    costo_compra: costoVisible,
    /** False once its product is retired (migration 0018): the till does not sell it. */
    activo: z.boolean(),
    /** What its product is sold by (issue 33): 'pieza', 'kg', 'g', 'l' or 'm'. */
    unidad: z.enum(UNIDADES),
    /** Wholesale tiers (issue 33), as a product's variant answers them: the till prices its cart with them. */
    precios_mayoreo: z.array(z.object({ cantidad_minima: z.number(), precio: z.string() })),
});
export type InventarioFila = z.infer<typeof inventarioFilaSchema>;

const MSG_BAJO_STOCK = 'bajo_stock debe ser true o false.';
/** `true`: only variants at or below the low-stock threshold (sold-out ones included). */
const bajoStock = z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: MSG_BAJO_STOCK })
    .transform((v) => v === true || v === 'true' || v === '1');

const MSG_SKU = 'El SKU a buscar debe tener entre 1 y 100 caracteres, sin caracteres de control.';
/** One exact SKU (case- and accent-blind, like its uniqueness): what a barcode scan looks up. */
const skuExacto = z
    .string({ error: MSG_SKU })
    .trim()
    .min(1, MSG_SKU)
    .max(100, MSG_SKU)
    .refine((v) => !/[\u0000-\u001F\u007F]/.test(v), MSG_SKU);

/**
 * `search` matches the product's name or a SKU; `sku` is the one variant whose SKU is exactly
 * that (the POS's scan); `activo: true` leaves out retired products (the till's search and scan:
 * a retired product is not sold), while the inventory screen still counts their stock.
 * Spec §9: the inventory screen loads page 1 with 1000.
 */
export const inventarioLista = listContract({
    search: 'search',
    sort: ['nombre', 'sku', 'stock', 'id'],
    filters: { bajo_stock: bajoStock.optional(), sku: skuExacto.optional(), activo: filtroActivo.optional() },
});
export const INVENTARIO_LIMITE = 1000;

/**
 * What the listed stock is worth at cost: Σ stock × costo_compra over the same filters, and the
 * stock itself summed per unit (pieces and kilograms do not add up into one figure), in
 * UNIDADES order, one entry per unit the listed variants use.
 */
export const valorInventarioSchema = z.object({
    valor: z.string(),
    existencias: z.array(z.object({ unidad: z.enum(UNIDADES), cantidad: z.number() })),
    variantes: z.number(),
});
export type ValorInventario = z.infer<typeof valorInventarioSchema>;
