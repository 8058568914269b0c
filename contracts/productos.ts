import { z } from 'zod';
import { optionalText, requiredId, requiredText } from './common.js';
import { listContract, queryId } from './lists.js';
import { IMPUESTO_MENSAJES, ivaInput, leerTasaIeps, TASAS_IVA } from './impuestos.js';
import { UNIDADES } from './etiquetasDeUnidad.js';
import { costoVisible, milesimasInput, moneyInput } from './money.js';
import { leerMilesimas, MILESIMAS } from './numero.js';

/**
 * The most units a variant may hold: far beyond any shop, and small enough that a stock plus any
 * change the API accepts, in thousandths (10^12), stays an exact integer in a double and in
 * PostgreSQL's bigint column (migration 0027_milesimas).
 */
export const STOCK_MAXIMO = 1_000_000_000;

/** The spec's §5 texts for the product form; the server answers the same ones. */
export const PRODUCTO_MENSAJES = {
    nombreCorto: 'El nombre debe tener al menos 3 caracteres.',
    categoria: 'Debes seleccionar una categoría.',
    proveedor: 'Debes seleccionar un proveedor.',
    sku: 'El SKU es obligatorio.',
    stockNegativo: 'El stock no puede ser negativo.',
    stock: 'El stock debe ser un número con hasta tres decimales.',
    /** 422: a fraction in the stock of a product sold by the piece. */
    stockEntero: 'El stock de un producto que se vende por pieza debe ser un número entero.',
    precioPositivo: 'El precio de venta debe ser positivo.',
    costoNegativo: 'El costo de compra no puede ser negativo.',
    precioDecimales: 'El precio de venta admite hasta dos decimales.',
    costoDecimales: 'El costo de compra admite hasta dos decimales.',
    costoInvalido: 'El costo de compra debe ser un número con hasta dos decimales.',
    sinVariantes: 'El producto debe tener al menos una variante.',
    skuDuplicado: (sku: string) => `El SKU '${sku}' ya está en uso.`,
    skuEnUso: 'Uno de los SKU ya está en uso.',
    skuRepetido: (sku: string) => `El SKU '${sku}' está repetido en el producto.`,
    categoriaInexistente: 'La categoría seleccionada no existe.',
    proveedorInexistente: 'El proveedor seleccionado no existe.',
    varianteAjena: 'La variante indicada no pertenece a este producto.',
    varianteId: 'El id de la variante debe ser un número entero positivo.',
    valoresIds: 'Los valores de la variante deben ser una lista de ids enteros.',
    varianteRepetida: 'La misma variante aparece más de una vez en el producto.',
    stockCambiado: (sku: string, actual: number) =>
        `El stock de '${sku}' cambió mientras editaba el producto (ahora ${actual}). Revise el stock y guarde de nuevo.`,
    varianteConHistorial: (sku: string) =>
        `No se puede quitar la variante '${sku}' porque tiene ventas, compras o ajustes registrados.`,
    conHistorial: 'No se puede eliminar el producto porque tiene ventas, compras o ajustes registrados.',
    noEncontrado: 'Producto no encontrado.',
    activo: 'Activo debe ser verdadero o falso.',
    unidad: 'La unidad debe ser pieza, kg, g, l o m.',
    /** Checkout's 422 at items[i].producto_id: a retired product is not sold. */
    inactivoNoSeVende: (nombre: string) => `El producto '${nombre}' está inactivo y no se puede vender.`,
    /** A new purchase order's 422 at detalles[i].producto_id: a retired product is not ordered. */
    inactivoNoSeCompra: (nombre: string) => `El producto '${nombre}' está inactivo y no se puede pedir al proveedor.`,
    /** Wholesale prices (issue 33): each tier's and the list's rules. */
    mayoreoLista: 'Los precios de mayoreo deben ser una lista.',
    mayoreoMaximo: 'Máximo 5 precios de mayoreo por variante.',
    mayoreoCantidad: 'La cantidad mínima del mayoreo debe ser un número mayor que 1 con hasta tres decimales.',
    mayoreoPrecio: 'El precio de mayoreo debe ser positivo.',
    mayoreoPrecioDecimales: 'El precio de mayoreo admite hasta dos decimales.',
    mayoreoBajoLista: 'El precio de mayoreo debe ser menor que el precio de venta.',
    mayoreoCantidadCreciente: 'Cada cantidad mínima del mayoreo debe ser mayor que la anterior.',
    mayoreoPrecioNoSube: 'Un precio de mayoreo no puede ser mayor que el de una cantidad menor.',
    mayoreoCantidadEntera: 'La cantidad mínima del mayoreo de un producto que se vende por pieza debe ser un número entero.',
} as const;

