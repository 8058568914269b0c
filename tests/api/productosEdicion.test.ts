import {
    comoBody,
    contar,
    crearProducto,
    insertarVenta,
    nuevaSesion,
    type ProductoRespuesta,
    RUTAS,
    referencias,
    ruta,
    stockYMovimientos,
    variante,
} from '../helpers/catalogo.js';
import { describeEachEngine, type TestServer } from '../helpers/testServer.js';

/** Every variant's stock equals the sum of its movements, in the database. */
async function historialCuadra(server: TestServer, p: ProductoRespuesta) {
    const ids = p.variantes.map((v) => v.id);
    const filas = await stockYMovimientos(server, ids);
    for (const v of p.variantes) {
        expect(filas[v.id].stock, v.sku).toBe(v.stock);
        expect(filas[v.id].suma, v.sku).toBe(v.stock);
    }
    return filas;
}

describeEachEngine('productos: update and delete', (server) => {
    it('keeps variants sent with id, adds those without, removes those left out', async () => {
        const s = await nuevaSesion(server());
        const p = await crearProducto(s, { variantes: [variante({ sku: 'KEEP-1' }), variante({ sku: 'DROP-1' })] });
        const [keep, drop] = p.variantes;
        const body = {
            ...comoBody(p),
            nombre: 'Producto renombrado',
            descripcion: null,
            variantes: [
                { id: keep.id, sku: 'KEEP-1b', precio_venta: '99.90', costo_compra: 50, stock: keep.stock, valores_ids: [7] },
                { sku: 'NEW-1', precio_venta: 12, stock: 4 },
            ],
        };
        const res = await s.put(ruta('productos', p.id), body);
        expect(res.status).toBe(200);
        expect(res.body).toStrictEqual({
            id: p.id,
            nombre: 'Producto renombrado',
            descripcion: null,
            categoria: p.categoria,
            proveedor: p.proveedor,
            // Left out of the PUT: unchanged.
            activo: true,
            iva: '16',
            ieps: null,
            unidad: 'pieza',
            variantes: [
                { id: keep.id, sku: 'KEEP-1b', stock: keep.stock, precio_venta: '99.90', costo_compra: '50.00', valores_ids: [7], precios_mayoreo: [] },
                { id: expect.any(Number), sku: 'NEW-1', stock: 4, precio_venta: '12.00', costo_compra: '0.00', valores_ids: [], precios_mayoreo: [] },
            ],
        });
        expect(res.body.variantes[1].id).not.toBe(drop.id);
        expect((await s.get(ruta('productos', p.id))).body).toStrictEqual(res.body);
        const quedan = await server().db.kysely.selectFrom('variantes').select('id').where('id', '=', drop.id).execute();
        expect(quedan).toEqual([]);
        // The removed variant's initial movement went with it; the others still add up.
        expect(await contar(server(), 'movimientos_stock', s.empresaId)).toBe(2);
        await historialCuadra(server(), res.body);

        // The new SKU is searchable, the removed one no longer.
        const [nuevo, viejo] = await Promise.all([s.get(`${RUTAS.productos}?search=new-1`), s.get(`${RUTAS.productos}?search=drop-1`)]);
        expect(nuevo.body.map((x: { id: number }) => x.id)).toEqual([p.id]);
        expect(viejo.body).toEqual([]);
    });

    it('answers the variants in the order sent, the first variant first', async () => {
        const s = await nuevaSesion(server());
        const p = await crearProducto(s, { variantes: [variante({ sku: 'ORD-A' }), variante({ sku: 'ORD-B' })] });
        const body = comoBody(p);
        const res = await s.put(ruta('productos', p.id), { ...body, variantes: [body.variantes[1], body.variantes[0]] });
        expect(res.status).toBe(200);
        expect(res.body.variantes.map((v: { sku: string }) => v.sku)).toEqual(['ORD-B', 'ORD-A']);
        expect((await s.get(ruta('productos', p.id))).body.variantes.map((v: { sku: string }) => v.sku)).toEqual(['ORD-B', 'ORD-A']);
    });

    it('lets two kept variants trade their SKUs in one update', async () => {
        const s = await nuevaSesion(server());
        const p = await crearProducto(s, { variantes: [variante({ sku: 'SWAP-A' }), variante({ sku: 'SWAP-B' }), variante({ sku: 'SWAP-C' })] });
        const [a, b, c] = comoBody(p).variantes;
        const res = await s.put(ruta('productos', p.id), { ...comoBody(p), variantes: [{ ...a, sku: 'swap-b' }, { ...b, sku: 'SWAP-C' }, { ...c, sku: 'SWAP-A' }] });
        expect(res.status).toBe(200);
        expect(res.body.variantes.map((v: { id: number; sku: string }) => [v.id, v.sku])).toEqual([
            [a.id, 'swap-b'],
            [b.id, 'SWAP-C'],
            [c.id, 'SWAP-A'],
        ]);
        // The uniqueness keys moved with them: the old spellings are taken, by the new owners.
        const otro = await s.post(RUTAS.productos, { ...comoBody(p), nombre: 'Otro producto', variantes: [variante({ sku: 'Swap-C' })] });
        expect(otro.status).toBe(409);
        expect(otro.body).toEqual({ detail: "El SKU 'SWAP-C' ya está en uso." });
        expect((await s.get(`${RUTAS.productos}?search=swap-a`)).body.map((x: { id: number }) => x.id)).toEqual([p.id]);
    });

    it('answers a malformed variant id or valores_ids with a Spanish 422', async () => {
        const s = await nuevaSesion(server());
        const p = await crearProducto(s);
        const [v] = comoBody(p).variantes;
        for (const [cambio, loc] of [
            [{ id: 'abc' }, ['body', 'variantes', 0, 'id']],
            [{ id: -1 }, ['body', 'variantes', 0, 'id']],
            [{ valores_ids: [1.5] }, ['body', 'variantes', 0, 'valores_ids', 0]],
            [{ valores_ids: 'x' }, ['body', 'variantes', 0, 'valores_ids']],
        ] as const) {
            const res = await s.put(ruta('productos', p.id), { ...comoBody(p), variantes: [{ ...v, ...cambio }] });
            expect(res.status, JSON.stringify(cambio)).toBe(422);
            expect(res.body.detail[0].loc).toEqual(loc);
            expect(res.body.detail[0].msg).toMatch(/^(El id de la variante|Los valores de la variante)/);
        }
        expect((await s.get(ruta('productos', p.id))).body).toStrictEqual(p);
    });

    it('records every stock change on update as a movement, so the history adds up', async () => {
        const s = await nuevaSesion(server());
        const p = await crearProducto(s, { variantes: [variante({ stock: 10 }), variante({ stock: 0 })] });
        await historialCuadra(server(), p);

        let actual = p;
        for (const [a, b] of [
            [15, 3],
            [4, 3],
            [0, 20],
            [0, 20],
        ]) {
            const body = comoBody(actual);
            body.variantes[0].stock = a;
            body.variantes[1].stock = b;
            const res = await s.put(ruta('productos', p.id), body);
            expect(res.status).toBe(200);
            expect(res.body.variantes.map((v: { stock: number }) => v.stock)).toEqual([a, b]);
            actual = res.body;
            await historialCuadra(server(), actual);
        }
        const movs = await server()
            .db.kysely.selectFrom('movimientos_stock')
            .select(['variante_id', 'cantidad', 'stock_resultante'])
            .where('variante_id', '=', p.variantes[0].id)
            .orderBy('id')
            .execute();
        // Stored in thousandths (migration 0027_milesimas).
        expect(movs.map((m) => [m.cantidad, m.stock_resultante])).toEqual([
            [10_000, 10_000],
            [5_000, 15_000],
            [-11_000, 4_000],
            [-4_000, 0],
        ]);
    });

    it('saving a product read before a sale does not undo the sale: an untouched stock stays as sold, a changed one is refused (409)', async () => {
        const s = await nuevaSesion(server());
        const p = await crearProducto(s, { variantes: [variante({ stock: 55 }), variante({ stock: 8 })] });
        const [vendida, otra] = p.variantes;
        // The form is opened (stock 55 read), then the till sells 2.
        const leido = comoBody(p);
        const venta = await s.post('/api/v1/ventas/pos/checkout', { items: [{ producto_id: vendida.id, cantidad: 2 }], pagos: [{ metodo_pago: 'Efectivo', monto: '100000.00' }] });
        expect(venta.status).toBe(201);
        const conAnterior = (cambios: { stock?: number }[] = []) => ({
            ...leido,
            variantes: leido.variantes.map((v, i) => ({ ...v, ...cambios[i], stock_anterior: v.stock })),
        });

        // Saved with only the name changed: the sale's stock (53) stands, no movement is added.
        const movimientos = await contar(server(), 'movimientos_stock', s.empresaId);
        const renombrado = await s.put(ruta('productos', p.id), { ...conAnterior(), nombre: 'Renombrado' });
        expect(renombrado.status).toBe(200);
        expect(renombrado.body.nombre).toBe('Renombrado');
        expect(renombrado.body.variantes.map((v: { stock: number }) => v.stock)).toEqual([53, 8]);
        expect(await contar(server(), 'movimientos_stock', s.empresaId)).toBe(movimientos);

        // The stale form with the sold variant's stock changed: refused, naming it, nothing written.
        const refusal = await s.put(ruta('productos', p.id), { ...conAnterior([{ stock: 60 }, { stock: 9 }]), nombre: 'Otro nombre' });
        expect(refusal.status).toBe(409);
        expect(refusal.body).toEqual({ detail: `El stock de '${vendida.sku}' cambió mientras editaba el producto (ahora 53). Revise el stock y guarde de nuevo.` });
        expect((await s.get(ruta('productos', p.id))).body).toStrictEqual(renombrado.body);

        // A stock that has not moved since it was read is a target as before.
        const fresco = await s.put(ruta('productos', p.id), { ...conAnterior([{}, { stock: 9 }]), nombre: 'Renombrado' });
        expect(fresco.status).toBe(200);
        expect(fresco.body.variantes.map((v: { stock: number }) => v.stock)).toEqual([53, 9]);
        await historialCuadra(server(), fresco.body);
        expect(otra.stock).toBe(8);
    });

    it('refuses a variant id of another product (422) and changes nothing', async () => {
        const s = await nuevaSesion(server());
        const { refs } = await referencias(s);
        const p = await crearProducto(s, refs);
        const otro = await crearProducto(s, refs);
        const body = comoBody(p);
        body.variantes.push({ ...body.variantes[0], id: otro.variantes[0].id, sku: 'AJENA-1', stock: 99 });
        const res = await s.put(ruta('productos', p.id), body);
        expect(res.status).toBe(422);
        expect(res.body.detail).toEqual([{ loc: ['body', 'variantes'], msg: 'La variante indicada no pertenece a este producto.', type: expect.any(String) }]);
        expect((await s.get(ruta('productos', p.id))).body).toStrictEqual(p);
        expect((await s.get(ruta('productos', otro.id))).body).toStrictEqual(otro);
    });

    it('refuses the same variant id twice in one update, keeping the history consistent', async () => {
        const s = await nuevaSesion(server());
        const p = await crearProducto(s, { variantes: [variante({ stock: 10 })] });
        const body = comoBody(p);
        body.variantes = [
            { ...body.variantes[0], stock: 12 },
            { ...body.variantes[0], sku: 'OTRO-SKU-DUP', stock: 30 },
        ];
        const res = await s.put(ruta('productos', p.id), body);
        expect(res.status).toBe(422);
        expect(res.body.detail).toEqual([
            { loc: ['body', 'variantes', 1, 'id'], msg: 'La misma variante aparece más de una vez en el producto.', type: expect.any(String) },
        ]);
        expect((await s.get(ruta('productos', p.id))).body).toStrictEqual(p);
        await historialCuadra(server(), p);
    });

    it('validates an update like a create, changing nothing', async () => {
        const s = await nuevaSesion(server());
        const p = await crearProducto(s);
        const body = comoBody(p);
        const res = await s.put(ruta('productos', p.id), { ...body, variantes: [{ ...body.variantes[0], sku: '', stock: -1 }] });
        expect(res.status).toBe(422);
        expect(res.body.detail).toContainEqual({ loc: ['body', 'variantes', 0, 'sku'], msg: 'El SKU es obligatorio.', type: expect.any(String) });
        expect(res.body.detail).toContainEqual({ loc: ['body', 'variantes', 0, 'stock'], msg: 'El stock no puede ser negativo.', type: expect.any(String) });
        expect((await s.get(ruta('productos', p.id))).body).toStrictEqual(p);
    });

    it('keeps the history adding up under concurrent stock edits', async () => {
        const s = await nuevaSesion(server());
        const p = await crearProducto(s, { variantes: [variante({ stock: 5 })] });
        const body = comoBody(p);
        const stocks = [11, 22, 33, 44, 55, 66];
        const answers = await Promise.all(
            stocks.map((stock) => s.put(ruta('productos', p.id), { ...body, variantes: [{ ...body.variantes[0], stock }] })),
        );
        for (const a of answers) expect(a.status).toBe(200);
        const final = (await s.get(ruta('productos', p.id))).body;
        expect(stocks).toContain(final.variantes[0].stock);
        await historialCuadra(server(), final);
    });

    it('deletes a product with only its initial stock movements: 204, variants and movements gone', async () => {
        const s = await nuevaSesion(server());
        const p = await crearProducto(s, { variantes: [variante({ stock: 8 }), variante({ stock: 2 })] });
        const body = comoBody(p);
        body.variantes[0].stock = 6; // an edit movement is catalogue bookkeeping too
        expect((await s.put(ruta('productos', p.id), body)).status).toBe(200);
        expect(await contar(server(), 'movimientos_stock', s.empresaId)).toBe(3);

        const res = await s.del(`/api/v1/productos/plantillas/${p.id}`);
        expect(res.status).toBe(204);
        const get = await s.get(ruta('productos', p.id));
        expect(get.status).toBe(404);
        expect(get.body).toEqual({ detail: 'Producto no encontrado.' });
        expect(await contar(server(), 'plantillas', s.empresaId)).toBe(0);
        expect(await contar(server(), 'variantes', s.empresaId)).toBe(0);
        expect(await contar(server(), 'movimientos_stock', s.empresaId)).toBe(0);
        expect((await s.get(`${RUTAS.productos}?search=${p.variantes[0].sku}`)).body).toEqual([]);
    });

    it('refuses deleting a product whose variant was sold (409) and keeps everything', async () => {
        const s = await nuevaSesion(server());
        const p = await crearProducto(s, { variantes: [variante({ sku: 'VENDIDA-1' }), variante({ sku: 'LIBRE-1' })] });
        await insertarVenta(server(), s, { lineas: [{ varianteId: p.variantes[0].id, cantidad: 1, precio: 10000 }] });
        const movimientos = await contar(server(), 'movimientos_stock', s.empresaId);

        const res = await s.del(ruta('productos', p.id));
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ detail: 'No se puede eliminar el producto porque tiene ventas, compras o ajustes registrados.' });
        expect((await s.get(ruta('productos', p.id))).body).toStrictEqual(p);
        expect(await contar(server(), 'movimientos_stock', s.empresaId)).toBe(movimientos);
    });

    it('refuses removing a sold variant through PUT, naming its SKU, and changes nothing', async () => {
        const s = await nuevaSesion(server());
        const p = await crearProducto(s, { variantes: [variante({ sku: 'LIBRE-2' }), variante({ sku: 'VENDIDA-2' })] });
        await insertarVenta(server(), s, { lineas: [{ varianteId: p.variantes[1].id, cantidad: 2, precio: 500 }] });
        const body = comoBody(p);
        const res = await s.put(ruta('productos', p.id), { ...body, nombre: 'No debe cambiar', variantes: [body.variantes[0]] });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({
            detail: "No se puede quitar la variante 'VENDIDA-2' porque tiene ventas, compras o ajustes registrados.",
        });
        expect((await s.get(ruta('productos', p.id))).body).toStrictEqual(p);

        // Removing the variant without history is still allowed.
        const ok = await s.put(ruta('productos', p.id), { ...body, variantes: [body.variantes[1]] });
        expect(ok.status).toBe(200);
        expect(ok.body.variantes.map((v: { sku: string }) => v.sku)).toEqual(['VENDIDA-2']);
    });
});
