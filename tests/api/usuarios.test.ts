import { contar, nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import {
    administradoresActivos,
    CONTRASENA,
    crearRol,
    crearUsuario,
    edicion,
    entrarComo,
    login,
    nuevoUsuario,
    type RolRespuesta,
    RUTAS_EQUIPO,
    type UsuarioRespuesta,
} from '../helpers/equipo.js';
import { describeEachEngine } from '../helpers/testServer.js';

const U = RUTAS_EQUIPO.usuarios;
const usuario = (id: number | string) => `${U}${id}`;
const SIN_ADMIN = { detail: 'La empresa debe conservar al menos un usuario activo que pueda administrar roles y usuarios.' };

describeEachEngine('usuarios API', (server) => {
    let admin: Sesion;
    let cajero: RolRespuesta;

    beforeAll(async () => {
        admin = await nuevaSesion(server());
        cajero = await crearRol(admin, ['ventas:crear', 'clientes:leer'], 'Cajero');
    });

    const cuerpo = (datos: Record<string, unknown> = {}) => ({
        nombre: 'Lucía',
        apellido: 'Ramírez',
        usuario: nuevoUsuario(),
        contrasena: CONTRASENA,
        rol_id: cajero.id,
        empresa_id: 1,
        ...datos,
    });

    it('creates a user with the spec’s payload: lower-cased username, role, active, no password in the answer', async () => {
        const nombreUsuario = nuevoUsuario();
        const res = await admin.post(U, cuerpo({ nombre: ' Lucía ', usuario: `  ${nombreUsuario.toUpperCase()} ` }));
        expect(res.status).toBe(201);
        expect(res.body).toEqual({
            id: expect.any(Number),
            nombre: 'Lucía',
            apellido: 'Ramírez',
            usuario: nombreUsuario,
            rol_asignado: { id: cajero.id, nombre: 'Cajero' },
            activo: true,
        });
        expect((await admin.get(usuario(res.body.id))).body).toEqual(res.body);
        // The new user logs in (with any case) and holds the role's permissions.
        const entrada = await login(server(), nombreUsuario.toUpperCase());
        expect(entrada.status).toBe(200);
        const s = await entrarComo(server(), res.body, admin.empresaId);
        expect((await s.get('/api/v1/clientes/')).status).toBe(200);
        expect((await s.get('/api/v1/categorias/')).status).toBe(403);
    });

    it('ignores the empresa_id sent by the client: the user joins the caller’s company', async () => {
        const otra = await nuevaSesion(server());
        const res = await admin.post(U, cuerpo({ empresa_id: otra.empresaId }));
        expect(res.status).toBe(201);
        const fila = await server().db.kysely.selectFrom('usuarios').select('empresa_id').where('id', '=', res.body.id).executeTakeFirstOrThrow();
        expect(fila.empresa_id).toBe(admin.empresaId);
        expect((await otra.get(U)).body.map((u: UsuarioRespuesta) => u.id)).not.toContain(res.body.id);
    });

    it('never answers a password or its hash, in lists or single users', async () => {
        await crearUsuario(admin, cajero.id);
        const lista = await admin.get(U);
        expect(lista.status).toBe(200);
        expect(lista.headers.get('x-total-count')).toBe(String(lista.body.length));
        const texto = JSON.stringify(lista.body) + JSON.stringify((await admin.get(usuario(admin.usuarioId))).body);
        expect(texto).not.toMatch(/contrasena|password|hash|scrypt/i);
        for (const u of lista.body) expect(Object.keys(u).sort()).toEqual(['activo', 'apellido', 'id', 'nombre', 'rol_asignado', 'usuario']);
        const yo = lista.body.find((u: UsuarioRespuesta) => u.id === admin.usuarioId);
        expect(yo.rol_asignado.nombre).toBe('Administrador');
        // Filter by role, in react-admin's dialect too.
        const porRol = await admin.get(`${U}?filter={"rol_id":${cajero.id}}&range=[0,99]`);
        expect(porRol.body.length).toBeGreaterThan(0);
        expect(porRol.body.every((u: UsuarioRespuesta) => u.rol_asignado?.id === cajero.id)).toBe(true);
    });

    it('validates every field in Spanish (422 on the field) and creates nothing', async () => {
        const antes = await contar(server(), 'usuarios', admin.empresaId);
        const casos: [Record<string, unknown>, string, string][] = [
            [{ nombre: '  ' }, 'nombre', 'El nombre es obligatorio.'],
            [{ apellido: undefined }, 'apellido', 'El apellido es obligatorio.'],
            [{ usuario: '' }, 'usuario', 'El nombre de usuario es obligatorio.'],
            [{ usuario: 'ana lopez' }, 'usuario', 'El nombre de usuario no puede contener espacios.'],
            [{ contrasena: 'corta' }, 'contrasena', 'La contraseña debe tener al menos 8 caracteres.'],
            [{ contrasena: undefined }, 'contrasena', 'La contraseña debe tener al menos 8 caracteres.'],
            [{ rol_id: undefined }, 'rol_id', 'Debe seleccionar un rol para el usuario.'],
            [{ rol_id: 0 }, 'rol_id', 'Debe seleccionar un rol para el usuario.'],
            [{ rol_id: 987654 }, 'rol_id', 'El rol seleccionado no existe.'],
        ];
        for (const [cambio, campo, msg] of casos) {
            const res = await admin.post(U, cuerpo(cambio));
            expect(res.status, campo).toBe(422);
            expect(res.body.detail[0], JSON.stringify(cambio)).toMatchObject({ loc: ['body', campo], msg });
        }
        expect(await contar(server(), 'usuarios', admin.empresaId)).toBe(antes);
    });

    it('usernames are unique across every company, ignoring case (409)', async () => {
        const existente = await crearUsuario(admin, cajero.id);
        const otra = await nuevaSesion(server());
        const rolOtra = await crearRol(otra, []);
        for (const [s, rolId, nombre] of [
            [admin, cajero.id, existente.usuario.toUpperCase()],
            [otra, rolOtra.id, existente.usuario],
            [admin, cajero.id, admin.email],
        ] as const) {
            const res = await s.post(U, cuerpo({ usuario: nombre, rol_id: rolId }));
            expect(res.status, nombre).toBe(409);
            expect(res.body).toEqual({ detail: 'Ya existe un usuario con ese nombre de usuario.' });
        }
    });

    it('updates names and role; a blank password keeps the current one, a new one replaces it', async () => {
        const u = await crearUsuario(admin, cajero.id);
        const otroRol = await crearRol(admin, ['productos:leer']);
        const res = await admin.put(usuario(u.id), edicion(u, { nombre: 'Lucy', apellido: 'Ramos', rol_id: otroRol.id, contrasena: '' }));
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ ...u, nombre: 'Lucy', apellido: 'Ramos', rol_asignado: { id: otroRol.id, nombre: otroRol.nombre } });
        expect((await login(server(), u.usuario)).status).toBe(200);
        // Absent, null and whitespace also keep it.
        const { contrasena: _, ...sinContrasena } = edicion(u, { rol_id: otroRol.id });
        for (const body of [sinContrasena, { ...sinContrasena, contrasena: null }, { ...sinContrasena, contrasena: '   ' }]) {
            expect((await admin.put(usuario(u.id), body)).status).toBe(200);
        }
        expect((await login(server(), u.usuario)).status).toBe(200);

        const corta = await admin.put(usuario(u.id), edicion(u, { rol_id: otroRol.id, contrasena: 'corta' }));
        expect(corta.status).toBe(422);
        expect(corta.body.detail[0]).toMatchObject({ loc: ['body', 'contrasena'], msg: 'La contraseña debe tener al menos 8 caracteres.' });
        expect((await admin.put(usuario(u.id), edicion(u, { rol_id: otroRol.id, contrasena: 'una-nueva-clave' }))).status).toBe(200);
        expect((await login(server(), u.usuario)).status).toBe(401);
        expect((await login(server(), u.usuario, 'una-nueva-clave')).status).toBe(200);
    });

    it('a new password ends every session the user has open; an edit that keeps it ends none', async () => {
        const u = await crearUsuario(admin, cajero.id);
        const enCaja = await entrarComo(server(), u, admin.empresaId);
        const enOficina = await entrarComo(server(), u, admin.empresaId);
        expect((await admin.put(usuario(u.id), edicion(u, { nombre: 'Lucy' }))).status).toBe(200);
        expect((await enCaja.get('/api/v1/clientes/')).status).toBe(200);

        expect((await admin.put(usuario(u.id), edicion(u, { contrasena: 'una-nueva-clave' }))).status).toBe(200);
        for (const vieja of [enCaja, enOficina]) {
            const res = await vieja.get('/api/v1/clientes/');
            expect(res.status).toBe(401);
            expect(res.body).toEqual({ detail: 'El token no es válido o ha expirado.' });
        }
        const nueva = await entrarComo(server(), u, admin.empresaId, 'una-nueva-clave');
        expect((await nueva.get('/api/v1/clientes/')).status).toBe(200);
        // The admin who changed it keeps their own session.
        expect((await admin.get(U)).status).toBe(200);
    });

    it('a refused password change ends no session', async () => {
        const u = await crearUsuario(admin, cajero.id);
        const s = await entrarComo(server(), u, admin.empresaId);
        const otra = await nuevaSesion(server());
        // Another company's admin cannot reach the user (404), and a short password is a 422: nothing changes.
        expect((await otra.put(usuario(u.id), edicion(u, { contrasena: 'una-nueva-clave' }))).status).toBe(404);
        expect((await admin.put(usuario(u.id), edicion(u, { contrasena: 'corta' }))).status).toBe(422);
        expect((await s.get('/api/v1/clientes/')).status).toBe(200);
    });

    it('the username cannot change: the same one is accepted, another is a 422 and nothing changes', async () => {
        const u = await crearUsuario(admin, cajero.id);
        const igual = await admin.put(usuario(u.id), edicion(u, { usuario: u.usuario.toUpperCase() }));
        expect(igual.status).toBe(200);
        const otro = await admin.put(usuario(u.id), edicion(u, { usuario: nuevoUsuario(), nombre: 'Cambiado' }));
        expect(otro.status).toBe(422);
        expect(otro.body.detail).toEqual([{ loc: ['body', 'usuario'], msg: 'El nombre de usuario no se puede cambiar.', type: expect.any(String) }]);
        expect((await admin.get(usuario(u.id))).body).toEqual(u);
    });

    it('a role of another company is refused (422 on rol_id) on create and update', async () => {
        const otra = await nuevaSesion(server());
        const ajeno = await crearRol(otra, ['ventas:crear']);
        const antes = await contar(server(), 'usuarios', admin.empresaId);
        const alta = await admin.post(U, cuerpo({ rol_id: ajeno.id }));
        expect(alta.status).toBe(422);
        expect(alta.body.detail[0]).toMatchObject({ loc: ['body', 'rol_id'], msg: 'El rol seleccionado no existe.' });
        expect(await contar(server(), 'usuarios', admin.empresaId)).toBe(antes);
        const u = await crearUsuario(admin, cajero.id);
        const cambio = await admin.put(usuario(u.id), edicion(u, { rol_id: ajeno.id }));
        expect(cambio.status).toBe(422);
        expect((await admin.get(usuario(u.id))).body).toEqual(u);
    });

    it('whoever manages users lists the roles to assign (id and name, by name) without administering roles', async () => {
        const gestor = await crearUsuario(admin, (await crearRol(admin, ['usuarios:administrar'])).id);
        const s = await entrarComo(server(), gestor, admin.empresaId);
        const otra = await nuevaSesion(server());
        const ajeno = await crearRol(otra, ['ventas:crear']);

        const res = await s.get('/api/v1/usuarios/roles/');
        expect(res.status).toBe(200);
        const propios = (await admin.get(`${RUTAS_EQUIPO.roles}?limit=1000`)).body as RolRespuesta[];
        const porNombre = [...propios].sort((a, b) => (a.nombre < b.nombre ? -1 : a.nombre > b.nombre ? 1 : a.id - b.id));
        expect(res.body).toEqual(porNombre.map(({ id, nombre }) => ({ id, nombre })));
        expect(res.body.map((r: { id: number }) => r.id)).not.toContain(ajeno.id);
        expect(res.headers.get('x-total-count')).toBe(String(propios.length));
        // react-admin's dialect, as the select asks.
        const pagina = await s.get('/api/v1/usuarios/roles?sort=["nombre","DESC"]&range=[0,0]&filter={}');
        expect(pagina.body).toEqual([{ id: porNombre.at(-1)!.id, nombre: porNombre.at(-1)!.nombre }]);

        // One permission per route: the roles screen itself still needs roles:administrar.
        expect((await s.get(RUTAS_EQUIPO.roles)).status).toBe(403);
        const cajeroUsuario = await entrarComo(server(), await crearUsuario(admin, cajero.id), admin.empresaId);
        expect((await cajeroUsuario.get('/api/v1/usuarios/roles/')).status).toBe(403);
    });

    it('nobody grants more than they hold: managing users alone cannot make anyone Administrador, nor touch a user who holds more', async () => {
        const adminRol = (await admin.get(usuario(admin.usuarioId))).body.rol_asignado.id as number;
        const soloUsuarios = await crearRol(admin, ['usuarios:administrar']);
        const gestor = await crearUsuario(admin, soloUsuarios.id);
        const s = await entrarComo(server(), gestor, admin.empresaId);
        const AJENOS = { detail: 'No puede otorgar permisos que usted no tiene.' };
        const MAS_PODER = { detail: 'No puede modificar a un usuario con permisos que usted no tiene.' };

        // Themselves or a new user, with the Administrador's role or the cashier's (ventas, clientes).
        for (const rolId of [adminRol, cajero.id]) {
            const ascenso = await s.put(usuario(gestor.id), edicion(gestor, { rol_id: rolId }));
            expect(ascenso.status).toBe(403);
            expect(ascenso.body).toEqual(AJENOS);
        }
        expect((await admin.get(usuario(gestor.id))).body).toEqual(gestor);
        const antes = await contar(server(), 'usuarios', admin.empresaId);
        const alta = await s.post(U, cuerpo({ rol_id: adminRol }));
        expect(alta.status).toBe(403);
        expect(alta.body).toEqual(AJENOS);
        expect(await contar(server(), 'usuarios', admin.empresaId)).toBe(antes);
        expect((await s.get('/api/v1/roles/')).status).toBe(403);

        // The Administrador and the cashier hold what the manager does not: no new password, no deactivation, no renaming.
        const jefe = (await admin.get(usuario(admin.usuarioId))).body as UsuarioRespuesta;
        const empleado = await crearUsuario(admin, cajero.id);
        for (const [u, cambio] of [
            [jefe, { contrasena: 'tomada-por-el-gestor' }],
            [jefe, { activo: false }],
            [empleado, { nombre: 'Otro' }],
        ] as const) {
            const res = await s.put(usuario(u.id), edicion(u, cambio));
            expect(res.status).toBe(403);
            expect(res.body).toEqual(MAS_PODER);
            expect((await admin.get(usuario(u.id))).body).toEqual(u);
        }
        expect((await login(server(), admin.email, 'tomada-por-el-gestor')).status).toBe(401);

        // Within reach: a user whose role holds only what the manager holds, or nothing.
        const sinPermisos = await crearRol(admin, []);
        for (const rolId of [soloUsuarios.id, sinPermisos.id]) {
            const res = await s.post(U, cuerpo({ rol_id: rolId }));
            expect(res.status).toBe(201);
            expect((await s.put(usuario(res.body.id), edicion(res.body, { nombre: 'Editado' }))).status).toBe(200);
        }
    });

    it('another company’s user, or an unknown id, is a 404 and nothing changes', async () => {
        const otra = await nuevaSesion(server());
        const suyo = (await otra.get(usuario(otra.usuarioId))).body as UsuarioRespuesta;
        for (const res of [
            await admin.get(usuario(suyo.id)),
            await admin.put(usuario(suyo.id), edicion(suyo, { rol_id: cajero.id, nombre: 'Robado' })),
            await admin.get(usuario(987654)),
        ]) {
            expect(res.status).toBe(404);
            expect(res.body).toEqual({ detail: 'Usuario no encontrado.' });
        }
        expect((await otra.get(usuario(suyo.id))).body).toEqual(suyo);
        expect((await admin.get(usuario('x'))).status).toBe(422);
    });

    it('a deactivated user cannot log in and their existing token stops working; reactivated, they log in again and the old token stays ended', async () => {
        const u = await crearUsuario(admin, cajero.id);
        const s = await entrarComo(server(), u, admin.empresaId);
        expect((await s.get('/api/v1/clientes/')).status).toBe(200);

        const baja = await admin.put(usuario(u.id), edicion(u, { activo: false }));
        expect(baja.status).toBe(200);
        expect(baja.body.activo).toBe(false);
        const viejo = await s.get('/api/v1/clientes/');
        expect(viejo.status).toBe(401);
        expect(viejo.body).toEqual({ detail: 'El token no es válido o ha expirado.' });
        const entrada = await login(server(), u.usuario);
        expect(entrada.status).toBe(403);
        expect(entrada.body).toEqual({ detail: 'El usuario está inactivo.' });
        expect(JSON.stringify(entrada.body)).not.toContain('access_token');

        const alta = await admin.put(usuario(u.id), edicion(u, { activo: true }));
        expect(alta.body.activo).toBe(true);
        // A session opened before the deactivation does not come back with it.
        expect((await s.get('/api/v1/clientes/')).status).toBe(401);
        expect((await (await entrarComo(server(), u, admin.empresaId)).get('/api/v1/clientes/')).status).toBe(200);
        // Omitting activo keeps it.
        expect((await admin.put(usuario(u.id), edicion(u))).body.activo).toBe(true);
        const malo = await admin.put(usuario(u.id), edicion(u, { activo: 'no' }));
        expect(malo.status).toBe(422);
        expect(malo.body.detail[0].loc).toEqual(['body', 'activo']);
    });

    describe('the company keeps someone who can administer roles and users', () => {
        it('refuses deactivating or demoting the last administrator, the caller included', async () => {
            const s = await nuevaSesion(server());
            const rolCajero = await crearRol(s, ['ventas:crear']);
            const yo = (await s.get(usuario(s.usuarioId))).body as UsuarioRespuesta;
            for (const cambio of [{ activo: false }, { rol_id: rolCajero.id }]) {
                const res = await s.put(usuario(s.usuarioId), edicion(yo, cambio));
                expect(res.status, JSON.stringify(cambio)).toBe(409);
                expect(res.body).toEqual(SIN_ADMIN);
            }
            // Half the power is not enough: roles only, or users only.
            const soloRoles = await crearRol(s, ['roles:administrar']);
            const soloUsuarios = await crearRol(s, ['usuarios:administrar']);
            await crearUsuario(s, soloRoles.id);
            await crearUsuario(s, soloUsuarios.id);
            expect((await s.put(usuario(s.usuarioId), edicion(yo, { activo: false }))).status).toBe(409);
            expect((await s.get(usuario(s.usuarioId))).body).toEqual(yo);

            // With a second full administrator, the first may leave.
            const ambos = await crearRol(s, ['roles:administrar', 'usuarios:administrar']);
            const segundo = await crearUsuario(s, ambos.id);
            expect((await s.put(usuario(s.usuarioId), edicion(yo, { activo: false }))).status).toBe(200);
            expect(await administradoresActivos(server(), s.empresaId)).toEqual([segundo.id]);
            // …and the second cannot, nor be deactivated (the first's token is gone anyway).
            const s2 = await entrarComo(server(), segundo, s.empresaId);
            expect((await s2.put(usuario(segundo.id), edicion(segundo, { activo: false }))).body).toEqual(SIN_ADMIN);
        });

        it('holds under two concurrent deactivations (exactly one of them wins)', async () => {
            for (let ronda = 0; ronda < 3; ronda++) {
                const s = await nuevaSesion(server());
                const adminRol = (await s.get(usuario(s.usuarioId))).body.rol_asignado.id;
                const segundo = await crearUsuario(s, adminRol);
                const s2 = await entrarComo(server(), segundo, s.empresaId);
                const yo = (await s.get(usuario(s.usuarioId))).body as UsuarioRespuesta;
                const [a, b] = await Promise.all([
                    s.put(usuario(segundo.id), edicion(segundo, { activo: false })),
                    s2.put(usuario(yo.id), edicion(yo, { activo: false })),
                ]);
                const [gano, perdio] = [a, b].sort((x, y) => x.status - y.status);
                expect(gano.status).toBe(200);
                // Refused by the guard, or (arriving after the winner's commit) by its dead token.
                expect([401, 409]).toContain(perdio.status);
                expect(await administradoresActivos(server(), s.empresaId)).toHaveLength(1);
            }
        });
    });
});
