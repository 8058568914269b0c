import { CAJA_MENSAJES } from '../../contracts/caja.js';
import type { Permiso } from '../../contracts/permisos.js';
import { type Sesion, nuevaSesion, stockYMovimientos } from '../helpers/catalogo.js';
import { abrir, anotaciones, articulo, CAJERO, mover, RUTAS_CAJA, SUPERVISOR, sentenciasDe, vender } from '../helpers/caja.js';
import { describeEachEngine, type TestServer } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';
import { checkout } from '../helpers/ventas.js';

const cancelar = (id: number) => `/api/v1/ventas/${id}/cancelar`;
const CON_CANCELAR: readonly Permiso[] = ['ventas:cancelar'];
const cajero = (server: TestServer, empresaId: number) => usuarioConPermisos(server, empresaId, [...CAJERO, ...CON_CANCELAR]);
const supervisor = (server: TestServer, empresaId: number) => usuarioConPermisos(server, empresaId, [...SUPERVISOR, ...CON_CANCELAR]);

/** The session's expected cash in cents, as a supervisor reads it. */
async function cajon(sup: Sesion, id: number): Promise<number> {
    const res = await sup.get(RUTAS_CAJA.sesion(id));
    if (res.status !== 200) throw new Error(`leer caja: ${res.status} ${JSON.stringify(res.body)}`);
    return Math.round(Number(res.body.lectura.efectivo_esperado) * 100);
}

/** Everything a void writes, for one sale: its state, its variant's stock and movements, the audit entries, the ledger, the daily counters. */
async function huella(server: TestServer, empresaId: number, ventaId: number, varianteId: number) {
    const k = server.db.kysely;
    const [venta, stock, auditoria, asientos, diarias, porProducto] = await Promise.all([
        k.selectFrom('ventas').select('estado').where('id', '=', ventaId).executeTakeFirstOrThrow(),
        stockYMovimientos(server, [varianteId]),
        anotaciones(server, empresaId, 'venta.cancelacion'),
        k.selectFrom('movimientos_contables').select('id').where('empresa_id', '=', empresaId).execute(),
        k
            .selectFrom('ventas_diarias')
            .select((eb) => ['estado', eb.fn.sum<number>('ventas').as('ventas'), eb.fn.sum<number>('total').as('total')])
            .where('empresa_id', '=', empresaId)
            .groupBy('estado')
            .orderBy('estado')
            .execute(),
        k.selectFrom('ventas_diarias_producto').select((eb) => eb.fn.sum<number>('cantidad').as('cantidad')).where('empresa_id', '=', empresaId).executeTakeFirst(),
    ]);
    return {
        estado: venta.estado,
        stock: stock[varianteId],
        auditoria: auditoria.length,
        asientos: asientos.length,
        diarias: diarias.map((d) => ({ estado: d.estado, ventas: Number(d.ventas), total: Number(d.total) })),
        unidades: Number(porProducto?.cantidad ?? 0),
    };
}

/**
 * A void gives the sale's cash back out of its session's drawer, which never goes below zero
 * (CONVENTIONS §6, Cash): refused like a cash refund above the drawer (409, the amount said only to
 * who supervises), with nothing written.
 */
