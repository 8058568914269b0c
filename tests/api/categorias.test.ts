import { request } from '../helpers/apiClient.js';
import { contar, crearCategoria, crearProducto, crearProveedor, nuevaSesion, RUTAS, ruta } from '../helpers/catalogo.js';
import { describeEachEngine } from '../helpers/testServer.js';

const VACIO = 'El nombre de la categoría no puede estar vacío.';
const DUPLICADA = 'Ya existe una categoría con ese nombre.';
const EN_USO = 'No se puede eliminar la categoría porque tiene productos asociados.';

describeEachEngine('categorías', (server) => {
    it('creates, reads and renames a category, trimming the name', async () => {
        const s = await nuevaSesion(server());
        const res = await s.post(RUTAS.categorias, { nombre: '  Herramientas  ' });
        expect(res.status).toBe(201);
        expect(res.body).toEqual({ id: expect.any(Number), nombre: 'Herramientas' });

        expect((await s.get(ruta('categorias', res.body.id))).body).toEqual(res.body);

        const put = await s.put(ruta('categorias', res.body.id), { nombre: 'Herramientas manuales' });
        expect(put.status).toBe(200);
        expect(put.body).toEqual({ id: res.body.id, nombre: 'Herramientas manuales' });
        expect((await s.get(ruta('categorias', res.body.id))).body.nombre).toBe('Herramientas manuales');
    });

    it('accepts PUT and DELETE without the trailing slash', async () => {
        const s = await nuevaSesion(server());
        const cat = await crearCategoria(s);
        const sinBarra = `/api/v1/categorias/${cat.id}`;
        const put = await s.put(sinBarra, { nombre: 'Renombrada' });
        expect(put.status).toBe(200);
        expect(put.body.nombre).toBe('Renombrada');
        expect((await s.del(sinBarra)).status).toBe(204);
        expect((await s.get(sinBarra)).status).toBe(404);
    });

    it('searches by termino, ignoring case and accents', async () => {
        const s = await nuevaSesion(server());
        for (const nombre of ['Pañales', 'Papelería', 'Electrónica', 'Jardín']) await crearCategoria(s, nombre);
        const buscar = async (termino: string) => {
            const res = await s.get(`${RUTAS.categorias}?termino=${encodeURIComponent(termino)}`);
            expect(res.status).toBe(200);
            return { nombres: res.body.map((c: { nombre: string }) => c.nombre), total: res.headers.get('x-total-count') };
        };
        expect(await buscar('PANA')).toEqual({ nombres: ['Pañales'], total: '1' });
        expect(await buscar('electronica')).toEqual({ nombres: ['Electrónica'], total: '1' });
        expect(await buscar('JARDÍN')).toEqual({ nombres: ['Jardín'], total: '1' });
        expect(await buscar('pa')).toEqual({ nombres: ['Pañales', 'Papelería'], total: '2' });
        expect(await buscar('%')).toEqual({ nombres: [], total: '0' });
        expect(await buscar('_')).toEqual({ nombres: [], total: '0' });
        expect((await buscar('   ')).total).toBe('4');
    });

    it('refuses a blank name (after trimming) with the spec message, creating nothing', async () => {
        const s = await nuevaSesion(server());
        await crearCategoria(s);
        for (const body of [{ nombre: '' }, { nombre: '    ' }, { nombre: '\t\n' }, {}, { nombre: null }, { nombre: 42 }]) {
            const res = await s.post(RUTAS.categorias, body);
            expect(res.status, JSON.stringify(body)).toBe(422);
            expect(res.body.detail[0]).toEqual({ loc: ['body', 'nombre'], msg: VACIO, type: expect.any(String) });
        }
        expect(await contar(server(), 'categorias', s.empresaId)).toBe(1);
    });

    it('refuses a blank name on update and leaves the category as it was', async () => {
        const s = await nuevaSesion(server());
        const cat = await crearCategoria(s, 'Pinturas');
        const res = await s.put(ruta('categorias', cat.id), { nombre: '   ' });
        expect(res.status).toBe(422);
        expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'nombre'], msg: VACIO });
        expect((await s.get(ruta('categorias', cat.id))).body.nombre).toBe('Pinturas');
    });

    it('answers malformed JSON with 400 and creates nothing', async () => {
        const s = await nuevaSesion(server());
        const res = await request(s.url, RUTAS.categorias, { token: s.token, raw: { body: '{"nombre": "Rota', contentType: 'application/json' } });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ detail: 'El cuerpo de la petición no es un JSON válido.' });
        expect(await contar(server(), 'categorias', s.empresaId)).toBe(0);
    });

    it('refuses a duplicate name, whatever its case or accents, with 409', async () => {
        const s = await nuevaSesion(server());
        await crearCategoria(s, 'Baños y Cocinas');
        for (const nombre of ['Baños y Cocinas', 'baños y cocinas', 'BANOS Y COCINAS', '  Banos   y cocinas ']) {
            const res = await s.post(RUTAS.categorias, { nombre });
            expect(res.status, nombre).toBe(409);
            expect(res.body).toEqual({ detail: DUPLICADA });
        }
        expect(await contar(server(), 'categorias', s.empresaId)).toBe(1);
    });

    it('refuses renaming a category onto another one’s name, leaving it unchanged', async () => {
        const s = await nuevaSesion(server());
        await crearCategoria(s, 'Eléctrico');
        const otra = await crearCategoria(s, 'Plomería');
        const res = await s.put(ruta('categorias', otra.id), { nombre: 'ELECTRICO' });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ detail: DUPLICADA });
        expect((await s.get(ruta('categorias', otra.id))).body.nombre).toBe('Plomería');
        // Renaming onto its own name (another spelling) is not a conflict.
        const propia = await s.put(ruta('categorias', otra.id), { nombre: 'PLOMERÍA' });
        expect(propia.status).toBe(200);
        expect(propia.body.nombre).toBe('PLOMERÍA');
    });

    it('allows the same name in another company', async () => {
        const a = await nuevaSesion(server());
        const b = await nuevaSesion(server());
        await crearCategoria(a, 'Ferretería General');
        const res = await b.post(RUTAS.categorias, { nombre: 'Ferretería General' });
        expect(res.status).toBe(201);
    });

    it('refuses deleting a category with products (409) and keeps it', async () => {
        const s = await nuevaSesion(server());
        const cat = await crearCategoria(s);
        const prov = await crearProveedor(s);
        const producto = await crearProducto(s, { categoria_id: cat.id, proveedor_id: prov.id });
        const res = await s.del(ruta('categorias', cat.id));
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ detail: EN_USO });
        expect((await s.get(ruta('categorias', cat.id))).status).toBe(200);
        expect((await s.get(ruta('productos', producto.id))).body.categoria).toEqual({ id: cat.id, nombre: cat.nombre });

        // Once the product is gone, the category can go.
        expect((await s.del(ruta('productos', producto.id))).status).toBe(204);
        expect((await s.del(ruta('categorias', cat.id))).status).toBe(204);
    });

    it('deletes an unused category with 204; then it is gone', async () => {
        const s = await nuevaSesion(server());
        const cat = await crearCategoria(s);
        const res = await s.del(ruta('categorias', cat.id));
        expect(res.status).toBe(204);
        expect(res.body).toBeNull();
        const get = await s.get(ruta('categorias', cat.id));
        expect(get.status).toBe(404);
        expect(get.body).toEqual({ detail: 'Categoría no encontrada.' });
        expect(await contar(server(), 'categorias', s.empresaId)).toBe(0);
        expect((await s.del(ruta('categorias', cat.id))).status).toBe(404);
    });
});
