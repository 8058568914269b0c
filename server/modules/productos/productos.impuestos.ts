import type { FastifyPluginAsync } from 'fastify';
import { CATEGORIA_MENSAJES } from '../../../contracts/categorias.js';
import { impuestosDeProducto, type TasaIva } from '../../../contracts/impuestos.js';
import { type ImpuestosDeCategoriaInput, impuestosDeCategoriaInput, impuestosDeCategoriaRespuesta } from '../../../contracts/productos.js';
import type { Db } from '../../db/createDb.js';
import type { AppDeps } from '../../deps.js';
import { actorOf } from '../../http/authenticate.js';
import { notFound } from '../../http/errors.js';
import { respuestas } from '../../http/responses.js';
import type { ZodTypeProvider } from '../../http/zod.js';
import { anotar } from '../bitacora/bitacora.js';

/**
 * Every product of one category takes the same taxes, in one statement: a shop sorts its goods
 * by what they are, and their taxes follow what they are (drinks with IEPS, basic food at IVA 0 %).
 * Retired products too, so one brought back sells at its category's rates. Undefined when the
 * category is not the company's. Sales already made keep the rates they were sold at (each line
 * stores its own), so nothing else moves.
 */
export async function cambiarImpuestosDeCategoria(
    db: Db,
    autor: { empresaId: number; usuarioId: number },
    input: ImpuestosDeCategoriaInput,
): Promise<number | undefined> {
    db.assertTransaction();
    const { empresaId } = autor;
    // PostgreSQL: KEY SHARE keeps the category until we commit, as a product's own write does.
    const categoria = await db.kysely
        .selectFrom('categorias')
        .select(['id', 'nombre'])
        .where('empresa_id', '=', empresaId)
        .where('id', '=', input.categoria_id)
        .$if(db.dialect === 'postgres', (q) => q.forKeyShare())
        .executeTakeFirst();
    if (!categoria) return undefined;

    // What the audit entry says stood before: how many products carried each set of taxes.
    const antes = await db.kysely
        .selectFrom('plantillas')
        .select(['iva', 'ieps', (eb) => eb.fn.countAll<number>().as('n')])
        .where('empresa_id', '=', empresaId)
        .where('categoria_id', '=', categoria.id)
        .groupBy(['iva', 'ieps'])
        .orderBy('iva')
        .orderBy('ieps')
        .execute();
    const resultado = await db.kysely
        .updateTable('plantillas')
        .set({ iva: input.iva, ieps: input.ieps, actualizado_en: new Date().toISOString() })
        .where('empresa_id', '=', empresaId)
        .where('categoria_id', '=', categoria.id)
        .executeTakeFirst();
    const actualizados = Number(resultado.numUpdatedRows);
    if (actualizados > 0) {
        await anotar(db, autor, {
            tipo: 'producto.impuestos',
            entidad: 'categoria',
            entidadId: categoria.id,
            antes: {
                categoria: categoria.nombre,
                impuestos: Object.fromEntries(antes.map((f) => [impuestosDeProducto(f.iva as TasaIva, f.ieps === null ? null : Number(f.ieps)), Number(f.n)])),
            },
            // The same shape on both sides: how many products carried each set of taxes.
            despues: { categoria: categoria.nombre, impuestos: { [impuestosDeProducto(input.iva, input.ieps)]: actualizados } },
        });
    }
    return actualizados;
}

/** POST /productos/impuestos `{ categoria_id, iva, ieps }` → `{ actualizados }`: the category's products, all at once. */
export const impuestosDeCategoriaRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
        '/productos/impuestos',
        { config: { permiso: 'productos:escribir' }, schema: { body: impuestosDeCategoriaInput, response: respuestas({ 200: impuestosDeCategoriaRespuesta }) } },
        async (request) => {
            const { empresaId, usuarioId } = actorOf(request);
            const actualizados = await db.transaction((tx) => cambiarImpuestosDeCategoria(tx, { empresaId, usuarioId }, request.body));
            if (actualizados === undefined) throw notFound(CATEGORIA_MENSAJES.noEncontrada);
            return { actualizados };
        },
    );
};
