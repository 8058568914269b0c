import { MILESIMAS } from '../../contracts/unidades.js';
import { sql } from 'kysely';
import { createDb } from '../../server/db/createDb.js';
import { registrarVenta } from '../../server/modules/ventas/ventas.service.js';
import { comoBody, crearProducto, nuevaSesion, productoBody, referencias, RUTAS, ruta, type Sesion, variante } from '../helpers/catalogo.js';
import { INVENTARIO } from '../helpers/compras.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { checkout, efectivo, RUTAS_VENTAS } from '../helpers/ventas.js';

/*
 * Wholesale prices (mayoreo, issue 33 item 3): a variant's tiers in the product's body and every
 * answer, their rules as Spanish 422s, the checkout charging the tier its quantity reaches (from
 * the stored tiers, in the checkout's one read), and the sale's lines saying so.
 */

const TIERS = [
    { cantidad_minima: 12, precio: '9.00' },
    { cantidad_minima: 24, precio: '8.00' },
];

const M = {
    cantidad: 'La cantidad mínima del mayoreo debe ser un número mayor que 1 con hasta tres decimales.',
    precio: 'El precio de mayoreo debe ser positivo.',
    bajoLista: 'El precio de mayoreo debe ser menor que el precio de venta.',
    creciente: 'Cada cantidad mínima del mayoreo debe ser mayor que la anterior.',
    noSube: 'Un precio de mayoreo no puede ser mayor que el de una cantidad menor.',
    maximo: 'Máximo 5 precios de mayoreo por variante.',
    lista: 'Los precios de mayoreo deben ser una lista.',
};

