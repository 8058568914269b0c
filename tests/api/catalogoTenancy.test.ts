import {
    comoBody,
    contar,
    crearCategoria,
    crearCliente,
    crearProducto,
    crearProveedor,
    nuevaSesion,
    productoBody,
    type Recurso,
    RUTAS,
    referencias,
    ruta,
    type Sesion,
} from '../helpers/catalogo.js';
import { describeEachEngine } from '../helpers/testServer.js';

const NO_ENCONTRADO: Record<Recurso, string> = {
    categorias: 'Categoría no encontrada.',
    proveedores: 'Proveedor no encontrado.',
    clientes: 'Cliente no encontrado.',
    productos: 'Producto no encontrado.',
};

describeEachEngine('catalogue tenancy', (server) => {
    let a: Sesion;
    let b: Sesion;
    /** Company A's rows, one per resource, as A sees them. */
    const deA = {} as Record<Recurso, { id: number }>;
    /** A valid write body for each resource, as company B would send it. */
    const cuerpos = {} as Record<Recurso, unknown>;
    const RECURSOS: Recurso[] = ['categorias', 'proveedores', 'clientes', 'productos'];

    beforeAll(async () => {
        a = await nuevaSesion(server());
        b = await nuevaSesion(server());
        const categoria = await crearCategoria(a, 'Secreta de A');
        const proveedor = await crearProveedor(a, { nombre_empresa: 'Proveedor Secreto de A' });
        const cliente = await crearCliente(a, { nombre_completo: 'Cliente Secreto de A' });
        const producto = await crearProducto(a, { nombre: 'Producto Secreto de A', categoria_id: categoria.id, proveedor_id: proveedor.id });
        Object.assign(deA, { categorias: categoria, proveedores: proveedor, clientes: cliente, productos: producto });

        const refsB = (await referencias(b)).refs;
        await crearCliente(b);
        await crearProducto(b, refsB);
        Object.assign(cuerpos, {
            categorias: { nombre: 'Robada' },
            proveedores: { nombre_empresa: 'Robado' },
            clientes: { nombre_completo: 'Robado' },
            productos: { ...comoBody(producto), ...refsB, nombre: 'Robado' },
        });
    });

    for (const recurso of RECURSOS) {
        describe(recurso, () => {
            it('lists exclude the other company’s rows, also when searching for them', async () => {
                const mine = await b.get(RUTAS[recurso]);
                expect(mine.status).toBe(200);
                expect(mine.body.map((r: { id: number }) => r.id)).not.toContain(deA[recurso].id);
                expect(mine.headers.get('x-total-count')).toBe(String(mine.body.length));
                const param = recurso === 'productos' ? 'search' : 'termino';
                const busqueda = await b.get(`${RUTAS[recurso]}?${param}=secret`);
                expect(busqueda.body).toEqual([]);
                expect(busqueda.headers.get('x-total-count')).toBe('0');
                // A sees it: the row exists, B just cannot reach it.
                const deAVista = await a.get(`${RUTAS[recurso]}?${param}=secret`);
                expect(deAVista.body.map((r: { id: number }) => r.id)).toEqual([deA[recurso].id]);
            });

            it('get, put and delete of the other company’s id are 404 with a detail, and change nothing', async () => {
                const path = ruta(recurso, deA[recurso].id);
                const antes = (await a.get(path)).body;
                const get = await b.get(path);
                expect(get.status).toBe(404);
                expect(get.body).toEqual({ detail: NO_ENCONTRADO[recurso] });
                const put = await b.put(path, cuerpos[recurso]);
                expect(put.status).toBe(404);
                expect(put.body).toEqual({ detail: NO_ENCONTRADO[recurso] });
                const del = await b.del(path);
                expect(del.status).toBe(404);
                expect(del.body).toEqual({ detail: NO_ENCONTRADO[recurso] });
                expect((await a.get(path)).body).toStrictEqual(antes);
            });

            it('an unknown id is 404; a non-numeric or non-positive id is 422 on params', async () => {
                const llamar = (verbo: 'get' | 'put' | 'del', path: string) =>
                    verbo === 'put' ? b.put(path, cuerpos[recurso]) : b[verbo](path);
                for (const verbo of ['get', 'put', 'del'] as const) {
                    const res = await llamar(verbo, ruta(recurso, 987654));
                    expect(res.status, verbo).toBe(404);
                    expect(res.body).toEqual({ detail: NO_ENCONTRADO[recurso] });
                    for (const id of ['abc', '0', '-4', '1.5']) {
                        const bad = await llamar(verbo, ruta(recurso, id));
                        expect(bad.status, `${verbo} ${id}`).toBe(422);
                        expect(bad.body.detail[0].loc).toEqual(['params', 'id']);
                    }
                }
            });
        });
    }

    it('B cannot create a product on A’s category or supplier (422 on the field), nothing created', async () => {
        const refsB = (await referencias(b)).refs;
        const productosB = await contar(server(), 'plantillas', b.empresaId);
        const cat = await b.post(RUTAS.productos, productoBody({ ...refsB, categoria_id: deA.categorias.id }));
        expect(cat.status).toBe(422);
        expect(cat.body.detail).toEqual([{ loc: ['body', 'categoria_id'], msg: 'La categoría seleccionada no existe.', type: expect.any(String) }]);
        const prov = await b.post(RUTAS.productos, productoBody({ ...refsB, proveedor_id: deA.proveedores.id }));
        expect(prov.status).toBe(422);
        expect(prov.body.detail).toEqual([{ loc: ['body', 'proveedor_id'], msg: 'El proveedor seleccionado no existe.', type: expect.any(String) }]);
        expect(await contar(server(), 'plantillas', b.empresaId)).toBe(productosB);
    });

    it('B cannot move its product onto A’s category or supplier, nor adopt A’s variant', async () => {
        const mio = await crearProducto(b);
        const body = comoBody(mio);
        const cat = await b.put(ruta('productos', mio.id), { ...body, categoria_id: deA.categorias.id });
        expect(cat.status).toBe(422);
        expect(cat.body.detail[0].loc).toEqual(['body', 'categoria_id']);
        const prov = await b.put(ruta('productos', mio.id), { ...body, proveedor_id: deA.proveedores.id });
        expect(prov.status).toBe(422);
        expect(prov.body.detail[0].loc).toEqual(['body', 'proveedor_id']);
        const ajena = (deA.productos as unknown as { variantes: { id: number }[] }).variantes[0].id;
        const variante = await b.put(ruta('productos', mio.id), {
            ...body,
            variantes: [...body.variantes, { ...body.variantes[0], id: ajena, sku: 'ADOPTADA-1' }],
        });
        expect(variante.status).toBe(422);
        expect((await b.get(ruta('productos', mio.id))).body).toStrictEqual(mio);
        expect((await a.get(ruta('productos', deA.productos.id))).body).toStrictEqual(deA.productos);
    });

    it('a category named like A’s in B is independent of A’s', async () => {
        // Same name in B is fine; deleting B's copy does not touch A's.
        const copia = await crearCategoria(b, 'Secreta de A');
        expect((await b.del(ruta('categorias', copia.id))).status).toBe(204);
        expect((await a.get(ruta('categorias', deA.categorias.id))).status).toBe(200);
    });
});
