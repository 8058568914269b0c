import { sql } from 'kysely';
import type { UsuarioCrearInput, UsuarioEditarInput, Usuario } from '../../../contracts/usuarios.js';
import { USUARIO_MENSAJES } from '../../../contracts/usuarios.js';
import { hashPassword } from '../../auth/password.js';
import { uniqueViolation } from '../../db/constraints.js';
import type { Db } from '../../db/createDb.js';
import { DatoInvalido, Duplicado, NoEncontrado } from '../../domain/errors.js';
import { anotar } from '../bitacora/bitacora.js';
import { ROL_MENSAJES } from '../../../contracts/roles.js';
import { type Alcance, bloquearEquipo, exigirAdministrador, exigirRolAlAlcance } from '../roles/administracion.js';
import { getUsuario } from './usuarios.repo.js';

/*
 * A user's writes. Hashing is slow on purpose (scrypt), so it happens before the transaction:
 * `prepararAlta` / `prepararEdicion` first, then `crearUsuario` / `editarUsuario` inside the
 * caller's transaction, which takes the company's lock before reading anything it checks.
 * A new user, a deactivation and a new password go to the audit log in that transaction
 * ('usuario.alta', 'usuario.baja', 'usuario.contrasena'; the password itself, or its hash, never);
 * `usuarioId` is who made the change (null: the system, as the demo's seed).
 */

/** What a new user is made of; any `empresa_id` the client sent is not part of it. */
export type AltaPreparada = Pick<UsuarioCrearInput, 'nombre' | 'apellido' | 'usuario' | 'rol_id'> & { passwordHash: string };
export type EdicionPreparada = Pick<UsuarioEditarInput, 'nombre' | 'apellido' | 'usuario' | 'rol_id' | 'activo'> & { passwordHash?: string };

export async function prepararAlta<T extends { contrasena: string }>({ contrasena, ...datos }: T): Promise<Omit<T, 'contrasena'> & { passwordHash: string }> {
    return { ...datos, passwordHash: await hashPassword(contrasena) };
}

export async function prepararEdicion({ contrasena, ...datos }: UsuarioEditarInput): Promise<EdicionPreparada> {
    return { ...datos, ...(contrasena !== undefined ? { passwordHash: await hashPassword(contrasena) } : {}) };
}

/**
 * The role must be one of the caller's company (another company's is like a missing one), and
 * hold nothing the caller does not (administracion.ts).
 */
async function exigirRol(tx: Db, empresaId: number, rolId: number, alcance: Alcance) {
    const permisos = await exigirRolAlAlcance(tx, empresaId, rolId, alcance, ROL_MENSAJES.permisosAjenos);
    if (!permisos) throw new DatoInvalido('rol_id', USUARIO_MENSAJES.rolInexistente);
}

export async function crearUsuario(tx: Db, empresaId: number, datos: AltaPreparada, alcance: Alcance, usuarioId: number | null): Promise<Usuario> {
    await bloquearEquipo(tx, empresaId);
    await exigirRol(tx, empresaId, datos.rol_id, alcance);
    // Login names are unique across every company: the login does not ask for the company.
    const usado = await tx.kysely.selectFrom('usuarios').select('id').where('usuario', '=', datos.usuario).executeTakeFirst();
    if (usado) throw new Duplicado(USUARIO_MENSAJES.duplicado);
    let id: number;
    try {
        ({ id } = await tx.kysely
            .insertInto('usuarios')
            .values({
                empresa_id: empresaId,
                rol_id: datos.rol_id,
                nombre: datos.nombre,
                apellido: datos.apellido,
                usuario: datos.usuario,
                password_hash: datos.passwordHash,
                creado_en: new Date().toISOString(),
            })
            .returning('id')
            .executeTakeFirstOrThrow());
    } catch (error) {
        // Another company took the name between the check and the insert.
        if (uniqueViolation(error)?.includes('usuario')) throw new Duplicado(USUARIO_MENSAJES.duplicado);
        throw error;
    }
    const creado = (await getUsuario(tx, empresaId, id))!;
    await anotar(tx, { empresaId, usuarioId }, {
        tipo: 'usuario.alta',
        entidad: 'usuario',
        entidadId: id,
        antes: null,
        despues: { usuario: creado.usuario, nombre: creado.nombre, apellido: creado.apellido, rol: creado.rol_asignado?.nombre ?? null },
    });
    return creado;
}

