import { comoBody, contar, crearCliente, nuevaSesion, type Sesion, stockYMovimientos, unico } from '../helpers/catalogo.js';
import { reescribirVenta } from '../helpers/documentos.js';
import { sentenciasDe } from '../helpers/sentencias.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';
import { checkout, efectivo, productoConVariantes, RUTAS_VENTAS } from '../helpers/ventas.js';

const M = {
    montoPositivo: 'El monto del pago debe ser un número positivo.',
    insuficiente: 'El monto pagado es insuficiente. Por favor, verifique los pagos.',
    montoMaximo: 'El monto de un pago no puede superar $99,999,999.99.',
    cambioSoloEfectivo: 'Solo el efectivo da cambio: los pagos con otros métodos no pueden sumar más que el total de la venta.',
    productoInexistente: 'El producto no existe.',
    clienteInexistente: 'El cliente seleccionado no existe.',
    noEncontrada: 'Venta no encontrada.',
    sinPermiso: 'No tiene permiso para realizar esta acción.',
};

const sku = (base: string) => unico(base).replace(/\s+/g, '-');

describeEachEngine('ventas: checkout', (server) => {
    let s: Sesion;
    beforeAll(async () => {
        s = await nuevaSesion(server());
    });

    it('records the sale from stored prices: lines, payments, change, stock and movements in one go', async () => {
        const p = await productoConVariantes(s, [
            { sku: sku('CK-A'), precio: '150.50', stock: 10 },
            { sku: sku('CK-B'), precio: '19.99', stock: 4 },
        ]);
        const [a, b] = p.variantes;
        const cliente = await crearCliente(s);
        const res = await checkout(s, {
            // Repeated variant merges; a price sent by the client is ignored.
            items: [
                { producto_id: a.id, cantidad: 2, precio_unitario: '0.01' },
                { producto_id: b.id, cantidad: 3 },
                { producto_id: a.id, cantidad: 1 },
            ],
            pagos: [efectivo('400'), { metodo_pago: 'Tarjeta de Crédito', monto: 113.47 }],
            cliente_id: cliente.id,
        });
        // 3 × 150.50 + 3 × 19.99 = 451.50 + 59.97 = 511.47; paid 513.47
        expect(res.status).toBe(201);
        expect(res.body).toEqual({ id: expect.any(Number), total: '511.47', cambio: '2.00' });

        const detalle = await s.get(RUTAS_VENTAS.venta(res.body.id));
        expect(detalle.status).toBe(200);
        expect(detalle.body).toMatchObject({
            id: res.body.id,
            estado: 'Completada',
            total: '511.47',
            pagado: '513.47',
            cambio: '2.00',
            cliente: { id: cliente.id, nombre_completo: cliente.nombre_completo },
            usuario: s.email,
            notas_credito: [],
        });
        const linea = (cantidad: number, precio_unitario: string, subtotal: string, base: string, iva: string) => ({
            id: expect.any(Number),
            cantidad,
            precio_unitario,
            // No tiers: charged the list price.
            precio_lista: precio_unitario,
            mayoreo: false,
            subtotal,
            // No discount: the line charged its list amount.
            descuento: '0.00',
            base,
            iva,
            ieps: '0.00',
            tasa_iva: '16',
            tasa_ieps: null,
            unidad: 'pieza',
        });
        expect(detalle.body.detalles).toEqual([
            // Each line split at the product's IVA (16 %, the default): base + iva = subtotal.
            { ...linea(3, '150.50', '451.50', '389.22', '62.28'), producto: { id: a.id, sku: a.sku, plantilla: { id: p.id, nombre: p.nombre } } },
            { ...linea(3, '19.99', '59.97', '51.70', '8.27'), producto: { id: b.id, sku: b.sku, plantilla: { id: p.id, nombre: p.nombre } } },
        ]);
        expect(detalle.body.impuestos).toEqual([{ impuesto: 'IVA', tipo_factor: 'Tasa', tasa: '0.160000', base: '440.92', importe: '70.55' }]);
        expect(detalle.body.pagos).toEqual([
            { id: expect.any(Number), metodo_pago: 'Efectivo', monto: '400.00' },
            { id: expect.any(Number), metodo_pago: 'Tarjeta de Crédito', monto: '113.47' },
        ]);
        expect(Date.parse(detalle.body.fecha)).toBeGreaterThan(Date.now() - 60_000);

        const stock = await stockYMovimientos(server(), [a.id, b.id]);
        expect(stock[a.id]).toEqual({ stock: 7, suma: 7, movimientos: 2 });
        expect(stock[b.id]).toEqual({ stock: 1, suma: 1, movimientos: 2 });
        const movs = await server().db.kysely.selectFrom('movimientos_stock').selectAll().where('venta_id', '=', res.body.id).orderBy('variante_id').execute();
        expect(movs.map((m) => [m.variante_id, m.cantidad, m.tipo, m.stock_resultante])).toEqual([
            // Stored in thousandths (migration 0027_milesimas).
            [a.id, -3000, 'VENTA', 7000],
            [b.id, -3000, 'VENTA', 1000],
        ]);
    });

    it('writes a sale in one transaction on both engines, in as many statements whatever its lines', async () => {
        const p = await productoConVariantes(s, [
            { sku: sku('CK-1S'), precio: '2.00', stock: 5 },
            { sku: sku('CK-2S'), precio: '3.00', stock: 5 },
            { sku: sku('CK-3S'), precio: '4.00', stock: 5 },
        ]);
        const vender = async (variantes: { id: number }[]) => {
            let res: Awaited<ReturnType<typeof checkout>> | undefined;
            const medido = await sentenciasDe(server(), async () => {
                res = await checkout(s, { items: variantes.map((v) => ({ producto_id: v.id, cantidad: 1 })), pagos: [efectivo(10)] }, sku('una-transaccion'));
            });
            expect(res?.status).toBe(201);
            return medido;
        };
        const una = await vender(p.variantes.slice(0, 1));
        const tres = await vender(p.variantes);
        expect(una.transacciones).toBe(1);
        expect(tres.transacciones).toBe(1);
        expect(tres.sentencias.length).toBe(una.sentencias.length);
        for (const tabla of ['"ventas"', '"venta_detalles"', '"venta_pagos"', '"movimientos_stock"', '"movimientos_contables"', '"ventas_diarias"']) {
            expect(tres.sentencias.some((q) => q.includes(`insert into ${tabla}`))).toBe(true);
        }
    });

    it('sells to a walk-in (no customer) with exact payment: change 0.00, cliente null', async () => {
        const p = await productoConVariantes(s, [{ sku: sku('CK-W'), precio: '10.10', stock: 5 }]);
        const res = await checkout(s, { items: [{ producto_id: p.variantes[0].id, cantidad: 3 }], pagos: [efectivo('30.30')] });
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({ total: '30.30', cambio: '0.00' });
        expect((await s.get(RUTAS_VENTAS.venta(res.body.id))).body.cliente).toBeNull();
        const nulo = await checkout(s, { items: [{ producto_id: p.variantes[0].id, cantidad: 1 }], pagos: [efectivo('10.10')], cliente_id: null });
        expect(nulo.status).toBe(201);
    });

    it('refuses payments below the total with the spec text and writes nothing', async () => {
        const p = await productoConVariantes(s, [{ sku: sku('CK-I'), precio: '100.00', stock: 5 }]);
        const ventasAntes = await contar(server(), 'ventas', s.empresaId);
        for (const pagos of [[efectivo('99.99')], [efectivo('50'), { metodo_pago: 'Transferencia', monto: '49.99' }], []]) {
            const res = await checkout(s, { items: [{ producto_id: p.variantes[0].id, cantidad: 1 }], pagos });
            expect(res.status).toBe(422);
            expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'pagos'], msg: M.insuficiente });
        }
        expect(await contar(server(), 'ventas', s.empresaId)).toBe(ventasAntes);
        expect((await stockYMovimientos(server(), [p.variantes[0].id]))[p.variantes[0].id]).toEqual({ stock: 5, suma: 5, movimientos: 1 });
    });

    it('gives change in cash only: other methods may add up to the total, never more (422, nothing written)', async () => {
        const p = await productoConVariantes(s, [{ sku: sku('CK-CE'), precio: '75.00', stock: 5 }]);
        const item = [{ producto_id: p.variantes[0].id, cantidad: 1 }];
        const ventasAntes = await contar(server(), 'ventas', s.empresaId);
        for (const pagos of [
            [{ metodo_pago: 'Tarjeta de Débito', monto: '1000.00' }],
            [efectivo('20'), { metodo_pago: 'Transferencia', monto: '50' }, { metodo_pago: 'Otro', monto: '25.01' }],
        ]) {
            const res = await checkout(s, { items: item, pagos });
            expect(res.status).toBe(422);
            expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'pagos'], msg: M.cambioSoloEfectivo });
        }
        expect(await contar(server(), 'ventas', s.empresaId)).toBe(ventasAntes);
        expect((await stockYMovimientos(server(), [p.variantes[0].id]))[p.variantes[0].id]).toEqual({ stock: 5, suma: 5, movimientos: 1 });
        // The card charged part of what is owed, the change out of the cash. (Cash first, then a card for
        // the whole total, is refused since no payment goes past the total: tests/api/numerosYPagos.test.ts.)
        const ok = await checkout(s, { items: item, pagos: [{ metodo_pago: 'Tarjeta de Crédito', monto: '50.00' }, efectivo('500')] });
        expect(ok.status).toBe(201);
        expect(ok.body).toMatchObject({ total: '75.00', cambio: '475.00' });
    });

    it('refuses a payment above $99,999,999.99: a barcode scanned into the amount is not money', async () => {
        const p = await productoConVariantes(s, [{ sku: sku('CK-MX'), precio: '9.50', stock: 5 }]);
        const item = [{ producto_id: p.variantes[0].id, cantidad: 1 }];
        // A 13-digit barcode, and one too long for exact cents (it was told it is not a number).
        for (const monto of ['7501234567890', '75012345678901234']) {
            const res = await checkout(s, { items: item, pagos: [efectivo(monto)] });
            expect(res.status, monto).toBe(422);
            expect(res.body.detail, monto).toEqual([expect.objectContaining({ loc: ['body', 'pagos', 0, 'monto'], msg: M.montoMaximo })]);
        }
        const tope = await checkout(s, { items: item, pagos: [efectivo('99999999.99')] });
        expect(tope.status).toBe(201);
        expect(tope.body.cambio).toBe('99999990.49');
    });

    it.each([
        ['zero', 0],
        ['negative', '-5'],
        ['text', 'abc'],
        ['three decimals', '1.005'],
    ])('refuses a %s payment amount with the spec text', async (_, monto) => {
        const p = await productoConVariantes(s, [{ sku: sku('CK-M'), precio: '1.00', stock: 5 }]);
        const res = await checkout(s, { items: [{ producto_id: p.variantes[0].id, cantidad: 1 }], pagos: [efectivo(5), { metodo_pago: 'Efectivo', monto }] });
        expect(res.status).toBe(422);
        expect(res.body.detail).toContainEqual(expect.objectContaining({ loc: ['body', 'pagos', 1, 'monto'], msg: M.montoPositivo }));
    });

    it('accepts each of the seven payment methods and refuses any other', async () => {
        const p = await productoConVariantes(s, [{ sku: sku('CK-MP'), precio: '1.00', stock: 20 }]);
        const metodos = ['Efectivo', 'Tarjeta de Crédito', 'Tarjeta de Débito', 'Transferencia', 'Crédito de la Tienda', 'Canje de Puntos', 'Otro'];
        // Credit and points need a customer with room for them (issue 34: tests/api/cuentas*.test.ts).
        const cliente = await crearCliente(s, { limite_credito: '10.00' });
        expect((await s.post(`/api/v1/clientes/${cliente.id}/ajustes/`, { puntos: 1, motivo: 'Un punto para pagar' })).status).toBe(201);
        const ok = await checkout(s, { items: [{ producto_id: p.variantes[0].id, cantidad: 7 }], pagos: metodos.map((metodo_pago) => ({ metodo_pago, monto: 1 })), cliente_id: cliente.id });
        expect(ok.status).toBe(201);
        expect((await s.get(RUTAS_VENTAS.venta(ok.body.id))).body.pagos.map((x: { metodo_pago: string }) => x.metodo_pago)).toEqual(metodos);
        const bad = await checkout(s, { items: [{ producto_id: p.variantes[0].id, cantidad: 1 }], pagos: [{ metodo_pago: 'Bitcoin', monto: 1 }] });
        expect(bad.status).toBe(422);
        expect(bad.body.detail[0].loc).toEqual(['body', 'pagos', 0, 'metodo_pago']);
    });

    it('validates items: at least one, integer quantities of 1 or more, existing variants (422 at the item)', async () => {
        const p = await productoConVariantes(s, [{ sku: sku('CK-V'), precio: '1.00', stock: 5 }]);
        const id = p.variantes[0].id;
        const casos: [unknown, (string | number)[]][] = [
            [[], ['body', 'items']],
            [[{ producto_id: id, cantidad: 0 }], ['body', 'items', 0, 'cantidad']],
            [[{ producto_id: id, cantidad: 1.5 }], ['body', 'items', 0, 'cantidad']],
            [[{ producto_id: id, cantidad: -1 }], ['body', 'items', 0, 'cantidad']],
            [[{ producto_id: 'x', cantidad: 1 }], ['body', 'items', 0, 'producto_id']],
            [[{ producto_id: id, cantidad: 1 }, { producto_id: 999_999_999, cantidad: 1 }], ['body', 'items', 1, 'producto_id']],
        ];
        for (const [items, loc] of casos) {
            const res = await checkout(s, { items, pagos: [efectivo(100)] });
            expect(res.status, JSON.stringify(items)).toBe(422);
            expect(res.body.detail[0].loc).toEqual(loc);
        }
        // A total beyond exact cents (the largest price, twice): refused, never rounded.
        const caro = await productoConVariantes(s, [{ sku: sku('CK-V-MAX'), precio: '90071992547409.91', stock: 5 }]);
        const enorme = await checkout(s, { items: [{ producto_id: caro.variantes[0].id, cantidad: 2 }], pagos: [efectivo(1)] });
        expect(enorme.status).toBe(422);
        expect(enorme.body.detail[0]).toMatchObject({ loc: ['body', 'pagos'], msg: 'El importe de la venta está fuera de rango.' });
        const inexistente = await checkout(s, { items: [{ producto_id: 999_999_999, cantidad: 1 }], pagos: [efectivo(1)] });
        expect(inexistente.body.detail[0].msg).toBe(M.productoInexistente);
        const cliente = await checkout(s, { items: [{ producto_id: id, cantidad: 1 }], pagos: [efectivo(1)], cliente_id: 999_999_999 });
        expect(cliente.status).toBe(422);
        expect(cliente.body.detail[0]).toMatchObject({ loc: ['body', 'cliente_id'], msg: M.clienteInexistente });
        expect((await stockYMovimientos(server(), [id]))[id].stock).toBe(5);
    });

    it('refuses more than the stock with a 409 naming the SKU and what is available; nothing is written', async () => {
        const p = await productoConVariantes(s, [
            { sku: sku('CK-S1'), precio: '1.00', stock: 5 },
            { sku: sku('CK-S2'), precio: '1.00', stock: 2 },
        ]);
        const [a, b] = p.variantes;
        const ventasAntes = await contar(server(), 'ventas', s.empresaId);
        const res = await checkout(s, { items: [{ producto_id: a.id, cantidad: 1 }, { producto_id: b.id, cantidad: 3 }], pagos: [efectivo(10)] });
        expect(res.status).toBe(409);
        expect(res.body.detail).toBe(`Stock insuficiente para el SKU '${b.sku}': disponible 2, solicitado 3.`);
        expect(await contar(server(), 'ventas', s.empresaId)).toBe(ventasAntes);
        const stock = await stockYMovimientos(server(), [a.id, b.id]);
        expect(stock[a.id]).toEqual({ stock: 5, suma: 5, movimientos: 1 });
        expect(stock[b.id]).toEqual({ stock: 2, suma: 2, movimientos: 1 });
    });

    it('refuses a sale whose total the till counted at prices changed since (409, the new total), writing nothing', async () => {
        const p = await productoConVariantes(s, [{ sku: sku('CK-PC'), precio: '19.99', stock: 5 }]);
        const v = p.variantes[0];
        const venta = (total_esperado: unknown, pagos = [efectivo(100)]) => checkout(s, { items: [{ producto_id: v.id, cantidad: 2 }], pagos, total_esperado });
        const ventasAntes = await contar(server(), 'ventas', s.empresaId);
        // The owner raises the price while the line sits in a till's cart.
        const editado = await s.put(`/api/v1/productos/plantillas/${p.id}/`, { ...comoBody(p), variantes: [{ ...comoBody(p).variantes[0], precio_venta: '1250.00' }] });
        expect(editado.status).toBe(200);
        const res = await venta('39.98', [efectivo(40)]);
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ detail: 'Los precios cambiaron mientras la venta estaba abierta: el total ahora es $2,500.00. Revise el carrito y los pagos.' });
        expect(await contar(server(), 'ventas', s.empresaId)).toBe(ventasAntes);
        expect((await stockYMovimientos(server(), [v.id]))[v.id]).toEqual({ stock: 5, suma: 5, movimientos: 1 });
        expect((await venta('abc')).status).toBe(422);
        // Counted at today's price, it sells; without the field, the stored prices alone decide.
        const ok = await venta(2500, [efectivo(2500)]);
        expect(ok.status).toBe(201);
        expect(ok.body.total).toBe('2500.00');
        expect((await venta(undefined, [efectivo(2500)])).status).toBe(201);
    });

    it('an Idempotency-Key makes a retry return the first sale; another key sells again', async () => {
        const p = await productoConVariantes(s, [{ sku: sku('CK-K'), precio: '5.00', stock: 10 }]);
        const body = { items: [{ producto_id: p.variantes[0].id, cantidad: 2 }], pagos: [efectivo(20)] };
        const clave = `pos-${Date.now()}`;
        const primera = await checkout(s, body, clave);
        const reintento = await checkout(s, body, clave);
        expect(primera.status).toBe(201);
        expect(reintento.status).toBe(201);
        expect(reintento.body).toEqual(primera.body);
        expect(primera.body).toEqual({ id: expect.any(Number), total: '10.00', cambio: '10.00' });
        expect(reintento.headers.get('idempotent-replayed')).toBe('true');
        expect(primera.headers.get('idempotent-replayed')).toBeNull();
        expect((await stockYMovimientos(server(), [p.variantes[0].id]))[p.variantes[0].id].stock).toBe(8);
        const otra = await checkout(s, body, `${clave}-2`);
        expect(otra.body.id).not.toBe(primera.body.id);
        expect((await stockYMovimientos(server(), [p.variantes[0].id]))[p.variantes[0].id].stock).toBe(6);
        // The price rises after the sale: the retry would no longer be covered, and still gets its sale.
        await server().db.kysely.updateTable('variantes').set({ precio_venta: 5000 }).where('id', '=', p.variantes[0].id).execute();
        const tardio = await checkout(s, body, clave);
        expect(tardio.status).toBe(201);
        expect(tardio.body).toEqual(primera.body);
        expect((await checkout(s, body, `${clave}-3`)).status).toBe(422);
        // The price is back to $5.00 but the shelf is empty: the retry still gets its sale, and moves no stock.
        await server().db.kysely.updateTable('variantes').set({ precio_venta: 500, stock: 0 }).where('id', '=', p.variantes[0].id).execute();
        const sinStock = await checkout(s, body, clave);
        expect(sinStock.status).toBe(201);
        expect(sinStock.body).toEqual(primera.body);
        expect(sinStock.headers.get('idempotent-replayed')).toBe('true');
        expect((await checkout(s, body, `${clave}-4`)).status).toBe(409);
        const mala = await checkout(s, body, 'x'.repeat(201));
        expect(mala.status).toBe(422);
        expect(mala.body.detail[0].loc).toEqual(['header', 'idempotency-key']);
    });

    it('a key reused for another cart or customer is refused in Spanish and sells nothing; the same cart in another order, or paid otherwise, is the same sale', async () => {
        const p = await productoConVariantes(s, [
            { sku: sku('CK-RA'), precio: '10.00', stock: 10 },
            { sku: sku('CK-RB'), precio: '3.00', stock: 10 },
        ]);
        const [a, b] = p.variantes;
        const cliente = await crearCliente(s);
        const clave = `reusada-${Date.now()}`;
        const primera = await checkout(s, { items: [{ producto_id: a.id, cantidad: 2 }, { producto_id: b.id, cantidad: 1 }], pagos: [efectivo(50)], cliente_id: cliente.id }, clave);
        expect(primera.status).toBe(201);
        // The same units, listed otherwise and paid by card: a retry of that sale.
        const mismo = await checkout(
            s,
            {
                items: [{ producto_id: b.id, cantidad: 1 }, { producto_id: a.id, cantidad: 1 }, { producto_id: a.id, cantidad: 1 }],
                pagos: [{ metodo_pago: 'Tarjeta de Débito', monto: '23.00' }],
                cliente_id: cliente.id,
            },
            clave,
        );
        expect(mismo.status).toBe(201);
        expect(mismo.body).toEqual(primera.body);
        expect(mismo.headers.get('idempotent-replayed')).toBe('true');

        const ventas = await contar(server(), 'ventas', s.empresaId);
        const otras = [
            { items: [{ producto_id: a.id, cantidad: 3 }, { producto_id: b.id, cantidad: 1 }], pagos: [efectivo(50)], cliente_id: cliente.id },
            { items: [{ producto_id: a.id, cantidad: 2 }], pagos: [efectivo(50)], cliente_id: cliente.id },
            { items: [{ producto_id: a.id, cantidad: 2 }, { producto_id: b.id, cantidad: 1 }], pagos: [efectivo(50)], cliente_id: null },
        ];
        for (const body of otras) {
            const res = await checkout(s, body, clave);
            expect(res.status).toBe(422);
            expect(res.body.detail).toEqual([
                {
                    loc: ['header', 'idempotency-key'],
                    msg: `Esta Idempotency-Key ya registró la venta #${primera.body.id} con otros productos, descuentos o cliente: use una clave nueva para otra venta.`,
                    type: 'value_error',
                },
            ]);
        }
        expect(await contar(server(), 'ventas', s.empresaId)).toBe(ventas);
        const stock = await stockYMovimientos(server(), [a.id, b.id]);
        expect(stock[a.id]).toEqual({ stock: 8, suma: 8, movimientos: 2 });
        expect(stock[b.id]).toEqual({ stock: 9, suma: 9, movimientos: 2 });
    });

    it('keys are per company: the same key in another company is another sale', async () => {
        const otra = await nuevaSesion(server());
        const clave = `compartida-${Date.now()}`;
        const pa = await productoConVariantes(s, [{ sku: sku('CK-KA'), precio: '1.00', stock: 3 }]);
        const pb = await productoConVariantes(otra, [{ sku: sku('CK-KB'), precio: '1.00', stock: 3 }]);
        const a = await checkout(s, { items: [{ producto_id: pa.variantes[0].id, cantidad: 1 }], pagos: [efectivo(1)] }, clave);
        const b = await checkout(otra, { items: [{ producto_id: pb.variantes[0].id, cantidad: 1 }], pagos: [efectivo(1)] }, clave);
        expect(a.status).toBe(201);
        expect(b.status).toBe(201);
        expect(b.body.id).not.toBe(a.body.id);
    });
});

