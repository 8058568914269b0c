import { request } from '../helpers/apiClient.js';
import { contar, crearCategoria, crearProducto, crearProveedor, insertarCompra, nuevaSesion, RUTAS, ruta } from '../helpers/catalogo.js';
import { describeEachEngine } from '../helpers/testServer.js';

const OBLIGATORIO = 'El nombre de la empresa es obligatorio.';
const EMAIL = 'El email no tiene un formato válido.';
const EN_USO = 'No se puede eliminar el proveedor porque tiene productos u órdenes de compra asociados.';

describeEachEngine('proveedores', (server) => {
    it('creates, reads and updates a supplier with all its fields', async () => {
        const s = await nuevaSesion(server());
        const res = await s.post(RUTAS.proveedores, {
            nombre_empresa: ' Aceros del Norte ',
            persona_contacto: 'Lucía Ramírez',
            email: 'Ventas@Aceros.MX',
            telefono: '81 1234 5678',
        });
        expect(res.status).toBe(201);
        expect(res.body).toEqual({
            id: expect.any(Number),
            nombre_empresa: 'Aceros del Norte',
            persona_contacto: 'Lucía Ramírez',
            email: 'ventas@aceros.mx',
            telefono: '81 1234 5678',
        });
        expect((await s.get(ruta('proveedores', res.body.id))).body).toEqual(res.body);

        // Optional fields may be left empty; '' means none.
        const put = await s.put(`/api/v1/proveedores/${res.body.id}`, { nombre_empresa: 'Aceros del Sur', persona_contacto: '', email: '' });
        expect(put.status).toBe(200);
        expect(put.body).toEqual({ id: res.body.id, nombre_empresa: 'Aceros del Sur', persona_contacto: null, email: null, telefono: null });
        expect((await s.get(ruta('proveedores', res.body.id))).body).toEqual(put.body);
    });

    it('refuses a missing or blank nombre_empresa with the spec message, creating nothing', async () => {
        const s = await nuevaSesion(server());
        for (const body of [{}, { nombre_empresa: '' }, { nombre_empresa: '   ' }, { nombre_empresa: null, email: 'a@b.mx' }]) {
            const res = await s.post(RUTAS.proveedores, body);
            expect(res.status, JSON.stringify(body)).toBe(422);
            expect(res.body.detail).toContainEqual({ loc: ['body', 'nombre_empresa'], msg: OBLIGATORIO, type: expect.any(String) });
        }
        expect(await contar(server(), 'proveedores', s.empresaId)).toBe(0);
    });

    it('refuses a malformed email, on create and on update, changing nothing', async () => {
        const s = await nuevaSesion(server());
        for (const email of ['no-es-email', 'a@', '@b.mx', 'con espacio@b.mx']) {
            const res = await s.post(RUTAS.proveedores, { nombre_empresa: 'Mal Email SA', email });
            expect(res.status, email).toBe(422);
            expect(res.body.detail).toEqual([{ loc: ['body', 'email'], msg: EMAIL, type: expect.any(String) }]);
        }
        expect(await contar(server(), 'proveedores', s.empresaId)).toBe(0);

        const prov = await crearProveedor(s, { email: 'bien@proveedor.mx' });
        const put = await s.put(ruta('proveedores', prov.id), { nombre_empresa: 'Otro', email: 'mal' });
        expect(put.status).toBe(422);
        expect(put.body.detail[0]).toMatchObject({ loc: ['body', 'email'], msg: EMAIL });
        expect((await s.get(ruta('proveedores', prov.id))).body).toMatchObject({ nombre_empresa: prov.nombre_empresa, email: 'bien@proveedor.mx' });
    });

    it('answers malformed JSON with 400', async () => {
        const s = await nuevaSesion(server());
        const res = await request(s.url, RUTAS.proveedores, { token: s.token, raw: { body: '{nombre_empresa:1}', contentType: 'application/json' } });
        expect(res.status).toBe(400);
        expect(typeof res.body.detail).toBe('string');
        expect(await contar(server(), 'proveedores', s.empresaId)).toBe(0);
    });

    it('searches by termino, ignoring case and accents', async () => {
        const s = await nuevaSesion(server());
        await crearProveedor(s, { nombre_empresa: 'Distribuidora Peña' });
        await crearProveedor(s, { nombre_empresa: 'Maderas Ávila' });
        await crearProveedor(s, { nombre_empresa: 'Tornillos 100%' });
        const nombres = async (termino: string) => {
            const res = await s.get(`${RUTAS.proveedores}?termino=${encodeURIComponent(termino)}`);
            expect(res.status).toBe(200);
            expect(res.headers.get('x-total-count')).toBe(String(res.body.length));
            return res.body.map((p: { nombre_empresa: string }) => p.nombre_empresa);
        };
        expect(await nombres('PENA')).toEqual(['Distribuidora Peña']);
        expect(await nombres('avila')).toEqual(['Maderas Ávila']);
        expect(await nombres('ÁVILA')).toEqual(['Maderas Ávila']);
        expect(await nombres('%')).toEqual(['Tornillos 100%']);
        expect(await nombres('_')).toEqual([]);
        expect(await nombres('zzz')).toEqual([]);
    });

    it('refuses deleting a supplier with products (409) and keeps it', async () => {
        const s = await nuevaSesion(server());
        const prov = await crearProveedor(s);
        const cat = await crearCategoria(s);
        await crearProducto(s, { categoria_id: cat.id, proveedor_id: prov.id });
        const res = await s.del(ruta('proveedores', prov.id));
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ detail: EN_USO });
        expect((await s.get(ruta('proveedores', prov.id))).body).toMatchObject({ id: prov.id, nombre_empresa: prov.nombre_empresa });
    });

    it('refuses deleting a supplier with a purchase order (409) and keeps it', async () => {
        const s = await nuevaSesion(server());
        const prov = await crearProveedor(s);
        await insertarCompra(server(), s, prov.id);
        const res = await s.del(ruta('proveedores', prov.id));
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ detail: EN_USO });
        expect((await s.get(ruta('proveedores', prov.id))).status).toBe(200);
        expect(await contar(server(), 'proveedores', s.empresaId)).toBe(1);
    });

    it('deletes an unused supplier with 204; then it is gone', async () => {
        const s = await nuevaSesion(server());
        const prov = await crearProveedor(s);
        const otro = await crearProveedor(s);
        const res = await s.del(`/api/v1/proveedores/${prov.id}`);
        expect(res.status).toBe(204);
        const get = await s.get(ruta('proveedores', prov.id));
        expect(get.status).toBe(404);
        expect(get.body).toEqual({ detail: 'Proveedor no encontrado.' });
        const lista = await s.get(RUTAS.proveedores);
        expect(lista.body.map((p: { id: number }) => p.id)).toEqual([otro.id]);
        expect(lista.headers.get('x-total-count')).toBe('1');
    });
});
