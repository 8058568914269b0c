import type { FastifyPluginAsync } from 'fastify';
import { idParams } from '../../../contracts/common.js';
import { inventarioCsvColumns } from '../../../contracts/exportaciones.js';
import {
    AJUSTE_MENSAJES,
    ajusteInput,
    ajusteResultadoSchema,
    inventarioFilaSchema,
    INVENTARIO_LIMITE,
    inventarioLista,
    MOVIMIENTOS_LIMITE,
    movimientosLista,
    movimientoStockSchema,
    valorInventarioSchema,
} from '../../../contracts/inventario.js';
import type { AppDeps } from '../../deps.js';
import { actorOf } from '../../http/authenticate.js';
import { columnasVisibles } from '../../http/costos.js';
import { notFound } from '../../http/errors.js';
import { enviarCsv, exportRoute } from '../../http/exportar.js';
import { listRoute, toListParams } from '../../http/listQuery.js';
import { sendPage } from '../../http/paging.js';
import { pagina, respuestas } from '../../http/responses.js';
import type { ZodTypeProvider } from '../../http/zod.js';
import { deMilesimas } from '../../../contracts/unidades.js';
import { exportarInventario, listInventario, listMovimientos, valorInventario, varianteExiste } from './inventario.repo.js';
import { ajustarStock } from './inventario.service.js';

/**
 * The inventory: one row per variant, what that stock is worth, manual adjustments and each
 * variant's history. Reading stock and its history needs `productos:leer` (whoever sees a
 * variant's stock may see why it is what it is); changing it needs `inventario:ajustar`. Costs
 * and the value at cost are for who sees costs only (server/http/costos.ts).
 */
export const inventarioRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/inventario', { config: { permiso: 'productos:leer', costos: ['costo_compra'] }, ...listRoute(inventarioLista, INVENTARIO_LIMITE, pagina(inventarioFilaSchema)) }, async (request, reply) => {
        const params = toListParams(inventarioLista, request.query as Record<string, unknown>);
        return sendPage(reply, await listInventario(db, actorOf(request).empresaId, params), params.skip, 'inventario');
    });

    // Every variant the list's query selects (inventario.csv); the cost columns only for who sees costs.
    r.get('/inventario/exportar', { config: { permiso: 'productos:leer', costos: ['costo_compra'] }, ...exportRoute(inventarioLista) }, async (request, reply) => {
        const params = toListParams(inventarioLista, request.query as Record<string, unknown>);
        return enviarCsv(reply, 'inventario', columnasVisibles(request, inventarioCsvColumns), exportarInventario(db, actorOf(request).empresaId, params));
    });

    // Same query as the list (both dialects); paging and sort are accepted and ignored: the value is the whole list's.
    r.get('/inventario/valor', { config: { permiso: 'productos:leer', soloConCostos: true }, ...listRoute(inventarioLista, INVENTARIO_LIMITE, valorInventarioSchema) }, async (request) => {
        const params = toListParams(inventarioLista, request.query as Record<string, unknown>);
        return valorInventario(db, actorOf(request).empresaId, params);
    });

    r.post('/inventario/ajustes', { config: { permiso: 'inventario:ajustar' }, schema: { body: ajusteInput, response: respuestas({ 201: ajusteResultadoSchema }) } }, async (request, reply) => {
        const { empresaId, usuarioId } = actorOf(request);
        // The spec's `producto_id` is the variant: a `varianteId` inside the server.
        const { producto_id, cantidad_ajuste, tipo_ajuste, motivo } = request.body;
        const ajuste = { varianteId: producto_id, cantidad: cantidad_ajuste, tipo: tipo_ajuste, motivo };
        const { varianteId, sku, stock } = await db.transaction((tx) => ajustarStock(tx, empresaId, usuarioId, ajuste));
        return reply.status(201).send({ producto_id: varianteId, sku, stock: deMilesimas(stock) });
    });

    const kardex = listRoute(movimientosLista, MOVIMIENTOS_LIMITE, pagina(movimientoStockSchema));
    r.get(
        '/inventario/variantes/:id/movimientos',
        { config: { permiso: 'productos:leer' }, schema: { params: idParams, ...kardex.schema }, preValidation: kardex.preValidation },
        async (request, reply) => {
            const { empresaId } = actorOf(request);
            const { id } = request.params as { id: number };
            if (!(await varianteExiste(db, empresaId, id))) throw notFound(AJUSTE_MENSAJES.varianteNoEncontrada);
            const params = toListParams(movimientosLista, request.query as Record<string, unknown>);
            return sendPage(reply, await listMovimientos(db, empresaId, id, params), params.skip, 'movimientos');
        },
    );
};
