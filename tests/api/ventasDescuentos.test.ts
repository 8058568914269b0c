import { MILESIMAS } from '../../contracts/unidades.js';
import fc from 'fast-check';
import { sql } from 'kysely';
import { desglosar } from '../../contracts/calculo.js';
import { DESCUENTO_MENSAJES } from '../../contracts/descuentos.js';
import { fromCents, toCents as aCentavos } from '../../contracts/money.js';
import { VENTA_MENSAJES } from '../../contracts/ventas.js';
import { createDb } from '../../server/db/createDb.js';
import { registrarVenta } from '../../server/modules/ventas/ventas.service.js';
import { crearProducto, nuevaSesion, type Sesion, unico, variante } from '../helpers/catalogo.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';
import { checkout, efectivo, RUTAS_VENTAS } from '../helpers/ventas.js';

/*
 * Discounts at checkout (issue 33 item 4), server side: a line's and the sale's, as percentages
 * and amounts, priced by contracts/calculo.ts' preciarLineas from the stored prices and tiers; who
 * may give them (ventas:descontar, the company's descuento_maximo, ventas:descontar_sin_limite);
 * what a line stores and the detail answers ('Usted ahorró'); taxes split and returns refund what
 * was charged; the audit entry; and no statement more for a sale without a discount.
 */

type Linea = { subtotal: string; descuento: string; base: string; iva: string; ieps: string; cantidad: number; precio_unitario: string; precio_lista: string; tasa_iva: string };
const IVA16 = { iva: 160_000, ieps: null };
const toCents = (v: string): number => aCentavos(v) as number;

