import { describeEachEngine } from '../helpers/testServer.js';

/**
 * Errors raised before our handler (router and HTTP parser) answer in our shape and in Spanish
 * (hardening review: Fastify's English FST_ERR_* bodies and Node's 431 reached the client).
 */
describeEachEngine('errors outside the handler', (server) => {
    const get = async (path: string) => {
        const res = await fetch(server().url + path);
        return { status: res.status, body: await res.json(), type: res.headers.get('content-type') };
    };

    it('answers a malformed percent-encoding with a Spanish 400', async () => {
        for (const path of ['/api/v1/categorias/%ZZ', '/%E0%A4%A']) {
            expect(await get(path)).toEqual({ status: 400, body: { detail: 'La dirección solicitada no es válida.' }, type: expect.stringContaining('application/json') });
        }
    });

    it('answers an over-long path parameter with a Spanish 414', async () => {
        expect(await get(`/api/v1/categorias/${'9'.repeat(300)}`)).toMatchObject({ status: 414, body: { detail: 'Un parámetro de la dirección es demasiado largo.' } });
    });

    it('answers a 100 kB query string with a Spanish 431', async () => {
        expect(await get(`/api/v1/categorias/?termino=${'x'.repeat(100_000)}`)).toMatchObject({
            status: 431,
            body: { detail: 'La dirección o las cabeceras de la petición son demasiado largas.' },
        });
    });
});