/** The most wholesale tiers a variant may carry. */
export const MAYOREO_MAXIMO = 5;

/**
 * A tier's minimum quantity: a JSON number above 1 (one unit is the list price) with at most three
 * decimals, read into thousandths like every quantity (CONVENTIONS §6, Quantities): 12 → 12000.
 */
const cantidadMinimaInput = z
    .union([z.number(), z.string()], { error: PRODUCTO_MENSAJES.mayoreoCantidad })
    .transform((v, ctx) => {
        const lectura = leerMilesimas(v);
        if (!lectura.ok || lectura.valor <= MILESIMAS || lectura.valor > STOCK_MAXIMO * MILESIMAS) {
            ctx.addIssue({ code: 'custom', message: PRODUCTO_MENSAJES.mayoreoCantidad });
            return z.NEVER;
        }
        return lectura.valor;
    });

export const precioMayoreoInput = z.object({
    cantidad_minima: cantidadMinimaInput,
    precio: moneyInput({ invalid: PRODUCTO_MENSAJES.mayoreoPrecio, rule: (c) => c > 0, decimals: PRODUCTO_MENSAJES.mayoreoPrecioDecimales }),
});

/**
 * A variant's tiers as a body sends them: at most MAYOREO_MAXIMO, minimums strictly increasing
 * and prices never higher than a smaller minimum's (the price never rises with the quantity).
 * Below the variant's own price is checked with it (varianteInput). Each 422 points at its tier.
 */
export const preciosMayoreoInput = z
    .array(precioMayoreoInput, { error: PRODUCTO_MENSAJES.mayoreoLista })
    .max(MAYOREO_MAXIMO, PRODUCTO_MENSAJES.mayoreoMaximo)
    .superRefine((tiers, ctx) => {
        tiers.forEach((t, i) => {
            if (i === 0) return;
            const previo = tiers[i - 1];
            if (t.cantidad_minima <= previo.cantidad_minima) ctx.addIssue({ code: 'custom', path: [i, 'cantidad_minima'], message: PRODUCTO_MENSAJES.mayoreoCantidadCreciente });
            else if (t.precio > previo.precio) ctx.addIssue({ code: 'custom', path: [i, 'precio'], message: PRODUCTO_MENSAJES.mayoreoPrecioNoSube });
        });
    });
export type PreciosMayoreoInput = z.infer<typeof preciosMayoreoInput>;

/** The tiers whose minimum (thousandths) is not a whole number of units, each one's index: a product sold by the piece sells whole units only. */
export const minimosNoEnteros = (tiers: readonly { cantidad_minima: number }[]): number[] =>
    tiers.flatMap((t, i) => (t.cantidad_minima % MILESIMAS === 0 ? [] : [i]));

/** The tiers that are not below the variant's price `precioVenta` (cents): each one's index. */
export const tiersNoMenores = (precioVenta: number, tiers: readonly { precio: number }[]): number[] =>
    tiers.flatMap((t, i) => (t.precio >= precioVenta ? [i] : []));

/**
 * Whether a product is active (migration 0018): a retired one (false) is out of the till's and the
 * purchase order's searches and is neither sold nor ordered, while its history stays.
 */
const activoInput = z.boolean({ error: PRODUCTO_MENSAJES.activo });

/**
 * A product's IEPS as its body carries it: a fraction (0.08, "0.265"), null or '' for none, in
 * millionths once read. Unlike the shared `iepsInput`, left out stays undefined: a new product
 * then takes the company's default and an edited one keeps its own (like `activo`).
 */
