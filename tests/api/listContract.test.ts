import { crearCategoria, crearCliente, crearProducto, nuevaSesion, RUTAS, referencias, type Sesion } from '../helpers/catalogo.js';
import { describeEachEngine } from '../helpers/testServer.js';

const q = (params: Record<string, unknown>) =>
    new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();

/**
 * The typed list contract (contracts/lists.ts): react-admin's simple REST dialect beside the spec's
 * skip/limit, `id` for several rows in one request, declared filters applied, and anything
 * undeclared refused with a 422 instead of being ignored.
 */
describeEachEngine('lists: one contract, two dialects', (server) => {
    let s: Sesion;
    let ids: number[];

    beforeAll(async () => {
        s = await nuevaSesion(server());
        ids = [];
        for (const nombre of ['Cuerda', 'Ábaco', 'banana', 'Árbol', 'dado']) ids.push((await crearCategoria(s, nombre)).id);
    });

    it('reads range, sort and filter as JSON and answers Content-Range and X-Total-Count', async () => {
        const res = await s.get(`${RUTAS.categorias}?${q({ range: [1, 3], sort: ['nombre', 'DESC'], filter: {} })}`);
        expect(res.status).toBe(200);
        expect(res.body.map((c: { nombre: string }) => c.nombre)).toEqual(['Cuerda', 'banana', 'Árbol']);
        expect(res.headers.get('x-total-count')).toBe('5');
        expect(res.headers.get('content-range')).toBe('categorias 1-3/5');
    });

    it('answers the same page in both dialects', async () => {
        const plain = await s.get(`${RUTAS.categorias}?skip=2&limit=2&sort=nombre&order=ASC&termino=a`);
        const simple = await s.get(`${RUTAS.categorias}?${q({ range: [2, 3], sort: ['nombre', 'ASC'], filter: { q: 'a' } })}`);
        expect(simple.status).toBe(200);
        expect(simple.body).toEqual(plain.body);
        expect(simple.headers.get('x-total-count')).toBe(plain.headers.get('x-total-count'));
    });

    it('fetches several ids in one request (getMany), in either dialect', async () => {
        const wanted = [ids[0], ids[3]];
        const simple = await s.get(`${RUTAS.categorias}?${q({ filter: { id: wanted } })}`);
        expect(simple.status).toBe(200);
        expect(simple.body.map((c: { id: number }) => c.id).sort()).toEqual([...wanted].sort());
        const plain = await s.get(`${RUTAS.categorias}?id=${wanted[0]}&id=${wanted[1]}`);
        expect(plain.body).toEqual(simple.body);
        expect((await s.get(`${RUTAS.categorias}?${q({ filter: { id: [] } })}`)).body).toEqual([]);
    });

    it('refuses an undeclared filter or parameter with a 422 instead of ignoring it', async () => {
        for (const query of ['categoria_id=999999', q({ filter: { categoria_id: 1 } }), 'estado=Activo', 'orden=nombre']) {
            const res = await s.get(`${RUTAS.categorias}?${query}`);
            expect(res.status, query).toBe(422);
            const [issue] = res.body.detail;
            expect(issue.loc[0]).toBe('query');
            expect(['categoria_id', 'estado', 'orden']).toContain(issue.loc[1]);
            expect(issue.msg).toBe(`Parámetro o filtro no admitido en esta lista (${issue.loc[1]})`);
        }
    });

    it('refuses unreadable JSON, a bad range and an undeclared sort field with Spanish 422s', async () => {
        const cases: [string, string][] = [
            ['filter={nope', 'filter'],
            ['range=[5,1]', 'range'],
            ['range=["a","b"]', 'range'],
            [q({ sort: ['empresa_id', 'ASC'] }), 'sort'],
            [q({ filter: { id: ['x'] } }), 'id'],
            [q({ range: [0, 5000] }), 'limit'],
        ];
        for (const [query, field] of cases) {
            const res = await s.get(`${RUTAS.categorias}?${query}`);
            expect(res.status, query).toBe(422);
            expect(res.body.detail[0].loc, query).toContain(field);
            expect(res.body.detail[0].msg, query).toMatch(/[a-záéíóú]/);
        }
    });

    it('applies a declared filter: products by category, customers by estado', async () => {
        const { refs } = await referencias(s);
        const otra = await crearCategoria(s);
        const a = await crearProducto(s, { nombre: 'Martillo filtro', ...refs });
        const b = await crearProducto(s, { nombre: 'Martillo otro', categoria_id: otra.id, proveedor_id: refs.proveedor_id });
        const porCategoria = await s.get(`${RUTAS.productos}?${q({ filter: { categoria_id: otra.id } })}`);
        expect(porCategoria.body.map((p: { id: number }) => p.id)).toEqual([b.id]);
        const conBusqueda = await s.get(`${RUTAS.productos}?${q({ filter: { q: 'martillo', categoria_id: otra.id } })}`);
        expect(conBusqueda.body.map((p: { id: number }) => p.id)).toEqual([b.id]);
        expect(conBusqueda.headers.get('x-total-count')).toBe('1');
        const ambos = await s.get(`${RUTAS.productos}?${q({ filter: { id: [a.id, b.id] } })}`);
        expect(ambos.body).toHaveLength(2);
        expect((await s.get(`${RUTAS.productos}?categoria_id=999999`)).body).toEqual([]);

        await crearCliente(s, { nombre_completo: 'Activa Uno' });
        await crearCliente(s, { nombre_completo: 'Inactiva Dos', estado: 'Inactivo' });
        const inactivos = await s.get(`${RUTAS.clientes}?${q({ filter: { estado: 'Inactivo' } })}`);
        expect(inactivos.body.map((c: { nombre_completo: string }) => c.nombre_completo)).toEqual(['Inactiva Dos']);
        expect((await s.get(`${RUTAS.clientes}?estado=Borrado`)).status).toBe(422);
    });

    it('never shows another company rows through the id filter', async () => {
        const otra = await nuevaSesion(server());
        const res = await otra.get(`${RUTAS.categorias}?${q({ filter: { id: ids } })}`);
        expect(res.status).toBe(200);
        expect(res.body).toEqual([]);
        expect(res.headers.get('x-total-count')).toBe('0');
    });
});

describeEachEngine('ids in paths and filters are canonical integers', (server) => {
    it('refuses every other spelling of an id with a 422, and ids beyond the column range too', async () => {
        const s = await nuevaSesion(server());
        const { id } = await crearCategoria(s);
        expect((await s.get(`${RUTAS.categorias}${id}`)).status).toBe(200);
        for (const bad of [`+${id}`, `0x${id.toString(16)}`, `${id}.0`, `${id}e0`, `%20${id}`, '0', '-1', '2147483648', '99999999999']) {
            const res = await s.get(`${RUTAS.categorias}${bad}`);
            expect(res.status, bad).toBe(422);
            expect(res.body.detail[0].msg, bad).toBe('El id debe ser un número entero positivo.');
        }
        expect((await s.get(`${RUTAS.categorias}?${q({ filter: { id: [1.5] } })}`)).status).toBe(422);
        expect((await s.get(`${RUTAS.categorias}?id=0x1`)).status).toBe(422);
    });
});