describeEachEngine('caja: voiding a cash sale needs the cash in the drawer', (server) => {
    let admin: Sesion;
    beforeAll(async () => {
        admin = await nuevaSesion(server());
    });

    /** Float $0.00, a $10.00 sale in cash, a $10.00 salida: the drawer is empty and the void gives back $10.00. */
    async function cajonVacio(quien: Sesion) {
        const producto = await articulo(admin, '10.00');
        const id = await abrir(quien, '0.00');
        const venta = await vender(quien, producto, 1, [['Efectivo', '10.00']]);
        expect((await mover(quien, id, 'salida', '10.00')).status).toBe(201);
        return { producto, id, venta };
    }

    it('refused for a supervisor with what the drawer holds; nothing is written; after an entrada it goes through', async () => {
        const sup = await supervisor(server(), admin.empresaId);
        const { producto, id, venta } = await cajonVacio(sup);
        const antes = await huella(server(), admin.empresaId, venta, producto);
        const res = await sup.post(cancelar(venta), { motivo: 'Cobro duplicado' });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ detail: CAJA_MENSAJES.cancelacionExcede(1000, 0) });
        expect(res.body.detail).toBe('No hay suficiente efectivo en la caja para cancelar esta venta ($10.00 en efectivo): disponible $0.00.');
        expect(await huella(server(), admin.empresaId, venta, producto)).toEqual(antes);
        expect(antes.estado).toBe('Completada');
        expect(await cajon(sup, id)).toBe(0);

        // $9.99 in: still short by a cent, and it says so.
        expect((await mover(sup, id, 'entrada', '9.99')).status).toBe(201);
        const corta = await sup.post(cancelar(venta), { motivo: 'Cobro duplicado' });
        expect(corta.body).toEqual({ detail: CAJA_MENSAJES.cancelacionExcede(1000, 999) });
        // One more cent: the drawer covers the void, which empties it.
        expect((await mover(sup, id, 'entrada', '0.01')).status).toBe(201);
        const otra = await sup.post(cancelar(venta), { motivo: 'Cobro duplicado' });
        expect(otra.status, JSON.stringify(otra.body)).toBe(200);
        expect(await cajon(sup, id)).toBe(0);
        const despues = await huella(server(), admin.empresaId, venta, producto);
        expect(despues).toMatchObject({ estado: 'Cancelada', auditoria: antes.auditoria + 1, stock: { stock: antes.stock.stock + 1 } });
    });

    it('refused for a blind cashier without the amount; nothing is written', async () => {
        const c = await cajero(server(), admin.empresaId);
        const sup = await supervisor(server(), admin.empresaId);
        const { producto, id, venta } = await cajonVacio(c);
        const antes = await huella(server(), admin.empresaId, venta, producto);
        const res = await c.post(cancelar(venta), { motivo: 'Cobro duplicado' });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ detail: CAJA_MENSAJES.cancelacionExcedeCiega });
        expect(res.body.detail).not.toMatch(/\$|\d/);
        expect(await huella(server(), admin.empresaId, venta, producto)).toEqual(antes);
        expect(await cajon(sup, id)).toBe(0);
    });

    it('the cash checked is what the sale kept (paid − change); a card sale’s void needs no cash', async () => {
        const sup = await supervisor(server(), admin.empresaId);
        const producto = await articulo(admin, '7.00');
        const id = await abrir(sup, '0.00');
        const conCambio = await vender(sup, producto, 1, [['Efectivo', '10.00']]);
        const conTarjeta = await vender(sup, producto, 1, [['Tarjeta de Débito', '7.00']]);
        const mixta = await vender(sup, producto, 1, [
            ['Tarjeta de Crédito', '4.00'],
            ['Efectivo', '3.00'],
        ]);
        expect(await cajon(sup, id)).toBe(1000);
        expect((await mover(sup, id, 'salida', '10.00')).status).toBe(201);
        const tarjeta = await sup.post(cancelar(conTarjeta), { motivo: 'Error de captura' });
        expect(tarjeta.status, JSON.stringify(tarjeta.body)).toBe(200);
        expect((await sup.post(cancelar(mixta), { motivo: 'Error de captura' })).body).toEqual({ detail: CAJA_MENSAJES.cancelacionExcede(300, 0) });
        expect((await mover(sup, id, 'entrada', '7.00')).status).toBe(201);
        // $7.00 in the drawer: the $10.00 paid less $3.00 change is exactly it.
        const exacta = await sup.post(cancelar(conCambio), { motivo: 'Error de captura' });
        expect(exacta.status, JSON.stringify(exacta.body)).toBe(200);
        expect(await cajon(sup, id)).toBe(0);
    });

    it('only a void that gives cash back takes the session’s lock', async () => {
        const sup = await supervisor(server(), admin.empresaId);
        const producto = await articulo(admin, '3.00');
        await abrir(sup, '0.00');
        const bloqueos = (sentencias: string[]) => sentencias.filter((q) => /for no key update|for update/i.test(q) && /"sesiones_caja"/.test(q) && !/"ventas"/.test(q));
        const conTarjeta = await vender(sup, producto, 1, [['Tarjeta de Crédito', '3.00']]);
        expect(bloqueos(await sentenciasDe(server(), () => sup.post(cancelar(conTarjeta), { motivo: 'Error' })))).toEqual([]);
        const enEfectivo = await vender(sup, producto, 1, [['Efectivo', '3.00']]);
        const conEfectivo = await sentenciasDe(server(), () => sup.post(cancelar(enEfectivo), { motivo: 'Error' }));
        expect(bloqueos(conEfectivo).length > 0).toBe(server().engine === 'postgres');
    });
});

