import { request } from '../helpers/apiClient.js';
import { crearProducto, crearProveedor, nuevaSesion, RUTAS, ruta, type Sesion, variante } from '../helpers/catalogo.js';
import { COMPRAS, crearOrden, INVENTARIO, movimientos, recibir } from '../helpers/compras.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { checkout, efectivo, RUTAS_VENTAS } from '../helpers/ventas.js';

/*
 * Products can be retired (issue "What a shop hit in its first afternoon", item 8): a product with
 * `activo` false is out of the till's and the purchase order's searches, cannot be sold or ordered,
 * and keeps its history; 'Eliminar' refused for its history is what offers retiring it.
 */

const CON_HISTORIAL = 'No se puede eliminar el producto porque tiene ventas, compras o ajustes registrados.';
const noSeVende = (nombre: string) => `El producto '${nombre}' está inactivo y no se puede vender.`;
const noSeCompra = (nombre: string) => `El producto '${nombre}' está inactivo y no se puede pedir al proveedor.`;

const patch = (s: Sesion, id: number | string, json: unknown) => request(s.url, ruta('productos', id), { method: 'PATCH', token: s.token, json });

describeEachEngine('productos: activo', (server) => {
    /** The names a product list answers for this query (the spec's dialect or react-admin's). */
    const nombres = async (s: Sesion, query: string) => {
        const res = await s.get(`${RUTAS.productos}?${query}`);
        expect(res.status, query).toBe(200);
        return res.body.map((p: { nombre: string }) => p.nombre);
    };
    const skus = async (s: Sesion, query: string) => {
        const res = await s.get(`${INVENTARIO}?${query}`);
        expect(res.status, query).toBe(200);
        return res.body.map((v: { sku: string }) => v.sku);
    };
    const filtro = (f: object) => `filter=${encodeURIComponent(JSON.stringify(f))}`;

    /** Two products of one company, the second retired through PATCH. */
    const dos = async () => {
        const s = await nuevaSesion(server());
        const vigente = await crearProducto(s, { nombre: 'Taladro vigente', variantes: [variante({ sku: 'TAL-VIG' })] });
        const retirado = await crearProducto(s, { nombre: 'Taladro retirado', variantes: [variante({ sku: 'TAL-RET' })] });
        const res = await patch(s, retirado.id, { activo: false });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ id: retirado.id, nombre: 'Taladro retirado', activo: false, variantes: [{ sku: 'TAL-RET', stock: 10 }] });
        return { s, vigente, retirado };
    };

    it('answers activo: true for a new product, false once retired, and true again when brought back', async () => {
        const { s, vigente, retirado } = await dos();
        expect((await s.get(ruta('productos', vigente.id))).body.activo).toBe(true);
        expect((await s.get(ruta('productos', retirado.id))).body.activo).toBe(false);
        const vuelve = await patch(s, retirado.id, { activo: true });
        expect(vuelve.status).toBe(200);
        expect(vuelve.body.activo).toBe(true);
    });

    it('takes activo in the product form: created retired, changed by PUT, unchanged by a PUT without it', async () => {
        const s = await nuevaSesion(server());
        const p = await crearProducto(s, { activo: false });
        expect(p).toMatchObject({ activo: false });
        const body = {
            nombre: p.nombre,
            descripcion: null,
            categoria_id: (p as unknown as { categoria: { id: number } }).categoria.id,
            proveedor_id: (p as unknown as { proveedor: { id: number } }).proveedor.id,
            variantes: p.variantes.map(({ id, sku, stock, precio_venta }) => ({ id, sku, stock, precio_venta })),
        };
        expect((await s.put(ruta('productos', p.id), { ...body, activo: true })).body.activo).toBe(true);
        expect((await s.put(ruta('productos', p.id), body)).body.activo).toBe(true);
        expect((await s.put(ruta('productos', p.id), { ...body, activo: false })).body.activo).toBe(false);
        expect((await s.put(ruta('productos', p.id), body)).body.activo).toBe(false);
    });

    it('filters the product list by activo, in either dialect; without the filter the list has both', async () => {
        const { s } = await dos();
        expect(await nombres(s, '')).toEqual(['Taladro retirado', 'Taladro vigente']);
        expect(await nombres(s, 'activo=true')).toEqual(['Taladro vigente']);
        expect(await nombres(s, 'activo=false')).toEqual(['Taladro retirado']);
        // The purchase order's product search: a term, page 1 of 10, active products only.
        expect(await nombres(s, `range=${encodeURIComponent('[0,9]')}&${filtro({ q: 'taladro', activo: true })}`)).toEqual(['Taladro vigente']);
        expect(await nombres(s, `search=tal&activo=true`)).toEqual(['Taladro vigente']);
        expect(await nombres(s, `search=tal-ret&activo=false`)).toEqual(['Taladro retirado']);
        const malo = await s.get(`${RUTAS.productos}?activo=quizas`);
        expect(malo.status).toBe(422);
        expect(malo.body.detail[0]).toMatchObject({ loc: ['query', 'activo'], msg: 'activo debe ser true o false.' });
    });

    it("leaves a retired product out of the till's search, and keeps its stock on the inventory screen, marked", async () => {
        const { s } = await dos();
        expect(await skus(s, `${filtro({ q: 'taladro', activo: true })}&range=${encodeURIComponent('[0,9]')}`)).toEqual(['TAL-VIG']);
        expect(await skus(s, `${filtro({ sku: 'tal-ret', activo: true })}&range=${encodeURIComponent('[0,0]')}`)).toEqual([]);
        expect(await skus(s, `${filtro({ sku: 'tal-vig', activo: true })}&range=${encodeURIComponent('[0,0]')}`)).toEqual(['TAL-VIG']);
        expect(await skus(s, 'search=taladro')).toEqual(['TAL-RET', 'TAL-VIG']);
        // The till's scan asks by SKU alone: the row says the product is retired, for the till to say so.
        const escaneo = await s.get(`${INVENTARIO}?${filtro({ sku: 'tal-ret' })}&range=${encodeURIComponent('[0,0]')}`);
        expect(escaneo.body).toMatchObject([{ sku: 'TAL-RET', plantilla: { nombre: 'Taladro retirado' }, activo: false }]);
        expect((await s.get(`${INVENTARIO}?search=taladro`)).body.map((v: { activo: boolean }) => v.activo)).toEqual([false, true]);
    });

    it('refuses selling a retired product with a 422 at items[i].producto_id, selling nothing', async () => {
        const { s, vigente, retirado } = await dos();
        const res = await checkout(s, {
            items: [
                { producto_id: vigente.variantes[0].id, cantidad: 1 },
                { producto_id: retirado.variantes[0].id, cantidad: 1 },
            ],
            pagos: [efectivo('500.00')],
        });
        expect(res.status).toBe(422);
        expect(res.body.detail).toEqual([{ loc: ['body', 'items', 1, 'producto_id'], msg: noSeVende('Taladro retirado'), type: expect.any(String) }]);
        expect((await s.get(RUTAS_VENTAS.lista)).body).toEqual([]);
        expect((await s.get(ruta('productos', retirado.id))).body.variantes[0].stock).toBe(10);
    });

    it('refuses ordering a retired product with a 422 at detalles[i].producto_id', async () => {
        const { s, vigente, retirado } = await dos();
        const proveedor = await crearProveedor(s);
        const res = await s.post(COMPRAS, {
            proveedor_id: proveedor.id,
            detalles: [
                { producto_id: vigente.variantes[0].id, cantidad: 2, costo_unitario: '10.00' },
                { producto_id: retirado.variantes[0].id, cantidad: 2, costo_unitario: '10.00' },
            ],
        });
        expect(res.status).toBe(422);
        expect(res.body.detail).toEqual([{ loc: ['body', 'detalles', 1, 'producto_id'], msg: noSeCompra('Taladro retirado'), type: expect.any(String) }]);
        expect((await s.get(COMPRAS)).body).toEqual([]);
    });

    it('keeps the history of a product retired after selling, ordering and receiving it', async () => {
        const s = await nuevaSesion(server());
        const p = await crearProducto(s, { nombre: 'Pinzas de presión', variantes: [variante({ sku: 'PIN-01', precio_venta: '80.00' })] });
        const varianteId = p.variantes[0].id;
        const venta = await checkout(s, { items: [{ producto_id: varianteId, cantidad: 2 }], pagos: [efectivo('160.00')] });
        expect(venta.status).toBe(201);
        const proveedor = await crearProveedor(s);
        const pendiente = await crearOrden(s, proveedor.id, [[varianteId, 5, '40.00']]);

        // 'Eliminar' is refused for its history, as before: retiring is what is left.
        const borrar = await s.del(ruta('productos', p.id));
        expect(borrar.status).toBe(409);
        expect(borrar.body).toEqual({ detail: CON_HISTORIAL });
        expect((await patch(s, p.id, { activo: false })).status).toBe(200);

        // An order placed before is still received; the sale, the list of sales and the kardex still name it.
        expect((await s.post(recibir(pendiente.id), {})).status).toBe(200);
        const detalle = await s.get(RUTAS_VENTAS.venta(venta.body.id));
        expect(detalle.status).toBe(200);
        expect(detalle.body.detalles).toMatchObject([{ cantidad: 2, producto: { id: varianteId, sku: 'PIN-01', plantilla: { id: p.id, nombre: 'Pinzas de presión' } } }]);
        expect((await s.get(RUTAS_VENTAS.lista)).body.map((v: { id: number }) => v.id)).toEqual([venta.body.id]);
        const kardex = await s.get(movimientos(varianteId));
        expect(kardex.body.map((m: { tipo: string; cantidad: number }) => [m.tipo, m.cantidad])).toEqual([
            ['RECEPCION_COMPRA', 5],
            ['VENTA', -2],
            ['STOCK_INICIAL', 10],
        ]);
        expect((await s.get(ruta('productos', p.id))).body).toMatchObject({ activo: false, variantes: [{ stock: 13 }] });
    });

    it("refuses a PATCH that is not activo true or false, and another company's product is a 404", async () => {
        const { s, vigente } = await dos();
        for (const body of [{}, { activo: 'no' }, { activo: null }, { activo: 1 }]) {
            const res = await patch(s, vigente.id, body);
            expect(res.status, JSON.stringify(body)).toBe(422);
            expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'activo'], msg: 'Activo debe ser verdadero o falso.' });
        }
        const otra = await nuevaSesion(server());
        const ajeno = await patch(otra, vigente.id, { activo: false });
        expect(ajeno.status).toBe(404);
        expect(ajeno.body).toEqual({ detail: 'Producto no encontrado.' });
        expect((await s.get(ruta('productos', vigente.id))).body.activo).toBe(true);
    });
});
