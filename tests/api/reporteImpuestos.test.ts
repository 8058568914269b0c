import { MILESIMAS } from '../../contracts/unidades.js';
import { toCents } from '../../contracts/money.js';
import { REPORTE_MENSAJES, type ReporteImpuestos } from '../../contracts/reportes.js';
import { diaLocal } from '../../server/domain/calendario.js';
import { cancelarVenta } from '../../server/modules/ventas/cancelacion.service.js';
import { registrarDevolucion } from '../../server/modules/ventas/devolucion.service.js';
import { registrarVenta } from '../../server/modules/ventas/ventas.service.js';
import { crearProducto, nuevaSesion, type Sesion, variante } from '../helpers/catalogo.js';
import { describeEachEngine, type TestServer } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';

const REPORTE = '/api/v1/reportes/impuestos';
const periodo = (desde: string, hasta = desde) => `${REPORTE}?desde=${desde}&hasta=${hasta}`;

/** A product at a shelf price (taxes included) and its rates, written in the database as the product API does not take them yet. */
async function producto(server: TestServer, s: Sesion, precio: string, iva: '16' | '8' | '0' | 'exento', ieps: number | null = null) {
    const p = await crearProducto(s, { variantes: [variante({ precio_venta: precio, stock: 1000 })] });
    await server.db.kysely.updateTable('plantillas').set({ iva, ieps }).where('id', '=', p.id).execute();
    return p.variantes[0].id;
}

const ceros = {
    base_ventas: '0.00',
    importe_ventas: '0.00',
    total_ventas: '0.00',
    base_devoluciones: '0.00',
    importe_devoluciones: '0.00',
    total_devoluciones: '0.00',
    base_neta: '0.00',
    importe_neto: '0.00',
    total_neto: '0.00',
};

