import { PERMISOS } from '../../contracts/permisos.js';
import { request } from '../helpers/apiClient.js';
import { comoBody, crearProducto, nuevaSesion, productoBody, RUTAS, referencias, ruta, type Sesion } from '../helpers/catalogo.js';
import { COMPRAS, compra, crearOrden, recibir } from '../helpers/compras.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';

/**
 * "What a shop hit in its first afternoon", item 6: purchase costs and the stock's value at cost
 * are for who holds `reportes:utilidad` or `compras:escribir` only; anyone else's answers carry
 * no `costo_compra`, the value is a 403, and such a caller can neither send nor overwrite a cost.
 */
describeEachEngine('purchase costs, only for who sees costs', (server) => {
    const SIN_COSTOS = 'No tiene permiso para ver ni cambiar costos.';

    async function escenario() {
        const admin = await nuevaSesion(server());
        const producto = await crearProducto(admin, { variantes: [{ sku: `C-${admin.empresaId}-1`, precio_venta: '100.00', costo_compra: '61.50', stock: 4 }] });
        return { admin, producto };
    }

    const costoGuardado = async (varianteId: number) =>
        Number(
            (await server().db.kysely.selectFrom('variantes').select('costo_compra').where('id', '=', varianteId).executeTakeFirstOrThrow()).costo_compra,
        );

    async function respuestas(s: Sesion, productoId: number) {
        return {
            lista: await s.get(`${RUTAS.productos}?limit=100`),
            uno: await s.get(ruta('productos', productoId)),
            inventario: await s.get('/api/v1/inventario?limit=100'),
            valor: await s.get('/api/v1/inventario/valor'),
        };
    }

    it('a reader with productos:leer only gets no costo_compra anywhere and a 403 for the value at cost', async () => {
        const { admin, producto } = await escenario();
        const lector = await usuarioConPermisos(server(), admin.empresaId, ['productos:leer']);
        const r = await respuestas(lector, producto.id);
        expect([r.lista.status, r.uno.status, r.inventario.status]).toEqual([200, 200, 200]);
        const variantes = [...r.lista.body.flatMap((p: any) => p.variantes), ...r.uno.body.variantes];
        expect(variantes.length).toBe(2);
        for (const v of variantes) expect(v).not.toHaveProperty('costo_compra');
        expect(r.uno.body.variantes[0]).toMatchObject({ sku: producto.variantes[0].sku, precio_venta: '100.00', stock: 4 });
        expect(r.inventario.body.length).toBe(1);
        for (const fila of r.inventario.body) expect(fila).not.toHaveProperty('costo_compra');
        expect(r.valor.status).toBe(403);
        expect(r.valor.body).toEqual({ detail: 'No tiene permiso para ver costos ni el valor del inventario a costo.' });
    });

    for (const permiso of ['reportes:utilidad', 'compras:escribir'] as const) {
        it(`${permiso} with productos:leer sees each cost and the value at cost`, async () => {
            const { admin, producto } = await escenario();
            const s = await usuarioConPermisos(server(), admin.empresaId, ['productos:leer', permiso]);
            const r = await respuestas(s, producto.id);
            expect(r.lista.body[0].variantes[0].costo_compra).toBe('61.50');
            expect(r.uno.body.variantes[0].costo_compra).toBe('61.50');
            expect(r.inventario.body[0].costo_compra).toBe('61.50');
            expect(r.valor.status).toBe(200);
            expect(r.valor.body).toEqual({ valor: '246.00', existencias: [{ unidad: 'pieza', cantidad: 4 }], variantes: 1 });
        });
    }

    it('the Administrador holds reportes:utilidad without being given it', async () => {
        expect(PERMISOS).toContain('reportes:utilidad');
        const { admin, producto } = await escenario();
        await server().db.kysely.deleteFrom('rol_permisos').where('empresa_id', '=', admin.empresaId).execute();
        const r = await respuestas(admin, producto.id);
        expect(r.uno.body.variantes[0].costo_compra).toBe('61.50');
        expect(r.valor.status).toBe(200);
    });

    it('a writer who does not see costs: a PUT keeps each stored cost, a new product and a new variant cost 0', async () => {
        const { admin, producto } = await escenario();
        const editor = await usuarioConPermisos(server(), admin.empresaId, ['productos:leer', 'productos:escribir']);
        const leido = (await editor.get(ruta('productos', producto.id))).body;
        const body = comoBody(leido);
        body.nombre = 'Nombre cambiado sin costos';
        body.variantes.push({ sku: `N-${admin.empresaId}`, stock: 2, precio_venta: '30.00', valores_ids: [] } as never);
        const put = await editor.put(ruta('productos', producto.id), body);
        expect(put.status).toBe(200);
        expect(put.body.nombre).toBe('Nombre cambiado sin costos');
        for (const v of put.body.variantes) expect(v).not.toHaveProperty('costo_compra');
        expect(await costoGuardado(producto.variantes[0].id)).toBe(6150);
        const nueva = put.body.variantes.find((v: any) => v.sku === `N-${admin.empresaId}`);
        expect(await costoGuardado(nueva.id)).toBe(0);

        const { refs } = await referencias(admin);
        const { costo_compra: _, ...sinCosto } = productoBody(refs).variantes[0];
        const post = await editor.post(RUTAS.productos, productoBody(refs, { variantes: [sinCosto] }));
        expect(post.status).toBe(201);
        expect(post.body.variantes[0]).not.toHaveProperty('costo_compra');
        expect(await costoGuardado(post.body.variantes[0].id)).toBe(0);

        const patch = await request(server().url, `${RUTAS.productos}${producto.id}`, { method: 'PATCH', token: editor.token, json: { activo: false } });
        expect(patch.status).toBe(200);
        expect(patch.body.variantes[0]).not.toHaveProperty('costo_compra');
        // The admin (who sees costs) still reads the stored cost.
        expect((await admin.get(ruta('productos', producto.id))).body.variantes[0].costo_compra).toBe('61.50');
    });

    it('a writer who does not see costs and sends one is refused with 403, nothing changed', async () => {
        const { admin, producto } = await escenario();
        const otra = await escenario();
        const editor = await usuarioConPermisos(server(), admin.empresaId, ['productos:leer', 'productos:escribir']);
        const antes = (await admin.get(ruta('productos', producto.id))).body;

        const body = comoBody(antes);
        body.nombre = 'No debe guardarse';
        body.variantes[0].costo_compra = '1.00';
        const put = await editor.put(ruta('productos', producto.id), body);
        expect(put.status).toBe(403);
        expect(put.body).toEqual({ detail: SIN_COSTOS });

        const { refs } = await referencias(admin);
        const productos = (await admin.get(`${RUTAS.productos}?limit=100`)).body.length;
        const post = await editor.post(RUTAS.productos, productoBody(refs, { variantes: [{ sku: 'X-COSTO', precio_venta: '5.00', costo_compra: '0', stock: 1 }] }));
        expect(post.status).toBe(403);
        expect(post.body).toEqual({ detail: SIN_COSTOS });

        expect((await admin.get(ruta('productos', producto.id))).body).toEqual(antes);
        expect((await admin.get(`${RUTAS.productos}?limit=100`)).body.length).toBe(productos);
        expect(await costoGuardado(producto.variantes[0].id)).toBe(6150);
        // Another company's product and answers are untouched.
        expect(await costoGuardado(otra.producto.variantes[0].id)).toBe(6150);
        expect((await otra.admin.get(ruta('productos', otra.producto.id))).body.variantes[0].costo_compra).toBe('61.50');
    });

    it('who sees costs may still send them: a PUT by compras:escribir + productos:escribir changes the cost', async () => {
        const { admin, producto } = await escenario();
        const s = await usuarioConPermisos(server(), admin.empresaId, ['productos:leer', 'productos:escribir', 'compras:escribir']);
        const body = comoBody(producto);
        body.variantes[0].costo_compra = '70.25';
        const put = await s.put(ruta('productos', producto.id), body);
        expect(put.status).toBe(200);
        expect(put.body.variantes[0].costo_compra).toBe('70.25');
        expect(await costoGuardado(producto.variantes[0].id)).toBe(7025);
    });

    it('the OpenAPI document says which answers leave costs out', async () => {
        const doc = (await request(server().url, '/api/openapi.json')).body;
        const valor = doc.paths['/api/v1/inventario/valor'].get.description as string;
        expect(valor).toContain('reportes:utilidad');
        expect(doc.paths['/api/v1/productos/plantillas/{id}'].get.description).toContain('omite `costo_compra`');
    });

    describe('purchase orders: their costs too', () => {
        async function conOrden() {
            const { admin, producto } = await escenario();
            const proveedorId = producto.proveedor?.id as number;
            const orden = await crearOrden(admin, proveedorId, [[producto.variantes[0].id, 3, '12.50']]);
            return { admin, orden };
        }
        const exportarCompras = async (s: Sesion, query = '') => {
            const res = await fetch(`${s.url}/api/v1/compras/exportar${query}`, { headers: { authorization: `Bearer ${s.token}` } });
            return { status: res.status, texto: await res.text() };
        };

        it('who reads and receives orders without seeing costs gets no costo_unitario, subtotal_linea or total', async () => {
            const { admin, orden } = await conOrden();
            const s = await usuarioConPermisos(server(), admin.empresaId, ['compras:leer', 'compras:recibir']);
            const lista = await s.get(`${COMPRAS}?limit=100`);
            expect(lista.status).toBe(200);
            expect(lista.body).toHaveLength(1);
            expect(lista.body[0]).not.toHaveProperty('total');
            const una = await s.get(compra(orden.id));
            expect(una.status).toBe(200);
            expect(una.body).not.toHaveProperty('total');
            expect(una.body.detalles[0]).toMatchObject({ cantidad: 3 });
            expect(una.body.detalles[0]).not.toHaveProperty('costo_unitario');
            expect(una.body.detalles[0]).not.toHaveProperty('subtotal_linea');
            const recibida = await s.post(recibir(orden.id), undefined);
            expect(recibida.status).toBe(200);
            expect(recibida.body.estado).toBe('Recibida');
            expect(recibida.body).not.toHaveProperty('total');
            expect(recibida.body.detalles[0]).not.toHaveProperty('costo_unitario');
            // Sorting by the total would tell the totals' order.
            const ordenada = await s.get(`${COMPRAS}?sort=total`);
            expect(ordenada.status).toBe(403);
            expect(ordenada.body).toEqual({ detail: 'No tiene permiso para ver costos ni el valor del inventario a costo.' });
            const csv = await exportarCompras(s);
            expect(csv.status).toBe(200);
            const [encabezado, fila] = csv.texto.replace('\ufeff', '').split('\r\n');
            expect(encabezado.split(',')).not.toContain('Total');
            expect(fila).not.toContain('37.50');
        });

        it('who sees costs (the admin; compras:leer with reportes:utilidad) reads them', async () => {
            const { admin, orden } = await conOrden();
            expect(orden.total).toBe('37.50');
            const s = await usuarioConPermisos(server(), admin.empresaId, ['compras:leer', 'reportes:utilidad']);
            const una = await s.get(compra(orden.id));
            expect(una.body.total).toBe('37.50');
            expect(una.body.detalles[0]).toMatchObject({ costo_unitario: '12.50', subtotal_linea: '37.50' });
            expect((await s.get(`${COMPRAS}?limit=100`)).body[0].total).toBe('37.50');
            expect((await s.get(`${COMPRAS}?sort=total`)).status).toBe(200);
            const csv = await exportarCompras(s);
            expect(csv.texto.split('\r\n')[0].split(',')).toContain('Total');
            expect(csv.texto).toContain('37.50');
        });
    });
});
