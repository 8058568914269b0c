import { MILESIMAS } from '../../contracts/unidades.js';
import { moverStock } from '../../server/modules/inventario/stockWriter.js';
import { crearProducto, insertarVenta, nuevaSesion, type Sesion, variante } from '../helpers/catalogo.js';
import { devolucionEn } from '../helpers/documentos.js';
import { AJUSTES, crearOrden, escenario, historialCuadra, INVENTARIO, movimientos, recibir, stocks, VALOR } from '../helpers/compras.js';
import { describeEachEngine } from '../helpers/testServer.js';

const SALIDA = 'Error: Para un tipo de ajuste de SALIDA, la cantidad debe ser un número negativo (ej. -5).';
const ENTRADA = 'Error: Para un tipo de ajuste de ENTRADA, la cantidad debe ser un número positivo (ej. 5).';
const CERO = 'La cantidad del ajuste no puede ser cero.';

describeEachEngine('inventario: adjustments and kardex', (server) => {
    let s: Sesion;
    const tocadas: number[] = [];

    beforeAll(async () => {
        s = await nuevaSesion(server());
    });
    afterEach(async () => {
        await historialCuadra(server(), tocadas);
    });

    const nuevaVariante = async (stock: number) => {
        const e = await escenario(s, [stock]);
        tocadas.push(e.ids[0]);
        return { ...e, id: e.ids[0], sku: e.producto.variantes[0].sku };
    };

    it.each([
        ['ENTRADA_MANUAL', 4, 14],
        ['ENTRADA_DEVOLUCION', 1, 11],
        ['AJUSTE_CONTEO_POSITIVO', 2, 12],
        ['AJUSTE_CONTEO_NEGATIVO', -3, 7],
        ['SALIDA_ROTURA', -1, 9],
        ['SALIDA_MERMA', -10, 0],
        ['SALIDA_DEVOLUCION_PROV', -2, 8],
    ])('applies %s %i and answers the new stock, recording type, reason and user', async (tipo, cantidad, esperado) => {
        const { id, sku } = await nuevaVariante(10);
        const res = await s.post(AJUSTES, { producto_id: id, cantidad_ajuste: cantidad, tipo_ajuste: tipo, motivo: '  Conteo del lunes  ' });
        expect(res.status).toBe(201);
        expect(res.body).toEqual({ producto_id: id, sku, stock: esperado });
        expect(await stocks(server(), [id])).toEqual([esperado]);
        const kardex = await s.get(movimientos(id));
        expect(kardex.body[0]).toEqual({
            id: expect.any(Number),
            fecha: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
            tipo,
            cantidad,
            stock_resultante: esperado,
            motivo: 'Conteo del lunes',
            usuario: s.email,
            venta_id: null,
            nota_credito_id: null,
            compra_id: null,
        });
    });

    it.each([
        ['SALIDA_MERMA', 0, CERO],
        ['ENTRADA_MANUAL', 0, CERO],
        ['SALIDA_MERMA', 5, SALIDA],
        ['SALIDA_ROTURA', 1, SALIDA],
        ['SALIDA_DEVOLUCION_PROV', 2, SALIDA],
        ['AJUSTE_CONTEO_NEGATIVO', 3, SALIDA],
        ['ENTRADA_MANUAL', -5, ENTRADA],
        ['ENTRADA_DEVOLUCION', -1, ENTRADA],
        ['AJUSTE_CONTEO_POSITIVO', -2, ENTRADA],
        ['ENTRADA_MANUAL', 1.2345, 'La cantidad admite hasta tres decimales (ej. 0.750).'],
        ['ENTRADA_MANUAL', 'diez', 'La cantidad del ajuste debe ser un número con hasta tres decimales.'],
    ])('refuses %s with %j: 422 at cantidad_ajuste with the spec message, nothing changes', async (tipo, cantidad, msg) => {
        const { id } = await nuevaVariante(10);
        const res = await s.post(AJUSTES, { producto_id: id, cantidad_ajuste: cantidad, tipo_ajuste: tipo, motivo: 'x' });
        expect(res.status).toBe(422);
        expect(res.body.detail).toEqual([{ loc: ['body', 'cantidad_ajuste'], msg, type: expect.any(String) }]);
        expect(await stocks(server(), [id])).toEqual([10]);
        expect((await s.get(movimientos(id))).headers.get('x-total-count')).toBe('1');
    });

    it('refuses an unknown type and a missing or unknown variant', async () => {
        const { id } = await nuevaVariante(1);
        const tipo = await s.post(AJUSTES, { producto_id: id, cantidad_ajuste: 1, tipo_ajuste: 'REGALO', motivo: null });
        expect(tipo.status).toBe(422);
        expect(tipo.body.detail).toEqual([{ loc: ['body', 'tipo_ajuste'], msg: 'Selecciona un tipo de ajuste válido.', type: expect.any(String) }]);
        const falta = await s.post(AJUSTES, { cantidad_ajuste: 1, tipo_ajuste: 'ENTRADA_MANUAL' });
        expect(falta.status).toBe(422);
        expect(falta.body.detail[0].loc).toEqual(['body', 'producto_id']);
        const inexistente = await s.post(AJUSTES, { producto_id: 999_999, cantidad_ajuste: 1, tipo_ajuste: 'ENTRADA_MANUAL' });
        expect(inexistente.status).toBe(422);
        expect(inexistente.body.detail).toEqual([{ loc: ['body', 'producto_id'], msg: 'El producto seleccionado no existe.', type: 'value_error' }]);
    });

    it("takes a quantity written with its sign, '+5' as '-3' (it was told '+5' is not a whole number)", async () => {
        const { id } = await nuevaVariante(10);
        const entrada = await s.post(AJUSTES, { producto_id: id, cantidad_ajuste: '+5', tipo_ajuste: 'ENTRADA_MANUAL' });
        expect(entrada.status).toBe(201);
        expect(entrada.body.stock).toBe(15);
        expect((await s.post(AJUSTES, { producto_id: id, cantidad_ajuste: '-3', tipo_ajuste: 'SALIDA_MERMA' })).body.stock).toBe(12);
        for (const mal of ['+-5', '++5', '+', '5+']) {
            expect((await s.post(AJUSTES, { producto_id: id, cantidad_ajuste: mal, tipo_ajuste: 'ENTRADA_MANUAL' })).status, mal).toBe(422);
        }
        expect(await stocks(server(), [id])).toEqual([12]);
    });

    it('accepts an adjustment without a reason (recorded as null)', async () => {
        const { id } = await nuevaVariante(0);
        expect((await s.post(AJUSTES, { producto_id: id, cantidad_ajuste: 3, tipo_ajuste: 'ENTRADA_MANUAL' })).status).toBe(201);
        expect((await s.get(movimientos(id))).body[0].motivo).toBeNull();
    });

    it('keeps a reason typed on several lines, as the multi-line box allows', async () => {
        const { id } = await nuevaVariante(10);
        const res = await s.post(AJUSTES, { producto_id: id, cantidad_ajuste: -1, tipo_ajuste: 'SALIDA_MERMA', motivo: 'Caja rota\nal descargar' });
        expect(res.status).toBe(201);
        expect((await s.get(movimientos(id))).body[0].motivo).toBe('Caja rota\nal descargar');
    });

    it('never takes stock below zero: 409 naming the SKU and what is available, nothing written', async () => {
        const { id, sku } = await nuevaVariante(3);
        const res = await s.post(AJUSTES, { producto_id: id, cantidad_ajuste: -5, tipo_ajuste: 'SALIDA_MERMA', motivo: 'Caducado' });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ detail: `Stock insuficiente para el SKU '${sku}': disponible 3, solicitado 5.` });
        expect(await stocks(server(), [id])).toEqual([3]);
        expect((await s.get(movimientos(id))).headers.get('x-total-count')).toBe('1');
    });

    it('never takes stock above 1,000,000,000 units: 409 naming the SKU, nothing written (was a 500 past PostgreSQL’s integer)', async () => {
        const { id, sku } = await nuevaVariante(999_999_000);
        const entrada = (cantidad: number) => s.post(AJUSTES, { producto_id: id, cantidad_ajuste: cantidad, tipo_ajuste: 'ENTRADA_MANUAL', motivo: null });
        const res = await entrada(1_000);
        expect(res.status).toBe(201);
        for (const [cantidad, stock] of [
            [1, 1_000_000_000],
            [1_000_000, 1_000_000_000],
        ]) {
            const mas = await entrada(cantidad);
            expect(mas.status).toBe(409);
            expect(mas.body).toEqual({ detail: `El stock de '${sku}' no puede superar 1,000,000,000 unidades: hay ${stock} y se agregarían ${cantidad}.` });
        }
        expect(await stocks(server(), [id])).toEqual([1_000_000_000]);
        expect((await s.get(movimientos(id))).headers.get('x-total-count')).toBe('2');
        await historialCuadra(server(), [id]);
    });

    it('keeps stock at zero or more under concurrent outgoing adjustments: exactly the available units leave', async () => {
        const { id } = await nuevaVariante(5);
        const res = await Promise.all(
            Array.from({ length: 12 }, (_, i) => s.post(AJUSTES, { producto_id: id, cantidad_ajuste: -1, tipo_ajuste: 'SALIDA_MERMA', motivo: `merma ${i}` })),
        );
        expect(res.filter((r) => r.status === 201)).toHaveLength(5);
        expect(res.filter((r) => r.status === 409)).toHaveLength(7);
        expect(await stocks(server(), [id])).toEqual([0]);
        // Each accepted adjustment saw a distinct resulting stock: 4, 3, 2, 1, 0.
        expect(res.filter((r) => r.status === 201).map((r) => r.body.stock).sort()).toEqual([0, 1, 2, 3, 4]);
    });

    it('keeps the history adding up when adjustments in and out race with a receipt', async () => {
        const e = await nuevaVariante(4);
        const orden = await crearOrden(s, e.proveedor.id, [[e.id, 6, '1.00']]);
        const res = await Promise.all([
            s.post(recibir(orden.id), {}),
            ...Array.from({ length: 8 }, (_, i) =>
                s.post(AJUSTES, i % 2 ? { producto_id: e.id, cantidad_ajuste: 1, tipo_ajuste: 'ENTRADA_MANUAL' } : { producto_id: e.id, cantidad_ajuste: -3, tipo_ajuste: 'SALIDA_ROTURA' }),
            ),
        ]);
        expect(res[0].status).toBe(200);
        const [stock] = await stocks(server(), [e.id]);
        const esperado = 4 + 6 + res.slice(1).reduce((t, r, i) => t + (r.status === 201 ? (i % 2 ? 1 : -3) : 0), 0);
        expect(stock).toBe(esperado);
        for (const r of res.slice(1)) expect([201, 409]).toContain(r.status);
    });

    it('reads the kardex newest first, paged, with every source document', async () => {
        const e = await nuevaVariante(2);
        const orden = await crearOrden(s, e.proveedor.id, [[e.id, 5, '3.00']]);
        await s.post(recibir(orden.id), {});
        await s.post(AJUSTES, { producto_id: e.id, cantidad_ajuste: -1, tipo_ajuste: 'SALIDA_ROTURA', motivo: 'Se cayó' });
        // A sale and a credit note are other parts' workflows: write their movements through the stock writer.
        const ventaId = await insertarVenta(server(), s, { lineas: [{ varianteId: e.id, cantidad: 2, precio: 100 }] });
        await server().db.transaction((tx) => moverStock(tx, s.empresaId, s.usuarioId, [{ varianteId: e.id, cantidad: -2 * MILESIMAS, tipo: 'VENTA', ventaId }]));
        // The credit note as the return writes it (counted, posted: the tests' counter rebuild checks it), its stock below.
        const nota = await devolucionEn(server(), s, ventaId, { fecha: new Date().toISOString(), lineas: [{ varianteId: e.id, cantidad: 1, precio: 100 }] });
        await server().db.transaction((tx) =>
            moverStock(tx, s.empresaId, null, [{ varianteId: e.id, cantidad: MILESIMAS, tipo: 'DEVOLUCION_VENTA', notaCreditoId: nota.id }]),
        );

        const todo = await s.get(movimientos(e.id));
        expect(todo.status).toBe(200);
        expect(todo.headers.get('x-total-count')).toBe('5');
        expect(todo.body.map((m: { tipo: string; cantidad: number; stock_resultante: number }) => [m.tipo, m.cantidad, m.stock_resultante])).toEqual([
            ['DEVOLUCION_VENTA', 1, 5],
            ['VENTA', -2, 4],
            ['SALIDA_ROTURA', -1, 6],
            ['RECEPCION_COMPRA', 5, 7],
            ['STOCK_INICIAL', 2, 2],
        ]);
        expect(todo.body[0]).toMatchObject({ nota_credito_id: nota.id, venta_id: null, compra_id: null, usuario: null });
        expect(todo.body[1]).toMatchObject({ venta_id: ventaId, usuario: s.email });
        expect(todo.body[3]).toMatchObject({ compra_id: orden.id, motivo: `Recepción de la orden de compra #${orden.id}` });

        const pagina = await s.get(`${movimientos(e.id)}?skip=1&limit=2`);
        expect(pagina.body.map((m: { tipo: string }) => m.tipo)).toEqual(['VENTA', 'SALIDA_ROTURA']);
        expect(pagina.headers.get('x-total-count')).toBe('5');
        const ra = await s.get(`${movimientos(e.id)}?range=${encodeURIComponent('[0,0]')}&sort=${encodeURIComponent('["fecha","ASC"]')}`);
        expect(ra.body.map((m: { tipo: string }) => m.tipo)).toEqual(['STOCK_INICIAL']);
        expect((await s.get(`${movimientos(e.id)}?tipo=VENTA`)).status).toBe(422);
    });

    it('reads the kardex in the order the stock changed, each balance following from the one before, even when the dates disagree', async () => {
        // Two sales race for one variant: each takes its time before the row lock, so the one
        // that got the lock second may carry the earlier time (or another process's clock).
        const e = await nuevaVariante(10);
        const ahora = Date.now();
        const vender = (cantidad: number, fecha: number) =>
            server().db.transaction((tx) => moverStock(tx, s.empresaId, s.usuarioId, [{ varianteId: e.id, cantidad: -cantidad * MILESIMAS, tipo: 'VENTA' }], new Date(fecha).toISOString()));
        await vender(2, ahora + 5);
        await vender(3, ahora + 1);
        const kardex = (await s.get(movimientos(e.id))).body as { cantidad: number; stock_resultante: number }[];
        expect(kardex.map((m) => [m.cantidad, m.stock_resultante])).toEqual([
            [-3, 5],
            [-2, 8],
            [10, 10],
        ]);
        // Read oldest first, every balance is the one before plus the change.
        const asc = (await s.get(`${movimientos(e.id)}?sort=fecha&order=ASC`)).body as { cantidad: number; stock_resultante: number }[];
        asc.slice(1).forEach((m, i) => expect(m.stock_resultante).toBe(asc[i].stock_resultante + m.cantidad));
    });

    it('answers 404 for an unknown variant and 422 for a malformed id', async () => {
        const res = await s.get(movimientos(999_999));
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ detail: 'Producto no encontrado.' });
        expect((await s.get(movimientos('abc'))).status).toBe(422);
    });
});

