import { ROL_MENSAJES, type Rol, type RolInput } from '../../../contracts/roles.js';
import { isForeignKeyViolation, uniqueViolation } from '../../db/constraints.js';
import type { Db } from '../../db/createDb.js';
import { searchKey } from '../../db/searchKey.js';
import { Conflicto, Duplicado, EnUso, NoEncontrado } from '../../domain/errors.js';
import { anotar } from '../bitacora/bitacora.js';
import { type Alcance, bloquearEquipo, exigirAdministrador, exigirAlAlcance, exigirPermisosPropios } from './administracion.js';
import { getRol, nombresDeRoles } from './roles.repo.js';

/*
 * A role's writes, each in the caller's transaction. Every one first takes the company's lock
 * (administracion.ts), so the name check and the "someone can still administer" check see the
 * company as it is, also when two administrators edit at once. A new role and a change of a
 * role's permissions go to the audit log ('rol.permisos') in the same transaction; `usuarioId`
 * is who made it (null: the system, as the demo's seed).
 */

/** Names are unique per company ignoring case and accents ("Cajero" = "cajero" = "Cajéro"). */
async function exigirNombreLibre(tx: Db, empresaId: number, nombre: string, propioId?: number) {
    const clave = searchKey(nombre);
    const roles = await nombresDeRoles(tx, empresaId);
    if (roles.some((r) => r.id !== propioId && searchKey(r.nombre) === clave)) throw new Duplicado(ROL_MENSAJES.duplicado);
}

async function escribirPermisos(tx: Db, empresaId: number, rolId: number, permisos: readonly string[]) {
    await tx.kysely.deleteFrom('rol_permisos').where('empresa_id', '=', empresaId).where('rol_id', '=', rolId).execute();
    if (permisos.length > 0) {
        await tx.kysely
            .insertInto('rol_permisos')
            .values(permisos.map((permiso) => ({ empresa_id: empresaId, rol_id: rolId, permiso })))
            .execute();
    }
}

/** A role the caller may edit or delete: it exists (404), is not the fixed Administrador (409), and holds nothing the caller does not (403). */
async function rolEditable(tx: Db, empresaId: number, id: number, alcance: Alcance): Promise<Rol> {
    const rol = await getRol(tx, empresaId, id);
    if (!rol) throw new NoEncontrado(ROL_MENSAJES.noEncontrado);
    if (rol.todos_los_permisos) throw new Conflicto(ROL_MENSAJES.administradorFijo);
    exigirAlAlcance(alcance, rol.permisos, ROL_MENSAJES.rolFueraDeAlcance);
    return rol;
}

const mismos = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((p) => b.includes(p));

// The unique (empresa_id, nombre) key settles what the case-blind check could not see.
async function guardarNombre<T>(write: () => Promise<T>): Promise<T> {
    try {
        return await write();
    } catch (error) {
        if (uniqueViolation(error)?.includes('nombre')) throw new Duplicado(ROL_MENSAJES.duplicado);
        throw error;
    }
}

export async function crearRol(tx: Db, empresaId: number, input: RolInput, alcance: Alcance, usuarioId: number | null): Promise<Rol> {
    exigirPermisosPropios(alcance, input.permisos);
    await bloquearEquipo(tx, empresaId);
    await exigirNombreLibre(tx, empresaId, input.nombre);
    const { id } = await guardarNombre(() =>
        tx.kysely
            .insertInto('roles')
            .values({ empresa_id: empresaId, nombre: input.nombre, todos_los_permisos: 0, creado_en: new Date().toISOString() })
            .returning('id')
            .executeTakeFirstOrThrow(),
    );
    await escribirPermisos(tx, empresaId, id, input.permisos);
    const rol = (await getRol(tx, empresaId, id))!;
    // Created with its permissions: nothing stood before.
    await anotar(tx, { empresaId, usuarioId }, { tipo: 'rol.permisos', entidad: 'rol', entidadId: id, antes: null, despues: { nombre: rol.nombre, permisos: rol.permisos } });
    return rol;
}

export async function editarRol(tx: Db, empresaId: number, id: number, input: RolInput, alcance: Alcance, usuarioId: number | null): Promise<Rol> {
    await bloquearEquipo(tx, empresaId);
    const anterior = await rolEditable(tx, empresaId, id, alcance);
    exigirPermisosPropios(alcance, input.permisos);
    await exigirNombreLibre(tx, empresaId, input.nombre, id);
    await guardarNombre(() =>
        tx.kysely.updateTable('roles').set({ nombre: input.nombre }).where('empresa_id', '=', empresaId).where('id', '=', id).execute(),
    );
    await escribirPermisos(tx, empresaId, id, input.permisos);
    await exigirAdministrador(tx, empresaId);
    const rol = (await getRol(tx, empresaId, id))!;
    // A rename alone is no change of permissions. Both lists in the catalogue's order (getRol).
    if (!mismos(anterior.permisos, rol.permisos)) {
        await anotar(tx, { empresaId, usuarioId }, {
            tipo: 'rol.permisos',
            entidad: 'rol',
            entidadId: id,
            antes: { nombre: anterior.nombre, permisos: anterior.permisos },
            despues: { nombre: rol.nombre, permisos: rol.permisos },
        });
    }
    return rol;
}

export async function eliminarRol(tx: Db, empresaId: number, id: number, alcance: Alcance): Promise<void> {
    await bloquearEquipo(tx, empresaId);
    await rolEditable(tx, empresaId, id, alcance);
    const asignado = await tx.kysely
        .selectFrom('usuarios')
        .select('id')
        .where('empresa_id', '=', empresaId)
        .where('rol_id', '=', id)
        .limit(1)
        .executeTakeFirst();
    if (asignado) throw new EnUso(ROL_MENSAJES.enUso);
    try {
        await tx.kysely.deleteFrom('roles').where('empresa_id', '=', empresaId).where('id', '=', id).execute();
    } catch (error) {
        if (isForeignKeyViolation(error)) throw new EnUso(ROL_MENSAJES.enUso);
        throw error;
    }
    await exigirAdministrador(tx, empresaId);
}
