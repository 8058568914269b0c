import { nuevaEmpresa, request } from '../helpers/apiClient.js';
import { describeEachEngine } from '../helpers/testServer.js';

describeEachEngine('POST /api/public/registro', (server) => {
    const contar = async (tabla: 'empresas' | 'usuarios' | 'roles') => {
        const row = await server().db.kysely.selectFrom(tabla).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        return Number(row.n);
    };

    it('creates the company, an Administrador role with every permission and the first user', async () => {
        const datos = nuevaEmpresa({ email: '  Nueva.Duena@Ejemplo.MX ' });
        const res = await request(server().url, '/api/public/registro', { json: datos });
        expect(res.status).toBe(201);
        expect(res.body).toEqual({ mensaje: 'Empresa y usuario registrados exitosamente.' });

        const { kysely } = server().db;
        const usuario = await kysely.selectFrom('usuarios').selectAll().where('usuario', '=', 'nueva.duena@ejemplo.mx').executeTakeFirstOrThrow();
        expect(usuario).toMatchObject({ nombre: 'Ana', apellido: 'Pérez', activo: 1 });
        expect(usuario.password_hash).toMatch(/^scrypt\$/);
        expect(usuario.password_hash).not.toContain(datos.contrasena);
        const rol = await kysely.selectFrom('roles').selectAll().where('id', '=', usuario.rol_id as number).executeTakeFirstOrThrow();
        expect(rol).toMatchObject({ nombre: 'Administrador', empresa_id: usuario.empresa_id });
        const permisos = await kysely.selectFrom('rol_permisos').select('permiso').where('rol_id', '=', rol.id).execute();
        const catalogo = await request(server().url, '/api/v1/roles/permisos-disponibles', {
            token: (await request(server().url, '/api/login/token', { form: { username: 'nueva.duena@ejemplo.mx', password: datos.contrasena } })).body.access_token,
        });
        expect(permisos.map((p) => p.permiso).sort()).toEqual([...catalogo.body].sort());
    });

    it.each([
        ['nombre_empresa', 'El nombre de la empresa es obligatorio.'],
        ['nombre_usuario', 'El nombre es obligatorio.'],
        ['apellido_usuario', 'El apellido es obligatorio.'],
        ['email', 'El email no tiene un formato válido.'],
        ['contrasena', 'La contraseña debe tener al menos 8 caracteres.'],
    ])('refuses a missing %s with a 422 naming it, and creates nothing', async (campo, msg) => {
        const antes = await contar('empresas');
        const datos: Record<string, string> = nuevaEmpresa();
        delete datos[campo];
        const res = await request(server().url, '/api/public/registro', { json: datos });
        expect(res.status).toBe(422);
        expect(res.body.detail).toEqual([{ loc: ['body', campo], msg, type: expect.any(String) }]);
        expect(await contar('empresas')).toBe(antes);
    });

    it.each([
        ['a blank company name', { nombre_empresa: '   ' }, 'nombre_empresa'],
        ['a malformed email', { email: 'ana-en-ejemplo.mx' }, 'email'],
        ['a 7-character password', { contrasena: '1234567' }, 'contrasena'],
        ['a number where text goes', { nombre_usuario: 42 as unknown as string }, 'nombre_usuario'],
    ])('refuses %s', async (_caso, cambio, campo) => {
        const res = await request(server().url, '/api/public/registro', { json: nuevaEmpresa(cambio) });
        expect(res.status).toBe(422);
        expect(res.body.detail[0].loc).toEqual(['body', campo]);
        expect(typeof res.body.detail[0].msg).toBe('string');
    });

    it('accepts a password of exactly 8 characters', async () => {
        const res = await request(server().url, '/api/public/registro', { json: nuevaEmpresa({ contrasena: '12345678' }) });
        expect(res.status).toBe(201);
    });

    it('refuses a taken email (whatever its case) with 409 and changes nothing', async () => {
        const primera = nuevaEmpresa();
        expect((await request(server().url, '/api/public/registro', { json: primera })).status).toBe(201);
        const antes = [await contar('empresas'), await contar('usuarios'), await contar('roles')];
        const res = await request(server().url, '/api/public/registro', {
            json: nuevaEmpresa({ email: primera.email.toUpperCase() }),
        });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ detail: 'Ya existe un usuario registrado con ese email.' });
        expect([await contar('empresas'), await contar('usuarios'), await contar('roles')]).toEqual(antes);
    });

    it('refuses a taken company name, ignoring case and accents, with 409', async () => {
        const primera = nuevaEmpresa({ nombre_empresa: 'Abarrotes Peña' });
        expect((await request(server().url, '/api/public/registro', { json: primera })).status).toBe(201);
        const res = await request(server().url, '/api/public/registro', { json: nuevaEmpresa({ nombre_empresa: 'ABARROTES PENA' }) });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ detail: 'Ya existe una empresa registrada con ese nombre.' });
    });

    it('lets exactly one of two simultaneous identical registrations through', async () => {
        const datos = nuevaEmpresa();
        const antes = await contar('empresas');
        const results = await Promise.all([1, 2, 3].map(() => request(server().url, '/api/public/registro', { json: datos })));
        expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
        expect(await contar('empresas')).toBe(antes + 1);
    });
});
