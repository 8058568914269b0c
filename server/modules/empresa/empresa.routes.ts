import type { FastifyPluginAsync } from 'fastify';
import { empresaInput, empresaSchema } from '../../../contracts/empresa.js';
import type { AppDeps } from '../../deps.js';
import { actorOf } from '../../http/authenticate.js';
import { respuestas } from '../../http/responses.js';
import type { ZodTypeProvider } from '../../http/zod.js';
import { ajustesDeLaEmpresa } from './empresa.repo.js';
import { guardarAjustes } from './empresa.service.js';

/**
 * The company's settings (CONVENTIONS §6): every user of the company reads them (the ticket
 * prints its header and footer, the till needs `caja_obligatoria`), `configuracion:administrar`
 * changes them, the whole object at once (empresa.service.ts).
 */
export const empresaRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/empresa', { config: { permiso: 'autenticado' }, schema: { response: respuestas({ 200: empresaSchema }) } }, async (request) =>
        ajustesDeLaEmpresa(db, actorOf(request).empresaId),
    );

    r.put(
        '/empresa',
        { config: { permiso: 'configuracion:administrar' }, schema: { body: empresaInput, response: respuestas({ 200: empresaSchema }) } },
        async (request) => {
            const { empresaId, usuarioId } = actorOf(request);
            return db.transaction((tx) => guardarAjustes(tx, { empresaId, usuarioId }, request.body));
        },
    );
};
