import { sql } from 'kysely';
import type { RolAsignable, Usuario } from '../../../contracts/usuarios.js';
import type { Db } from '../../db/createDb.js';
import type { ListParams, Page } from '../../db/repository.js';

/** Users with their role's id and name, one statement; the password hash is never selected. */
const base = (db: Db, empresaId: number) =>
    db.kysely
        .selectFrom('usuarios as u')
        .leftJoin('roles as r', (j) => j.onRef('r.id', '=', 'u.rol_id').onRef('r.empresa_id', '=', 'u.empresa_id'))
        .where('u.empresa_id', '=', empresaId);

const COLUMNAS = ['u.id', 'u.nombre', 'u.apellido', 'u.usuario', 'u.activo', 'u.rol_id', 'r.nombre as rol_nombre'] as const;

type Row = { id: number; nombre: string; apellido: string; usuario: string; activo: number; rol_id: number | null; rol_nombre: string | null };

const toUsuario = (row: Row): Usuario => ({
    id: row.id,
    nombre: row.nombre,
    apellido: row.apellido,
    usuario: row.usuario,
    rol_asignado: row.rol_id !== null && row.rol_nombre !== null ? { id: row.rol_id, nombre: row.rol_nombre } : null,
    activo: row.activo === 1,
});

export async function listUsuarios(db: Db, empresaId: number, params: ListParams): Promise<Page<Usuario>> {
    let query = base(db, empresaId);
    if (params.ids) query = query.where('u.id', 'in', params.ids.length ? params.ids : [0]);
    if (params.filtros.rol_id !== undefined) query = query.where('u.rol_id', '=', params.filtros.rol_id as number);
    const direction = params.order === 'DESC' ? 'desc' : 'asc';
    const column = params.sort === 'id' ? 'u.id' : 'u.usuario';
    const [rows, count] = await Promise.all([
        query.select(COLUMNAS).orderBy(sql.ref(column), direction).orderBy('u.id', direction).limit(params.limit).offset(params.skip).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toUsuario), total: Number(count.n) };
}

/** The company's roles, id and name only: what the user form offers. */
export async function listRolesAsignables(db: Db, empresaId: number, params: ListParams): Promise<Page<RolAsignable>> {
    let query = db.kysely.selectFrom('roles').where('empresa_id', '=', empresaId);
    if (params.ids) query = query.where('id', 'in', params.ids.length ? params.ids : [0]);
    const direction = params.order === 'DESC' ? 'desc' : 'asc';
    const column = params.sort === 'id' ? 'id' : 'nombre';
    const [rows, count] = await Promise.all([
        query.select(['id', 'nombre']).orderBy(sql.ref(column), direction).orderBy('id', direction).limit(params.limit).offset(params.skip).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
}

export async function getUsuario(db: Db, empresaId: number, id: number): Promise<Usuario | undefined> {
    const row = await base(db, empresaId).select(COLUMNAS).where('u.id', '=', id).executeTakeFirst();
    return row ? toUsuario(row) : undefined;
}
