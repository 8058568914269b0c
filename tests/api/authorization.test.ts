import { SignJWT } from 'jose';
import { hashPassword } from '../../server/auth/password.js';
import { registrarYEntrar, request } from '../helpers/apiClient.js';
import { describeEachEngine, TEST_SECRET } from '../helpers/testServer.js';

const RUTA = '/api/v1/roles/permisos-disponibles';

function firmar(claims: { sub: string; emp: number }, { secret = TEST_SECRET, exp = '1h' as string | number } = {}) {
    return new SignJWT({ emp: claims.emp })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer('sipv')
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
}

describeEachEngine('authentication and permissions on /api/v1', (server) => {
    const usuarioDe = (email: string) =>
        server().db.kysely.selectFrom('usuarios').select(['id', 'empresa_id']).where('usuario', '=', email).executeTakeFirstOrThrow();

    it('lets a valid token through, with and without the trailing slash', async () => {
        const { token } = await registrarYEntrar(server().url);
        for (const path of [RUTA, `${RUTA}/`]) {
            const res = await request(server().url, path, { token });
            expect(res.status).toBe(200);
            expect(res.body).toContain('ventas:crear');
            expect(res.body).toContain('usuarios:administrar');
        }
    });

    it('answers 401 with a detail when the token is missing or malformed', async () => {
        for (const headers of [{}, { authorization: 'Bearer' }, { authorization: 'Basic abc' }, { authorization: 'Bearer no.es.jwt' }] as Record<string, string>[]) {
            const res = await request(server().url, RUTA, { headers });
            expect(res.status).toBe(401);
            expect(typeof res.body.detail).toBe('string');
            expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
        }
    });

    it('refuses a forged token (signed with another secret)', async () => {
        const { datos } = await registrarYEntrar(server().url);
        const user = await usuarioDe(datos.email);
        const forged = await firmar({ sub: String(user.id), emp: user.empresa_id }, { secret: 'otro-secreto-cualquiera-de-atacante' });
        const res = await request(server().url, RUTA, { token: forged });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ detail: 'El token no es válido o ha expirado.' });
    });

    it('refuses an expired token', async () => {
        const { datos } = await registrarYEntrar(server().url);
        const user = await usuarioDe(datos.email);
        const valid = await firmar({ sub: String(user.id), emp: user.empresa_id });
        expect((await request(server().url, RUTA, { token: valid })).status).toBe(200);
        const expired = await firmar({ sub: String(user.id), emp: user.empresa_id }, { exp: Math.floor(Date.now() / 1000) - 10 });
        const res = await request(server().url, RUTA, { token: expired });
        expect(res.status).toBe(401);
        expect(res.body.detail).toBe('El token no es válido o ha expirado.');
    });

    it('refuses a token whose user belongs to another company than it claims', async () => {
        const a = await registrarYEntrar(server().url);
        const b = await registrarYEntrar(server().url);
        const userA = await usuarioDe(a.datos.email);
        const userB = await usuarioDe(b.datos.email);
        const crossed = await firmar({ sub: String(userA.id), emp: userB.empresa_id });
        expect((await request(server().url, RUTA, { token: crossed })).status).toBe(401);
    });

    it('stops honouring the token of a user deactivated after login', async () => {
        const { token, datos } = await registrarYEntrar(server().url);
        await server().db.kysely.updateTable('usuarios').set({ activo: 0 }).where('usuario', '=', datos.email).execute();
        expect((await request(server().url, RUTA, { token })).status).toBe(401);
    });

    it('answers 403 with a detail for a role without the permission the route declares', async () => {
        const { datos } = await registrarYEntrar(server().url);
        const { kysely } = server().db;
        const admin = await usuarioDe(datos.email);
        const ahora = new Date().toISOString();
        const rol = await kysely
            .insertInto('roles')
            .values({ empresa_id: admin.empresa_id, nombre: 'Cajero', creado_en: ahora })
            .returning('id')
            .executeTakeFirstOrThrow();
        await kysely.insertInto('rol_permisos').values({ empresa_id: admin.empresa_id, rol_id: rol.id, permiso: 'ventas:crear' }).execute();
        const username = `cajero.${Date.now()}@ejemplo.mx`;
        await kysely
            .insertInto('usuarios')
            .values({
                empresa_id: admin.empresa_id,
                rol_id: rol.id,
                nombre: 'Carlos',
                apellido: 'Caja',
                usuario: username,
                password_hash: await hashPassword('cajero-123'),
                creado_en: ahora,
            })
            .execute();
        const login = await request(server().url, '/api/login/token', { form: { username, password: 'cajero-123' } });
        expect(login.status).toBe(200);
        const res = await request(server().url, RUTA, { token: login.body.access_token });
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ detail: 'No tiene permiso para realizar esta acción.' });

        // Granting the permission opens the route: the 403 came from the permission, nothing else.
        await kysely.insertInto('rol_permisos').values({ empresa_id: admin.empresa_id, rol_id: rol.id, permiso: 'roles:administrar' }).execute();
        expect((await request(server().url, RUTA, { token: login.body.access_token })).status).toBe(200);
    });
});
