import { CAJA_MENSAJES } from '../../contracts/caja.js';
import { type Sesion, nuevaSesion, stockYMovimientos } from '../helpers/catalogo.js';
import { abrir, anotaciones, articulo, cajero, mover, RUTAS_CAJA, sentenciasDe, supervisor, vender } from '../helpers/caja.js';
import { describeEachEngine, type TestServer } from '../helpers/testServer.js';
import { checkout, RUTAS_VENTAS } from '../helpers/ventas.js';

/** The session's expected cash in cents, as a supervisor reads it. */
async function cajon(sup: Sesion, id: number): Promise<number> {
    const res = await sup.get(RUTAS_CAJA.sesion(id));
    if (res.status !== 200) throw new Error(`leer caja: ${res.status} ${JSON.stringify(res.body)}`);
    return Math.round(Number(res.body.lectura.efectivo_esperado) * 100);
}

/** Everything a return writes, for one sale: its notes, the sale's state, its variant's stock and movements, the audit entries. */
async function huella(server: TestServer, empresaId: number, ventaId: number, varianteId: number) {
    const k = server.db.kysely;
    const [notas, venta, stock, auditoria, asientos] = await Promise.all([
        k.selectFrom('notas_credito').select('id').where('venta_id', '=', ventaId).execute(),
        k.selectFrom('ventas').select('estado').where('id', '=', ventaId).executeTakeFirstOrThrow(),
        stockYMovimientos(server, [varianteId]),
        anotaciones(server, empresaId, 'devolucion'),
        k.selectFrom('movimientos_contables').select('id').where('empresa_id', '=', empresaId).execute(),
    ]);
    return { notas: notas.length, estado: venta.estado, stock: stock[varianteId], auditoria: auditoria.length, asientos: asientos.length };
}

/**
 * A return's cash refund never takes the drawer below zero (CONVENTIONS §6, Cash): refused like a
 * salida above the cash (409, the amount said only to who supervises), with nothing written.
 */
describeEachEngine('caja: a cash refund needs the cash in the drawer', (server) => {
    let admin: Sesion;
    beforeAll(async () => {
        admin = await nuevaSesion(server());
    });

    /** Float $0.00, a $0.02 sale in cash, a $0.01 salida: the drawer holds $0.01 and the sale's refund is $0.02. */
    async function cajonCorto(quien: Sesion) {
        const producto = await articulo(admin, '0.02');
        const id = await abrir(quien, '0.00');
        const venta = await vender(quien, producto, 1, [['Efectivo', '0.02']]);
        expect((await mover(quien, id, 'salida', '0.01')).status).toBe(201);
        return { producto, id, venta };
    }

    it('refused for a supervisor with what the drawer holds; nothing is written; after an entrada it goes through', async () => {
        const sup = await supervisor(server(), admin.empresaId);
        const { producto, id, venta } = await cajonCorto(sup);
        const antes = await huella(server(), admin.empresaId, venta, producto);
        const res = await sup.post(RUTAS_VENTAS.devolucion(venta), { items: [{ producto_id: producto, cantidad: 1 }] });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ detail: CAJA_MENSAJES.reembolsoExcede(2, 1) });
        expect(res.body.detail).toBe('No hay suficiente efectivo en la caja para este reembolso de $0.02: disponible $0.01.');
        expect(await huella(server(), admin.empresaId, venta, producto)).toEqual(antes);
        expect(antes).toMatchObject({ notas: 0, estado: 'Completada' });
        expect(await cajon(sup, id)).toBe(1);

        // The cashier puts a cent in: the drawer covers the refund, which empties it.
        expect((await mover(sup, id, 'entrada', '0.01')).status).toBe(201);
        const otra = await sup.post(RUTAS_VENTAS.devolucion(venta), { items: [{ producto_id: producto, cantidad: 1 }] });
        expect(otra.status, JSON.stringify(otra.body)).toBe(201);
        expect(await cajon(sup, id)).toBe(0);
        expect(await huella(server(), admin.empresaId, venta, producto)).toMatchObject({ notas: 1, estado: 'Con Devolución', stock: { stock: antes.stock.stock + 1 } });
    });

    it('refused for a blind cashier without the amount; nothing is written', async () => {
        const c = await cajero(server(), admin.empresaId);
        const sup = await supervisor(server(), admin.empresaId);
        const { producto, id, venta } = await cajonCorto(c);
        const antes = await huella(server(), admin.empresaId, venta, producto);
        const res = await c.post(RUTAS_VENTAS.devolucion(venta), { items: [{ producto_id: producto, cantidad: 1 }] });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ detail: CAJA_MENSAJES.reembolsoExcedeCiega });
        expect(res.body.detail).not.toMatch(/\$|\d/);
        expect(await huella(server(), admin.empresaId, venta, producto)).toEqual(antes);
        expect(await cajon(sup, id)).toBe(1);
    });

    it('a refund of exactly the drawer goes through; one by card needs no cash', async () => {
        const sup = await supervisor(server(), admin.empresaId);
        const producto = await articulo(admin, '7.00');
        const id = await abrir(sup, '0.00');
        const enEfectivo = await vender(sup, producto, 1, [['Efectivo', '10.00']]);
        const conTarjeta = await vender(sup, producto, 1, [['Tarjeta de Débito', '7.00']]);
        expect(await cajon(sup, id)).toBe(700);
        const exacta = await sup.post(RUTAS_VENTAS.devolucion(enEfectivo), { items: [{ producto_id: producto, cantidad: 1 }] });
        expect(exacta.status, JSON.stringify(exacta.body)).toBe(201);
        expect(await cajon(sup, id)).toBe(0);
        const tarjeta = await sup.post(RUTAS_VENTAS.devolucion(conTarjeta), { items: [{ producto_id: producto, cantidad: 1 }] });
        expect(tarjeta.status, JSON.stringify(tarjeta.body)).toBe(201);
        expect(await cajon(sup, id)).toBe(0);
    });

    it('the refund leaves from the returning user’s drawer, not the sale’s', async () => {
        const c = await cajero(server(), admin.empresaId);
        const sup = await supervisor(server(), admin.empresaId);
        const producto = await articulo(admin, '5.00');
        await abrir(c, '100.00');
        const venta = await vender(c, producto, 1, [['Efectivo', '5.00']]);
        const suya = await abrir(sup, '4.99');
        const res = await sup.post(RUTAS_VENTAS.devolucion(venta), { items: [{ producto_id: producto, cantidad: 1 }] });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ detail: CAJA_MENSAJES.reembolsoExcede(500, 499) });
        expect(await cajon(sup, suya)).toBe(499);
    });

    it('only a return that refunds cash takes the session’s lock; checkout takes none', async () => {
        const sup = await supervisor(server(), admin.empresaId);
        const producto = await articulo(admin, '3.00');
        await abrir(sup, '0.00');
        const bloqueos = (sentencias: string[]) => sentencias.filter((q) => /for no key update|for update/i.test(q) && /"sesiones_caja"/.test(q) && !/"ventas"/.test(q));
        let venta = 0;
        expect(bloqueos(await sentenciasDe(server(), async () => (venta = await vender(sup, producto, 1, [['Tarjeta de Crédito', '3.00']]))))).toEqual([]);
        expect(bloqueos(await sentenciasDe(server(), () => sup.post(RUTAS_VENTAS.devolucion(venta), { items: [{ producto_id: producto, cantidad: 1 }] })))).toEqual([]);
        const enEfectivo = await vender(sup, producto, 1, [['Efectivo', '3.00']]);
        const conEfectivo = await sentenciasDe(server(), () => sup.post(RUTAS_VENTAS.devolucion(enEfectivo), { items: [{ producto_id: producto, cantidad: 1 }] }));
        expect(bloqueos(conEfectivo)).toHaveLength(server().engine === 'postgres' ? 1 : 0);
    });
});