/**
 * Races over the last cash in the drawer (requests fired together): on PostgreSQL they overlap and
 * the session row's locks decide; SQLite runs one write at a time. The drawer never goes below
 * zero, and no request fails otherwise.
 */
describeEachEngine('caja: voids racing salidas and each other', (server) => {
    let admin: Sesion;
    beforeAll(async () => {
        admin = await nuevaSesion(server());
    });

    it('a salida and a void over the last cash: one of them', async () => {
        const sup = await supervisor(server(), admin.empresaId);
        const producto = await articulo(admin, '10.00');
        for (let ronda = 0; ronda < 8; ronda++) {
            const id = await abrir(sup, '0.00');
            const venta = await vender(sup, producto, 1, [['Efectivo', '10.00']]);
            const [salida, anulacion] = await Promise.all([mover(sup, id, 'salida', '10.00'), sup.post(cancelar(venta), { motivo: 'Carrera' })]);
            // Exactly one wins: the salida (201) or the void (200); the other is a 409.
            expect([salida.status === 201, anulacion.status === 200].filter(Boolean), JSON.stringify([salida.body, anulacion.body])).toHaveLength(1);
            expect([salida.status, anulacion.status]).toContain(409);
            if (salida.status === 409) expect(salida.body).toEqual({ detail: CAJA_MENSAJES.salidaExcede(0) });
            else expect(anulacion.body).toEqual({ detail: CAJA_MENSAJES.cancelacionExcede(1000, 0) });
            expect(await cajon(sup, id)).toBe(0);
            expect((await sup.post(RUTAS_CAJA.cierre(id), { efectivo_contado: '0.00' })).status).toBe(200);
        }
    });

    it('voids of several sales over the last cash, a card sale among them: as many as it covers', async () => {
        const c = await cajero(server(), admin.empresaId);
        const sup = await supervisor(server(), admin.empresaId);
        const producto = await articulo(admin, '10.00');
        for (let ronda = 0; ronda < 4; ronda++) {
            const id = await abrir(c, '0.00');
            const ventas: number[] = [];
            for (let i = 0; i < 5; i++) ventas.push(await vender(c, producto, 1, [['Efectivo', '10.00']]));
            // $50.00 in, $30.00 out: the drawer covers two of the five voids.
            expect((await mover(c, id, 'salida', '30.00')).status).toBe(201);
            const [venta, ...res] = await Promise.all([
                checkout(c, { items: [{ producto_id: producto, cantidad: 1 }], pagos: [{ metodo_pago: 'Tarjeta de Débito', monto: '10.00' }] }),
                ...ventas.map((v) => c.post(cancelar(v), { motivo: 'Carrera' })),
            ]);
            expect(venta.status, JSON.stringify(venta.body)).toBe(201);
            expect(res.filter((r) => r.status === 200)).toHaveLength(2);
            for (const r of res.filter((x) => x.status !== 200)) expect(r.body).toEqual({ detail: CAJA_MENSAJES.cancelacionExcedeCiega });
            expect(await cajon(sup, id)).toBe(0);
            const canceladas = await server().db.kysely.selectFrom('ventas').select('id').where('id', 'in', ventas).where('estado', '=', 'Cancelada').execute();
            expect(canceladas).toHaveLength(2);
            expect((await c.post(RUTAS_CAJA.cierre(id), { efectivo_contado: '0.00' })).status).toBe(200);
        }
    });
});
