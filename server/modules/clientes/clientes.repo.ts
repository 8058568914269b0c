import { type Selectable, sql } from 'kysely';
import { CLIENTE_MENSAJES, type Cliente, type ClienteInput } from '../../../contracts/clientes.js';
import { DIAS_CREDITO_PREDETERMINADOS } from '../../../contracts/cuentas.js';
import { fromCents } from '../../../contracts/money.js';
import type { Db } from '../../db/createDb.js';
import type { ResourceRepo } from '../../db/repository.js';
import { searchKey } from '../../db/searchKey.js';
import type { ClientesTable } from '../../db/tables.js';
import { tableRepo } from '../../db/tableRepo.js';
import { anotar } from '../bitacora/bitacora.js';
import './cuentas.tablas.js';

const catalogo = tableRepo<ClienteInput, Selectable<ClientesTable>, Cliente>({
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

/** A customer's credit terms as the audit log records them (money as the API's text). */
type Terminos = { limite_credito: string; dias_credito: number };
const SIN_CREDITO: Terminos = { limite_credito: fromCents(0), dias_credito: DIAS_CREDITO_PREDETERMINADOS };

/** The terms before an edit, its row locked on PostgreSQL so a concurrent edit's entry starts from this one's. */
async function terminosDe(tx: Db, empresaId: number, id: number): Promise<Terminos | undefined> {
    const fila = await tx.kysely
        .selectFrom('clientes')
        .select(['limite_credito', 'dias_credito'])
        .where('empresa_id', '=', empresaId)
        .where('id', '=', id)
        .$if(tx.dialect === 'postgres', (q) => q.forUpdate())
        .executeTakeFirst();
    return fila && { limite_credito: fromCents(Number(fila.limite_credito)), dias_credito: Number(fila.dias_credito) };
}

/**
 * The customers' catalogue, whose credit terms are audited (issue 34): a create that gives credit
 * or other days, or an edit that changes `limite_credito` or `dias_credito`, writes a
 * 'cliente.credito' entry in its own transaction with the terms before and after, so an owner sees
 * who raised whose limit. A body without them (or with the same values) reads nothing more.
 */
export const clientesRepo: ResourceRepo<ClienteInput, Cliente> = {
    ...catalogo,
    async create(tx, empresaId, input, usuarioId) {
        const creado = await catalogo.create(tx, empresaId, input, usuarioId);
        const despues = { limite_credito: creado.limite_credito, dias_credito: creado.dias_credito };
        if (despues.limite_credito !== SIN_CREDITO.limite_credito || despues.dias_credito !== SIN_CREDITO.dias_credito)
            await anotar(tx, { empresaId, usuarioId }, { tipo: 'cliente.credito', entidad: 'cliente', entidadId: creado.id, antes: null, despues: { cliente: creado.nombre_completo, ...despues } });
        return creado;
    },
    async update(tx, empresaId, id, input, usuarioId) {
        const antes = input.limite_credito === undefined && input.dias_credito === undefined ? undefined : await terminosDe(tx, empresaId, id);
        const guardado = await catalogo.update(tx, empresaId, id, input, usuarioId);
        if (!guardado || !antes) return guardado;
        const despues = { limite_credito: guardado.limite_credito, dias_credito: guardado.dias_credito };
        if (despues.limite_credito !== antes.limite_credito || despues.dias_credito !== antes.dias_credito)
            await anotar(tx, { empresaId, usuarioId }, { tipo: 'cliente.credito', entidad: 'cliente', entidadId: id, antes, despues: { cliente: guardado.nombre_completo, ...despues } });
        return guardado;
    },
};
