import { MILESIMAS } from '../../contracts/unidades.js';
import { REPORTE_MENSAJES, REPORTE_VENTAS_MENSAJES, type FilaVentas, type ReporteVentas } from '../../contracts/reportes.js';
import type { Pago } from '../../contracts/calculo.js';
import { cancelarVenta } from '../../server/modules/ventas/cancelacion.service.js';
import { registrarDevolucion } from '../../server/modules/ventas/devolucion.service.js';
import { registrarVenta } from '../../server/modules/ventas/ventas.service.js';
import { crearCategoria, crearProducto, nuevaSesion, type Sesion, variante } from '../helpers/catalogo.js';
import { sentenciasDe } from '../helpers/sentencias.js';
import { describeEachEngine, type TestServer } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';

const REPORTE = '/api/v1/reportes/ventas';
const url = (agrupar: string, desde: string, hasta: string, extra = '') => `${REPORTE}?agrupar=${agrupar}&desde=${desde}&hasta=${hasta}${extra}`;
const AGRUPACIONES = ['dia', 'semana', 'mes', 'producto', 'categoria', 'vendedor', 'metodo_pago', 'hora'] as const;

/** A shop's March 2025 (America/Mexico_City, UTC−6): what the report must say of it is worked out by hand in the tests. */
interface Tienda {
    s: Sesion;
    cajero2: Sesion;
    x: number;
    y: number;
    a: number;
    b: number;
    k: number;
    plantillas: { a: number; b: number; k: number };
}