describeEachEngine('inventario: list and value', (server) => {
    let s: Sesion;
    let ids: number[];

    beforeAll(async () => {
        s = await nuevaSesion(server());
        const a = await crearProducto(s, {
            nombre: 'Pintura Azul Peña',
            variantes: [variante({ sku: 'PA-1L', stock: 20, costo_compra: '50.00', precio_venta: '80.00' }), variante({ sku: 'PA-4L', stock: 0, costo_compra: '150.00' })],
        });
        const b = await crearProducto(s, { nombre: 'Brocha fina', variantes: [variante({ sku: 'BR-01', stock: 10, costo_compra: '12.50' })] });
        ids = [...a.variantes, ...b.variantes].map((v) => v.id);
        // Another company's stock never shows.
        await crearProducto(await nuevaSesion(server()), { nombre: 'Pintura ajena', variantes: [variante({ sku: 'PA-X', stock: 99 })] });
    });

    it('lists one row per variant with its product, by name, with X-Total-Count', async () => {
        const res = await s.get(`${INVENTARIO}?skip=0&limit=1000`);
        expect(res.status).toBe(200);
        expect(res.headers.get('x-total-count')).toBe('3');
        expect(res.body.map((r: { sku: string }) => r.sku)).toEqual(['BR-01', 'PA-1L', 'PA-4L']);
        expect(res.body[1]).toEqual({
            id: ids[0],
            sku: 'PA-1L',
            plantilla: { id: expect.any(Number), nombre: 'Pintura Azul Peña' },
            stock: 20,
            precio_venta: '80.00',
            costo_compra: '50.00',
            activo: true,
            unidad: 'pieza',
            precios_mayoreo: [],
        });
    });

    it('searches by name (accent- and case-blind) or SKU, filters low stock, sorts and pages', async () => {
        const skus = async (q: string) => (await s.get(`${INVENTARIO}?${q}`)).body.map((r: { sku: string }) => r.sku);
        expect(await skus('search=PENA')).toEqual(['PA-1L', 'PA-4L']);
        expect(await skus('search=br-0')).toEqual(['BR-01']);
        expect(await skus('bajo_stock=true')).toEqual(['BR-01', 'PA-4L']);
        expect(await skus('bajo_stock=false')).toEqual(['BR-01', 'PA-1L', 'PA-4L']);
        expect(await skus('sort=stock&order=DESC')).toEqual(['PA-1L', 'BR-01', 'PA-4L']);
        expect(await skus('sort=sku&skip=1&limit=1')).toEqual(['PA-1L']);
        const ra = await s.get(`${INVENTARIO}?range=${encodeURIComponent('[0,999]')}&filter=${encodeURIComponent('{"q":"pintura","bajo_stock":true}')}`);
        expect(ra.body.map((r: { sku: string }) => r.sku)).toEqual(['PA-4L']);
        expect((await s.get(`${INVENTARIO}?bajo_stock=quizas`)).status).toBe(422);
    });

    it('values the stock exactly when stock × cost passes a 64-bit integer (was 9e+22.68 on SQLite, a 500 on PostgreSQL)', async () => {
        const otra = await nuevaSesion(server());
        await crearProducto(otra, {
            variantes: [variante({ stock: 1_000_000_000, costo_compra: '90000000000000.00' }), variante({ stock: 3, costo_compra: '999999.99' })],
        });
        const res = await otra.get(VALOR);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ valor: '90000000000000002999999.97', existencias: [{ unidad: 'pieza', cantidad: 1_000_000_003 }], variantes: 2 });
    });

    it('values the listed stock at cost (Σ stock × costo_compra) over the same filters', async () => {
        expect((await s.get(VALOR)).body).toEqual({ valor: '1125.00', existencias: [{ unidad: 'pieza', cantidad: 30 }], variantes: 3 });
        expect((await s.get(`${VALOR}?search=pintura`)).body).toEqual({ valor: '1000.00', existencias: [{ unidad: 'pieza', cantidad: 20 }], variantes: 2 });
        expect((await s.get(`${VALOR}?bajo_stock=true`)).body).toEqual({ valor: '125.00', existencias: [{ unidad: 'pieza', cantidad: 10 }], variantes: 2 });
        expect((await s.get(`${VALOR}?search=nada-coincide`)).body).toEqual({ valor: '0.00', existencias: [], variantes: 0 });
    });
});