const iepsDeProducto = z
    .union([z.string(), z.number(), z.null()], { error: IMPUESTO_MENSAJES.ieps })
    .transform((v, ctx) => {
        if (v === null || v === '') return null;
        const millonesimas = leerTasaIeps(v);
        if (millonesimas === null) {
            ctx.addIssue({ code: 'custom', message: IMPUESTO_MENSAJES.ieps });
            return z.NEVER;
        }
        return millonesimas;
    })
    .optional();

export const varianteInput = z.object({
    id: requiredId(PRODUCTO_MENSAJES.varianteId).optional(),
    sku: requiredText(PRODUCTO_MENSAJES.sku, { max: 64 }),
    precio_venta: moneyInput({ invalid: PRODUCTO_MENSAJES.precioPositivo, rule: (c) => c > 0, decimals: PRODUCTO_MENSAJES.precioDecimales }),
    /**
     * Left out: 0 for a new variant, the stored cost kept for an existing one. Only who sees costs
     * (veCostos, contracts/permisos.ts) may send it; anyone else's body carrying it is a 403.
     */
    costo_compra: moneyInput({ invalid: PRODUCTO_MENSAJES.costoInvalido, rule: (c) => c >= 0, ruleMessage: PRODUCTO_MENSAJES.costoNegativo, decimals: PRODUCTO_MENSAJES.costoDecimales })
        .optional(),
    /** In thousandths of the product's unit (CONVENTIONS §6, Quantities); a piece product's must be whole. */
    stock: milesimasInput(PRODUCTO_MENSAJES.stock).pipe(
        z.number().min(0, PRODUCTO_MENSAJES.stockNegativo).max(STOCK_MAXIMO * MILESIMAS, 'El stock es demasiado grande.'),
    ),
    /**
     * An existing variant's stock as the form read it. A sale between reading and saving moves
     * the stock: an untouched stock is then left as it is now, and a stock the user changed is
     * refused (409) rather than undoing the sale. Without it `stock` is simply the new stock.
     */
    stock_anterior: milesimasInput('El stock anterior debe ser un número con hasta tres decimales.').optional(),
    valores_ids: z
        .array(z.number({ error: PRODUCTO_MENSAJES.valoresIds }).int(PRODUCTO_MENSAJES.valoresIds), { error: PRODUCTO_MENSAJES.valoresIds })
        .max(20, 'Máximo 20 valores por variante.')
        .optional()
        .default([]),
    /**
     * Wholesale tiers (issue 33): from `cantidad_minima` units on, `precio` each. Left out: none
     * for a new variant, the stored ones kept for an existing one (a client that knows nothing of
     * them), which must then still be below its price.
     */
    precios_mayoreo: preciosMayoreoInput.optional(),
}).superRefine((v, ctx) => {
    for (const i of tiersNoMenores(v.precio_venta, v.precios_mayoreo ?? [])) ctx.addIssue({ code: 'custom', path: ['precios_mayoreo', i, 'precio'], message: PRODUCTO_MENSAJES.mayoreoBajoLista });
});
export type VarianteInput = z.infer<typeof varianteInput>;