describeEachEngine('ventas: history and detail', (server) => {
    let s: Sesion;
    let ids: number[];
    let cliente: { id: number; nombre_completo: string };
    let cajero: Sesion;

    beforeAll(async () => {
        s = await nuevaSesion(server());
        cajero = await usuarioConPermisos(server(), s.empresaId, ['ventas:crear', 'ventas:leer']);
        cliente = await crearCliente(s);
        const p = await productoConVariantes(s, [{ sku: sku('HI'), precio: '10.00', stock: 100 }]);
        const v = p.variantes[0].id;
        ids = [];
        // Sales of 10, 30, 20 (by the admin, with customer on the 2nd) then 40 by the cashier.
        for (const [cantidad, quien, conCliente] of [[1, s, false], [3, s, true], [2, s, false], [4, cajero, false]] as const) {
            const res = await checkout(quien, { items: [{ producto_id: v, cantidad }], pagos: [efectivo(100)], ...(conCliente ? { cliente_id: cliente.id } : {}) });
            expect(res.status).toBe(201);
            ids.push(res.body.id);
        }
    });

    it('lists newest first with X-Total-Count, customer (or null), seller username, total and estado', async () => {
        const res = await s.get(RUTAS_VENTAS.lista);
        expect(res.status).toBe(200);
        expect(res.headers.get('x-total-count')).toBe('4');
        expect(res.body.map((v: { id: number }) => v.id)).toEqual([...ids].reverse());
        expect(res.body[2]).toEqual({
            id: ids[1],
            fecha: expect.any(String),
            estado: 'Completada',
            total: '30.00',
            cliente: { id: cliente.id, nombre_completo: cliente.nombre_completo },
            usuario: s.email,
        });
        expect(res.body[0]).toMatchObject({ cliente: null, usuario: cajero.email, total: '40.00' });
    });

    it('pages with skip/limit (default 25) and react-admin range; sorts by total', async () => {
        const page = await s.get(`${RUTAS_VENTAS.lista}?skip=1&limit=2`);
        expect(page.body.map((v: { id: number }) => v.id)).toEqual([ids[2], ids[1]]);
        expect(page.headers.get('x-total-count')).toBe('4');
        const ra = await s.get(`${RUTAS_VENTAS.lista}?range=${encodeURIComponent('[0,0]')}&sort=${encodeURIComponent('["total","ASC"]')}`);
        expect(ra.body.map((v: { total: string }) => v.total)).toEqual(['10.00']);
        expect(ra.headers.get('content-range')).toBe('ventas 0-0/4');
        const porTotal = await s.get(`${RUTAS_VENTAS.lista}?sort=total&order=DESC`);
        expect(porTotal.body.map((v: { total: string }) => v.total)).toEqual(['40.00', '30.00', '20.00', '10.00']);
        const bad = await s.get(`${RUTAS_VENTAS.lista}?sort=cliente`);
        expect(bad.status).toBe(422);
    });

    it('default page size is 25', async () => {
        const otra = await nuevaSesion(server());
        const p = await productoConVariantes(otra, [{ sku: sku('PG'), precio: '1.00', stock: 30 }]);
        for (let i = 0; i < 26; i++) await checkout(otra, { items: [{ producto_id: p.variantes[0].id, cantidad: 1 }], pagos: [efectivo(1)] });
        const res = await otra.get(RUTAS_VENTAS.lista);
        expect(res.body).toHaveLength(25);
        expect(res.headers.get('x-total-count')).toBe('26');
        // react-admin's getMany sends the ids and no range: it gets every one of them.
        const ids = (await otra.get(`${RUTAS_VENTAS.lista}?limit=26`)).body.map((v: { id: number }) => v.id);
        const muchas = await otra.get(`${RUTAS_VENTAS.lista}?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`);
        expect(muchas.body.map((v: { id: number }) => v.id).sort()).toEqual([...ids].sort());
        // Past the end: an empty page, and a Content-Range that names no items.
        const fuera = await otra.get(`${RUTAS_VENTAS.lista}?skip=30`);
        expect(fuera.body).toEqual([]);
        expect(fuera.headers.get('content-range')).toBe('ventas */26');
    });

    it('filters by customer, seller, estado and date range (both dialects); unknown filters are a 422', async () => {
        const porCliente = await s.get(`${RUTAS_VENTAS.lista}?cliente_id=${cliente.id}`);
        expect(porCliente.body.map((v: { id: number }) => v.id)).toEqual([ids[1]]);
        const porVendedor = await s.get(`${RUTAS_VENTAS.lista}?filter=${encodeURIComponent(JSON.stringify({ usuario_id: cajero.usuarioId }))}`);
        expect(porVendedor.body.map((v: { id: number }) => v.id)).toEqual([ids[3]]);
        expect((await s.get(`${RUTAS_VENTAS.lista}?estado=${encodeURIComponent('Con Devolución')}`)).body).toEqual([]);
        expect((await s.get(`${RUTAS_VENTAS.lista}?estado=Completada`)).headers.get('x-total-count')).toBe('4');
        expect((await s.get(`${RUTAS_VENTAS.lista}?estado=Rara`)).status).toBe(422);

        // Move the first sale to 2024-03-10 23:30 in Mexico City (05:30 UTC on the 11th).
        await reescribirVenta(server(), s, ids[0], { fecha: '2024-03-11T05:30:00.000Z' });
        const dia = await s.get(`${RUTAS_VENTAS.lista}?fecha_desde=2024-03-10&fecha_hasta=2024-03-10`);
        expect(dia.body.map((v: { id: number }) => v.id)).toEqual([ids[0]]);
        expect((await s.get(`${RUTAS_VENTAS.lista}?fecha_desde=2024-03-11&fecha_hasta=2024-03-11`)).body).toEqual([]);
        const instante = await s.get(`${RUTAS_VENTAS.lista}?fecha_hasta=${encodeURIComponent('2024-03-11T05:30:00Z')}`);
        expect(instante.body.map((v: { id: number }) => v.id)).toEqual([ids[0]]);
        const local = await s.get(`${RUTAS_VENTAS.lista}?fecha_desde=2024-03-10T23:30`);
        expect(local.headers.get('x-total-count')).toBe('4');
        const despues = await s.get(`${RUTAS_VENTAS.lista}?fecha_desde=2024-03-10T23:31`);
        expect(despues.headers.get('x-total-count')).toBe('3');
        expect((await s.get(`${RUTAS_VENTAS.lista}?fecha_desde=ayer`)).status).toBe(422);
        // Days that do not exist are refused, not rolled into the next month; so are years
        // outside 1900–2999 (9999-12-31 was a 500 on PostgreSQL and an empty page on SQLite).
        const formato = 'La fecha debe tener el formato AAAA-MM-DD o ser una fecha y hora ISO 8601.';
        const rango = 'La fecha debe estar entre los años 1900 y 2999.';
        const casos: [string, string][] = [
            ['fecha_desde=2024-02-30', formato],
            ['fecha_hasta=2024-04-31', formato],
            [`fecha_hasta=${encodeURIComponent('2024-02-30T10:00:00Z')}`, formato],
            ['fecha_hasta=9999-12-31', rango],
            [`fecha_hasta=${encodeURIComponent('9999-12-31T23:59:59.999Z')}`, rango],
        ];
        for (const [query, msg] of casos) {
            const res = await s.get(`${RUTAS_VENTAS.lista}?${query}`);
            expect(res.status, query).toBe(422);
            expect(res.body.detail, query).toEqual([{ loc: ['query', query.split('=')[0]], msg, type: expect.any(String) }]);
        }
        expect((await s.get(`${RUTAS_VENTAS.lista}?fecha_hasta=2999-12-31`)).headers.get('x-total-count')).toBe('4');
        expect((await s.get(`${RUTAS_VENTAS.lista}?vendedor=1`)).status).toBe(422);
    });

    it("another company's sale is a 404 like a missing one, and it never appears in lists", async () => {
        const otra = await nuevaSesion(server());
        const res = await otra.get(RUTAS_VENTAS.venta(ids[0]));
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ detail: M.noEncontrada });
        expect((await s.get(RUTAS_VENTAS.venta(999_999_999))).body).toEqual({ detail: M.noEncontrada });
        expect((await otra.get(RUTAS_VENTAS.lista)).body).toEqual([]);
        expect((await otra.get(`${RUTAS_VENTAS.lista}?id=${ids[0]}`)).body).toEqual([]);
        expect((await s.get(RUTAS_VENTAS.venta('abc'))).status).toBe(422);
    });

    it("refuses another company's variants and customers at the item (422) and writes nothing", async () => {
        const otra = await nuevaSesion(server());
        const ajeno = await productoConVariantes(otra, [{ sku: sku('AJ'), precio: '1.00', stock: 5 }]);
        const clienteAjeno = await crearCliente(otra);
        const propio = await productoConVariantes(s, [{ sku: sku('PR'), precio: '1.00', stock: 5 }]);
        const antes = await contar(server(), 'ventas', s.empresaId);
        const r1 = await checkout(s, { items: [{ producto_id: propio.variantes[0].id, cantidad: 1 }, { producto_id: ajeno.variantes[0].id, cantidad: 1 }], pagos: [efectivo(5)] });
        expect(r1.status).toBe(422);
        expect(r1.body.detail[0]).toMatchObject({ loc: ['body', 'items', 1, 'producto_id'], msg: M.productoInexistente });
        const r2 = await checkout(s, { items: [{ producto_id: propio.variantes[0].id, cantidad: 1 }], pagos: [efectivo(5)], cliente_id: clienteAjeno.id });
        expect(r2.status).toBe(422);
        expect(r2.body.detail[0]).toMatchObject({ loc: ['body', 'cliente_id'], msg: M.clienteInexistente });
        expect(await contar(server(), 'ventas', s.empresaId)).toBe(antes);
        expect((await stockYMovimientos(server(), [ajeno.variantes[0].id]))[ajeno.variantes[0].id].stock).toBe(5);
    });

    it('a customer with sales cannot be deleted (409, Spanish detail)', async () => {
        const res = await s.del(`/api/v1/clientes/${cliente.id}`);
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ detail: 'No se puede eliminar el cliente porque tiene ventas asociadas. Puede marcarlo como Inactivo.' });
    });

    it('reads the history page and a detail in a constant number of statements', async () => {
        const contarEn = async (fn: () => Promise<unknown>) => (await sentenciasDe(server(), fn)).sentencias.length;
        const pocas = await contarEn(() => s.get(`${RUTAS_VENTAS.lista}?limit=1`));
        const todas = await contarEn(() => s.get(`${RUTAS_VENTAS.lista}?limit=100`));
        expect(pocas).toBeGreaterThan(0);
        expect(todas).toBe(pocas);
        expect(todas).toBeLessThanOrEqual(2);
        const detalle = await contarEn(() => s.get(RUTAS_VENTAS.venta(ids[1])));
        expect(detalle).toBeGreaterThanOrEqual(3);
        expect(detalle).toBeLessThanOrEqual(5);
    });
});

