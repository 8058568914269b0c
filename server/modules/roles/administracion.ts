import { sql } from 'kysely';
import { PERMISOS, PERMISOS_DE_ADMINISTRACION } from '../../../contracts/permisos.js';
import { ROL_MENSAJES } from '../../../contracts/roles.js';
import type { Db } from '../../db/createDb.js';
import { Conflicto, Prohibido } from '../../domain/errors.js';
import { getRol } from './roles.repo.js';

/*
 * The company must never lock itself out: after any change to its roles or users at least one
 * active user must hold both roles:administrar and usuarios:administrar (directly or through the
 * Administrador's todos_los_permisos). The check runs inside the write's transaction, after the
 * write, so it sees the result; the lock makes two concurrent changes take turns.
 */

/**
 * Serialises every change to one company's roles and users. PostgreSQL: a row lock on the
 * company (each transaction waits for the previous one and, in READ COMMITTED, then reads what
 * it committed). SQLite: one connection runs one transaction at a time, nothing to add.
 */
export async function bloquearEquipo(tx: Db, empresaId: number): Promise<void> {
    tx.assertTransaction();
    if (tx.dialect === 'postgres') {
        await tx.kysely.selectFrom('empresas').select('id').where('id', '=', empresaId).forUpdate().execute();
    }
}

/** Throws Conflicto when no active user of the company can administer both roles and users. */
export async function exigirAdministrador(tx: Db, empresaId: number): Promise<void> {
    tx.assertTransaction();
    const alguno = await tx.kysely
        .selectFrom('usuarios as u')
        .innerJoin('roles as r', 'r.id', 'u.rol_id')
        .select('u.id')
        .where('u.empresa_id', '=', empresaId)
        .where('u.activo', '=', 1)
        .where((eb) =>
            eb.or([
                eb('r.todos_los_permisos', '=', 1),
                eb(
                    eb
                        .selectFrom('rol_permisos as rp')
                        .select((s) => s.fn.countAll<number>().as('n'))
                        .whereRef('rp.rol_id', '=', 'r.id')
                        .where('rp.permiso', 'in', [...PERMISOS_DE_ADMINISTRACION]),
                    '=',
                    sql.lit(PERMISOS_DE_ADMINISTRACION.length),
                ),
            ]),
        )
        .limit(1)
        .executeTakeFirst();
    if (!alguno) throw new Conflicto(ROL_MENSAJES.sinAdministrador);
}

/**
 * What the caller holds: nobody grants more than that. A role's permissions, and those of a
 * role given to a user, must be among the caller's; a role or a user that holds more is out of
 * the caller's reach (else managing users alone would let anyone make themselves Administrador,
 * or reset the Administrador's password). The Administrador holds the whole catalogue, so it
 * reaches everything; the demo's seeding passes `TODO_EL_CATALOGO`.
 */
export type Alcance = ReadonlySet<string>;
export const TODO_EL_CATALOGO: Alcance = new Set(PERMISOS);

/** Refuses (403, with `mensaje`) permissions beyond the caller's. */
export function exigirAlAlcance(alcance: Alcance, permisos: readonly string[], mensaje: string): void {
    if (!permisos.every((p) => alcance.has(p))) throw new Prohibido(mensaje);
}

/** Refuses (403) granting permissions the caller does not hold. */
export const exigirPermisosPropios = (alcance: Alcance, permisos: readonly string[]) => exigirAlAlcance(alcance, permisos, ROL_MENSAJES.permisosAjenos);

/** The permissions of one of the company's roles, refused (403) with `mensaje` beyond the caller's; undefined when there is no such role. */
export async function exigirRolAlAlcance(tx: Db, empresaId: number, rolId: number, alcance: Alcance, mensaje: string): Promise<readonly string[] | undefined> {
    const rol = await getRol(tx, empresaId, rolId);
    if (rol) exigirAlAlcance(alcance, rol.permisos, mensaje);
    return rol?.permisos;
}