export const productoInput = z.object({
    nombre: requiredText(PRODUCTO_MENSAJES.nombreCorto, { min: 3 }),
    descripcion: optionalText(2000, { multilinea: true }),
    categoria_id: requiredId(PRODUCTO_MENSAJES.categoria),
    proveedor_id: requiredId(PRODUCTO_MENSAJES.proveedor),
    /** Left out: true for a new product, unchanged for one being edited. */
    activo: activoInput.optional(),
    /** Taxes inside the price (CONVENTIONS §6). Left out: the company's defaults for a new product, unchanged for one being edited. */
    iva: ivaInput.optional(),
    ieps: iepsDeProducto,
    /** What it is sold by (CONVENTIONS §6, Quantities). Left out: 'pieza' for a new product, unchanged for one being edited. */
    unidad: z.enum(UNIDADES, { error: PRODUCTO_MENSAJES.unidad }).optional(),
    variantes: z
        .array(varianteInput, { error: PRODUCTO_MENSAJES.sinVariantes })
        .min(1, PRODUCTO_MENSAJES.sinVariantes)
        .max(200, 'Máximo 200 variantes por producto.')
        // One entry per kept variant: a repeated id would be written twice and its stock
        // movements would no longer add up to its stock.
        .superRefine((variantes, ctx) => {
            const vistas = new Set<number>();
            variantes.forEach((v, i) => {
                if (v.id === undefined) return;
                if (vistas.has(v.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: PRODUCTO_MENSAJES.varianteRepetida });
                vistas.add(v.id);
            });
        }),
}).superRefine((p, ctx) => {
    // A product sold by the piece (as the body says; the server also checks the unit it keeps or defaults to).
    if (p.unidad !== 'pieza') return;
    p.variantes.forEach((v, i) => {
        if (v.stock % MILESIMAS !== 0) ctx.addIssue({ code: 'custom', path: ['variantes', i, 'stock'], message: PRODUCTO_MENSAJES.stockEntero });
        for (const j of minimosNoEnteros(v.precios_mayoreo ?? [])) ctx.addIssue({ code: 'custom', path: ['variantes', i, 'precios_mayoreo', j, 'cantidad_minima'], message: PRODUCTO_MENSAJES.mayoreoCantidadEntera });
    });
});
export type ProductoInput = z.infer<typeof productoInput>;

export const varianteSchema = z.object({
    id: z.number(),
    sku: z.string(),
    stock: z.number(),
    precio_venta: z.string(),
    costo_compra: costoVisible,
    valores_ids: z.array(z.number()),
    /** Wholesale tiers, lowest minimum first; [] for none. */
    precios_mayoreo: z.array(z.object({ cantidad_minima: z.number(), precio: z.string() })),
});
export type Variante = z.infer<typeof varianteSchema>;

export const productoSchema = z.object({
    id: z.number(),
    nombre: z.string(),
    descripcion: z.string().nullable(),
    categoria: z.object({ id: z.number(), nombre: z.string() }).nullable(),
    proveedor: z.object({ id: z.number(), nombre_empresa: z.string() }).nullable(),
    activo: z.boolean(),
    iva: z.enum(TASAS_IVA),
    /** The IEPS rate as CFDI writes it ("0.080000"), or null for none. */
    ieps: z.string().nullable(),
    /** 'pieza', 'kg', 'g', 'l' or 'm'. */
    unidad: z.enum(UNIDADES),
    variantes: z.array(varianteSchema),
});
export type Producto = z.infer<typeof productoSchema>;

/**
 * POST /productos/impuestos: every product of one category takes these taxes (a shop's drinks
 * all carry IEPS, its basic food IVA 0 %). `ieps` left out or null is none.
 */
export const impuestosDeCategoriaInput = z.object({
    categoria_id: requiredId(PRODUCTO_MENSAJES.categoria),
    iva: ivaInput,
    ieps: iepsDeProducto.transform((v) => v ?? null),
});
export type ImpuestosDeCategoriaInput = z.infer<typeof impuestosDeCategoriaInput>;

/** How many products of the category now carry the taxes asked for (all of them). */
export const impuestosDeCategoriaRespuesta = z.object({ actualizados: z.number() });
export type ImpuestosDeCategoriaRespuesta = z.infer<typeof impuestosDeCategoriaRespuesta>;

/** PATCH /productos/plantillas/{id}: retire a product (or bring it back) and nothing else. */
export const productoActivoInput = z.object({ activo: activoInput });
export type ProductoActivoInput = z.infer<typeof productoActivoInput>;

const MSG_FILTRO_ACTIVO = 'activo debe ser true o false.';
/** A yes/no list filter, as JSON or as query text. */
export const filtroActivo = z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: MSG_FILTRO_ACTIVO })
    .transform((v) => v === true || v === 'true' || v === '1');

/**
 * `search` matches the name or any SKU; `categoria_id` narrows to one category; `activo` to the
 * active (the till's and the purchase order's searches) or the retired products.
 */
export const productosLista = listContract({
    search: 'search',
    sort: ['nombre', 'id'],
    filters: { categoria_id: queryId.optional(), activo: filtroActivo.optional() },
});
