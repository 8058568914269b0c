import { type Selectable, sql } from 'kysely';
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
    // A value repeated before migration 0017 stays outside the unique index while it is unchanged;
    // once changed it is checked like any other (0017_clientes_unicos.ts).
    onUpdate: ({ rfc, email }) => ({
        rfc_repetido: sql`case when rfc = ${rfc} then rfc_repetido else 0 end`,
        email_repetido: sql`case when lower(email) = lower(${email}) then email_repetido else 0 end`,
    }),
    // RFC and email are unique in the company (the generic RFCs excepted): the indexes of
    // migration 0017 decide, so two customers saved at once cannot both take one.
    unicos: [
        { clave: 'rfc', mensaje: (c) => CLIENTE_MENSAJES.rfcDuplicado(String(c.rfc)) },
        { clave: 'clientes_email_uq', mensaje: (c) => CLIENTE_MENSAJES.emailDuplicado(String(c.email)) },
    ],
});
