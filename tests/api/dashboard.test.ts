import { crearProducto, nuevaSesion, type ProductoRespuesta, type Sesion } from '../helpers/catalogo.js';
import { request } from '../helpers/apiClient.js';
import { devolucionEn, ventaEn } from '../helpers/documentos.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';

const DASHBOARD = '/api/v1/dashboard/';

// The server's clock, pinned by each test: America/Mexico_City is UTC−6 all year.
const reloj = { ahora: new Date('2025-03-10T05:45:00.000Z') };

describeEachEngine(
    'dashboard',
    (server) => {
        let s: Sesion;
        let productos: ProductoRespuesta[];
        const v = (i: number) => productos[i].variantes[0].id;

        beforeAll(async () => {
            s = await nuevaSesion(server());
            productos = [];
            for (let i = 0; i < 7; i++) productos.push(await crearProducto(s, { nombre: `Producto ${i}` }));
        });

        it('with no sales answers zeros and empty lists', async () => {
            const vacia = await nuevaSesion(server());
            const res = await vacia.get(DASHBOARD);
            expect(res.status).toBe(200);
            expect(res.body).toEqual({
                ingresos_hoy: '0.00',
                transacciones_hoy: 0,
                ticket_promedio_hoy: '0.00',
                ventas_hoy: '0.00',
                devoluciones_hoy: '0.00',
                top_5_productos: [],
                productos_bajo_stock: [],
                ventas_30_dias: expect.any(Array),
            });
            expect(res.body.ventas_30_dias).toHaveLength(30);
            expect(res.body.ventas_30_dias.every((d: { total: string; transacciones: number }) => d.total === '0.00' && d.transacciones === 0)).toBe(true);
        });

        it("the chart's 30 local days: oldest first, today last, zeros on days without sales, this company's only", async () => {
            const t = await nuevaSesion(server());
            const p = await crearProducto(t);
            const linea = (precio: number) => [{ varianteId: p.variantes[0].id, cantidad: 1, precio }];
            await ventaEn(server(), t, { fecha: '2025-02-08T06:00:00.000Z', lineas: linea(1_000) }); // 8 Feb 00:00 local: the first day
            await ventaEn(server(), t, { fecha: '2025-02-08T05:59:00.000Z', lineas: linea(9_000) }); // 7 Feb 23:59 local: outside
            await ventaEn(server(), t, { fecha: '2025-03-01T05:30:00.000Z', lineas: linea(2_000) }); // 28 Feb 23:30 local
            await ventaEn(server(), t, { fecha: '2025-03-01T06:30:00.000Z', lineas: linea(3_000) }); // 1 Mar 00:30 local
            await ventaEn(server(), t, { fecha: '2025-03-01T07:00:00.000Z', lineas: linea(4_050) }); // 1 Mar 01:00 local
            await ventaEn(server(), t, { fecha: '2025-03-01T08:00:00.000Z', lineas: linea(7_000), estado: 'Cancelada' });
            await ventaEn(server(), t, { fecha: '2025-03-09T20:00:00.000Z', lineas: linea(1_234) }); // today
            await ventaEn(server(), t, { fecha: '2025-03-10T06:00:00.000Z', lineas: linea(5_000) }); // 10 Mar local: tomorrow
            const otra = await nuevaSesion(server());
            const q = await crearProducto(otra);
            await ventaEn(server(), otra, { fecha: '2025-03-01T06:30:00.000Z', lineas: [{ varianteId: q.variantes[0].id, cantidad: 1, precio: 8_800 }] });

            reloj.ahora = new Date('2025-03-10T05:45:00.000Z'); // 9 Mar 23:45 local
            const { ventas_30_dias: dias, ingresos_hoy } = (await t.get(DASHBOARD)).body;
            expect(dias).toHaveLength(30);
            expect(dias[0]).toEqual({ dia: '2025-02-08', total: '10.00', transacciones: 1 });
            expect(dias[29]).toEqual({ dia: '2025-03-09', total: '12.34', transacciones: 1 });
            expect(ingresos_hoy).toBe(dias[29].total);
            const de = (dia: string) => dias.find((d: { dia: string }) => d.dia === dia);
            expect(de('2025-02-28')).toEqual({ dia: '2025-02-28', total: '20.00', transacciones: 1 });
            expect(de('2025-03-01')).toEqual({ dia: '2025-03-01', total: '70.50', transacciones: 2 });
            expect(de('2025-02-15')).toEqual({ dia: '2025-02-15', total: '0.00', transacciones: 0 });
            // Consecutive days, none missing.
            expect(dias.map((d: { dia: string }) => d.dia)).toEqual(
                Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2025, 1, 8 + i)).toISOString().slice(0, 10)),
            );
            const sumaCentavos = dias.reduce((s: number, d: { total: string }) => s + Math.round(Number(d.total) * 100), 0);
            expect(sumaCentavos).toBe(1_000 + 2_000 + 3_000 + 4_050 + 1_234);

            // A local midnight later the window moves by one day: 8 Feb leaves, 10 Mar is today.
            reloj.ahora = new Date('2025-03-10T06:15:00.000Z'); // 10 Mar 00:15 local
            const despues = (await t.get(DASHBOARD)).body.ventas_30_dias;
            expect(despues[0]).toEqual({ dia: '2025-02-09', total: '0.00', transacciones: 0 });
            expect(despues[29]).toEqual({ dia: '2025-03-10', total: '50.00', transacciones: 1 });
        });

        it("the chart's days follow the zone's clock changes: a 23-hour day still ends at its local midnight", async () => {
            const t = await nuevaSesion(server());
            await server().db.kysely.updateTable('empresas').set({ zona_horaria: 'America/New_York' }).where('id', '=', t.empresaId).execute();
            const p = await crearProducto(t);
            const linea = (precio: number) => [{ varianteId: p.variantes[0].id, cantidad: 1, precio }];
            // New York moved its clocks forward on 9 Mar 2025: that day ran 05:00Z to 04:00Z the next.
            await ventaEn(server(), t, { fecha: '2025-03-09T04:30:00.000Z', lineas: linea(100) }); // 8 Mar 23:30 EST
            await ventaEn(server(), t, { fecha: '2025-03-09T05:00:00.000Z', lineas: linea(200) }); // 9 Mar 00:00 EST
            await ventaEn(server(), t, { fecha: '2025-03-10T03:30:00.000Z', lineas: linea(400) }); // 9 Mar 23:30 EDT
            await ventaEn(server(), t, { fecha: '2025-03-10T04:00:00.000Z', lineas: linea(800) }); // 10 Mar 00:00 EDT
            reloj.ahora = new Date('2025-03-10T16:00:00.000Z'); // 10 Mar 12:00 EDT
            const dias = (await t.get(DASHBOARD)).body.ventas_30_dias as { dia: string; total: string; transacciones: number }[];
            expect(dias.slice(-3)).toEqual([
                { dia: '2025-03-08', total: '1.00', transacciones: 1 },
                { dia: '2025-03-09', total: '6.00', transacciones: 2 },
                { dia: '2025-03-10', total: '8.00', transacciones: 1 },
            ]);
        });

        it("counts today's sales in the company's day: 23:30 local is still today, 00:30 is tomorrow", async () => {
            // The same six sales for a shop in Mexico City and one in Tokyo.
            const tiendaCon = async (zona?: string) => {
                const t = await nuevaSesion(server());
                if (zona) await server().db.kysely.updateTable('empresas').set({ zona_horaria: zona }).where('id', '=', t.empresaId).execute();
                const p = await crearProducto(t);
                const linea = (precio: number) => [{ varianteId: p.variantes[0].id, cantidad: 1, precio }];
                await ventaEn(server(), t, { fecha: '2025-03-09T06:00:00.000Z', lineas: linea(1_000) }); // 9 Mar 00:00 local
                await ventaEn(server(), t, { fecha: '2025-03-10T05:30:00.000Z', lineas: linea(2_001) }); // 9 Mar 23:30 local
                await ventaEn(server(), t, { fecha: '2025-03-09T18:00:00.000Z', lineas: linea(5_000), estado: 'Con Devolución' });
                await ventaEn(server(), t, { fecha: '2025-03-09T19:00:00.000Z', lineas: linea(9_900), estado: 'Cancelada' });
                await ventaEn(server(), t, { fecha: '2025-03-09T05:59:59.000Z', lineas: linea(7_700) }); // 8 Mar 23:59 local
                await ventaEn(server(), t, { fecha: '2025-03-10T06:30:00.000Z', lineas: linea(3_000) }); // 10 Mar 00:30 local
                return t;
            };
            const t = await tiendaCon();

            reloj.ahora = new Date('2025-03-10T05:45:00.000Z'); // 9 Mar 23:45 local (10 Mar in UTC)
            let kpis = (await t.get(DASHBOARD)).body;
            expect(kpis).toMatchObject({ ingresos_hoy: '80.01', transacciones_hoy: 3, ticket_promedio_hoy: '26.67' });

            reloj.ahora = new Date('2025-03-10T06:15:00.000Z'); // 10 Mar 00:15 local
            kpis = (await t.get(DASHBOARD)).body;
            expect(kpis).toMatchObject({ ingresos_hoy: '30.00', transacciones_hoy: 1, ticket_promedio_hoy: '30.00' });

            // Another zone, another day: in Tokyo (UTC+9) 06:15 UTC is 15:15 on 10 Mar, a day that
            // runs from 9 Mar 15:00 UTC (the 18:00 sale in, the cancelled one still out).
            const tokio = await tiendaCon('Asia/Tokyo');
            kpis = (await tokio.get(DASHBOARD)).body;
            expect(kpis).toMatchObject({ ingresos_hoy: '100.01', transacciones_hoy: 3, ticket_promedio_hoy: '33.34' });
        });

        it("ingresos_hoy is today's sales minus today's refunds (credit notes of today, whatever the sale's day); the average is over the sales as sold", async () => {
            const t = await nuevaSesion(server());
            const otra = await nuevaSesion(server());
            const p = await crearProducto(t);
            const q = await crearProducto(otra);
            const linea = (precio: number, cantidad = 1) => [{ varianteId: p.variantes[0].id, cantidad, precio }];
            // Yesterday (9 Mar local) and today (10 Mar local, UTC−6).
            const deAyer = await ventaEn(server(), t, { fecha: '2025-03-09T18:00:00.000Z', lineas: linea(4_000, 2) });
            const primera = await ventaEn(server(), t, { fecha: '2025-03-10T15:00:00.000Z', lineas: linea(10_000) });
            await ventaEn(server(), t, { fecha: '2025-03-10T16:00:00.000Z', lineas: linea(5_001) });
            await devolucionEn(server(), t, deAyer.id, { fecha: '2025-03-09T20:00:00.000Z', lineas: linea(4_000) }); // yesterday's refund: not today's
            await devolucionEn(server(), t, deAyer.id, { fecha: '2025-03-10T17:00:00.000Z', lineas: linea(4_000) }); // today, of yesterday's sale
            await devolucionEn(server(), t, primera.id, { fecha: '2025-03-10T17:30:00.000Z', lineas: [{ varianteId: p.variantes[0].id, cantidad: 1, precio: 1_000 }] });
            // Another company's refund today, and this one's other expenses, move nothing here.
            const suya = await ventaEn(server(), otra, { fecha: '2025-03-10T15:00:00.000Z', lineas: [{ varianteId: q.variantes[0].id, cantidad: 1, precio: 9_999 }] });
            await devolucionEn(server(), otra, suya.id, { fecha: '2025-03-10T15:30:00.000Z', lineas: [{ varianteId: q.variantes[0].id, cantidad: 1, precio: 9_999 }] });
            expect((await t.post('/api/v1/contabilidad/movimientos/', { tipo: 'egreso', monto: '123.00', concepto: 'Luz', categoria: 'Servicios' })).status).toBe(201);

            reloj.ahora = new Date('2025-03-10T23:00:00.000Z'); // 10 Mar 17:00 local
            const kpis = (await t.get(DASHBOARD)).body;
            expect(kpis).toMatchObject({
                ventas_hoy: '150.01',
                devoluciones_hoy: '50.00',
                ingresos_hoy: '100.01',
                transacciones_hoy: 2,
                ticket_promedio_hoy: '75.01',
            });
            expect(kpis.ventas_30_dias.at(-1)).toEqual({ dia: '2025-03-10', total: '150.01', transacciones: 2 });

            // A day of refunds only: the net is negative, the average has no sales to divide.
            reloj.ahora = new Date('2025-03-11T23:00:00.000Z');
            await devolucionEn(server(), t, primera.id, { fecha: '2025-03-11T17:00:00.000Z', lineas: [{ varianteId: p.variantes[0].id, cantidad: 1, precio: 2_500 }] });
            expect((await t.get(DASHBOARD)).body).toMatchObject({ ventas_hoy: '0.00', devoluciones_hoy: '25.00', ingresos_hoy: '-25.00', transacciones_hoy: 0, ticket_promedio_hoy: '0.00' });
        });

        it('top 5: units per product over the last 30 local days, net of returns, largest first', async () => {
            reloj.ahora = new Date('2025-04-30T17:00:00.000Z'); // 30 Apr 11:00 local; the window starts 1 Apr
            const en = (fecha: string, lineas: [number, number][]) =>
                ventaEn(server(), s, { fecha, lineas: lineas.map(([i, cantidad]) => ({ varianteId: v(i), cantidad, precio: 100 })) });
            await en('2025-04-01T06:00:00.000Z', [[0, 9]]); // 1 Apr 00:00 local: inside
            const antigua = await en('2025-04-01T05:59:00.000Z', [[1, 50]]); // 31 Mar 23:59 local: outside
            // Returned inside the window: the units leave the day they were sold, outside it.
            await devolucionEn(server(), s, antigua.id, { fecha: '2025-04-16T12:00:00.000Z', lineas: [{ varianteId: v(1), cantidad: 40, precio: 100 }] });
            await en('2025-04-15T12:00:00.000Z', [[1, 3], [2, 4], [3, 2]]);
            await en('2025-04-30T05:30:00.000Z', [[2, 4], [4, 1], [5, 6]]); // 29 Apr 23:30 local
            const devuelta = await en('2025-04-20T12:00:00.000Z', [[6, 10], [5, 1]]);
            // 8 of the 10 units come back (on a later day): the sale's day loses them.
            await devolucionEn(server(), s, devuelta.id, { fecha: '2025-04-25T12:00:00.000Z', lineas: [{ varianteId: v(6), cantidad: 8, precio: 100 }] });
            await en('2025-05-01T06:00:00.000Z', [[4, 99]]); // 1 May local: after today

            const { top_5_productos } = (await s.get(DASHBOARD)).body;
            expect(top_5_productos).toEqual([
                { nombre_producto: 'Producto 0', cantidad_vendida: 9, unidad: 'pieza' },
                { nombre_producto: 'Producto 2', cantidad_vendida: 8, unidad: 'pieza' },
                { nombre_producto: 'Producto 5', cantidad_vendida: 7, unidad: 'pieza' },
                { nombre_producto: 'Producto 1', cantidad_vendida: 3, unidad: 'pieza' },
                { nombre_producto: 'Producto 3', cantidad_vendida: 2, unidad: 'pieza' },
            ]);

            reloj.ahora = new Date('2025-05-01T06:30:00.000Z'); // 1 May 00:30 local: 1 Apr leaves the window
            const despues = (await s.get(DASHBOARD)).body.top_5_productos;
            expect(despues[0]).toEqual({ nombre_producto: 'Producto 4', cantidad_vendida: 100, unidad: 'pieza' });
            expect(despues.map((p: { nombre_producto: string }) => p.nombre_producto)).not.toContain('Producto 0');
        });

        it('low stock: variants of active products with fewer than 5 units, lowest first, of this company only', async () => {
            const t = await nuevaSesion(server());
            const stock = async (n: number) => crearProducto(t, { nombre: `Stock ${n}`, variantes: [{ sku: `LS-${t.empresaId}-${n}`, precio_venta: '10', stock: n, valores_ids: [] }] });
            const [p4, p0, , p1, retirado] = [await stock(4), await stock(0), await stock(5), await stock(1), await stock(2)];
            // A retired product is not to be restocked: it leaves the list (its stock stays).
            const retiro = await request(t.url, `/api/v1/productos/plantillas/${retirado.id}`, { method: 'PATCH', token: t.token, json: { activo: false } });
            expect(retiro.status).toBe(200);
            const otra = await nuevaSesion(server());
            await crearProducto(otra, { variantes: [{ sku: `LS-otra-${otra.empresaId}`, precio_venta: '10', stock: 0, valores_ids: [] }] });
            const { productos_bajo_stock } = (await t.get(DASHBOARD)).body;
            const fila = (p: ProductoRespuesta) => ({ id_producto: p.variantes[0].id, nombre_producto: p.nombre, sku: p.variantes[0].sku, stock_actual: p.variantes[0].stock, unidad: 'pieza' });
            expect(productos_bajo_stock).toEqual([fila(p0), fila(p1), fila(p4)]);
        });

        it('needs dashboard:leer (403 otherwise)', async () => {
            const sin = await usuarioConPermisos(server(), s.empresaId, ['contabilidad:leer', 'ventas:leer']);
            const res = await sin.get(DASHBOARD);
            expect(res.status).toBe(403);
            expect(res.body).toEqual({ detail: 'No tiene permiso para realizar esta acción.' });
            const con = await usuarioConPermisos(server(), s.empresaId, ['dashboard:leer']);
            expect((await con.get(DASHBOARD)).status).toBe(200);
        });
    },
    { now: () => reloj.ahora },
);