/**
 * Races over the last cash in the drawer (requests fired together): on PostgreSQL they overlap and
 * the session row's locks decide; SQLite runs one write at a time. At most one wins; the drawer
 * never goes below zero, and no request fails otherwise.
 */
describeEachEngine('caja: cash refunds racing salidas and each other', (server) => {
    let admin: Sesion;
    beforeAll(async () => {
        admin = await nuevaSesion(server());
    });

    it('a salida and a return over the last cash: one of them', async () => {
        const sup = await supervisor(server(), admin.empresaId);
        const producto = await articulo(admin, '10.00');
        for (let ronda = 0; ronda < 8; ronda++) {
            const id = await abrir(sup, '0.00');
            const venta = await vender(sup, producto, 1, [['Efectivo', '10.00']]);
            const [salida, devolucion] = await Promise.all([mover(sup, id, 'salida', '10.00'), sup.post(RUTAS_VENTAS.devolucion(venta), { items: [{ producto_id: producto, cantidad: 1 }] })]);
            expect([salida.status, devolucion.status].sort(), JSON.stringify([salida.body, devolucion.body])).toEqual([201, 409]);
            if (salida.status === 409) expect(salida.body).toEqual({ detail: CAJA_MENSAJES.salidaExcede(0) });
            else expect(devolucion.body).toEqual({ detail: CAJA_MENSAJES.reembolsoExcede(1000, 0) });
            expect(await cajon(sup, id)).toBe(0);
            expect((await sup.post(RUTAS_CAJA.cierre(id), { efectivo_contado: '0.00' })).status).toBe(200);
        }
    });

    it('returns of several sales over the last cash: as many as it covers', async () => {
        const c = await cajero(server(), admin.empresaId);
        const sup = await supervisor(server(), admin.empresaId);
        const producto = await articulo(admin, '10.00');
        for (let ronda = 0; ronda < 4; ronda++) {
            const id = await abrir(c, '0.00');
            const ventas: number[] = [];
            for (let i = 0; i < 5; i++) ventas.push(await vender(c, producto, 1, [['Efectivo', '10.00']]));
            // $50.00 in, $30.00 out: the drawer covers two of the five refunds.
            expect((await mover(c, id, 'salida', '30.00')).status).toBe(201);
            // A sale by card among them: it waits for none of the refunds' locks, nor they for it.
            const [venta, ...res] = await Promise.all([
                checkout(c, { items: [{ producto_id: producto, cantidad: 1 }], pagos: [{ metodo_pago: 'Tarjeta de Débito', monto: '10.00' }] }),
                ...ventas.map((v) => c.post(RUTAS_VENTAS.devolucion(v), { items: [{ producto_id: producto, cantidad: 1 }] })),
            ]);
            expect(venta.status, JSON.stringify(venta.body)).toBe(201);
            expect(res.filter((r) => r.status === 201)).toHaveLength(2);
            for (const r of res.filter((x) => x.status !== 201)) expect(r.body).toEqual({ detail: CAJA_MENSAJES.reembolsoExcedeCiega });
            expect(await cajon(sup, id)).toBe(0);
            const notas = await server().db.kysely.selectFrom('notas_credito').select('id').where('venta_id', 'in', ventas).execute();
            expect(notas).toHaveLength(2);
            expect((await c.post(RUTAS_CAJA.cierre(id), { efectivo_contado: '0.00' })).status).toBe(200);
        }
    });
});
