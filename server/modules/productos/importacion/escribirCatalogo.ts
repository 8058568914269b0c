import { sql } from 'kysely';
import type { TasaIva } from '../../../../contracts/impuestos.js';
import type { ProductoInput, VarianteInput } from '../../../../contracts/productos.js';
import { proveedorInput } from '../../../../contracts/proveedores.js';
import { UNIDAD_POR_DEFECTO } from '../../../../contracts/unidades.js';
import type { Db } from '../../../db/createDb.js';
import { searchKey } from '../../../db/searchKey.js';
import { anotar } from '../../bitacora/bitacora.js';
import { categoriasRepo } from '../../categorias/categorias.js';
import { MOVIMIENTO, type MovimientoDeStock, moverStock } from '../../inventario/stockWriter.js';
import { proveedoresRepo } from '../../proveedores/proveedores.repo.js';
import { impuestosConDefectos, plantillaNueva, varianteNueva } from '../columnasDeProducto.js';
import { enLotes } from './existentes.js';
import type { PlanDeImportacion, ProductoNuevo } from './planificar.js';

/*
 * The confirmed import's writes, in the caller's one transaction, after planificar found no bad
 * row. Thousands of products cannot be written one createProducto at a time (a round trip per
 * statement on PostgreSQL): they go in multi-row statements of LOTE rows, built by the same
 * column functions as the product form's writes (columnasDeProducto.ts), and every stock change
 * goes through the stock writer, one call per batch, as an 'IMPORTACION' movement.
 */

export const MOTIVO_IMPORTACION = 'Importación de catálogo';

export interface ResumenDeImportacion {
    productosCreados: number;
    variantesCreadas: number;
    variantesActualizadas: number;
    categoriasCreadas: number;
    proveedoresCreados: number;
}

/**
 * Movements per call of the stock writer. Its one UPDATE picks each variant's change from a CASE
 * with a branch per variant, evaluated branch by branch for every row: its cost grows with the
 * square of the batch, while each call is two round trips on PostgreSQL. Measured on 100,000 new
 * variants (SQLite), 100 to 300 a call cost the same; 1,000 twice as much.
 */
const LOTE_DE_STOCK = 100;

async function moverPorLotes(tx: Db, autor: { empresaId: number; usuarioId: number }, movimientos: MovimientoDeStock[]) {
    for (const lote of enLotes(movimientos, LOTE_DE_STOCK)) await moverStock(tx, autor.empresaId, autor.usuarioId, lote);
}

/** The categories and suppliers the file names and the company lacks, created through their own repositories. */
async function crearReferencias(tx: Db, empresaId: number, usuarioId: number, plan: PlanDeImportacion) {
    for (const nombre of plan.categoriasNuevas) plan.categorias.set(searchKey(nombre), (await categoriasRepo.create(tx, empresaId, { nombre }, usuarioId)).id);
    for (const nombre of plan.proveedoresNuevos) {
        plan.proveedores.set(searchKey(nombre), (await proveedoresRepo.create(tx, empresaId, proveedorInput.parse({ nombre_empresa: nombre }), usuarioId)).id);
    }
}

const idDe = (referencia: string | number | null, mapa: Map<string, number>) => (typeof referencia === 'string' ? (mapa.get(searchKey(referencia)) ?? null) : referencia);

/** Rows as a CTE's VALUES: `with v(a, b) as (values (…), (…))`, every value cast so both engines agree on its type. */
function valores(columnas: readonly (readonly [string, 'bigint' | 'text'])[], filas: readonly unknown[][]) {
    const nombres = sql.raw(columnas.map(([c]) => c).join(', '));
    const tuplas = filas.map((f) => sql`(${sql.join(f.map((v, i) => sql`cast(${v} as ${sql.raw(columnas[i][1])})`))})`);
    return sql`with v(${nombres}) as (values ${sql.join(tuplas)})`;
}

async function actualizarVariantes(tx: Db, empresaId: number, usuarioId: number, plan: PlanDeImportacion) {
    for (const lote of enLotes(plan.actualizaciones)) {
        const filas = lote.map(({ fila, actual }) => [actual.id, fila.precioVenta, fila.costoCompra]);
        // A blank cost keeps the variant's own.
        await sql`${valores([['id', 'bigint'], ['precio', 'bigint'], ['costo', 'bigint']], filas)}
            update variantes set precio_venta = v.precio, costo_compra = coalesce(v.costo, variantes.costo_compra)
            from v where variantes.id = v.id and variantes.empresa_id = ${empresaId}`.execute(tx.kysely);
        // The file's stock is the figure wanted: the movement is its difference from the stock as locked.
        const movimientos = lote.flatMap(({ fila, actual }): MovimientoDeStock[] =>
            fila.stock === null || fila.stock === actual.stock ? [] : [{ varianteId: actual.id, cantidad: fila.stock - actual.stock, tipo: MOVIMIENTO.importacion, motivo: MOTIVO_IMPORTACION }],
        );
        await moverPorLotes(tx, { empresaId, usuarioId }, movimientos);
    }
    const ahora = new Date().toISOString();
    for (const lote of enLotes(plan.productosCambiados)) {
        const filas = lote.map((p) => [p.plantillaId, idDe(p.categoria, plan.categorias), idDe(p.proveedor, plan.proveedores), p.iva, p.ieps, p.unidad]);
        const columnas = [['id', 'bigint'], ['categoria_id', 'bigint'], ['proveedor_id', 'bigint'], ['iva', 'text'], ['ieps', 'bigint'], ['unidad', 'text']] as const;
        await sql`${valores(columnas, filas)}
            update plantillas set categoria_id = v.categoria_id, proveedor_id = v.proveedor_id, iva = v.iva, ieps = v.ieps, unidad = v.unidad, actualizado_en = ${ahora}
            from v where plantillas.id = v.id and plantillas.empresa_id = ${empresaId}`.execute(tx.kysely);
    }
}

