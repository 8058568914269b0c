import { contarVentasExistentes } from '../../server/db/migrations/0010_ventas_diarias.js';
import { DEMO_CREDENTIALS, seedDemoShop } from '../../server/demo/demoShop.js';
import { diaLocal } from '../../server/domain/calendario.js';
import { nuevaSesion, type Sesion, unico } from '../helpers/catalogo.js';
import { devolucionEn, ventaEn } from '../helpers/documentos.js';
import { describeEachEngine, type TestServer } from '../helpers/testServer.js';
import { checkout, efectivo, productoConVariantes, RUTAS_VENTAS } from '../helpers/ventas.js';

/**
 * ventas_diarias (sales per local day and state), kept by the counters module with each sale and
 * a return's first state change (server/modules/contadores), must agree with a COUNT(*) of the sales after every kind of write: API
 * checkouts, returns (the first moves the sale to 'Con Devolución', later ones move nothing),
 * the demo shop and the test fixtures. The history's X-Total-Count is read from it.
 */
describeEachEngine('ventas: daily counts and totals behind X-Total-Count and the dashboard', (server) => {
    /** Per company: COUNT(*) and SUM(total) of its sales by local day and state, and the maintained ones. */
    async function cuentas(srv: TestServer, empresaId: number) {
        const k = srv.db.kysely;
        const { zona_horaria } = await k.selectFrom('empresas').select('zona_horaria').where('id', '=', empresaId).executeTakeFirstOrThrow();
        const contadas = new Map<string, string>();
        const sumar = (clave: string, ventas: number, total: number) => {
            const [n, t] = (contadas.get(clave) ?? '0 0').split(' ').map(Number);
            contadas.set(clave, `${n + ventas} ${t + total}`);
        };
        for (const v of await k.selectFrom('ventas').select(['fecha', 'estado', 'total']).where('empresa_id', '=', empresaId).execute()) {
            sumar(`${diaLocal(v.fecha, zona_horaria)} ${v.estado}`, 1, Number(v.total));
        }
        // "ventas total" per day and state: the count and the sum of totals in cents.
        const mantenidas = new Map<string, string>();
        // A key's total is spread over several rows (ranura, migration 0011): summed here as every reader does.
        const filas = await k
            .selectFrom('ventas_diarias')
            .select((eb) => ['dia', 'estado', eb.fn.sum<number>('ventas').as('ventas'), eb.fn.sum<number>('total').as('total')])
            .where('empresa_id', '=', empresaId)
            .groupBy(['dia', 'estado'])
            .execute();
        for (const f of filas) {
            if (Number(f.ventas) !== 0 || Number(f.total) !== 0) mantenidas.set(`${f.dia} ${f.estado}`, `${Number(f.ventas)} ${Number(f.total)}`);
        }
        return { contadas: Object.fromEntries([...contadas].sort()), mantenidas: Object.fromEntries([...mantenidas].sort()) };
    }

    const totalDe = async (s: Sesion, query: string) => Number((await s.get(`${RUTAS_VENTAS.lista}?limit=1${query}`)).headers.get('x-total-count'));

    it('agree with COUNT(*) and SUM(total) for the demo shop, written through the checkout and return services', async () => {
        // First in this file: the demo seeds only a database with no company yet.
        expect(await seedDemoShop(server().db)).toBe(true);
        const { empresa_id } = await server().db.kysely.selectFrom('usuarios').select('empresa_id').where('usuario', '=', DEMO_CREDENTIALS.username).executeTakeFirstOrThrow();
        const { contadas, mantenidas } = await cuentas(server(), empresa_id);
        expect(Object.keys(contadas).length).toBeGreaterThan(10);
        expect(Object.keys(contadas).some((k) => k.endsWith('Con Devolución'))).toBe(true);
        expect(mantenidas).toEqual(contadas);
    });

    it('agree with COUNT(*) and SUM(total) after checkouts and returns, and serve exact totals for state and day filters', async () => {
        const s = await nuevaSesion(server());
        const p = await productoConVariantes(s, [
            { sku: unico('VD-A').replace(/\s+/g, '-'), precio: '10.00', stock: 100 },
            { sku: unico('VD-B').replace(/\s+/g, '-'), precio: '5.00', stock: 100 },
        ]);
        const [a, b] = p.variantes;
        const ids: number[] = [];
        for (let i = 0; i < 5; i++) {
            const res = await checkout(s, { items: [{ producto_id: a.id, cantidad: 2 }, { producto_id: b.id, cantidad: 1 }], pagos: [efectivo(100)] });
            expect(res.status).toBe(201);
            ids.push(res.body.id);
        }
        // Two returns of one sale (it changes state once) and one of another.
        for (const [venta, cantidad] of [[ids[0], 1], [ids[0], 1], [ids[1], 2]]) {
            const res = await s.post(RUTAS_VENTAS.devolucion(venta), { items: [{ producto_id: a.id, cantidad }] });
            expect(res.status).toBe(201);
        }
        // Fixtures on other days, posted as the workflows post.
        const f1 = await ventaEn(server(), s, { fecha: '2025-05-06T17:00:00.000Z', lineas: [{ varianteId: a.id, cantidad: 1, precio: 1000 }] });
        await ventaEn(server(), s, { fecha: '2025-05-07T05:30:00.000Z', lineas: [{ varianteId: b.id, cantidad: 1, precio: 500 }] });
        await devolucionEn(server(), s, f1.id, { fecha: '2025-05-08T17:00:00.000Z', lineas: [{ varianteId: a.id, cantidad: 1, precio: 1000 }] });

        const { contadas, mantenidas } = await cuentas(server(), s.empresaId);
        expect(mantenidas).toEqual(contadas);
        expect(Object.values(contadas).reduce((t, n) => t + Number(n.split(' ')[0]), 0)).toBe(7);

        // The totals the list shows (a page of 1, so they come from the daily counts).
        expect(await totalDe(s, '')).toBe(7);
        expect(await totalDe(s, '&estado=Completada')).toBe(4);
        expect(await totalDe(s, `&estado=${encodeURIComponent('Con Devolución')}`)).toBe(3);
        expect(await totalDe(s, '&estado=Cancelada')).toBe(0);
        // 2025-05-06 11:00 and 2025-05-06 23:30 in Mexico City: both on the 6th there.
        expect(await totalDe(s, '&fecha_desde=2025-05-06&fecha_hasta=2025-05-06')).toBe(2);
        expect(await totalDe(s, `&fecha_desde=2025-05-06&fecha_hasta=2025-05-06&estado=${encodeURIComponent('Con Devolución')}`)).toBe(1);
        expect(await totalDe(s, '&fecha_desde=2025-05-07')).toBe(5);
        // Filters the daily counts cannot answer are counted over the rows: the same answers.
        expect(await totalDe(s, `&usuario_id=${s.usuarioId}`)).toBe(7);
        expect(await totalDe(s, '&fecha_desde=2025-05-06T00:00:00&fecha_hasta=2025-05-06T23:59:59')).toBe(2);
    });


    it('spread each day over several rows on PostgreSQL (ranura), and stay exact under parallel checkouts', async () => {
        const s = await nuevaSesion(server());
        const p = await productoConVariantes(s, [{ sku: unico('VD-R').replace(/\s+/g, '-'), precio: '3.00', stock: 1000 }]);
        const ventas = await Promise.all(
            Array.from({ length: 32 }, () => checkout(s, { items: [{ producto_id: p.variantes[0].id, cantidad: 1 }], pagos: [efectivo(3)] })),
        );
        expect(ventas.map((v) => v.status)).toEqual(Array(32).fill(201));
        const { contadas, mantenidas } = await cuentas(server(), s.empresaId);
        expect(mantenidas).toEqual(contadas);
        expect(await totalDe(s, '')).toBe(32);
        const k = server().db.kysely;
        const ranuras = async (tabla: 'ventas_diarias' | 'contabilidad_diaria') =>
            (await k.selectFrom(tabla).select('ranura').distinct().where('empresa_id', '=', s.empresaId).execute()).length;
        // 32 sales in one of 16 rows each: all in the same row has odds of 16^-31. SQLite has one
        // writer at a time and keeps one row.
        const esperadas = server().db.dialect === 'postgres' ? (n: number) => expect(n).toBeGreaterThan(1) : (n: number) => expect(n).toBe(1);
        esperadas(await ranuras('ventas_diarias'));
        esperadas(await ranuras('contabilidad_diaria'));
    });

    it('are rebuilt by migration 0010 from the sales an existing database already holds', async () => {
        const k = server().db.kysely;
        const empresas = (await k.selectFrom('ventas').select('empresa_id').distinct().execute()).map((e) => e.empresa_id);
        expect(empresas.length).toBeGreaterThan(0);
        await k.deleteFrom('ventas_diarias').execute();
        await contarVentasExistentes(k);
        for (const empresaId of empresas) {
            const { contadas, mantenidas } = await cuentas(server(), empresaId);
            expect(mantenidas).toEqual(contadas);
        }
    });
});
