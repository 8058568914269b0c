import type { Db } from '../../db/createDb.js';

/** The caller's user and company rows; the token already proved both exist and belong together. */
export async function datosDeSesion(db: Db, usuarioId: number, empresaId: number) {
    return db.kysely
        .selectFrom('usuarios as u')
        .innerJoin('empresas as e', 'e.id', 'u.empresa_id')
        .select(['u.id', 'u.usuario', 'u.nombre', 'u.apellido', 'e.id as empresa_id', 'e.nombre as empresa_nombre', 'e.zona_horaria'])
        .where('u.id', '=', usuarioId)
        .where('u.empresa_id', '=', empresaId)
        .executeTakeFirstOrThrow();
}
