import { MILESIMAS } from '../../contracts/unidades.js';
import fc from 'fast-check';
import { sql } from 'kysely';
import { IVA_MILLONESIMAS, leerTasaIeps, type TasaIva, TASAS_IEPS_COMUNES, TASAS_IVA } from '../../contracts/impuestos.js';
import { fromCents, toCents } from '../../contracts/money.js';
import { createDb } from '../../server/db/createDb.js';
import { registrarDevolucion } from '../../server/modules/ventas/devolucion.service.js';
import { registrarVenta } from '../../server/modules/ventas/ventas.service.js';
import { nuevaSesion, type Sesion, unico } from '../helpers/catalogo.js';
import { contadoresDescuadrados } from '../helpers/contadores.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { checkout, efectivo, productoConVariantes, RUTAS_VENTAS } from '../helpers/ventas.js';

/*
 * Taxes inside every price (issue 32, items 3, 4 and 7): each sale line's split, the sale's taxes
 * per rate, the credit notes' shares and the daily tax counter, against the real server on both
 * engines. Products' taxes are set in the database: their API is not what is tested here.
 */

const centavos = (dinero: string): number => {
    const c = toCents(dinero);
    if (c === null) throw new Error(`No es dinero: ${dinero}`);
    return c;
};
const sku = (base: string) => unico(base).replace(/\s+/g, '-');
const cancelar = (id: number) => `/api/v1/ventas/${id}/cancelar`;

interface LineaApi {
    id: number;
    cantidad: number;
    precio_unitario: string;
    subtotal: string;
    base: string;
    iva: string;
    ieps: string;
    tasa_iva: TasaIva;
    tasa_ieps: string | null;
    producto: { id: number };
}
interface ImpuestoApi {
    impuesto: 'IVA' | 'IEPS';
    tipo_factor: 'Tasa' | 'Exento';
    tasa: string | null;
    base: string;
    importe: string;
}
interface NotaApi {
    id: number;
    total_devuelto: string;
    detalles: { producto_id: number; cantidad: number; monto_devuelto: string; base: string; iva: string; ieps: string }[];
}
interface VentaApi {
    id: number;
    total: string;
    estado: string;
    detalles: LineaApi[];
    impuestos: ImpuestoApi[];
    notas_credito: NotaApi[];
}

/** A tax-and-rate key as impuestos_diarios keys it (millionths, 0 when exempt). */
type Clave = string;
const clave = (impuesto: string, tipoFactor: string, tasa: number): Clave => `${impuesto}|${tipoFactor}|${tasa}`;
const tasaDeCfdi = (t: string | null) => (t === null ? 0 : Number(t.replace('.', '')));

/** A line's taxes as CFDI lists them: IVA on base + IEPS (exempt lines too, with no amount), IEPS on the base. */
function impuestosDeLinea(tasaIva: TasaIva, tasaIeps: string | null, base: number, ieps: number, iva: number): [Clave, number, number][] {
    const millonesimas = IVA_MILLONESIMAS[tasaIva];
    const filas: [Clave, number, number][] = [[clave('IVA', millonesimas === null ? 'Exento' : 'Tasa', millonesimas ?? 0), base + ieps, iva]];
    if (tasaIeps !== null) filas.push([clave('IEPS', 'Tasa', tasaDeCfdi(tasaIeps)), base, ieps]);
    return filas;
}

/** Σ base and tax per key, as sales and as returns. */
type Sumas = Map<Clave, [number, number, number, number]>;
function sumarA(sumas: Sumas, k: Clave, valores: [number, number, number, number]) {
    const actual = sumas.get(k) ?? [0, 0, 0, 0];
    sumas.set(k, actual.map((v, i) => v + valores[i]) as [number, number, number, number]);
}
const sinCeros = (sumas: Sumas) => new Map([...sumas].filter(([, v]) => v.some((n) => n !== 0)));