describeEachEngine('ventas: permissions', (server) => {
    it('checkout needs ventas:crear, the history ventas:leer, a return devoluciones:crear (403 otherwise)', async () => {
        const admin = await nuevaSesion(server());
        const p = await productoConVariantes(admin, [{ sku: sku('PE'), precio: '1.00', stock: 10 }]);
        const venta = await checkout(admin, { items: [{ producto_id: p.variantes[0].id, cantidad: 2 }], pagos: [efectivo(2)] });
        const sinNada = await usuarioConPermisos(server(), admin.empresaId, ['productos:leer', 'clientes:leer']);
        const soloLeer = await usuarioConPermisos(server(), admin.empresaId, ['ventas:leer']);
        const body = { items: [{ producto_id: p.variantes[0].id, cantidad: 1 }], pagos: [efectivo(1)] };
        const devolucion = { items: [{ producto_id: p.variantes[0].id, cantidad: 1 }] };

        for (const u of [sinNada, soloLeer]) {
            const r = await checkout(u, body);
            expect(r.status).toBe(403);
            expect(r.body).toEqual({ detail: M.sinPermiso });
            const d = await u.post(RUTAS_VENTAS.devolucion(venta.body.id), devolucion);
            expect(d.status).toBe(403);
        }
        expect((await sinNada.get(RUTAS_VENTAS.lista)).status).toBe(403);
        expect((await sinNada.get(RUTAS_VENTAS.venta(venta.body.id))).status).toBe(403);
        expect((await soloLeer.get(RUTAS_VENTAS.lista)).status).toBe(200);
        expect((await stockYMovimientos(server(), [p.variantes[0].id]))[p.variantes[0].id].stock).toBe(8);

        const devolvedor = await usuarioConPermisos(server(), admin.empresaId, ['devoluciones:crear']);
        expect((await devolvedor.post(RUTAS_VENTAS.devolucion(venta.body.id), devolucion)).status).toBe(201);
        expect((await checkout({ url: server().url, token: 'x' }, body)).status).toBe(401);
    });
});
