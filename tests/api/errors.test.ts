import { Writable } from 'node:stream';
import { request } from '../helpers/apiClient.js';
import { describeEachEngine } from '../helpers/testServer.js';

const logs: string[] = [];
const logStream = new Writable({
    write(chunk, _enc, done) {
        logs.push(chunk.toString());
        done();
    },
});

describeEachEngine(
    'error shapes',
    (server) => {
        it('answers malformed JSON with 400 and a Spanish detail', async () => {
            const res = await request(server().url, '/api/public/registro', { raw: { body: '{"nombre_empresa": ', contentType: 'application/json' } });
            expect(res.status).toBe(400);
            expect(res.body).toEqual({ detail: 'El cuerpo de la petición no es un JSON válido.' });
        });

        it('answers a body of the wrong type with a 422 list of loc/msg', async () => {
            const res = await request(server().url, '/api/public/registro', { json: ['no', 'es', 'un', 'objeto'] });
            expect(res.status).toBe(422);
            expect(res.body.detail[0]).toEqual({ loc: ['body'], msg: expect.any(String), type: expect.any(String) });
        });

        it('answers an unsupported content type with 415, not 500', async () => {
            const res = await request(server().url, '/api/public/registro', { raw: { body: 'x', contentType: 'application/xml' } });
            expect(res.status).toBe(415);
            expect(typeof res.body.detail).toBe('string');
        });

        it('answers unknown /api paths with a JSON 404', async () => {
            for (const path of ['/api/nada', '/api/v1/no-existe', '/api/v1/no-existe/5/']) {
                const res = await request(server().url, path);
                expect(res.status).toBe(404);
                expect(res.headers.get('content-type')).toContain('application/json');
                expect(res.body.detail).toBe('Ruta no encontrada.');
            }
        });

        it('hides internals of an unexpected error and logs it with the request id', async () => {
            const res = await request(server().url, '/api/prueba/explota', { headers: { 'x-request-id': 'req-prueba-500' } });
            expect(res.status).toBe(500);
            expect(res.body).toEqual({ detail: 'Error interno del servidor.' });
            expect(JSON.stringify(res.body)).not.toContain('tabla_secreta');
            expect(res.headers.get('x-request-id')).toBe('req-prueba-500');
            const entry = logs.map((l) => JSON.parse(l)).find((l) => l.reqId === 'req-prueba-500' && l.level >= 50);
            expect(entry?.err?.message).toContain('tabla_secreta');
        });

        it('answers the health check', async () => {
            const res = await request(server().url, '/api/health');
            expect(res).toMatchObject({ status: 200, body: { status: 'ok' } });
        });
    },
    {
        logger: true,
        logStream,
        beforeListen: (app) =>
            app.get('/api/prueba/explota', async () => {
                throw new Error('fallo en tabla_secreta con datos internos');
            }),
    },
);
