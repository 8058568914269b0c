import { request } from '../helpers/apiClient.js';
import { contar, nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { cancelar, COMPRAS, compra, crearOrden, escenario, historialCuadra, recibir, stocks } from '../helpers/compras.js';
import { describeEachEngine } from '../helpers/testServer.js';

describeEachEngine('compras: purchase orders', (server) => {
    let s: Sesion;
    /** Every variant a test touched: after each test its movements must add up to its stock. */
    const tocadas: number[] = [];

    beforeAll(async () => {
        s = await nuevaSesion(server());
    });
    afterEach(async () => {
        await historialCuadra(server(), tocadas);
    });

    const nuevoEscenario = async (st: number[] = [5, 0]) => {
        const e = await escenario(s, st);
        tocadas.push(...e.ids);
        return e;
    };

    it('creates a Pendiente order whose total the server computes, without touching stock', async () => {
        const { proveedor, producto, ids } = await nuevoEscenario([5, 0]);
        const res = await s.post(COMPRAS, {
            proveedor_id: proveedor.id,
            total: '1.00',
            detalles: [
                { producto_id: ids[0], cantidad: 3, costo_unitario: '12.50' },
                { producto_id: ids[1], cantidad: 2, costo_unitario: 7.25 },
            ],
        });
        expect(res.status).toBe(201);
        expect(res.body).toEqual({
            id: expect.any(Number),
            proveedor: { id: proveedor.id, nombre_empresa: proveedor.nombre_empresa },
            fecha_emision: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
            estado: 'Pendiente',
            total: '52.00',
            detalles: [
                {
                    id: expect.any(Number),
                    producto: { id: ids[0], sku: producto.variantes[0].sku, plantilla: { id: producto.id, nombre: producto.nombre } },
                    cantidad: 3,
                    unidad: 'pieza',
                    costo_unitario: '12.50',
                    subtotal_linea: '37.50',
                },
                {
                    id: expect.any(Number),
                    producto: { id: ids[1], sku: producto.variantes[1].sku, plantilla: { id: producto.id, nombre: producto.nombre } },
                    cantidad: 2,
                    unidad: 'pieza',
                    costo_unitario: '7.25',
                    subtotal_linea: '14.50',
                },
            ],
        });
        const detalle = await s.get(compra(res.body.id));
        expect(detalle.status).toBe(200);
        expect(detalle.body).toEqual(res.body);
        expect(await stocks(server(), ids)).toEqual([5, 0]);
    });

    it.each([
        [{ detalles: [] }, ['body', 'proveedor_id'], 'Por favor, selecciona un proveedor.'],
        [{ proveedor_id: 1 }, ['body', 'detalles'], 'La orden de compra debe tener al menos un producto.'],
        [{ proveedor_id: 1, detalles: [] }, ['body', 'detalles'], 'La orden de compra debe tener al menos un producto.'],
        [{ proveedor_id: 1, detalles: [{ producto_id: 1, cantidad: 0, costo_unitario: 1 }] }, ['body', 'detalles', 0, 'cantidad'], 'La cantidad debe ser un número mayor que 0, con hasta tres decimales.'],
        [{ proveedor_id: 1, detalles: [{ producto_id: 1, cantidad: 1.2345, costo_unitario: 1 }] }, ['body', 'detalles', 0, 'cantidad'], 'La cantidad admite hasta tres decimales (ej. 0.750).'],
        [{ proveedor_id: 1, detalles: [{ producto_id: 1, cantidad: '0x10', costo_unitario: 1 }] }, ['body', 'detalles', 0, 'cantidad'], 'La cantidad debe ser un número mayor que 0, con hasta tres decimales.'],
        [{ proveedor_id: 1, detalles: [{ producto_id: 1, cantidad: 1, costo_unitario: '-0.01' }] }, ['body', 'detalles', 0, 'costo_unitario'], 'El costo unitario debe ser mayor que 0.'],
        [{ proveedor_id: 1, detalles: [{ producto_id: 1, cantidad: 1, costo_unitario: 'abc' }] }, ['body', 'detalles', 0, 'costo_unitario'], 'El costo unitario debe ser un número con hasta dos decimales.'],
        [{ proveedor_id: 1, detalles: [{ producto_id: 1, cantidad: 1, costo_unitario: '150.255' }] }, ['body', 'detalles', 0, 'costo_unitario'], 'El costo unitario debe ser un número con hasta dos decimales.'],
        [{ proveedor_id: 1, detalles: [{ cantidad: 1, costo_unitario: 1 }] }, ['body', 'detalles', 0, 'producto_id'], 'Debes seleccionar un producto.'],
    ])('refuses %j with a 422 at the field and creates nothing', async (body, loc, msg) => {
        const antes = await contar(server(), 'compras', s.empresaId);
        const res = await s.post(COMPRAS, body);
        expect(res.status).toBe(422);
        expect(res.body.detail).toContainEqual(expect.objectContaining({ loc, msg }));
        expect(await contar(server(), 'compras', s.empresaId)).toBe(antes);
    });

    // A zero cost is refused now (tests/api/numerosYPagos.test.ts): the form's 0 is a line being typed, not a cost.
    it('accepts a cost of one cent and integer quantities sent as digits', async () => {
        const { proveedor, ids } = await nuevoEscenario([1]);
        const res = await s.post(COMPRAS, { proveedor_id: proveedor.id, detalles: [{ producto_id: ids[0], cantidad: '4', costo_unitario: 0.01 }] });
        expect(res.status).toBe(201);
        expect(res.body.total).toBe('0.04');
        expect(res.body.detalles[0].cantidad).toBe(4);
    });

    it('refuses an order whose total passes what a ledger movement carries ($999,999,999.99), writing nothing', async () => {
        const { proveedor, ids } = await nuevoEscenario([1, 1]);
        const antes = await contar(server(), 'compras', s.empresaId);
        const detalles = (resto: string) => [
            { producto_id: ids[0], cantidad: 1_000_000, costo_unitario: '999.99' },
            { producto_id: ids[1], cantidad: 1, costo_unitario: resto },
        ];
        // 1,000,000 × $999.99 + $9,999.99 is the largest total taken; a cent more is refused.
        const justa = await s.post(COMPRAS, { proveedor_id: proveedor.id, detalles: detalles('9999.99') });
        expect(justa.status).toBe(201);
        expect(justa.body.total).toBe('999999999.99');
        const excesiva = await s.post(COMPRAS, { proveedor_id: proveedor.id, detalles: detalles('10000.00') });
        expect(excesiva.status).toBe(422);
        expect(excesiva.body.detail).toEqual([
            { loc: ['body', 'detalles'], msg: 'El total de la orden de compra no puede superar $999,999,999.99.', type: 'value_error' },
        ]);
        expect(await contar(server(), 'compras', s.empresaId)).toBe(antes + 1);
    });

    it('refuses the same variant twice in one order', async () => {
        const { proveedor, ids } = await nuevoEscenario([1]);
        const res = await s.post(COMPRAS, {
            proveedor_id: proveedor.id,
            detalles: [
                { producto_id: ids[0], cantidad: 1, costo_unitario: 1 },
                { producto_id: ids[0], cantidad: 2, costo_unitario: 1 },
            ],
        });
        expect(res.status).toBe(422);
        expect(res.body.detail).toEqual([
            { loc: ['body', 'detalles', 1, 'producto_id'], msg: 'El producto ya está en la orden de compra.', type: 'custom' },
        ]);
    });

    it('refuses a supplier or a variant that does not exist (422 at the field)', async () => {
        const { proveedor, ids } = await nuevoEscenario([1]);
        const antes = await contar(server(), 'compras', s.empresaId);
        const sinProveedor = await s.post(COMPRAS, { proveedor_id: 999_999, detalles: [{ producto_id: ids[0], cantidad: 1, costo_unitario: 1 }] });
        expect(sinProveedor.status).toBe(422);
        expect(sinProveedor.body.detail).toEqual([{ loc: ['body', 'proveedor_id'], msg: 'El proveedor seleccionado no existe.', type: 'value_error' }]);
        const sinVariante = await s.post(COMPRAS, {
            proveedor_id: proveedor.id,
            detalles: [
                { producto_id: ids[0], cantidad: 1, costo_unitario: 1 },
                { producto_id: 999_999, cantidad: 1, costo_unitario: 1 },
            ],
        });
        expect(sinVariante.status).toBe(422);
        expect(sinVariante.body.detail).toEqual([{ loc: ['body', 'detalles', 1, 'producto_id'], msg: 'El producto seleccionado no existe.', type: 'value_error' }]);
        expect(await contar(server(), 'compras', s.empresaId)).toBe(antes);
    });

    it('receives once: stock rises by each line, costs become the latest, movements link the order', async () => {
        const { proveedor, ids } = await nuevoEscenario([5, 0]);
        const orden = await crearOrden(s, proveedor.id, [
            [ids[0], 3, '11.40'],
            [ids[1], 7, '8.00'],
        ]);
        // The spec's client posts an empty body (some clients still say it is JSON).
        const res = await request(server().url, recibir(orden.id), { method: 'POST', token: s.token, headers: { 'content-type': 'application/json' } });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ id: orden.id, estado: 'Recibida', total: '90.20' });
        expect(await stocks(server(), ids)).toEqual([8, 7]);

        const variantes = await server().db.kysely.selectFrom('variantes').select(['id', 'costo_compra']).where('id', 'in', ids).orderBy('id').execute();
        expect(variantes.map((v) => Number(v.costo_compra))).toEqual([1140, 800]);
        const movs = await server()
            .db.kysely.selectFrom('movimientos_stock')
            .select(['variante_id', 'cantidad', 'stock_resultante', 'tipo', 'compra_id', 'usuario_id'])
            .where('compra_id', '=', orden.id)
            .orderBy('variante_id')
            .execute();
        expect(movs).toEqual([
            { variante_id: ids[0], cantidad: 3000, stock_resultante: 8000, tipo: 'RECEPCION_COMPRA', compra_id: orden.id, usuario_id: s.usuarioId },
            { variante_id: ids[1], cantidad: 7000, stock_resultante: 7000, tipo: 'RECEPCION_COMPRA', compra_id: orden.id, usuario_id: s.usuarioId },
        ]);
        const compraFila = await server().db.kysely.selectFrom('compras').select('fecha_recepcion').where('id', '=', orden.id).executeTakeFirstOrThrow();
        expect(compraFila.fecha_recepcion).toMatch(/^\d{4}-/);

        const otraVez = await s.post(recibir(orden.id), {});
        expect(otraVez.status).toBe(409);
        expect(otraVez.body).toEqual({ detail: `La orden de compra #${orden.id} ya fue recibida.` });
        const cancelada = await s.post(cancelar(orden.id), {});
        expect(cancelada.status).toBe(409);
        expect(cancelada.body).toEqual({ detail: `La orden de compra #${orden.id} ya fue recibida.` });
        expect(await stocks(server(), ids)).toEqual([8, 7]);
        expect((await s.get(compra(orden.id))).body.estado).toBe('Recibida');
    });

    it('cancels a Pendiente order: nothing received, and it can be neither received nor cancelled again', async () => {
        const { proveedor, ids } = await nuevoEscenario([2]);
        const orden = await crearOrden(s, proveedor.id, [[ids[0], 4, '1.00']]);
        const res = await s.post(cancelar(orden.id), {});
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ id: orden.id, estado: 'Cancelada' });
        for (const path of [recibir(orden.id), cancelar(orden.id)]) {
            const otra = await s.post(path, {});
            expect(otra.status).toBe(409);
            expect(otra.body).toEqual({ detail: `La orden de compra #${orden.id} está cancelada.` });
        }
        expect(await stocks(server(), ids)).toEqual([2]);
        const recepciones = await server().db.kysely.selectFrom('movimientos_stock').select('id').where('compra_id', '=', orden.id).execute();
        expect(recepciones).toEqual([]);
    });

    it('answers 404 for an order that does not exist, on every path', async () => {
        for (const [method, path] of [
            ['GET', compra(999_999)],
            ['POST', recibir(999_999)],
            ['POST', cancelar(999_999)],
        ] as const) {
            const res = method === 'GET' ? await s.get(path) : await s.post(path, {});
            expect(res.status).toBe(404);
            expect(res.body).toEqual({ detail: 'No se encontró la orden.' });
        }
        expect((await s.get(compra('abc'))).status).toBe(422);
    });

    it('receives an order exactly once under ten concurrent receives', async () => {
        const { proveedor, ids } = await nuevoEscenario([1, 0]);
        const orden = await crearOrden(s, proveedor.id, [
            [ids[0], 6, '2.00'],
            [ids[1], 9, '3.00'],
        ]);
        const respuestas = await Promise.all(Array.from({ length: 10 }, () => s.post(recibir(orden.id), {})));
        const estados = respuestas.map((r) => r.status).sort();
        expect(estados).toEqual([200, ...Array(9).fill(409)]);
        for (const r of respuestas.filter((x) => x.status === 409)) expect(r.body).toEqual({ detail: `La orden de compra #${orden.id} ya fue recibida.` });
        expect(await stocks(server(), ids)).toEqual([7, 9]);
        const recepciones = await server().db.kysely.selectFrom('movimientos_stock').select('variante_id').where('compra_id', '=', orden.id).execute();
        expect(recepciones).toHaveLength(2);
    });

    it('receives concurrently two orders over the same variants, adding both', async () => {
        const { proveedor, ids } = await nuevoEscenario([0, 0]);
        const a = await crearOrden(s, proveedor.id, [
            [ids[0], 2, '1.00'],
            [ids[1], 3, '1.00'],
        ]);
        const b = await crearOrden(s, proveedor.id, [
            [ids[1], 5, '1.00'],
            [ids[0], 4, '1.00'],
        ]);
        const res = await Promise.all([s.post(recibir(a.id), {}), s.post(recibir(b.id), {}), s.post(recibir(a.id), {}), s.post(recibir(b.id), {})]);
        expect(res.map((r) => r.status).sort()).toEqual([200, 200, 409, 409]);
        expect(await stocks(server(), ids)).toEqual([6, 8]);
    });
});

