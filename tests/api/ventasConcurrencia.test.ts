import { contar, nuevaSesion, type Sesion, stockYMovimientos, unico } from '../helpers/catalogo.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { checkout, efectivo, productoConVariantes, RUTAS_VENTAS } from '../helpers/ventas.js';

/** Races against the real server: requests fired together with Promise.all (CONVENTIONS, Stock). */
describeEachEngine('ventas: races', (server) => {
    let s: Sesion;
    beforeAll(async () => {
        s = await nuevaSesion(server());
    });
    const sku = (base: string) => unico(base).replace(/\s+/g, '-');

    it('16 concurrent checkouts for the last 5 units sell exactly 5; the rest get 409 naming the SKU', async () => {
        const p = await productoConVariantes(s, [
            { sku: sku('RC-ULT'), precio: '3.00', stock: 5 },
            { sku: sku('RC-OTRO'), precio: '1.00', stock: 100 },
        ]);
        const [ultima, otra] = p.variantes;
        const antes = await contar(server(), 'ventas', s.empresaId);
        // Lines in both orders, so locks are taken across two rows from every direction.
        const resultados = await Promise.all(
            Array.from({ length: 16 }, (_, i) =>
                checkout(s, {
                    items: i % 2 ? [{ producto_id: ultima.id, cantidad: 1 }, { producto_id: otra.id, cantidad: 1 }] : [{ producto_id: otra.id, cantidad: 1 }, { producto_id: ultima.id, cantidad: 1 }],
                    pagos: [efectivo(4)],
                }),
            ),
        );
        const estados = resultados.map((r) => r.status).sort();
        expect(estados.filter((x) => x === 201)).toHaveLength(5);
        expect(estados.filter((x) => x === 409)).toHaveLength(11);
        for (const r of resultados.filter((x) => x.status === 409)) {
            expect(r.body.detail).toBe(`Stock insuficiente para el SKU '${ultima.sku}': disponible 0, solicitado 1.`);
        }
        expect(await contar(server(), 'ventas', s.empresaId)).toBe(antes + 5);
        const stock = await stockYMovimientos(server(), [ultima.id, otra.id]);
        expect(stock[ultima.id]).toEqual({ stock: 0, suma: 0, movimientos: 6 });
        expect(stock[otra.id]).toEqual({ stock: 95, suma: 95, movimientos: 6 });
    });

    it('10 concurrent requests with one Idempotency-Key make one sale, and all answer it', async () => {
        const p = await productoConVariantes(s, [{ sku: sku('RC-IDEM'), precio: '2.50', stock: 50 }]);
        const id = p.variantes[0].id;
        const antes = await contar(server(), 'ventas', s.empresaId);
        const clave = `idem-${Date.now()}`;
        const body = { items: [{ producto_id: id, cantidad: 2 }], pagos: [efectivo(10)] };
        const resultados = await Promise.all(Array.from({ length: 10 }, () => checkout(s, body, clave)));
        expect(resultados.map((r) => r.status)).toEqual(Array(10).fill(201));
        const ventaIds = new Set(resultados.map((r) => r.body.id));
        expect(ventaIds.size).toBe(1);
        expect(resultados[0].body).toEqual({ id: expect.any(Number), total: '5.00', cambio: '5.00' });
        expect(resultados.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
        expect(await contar(server(), 'ventas', s.empresaId)).toBe(antes + 1);
        expect((await stockYMovimientos(server(), [id]))[id]).toEqual({ stock: 48, suma: 48, movimientos: 2 });
        const lineas = await server().db.kysely.selectFrom('venta_detalles').select('id').where('venta_id', '=', [...ventaIds][0]).execute();
        expect(lineas).toHaveLength(1);
    });

    it('10 concurrent requests with one key and two different carts make one sale: its cart gets it, the other cart a 422', async () => {
        const p = await productoConVariantes(s, [{ sku: sku('RC-IDEM2'), precio: '2.00', stock: 50 }]);
        const id = p.variantes[0].id;
        const antes = await contar(server(), 'ventas', s.empresaId);
        const clave = `idem-dos-${Date.now()}`;
        const carrito = (cantidad: number) => ({ items: [{ producto_id: id, cantidad }], pagos: [efectivo(10)] });
        const resultados = await Promise.all(Array.from({ length: 10 }, (_, i) => checkout(s, carrito(1 + (i % 2)), clave)));
        const vendidas = resultados.filter((r) => r.status === 201);
        const ids = new Set(vendidas.map((r) => r.body.id));
        expect(ids.size).toBe(1);
        // Whichever cart won, all five of its requests answer its sale, and the other five are refused.
        expect(vendidas).toHaveLength(5);
        const ganadora = resultados.indexOf(vendidas[0]) % 2;
        expect(resultados.map((r, i) => (i % 2 === ganadora ? r.status : -r.status))).toEqual(resultados.map((_, i) => (i % 2 === ganadora ? 201 : -422)));
        for (const r of resultados.filter((x) => x.status === 422)) expect(r.body.detail[0].loc).toEqual(['header', 'idempotency-key']);
        expect(await contar(server(), 'ventas', s.empresaId)).toBe(antes + 1);
        const vendido = 1 + ganadora;
        expect((await stockYMovimientos(server(), [id]))[id]).toEqual({ stock: 50 - vendido, suma: 50 - vendido, movimientos: 2 });
    });

    it('concurrent returns of one line never exceed what was sold', async () => {
        const p = await productoConVariantes(s, [{ sku: sku('RC-DEV'), precio: '4.00', stock: 10 }]);
        const id = p.variantes[0].id;
        const venta = await checkout(s, { items: [{ producto_id: id, cantidad: 5 }], pagos: [efectivo(20)] });
        expect(venta.status).toBe(201);
        // 8 requests of 2 units against 5 sold: exactly two pass (4 units), the rest are refused.
        const resultados = await Promise.all(
            Array.from({ length: 8 }, () => s.post(RUTAS_VENTAS.devolucion(venta.body.id), { items: [{ producto_id: id, cantidad: 2 }] })),
        );
        expect(resultados.filter((r) => r.status === 201)).toHaveLength(2);
        expect(resultados.filter((r) => r.status === 409)).toHaveLength(6);
        const detalle = (await s.get(RUTAS_VENTAS.venta(venta.body.id))).body;
        const devuelto = detalle.notas_credito.flatMap((n: { detalles: { cantidad: number }[] }) => n.detalles).reduce((t: number, d: { cantidad: number }) => t + d.cantidad, 0);
        expect(devuelto).toBe(4);
        expect((await stockYMovimientos(server(), [id]))[id]).toEqual({ stock: 9, suma: 9, movimientos: 4 });
        // The last unit, raced by 6 more requests of one: exactly one passes.
        const ultimas = await Promise.all(Array.from({ length: 6 }, () => s.post(RUTAS_VENTAS.devolucion(venta.body.id), { items: [{ producto_id: id, cantidad: 1 }] })));
        expect(ultimas.filter((r) => r.status === 201)).toHaveLength(1);
        expect((await stockYMovimientos(server(), [id]))[id]).toEqual({ stock: 10, suma: 10, movimientos: 5 });
    });
});