describeEachEngine('reporte de ventas', (server) => {
    const autor = (s: Sesion) => ({ empresaId: s.empresaId, usuarioId: s.usuarioId });
    const venta = (s: Sesion, fecha: string, items: [number, number][], pagos: Pago[]) =>
        registrarVenta(server().db, autor(s), { items: items.map(([varianteId, cantidad]) => ({ varianteId, cantidad: Math.round(cantidad * MILESIMAS) })), pagos, clienteId: null }, { fecha });
    const efectivo = (pesos: number): Pago => ({ metodo: 'Efectivo', monto: pesos * 100 });
    const reporte = async (s: Sesion, agrupar: string, desde: string, hasta: string, extra = ''): Promise<ReporteVentas> => {
        const res = await s.get(url(agrupar, desde, hasta, extra));
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body;
    };
    const fila = (r: ReporteVentas, grupo: string) => r.filas.find((f) => f.grupo === grupo) as FilaVentas;

    /**
     * A (cat X, $100.00, cost $60.00), B (cat X, $50.00, cost $20.00), K (cat Y, by the kg, $200.00, cost $150.00).
     * S1 Mon 10 Mar 10:00, cashier 1: 2 A + 0.5 kg K = $300.00 (cost $195.00), cash $500.00 (change $200.00).
     * S2 Tue 11 Mar 14:30, cashier 2: A + B = $150.00 (cost $80.00), card $100.00 + cash $50.00.
     * S3 Wed 12 Mar 12:00, cashier 1: A = $100.00, voided.
     * S4 Sun 16 Mar 23:30 local (05:30Z on the 17th), cashier 2: 2 B = $100.00 (cost $40.00), cash.
     * R1 Tue 18 Mar 11:00, by cashier 2: one A of S1 back ($100.00, cost $60.00, in cash), under S1's seller.
     */
    async function tienda(server: TestServer): Promise<Tienda> {
        const s = await nuevaSesion(server);
        const cajero2 = await usuarioConPermisos(server, s.empresaId, ['ventas:crear', 'reportes:leer']);
        const [x, y] = [(await crearCategoria(s)).id, (await crearCategoria(s)).id];
        const { proveedor } = { proveedor: (await s.post('/api/v1/proveedores/', { nombre_empresa: `Proveedor ${s.empresaId}` })).body };
        const producto = (categoria: number, precio: string, costo: string, extra: Record<string, unknown> = {}) =>
            crearProducto(s, { categoria_id: categoria, proveedor_id: proveedor.id, variantes: [variante({ precio_venta: precio, costo_compra: costo, stock: 100 })], ...extra });
        const [pa, pb, pk] = [await producto(x, '100.00', '60.00'), await producto(x, '50.00', '20.00'), await producto(y, '200.00', '150.00', { unidad: 'kg' })];
        const [a, b, k] = [pa.variantes[0].id, pb.variantes[0].id, pk.variantes[0].id];
        const s1 = await venta(s, '2025-03-10T16:00:00.000Z', [[a, 2], [k, 0.5]], [efectivo(500)]);
        await venta(cajero2, '2025-03-11T20:30:00.000Z', [[b, 1], [a, 1]], [{ metodo: 'Tarjeta de Crédito', monto: 10_000 }, efectivo(50)]);
        const s3 = await venta(s, '2025-03-12T18:00:00.000Z', [[a, 1]], [efectivo(100)]);
        await server.db.transaction((tx) => cancelarVenta(tx, autor(s), s3.id, { motivo: 'Prueba' }, { fecha: '2025-03-12T19:00:00.000Z' }));
        await venta(cajero2, '2025-03-17T05:30:00.000Z', [[b, 2]], [efectivo(100)]);
        await server.db.transaction((tx) =>
            registrarDevolucion(tx, autor(cajero2), s1.id, { motivo: 'Prueba', items: [{ varianteId: a, cantidad: MILESIMAS }] }, { fecha: '2025-03-18T17:00:00.000Z' }),
        );
        return { s, cajero2, x, y, a, b, k, plantillas: { a: pa.id, b: pb.id, k: pk.id } };
    }

    let t: Tienda;
    beforeAll(async () => {
        t = await tienda(server());
    });

    it('every grouping adds up to the documents of the period, to the cent: voided sales out, returns on their own day', async () => {
        // The documents themselves: the sales not voided whose local day is in March, the credit notes of March.
        const ventas = await server().db.kysely.selectFrom('ventas').select(['total', 'estado']).where('empresa_id', '=', t.s.empresaId).execute();
        const notas = await server().db.kysely.selectFrom('notas_credito').select('total_devuelto').where('empresa_id', '=', t.s.empresaId).execute();
        const vendidas = ventas.filter((v) => v.estado !== 'Cancelada');
        const pesos = (c: number) => (c / 100).toFixed(2);
        const total = pesos(vendidas.reduce((a, v) => a + Number(v.total), 0));
        const devuelto = pesos(notas.reduce((a, n) => a + Number(n.total_devuelto), 0));
        expect([total, devuelto]).toEqual(['550.00', '100.00']);
        for (const agrupar of AGRUPACIONES) {
            const r = await reporte(t.s, agrupar, '2025-03-01', '2025-03-31');
            const suma = (c: 'total' | 'devoluciones' | 'neto') => pesos(r.filas.reduce((a, f) => a + Math.round(Number(f[c]) * 100), 0));
            expect([suma('total'), suma('devoluciones'), suma('neto')], agrupar).toEqual([total, devuelto, '450.00']);
            expect([r.totales.total, r.totales.devoluciones, r.totales.neto], agrupar).toEqual([total, devuelto, '450.00']);
            if (agrupar === 'metodo_pago') {
                expect(r.totales).toMatchObject({ ventas: 4, unidades: null, costo: null, utilidad: null, margen: null });
                continue;
            }
            expect(r.totales, agrupar).toMatchObject({ unidades: 5.5, costo: '255.00', utilidad: '195.00', margen: '43.33' });
            if (agrupar !== 'producto' && agrupar !== 'categoria') expect(r.totales.ventas, agrupar).toBe(3);
        }
    });

    it('by day, week and month: every period of the range in order, zeros where nothing moved; a Sunday 23:30 local is Sunday', async () => {
        const dias = await reporte(t.s, 'dia', '2025-03-01', '2025-03-31');
        expect(dias.filas).toHaveLength(31);
        expect(dias.filas[0]).toMatchObject({ grupo: '2025-03-01', etiqueta: '01/03/2025', ventas: 0, total: '0.00', ticket_promedio: '0.00', margen: null });
        expect(fila(dias, '2025-03-10')).toMatchObject({ ventas: 1, unidades: 2.5, total: '300.00', costo: '195.00', utilidad: '105.00', margen: '35.00', ticket_promedio: '300.00' });
        // The voided sale's day sold nothing.
        expect(fila(dias, '2025-03-12')).toMatchObject({ ventas: 0, total: '0.00' });
        // 05:30Z on the 17th is 23:30 on Sunday the 16th in Mexico City.
        expect(fila(dias, '2025-03-16')).toMatchObject({ ventas: 1, total: '100.00' });
        expect(fila(dias, '2025-03-17')).toMatchObject({ ventas: 0, total: '0.00' });
        // The return lands on its credit note's day, not its sale's.
        expect(fila(dias, '2025-03-18')).toMatchObject({ ventas: 0, total: '0.00', devoluciones: '100.00', neto: '-100.00', unidades: -1, costo: '-60.00', utilidad: '-40.00', margen: '40.00' });

        const semanas = await reporte(t.s, 'semana', '2025-03-01', '2025-03-31');
        // ISO weeks start on Monday: 1 March 2025 is a Saturday of the week of 24 February.
        expect(semanas.filas.map((f) => f.grupo)).toEqual(['2025-02-24', '2025-03-03', '2025-03-10', '2025-03-17', '2025-03-24', '2025-03-31']);
        expect(fila(semanas, '2025-03-10')).toMatchObject({ etiqueta: 'Semana del 10/03/2025', ventas: 3, total: '550.00', devoluciones: '0.00' });
        expect(fila(semanas, '2025-03-17')).toMatchObject({ ventas: 0, devoluciones: '100.00' });

        const meses = await reporte(t.s, 'mes', '2025-02-15', '2025-04-02');
        expect(meses.filas.map((f) => [f.grupo, f.etiqueta, f.total])).toEqual([
            ['2025-02', 'febrero de 2025', '0.00'],
            ['2025-03', 'marzo de 2025', '550.00'],
            ['2025-04', 'abril de 2025', '0.00'],
        ]);
        // Both ends are included: only the 16th (local) and nothing of the 17th.
        expect((await reporte(t.s, 'dia', '2025-03-16', '2025-03-16')).totales).toMatchObject({ ventas: 1, total: '100.00' });
    });

    it('by product and category: units in real units, cost at the moment of sale, returns at the cost they were sold at', async () => {
        const productos = await reporte(t.s, 'producto', '2025-03-01', '2025-03-31');
        expect(fila(productos, String(t.plantillas.a))).toMatchObject({ ventas: 2, unidades: 2, total: '300.00', devoluciones: '100.00', neto: '200.00', costo: '120.00', utilidad: '80.00', margen: '40.00' });
        expect(fila(productos, String(t.plantillas.b))).toMatchObject({ ventas: 2, unidades: 3, total: '150.00', neto: '150.00', costo: '60.00', utilidad: '90.00', margen: '60.00' });
        expect(fila(productos, String(t.plantillas.k))).toMatchObject({ ventas: 1, unidades: 0.5, total: '100.00', costo: '75.00', margen: '25.00' });
        // By neto, highest first.
        expect(productos.filas.map((f) => f.grupo)).toEqual([String(t.plantillas.a), String(t.plantillas.b), String(t.plantillas.k)]);

        const categorias = await reporte(t.s, 'categoria', '2025-03-01', '2025-03-31');
        expect(fila(categorias, String(t.x))).toMatchObject({ ventas: 4, unidades: 5, total: '450.00', devoluciones: '100.00', costo: '180.00' });
        expect(fila(categorias, String(t.y))).toMatchObject({ ventas: 1, unidades: 0.5, total: '100.00', costo: '75.00' });
        expect((await reporte(t.s, 'producto', '2025-03-01', '2025-03-31', `&categoria_id=${t.y}`)).filas.map((f) => f.grupo)).toEqual([String(t.plantillas.k)]);
        expect(fila(await reporte(t.s, 'dia', '2025-03-01', '2025-03-31', `&categoria_id=${t.y}`), '2025-03-10')).toMatchObject({ total: '100.00', costo: '75.00' });
        // A whole month is read from its month rows, whole decenas from theirs, other days from their own: the same answer every way.
        for (const agrupar of ['producto', 'categoria', 'hora']) {
            const mes = await reporte(t.s, agrupar, '2025-03-01', '2025-03-31');
            for (const [desde, hasta] of [
                ['2025-03-02', '2025-03-31'],
                ['2025-02-20', '2025-04-02'],
                ['2025-03-10', '2025-03-18'],
            ]) {
                expect((await reporte(t.s, agrupar, desde, hasta)).filas, `${agrupar} ${desde} ${hasta}`).toEqual(mes.filas);
            }
        }
        // Ranges that cut through the sales, read as a month's row less its days and decenas outside
        // them (reportes/periodos.ts partirRango), add up as the day-by-day report of the same days.
        const cifras = (r: ReporteVentas) => [r.totales.unidades, r.totales.total, r.totales.devoluciones, r.totales.neto, r.totales.costo];
        for (const [desde, hasta] of [
            ['2025-03-12', '2025-03-31'],
            ['2025-03-11', '2025-03-17'],
            ['2025-02-27', '2025-03-30'],
            ['2025-03-02', '2025-04-05'],
        ]) {
            const porDia = cifras(await reporte(t.s, 'dia', desde, hasta));
            for (const agrupar of ['producto', 'categoria', 'hora']) expect(cifras(await reporte(t.s, agrupar, desde, hasta)), `${agrupar} ${desde} ${hasta}`).toEqual(porDia);
        }
        expect(cifras(await reporte(t.s, 'dia', '2025-03-12', '2025-03-31'))).toEqual([1, '100.00', '100.00', '0.00', '-20.00']);
    });

    it('a later change of cost never moves a sale already made', async () => {
        const s = await nuevaSesion(server());
        const p = await crearProducto(s, { variantes: [variante({ precio_venta: '100.00', costo_compra: '60.00', stock: 10 })] });
        const v = p.variantes[0].id;
        await venta(s, '2025-05-05T18:00:00.000Z', [[v, 1]], [efectivo(100)]);
        await server().db.kysely.updateTable('variantes').set({ costo_compra: 9000 }).where('id', '=', v).execute();
        await venta(s, '2025-05-06T18:00:00.000Z', [[v, 1]], [efectivo(100)]);
        const dias = await reporte(s, 'dia', '2025-05-05', '2025-05-06');
        expect(dias.filas.map((f) => [f.grupo, f.costo, f.margen])).toEqual([
            ['2025-05-05', '60.00', '40.00'],
            ['2025-05-06', '90.00', '10.00'],
        ]);
    });

    it('by seller (returns under the sale seller), by payment (cash net of change, refunds by method) and by weekday × hour', async () => {
        const vendedores = await reporte(t.s, 'vendedor', '2025-03-01', '2025-03-31');
        expect(fila(vendedores, String(t.s.usuarioId))).toMatchObject({ ventas: 1, total: '300.00', devoluciones: '100.00', neto: '200.00', costo: '135.00' });
        expect(fila(vendedores, String(t.cajero2.usuarioId))).toMatchObject({ ventas: 2, total: '250.00', devoluciones: '0.00', costo: '120.00', ticket_promedio: '125.00' });
        expect(vendedores.filas.every((f) => f.etiqueta.length > 0)).toBe(true);

        const pagos = await reporte(t.s, 'metodo_pago', '2025-03-01', '2025-03-31');
        expect(pagos.filas).toEqual([
            { grupo: 'Efectivo', etiqueta: 'Efectivo', ventas: 3, unidades: null, total: '450.00', devoluciones: '100.00', neto: '350.00', ticket_promedio: '150.00', costo: null, utilidad: null, margen: null },
            { grupo: 'Tarjeta de Crédito', etiqueta: 'Tarjeta de Crédito', ventas: 1, unidades: null, total: '100.00', devoluciones: '0.00', neto: '100.00', ticket_promedio: '100.00', costo: null, utilidad: null, margen: null },
        ]);

        const horas = await reporte(t.s, 'hora', '2025-03-01', '2025-03-31');
        expect(horas.filas.map((f) => [f.grupo, f.dia_semana, f.hora, f.etiqueta, f.total, f.devoluciones])).toEqual([
            ['1-10', 1, 10, 'lunes 10:00', '300.00', '0.00'],
            ['2-11', 2, 11, 'martes 11:00', '0.00', '100.00'],
            ['2-14', 2, 14, 'martes 14:00', '150.00', '0.00'],
            ['7-23', 7, 23, 'domingo 23:00', '100.00', '0.00'],
        ]);
        // One cashier's: its sales, and the returns of its sales.
        expect((await reporte(t.s, 'mes', '2025-03-01', '2025-03-31', `&usuario_id=${t.cajero2.usuarioId}`)).totales).toMatchObject({ ventas: 2, total: '250.00', devoluciones: '0.00' });
        expect((await reporte(t.s, 'metodo_pago', '2025-03-01', '2025-03-31', `&usuario_id=${t.s.usuarioId}`)).filas).toEqual([
            expect.objectContaining({ grupo: 'Efectivo', ventas: 1, total: '300.00', devoluciones: '100.00' }),
        ]);
    });

    it('costo, utilidad and margen are absent (not null) for whoever does not see costs; reportes:utilidad shows them', async () => {
        const sin = await usuarioConPermisos(server(), t.s.empresaId, ['reportes:leer']);
        for (const agrupar of AGRUPACIONES) {
            const r = await reporte(sin, agrupar, '2025-03-01', '2025-03-31');
            for (const f of [...r.filas, r.totales]) for (const campo of ['costo', 'utilidad', 'margen']) expect(Object.keys(f), `${agrupar} ${campo}`).not.toContain(campo);
            expect(r.totales.neto).toBe('450.00');
        }
        const con = await usuarioConPermisos(server(), t.s.empresaId, ['reportes:leer', 'reportes:utilidad']);
        expect((await reporte(con, 'mes', '2025-03-01', '2025-03-31')).totales).toMatchObject({ costo: '255.00', utilidad: '195.00', margen: '43.33' });
    });

    it('needs reportes:leer (403 otherwise)', async () => {
        const sin = await usuarioConPermisos(server(), t.s.empresaId, ['ventas:leer', 'dashboard:leer', 'contabilidad:leer', 'reportes:utilidad']);
        const res = await sin.get(url('dia', '2025-03-01', '2025-03-31'));
        expect(res.status).toBe(403);
        expect(res.body.detail).toBe('No tiene permiso para realizar esta acción.');
    });

    it("another company's sales, categories and cashiers never count", async () => {
        const otra = await tienda(server());
        for (const agrupar of AGRUPACIONES) {
            expect((await reporte(t.s, agrupar, '2025-03-01', '2025-03-31')).totales.neto, agrupar).toBe('450.00');
        }
        // Its category or its cashier as a filter: nothing of this company is theirs, and theirs is not read.
        for (const extra of [`&categoria_id=${otra.x}`, `&usuario_id=${otra.cajero2.usuarioId}`]) {
            const r = await reporte(t.s, 'dia', '2025-03-01', '2025-03-31', extra);
            expect(r.filas).toHaveLength(31);
            expect(r.totales).toMatchObject({ ventas: 0, total: '0.00', devoluciones: '0.00' });
            expect((await reporte(t.s, 'producto', '2025-03-01', '2025-03-31', extra)).filas).toEqual([]);
        }
    });

    it('refuses bad parameters with a Spanish 422 at the parameter', async () => {
        const casos: [string, string, string][] = [
            [`${REPORTE}?desde=2025-03-01&hasta=2025-03-31`, 'agrupar', REPORTE_VENTAS_MENSAJES.agrupar],
            [url('anio', '2025-03-01', '2025-03-31'), 'agrupar', REPORTE_VENTAS_MENSAJES.agrupar],
            [`${REPORTE}?agrupar=dia&hasta=2025-03-31`, 'desde', REPORTE_MENSAJES.faltaDesde],
            [url('dia', '2025-02-30', '2025-03-31'), 'desde', REPORTE_MENSAJES.fecha],
            [url('dia', '2025-03-31', '2025-03-01'), 'hasta', REPORTE_MENSAJES.rango],
            [url('hora', '2025-03-01', '2025-03-31', `&categoria_id=${t.x}`), 'categoria_id', REPORTE_VENTAS_MENSAJES.categoriaNoAplica],
            [url('metodo_pago', '2025-03-01', '2025-03-31', `&categoria_id=${t.x}`), 'categoria_id', REPORTE_VENTAS_MENSAJES.categoriaNoAplica],
            [url('dia', '2025-03-01', '2025-03-31', '&categoria_id=abc'), 'categoria_id', REPORTE_VENTAS_MENSAJES.categoria],
            [url('dia', '2025-03-01', '2025-03-31', '&usuario_id=0'), 'usuario_id', REPORTE_VENTAS_MENSAJES.usuario],
        ];
        for (const [ruta, campo, mensaje] of casos) {
            const res = await t.s.get(ruta);
            expect(res.status, ruta).toBe(422);
            expect(res.body.detail, ruta).toContainEqual(expect.objectContaining({ loc: ['query', campo], msg: mensaje }));
        }
        const extra = await t.s.get(url('dia', '2025-03-01', '2025-03-31', '&tienda=1'));
        expect(extra.status).toBe(422);
        expect(JSON.stringify(extra.body)).toContain('tienda');
    });

    it("a plain sale's counters cost no statement more on PostgreSQL (all ride on one) and one per new counter on SQLite", async () => {
        const s = await nuevaSesion(server());
        const p = await crearProducto(s, { variantes: [variante({ precio_venta: '10.00', stock: 10 })] });
        const medido = await sentenciasDe(server(), () => venta(s, new Date().toISOString(), [[p.variantes[0].id, 1]], [efectivo(10)]));
        // Before issue 35: 10 on PostgreSQL (three counter statements), 11 on SQLite (four); the
        // five new counters (the category's since migration 0030) add none and five.
        expect(medido.sentencias.length).toBe(server().engine === 'postgres' ? 8 : 16);
    });
});
