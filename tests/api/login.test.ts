import { hashPassword } from '../../server/auth/password.js';
import { nuevaEmpresa, request } from '../helpers/apiClient.js';
import { describeEachEngine } from '../helpers/testServer.js';

describeEachEngine('POST /api/login/token', (server) => {
    const registrar = async (overrides: Record<string, string> = {}) => {
        const datos = nuevaEmpresa(overrides);
        expect((await request(server().url, '/api/public/registro', { json: datos })).status).toBe(201);
        return datos;
    };
    const entrar = (username: string, password: string, headers?: Record<string, string>) =>
        request(server().url, '/api/login/token', { form: { username, password }, headers });

    it('answers a bearer JWT carrying the user, the company and an expiry', async () => {
        const datos = await registrar();
        const res = await entrar(datos.email, datos.contrasena);
        expect(res.status).toBe(200);
        expect(res.body.token_type).toBe('bearer');
        const payload = JSON.parse(Buffer.from(res.body.access_token.split('.')[1], 'base64url').toString());
        const user = await server().db.kysely.selectFrom('usuarios').select(['id', 'empresa_id']).where('usuario', '=', datos.email).executeTakeFirstOrThrow();
        expect(payload.sub).toBe(String(user.id));
        expect(payload.emp).toBe(user.empresa_id);
        expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
        expect(payload.exp - payload.iat).toBe(server().config.tokenTtlSeconds);
    });

    it('accepts the username in any case', async () => {
        const datos = await registrar();
        expect((await entrar(datos.email.toUpperCase(), datos.contrasena)).status).toBe(200);
    });

    it('refuses a wrong password and an unknown user with the same 401', async () => {
        const datos = await registrar();
        const mala = await entrar(datos.email, 'otra-clave-123');
        const nadie = await entrar('nadie@ejemplo.mx', 'otra-clave-123');
        for (const res of [mala, nadie]) {
            expect(res.status).toBe(401);
            expect(res.body).toEqual({ detail: 'Usuario o contraseña incorrectos.' });
            expect(res.body).not.toHaveProperty('access_token');
        }
    });

    it('refuses missing fields with a 422 in Spanish', async () => {
        const res = await request(server().url, '/api/login/token', { form: { username: 'alguien' } });
        expect(res.status).toBe(422);
        expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'password'], msg: 'La contraseña es obligatoria.' });
    });

    it('refuses an inactive user even with the right password', async () => {
        const datos = await registrar();
        await server().db.kysely.updateTable('usuarios').set({ activo: 0 }).where('usuario', '=', datos.email).execute();
        const res = await entrar(datos.email, datos.contrasena);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ detail: 'El usuario está inactivo.' });
    });

    it('locks a username from an address after 5 failures, even for the right password, but not other users', async () => {
        const victima = await registrar();
        const otra = await registrar();
        const ip = { 'x-forwarded-for': 'ignored' }; // not trusted: the address is the socket's
        for (let i = 0; i < 5; i++) expect((await entrar(victima.email, 'adivinando-' + i, ip)).status).toBe(401);
        const bloqueado = await entrar(victima.email, victima.contrasena);
        expect(bloqueado.status).toBe(429);
        expect(bloqueado.body.detail).toBe('Demasiados intentos. Intente de nuevo en 15 minutos.');
        expect(Number(bloqueado.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await entrar(otra.email, otra.contrasena)).status).toBe(200);
    });

    it('lets a user created by hand with a hashed password log in (the hash format is the contract)', async () => {
        const datos = await registrar();
        const hash = await hashPassword('cambiada-2026');
        await server().db.kysely.updateTable('usuarios').set({ password_hash: hash }).where('usuario', '=', datos.email).execute();
        expect((await entrar(datos.email, 'cambiada-2026')).status).toBe(200);
        expect((await entrar(datos.email, datos.contrasena)).status).toBe(401);
    });
});
