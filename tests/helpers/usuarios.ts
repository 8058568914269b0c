import type { Permiso } from '../../contracts/permisos.js';
import { hashPassword } from '../../server/auth/password.js';
import { request } from './apiClient.js';
import { type Sesion, sesionCon, unico } from './catalogo.js';
import type { TestServer } from './testServer.js';

/**
 * A user of the given company whose role holds exactly `permisos`, written straight into the
 * database (role, rol_permisos, usuario), then logged in through the API.
 */
export async function usuarioConPermisos(server: TestServer, empresaId: number, permisos: readonly Permiso[]): Promise<Sesion> {
    const { kysely } = server.db;
    const ahora = new Date().toISOString();
    const rol = await kysely
        .insertInto('roles')
        .values({ empresa_id: empresaId, nombre: unico('Rol de prueba'), creado_en: ahora })
        .returning('id')
        .executeTakeFirstOrThrow();
    if (permisos.length > 0) {
        await kysely
            .insertInto('rol_permisos')
            .values(permisos.map((permiso) => ({ empresa_id: empresaId, rol_id: rol.id, permiso })))
            .execute();
    }
    const username = `${unico('usuario').replace(/\s+/g, '.')}@ejemplo.mx`.toLowerCase();
    const password = 'clave-de-prueba-1';
    const usuario = await kysely
        .insertInto('usuarios')
        .values({
            empresa_id: empresaId,
            rol_id: rol.id,
            nombre: 'Usuario',
            apellido: 'De Prueba',
            usuario: username,
            password_hash: await hashPassword(password),
            creado_en: ahora,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const login = await request(server.url, '/api/login/token', { form: { username, password } });
    if (login.status !== 200) throw new Error(`login falló: ${login.status} ${JSON.stringify(login.body)}`);
    return sesionCon(server.url, login.body.access_token, { email: username, empresaId, usuarioId: usuario.id });
}
