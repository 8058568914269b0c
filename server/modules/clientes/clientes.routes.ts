import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CLIENTE_MENSAJES, type ClienteInput, clienteInput, clienteSchema, clientesLista } from '../../../contracts/clientes.js';
import { CUENTA_MENSAJES, DIAS_CREDITO_PREDETERMINADOS } from '../../../contracts/cuentas.js';
import { clienteCsvColumns } from '../../../contracts/exportaciones.js';
import type { AppDeps } from '../../deps.js';
import { Prohibido } from '../../domain/errors.js';
import { actorOf } from '../../http/authenticate.js';
import { crudRoutes } from '../../http/crudRoutes.js';
import { clientesRepo } from './clientes.repo.js';
import { cuentasRoutes } from './cuentas.routes.js';
import { estadoDelCliente } from './cuentas.repo.js';

const crud = crudRoutes({
    path: '/clientes',
    permisos: { leer: 'clientes:leer', escribir: 'clientes:escribir' },
    input: clienteInput,
    output: clienteSchema,
    list: clientesLista,
    noEncontrado: CLIENTE_MENSAJES.noEncontrado,
    csv: { archivo: 'clientes', columnas: clienteCsvColumns },
    repo: clientesRepo,
});

/**
 * A customer's credit terms are changed only with clientes:credito (issue 34 item 1): a create
 * giving credit or other days, or an edit changing them, is a 403 for whoever lacks it. The same
 * values sent back (the form sends the whole record) are no change, so clientes:escribir alone
 * still edits the rest. Read before the write only when the body carries them.
 */
function exigirCredito(db: AppDeps['db']) {
    return async (request: FastifyRequest) => {
        if (request.method !== 'POST' && request.method !== 'PUT') return;
        const actor = actorOf(request);
        if (actor.permisos.has('clientes:credito')) return;
        const body = request.body as ClienteInput;
        if (body.limite_credito === undefined && body.dias_credito === undefined) return;
        const id = (request.params as { id?: number }).id;
        const actual = id === undefined ? { limite: 0, dias: DIAS_CREDITO_PREDETERMINADOS } : await estadoDelCliente(db, actor.empresaId, id);
        // Another company's or a missing customer: the route's own 404 follows.
        if (!actual) return;
        const cambia = (body.limite_credito !== undefined && body.limite_credito !== actual.limite) || (body.dias_credito !== undefined && body.dias_credito !== actual.dias);
        if (cambia) throw new Prohibido(CUENTA_MENSAJES.sinPermisoCredito);
    };
}

/** The customers' catalogue (crudRoutes) and their accounts (cuentas.routes.ts). */
export const clientesRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
    await app.register(async (scope) => {
        scope.addHook('preHandler', exigirCredito(deps.db));
        await crud(scope, deps);
    });
    await app.register(cuentasRoutes, deps);
};
