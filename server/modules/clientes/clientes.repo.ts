import { type Selectable, sql } from 'kysely';
import { CLIENTE_MENSAJES, type Cliente, type ClienteInput } from '../../../contracts/clientes.js';
import { fromCents } from '../../../contracts/money.js';
import { searchKey } from '../../db/searchKey.js';
import type { ClientesTable } from '../../db/tables.js';
import { tableRepo } from '../../db/tableRepo.js';
import './cuentas.tablas.js';

export const clientesRepo = tableRepo<ClienteInput, Selectable<ClientesTable>, Cliente>({
    table: 'clientes',
    // Credit terms left out of a body stay as they are (the defaults on a create); saldo and puntos are never written here.
    toColumns: ({ nombre_completo, email, telefono, rfc, direccion, estado, limite_credito, dias_credito }) => ({
        nombre_completo,
        email,
        telefono,
        rfc,
        direccion,
        ...(estado ? { estado } : {}),
        ...(limite_credito === undefined ? {} : { limite_credito }),
        ...(dias_credito === undefined ? {} : { dias_credito }),
    }),
    // `termino` matches the name, the RFC or the email.
    searchText: (c) => searchKey([c.nombre_completo, c.rfc, c.email].filter(Boolean).join(' ')),
    toOut: ({ id, nombre_completo, email, telefono, rfc, direccion, estado, limite_credito, dias_credito, saldo, puntos }) => ({
        id,
        nombre_completo,
        email,
        telefono,
        rfc,
        direccion,
        estado,
        // PostgreSQL's driver hands bigint columns back as text.
        limite_credito: fromCents(Number(limite_credito)),
        dias_credito: Number(dias_credito),
        saldo: fromCents(Number(saldo)),
        puntos: Number(puntos),
    }),
    sortColumns: { id: 'id', nombre_completo: 'busqueda', email: 'email', rfc: 'rfc', estado: 'estado' },
    filterColumns: ['estado'],
    // A customer with an account's movement (an ajuste needs no sale) keeps its history too.
    deleteGuards: [
        { table: 'ventas', column: 'cliente_id' },
        { table: 'movimientos_cuenta', column: 'cliente_id' },
        { table: 'movimientos_puntos', column: 'cliente_id' },
    ],
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
