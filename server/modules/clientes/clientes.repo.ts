import type { Selectable } from 'kysely';
import { CLIENTE_MENSAJES, type Cliente, type ClienteInput } from '../../../contracts/clientes.js';
import { searchKey } from '../../db/searchKey.js';
import type { ClientesTable } from '../../db/tables.js';
import { tableRepo } from '../../db/tableRepo.js';

export const clientesRepo = tableRepo<ClienteInput, Selectable<ClientesTable>, Cliente>({
    table: 'clientes',
    toColumns: ({ nombre_completo, email, telefono, rfc, direccion, estado }) => ({
        nombre_completo,
        email,
        telefono,
        rfc,
        direccion,
        ...(estado ? { estado } : {}),
    }),
    // `termino` matches the name, the RFC or the email.
    searchText: (c) => searchKey([c.nombre_completo, c.rfc, c.email].filter(Boolean).join(' ')),
    toOut: ({ id, nombre_completo, email, telefono, rfc, direccion, estado }) => ({ id, nombre_completo, email, telefono, rfc, direccion, estado }),
    sortColumns: { id: 'id', nombre_completo: 'busqueda', email: 'email', rfc: 'rfc', estado: 'estado' },
    filterColumns: ['estado'],
    deleteGuards: [{ table: 'ventas', column: 'cliente_id' }],
    enUso: CLIENTE_MENSAJES.enUso,
    onInsert: () => ({ creado_en: new Date().toISOString() }),
});