describeEachEngine('compras: list', (server) => {
    let s: Sesion;
    let proveedores: { id: number; nombre_empresa: string }[];
    let ordenes: number[];

    beforeAll(async () => {
        s = await nuevaSesion(server());
        const a = await escenario(s, [0]);
        const b = await escenario(s, [0]);
        proveedores = [a.proveedor, b.proveedor].map(({ id, nombre_empresa }) => ({ id, nombre_empresa }));
        ordenes = [];
        ordenes.push((await crearOrden(s, a.proveedor.id, [[a.ids[0], 1, '30.00']])).id);
        ordenes.push((await crearOrden(s, b.proveedor.id, [[b.ids[0], 1, '10.00']])).id);
        ordenes.push((await crearOrden(s, a.proveedor.id, [[a.ids[0], 2, '10.00']])).id);
        await s.post(recibir(ordenes[0]), {});
        await s.post(cancelar(ordenes[1]), {});
    });

    it('lists newest first with the supplier, X-Total-Count and a default limit of 100', async () => {
        const res = await s.get(COMPRAS);
        expect(res.status).toBe(200);
        expect(res.headers.get('x-total-count')).toBe('3');
        expect(res.body.map((c: { id: number }) => c.id)).toEqual([...ordenes].reverse());
        expect(res.body[2]).toEqual({
            id: ordenes[0],
            proveedor: proveedores[0],
            fecha_emision: expect.any(String),
            estado: 'Recibida',
            total: '30.00',
        });
        expect(res.body[0].detalles).toBeUndefined();

        const otra = await nuevaSesion(server());
        const p = await escenario(otra, [0]);
        const ahora = new Date().toISOString();
        await server()
            .db.kysely.insertInto('compras')
            .values(Array.from({ length: 101 }, () => ({ empresa_id: otra.empresaId, proveedor_id: p.proveedor.id, usuario_id: otra.usuarioId, fecha_emision: ahora, estado: 'Pendiente', total: 0 })))
            .execute();
        const muchas = await otra.get(COMPRAS);
        expect(muchas.body).toHaveLength(100);
        expect(muchas.headers.get('x-total-count')).toBe('101');
        expect((await otra.get(`${COMPRAS}?skip=100&limit=100`)).body).toHaveLength(1);
    });

    it('filters by supplier and estado, and sorts by total', async () => {
        const ids = async (q: string) => (await s.get(`${COMPRAS}?${q}`)).body.map((c: { id: number }) => c.id);
        expect(await ids(`proveedor_id=${proveedores[0].id}`)).toEqual([ordenes[2], ordenes[0]]);
        expect(await ids('estado=Pendiente')).toEqual([ordenes[2]]);
        expect(await ids('estado=Cancelada')).toEqual([ordenes[1]]);
        expect(await ids(`estado=Recibida&proveedor_id=${proveedores[1].id}`)).toEqual([]);
        expect(await ids('sort=total&order=ASC')).toEqual([ordenes[1], ordenes[2], ordenes[0]]);
        // react-admin's simple REST dialect
        const ra = await s.get(`${COMPRAS}?range=${encodeURIComponent('[0,0]')}&sort=${encodeURIComponent('["id","ASC"]')}&filter=${encodeURIComponent('{"estado":"Recibida"}')}`);
        expect(ra.body.map((c: { id: number }) => c.id)).toEqual([ordenes[0]]);
        expect(ra.headers.get('content-range')).toBe('compras 0-0/1');
    });

    it('refuses an unknown filter, estado or sort with a 422', async () => {
        for (const q of ['estado=Perdida', 'cliente_id=1', 'sort=proveedor', 'limit=1001']) {
            expect((await s.get(`${COMPRAS}?${q}`)).status, q).toBe(422);
        }
    });
});
