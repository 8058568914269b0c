import { buildApp } from '../../server/app.js';
import { DEFAULT_THROTTLE } from '../../server/auth/attemptLimiter.js';
import { nuevaEmpresa, request } from '../helpers/apiClient.js';
import { describeEachEngine } from '../helpers/testServer.js';

const LIMITES = { ...DEFAULT_THROTTLE, direccion: { max: 1000, windowMs: 60_000 }, registro: { max: 5, windowMs: 60 * 60_000 } };

/**
 * The login and registration throttles under attack: attempts count when they start (a parallel
 * burst costs what a sequence costs), the counts live in the database (shared by every server
 * process), and the refusal says in Spanish how long to wait.
 */
describeEachEngine(
    'login and registration throttles',
    (server) => {
        const entrar = (url: string, username: string, password: string) => request(url, '/api/login/token', { form: { username, password } });
        let registros = 0;
        const registrar = async () => {
            const datos = nuevaEmpresa();
            registros++;
            const res = await request(server().url, '/api/public/registro', { json: datos });
            expect(res.status).toBe(201);
            return datos;
        };

        it('evaluates at most 5 of 100 parallel wrong passwords and refuses the rest before hashing', async () => {
            const v = await registrar();
            const respuestas = await Promise.all(Array.from({ length: 100 }, (_, i) => entrar(server().url, v.email, `mala-${i}`)));
            const estados = respuestas.map((r) => r.status);
            expect(estados.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
            expect(estados.filter((s) => s === 429).length).toBeGreaterThanOrEqual(95);
            expect(estados.every((s) => s === 401 || s === 429)).toBe(true);
            const correcta = await entrar(server().url, v.email, v.contrasena);
            expect(correcta.status).toBe(429);
            expect(correcta.body.detail).toBe('Demasiados intentos. Intente de nuevo en 15 minutos.');
            expect(Number(correcta.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
        });

        it('shares the counts between server processes over the same database', async () => {
            const v = await registrar();
            const otro = await buildApp({ logger: false, config: server().config, db: server().db, throttle: LIMITES });
            const otraUrl = await otro.listen({ port: 0, host: '127.0.0.1' });
            try {
                for (let i = 0; i < 3; i++) expect((await entrar(server().url, v.email, `mala-${i}`)).status).toBe(401);
                for (let i = 0; i < 2; i++) expect((await entrar(otraUrl, v.email, `mala-otra-${i}`)).status).toBe(401);
                expect((await entrar(otraUrl, v.email, v.contrasena)).status).toBe(429);
                expect((await entrar(server().url, v.email, v.contrasena)).status).toBe(429);
            } finally {
                await otro.close();
            }
        });

        it('gives a right password its attempt back, so a user who logs in starts afresh', async () => {
            const v = await registrar();
            for (let i = 0; i < 4; i++) expect((await entrar(server().url, v.email, `mala-${i}`)).status).toBe(401);
            expect((await entrar(server().url, v.email, v.contrasena)).status).toBe(200);
            for (let i = 0; i < 4; i++) expect((await entrar(server().url, v.email, `mala-b-${i}`)).status).toBe(401);
            expect((await entrar(server().url, v.email, v.contrasena)).status).toBe(200);
        });

        it('throttles registrations per address, parallel ones included', async () => {
            const antes = registros;
            const restantes = Math.max(0, LIMITES.registro.max - antes);
            const respuestas = await Promise.all(
                Array.from({ length: 6 }, () => request(server().url, '/api/public/registro', { json: nuevaEmpresa() })),
            );
            expect(restantes).toBe(2);
            expect(respuestas.filter((r) => r.status === 201)).toHaveLength(restantes);
            const rechazo = respuestas.find((r) => r.status === 429);
            expect(rechazo?.body.detail).toBe('Demasiados intentos. Intente de nuevo en 60 minutos.');
        });
    },
    { throttle: LIMITES },
);