describeEachEngine('reporte de impuestos', (server) => {
    let s: Sesion;
    /** IVA 16 % at $116.00 (base 100.00), IVA 0 % at $50.00, exento at $20.00, IVA 16 % + IEPS 8 % at $125.28 (base 100.00, IEPS 8.00, IVA 17.28). */
    let v: { a16: number; a0: number; ex: number; ieps: number };

    /** A sale at an instant, through the checkout's own code (the API stamps now); whole units, which the services take in thousandths. */
    const venta = (sesion: Sesion, fecha: string, items: [number, number][]) =>
        registrarVenta(
            server().db,
            { empresaId: sesion.empresaId, usuarioId: sesion.usuarioId },
            { items: items.map(([varianteId, cantidad]) => ({ varianteId, cantidad: cantidad * MILESIMAS })), pagos: [{ metodo: 'Efectivo', monto: 10_000_000 }], clienteId: null },
            { fecha },
        );
    const devolucion = (sesion: Sesion, ventaId: number, fecha: string, items: [number, number][]) =>
        server().db.transaction((tx) =>
            registrarDevolucion(
                tx,
                { empresaId: sesion.empresaId, usuarioId: sesion.usuarioId },
                ventaId,
                { motivo: 'Prueba', items: items.map(([varianteId, cantidad]) => ({ varianteId, cantidad: cantidad * MILESIMAS })) },
                { fecha },
            ),
        );
    const reporte = async (sesion: Sesion, desde: string, hasta = desde): Promise<ReporteImpuestos> => {
        const res = await sesion.get(periodo(desde, hasta));
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body;
    };

    beforeAll(async () => {
        s = await nuevaSesion(server());
        v = {
            a16: await producto(server(), s, '116.00', '16'),
            a0: await producto(server(), s, '50.00', '0'),
            ex: await producto(server(), s, '20.00', 'exento'),
            ieps: await producto(server(), s, '125.28', '16', 80_000),
        };
    });

    it('one row per tax and rate: IVA by rate (exempt last), then IEPS; totals are the lines without tax, every tax, and the sales', async () => {
        await venta(s, '2025-01-10T18:00:00.000Z', [
            [v.ex, 1],
            [v.a0, 1],
            [v.ieps, 1],
            [v.a16, 1],
        ]);
        const r = await reporte(s, '2025-01-10');
        expect(r.desde).toBe('2025-01-10');
        expect(r.hasta).toBe('2025-01-10');
        const fila = (impuesto: string, tipo_factor: string, tasa: string | null, base: string, importe: string) => ({
            impuesto,
            tipo_factor,
            tasa,
            base_ventas: base,
            importe_ventas: importe,
            base_devoluciones: '0.00',
            importe_devoluciones: '0.00',
            base_neta: base,
            importe_neto: importe,
        });
        expect(r.impuestos).toEqual([
            // IVA on base + IEPS: 100.00 + 108.00.
            fila('IVA', 'Tasa', '0.160000', '208.00', '33.28'),
            fila('IVA', 'Tasa', '0.000000', '50.00', '0.00'),
            fila('IVA', 'Exento', null, '20.00', '0.00'),
            fila('IEPS', 'Tasa', '0.080000', '100.00', '8.00'),
        ]);
        expect(r.totales).toEqual({
            ...ceros,
            base_ventas: '270.00',
            importe_ventas: '41.28',
            total_ventas: '311.28',
            base_neta: '270.00',
            importe_neto: '41.28',
            total_neto: '311.28',
        });
    });

    it("counts a sale on its local day, in the company's zone (23:30 local is the day before in UTC's next day)", async () => {
        // America/Mexico_City, UTC−6: 05:30Z on 1 Feb is 31 Jan 23:30; 06:30Z is 1 Feb 00:30.
        await venta(s, '2025-02-01T05:30:00.000Z', [[v.a16, 1]]);
        await venta(s, '2025-02-01T06:30:00.000Z', [[v.a16, 2]]);
        const enero = await reporte(s, '2025-01-31');
        expect(enero.impuestos).toEqual([expect.objectContaining({ impuesto: 'IVA', tasa: '0.160000', base_ventas: '100.00', importe_ventas: '16.00' })]);
        const febrero = await reporte(s, '2025-02-01');
        expect(febrero.impuestos).toEqual([expect.objectContaining({ impuesto: 'IVA', tasa: '0.160000', base_ventas: '200.00', importe_ventas: '32.00' })]);
        // Both ends are included.
        expect((await reporte(s, '2025-01-31', '2025-02-01')).totales.total_ventas).toBe('348.00');
    });

    it("takes the days of the company's own zone: another shop's midnight is its own", async () => {
        const cancun = await nuevaSesion(server());
        const { id: _id, ...ajustes } = (await cancun.get('/api/v1/empresa/')).body;
        expect((await cancun.put('/api/v1/empresa/', { ...ajustes, zona_horaria: 'America/Cancun' })).status).toBe(200);
        const suyo = await producto(server(), cancun, '116.00', '16');
        // 05:30Z is 00:30 of 1 Feb in Cancún (UTC−5), still 31 Jan in Mexico City.
        await venta(cancun, '2025-02-01T05:30:00.000Z', [[suyo, 1]]);
        expect((await reporte(cancun, '2025-01-31')).impuestos).toEqual([]);
        expect((await reporte(cancun, '2025-02-01')).totales.total_ventas).toBe('116.00');
    });

    it("a return counts on its credit note's day, the net is sales less returns; a voided sale is nowhere", async () => {
        const { id } = await venta(s, '2025-03-05T18:00:00.000Z', [
            [v.a16, 2],
            [v.ieps, 1],
        ]);
        await devolucion(s, id, '2025-03-07T18:00:00.000Z', [
            [v.a16, 1],
            [v.ieps, 1],
        ]);
        const anulada = await venta(s, '2025-03-05T19:00:00.000Z', [[v.a0, 3]]);
        await server().db.transaction((tx) => cancelarVenta(tx, { empresaId: s.empresaId, usuarioId: s.usuarioId }, anulada.id, { motivo: 'Prueba' }, { fecha: '2025-03-05T19:30:00.000Z' }));

        const delDia = await reporte(s, '2025-03-05');
        expect(delDia.impuestos.map((f) => [f.impuesto, f.tasa, f.base_ventas, f.importe_ventas, f.base_devoluciones, f.importe_devoluciones])).toEqual([
            ['IVA', '0.160000', '308.00', '49.28', '0.00', '0.00'],
            ['IEPS', '0.080000', '100.00', '8.00', '0.00', '0.00'],
        ]);
        const devuelto = await reporte(s, '2025-03-07');
        expect(devuelto.impuestos).toEqual([
            { impuesto: 'IVA', tipo_factor: 'Tasa', tasa: '0.160000', base_ventas: '0.00', importe_ventas: '0.00', base_devoluciones: '208.00', importe_devoluciones: '33.28', base_neta: '-208.00', importe_neto: '-33.28' },
            { impuesto: 'IEPS', tipo_factor: 'Tasa', tasa: '0.080000', base_ventas: '0.00', importe_ventas: '0.00', base_devoluciones: '100.00', importe_devoluciones: '8.00', base_neta: '-100.00', importe_neto: '-8.00' },
        ]);
        expect(devuelto.totales).toEqual({
            ...ceros,
            base_devoluciones: '200.00',
            importe_devoluciones: '41.28',
            total_devoluciones: '241.28',
            base_neta: '-200.00',
            importe_neto: '-41.28',
            total_neto: '-241.28',
        });
        const semana = await reporte(s, '2025-03-01', '2025-03-08');
        expect(semana.impuestos.map((f) => [f.impuesto, f.tasa, f.base_neta, f.importe_neto])).toEqual([
            ['IVA', '0.160000', '100.00', '16.00'],
            ['IEPS', '0.080000', '0.00', '0.00'],
        ]);
        expect(semana.totales).toMatchObject({ total_ventas: '357.28', total_devoluciones: '241.28', total_neto: '116.00' });
        // The voided sale's IVA 0 % never shows.
        expect(semana.impuestos.some((f) => f.tasa === '0.000000')).toBe(false);
    });

    it('a period without movement answers no rows and zero totals', async () => {
        expect(await reporte(s, '2024-06-01', '2024-06-30')).toEqual({ desde: '2024-06-01', hasta: '2024-06-30', impuestos: [], totales: ceros });
    });

    it("another company's sales never appear in it", async () => {
        const otra = await nuevaSesion(server());
        const suyo = await producto(server(), otra, '232.00', '8');
        const antes = await reporte(s, '2025-01-10');
        await venta(otra, '2025-01-10T18:00:00.000Z', [[suyo, 5]]);
        expect(await reporte(s, '2025-01-10')).toEqual(antes);
        const suyoReporte = await reporte(otra, '2025-01-10');
        expect(suyoReporte.impuestos).toEqual([expect.objectContaining({ impuesto: 'IVA', tasa: '0.080000', base_ventas: '1074.07', importe_ventas: '85.93' })]);
        expect(suyoReporte.totales.total_ventas).toBe('1160.00');
    });

    it('refuses bad, missing or inverted days with a Spanish 422 at the parameter', async () => {
        const rechazo = async (query: string) => {
            const res = await s.get(`${REPORTE}${query}`);
            expect(res.status, query).toBe(422);
            return res.body.detail as { loc: string[]; msg: string }[];
        };
        expect(await rechazo('?hasta=2025-01-31')).toEqual([expect.objectContaining({ loc: ['query', 'desde'], msg: REPORTE_MENSAJES.faltaDesde })]);
        expect(await rechazo('?desde=2025-01-01')).toEqual([expect.objectContaining({ loc: ['query', 'hasta'], msg: REPORTE_MENSAJES.faltaHasta })]);
        const ambas = await rechazo('');
        expect(ambas.map((d) => d.loc[1]).sort()).toEqual(['desde', 'hasta']);
        for (const malo of ['2025-02-30', '2025-13-01', '01/02/2025', 'ayer', '2025-1-1']) {
            expect(await rechazo(`?desde=${encodeURIComponent(malo)}&hasta=2025-12-31`)).toEqual([expect.objectContaining({ loc: ['query', 'desde'], msg: REPORTE_MENSAJES.fecha })]);
        }
        expect(await rechazo('?desde=2025-01-01&hasta=3000-01-01')).toEqual([expect.objectContaining({ loc: ['query', 'hasta'], msg: 'La fecha debe estar entre los años 1900 y 2999.' })]);
        expect(await rechazo('?desde=2025-02-01&hasta=2025-01-31')).toEqual([expect.objectContaining({ loc: ['query', 'hasta'], msg: REPORTE_MENSAJES.rango })]);
        expect(await rechazo('?desde=2025-01-01&hasta=2025-01-31&empresa_id=1')).toEqual([expect.objectContaining({ msg: expect.stringMatching(/^Parámetro o filtro no admitido.*empresa_id/) })]);
        // One day is a period.
        expect((await s.get(periodo('2025-01-01'))).status).toBe(200);
    });

    it('needs reportes:leer (403 otherwise)', async () => {
        const sin = await usuarioConPermisos(server(), s.empresaId, ['ventas:leer', 'dashboard:leer', 'contabilidad:leer']);
        const res = await sin.get(periodo('2025-01-10'));
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ detail: 'No tiene permiso para realizar esta acción.' });
        const con = await usuarioConPermisos(server(), s.empresaId, ['reportes:leer']);
        expect((await con.get(periodo('2025-01-10'))).body).toEqual(await reporte(s, '2025-01-10'));
    });

    it("reconciles to the cent with the sales history of the same day: GET /ventas/{id}'s lines and credit notes", async () => {
        const t = await nuevaSesion(server());
        const precios: [string, '16' | '8' | '0' | 'exento', number | null][] = [
            ['19.99', '16', null],
            ['7.33', '8', null],
            ['12.50', '0', null],
            ['3.01', 'exento', null],
            ['33.33', '16', 80_000],
            ['45.67', '16', 265_000],
            ['99.99', '0', 530_000],
            ['0.07', '16', 30_000],
        ];
        const variantes: number[] = [];
        for (const [precio, iva, ieps] of precios) variantes.push(await producto(server(), t, precio, iva, ieps));
        const hoy = diaLocal(new Date(), 'America/Mexico_City');
        const vendidas: number[] = [];
        for (let i = 0; i < 6; i++) {
            const items = variantes.map((producto_id, j) => ({ producto_id, cantidad: 1 + ((i + j) % 4) })).filter((_, j) => (i + j) % 3 !== 0);
            const res = await t.post('/api/v1/ventas/pos/checkout', { items, pagos: [{ metodo_pago: 'Efectivo', monto: '5000.00' }] });
            expect(res.status, JSON.stringify(res.body)).toBe(201);
            vendidas.push(res.body.id);
        }
        // Partial returns, one of them twice over the same line (the last takes the remainder), and a voided sale.
        for (const [ventaId, producto_id, cantidad] of [
            [vendidas[0], variantes[1], 1],
            [vendidas[0], variantes[1], 1],
            [vendidas[1], variantes[4], 2],
            [vendidas[2], variantes[6], 1],
        ]) {
            const res = await t.post(`/api/v1/ventas/${ventaId}/devolucion/`, { motivo: 'Prueba', items: [{ producto_id, cantidad }] });
            expect(res.status, JSON.stringify(res.body)).toBe(201);
        }
        expect((await t.post(`/api/v1/ventas/${vendidas[5]}/cancelar`, { motivo: 'Prueba' })).status).toBe(200);

        const historia = await t.get(`/api/v1/ventas/?fecha_desde=${hoy}&fecha_hasta=${hoy}&limit=100`);
        expect(historia.status).toBe(200);
        const esperado = new Map<string, { base_ventas: number; importe_ventas: number; base_devoluciones: number; importe_devoluciones: number }>();
        const sumarA = (clave: string, campo: 'ventas' | 'devoluciones', base: number, importe: number) => {
            const e = esperado.get(clave) ?? { base_ventas: 0, importe_ventas: 0, base_devoluciones: 0, importe_devoluciones: 0 };
            e[`base_${campo}`] += base;
            e[`importe_${campo}`] += importe;
            esperado.set(clave, e);
        };
        const c = (dinero: string) => toCents(dinero) as number;
        let totalVentas = 0;
        let totalDevuelto = 0;
        let lineas = { base: 0, iva: 0, ieps: 0 };
        let devueltas = { base: 0, iva: 0, ieps: 0 };
        for (const fila of historia.body as { id: number; estado: string; total: string }[]) {
            const detalle = (await t.get(`/api/v1/ventas/${fila.id}`)).body;
            // Each credit note on its own day: all of them today.
            for (const nota of detalle.notas_credito) {
                totalDevuelto += c(nota.total_devuelto);
                for (const d of nota.detalles) {
                    const linea = detalle.detalles.find((l: { producto: { id: number } }) => l.producto.id === d.producto_id);
                    const tasaIva = ({ '16': '0.160000', '8': '0.080000', '0': '0.000000', exento: null } as const)[linea.tasa_iva as '16'];
                    sumarA(`IVA|${tasaIva}`, 'devoluciones', c(d.base) + c(d.ieps), c(d.iva));
                    if (linea.tasa_ieps !== null) sumarA(`IEPS|${linea.tasa_ieps}`, 'devoluciones', c(d.base), c(d.ieps));
                    devueltas = { base: devueltas.base + c(d.base), iva: devueltas.iva + c(d.iva), ieps: devueltas.ieps + c(d.ieps) };
                }
            }
            if (fila.estado === 'Cancelada') continue;
            totalVentas += c(fila.total);
            for (const i of detalle.impuestos) sumarA(`${i.impuesto}|${i.tasa}`, 'ventas', c(i.base), c(i.importe));
            for (const l of detalle.detalles) lineas = { base: lineas.base + c(l.base), iva: lineas.iva + c(l.iva), ieps: lineas.ieps + c(l.ieps) };
        }
        expect(historia.body.filter((f: { estado: string }) => f.estado === 'Cancelada')).toHaveLength(1);

        const r = await reporte(t, hoy);
        const obtenido = new Map(r.impuestos.map((f) => [`${f.impuesto}|${f.tasa}`, { base_ventas: c(f.base_ventas), importe_ventas: c(f.importe_ventas), base_devoluciones: c(f.base_devoluciones), importe_devoluciones: c(f.importe_devoluciones) }]));
        expect(Object.fromEntries(obtenido)).toEqual(Object.fromEntries(esperado));
        for (const f of r.impuestos) {
            expect(c(f.base_neta)).toBe(c(f.base_ventas) - c(f.base_devoluciones));
            expect(c(f.importe_neto)).toBe(c(f.importe_ventas) - c(f.importe_devoluciones));
        }
        expect(r.totales).toEqual({
            base_ventas: expect.any(String),
            importe_ventas: expect.any(String),
            total_ventas: expect.any(String),
            base_devoluciones: expect.any(String),
            importe_devoluciones: expect.any(String),
            total_devoluciones: expect.any(String),
            base_neta: expect.any(String),
            importe_neto: expect.any(String),
            total_neto: expect.any(String),
        });
        expect(c(r.totales.total_ventas)).toBe(totalVentas);
        expect(c(r.totales.base_ventas)).toBe(lineas.base);
        expect(c(r.totales.importe_ventas)).toBe(lineas.iva + lineas.ieps);
        expect(c(r.totales.total_devoluciones)).toBe(totalDevuelto);
        expect(c(r.totales.base_devoluciones)).toBe(devueltas.base);
        expect(c(r.totales.importe_devoluciones)).toBe(devueltas.iva + devueltas.ieps);
        expect(c(r.totales.total_neto)).toBe(totalVentas - totalDevuelto);
        // The dashboard's own figures of today say the same.
        const tablero = (await t.get('/api/v1/dashboard/')).body;
        expect(c(tablero.ventas_hoy)).toBe(totalVentas);
        expect(c(tablero.devoluciones_hoy)).toBe(totalDevuelto);
    });
});