/** A new product as the product API would take it: the form's writes and these build their rows the same way. */
function comoProducto(p: ProductoNuevo, plan: PlanDeImportacion): ProductoInput {
    return {
        nombre: p.nombre,
        descripcion: null,
        categoria_id: idDe(p.campos.categoria, plan.categorias) as number,
        proveedor_id: idDe(p.campos.proveedor, plan.proveedores) as number,
        ...(p.campos.iva === null ? {} : { iva: p.campos.iva }),
        ...(p.campos.ieps === undefined ? {} : { ieps: p.campos.ieps }),
        unidad: p.campos.unidad ?? UNIDAD_POR_DEFECTO,
        variantes: p.filas.map(
            (f): VarianteInput => ({ sku: f.sku, precio_venta: f.precioVenta, ...(f.costoCompra === null ? {} : { costo_compra: f.costoCompra }), stock: f.stock ?? 0, valores_ids: [] }),
        ),
    };
}

async function crearProductos(tx: Db, empresaId: number, usuarioId: number, plan: PlanDeImportacion) {
    const empresa = await tx.kysely.selectFrom('empresas').select(['iva_predeterminado', 'ieps_predeterminado']).where('id', '=', empresaId).executeTakeFirstOrThrow();
    const ahora = new Date().toISOString();
    const productos = plan.nuevos.map((p) => comoProducto(p, plan));
    // Products a batch at a time, then their variants a batch at a time: ids come back by a unique key (RETURNING's order is no promise).
    const variantes: { input: VarianteInput; posicion: number; plantillaId: number }[] = [];
    for (const lote of enLotes(productos)) {
        const filas = lote.map((p) => plantillaNueva(empresaId, p, impuestosConDefectos(p, empresa as { iva_predeterminado: TasaIva; ieps_predeterminado: number | null }), ahora));
        const ids = new Map((await tx.kysely.insertInto('plantillas').values(filas).returning(['id', 'busqueda']).execute()).map((r) => [r.busqueda, r.id]));
        lote.forEach((p, i) => p.variantes.forEach((input, posicion) => variantes.push({ input, posicion, plantillaId: ids.get(filas[i].busqueda) as number })));
    }
    for (const [n, lote] of [...enLotes(variantes)].entries()) {
        // PostgreSQL plans the stock writer's statements from the statistics the table had when
        // the import began (none, for a new shop): as thousands of variants arrive in this one
        // transaction its plans would read them all for every batch. ANALYZE sees the rows this
        // transaction wrote.
        if (tx.dialect === 'postgres' && n % 20 === 10) await sql`analyze variantes`.execute(tx.kysely);
        const insertadas = await tx.kysely
            .insertInto('variantes')
            .values(lote.map((v) => varianteNueva(v.input, v.posicion, empresaId, v.plantillaId)))
            .returning(['id', 'sku_busqueda'])
            .execute();
        const ids = new Map(insertadas.map((r) => [r.sku_busqueda, r.id]));
        await moverPorLotes(
            tx,
            { empresaId, usuarioId },
            lote.map((v) => ({ varianteId: ids.get(searchKey(v.input.sku)) as number, cantidad: v.input.stock, tipo: MOVIMIENTO.importacion, motivo: MOTIVO_IMPORTACION })),
        );
    }
    return { productos: productos.length, variantes: variantes.length };
}

/** Writes the plan and its one audit entry ('producto.importacion', with the counts). */
export async function escribirCatalogo(tx: Db, autor: { empresaId: number; usuarioId: number }, plan: PlanDeImportacion, archivo: string | null): Promise<ResumenDeImportacion> {
    tx.assertTransaction();
    const { empresaId, usuarioId } = autor;
    await crearReferencias(tx, empresaId, usuarioId, plan);
    await actualizarVariantes(tx, empresaId, usuarioId, plan);
    const creados = await crearProductos(tx, empresaId, usuarioId, plan);
    const resumen: ResumenDeImportacion = {
        productosCreados: creados.productos,
        variantesCreadas: creados.variantes,
        variantesActualizadas: plan.actualizaciones.length,
        categoriasCreadas: plan.categoriasNuevas.length,
        proveedoresCreados: plan.proveedoresNuevos.length,
    };
    await anotar(tx, autor, {
        tipo: 'producto.importacion',
        entidad: 'catalogo',
        entidadId: null,
        despues: {
            archivo,
            productos_creados: resumen.productosCreados,
            variantes_creadas: resumen.variantesCreadas,
            variantes_actualizadas: resumen.variantesActualizadas,
            categorias_creadas: resumen.categoriasCreadas,
            proveedores_creados: resumen.proveedoresCreados,
        },
    });
    return resumen;
}
