import { request } from './apiClient.js';
import { type Sesion, sesionCon, unico } from './catalogo.js';
import type { TestServer } from './testServer.js';

export const RUTAS_EQUIPO = { roles: '/api/v1/roles/', usuarios: '/api/v1/usuarios/' } as const;

export interface RolRespuesta {
    id: number;
    nombre: string;
    permisos: string[];
    todos_los_permisos: boolean;
}

export interface UsuarioRespuesta {
    id: number;
    nombre: string;
    apellido: string;
    usuario: string;
    rol_asignado: { id: number; nombre: string } | null;
    activo: boolean;
}

export async function crearRol(s: Sesion, permisos: string[] = [], nombre = unico('Rol')): Promise<RolRespuesta> {
    const res = await s.post(RUTAS_EQUIPO.roles, { nombre, permisos });
    if (res.status !== 201) throw new Error(`crear rol falló: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
}

/** A unique login name (lower case, as the server stores it). */
export const nuevoUsuario = () => `${unico('empleado').replace(/\s+/g, '.')}@ejemplo.mx`.toLowerCase();

export const CONTRASENA = 'contrasena-segura-1';

/** A user created through the API, with the spec's payload. */
export async function crearUsuario(s: Sesion, rolId: number, datos: Record<string, unknown> = {}): Promise<UsuarioRespuesta> {
    const res = await s.post(RUTAS_EQUIPO.usuarios, {
        nombre: 'Lucía',
        apellido: 'Ramírez',
        usuario: nuevoUsuario(),
        contrasena: CONTRASENA,
        rol_id: rolId,
        empresa_id: 1,
        ...datos,
    });
    if (res.status !== 201) throw new Error(`crear usuario falló: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
}

export function login(server: TestServer, username: string, password = CONTRASENA) {
    return request(server.url, '/api/login/token', { form: { username, password } });
}

/** Logs a user in and gives a session of their company. */
export async function entrarComo(server: TestServer, usuario: UsuarioRespuesta, empresaId: number, password = CONTRASENA): Promise<Sesion> {
    const res = await login(server, usuario.usuario, password);
    if (res.status !== 200) throw new Error(`login falló: ${res.status} ${JSON.stringify(res.body)}`);
    return sesionCon(server.url, res.body.access_token, { email: usuario.usuario, empresaId, usuarioId: usuario.id });
}

/** The update body that keeps a user as answered (what the edit form sends), with changes. */
export const edicion = (u: UsuarioRespuesta, cambios: Record<string, unknown> = {}) => ({
    nombre: u.nombre,
    apellido: u.apellido,
    usuario: u.usuario,
    rol_id: u.rol_asignado?.id,
    contrasena: '',
    ...cambios,
});

/** Active users of a company who can administer roles and users, straight from the database. */
export async function administradoresActivos(server: TestServer, empresaId: number): Promise<number[]> {
    const rows = await server.db.kysely
        .selectFrom('usuarios as u')
        .innerJoin('roles as r', 'r.id', 'u.rol_id')
        .leftJoin('rol_permisos as rp', 'rp.rol_id', 'r.id')
        .select(['u.id', 'r.todos_los_permisos', 'rp.permiso'])
        .where('u.empresa_id', '=', empresaId)
        .where('u.activo', '=', 1)
        .execute();
    const porUsuario = new Map<number, Set<string>>();
    for (const r of rows) {
        const set = porUsuario.get(r.id) ?? new Set<string>();
        if (r.todos_los_permisos === 1) set.add('*');
        if (r.permiso) set.add(r.permiso);
        porUsuario.set(r.id, set);
    }
    return [...porUsuario]
        .filter(([, p]) => p.has('*') || (p.has('roles:administrar') && p.has('usuarios:administrar')))
        .map(([id]) => id)
        .sort((a, b) => a - b);
}
