import { sql } from 'kysely';
import { PERMISOS } from '../../../contracts/permisos.js';
import type { Rol } from '../../../contracts/roles.js';
import type { Db } from '../../db/createDb.js';
import type { ListParams, Page } from '../../db/repository.js';

interface RolRow {
    id: number;
    nombre: string;
    todos_los_permisos: number;
}

/** Rows → answers, with each role's permissions read in one query for the whole page. */
async function conPermisos(db: Db, empresaId: number, rows: RolRow[]): Promise<Rol[]> {
    const ids = rows.filter((r) => r.todos_los_permisos !== 1).map((r) => r.id);
    const permisos = ids.length
        ? await db.kysely
              .selectFrom('rol_permisos')
              .select(['rol_id', 'permiso'])
              .where('empresa_id', '=', empresaId)
              .where('rol_id', 'in', ids)
              .execute()
        : [];
    const porRol = new Map<number, string[]>();
    for (const p of permisos) porRol.set(p.rol_id, [...(porRol.get(p.rol_id) ?? []), p.permiso]);
    // Catalogue order, so the answer is stable and reads like the screen's grid.
    const ordenar = (lista: string[]) => PERMISOS.filter((p) => lista.includes(p));
    return rows.map((r) => ({
        id: r.id,
        nombre: r.nombre,
        // The Administrador holds the catalogue as this server knows it (see loadActor).
        permisos: r.todos_los_permisos === 1 ? [...PERMISOS] : ordenar(porRol.get(r.id) ?? []),
        todos_los_permisos: r.todos_los_permisos === 1,
    }));
}

const scoped = (db: Db, empresaId: number, params: Pick<ListParams, 'ids'>) => {
    let query = db.kysely.selectFrom('roles').where('empresa_id', '=', empresaId);
    if (params.ids) query = query.where('id', 'in', params.ids.length ? params.ids : [0]);
    return query;
};

export async function listRoles(db: Db, empresaId: number, params: ListParams): Promise<Page<Rol>> {
    const direction = params.order === 'DESC' ? 'desc' : 'asc';
    const column = params.sort === 'id' ? 'id' : 'nombre';
    const [rows, count] = await Promise.all([
        scoped(db, empresaId, params)
            .select(['id', 'nombre', 'todos_los_permisos'])
            .orderBy(sql.ref(column), direction)
            .orderBy('id', direction)
            .limit(params.limit)
            .offset(params.skip)
            .execute(),
        scoped(db, empresaId, params).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: await conPermisos(db, empresaId, rows), total: Number(count.n) };
}

export async function getRol(db: Db, empresaId: number, id: number): Promise<Rol | undefined> {
    const row = await db.kysely
        .selectFrom('roles')
        .select(['id', 'nombre', 'todos_los_permisos'])
        .where('empresa_id', '=', empresaId)
        .where('id', '=', id)
        .executeTakeFirst();
    return row ? (await conPermisos(db, empresaId, [row]))[0] : undefined;
}

/** The company's role names, to compare them as the search key does (case and accents). */
export function nombresDeRoles(db: Db, empresaId: number) {
    return db.kysely.selectFrom('roles').select(['id', 'nombre']).where('empresa_id', '=', empresaId).execute();
}
