import { ROL_ADMINISTRADOR, PERMISOS } from '../../../contracts/permisos.js';
import type { RegistroInput } from '../../../contracts/auth.js';
import { MENSAJES_HTTP } from '../../../contracts/errors.js';
import { hashPassword } from '../../auth/password.js';
import { uniqueViolation } from '../../db/constraints.js';
import type { Db } from '../../db/createDb.js';
import { searchKey } from '../../db/searchKey.js';
import { Duplicado } from '../../domain/errors.js';

/**
 * A company, its Administrador role holding every permission, and its first user (username =
 * email), all or nothing. The unique indexes settle a race between two identical registrations.
 */
export async function registrarEmpresa(db: Db, input: RegistroInput) {
    const passwordHash = await hashPassword(input.contrasena); // slow on purpose: outside the transaction
    const ahora = new Date().toISOString();
    const nombreClave = searchKey(input.nombre_empresa);
    try {
        return await db.transaction(async (tx) => {
            const trx = tx.kysely;
            const emailUsado = await trx.selectFrom('usuarios').select('id').where('usuario', '=', input.email).executeTakeFirst();
            if (emailUsado) throw new Duplicado(MENSAJES_HTTP.emailEnUso);
            const empresaUsada = await trx.selectFrom('empresas').select('id').where('nombre_clave', '=', nombreClave).executeTakeFirst();
            if (empresaUsada) throw new Duplicado(MENSAJES_HTTP.empresaEnUso);

            const empresa = await trx
                .insertInto('empresas')
                .values({ nombre: input.nombre_empresa, nombre_clave: nombreClave, creado_en: ahora })
                .returning('id')
                .executeTakeFirstOrThrow();
            const rol = await trx
                .insertInto('roles')
                .values({ empresa_id: empresa.id, nombre: ROL_ADMINISTRADOR, todos_los_permisos: 1, creado_en: ahora })
                .returning('id')
                .executeTakeFirstOrThrow();
            await trx
                .insertInto('rol_permisos')
                .values(PERMISOS.map((permiso) => ({ empresa_id: empresa.id, rol_id: rol.id, permiso })))
                .execute();
            const usuario = await trx
                .insertInto('usuarios')
                .values({
                    empresa_id: empresa.id,
                    rol_id: rol.id,
                    nombre: input.nombre_usuario,
                    apellido: input.apellido_usuario,
                    usuario: input.email,
                    password_hash: passwordHash,
                    creado_en: ahora,
                })
                .returning('id')
                .executeTakeFirstOrThrow();
            return { empresaId: empresa.id, usuarioId: usuario.id };
        });
    } catch (error) {
        // Two identical registrations racing: the unique keys settle it, each with its own message.
        const violated = uniqueViolation(error);
        if (violated?.includes('usuario')) throw new Duplicado(MENSAJES_HTTP.emailEnUso);
        if (violated?.includes('nombre_clave')) throw new Duplicado(MENSAJES_HTTP.empresaEnUso);
        throw error;
    }
}