describeEachEngine('productos: precios de mayoreo', (server) => {
    /** A box of screws at $10.00, 12+ at $9.00 and 24+ at $8.00, 100 in stock. */
    const tornillos = async (s: Sesion, precios_mayoreo: unknown = TIERS) =>
        crearProducto(s, { nombre: 'Caja de tornillos', variantes: [variante({ sku: `TOR-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`, precio_venta: '10.00', stock: 100, precios_mayoreo } as never)] });

    it('takes tiers per variant and answers them in the product, the list and the inventory row (money strings)', async () => {
        const s = await nuevaSesion(server());
        const p = await tornillos(s);
        expect(p.variantes[0]).toMatchObject({ precio_venta: '10.00', precios_mayoreo: TIERS });
        expect((await s.get(ruta('productos', p.id))).body.variantes[0].precios_mayoreo).toEqual(TIERS);
        expect((await s.get(RUTAS.productos)).body[0].variantes[0].precios_mayoreo).toEqual(TIERS);
        const fila = (await s.get(`${INVENTARIO}?sku=${encodeURIComponent(p.variantes[0].sku)}`)).body[0];
        expect(fila.precios_mayoreo).toEqual(TIERS);
        // None given: none, as an empty list; a number amount and a decimal minimum are read too.
        const sin = await crearProducto(s, {});
        expect(sin.variantes[0]).toMatchObject({ precios_mayoreo: [] });
        const granel = await crearProducto(s, { nombre: 'Frijol a granel', unidad: 'kg', variantes: [variante({ precio_venta: '10.00', precios_mayoreo: [{ cantidad_minima: 2.5, precio: 9.5 }] } as never)] });
        expect(granel.variantes[0]).toMatchObject({ precios_mayoreo: [{ cantidad_minima: 2.5, precio: '9.50' }] });
        // An edit that leaves the unit out keeps it (kg): its fractional minimum stands.
        const editado = await s.put(ruta('productos', granel.id), { ...comoBody(granel), variantes: [{ ...comoBody(granel).variantes[0], precios_mayoreo: [{ cantidad_minima: 5.25, precio: '9.00' }] }] });
        expect(editado.status, JSON.stringify(editado.body)).toBe(200);
        // Turned into a piece product with its tiers kept: the kept fractional minimum is refused.
        const aPieza = await s.put(ruta('productos', granel.id), { ...comoBody(granel), unidad: 'pieza' });
        expect(aPieza.status).toBe(422);
        expect(aPieza.body.detail).toContainEqual({
            loc: ['body', 'variantes', 0, 'precios_mayoreo', 0, 'cantidad_minima'],
            msg: 'La cantidad mínima del mayoreo de un producto que se vende por pieza debe ser un número entero.',
            type: expect.any(String),
        });
    });

    it('refuses tiers that break a rule with a Spanish 422 at the tier, writing nothing', async () => {
        const s = await nuevaSesion(server());
        const { refs } = await referencias(s);
        const casos: [unknown, (string | number)[], string][] = [
            [[{ cantidad_minima: 1, precio: '9.00' }], [0, 'cantidad_minima'], M.cantidad],
            [[{ cantidad_minima: 0, precio: '9.00' }], [0, 'cantidad_minima'], M.cantidad],
            [[{ cantidad_minima: 'doce', precio: '9.00' }], [0, 'cantidad_minima'], M.cantidad],
            [[{ cantidad_minima: 2.0005, precio: '9.00' }], [0, 'cantidad_minima'], M.cantidad],
            [[{ cantidad_minima: 12, precio: '0.00' }], [0, 'precio'], M.precio],
            [[{ cantidad_minima: 12, precio: '-1.00' }], [0, 'precio'], M.precio],
            [[{ cantidad_minima: 12, precio: '10.00' }], [0, 'precio'], M.bajoLista],
            [[{ cantidad_minima: 12, precio: '12.00' }], [0, 'precio'], M.bajoLista],
            [[{ cantidad_minima: 24, precio: '9.00' }, { cantidad_minima: 12, precio: '8.00' }], [1, 'cantidad_minima'], M.creciente],
            [[{ cantidad_minima: 12, precio: '9.00' }, { cantidad_minima: 12, precio: '8.00' }], [1, 'cantidad_minima'], M.creciente],
            [[{ cantidad_minima: 12, precio: '8.00' }, { cantidad_minima: 24, precio: '9.00' }], [1, 'precio'], M.noSube],
            [Array.from({ length: 6 }, (_, i) => ({ cantidad_minima: 2 + i, precio: '9.00' })), [], M.maximo],
            ['12 a 9.00', [], M.lista],
        ];
        for (const [precios_mayoreo, donde, msg] of casos) {
            const res = await s.post(RUTAS.productos, productoBody(refs, { variantes: [variante({ precio_venta: '10.00', precios_mayoreo } as never)] }));
            expect(res.status, JSON.stringify(precios_mayoreo)).toBe(422);
            expect(res.body.detail, JSON.stringify(precios_mayoreo)).toContainEqual({ loc: ['body', 'variantes', 0, 'precios_mayoreo', ...donde], msg, type: expect.any(String) });
        }
        // A product sold by the piece takes whole minimums: said with its unit (the contract) or without it (the default, on the server).
        const entera = 'La cantidad mínima del mayoreo de un producto que se vende por pieza debe ser un número entero.';
        for (const unidad of ['pieza', undefined]) {
            const res = await s.post(RUTAS.productos, productoBody(refs, { ...(unidad ? { unidad } : {}), variantes: [variante({ precio_venta: '10.00', precios_mayoreo: [{ cantidad_minima: 12, precio: '9.00' }, { cantidad_minima: 24.5, precio: '8.00' }] } as never)] }));
            expect(res.status, String(unidad)).toBe(422);
            expect(res.body.detail).toContainEqual({ loc: ['body', 'variantes', 0, 'precios_mayoreo', 1, 'cantidad_minima'], msg: entera, type: expect.any(String) });
        }
        // Equal prices for a larger minimum are allowed (never rising), and five tiers.
        const cinco = Array.from({ length: 5 }, (_, i) => ({ cantidad_minima: 2 + i, precio: '9.00' }));
        expect((await s.post(RUTAS.productos, productoBody(refs, { variantes: [variante({ precio_venta: '10.00', precios_mayoreo: cinco } as never)] }))).status).toBe(201);
        expect((await s.get(RUTAS.productos)).body).toHaveLength(1);
    });

    it('an edit replaces the tiers, keeps them when left out (still below a lowered price) and logs a change like a price change', async () => {
        const s = await nuevaSesion(server());
        const p = await tornillos(s);
        const body = comoBody(p);
        const v = body.variantes[0];
        // Left out (a client that knows nothing of tiers): kept.
        const igual = await s.put(ruta('productos', p.id), { ...body, nombre: `${p.nombre} M6` });
        expect(igual.status, JSON.stringify(igual.body)).toBe(200);
        expect(igual.body.variantes[0].precios_mayoreo).toEqual(TIERS);
        // A price lowered to a kept tier's: refused at that tier.
        const bajo = await s.put(ruta('productos', p.id), { ...body, variantes: [{ ...v, precio_venta: '9.00' }] });
        expect(bajo.status).toBe(422);
        expect(bajo.body.detail).toContainEqual({ loc: ['body', 'variantes', 0, 'precios_mayoreo', 0, 'precio'], msg: M.bajoLista, type: expect.any(String) });
        const nuevos = [{ cantidad_minima: 10, precio: '9.50' }];
        const cambio = await s.put(ruta('productos', p.id), { ...body, variantes: [{ ...v, precios_mayoreo: nuevos }] });
        expect(cambio.status).toBe(200);
        expect(cambio.body.variantes[0].precios_mayoreo).toEqual(nuevos);
        const quitados = await s.put(ruta('productos', p.id), { ...body, variantes: [{ ...v, precios_mayoreo: [] }] });
        expect(quitados.body.variantes[0].precios_mayoreo).toEqual([]);

        const entradas = await server()
            .db.kysely.selectFrom('bitacora')
            .select(['antes', 'despues'])
            .where('empresa_id', '=', s.empresaId)
            .where('tipo', '=', 'producto.precio')
            .orderBy('id')
            .execute();
        const json = entradas.map((e) => ({ antes: JSON.parse(e.antes as string), despues: JSON.parse(e.despues as string) }));
        expect(json).toEqual([
            {
                antes: { producto: `${p.nombre} M6`, precio_venta: {}, precios_mayoreo: { [v.sku]: '12+ $9.00 · 24+ $8.00' } },
                despues: { producto: p.nombre, precio_venta: {}, precios_mayoreo: { [v.sku]: '10+ $9.50' } },
            },
            {
                antes: { producto: p.nombre, precio_venta: {}, precios_mayoreo: { [v.sku]: '10+ $9.50' } },
                despues: { producto: p.nombre, precio_venta: {}, precios_mayoreo: { [v.sku]: '—' } },
            },
        ]);
    });

    it('the checkout charges the tier the quantity reaches, the total matches it, and the sale says Mayoreo per line', async () => {
        const s = await nuevaSesion(server());
        const p = await tornillos(s);
        const id = p.variantes[0].id;
        const vender = (cantidad: number, total: string) => checkout(s, { items: [{ producto_id: id, cantidad }], pagos: [efectivo(total)], total_esperado: total });
        const casos: [number, string, string, boolean][] = [
            [11, '110.00', '10.00', false],
            [12, '108.00', '9.00', true],
            [23, '207.00', '9.00', true],
            [24, '192.00', '8.00', true],
        ];
        for (const [cantidad, total, unitario, mayoreo] of casos) {
            const res = await vender(cantidad, total);
            expect(res.status, `${cantidad}: ${JSON.stringify(res.body)}`).toBe(201);
            expect(res.body.total).toBe(total);
            const detalle = (await s.get(RUTAS_VENTAS.venta(res.body.id))).body.detalles[0];
            expect(detalle).toMatchObject({ cantidad, precio_unitario: unitario, precio_lista: '10.00', mayoreo, subtotal: total });
        }
        // The same variant on two lines is one line of their sum: 6 + 6 reach the 12 tier.
        const dos = await checkout(s, { items: [{ producto_id: id, cantidad: 6 }, { producto_id: id, cantidad: 6 }], pagos: [efectivo('108.00')], total_esperado: '108.00' });
        expect(dos.status).toBe(201);
        // A till that counted 12 at list price is told the server's total (409), nothing written.
        const lista = await vender(12, '120.00');
        expect(lista.status).toBe(409);
        expect(lista.body.detail).toContain('$108.00');
        const stock = (await s.get(ruta('productos', p.id))).body.variantes[0].stock;
        expect(stock).toBe(100 - 11 - 12 - 23 - 24 - 12);
        // A return of a tier line refunds what the line charged: 4 of 24 at $8.00 are $32.00.
        const de24 = (await s.get(`${RUTAS_VENTAS.lista}?sort=id&order=DESC`)).body.find((v: { total: string }) => v.total === '192.00');
        const devolucion = await s.post(RUTAS_VENTAS.devolucion(de24.id), { items: [{ producto_id: id, cantidad: 4 }] });
        expect(devolucion.status, JSON.stringify(devolucion.body)).toBe(201);
        expect(devolucion.body.total_devuelto).toBe('32.00');
        // Another company cannot sell this variant at any price.
        const otra = await nuevaSesion(server());
        expect((await checkout(otra, { items: [{ producto_id: id, cantidad: 24 }], pagos: [efectivo('192.00')] })).status).toBe(422);
    });

    it('a tier change racing checkouts: each sale charges the old or the new tier, its total and lines consistent with it', async () => {
        const s = await nuevaSesion(server());
        const p = await tornillos(s);
        const v = comoBody(p).variantes[0];
        const ventas = Array.from({ length: 6 }, () => checkout(s, { items: [{ producto_id: v.id, cantidad: 12 }], pagos: [efectivo('200.00')] }));
        const edicion = s.put(ruta('productos', p.id), { ...comoBody(p), variantes: [{ ...v, precios_mayoreo: [{ cantidad_minima: 12, precio: '7.50' }] }] });
        const [editado, ...hechas] = await Promise.all([edicion, ...ventas]);
        expect(editado.status).toBe(200);
        for (const r of hechas) {
            expect(r.status, JSON.stringify(r.body)).toBe(201);
            expect(['108.00', '90.00']).toContain(r.body.total);
            const d = (await s.get(RUTAS_VENTAS.venta(r.body.id))).body;
            expect(d.detalles[0].subtotal).toBe(d.total);
            expect(d.detalles[0].precio_unitario).toBe(d.total === '108.00' ? '9.00' : '7.50');
        }
        // After the edit, every sale takes the new tier.
        const despues = await checkout(s, { items: [{ producto_id: v.id, cantidad: 12 }], pagos: [efectivo('90.00')], total_esperado: '90.00' });
        expect(despues.status).toBe(201);
    });

    it('on PostgreSQL the tiers ride on the checkout\'s first read: a tiered sale sends the statements a plain one does', async () => {
        if (server().engine !== 'postgres') return;
        const s = await nuevaSesion(server());
        const conTiers = (await tornillos(s)).variantes[0].id;
        const sinTiers = (await tornillos(s, [])).variantes[0].id;
        const { rows } = await sql<{ esquema: string }>`select current_schema() as esquema`.execute(server().db.kysely);
        const enviadas = async (varianteId: number) => {
            const consultas: string[] = [];
            const db = createDb(process.env.TEST_DATABASE_URL as string, { schema: rows[0].esquema, alConsultar: (c) => consultas.push(c) });
            try {
                await registrarVenta(db, { empresaId: s.empresaId, usuarioId: s.usuarioId }, { items: [{ varianteId, cantidad: 24 * MILESIMAS }], pagos: [{ metodo: 'Efectivo', monto: 24_000 }], clienteId: null });
            } finally {
                await db.close();
            }
            return consultas;
        };
        const [con, sin] = [await enviadas(conTiers), await enviadas(sinTiers)];
        expect(con.length).toBe(sin.length);
        expect(con.filter((c) => c.includes('precios_mayoreo'))).toHaveLength(1);
        expect(con.find((c) => c.includes('precios_mayoreo'))).toMatch(/^select /);
    });
});