describeEachEngine('ventas: taxes inside every price', (server) => {
    let s: Sesion;
    beforeAll(async () => {
        s = await nuevaSesion(server());
    });

    /** A product at `precio` whose taxes are set straight in the database; its one variant. */
    async function producto(quien: Sesion, precio: string, iva: TasaIva, ieps: number | null, stock = 1000) {
        const p = await productoConVariantes(quien, [{ sku: sku('IMP'), precio, stock }]);
        await server().db.kysely.updateTable('plantillas').set({ iva, ieps }).where('id', '=', p.id).execute();
        return { ...p.variantes[0], plantillaId: p.id };
    }

    async function vender(quien: Sesion, items: { producto_id: number; cantidad: number }[], total: number): Promise<VentaApi> {
        const res = await checkout(quien, { items, pagos: [efectivo(fromCents(total))] });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        return (await quien.get(RUTAS_VENTAS.venta(res.body.id))).body;
    }

    /** impuestos_diarios of a company, summed over its days and ranuras. */
    async function contador(quien: Sesion): Promise<Sumas> {
        const filas = await server().db.kysely.selectFrom('impuestos_diarios').selectAll().where('empresa_id', '=', quien.empresaId).execute();
        const sumas: Sumas = new Map();
        for (const f of filas) {
            sumarA(sumas, clave(f.impuesto, f.tipo_factor, Number(f.tasa)), [
                Number(f.base_ventas),
                Number(f.importe_ventas),
                Number(f.base_devoluciones),
                Number(f.importe_devoluciones),
            ]);
        }
        return sinCeros(sumas);
    }

    it('splits each line at its rates: IVA 16, 8, 0 %, exento, IEPS 8, 26.5 and 53 %; the sale sums its lines per rate', async () => {
        const variantes = await Promise.all([
            producto(s, '100.00', '16', null),
            producto(s, '100.00', '8', null),
            producto(s, '100.00', '0', null),
            producto(s, '100.00', 'exento', null),
            producto(s, '100.00', '16', 80_000),
            producto(s, '100.00', '16', 265_000),
            producto(s, '100.00', '0', 530_000),
        ]);
        const venta = await vender(
            s,
            variantes.map((v) => ({ producto_id: v.id, cantidad: 1 })),
            70_000,
        );
        expect(venta.detalles.map((d) => [d.tasa_iva, d.tasa_ieps, d.subtotal, d.base, d.ieps, d.iva])).toEqual([
            ['16', null, '100.00', '86.21', '0.00', '13.79'],
            ['8', null, '100.00', '92.59', '0.00', '7.41'],
            ['0', null, '100.00', '100.00', '0.00', '0.00'],
            ['exento', null, '100.00', '100.00', '0.00', '0.00'],
            // IVA first, on base + IEPS: 100 / 1.16 = 86.21, then 86.21 / 1.08 = 79.82 and its IEPS.
            ['16', '0.080000', '100.00', '79.82', '6.39', '13.79'],
            ['16', '0.265000', '100.00', '68.15', '18.06', '13.79'],
            ['0', '0.530000', '100.00', '65.36', '34.64', '0.00'],
        ]);
        expect(venta.impuestos).toEqual([
            { impuesto: 'IVA', tipo_factor: 'Tasa', tasa: '0.160000', base: '258.63', importe: '41.37' },
            { impuesto: 'IVA', tipo_factor: 'Tasa', tasa: '0.080000', base: '92.59', importe: '7.41' },
            { impuesto: 'IVA', tipo_factor: 'Tasa', tasa: '0.000000', base: '200.00', importe: '0.00' },
            // CFDI lists an exempt IVA with its base and no rate nor amount.
            { impuesto: 'IVA', tipo_factor: 'Exento', tasa: null, base: '100.00', importe: '0.00' },
            { impuesto: 'IEPS', tipo_factor: 'Tasa', tasa: '0.530000', base: '65.36', importe: '34.64' },
            { impuesto: 'IEPS', tipo_factor: 'Tasa', tasa: '0.265000', base: '68.15', importe: '18.06' },
            { impuesto: 'IEPS', tipo_factor: 'Tasa', tasa: '0.080000', base: '79.82', importe: '6.39' },
        ]);
    });

    it('keeps the rates a sale was made at: changing the product afterwards rewrites nothing, the next sale takes the new ones', async () => {
        const v = await producto(s, '58.00', '16', null);
        const antes = await vender(s, [{ producto_id: v.id, cantidad: 2 }], 11_600);
        expect(antes.detalles[0]).toMatchObject({ tasa_iva: '16', tasa_ieps: null, base: '100.00', iva: '16.00', ieps: '0.00' });
        await server().db.kysely.updateTable('plantillas').set({ iva: '0', ieps: 80_000 }).where('id', '=', v.plantillaId).execute();
        expect((await s.get(RUTAS_VENTAS.venta(antes.id))).body).toEqual(antes);
        const despues = await vender(s, [{ producto_id: v.id, cantidad: 2 }], 11_600);
        expect(despues.detalles[0]).toMatchObject({ tasa_iva: '0', tasa_ieps: '0.080000', base: '107.41', ieps: '8.59', iva: '0.00' });
    });

    it('returns a line in several steps whose base and taxes add up to the line exactly, each at cantidad × price', async () => {
        const v = await producto(s, '0.07', '16', 265_000);
        const venta = await vender(s, [{ producto_id: v.id, cantidad: 7 }], 49);
        expect(venta.detalles[0]).toMatchObject({ subtotal: '0.49', base: '0.33', ieps: '0.09', iva: '0.07' });
        const notas: NotaApi[] = [];
        for (const cantidad of [2, 3, 2]) {
            const res = await s.post(RUTAS_VENTAS.devolucion(venta.id), { items: [{ producto_id: v.id, cantidad }] });
            expect(res.status, JSON.stringify(res.body)).toBe(201);
            notas.push(res.body);
        }
        // Each return's share of what remains: 2 of 7 units get floor(33·2/7), floor(9·2/7), 14/7 and the
        // cent left over goes to the part that lost most (IEPS); 3 of the 5 left likewise; the last takes the rest.
        expect(notas.map((n) => n.detalles.map((d) => [d.cantidad, d.monto_devuelto, d.base, d.ieps, d.iva]))).toEqual([
            [[2, '0.14', '0.09', '0.03', '0.02']],
            [[3, '0.21', '0.14', '0.04', '0.03']],
            [[2, '0.14', '0.10', '0.02', '0.02']],
        ]);
        const detalle: VentaApi = (await s.get(RUTAS_VENTAS.venta(venta.id))).body;
        expect(detalle.notas_credito).toEqual(notas);
    });

    it("counts a sale's taxes on its day and a return's on the note's own day", async () => {
        const t = await nuevaSesion(server());
        const v = await producto(t, '11.60', '16', null);
        const autor = { empresaId: t.empresaId, usuarioId: t.usuarioId };
        // Noon in Mexico City (the company's default zone) on the 10th, returned on the 12th.
        const venta = await registrarVenta(server().db, autor, { items: [{ varianteId: v.id, cantidad: 3 * MILESIMAS }], pagos: [{ metodo: 'Efectivo', monto: 3480 }], clienteId: null }, { fecha: '2026-03-10T18:00:00.000Z' });
        await server().db.transaction((tx) => registrarDevolucion(tx, autor, venta.id, { motivo: null, items: [{ varianteId: v.id, cantidad: MILESIMAS }] }, { fecha: '2026-03-12T18:00:00.000Z' }));
        const filas = await server()
            .db.kysely.selectFrom('impuestos_diarios')
            .select((eb) => ['dia', 'impuesto', 'tipo_factor', 'tasa', eb.fn.sum<number>('base_ventas').as('bv'), eb.fn.sum<number>('importe_ventas').as('iv'), eb.fn.sum<number>('base_devoluciones').as('bd'), eb.fn.sum<number>('importe_devoluciones').as('id')])
            .where('empresa_id', '=', t.empresaId)
            .groupBy(['dia', 'impuesto', 'tipo_factor', 'tasa'])
            .orderBy('dia')
            .execute();
        expect(filas.map((f) => [f.dia, f.impuesto, f.tipo_factor, Number(f.tasa), Number(f.bv), Number(f.iv), Number(f.bd), Number(f.id)])).toEqual([
            ['2026-03-10', 'IVA', 'Tasa', 160_000, 3000, 480, 0, 0],
            ['2026-03-12', 'IVA', 'Tasa', 160_000, 0, 0, 1000, 160],
        ]);
    });

    it('on PostgreSQL a sale sends no statement more for its taxes: they ride on the day\'s sales counter', async () => {
        if (server().engine !== 'postgres') return;
        const v = await producto(s, '10.00', '16', 80_000);
        const { rows } = await sql<{ esquema: string }>`select current_schema() as esquema`.execute(server().db.kysely);
        const enviadas: string[] = [];
        const db = createDb(process.env.TEST_DATABASE_URL as string, { schema: rows[0].esquema, alConsultar: (consulta) => enviadas.push(consulta) });
        try {
            await registrarVenta(db, { empresaId: s.empresaId, usuarioId: s.usuarioId }, { items: [{ varianteId: v.id, cantidad: MILESIMAS }], pagos: [{ metodo: 'Efectivo', monto: 1000 }], clienteId: null });
        } finally {
            await db.close();
        }
        const conImpuestos = enviadas.filter((c) => c.includes('"impuestos_diarios"'));
        expect(conImpuestos).toHaveLength(1);
        expect(conImpuestos[0]).toMatch(/^with "con_impuestos_diarios" as \(insert into "impuestos_diarios" .*\) insert into "ventas_diarias" /s);
    });

    it("a voided sale's taxes leave impuestos_diarios", async () => {
        const t = await nuevaSesion(server());
        const a = await producto(t, '23.20', '16', 80_000);
        const b = await producto(t, '5.00', 'exento', null);
        const venta = await vender(
            t,
            [
                { producto_id: a.id, cantidad: 2 },
                { producto_id: b.id, cantidad: 1 },
            ],
            5140,
        );
        expect([...(await contador(t)).keys()].sort()).toEqual(['IEPS|Tasa|80000', 'IVA|Exento|0', 'IVA|Tasa|160000']);
        const res = await t.post(cancelar(venta.id), { motivo: 'Cobro duplicado' });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        // The voided sale still answers its own split; the day's taxes no longer count it.
        expect(res.body.impuestos).toEqual(venta.impuestos);
        expect((await contador(t)).size).toBe(0);
    });

    it('parallel sales and returns of one sale: every unit returned once, the notes add up to the lines, the counters to the documents', async () => {
        const t = await nuevaSesion(server());
        const x = await producto(t, '0.07', '16', 80_000);
        const y = await producto(t, '3.33', 'exento', null);
        const venta = await vender(
            t,
            [
                { producto_id: x.id, cantidad: 12 },
                { producto_id: y.id, cantidad: 12 },
            ],
            12 * 7 + 12 * 333,
        );
        const resultados = await Promise.all([
            ...Array.from({ length: 16 }, (_, i) =>
                t.post(RUTAS_VENTAS.devolucion(venta.id), {
                    items: i % 2 ? [{ producto_id: x.id, cantidad: 1 }, { producto_id: y.id, cantidad: 1 }] : [{ producto_id: y.id, cantidad: 1 }, { producto_id: x.id, cantidad: 1 }],
                }),
            ),
            ...Array.from({ length: 8 }, () => checkout(t, { items: [{ producto_id: x.id, cantidad: 3 }, { producto_id: y.id, cantidad: 1 }], pagos: [efectivo('3.54')] })),
        ]);
        const devoluciones = resultados.slice(0, 16);
        expect(devoluciones.filter((r) => r.status === 201)).toHaveLength(12);
        expect(devoluciones.filter((r) => r.status === 409)).toHaveLength(4);
        expect(resultados.slice(16).every((r) => r.status === 201)).toBe(true);
        const detalle: VentaApi = (await t.get(RUTAS_VENTAS.venta(venta.id))).body;
        for (const linea of detalle.detalles) {
            const devueltas = detalle.notas_credito.flatMap((n) => n.detalles).filter((d) => d.producto_id === linea.producto.id);
            const suma = (campo: 'monto_devuelto' | 'base' | 'ieps' | 'iva') => devueltas.reduce((acc, d) => acc + centavos(d[campo]), 0);
            expect([suma('monto_devuelto'), suma('base'), suma('ieps'), suma('iva')]).toEqual([centavos(linea.subtotal), centavos(linea.base), centavos(linea.ieps), centavos(linea.iva)]);
        }
        expect(await contadoresDescuadrados(server().db)).toEqual([]);
    });

    describe('property: random prices, rates, lines and partial returns', () => {
        const tasaIeps = fc.oneof(
            { weight: 3, arbitrary: fc.constant(null) },
            { weight: 3, arbitrary: fc.constantFrom(...TASAS_IEPS_COMUNES.map((t) => leerTasaIeps(t) as number)) },
            { weight: 1, arbitrary: fc.integer({ min: 1, max: 999_999 }) },
        );
        const precio = fc.oneof(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 99_999_999 }));
        const linea = fc.record({ precio, iva: fc.constantFrom(...TASAS_IVA), ieps: tasaIeps, cantidad: fc.integer({ min: 1, max: 6 }) });
        const paso = fc.record({ linea: fc.nat(), cantidad: fc.integer({ min: 1, max: 6 }) });

        it('every line splits exactly within a cent of its rates, the sale sums its lines, returns add up to the lines, the counter to the documents', async () => {
            const t = await nuevaSesion(server());
            // What the documents written so far say the company's counter holds (all days together).
            const esperado: Sumas = new Map();
            await fc.assert(
                fc.asyncProperty(fc.array(linea, { minLength: 1, maxLength: 4 }), fc.array(paso, { maxLength: 5 }), fc.boolean(), async (lineas, pasos, devolverTodo) => {
                    const variantes: Awaited<ReturnType<typeof producto>>[] = [];
                    for (const l of lineas) variantes.push(await producto(t, fromCents(l.precio), l.iva, l.ieps));
                    const total = lineas.reduce((acc, l) => acc + l.precio * l.cantidad, 0);
                    const venta = await vender(
                        t,
                        lineas.map((l, i) => ({ producto_id: variantes[i].id, cantidad: l.cantidad })),
                        total,
                    );

                    // Item 3: each line, at the rates it was sold at.
                    expect(venta.detalles).toHaveLength(lineas.length);
                    const porClave: Sumas = new Map();
                    venta.detalles.forEach((d, i) => {
                        const l = lineas[i];
                        const [subtotal, base, ieps, iva] = [d.subtotal, d.base, d.ieps, d.iva].map(centavos);
                        expect(subtotal).toBe(l.precio * l.cantidad);
                        expect(base + ieps + iva).toBe(subtotal);
                        expect([base, ieps, iva].every((n) => n >= 0)).toBe(true);
                        expect(d.tasa_iva).toBe(l.iva);
                        expect(d.tasa_ieps === null ? null : tasaDeCfdi(d.tasa_ieps)).toBe(l.ieps);
                        // Within a cent of its rate on its base: |tax − rate × base| < 1 cent, in millionths.
                        const tasaIva = IVA_MILLONESIMAS[l.iva] ?? 0;
                        expect(Math.abs(iva * 1_000_000 - tasaIva * (base + ieps))).toBeLessThan(1_000_000);
                        expect(Math.abs(ieps * 1_000_000 - (l.ieps ?? 0) * base)).toBeLessThan(1_000_000);
                        for (const [k, b, importe] of impuestosDeLinea(d.tasa_iva, d.tasa_ieps, base, ieps, iva)) sumarA(porClave, k, [b, importe, 0, 0]);
                    });
                    // The sale's taxes per rate: the exact sums of its lines; an exempt IVA has no rate and no amount.
                    const impuestos: Sumas = new Map();
                    for (const i of venta.impuestos) {
                        expect(impuestos.has(clave(i.impuesto, i.tipo_factor, tasaDeCfdi(i.tasa)))).toBe(false);
                        if (i.tipo_factor === 'Exento') expect([i.tasa, i.importe]).toEqual([null, '0.00']);
                        sumarA(impuestos, clave(i.impuesto, i.tipo_factor, tasaDeCfdi(i.tasa)), [centavos(i.base), centavos(i.importe), 0, 0]);
                    }
                    expect(impuestos).toEqual(porClave);
                    for (const [k, v] of porClave) sumarA(esperado, k, v);

                    // Item 4: returns in random steps, then (sometimes) everything left.
                    const devueltas = venta.detalles.map(() => 0);
                    const pedidos = pasos.map((p) => ({ i: p.linea % lineas.length, cantidad: p.cantidad }));
                    if (devolverTodo) pedidos.push(...venta.detalles.map((_, i) => ({ i, cantidad: Number.MAX_SAFE_INTEGER })));
                    for (const p of pedidos) {
                        const d = venta.detalles[p.i];
                        const cantidad = Math.min(p.cantidad, d.cantidad - devueltas[p.i]);
                        if (cantidad === 0) continue;
                        const res = await t.post(RUTAS_VENTAS.devolucion(venta.id), { items: [{ producto_id: d.producto.id, cantidad }] });
                        expect(res.status, JSON.stringify(res.body)).toBe(201);
                        devueltas[p.i] += cantidad;
                        const [nd] = (res.body as NotaApi).detalles;
                        const [monto, base, ieps, iva] = [nd.monto_devuelto, nd.base, nd.ieps, nd.iva].map(centavos);
                        expect(monto).toBe(cantidad * centavos(d.precio_unitario));
                        expect(base + ieps + iva).toBe(monto);
                        expect([base, ieps, iva].every((n) => n >= 0)).toBe(true);
                        for (const [k, b, importe] of impuestosDeLinea(d.tasa_iva, d.tasa_ieps, base, ieps, iva)) sumarA(esperado, k, [0, 0, b, importe]);
                    }
                    const detalle: VentaApi = (await t.get(RUTAS_VENTAS.venta(venta.id))).body;
                    venta.detalles.forEach((d, i) => {
                        const notas = detalle.notas_credito.flatMap((n) => n.detalles).filter((nd) => nd.producto_id === d.producto.id);
                        const suma = (campo: 'base' | 'ieps' | 'iva') => notas.reduce((acc, nd) => acc + centavos(nd[campo]), 0);
                        expect(suma('base') + suma('ieps') + suma('iva')).toBe(devueltas[i] * centavos(d.precio_unitario));
                        // Once every unit is back, the notes' base and taxes are the line's, to the cent.
                        if (devueltas[i] === d.cantidad) expect([suma('base'), suma('ieps'), suma('iva')]).toEqual([centavos(d.base), centavos(d.ieps), centavos(d.iva)]);
                    });
                    // The sale's split never moves with its returns.
                    expect(detalle.detalles).toEqual(venta.detalles);
                    expect(detalle.impuestos).toEqual(venta.impuestos);

                    // The daily counter: the sum of the documents.
                    expect(await contador(t)).toEqual(sinCeros(esperado));
                },
            ),
            { numRuns: server().engine === 'postgres' ? 12 : 20 },
        );
        }, 240_000);
    });
});
