import type { Kysely } from 'kysely';
import { PERMISOS } from '../../../contracts/permisos.js';
import type { Database } from '../../db/tables.js';

export async function findLoginUser(db: Kysely<Database>, usuario: string) {
    return db
        .selectFrom('usuarios')
        .select(['id', 'empresa_id', 'password_hash', 'activo', 'version_credenciales'])
        .where('usuario', '=', usuario)
        .executeTakeFirst();
}

export interface Actor {
    usuarioId: number;
    empresaId: number;
    usuario: string;
    permisos: Set<string>;
}

/**
 * The caller behind a token, with the permissions of their role, in one query. Null when the
 * user no longer exists, changed company, was deactivated or got a new password since the token was
 * signed: the token no longer stands. A role
 * flagged `todos_los_permisos` holds the whole catalogue as this version of the server knows it,
 * so permissions added later reach existing administrators with no data change.
 */
export async function loadActor(
    db: Kysely<Database>,
    usuarioId: number,
    empresaId: number,
    /** The token's credentials version: a new password or a deactivation since ends the session. */
    version: number,
    catalogo: readonly string[] = PERMISOS,
): Promise<Actor | null> {
    const rows = await db
        .selectFrom('usuarios as u')
        .leftJoin('roles as r', 'r.id', 'u.rol_id')
        .leftJoin('rol_permisos as rp', 'rp.rol_id', 'u.rol_id')
        .select(['u.usuario', 'r.todos_los_permisos', 'rp.permiso'])
        .where('u.id', '=', usuarioId)
        .where('u.empresa_id', '=', empresaId)
        .where('u.activo', '=', 1)
        .where('u.version_credenciales', '=', version)
        .execute();
    if (rows.length === 0) return null;
    const permisos = new Set(rows[0].todos_los_permisos === 1 ? catalogo : rows.flatMap((r) => (r.permiso ? [r.permiso] : [])));
    return { usuarioId, empresaId, usuario: rows[0].usuario, permisos };
}
