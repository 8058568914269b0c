import {
    crearCategoria,
    crearCliente,
    crearProducto,
    crearProveedor,
    nuevaSesion,
    RUTAS,
    type Recurso,
    referencias,
    type Sesion,
} from '../helpers/catalogo.js';
import { describeEachEngine } from '../helpers/testServer.js';

/** Created in this order (ids ascend); listed by name, accent- and case-blind. */
const CREADOS = ['Cuerda', 'Ábaco', 'banana', 'Árbol', 'dado'];
const POR_NOMBRE = ['Ábaco', 'Árbol', 'banana', 'Cuerda', 'dado'];

interface Caso {
    recurso: Recurso;
    campo: string;
    /** What its ordering by name is called in `sort`. */
    sortNombre: string;
    /** Returns a creator bound to one company (products share one category and supplier). */
    creador(s: Sesion): Promise<(nombre: string) => Promise<unknown>>;
}

const CASOS: Caso[] = [
    { recurso: 'categorias', campo: 'nombre', sortNombre: 'nombre', creador: async (s) => (n) => crearCategoria(s, n) },
    {
        recurso: 'proveedores',
        campo: 'nombre_empresa',
        sortNombre: 'nombre_empresa',
        creador: async (s) => (n) => crearProveedor(s, { nombre_empresa: n }),
    },
    {
        recurso: 'clientes',
        campo: 'nombre_completo',
        sortNombre: 'nombre_completo',
        creador: async (s) => (n) => crearCliente(s, { nombre_completo: n }),
    },
    {
        recurso: 'productos',
        campo: 'nombre',
        sortNombre: 'nombre',
        creador: async (s) => {
            const { refs } = await referencias(s);
            return (n) => crearProducto(s, { nombre: n, ...refs });
        },
    },
];

describeEachEngine('catalogue lists', (server) => {
    for (const caso of CASOS) {
        describe(caso.recurso, () => {
            const path = RUTAS[caso.recurso];
            let s: Sesion;
            const nombres = (body: Record<string, unknown>[]) => body.map((r) => r[caso.campo]);

            beforeAll(async () => {
                s = await nuevaSesion(server());
                const crear = await caso.creador(s);
                for (const nombre of CREADOS) await crear(nombre);
            });

            it('answers a JSON array, paged by skip/limit, with X-Total-Count = every matching row', async () => {
                const res = await s.get(`${path}?skip=1&limit=2`);
                expect(res.status).toBe(200);
                expect(res.headers.get('content-type')).toContain('application/json');
                expect(Array.isArray(res.body)).toBe(true);
                expect(nombres(res.body)).toEqual(POR_NOMBRE.slice(1, 3));
                expect(res.headers.get('x-total-count')).toBe('5');

                const ultima = await s.get(`${path}?skip=4&limit=2`);
                expect(nombres(ultima.body)).toEqual(['dado']);
                expect(ultima.headers.get('x-total-count')).toBe('5');

                const fuera = await s.get(`${path}?skip=10`);
                expect(fuera.body).toEqual([]);
                expect(fuera.headers.get('x-total-count')).toBe('5');
            });

            it('orders by name by default, ignoring case and accents', async () => {
                const res = await s.get(path);
                expect(nombres(res.body)).toEqual(POR_NOMBRE);
            });

            it('honours sort and order for whitelisted fields', async () => {
                const desc = await s.get(`${path}?sort=${caso.sortNombre}&order=DESC`);
                expect(desc.status).toBe(200);
                expect(nombres(desc.body)).toEqual([...POR_NOMBRE].reverse());

                const asc = await s.get(`${path}?sort=${caso.sortNombre}&order=asc`);
                expect(nombres(asc.body)).toEqual(POR_NOMBRE);

                const porId = await s.get(`${path}?sort=id&order=ASC`);
                expect(nombres(porId.body)).toEqual(CREADOS);
                const ids = porId.body.map((r: { id: number }) => r.id);
                expect([...ids].sort((a, b) => a - b)).toEqual(ids);

                const porIdDesc = await s.get(`${path}?sort=id&order=desc&limit=2`);
                expect(nombres(porIdDesc.body)).toEqual([...CREADOS].reverse().slice(0, 2));
                expect(porIdDesc.headers.get('x-total-count')).toBe('5');
            });

            it('answers 422 for an unknown sort field or order', async () => {
                for (const [query, campo] of [
                    ['sort=empresa_id', 'sort'],
                    ['sort=nombre;drop table x', 'sort'],
                    ['order=sideways', 'order'],
                ]) {
                    const res = await s.get(`${path}?${query}`);
                    expect(res.status, query).toBe(422);
                    expect(res.body.detail[0]).toEqual({ loc: ['query', campo], msg: expect.any(String), type: expect.any(String) });
                }
            });

            it('answers 422 for bad paging values, located in the query, as FastAPI names it', async () => {
                for (const [query, campo] of [
                    ['limit=0', 'limit'],
                    ['limit=1001', 'limit'],
                    ['limit=abc', 'limit'],
                    ['limit=2.5', 'limit'],
                    ['skip=-1', 'skip'],
                    ['skip=abc', 'skip'],
                ]) {
                    const res = await s.get(`${path}?${query}`);
                    expect(res.status, query).toBe(422);
                    expect(res.body.detail[0].loc, query).toEqual(['query', campo]);
                    expect(typeof res.body.detail[0].msg).toBe('string');
                }
                const max = await s.get(`${path}?limit=1000`);
                expect(max.status).toBe(200);
                expect(max.body).toHaveLength(5);
            });

            it('answers with and without the trailing slash', async () => {
                const sinBarra = path.replace(/\/$/, '');
                const [con, sin] = await Promise.all([s.get(path), s.get(sinBarra)]);
                expect(con.status).toBe(200);
                expect(sin.status).toBe(200);
                expect(sin.body).toEqual(con.body);
                const id = con.body[0].id;
                const [uno, unoBarra] = await Promise.all([s.get(`${sinBarra}/${id}`), s.get(`${sinBarra}/${id}/`)]);
                expect(uno.status).toBe(200);
                expect(unoBarra.status).toBe(200);
                expect(uno.body).toEqual(con.body[0]);
                expect(unoBarra.body).toEqual(con.body[0]);
            });
        });
    }
});
