import { impuestosDeProducto, type TasaIva } from '../../../contracts/impuestos.js';
import { fromCents } from '../../../contracts/money.js';
import type { ProductoInput } from '../../../contracts/productos.js';
import { deMilesimas } from '../../../contracts/unidades.js';
import type { Db } from '../../db/createDb.js';
import { anotar } from '../bitacora/bitacora.js';
import { leerPreciosMayoreo } from './preciosMayoreo.js';

/*
 * What a product's edit leaves in the audit log (CONVENTIONS §6), in the edit's own transaction:
 * its sale and wholesale prices and its taxes, before and after. productos.service.ts calls them.
 */

/**
 * The audit log's 'producto.precio' (CONVENTIONS §6): one entry for the edit when a kept variant's
 * sale price changes, each changed variant's price before and after by its SKU (as saved), money
 * as the API's strings. Added or removed variants are no price change; purchase costs stay out
 * (the log is read with bitacora:leer, and costs are for who sees costs only, CONVENTIONS §1).
 */
export async function anotarPrecios(
    tx: Db,
    empresaId: number,
    usuarioId: number,
    plantilla: { id: number; nombre: string },
    input: ProductoInput,
    actuales: Map<number, { precio_venta: number; precios_mayoreo: string }>,
) {
    const antes: Record<string, string> = {};
    const despues: Record<string, string> = {};
    const mayoreoAntes: Record<string, string> = {};
    const mayoreoDespues: Record<string, string> = {};
    for (const v of input.variantes) {
        const actual = v.id === undefined ? undefined : actuales.get(v.id);
        if (actual === undefined) continue;
        if (Number(actual.precio_venta) !== v.precio_venta) {
            antes[v.sku] = fromCents(Number(actual.precio_venta));
            despues[v.sku] = fromCents(v.precio_venta);
        }
        // Wholesale tiers are prices too (issue 33): a changed set is logged with them, as read ('12+ $15.00 · 24+ $14.00').
        if (v.precios_mayoreo === undefined) continue;
        const previos = textoDeMayoreo(leerPreciosMayoreo(actual.precios_mayoreo));
        const nuevos = textoDeMayoreo(v.precios_mayoreo.map((t) => ({ cantidadMinima: t.cantidad_minima, precio: t.precio })));
        if (previos === nuevos) continue;
        mayoreoAntes[v.sku] = previos;
        mayoreoDespues[v.sku] = nuevos;
    }
    const hayMayoreo = Object.keys(mayoreoDespues).length > 0;
    if (Object.keys(despues).length === 0 && !hayMayoreo) return;
    await anotar(tx, { empresaId, usuarioId }, {
        tipo: 'producto.precio',
        entidad: 'producto',
        entidadId: plantilla.id,
        antes: { producto: plantilla.nombre, precio_venta: antes, ...(hayMayoreo ? { precios_mayoreo: mayoreoAntes } : {}) },
        despues: { producto: input.nombre, precio_venta: despues, ...(hayMayoreo ? { precios_mayoreo: mayoreoDespues } : {}) },
    });
}

/** A variant's tiers in the audit log: '12+ $15.00 · 24+ $14.00', '—' for none. */
const textoDeMayoreo = (tiers: readonly { cantidadMinima: number; precio: number }[]): string =>
    tiers.length === 0 ? '—' : tiers.map((t) => `${deMilesimas(t.cantidadMinima)}+ $${fromCents(t.precio)}`).join(' · ');

/**
 * The audit log's 'producto.impuestos' for one product (CONVENTIONS §6): its taxes before and
 * after, as the list reads them ('IVA 16 %' → 'IVA 0 % + IEPS 8 %'), when the edit changes them.
 * A category's products changed at once write one entry for the category (productos.impuestos.ts).
 */
export async function anotarImpuestos(
    tx: Db,
    autor: { empresaId: number; usuarioId: number },
    plantilla: { id: number; nombre: string; iva: TasaIva; ieps: number | null },
    input: ProductoInput,
) {
    const iepsAntes = plantilla.ieps === null ? null : Number(plantilla.ieps);
    const iva = input.iva ?? plantilla.iva;
    const ieps = input.ieps === undefined ? iepsAntes : input.ieps;
    if (iva === plantilla.iva && ieps === iepsAntes) return;
    await anotar(tx, autor, {
        tipo: 'producto.impuestos',
        entidad: 'producto',
        entidadId: plantilla.id,
        antes: { producto: plantilla.nombre, impuestos: impuestosDeProducto(plantilla.iva, iepsAntes) },
        despues: { producto: input.nombre, impuestos: impuestosDeProducto(iva, ieps) },
    });
}
