import type { TasaIva } from '../../../contracts/impuestos';
import { fromCents, toCents } from '../../../contracts/money';
import type { Producto } from '../../../contracts/productos';
import type { Unidad } from '../../../contracts/unidades';

/**
 * The product form and the API, both ways (pure: no React). The form holds the API's own shape, so
 * editing starts from the record as the server sends it (EditDialog's form is the record):
 * `categoria.id`, `proveedor.id`, and every variant in `variantes`, where index 0 is the spec's
 * "first variant" (its inputs sit next to the product's) and the rest are the extra variants
 * (sizes, colours). Money stays as the API's decimal string or as typed until it is sent.
 * The form's validation, the contract's zod schemas, is apart (productoFormSchema.ts): the list
 * imports this module, and the schemas come with the dialog.
 */
export type NumberValue = number | string | null | undefined;

export interface VarianteForm {
    /** Present on a variant the server already has: sent back so the server keeps it. */
    id?: number;
    sku: string;
    stock: NumberValue;
    precio_venta: NumberValue;
    costo_compra: NumberValue;
    valores_ids?: number[];
    /** 'Precios de mayoreo': rows 'A partir de' and 'Precio', as typed. */
    precios_mayoreo?: PrecioMayoreoForm[];
}

/** One wholesale tier as the form holds it (issue 33). */
export interface PrecioMayoreoForm {
    cantidad_minima: NumberValue;
    precio: NumberValue;
}

/** A chosen category or supplier; the select writes `id` ('' while nothing is chosen). */
export interface Referencia {
    id?: number | '' | null;
}

export interface ProductoForm {
    nombre: string;
    descripcion?: string | null;
    categoria?: Referencia | null;
    proveedor?: Referencia | null;
    /** The 'Activo' switch: off retires the product (out of the till and the purchase orders). */
    activo?: boolean;
    /** The IVA select; a new product starts on the company's default. */
    iva?: TasaIva | '';
    /** The IEPS select: the rate as the API writes it ("0.080000"), '' or null for none. */
    ieps?: string | null;
    /** The 'Unidad' select: what it is sold by; a new product starts on 'pieza'. */
    unidad?: Unidad;
    variantes: VarianteForm[];
}

export interface VarianteBody {
    id?: number;
    sku: string;
    precio_venta: NumberValue;
    /** Left out for who does not see costs. */
    costo_compra?: NumberValue;
    stock: NumberValue;
    stock_anterior?: number;
    valores_ids: number[];
    /** Left out when the form has none: the server then keeps a variant's own. */
    precios_mayoreo?: { cantidad_minima: NumberValue; precio: NumberValue }[];
}

export interface ProductoBody {
    nombre: string;
    descripcion: string | null;
    categoria_id: number | '' | null;
    proveedor_id: number | '' | null;
    activo: boolean;
    /** Left out when the form has none: the server then keeps (or, creating, defaults) it. */
    iva?: TasaIva | '';
    ieps?: string | null;
    unidad?: Unidad;
    variantes: VarianteBody[];
}

/** A new row: no id, stock 0, prices still to type. */
export const emptyVariante = (): VarianteForm => ({ sku: '', stock: 0, precio_venta: null, costo_compra: null });

/**
 * The form's starting values: a product being edited keeps its own values (a product the server
 * sent without variants gets one blank row), a new product is blank with a single variant.
 */
export const recordToForm = (record?: Partial<Producto> | null): ProductoForm => {
    const variantes = (record?.variantes ?? []).map(
        (v): VarianteForm => ({
            id: v.id,
            sku: v.sku ?? '',
            stock: v.stock ?? 0,
            precio_venta: v.precio_venta ?? null,
            costo_compra: v.costo_compra ?? null,
            valores_ids: v.valores_ids ?? [],
            precios_mayoreo: (v.precios_mayoreo ?? []).map((t) => ({ cantidad_minima: t.cantidad_minima, precio: t.precio })),
        }),
    );
    return {
        nombre: record?.nombre ?? '',
        descripcion: record?.descripcion ?? '',
        categoria: { id: record?.categoria?.id ?? '' },
        proveedor: { id: record?.proveedor?.id ?? '' },
        activo: record?.activo ?? true,
        // A new product: the shop's usual until its settings are read (ProductoInputs puts them).
        iva: record?.iva ?? '16',
        ieps: record?.ieps ?? null,
        unidad: record?.unidad ?? 'pieza',
        variantes: variantes.length > 0 ? variantes : [emptyVariante()],
    };
};

const isBlank = (value: NumberValue): boolean => value === null || value === undefined || String(value).trim() === '';

/** An amount as the API's two-decimal string; what is not an amount is sent as typed, for the schema to refuse. */
const money = (value: NumberValue, whenBlank: NumberValue): NumberValue => {
    if (isBlank(value)) return whenBlank;
    const cents = toCents(value);
    return cents === null ? value : fromCents(cents);
};

const optionalText = (value: string | null | undefined): string | null => {
    const text = value?.trim() ?? '';
    return text === '' ? null : text;
};

/**
 * The create/update body. Variant order is kept (index 0 stays the first variant), an existing
 * variant carries its `id` and its `valores_ids`, a new one neither id nor values. A blank stock or
 * cost is 0; a blank price stays null so the schema reports it. Editing, `leido` is the product
 * as the form loaded it: each kept variant also carries the stock it had then (`stock_anterior`),
 * so a sale made while the form was open is not undone by saving it.
 */
export const formToBody = (values: ProductoForm, leido?: Partial<Producto> | null, conCostos = true): ProductoBody => {
    const stockLeido = new Map((leido?.variantes ?? []).map((v) => [v.id, v.stock]));
    return {
        nombre: (values.nombre ?? '').trim(),
        descripcion: optionalText(values.descripcion),
        categoria_id: values.categoria?.id ?? '',
        proveedor_id: values.proveedor?.id ?? '',
        activo: values.activo !== false,
        ...(values.iva === undefined ? {} : { iva: values.iva }),
        // 'Sin IEPS' is a choice too: sent as none, not left to the company's default.
        ...(values.ieps === undefined ? {} : { ieps: values.ieps === '' ? null : values.ieps }),
        ...(values.unidad === undefined ? {} : { unidad: values.unidad }),
        variantes: (values.variantes ?? []).map((v) => ({
            ...(v.id != null ? { id: v.id } : {}),
            sku: (v.sku ?? '').trim(),
            precio_venta: money(v.precio_venta, null),
            // Left out for who does not see costs: the server refuses their cost and keeps the stored one.
            ...(conCostos ? { costo_compra: money(v.costo_compra, '0.00') } : {}),
            stock: isBlank(v.stock) ? 0 : v.stock,
            ...(v.id != null && stockLeido.has(v.id) ? { stock_anterior: stockLeido.get(v.id) } : {}),
            valores_ids: v.id != null ? (v.valores_ids ?? []) : [],
            // A blank minimum or price stays null, so the schema says what is missing at its row.
            // None for a new variant is the server's default: left out, as a form without the editor.
            ...(v.precios_mayoreo === undefined || (v.id == null && v.precios_mayoreo.length === 0)
                ? {}
                : { precios_mayoreo: v.precios_mayoreo.map((t) => ({ cantidad_minima: isBlank(t.cantidad_minima) ? null : t.cantidad_minima, precio: money(t.precio, null) })) }),
        })),
    };
};
