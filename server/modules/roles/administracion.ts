import { sql } from 'kysely';
import { PERMISOS_DE_ADMINISTRACION } from '../../../contracts/permisos.js';
import { ROL_MENSAJES } from '../../../contracts/roles.js';
import type { Db } from '../../db/createDb.js';
import { Conflicto } from '../../domain/errors.js';

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
