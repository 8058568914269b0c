import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../server/http/zod.js';
import { request } from '../helpers/apiClient.js';
import { describeEachEngine } from '../helpers/testServer.js';

const logs: string[] = [];
const logStream = new Writable({
    write(chunk, _enc, done) {
        logs.push(chunk.toString());
        done();
    },
});

const articulo = z.object({ id: z.number().int(), nombre: z.string() });

/** Routes that exist only in this test: answers checked by a zod response schema. */
function rutasDePrueba(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/api/prueba/articulo', { schema: { response: { 200: articulo } } }, async () => {
        // More than the contract names, as a repository row would be.
        const fila = { id: 7, nombre: 'Martillo', empresa_id: 3, password_hash: 'no-debe-salir' };
        return fila;
    });
    r.get('/api/prueba/articulo-roto', { schema: { response: { 200: articulo } } }, async () => {
        return { id: 'siete', nombre: 'Martillo' } as unknown as z.output<typeof articulo>;
    });
    r.get(
        '/api/prueba/consulta',
        { schema: { querystring: z.object({ cantidad: z.coerce.number().int('La cantidad debe ser un entero.') }) } },
        async (req) => ({ cantidad: req.query.cantidad }),
    );
    r.post(
        '/api/prueba/lineas',
        { schema: { body: z.object({ lineas: z.array(z.object({ sku: z.string().min(1, 'El SKU es obligatorio.'), precio: z.number() })) }) } },
        async () => ({ ok: true }),
    );
}

describeEachEngine(
    'zod response schemas and validation errors',
    (server) => {
        it('serializes an answer through its zod response schema: fields it does not name are stripped', async () => {
            const res = await request(server().url, '/api/prueba/articulo');
            expect(res.status).toBe(200);
            expect(res.body).toEqual({ id: 7, nombre: 'Martillo' });
        });

        it('turns an answer that breaks its schema into a logged 500 without internals', async () => {
            const res = await request(server().url, '/api/prueba/articulo-roto', { headers: { 'x-request-id': 'req-respuesta-rota' } });
            expect(res.status).toBe(500);
            expect(res.body).toEqual({ detail: 'Error interno del servidor.' });
            const entry = logs.map((l) => JSON.parse(l)).find((l) => l.reqId === 'req-respuesta-rota' && l.level >= 50);
            expect(entry?.issues?.[0]?.path).toEqual(['id']);
        });

        it('documents the same response schema in the OpenAPI document', async () => {
            const doc = (await request(server().url, '/api/openapi.json')).body;
            const schema = doc.paths['/api/prueba/articulo'].get.responses['200'].content['application/json'].schema;
            expect(Object.keys(schema.properties).sort()).toEqual(['id', 'nombre']);
        });

        it('locates a query parameter failure in "query", with our message', async () => {
            const res = await request(server().url, '/api/prueba/consulta?cantidad=2.5');
            expect(res.status).toBe(422);
            expect(res.body).toEqual({ detail: [{ loc: ['query', 'cantidad'], msg: 'La cantidad debe ser un entero.', type: expect.any(String) }] });
            expect((await request(server().url, '/api/prueba/consulta?cantidad=3')).body).toEqual({ cantidad: 3 });
        });

        it('keeps array indexes as numbers in loc and zod fallback messages in Spanish', async () => {
            const res = await request(server().url, '/api/prueba/lineas', {
                json: { lineas: [{ sku: 'A-1', precio: 1 }, { sku: '', precio: 'caro' }] },
            });
            expect(res.status).toBe(422);
            expect(res.body.detail).toContainEqual({ loc: ['body', 'lineas', 1, 'sku'], msg: 'El SKU es obligatorio.', type: 'too_small' });
            const precio = res.body.detail.find((d: any) => d.loc.at(-1) === 'precio');
            expect(precio).toMatchObject({ loc: ['body', 'lineas', 1, 'precio'], type: 'invalid_type' });
            expect(precio.msg).toMatch(/inválid/i);
        });
    },
    { logger: true, logStream, beforeListen: rutasDePrueba },
);
