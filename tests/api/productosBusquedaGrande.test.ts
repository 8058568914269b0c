import { generateCatalog } from '../../bench/generateCatalog.js';
import { searchKey } from '../../server/db/searchKey.js';
import { request } from '../helpers/apiClient.js';
import { nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { describeEachEngine } from '../helpers/testServer.js';

// A search with thousands of matches (counted and sorted inside one statement, the page joined
// afterwards) must answer exactly what sorting every match in JavaScript would, on any page.
describeEachEngine('product search with many matches', (server) => {
    let s: Sesion;
    let esperado: { id: number; nombre: string; busqueda: string }[];
    let TERMINO: string; // every generated SKU starts "E<empresa>-0": all of this company's products

    beforeAll(async () => {
        s = await nuevaSesion(server());
        TERMINO = `E${s.empresaId}-0`;
        await generateCatalog(server().db, s.empresaId, 6000, 7);
        const filas = await server()
            .db.kysely.selectFrom('plantillas')
            .select(['id', 'nombre', 'busqueda'])
            .where('empresa_id', '=', s.empresaId)
            .execute();
        const clave = searchKey(TERMINO);
        const porNombre = (a: { busqueda: string; id: number }, b: { busqueda: string; id: number }) =>
            a.busqueda < b.busqueda ? -1 : a.busqueda > b.busqueda ? 1 : a.id - b.id;
        esperado = filas.filter((f) => f.busqueda.includes(clave)).sort(porNombre);
    }, 120_000);

    const buscar = (termino: string, query = '') =>
        request(s.url, `/api/v1/productos/plantillas/?search=${encodeURIComponent(termino)}${query}`, { token: s.token });

    it('has thousands of matches', () => {
        expect(esperado.length).toBeGreaterThan(1500);
    });

    it('answers the same total and name order as sorting every match, on any page', async () => {
        const primera = await buscar(TERMINO, '&skip=0&limit=10');
        expect(Number(primera.headers.get('x-total-count'))).toBe(esperado.length);
        expect(primera.body.map((p: { id: number }) => p.id)).toEqual(esperado.slice(0, 10).map((f) => f.id));

        const skip = esperado.length - 7;
        const ultima = await buscar(TERMINO, `&skip=${skip}&limit=10`);
        expect(ultima.body.map((p: { id: number }) => p.id)).toEqual(esperado.slice(skip).map((f) => f.id));

        const inversa = await buscar(TERMINO, '&skip=0&limit=5&sort=nombre&order=DESC');
        expect(inversa.body.map((p: { id: number }) => p.id)).toEqual(
            [...esperado].reverse().slice(0, 5).map((f) => f.id),
        );
    });

    it('answers a page past the end with no rows and the real total', async () => {
        const res = await buscar(TERMINO, `&skip=${esperado.length + 10}&limit=10`);
        expect(res.body).toEqual([]);
        expect(Number(res.headers.get('x-total-count'))).toBe(esperado.length);
    });
});