describeEachEngine('ventas: descuentos', (server) => {
    let s: Sesion;
    beforeAll(async () => {
        s = await nuevaSesion(server());
    });

    /** A variant at `precio` with plenty of stock, IVA 16 % and no IEPS; `precios_mayoreo` optional. */
    async function articulo(precio: string, precios_mayoreo: unknown = []) {
        const p = await crearProducto(s, { variantes: [variante({ sku: unico('DESC').replace(/\s+/g, '-'), precio_venta: precio, stock: 100_000, precios_mayoreo } as never)] });
        await server().db.kysely.updateTable('plantillas').set({ iva: '16', ieps: null }).where('id', '=', p.id).execute();
        return p.variantes[0].id;
    }

    async function vender(quien: Sesion, body: Record<string, unknown>, pago = '100000.00') {
        const res = await checkout(quien, { pagos: [efectivo(pago)], ...body });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        const detalle = await s.get(RUTAS_VENTAS.venta(res.body.id));
        expect(detalle.status).toBe(200);
        return detalle.body as { id: number; total: string; descuento: string; ahorro: string; detalles: Linea[] };
    }

    const sumaDe = (valores: string[]) => fromCents(valores.reduce((t, v) => t + toCents(v), 0));

    it("takes a line's percentage and amount off its list amount, and taxes split what is charged", async () => {
        const a = await articulo('100.00');
        const b = await articulo('50.00');
        const v = await vender(s, {
            items: [
                { producto_id: a, cantidad: 2, descuento: { tipo: 'porcentaje', valor: 10 } },
                { producto_id: b, cantidad: 1, descuento: { tipo: 'monto', valor: '5.00' } },
            ],
        });
        expect(v.detalles.map((d) => [d.precio_unitario, d.subtotal, d.descuento])).toEqual([
            ['100.00', '180.00', '20.00'],
            ['50.00', '45.00', '5.00'],
        ]);
        expect(v).toMatchObject({ total: '225.00', descuento: '25.00', ahorro: '25.00' });
        for (const d of v.detalles) {
            const esperado = desglosar(toCents(d.subtotal), IVA16);
            expect([d.base, d.ieps, d.iva]).toEqual([fromCents(esperado.base), fromCents(esperado.ieps), fromCents(esperado.iva)]);
        }
        // 180.00 at 16 %: base 155.17, IVA 24.83 (not the 200.00 list amount's).
        expect([v.detalles[0].base, v.detalles[0].iva]).toEqual(['155.17', '24.83']);
    });

    it("spreads the sale's amount and percentage over the lines exactly: the lines add up to the total", async () => {
        const [a, b, c] = [await articulo('33.33'), await articulo('33.33'), await articulo('33.34')];
        const items = [a, b, c].map((producto_id) => ({ producto_id, cantidad: 1 }));
        const monto = await vender(s, { items, descuento: { tipo: 'monto', valor: '10.00' } });
        expect(monto).toMatchObject({ total: '90.00', descuento: '10.00', ahorro: '10.00' });
        expect(sumaDe(monto.detalles.map((d) => d.descuento))).toBe('10.00');
        expect(sumaDe(monto.detalles.map((d) => d.subtotal))).toBe('90.00');
        const pct = await vender(s, { items, descuento: { tipo: 'porcentaje', valor: 15 } });
        expect(pct).toMatchObject({ total: '85.00', descuento: '15.00' });
        expect(sumaDe(pct.detalles.map((d) => d.subtotal))).toBe('85.00');
        // On top of a line's own: the sale's comes off what the lines charge after theirs.
        const ambos = await vender(s, { items: [{ producto_id: a, cantidad: 3, descuento: { tipo: 'monto', valor: '9.99' } }, { producto_id: c, cantidad: 1 }], descuento: { tipo: 'porcentaje', valor: 10 } });
        // 99.99 − 9.99 = 90.00 and 33.34: 123.34, 10 % is 12.33 → 111.01.
        expect(ambos).toMatchObject({ total: '111.01', descuento: '22.32' });
        expect(sumaDe(ambos.detalles.map((d) => d.subtotal))).toBe('111.01');
    });

    it('refuses a discount without ventas:descontar (403), and sells without one', async () => {
        const a = await articulo('10.00');
        const sinPermiso = await usuarioConPermisos(server(), s.empresaId, ['ventas:crear', 'ventas:leer']);
        for (const body of [
            { items: [{ producto_id: a, cantidad: 1, descuento: { tipo: 'porcentaje', valor: 5 } }] },
            { items: [{ producto_id: a, cantidad: 1 }], descuento: { tipo: 'monto', valor: '1.00' } },
        ]) {
            const res = await checkout(sinPermiso, { ...body, pagos: [efectivo('10.00')] });
            expect(res.status, JSON.stringify(res.body)).toBe(403);
            expect(res.body.detail).toBe(DESCUENTO_MENSAJES.sinPermiso);
        }
        expect((await checkout(sinPermiso, { items: [{ producto_id: a, cantidad: 1 }], pagos: [efectivo('10.00')] })).status).toBe(201);
    });

    it("caps a cashier at the company's descuento_maximo (10 % ok, 50 % refused); ventas:descontar_sin_limite goes past it", async () => {
        const a = await articulo('20.00');
        const cajero = await usuarioConPermisos(server(), s.empresaId, ['ventas:crear', 'ventas:leer', 'ventas:descontar']);
        const diez = await vender(cajero, { items: [{ producto_id: a, cantidad: 1, descuento: { tipo: 'porcentaje', valor: 10 } }] }, '18.00');
        expect(diez.total).toBe('18.00');
        const casos = [
            { items: [{ producto_id: a, cantidad: 1, descuento: { tipo: 'porcentaje', valor: 50 } }] },
            // 10 % off the line and 10 % off the sale is 19 % off that line.
            { items: [{ producto_id: a, cantidad: 1, descuento: { tipo: 'porcentaje', valor: 10 } }], descuento: { tipo: 'porcentaje', valor: 10 } },
            // $2.01 of $20.00 is 10.05 %.
            { items: [{ producto_id: a, cantidad: 1, descuento: { tipo: 'monto', valor: '2.01' } }] },
        ];
        for (const body of casos) {
            const res = await checkout(cajero, { ...body, pagos: [efectivo('20.00')] });
            expect(res.status, JSON.stringify(res.body)).toBe(403);
            expect(res.body.detail).toBe(DESCUENTO_MENSAJES.excedeMaximo(1000));
        }
        const libre = await usuarioConPermisos(server(), s.empresaId, ['ventas:crear', 'ventas:leer', 'ventas:descontar', 'ventas:descontar_sin_limite']);
        const mitad = await vender(libre, casos[0], '10.00');
        expect(mitad).toMatchObject({ total: '10.00', descuento: '10.00' });
    });

    it('refuses an amount larger than what it comes off, and two different discounts on one variant (422)', async () => {
        const a = await articulo('10.00');
        const linea = await checkout(s, { items: [{ producto_id: a, cantidad: 1, descuento: { tipo: 'monto', valor: '10.01' } }], pagos: [efectivo('10.00')] });
        expect(linea.status).toBe(422);
        expect(linea.body.detail).toContainEqual(expect.objectContaining({ loc: ['body', 'items', 0, 'descuento', 'valor'], msg: DESCUENTO_MENSAJES.excedeImporte }));
        const venta = await checkout(s, { items: [{ producto_id: a, cantidad: 2, descuento: { tipo: 'monto', valor: '5.00' } }], descuento: { tipo: 'monto', valor: '15.01' }, pagos: [efectivo('20.00')] });
        expect(venta.status).toBe(422);
        expect(venta.body.detail).toContainEqual(expect.objectContaining({ loc: ['body', 'descuento', 'valor'], msg: DESCUENTO_MENSAJES.excedeImporte }));
        const distintos = await checkout(s, {
            items: [
                { producto_id: a, cantidad: 1, descuento: { tipo: 'porcentaje', valor: 5 } },
                { producto_id: a, cantidad: 1 },
            ],
            pagos: [efectivo('20.00')],
        });
        expect(distintos.status).toBe(422);
        expect(distintos.body.detail).toContainEqual(expect.objectContaining({ loc: ['body', 'items', 1, 'descuento'], msg: DESCUENTO_MENSAJES.distintosEnLaMismaLinea }));
        // The same discount on both is the one line's, taken once off its whole amount.
        const iguales = await vender(s, {
            items: [
                { producto_id: a, cantidad: 1, descuento: { tipo: 'monto', valor: '1.00' } },
                { producto_id: a, cantidad: 2, descuento: { tipo: 'monto', valor: '1.00' } },
            ],
        });
        expect(iguales.detalles.map((d) => [d.cantidad, d.subtotal, d.descuento])).toEqual([[3, '29.00', '1.00']]);
        // The whole line given away is allowed (a gift), never below zero.
        const regalo = await vender(s, { items: [{ producto_id: a, cantidad: 1, descuento: { tipo: 'porcentaje', valor: 100 } }] });
        expect(regalo).toMatchObject({ total: '0.00', descuento: '10.00' });
    });

    it('compares total_esperado with the discounted total', async () => {
        const a = await articulo('10.00');
        const items = [{ producto_id: a, cantidad: 3, descuento: { tipo: 'porcentaje', valor: 10 } }];
        expect((await checkout(s, { items, total_esperado: '27.00', pagos: [efectivo('27.00')] })).status).toBe(201);
        expect((await checkout(s, { items, total_esperado: '30.00', pagos: [efectivo('30.00')] })).status).toBe(409);
    });

    it('a return of a discounted line refunds what was paid for it', async () => {
        const a = await articulo('100.00');
        const v = await vender(s, { items: [{ producto_id: a, cantidad: 2, descuento: { tipo: 'porcentaje', valor: 10 } }] });
        const res = await s.post(RUTAS_VENTAS.devolucion(v.id), { motivo: null, items: [{ producto_id: a, cantidad: 1 }] });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        expect(res.body.total_devuelto).toBe('90.00');
        const resto = await s.post(RUTAS_VENTAS.devolucion(v.id), { motivo: null, items: [{ producto_id: a, cantidad: 1 }] });
        expect(resto.body.total_devuelto).toBe('90.00');
    });

    it('stacks on a wholesale tier: the discount comes off the tier amount, and the saving counts both', async () => {
        const a = await articulo('10.00', [{ cantidad_minima: 12, precio: '9.00' }]);
        const v = await vender(s, { items: [{ producto_id: a, cantidad: 12, descuento: { tipo: 'porcentaje', valor: 10 } }] });
        expect(v.detalles[0]).toMatchObject({ precio_lista: '10.00', precio_unitario: '9.00', descuento: '10.80', subtotal: '97.20' });
        expect(v).toMatchObject({ total: '97.20', descuento: '10.80', ahorro: '22.80' });
    });

    it('a retry with the same key and another discount is another sale (422); the same discount replays', async () => {
        const a = await articulo('10.00');
        const clave = unico('clave').replace(/\s+/g, '-');
        const body = { items: [{ producto_id: a, cantidad: 2 }], descuento: { tipo: 'porcentaje', valor: 10 }, pagos: [efectivo('18.00')] };
        const primera = await checkout(s, body, clave);
        expect(primera.status).toBe(201);
        const otra = await checkout(s, { ...body, descuento: { tipo: 'porcentaje', valor: 5 } }, clave);
        expect(otra.status).toBe(422);
        expect(otra.body.detail[0].msg).toBe(VENTA_MENSAJES.claveDeOtraVenta(primera.body.id));
        const sin = await checkout(s, { ...body, descuento: undefined }, clave);
        expect(sin.status).toBe(422);
        const misma = await checkout(s, body, clave);
        expect(misma.status).toBe(201);
        expect(misma.headers.get('idempotent-replayed')).toBe('true');
        expect(misma.body.id).toBe(primera.body.id);
    });

    it("writes a 'venta.descuento' audit entry for a discounted sale only", async () => {
        const a = await articulo('10.00');
        const con = await vender(s, { items: [{ producto_id: a, cantidad: 1, descuento: { tipo: 'monto', valor: '1.50' } }] });
        const sin = await vender(s, { items: [{ producto_id: a, cantidad: 1 }] });
        const entradas = await server()
            .db.kysely.selectFrom('bitacora')
            .select(['entidad_id', 'usuario_id', 'despues'])
            .where('empresa_id', '=', s.empresaId)
            .where('tipo', '=', 'venta.descuento')
            .where('entidad_id', 'in', [con.id, sin.id])
            .execute();
        expect(entradas).toHaveLength(1);
        expect(entradas[0]).toMatchObject({ entidad_id: con.id, usuario_id: s.usuarioId });
        expect(JSON.parse(entradas[0].despues as string)).toMatchObject({ total_lista: '10.00', descuento: '1.50', total: '8.50', descuento_de_venta: null });
    });

    it('property: random lines and discounts add up to the total, never negative, taxes add up to each line', async () => {
        const precios = ['0.01', '0.99', '13.37', '250.00'];
        const ids: number[] = [];
        for (const p of precios) ids.push(await articulo(p));
        const descuento = fc.option(
            fc.oneof(
                fc.record({ tipo: fc.constant('porcentaje'), valor: fc.integer({ min: 1, max: 10_000 }).map((c) => c / 100) }),
                fc.record({ tipo: fc.constant('monto'), valor: fc.integer({ min: 1, max: 100 }).map((c) => fromCents(c)) }),
            ),
            { nil: undefined },
        );
        await fc.assert(
            fc.asyncProperty(
                fc.uniqueArray(fc.record({ i: fc.integer({ min: 0, max: 3 }), cantidad: fc.integer({ min: 1, max: 5 }), descuento }), { minLength: 1, maxLength: 4, selector: (l) => l.i }),
                descuento,
                async (lineas, deVenta) => {
                    const items = lineas.map((l) => ({ producto_id: ids[l.i], cantidad: l.cantidad, ...(l.descuento ? { descuento: l.descuento } : {}) }));
                    const res = await checkout(s, { items, ...(deVenta ? { descuento: deVenta } : {}), pagos: [efectivo('100000.00')] });
                    // An amount past what it comes off is refused, and nothing else.
                    if (res.status === 422) {
                        expect(JSON.stringify(res.body.detail)).toContain(DESCUENTO_MENSAJES.excedeImporte);
                        return;
                    }
                    expect(res.status, JSON.stringify(res.body)).toBe(201);
                    const v = (await s.get(RUTAS_VENTAS.venta(res.body.id))).body as { total: string; descuento: string; detalles: Linea[] };
                    expect(sumaDe(v.detalles.map((d) => d.subtotal))).toBe(v.total);
                    expect(sumaDe(v.detalles.map((d) => d.descuento))).toBe(v.descuento);
                    for (const d of v.detalles) {
                        expect(toCents(d.subtotal)).toBeGreaterThanOrEqual(0);
                        expect(toCents(d.descuento)).toBeGreaterThanOrEqual(0);
                        expect(toCents(d.subtotal) + toCents(d.descuento)).toBe(toCents(d.precio_unitario) * d.cantidad);
                        expect(sumaDe([d.base, d.ieps, d.iva])).toBe(d.subtotal);
                    }
                },
            ),
            { numRuns: 15 },
        );
    });

    it('on PostgreSQL a sale without a discount sends no statement more; a discounted one only its audit entry', async () => {
        if (server().engine !== 'postgres') return;
        const a = await articulo('10.00');
        const { rows } = await sql<{ esquema: string }>`select current_schema() as esquema`.execute(server().db.kysely);
        const enviadas: string[] = [];
        const db = createDb(process.env.TEST_DATABASE_URL as string, { schema: rows[0].esquema, alConsultar: (consulta) => enviadas.push(consulta) });
        const autor = { empresaId: s.empresaId, usuarioId: s.usuarioId, descuenta: true };
        let sin: string[];
        try {
            await registrarVenta(db, autor, { items: [{ varianteId: a, cantidad: MILESIMAS }], pagos: [{ metodo: 'Efectivo', monto: 1000 }], clienteId: null });
            sin = enviadas.splice(0);
            await registrarVenta(db, autor, { items: [{ varianteId: a, cantidad: MILESIMAS, descuento: { tipo: 'porcentaje', valor: 10 } }], pagos: [{ metodo: 'Efectivo', monto: 1000 }], clienteId: null });
        } finally {
            await db.close();
        }
        // Ten: begin, the one read, eight writes, commit. Twelve before issue 35 (measured at 3801711),
        // whose sales report rides every counter on one statement (server/modules/contadores).
        expect(sin).toHaveLength(10);
        // The cap is read with the prices, in the checkout's first statement.
        expect(sin.filter((c) => c.includes('"descuento_maximo"'))).toHaveLength(1);
        expect(sin.filter((c) => c.includes('"bitacora"'))).toHaveLength(0);
        const extra = enviadas.filter((c) => !sin.some((x) => x === c));
        expect(enviadas.length - sin.length).toBe(1);
        expect(extra.some((c) => c.includes('insert into "bitacora"'))).toBe(true);
    });
});
