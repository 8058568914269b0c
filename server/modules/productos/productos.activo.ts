import type { FastifyPluginAsync } from 'fastify';
import { idParams } from '../../../contracts/common.js';
import { PRODUCTO_MENSAJES, productoActivoInput, productoSchema } from '../../../contracts/productos.js';
import type { AppDeps } from '../../deps.js';
import { actorOf } from '../../http/authenticate.js';
import { notFound } from '../../http/errors.js';
import { respuestas } from '../../http/responses.js';
import type { ZodTypeProvider } from '../../http/zod.js';
import { cambiarActivo } from './productos.service.js';

/**
 * PATCH /productos/plantillas/{id} `{ activo }`: retires a product, or brings it back, touching
 * nothing else (its variants, prices and stock stay as they are now). What the products screen
 * offers when 'Eliminar' is refused because the product has history.
 */
export const productoActivoRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.patch(
        '/productos/plantillas/:id',
        { config: { permiso: 'productos:escribir', costos: ['costo_compra'] }, schema: { params: idParams, body: productoActivoInput, response: respuestas({ 200: productoSchema }) } },
        async (request) => {
            const { empresaId } = actorOf(request);
            const producto = await db.transaction((tx) => cambiarActivo(tx, empresaId, request.params.id, request.body.activo));
            if (!producto) throw notFound(PRODUCTO_MENSAJES.noEncontrado);
            return producto;
        },
    );
};
