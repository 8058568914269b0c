import { CLIENTE_MENSAJES, clienteInput, clienteSchema, clientesLista } from '../../../contracts/clientes.js';
import { clienteCsvColumns } from '../../../contracts/exportaciones.js';
import { crudRoutes } from '../../http/crudRoutes.js';
import { clientesRepo } from './clientes.repo.js';

export const clientesRoutes = crudRoutes({
    path: '/clientes',
    permisos: { leer: 'clientes:leer', escribir: 'clientes:escribir' },
    input: clienteInput,
    output: clienteSchema,
    list: clientesLista,
    noEncontrado: CLIENTE_MENSAJES.noEncontrado,
    csv: { archivo: 'clientes', columnas: clienteCsvColumns },
    repo: clientesRepo,
});
