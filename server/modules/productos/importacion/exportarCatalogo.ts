import type { FilaCatalogo } from '../../../../contracts/importacion.js';
import type { Db } from '../../../db/createDb.js';
import { porLotes } from '../../../db/repository.js';

/**
 * Every variant of the company as a row of the catalogue's file (issue 35, item 5), in variant
 * order (a product's variants are written together, so they come out together), a batch at a
 * time: on SQLite by keyset on the variant's id, on PostgreSQL through one cursor (porLotes).
 * Each value is the one the import writes back: cents, thousandths, the product's unit, IVA and
 * IEPS (null: none), its category's and supplier's names.
 */
export async function* filasDelCatalogo(db: Db, empresaId: number): AsyncGenerator<FilaCatalogo> {
    const consulta = (despues: { id: number } | undefined) =>
        db.kysely
            .selectFrom('variantes as v')
            .innerJoin('plantillas as p', 'p.id', 'v.plantilla_id')
            .leftJoin('categorias as c', 'c.id', 'p.categoria_id')
            .leftJoin('proveedores as pr', 'pr.id', 'p.proveedor_id')
            .select(['v.id', 'p.nombre', 'v.sku', 'v.precio_venta', 'v.costo_compra', 'v.stock', 'c.nombre as categoria', 'pr.nombre_empresa as proveedor', 'p.unidad', 'p.iva', 'p.ieps'])
            .where('v.empresa_id', '=', empresaId)
            .$if(despues !== undefined, (q) => q.where('v.id', '>', (despues as { id: number }).id))
            .orderBy('v.id');
    for await (const f of porLotes(db, consulta, true)) {
        yield {
            producto: f.nombre,
            sku: f.sku,
            precioVenta: Number(f.precio_venta),
            costoCompra: Number(f.costo_compra),
            stock: Number(f.stock),
            categoria: f.categoria,
            proveedor: f.proveedor,
            unidad: f.unidad,
            iva: f.iva,
            ieps: f.ieps === null ? null : Number(f.ieps),
        };
    }
}