export async function editarUsuario(tx: Db, empresaId: number, id: number, datos: EdicionPreparada, alcance: Alcance, usuarioId: number | null): Promise<Usuario> {
    await bloquearEquipo(tx, empresaId);
    const actual = await tx.kysely
        .selectFrom('usuarios')
        .select(['usuario', 'rol_id', 'activo'])
        .where('empresa_id', '=', empresaId)
        .where('id', '=', id)
        .executeTakeFirst();
    if (!actual) throw new NoEncontrado(USUARIO_MENSAJES.noEncontrado);
    // Someone who holds more than the caller (their name, password, role, whether they may log
    // in) is out of the caller's reach.
    if (actual.rol_id !== null) await exigirRolAlAlcance(tx, empresaId, actual.rol_id, alcance, ROL_MENSAJES.usuarioFueraDeAlcance);
    if (datos.usuario !== undefined && datos.usuario !== actual.usuario) throw new DatoInvalido('usuario', USUARIO_MENSAJES.usuarioInmutable);
    // The role they keep was just checked above.
    if (datos.rol_id !== actual.rol_id) await exigirRol(tx, empresaId, datos.rol_id, alcance);
    await tx.kysely
        .updateTable('usuarios')
        .set({
            nombre: datos.nombre,
            apellido: datos.apellido,
            rol_id: datos.rol_id,
            ...(datos.activo !== undefined ? { activo: datos.activo ? 1 : 0 } : {}),
            ...(datos.passwordHash !== undefined ? { password_hash: datos.passwordHash } : {}),
            // A new password or a deactivation ends every session the user has open: their
            // tokens carry the version before this one (auth.repo.ts loadActor).
            ...(datos.passwordHash !== undefined || datos.activo === false ? { version_credenciales: sql`version_credenciales + 1` } : {}),
        })
        .where('empresa_id', '=', empresaId)
        .where('id', '=', id)
        .execute();
    await exigirAdministrador(tx, empresaId);
    const autor = { empresaId, usuarioId };
    if (datos.activo === false && Number(actual.activo) === 1) {
        await anotar(tx, autor, { tipo: 'usuario.baja', entidad: 'usuario', entidadId: id, antes: { usuario: actual.usuario, activo: true }, despues: { usuario: actual.usuario, activo: false } });
    }
    // Who may log in again, and with what powers, matter as much as who may not.
    if (datos.activo === true && Number(actual.activo) === 0) {
        await anotar(tx, autor, { tipo: 'usuario.reactivacion', entidad: 'usuario', entidadId: id, antes: { usuario: actual.usuario, activo: false }, despues: { usuario: actual.usuario, activo: true } });
    }
    if (datos.rol_id !== actual.rol_id) {
        const nombres = await tx.kysely
            .selectFrom('roles')
            .select(['id', 'nombre'])
            .where('empresa_id', '=', empresaId)
            .where('id', 'in', [datos.rol_id, actual.rol_id].filter((r): r is number => r !== null))
            .execute();
        const rol = (rolId: number | null) => (rolId === null ? null : (nombres.find((r) => r.id === rolId)?.nombre ?? null));
        await anotar(tx, autor, { tipo: 'usuario.rol', entidad: 'usuario', entidadId: id, antes: { usuario: actual.usuario, rol: rol(actual.rol_id) }, despues: { usuario: actual.usuario, rol: rol(datos.rol_id) } });
    }
    // That it changed, by whom and when: nothing of the password.
    if (datos.passwordHash !== undefined) {
        await anotar(tx, autor, { tipo: 'usuario.contrasena', entidad: 'usuario', entidadId: id, antes: null, despues: { usuario: actual.usuario } });
    }
    return (await getUsuario(tx, empresaId, id))!;
}
