import { crearCliente, nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { articulo } from '../helpers/caja.js';
import { clienteConCredito, credito, cuentaGuardada, programaDePuntos, puntos, RUTAS_CUENTAS, venderA } from '../helpers/cuentas.js';
import { sentenciasDe } from '../helpers/sentencias.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { efectivo, RUTAS_VENTAS } from '../helpers/ventas.js';

/*
 * Issue 34 item 6: the company's points program (puntos_por_cada_100, valor_punto), points earned
 * in the sale's own write on what was paid by other methods, spent as 'Canje de Puntos' never
 * past what is held, and given back or taken back by returns in proportion and by a void whole.
 */

const M = {
    insuficientes: (n: number) => `Puntos insuficientes: el cliente tiene ${n} puntos.`,
    sinCliente: 'Para pagar con Canje de Puntos seleccione un cliente.',
    noExactos: 'El pago con puntos debe ser un múltiplo del valor del punto ($0.50).',
};

const puntosDe = async (s: Sesion, id: number) => (await s.get(RUTAS_CUENTAS.cuenta(id))).body.puntos as number;

describeEachEngine('cuentas: puntos', (server) => {
    let s: Sesion;
    let diez: number;
    beforeAll(async () => {
        s = await nuevaSesion(server());
        diez = await articulo(s, '10.00');
        // 5 points per $100.00; a point pays $0.50.
        await programaDePuntos(server(), s.empresaId, 5, 50);
    });

    it('sets the program in the company settings: GET answers it, PUT keeps or changes it', async () => {
        const otra = await nuevaSesion(server());
        const ajustes = (await otra.get('/api/v1/empresa/')).body;
        expect(ajustes).toMatchObject({ puntos_por_cada_100: 0, valor_punto: '1.00' });
        const res = await otra.put('/api/v1/empresa/', { ...ajustes, id: undefined, puntos_por_cada_100: 2, valor_punto: '0.25' });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect((await otra.get('/api/v1/empresa/')).body).toMatchObject({ puntos_por_cada_100: 2, valor_punto: '0.25' });
        const mal = await otra.put('/api/v1/empresa/', { ...ajustes, id: undefined, puntos_por_cada_100: 1.5 });
        expect(mal.status).toBe(422);
        expect(mal.body.detail[0].loc).toEqual(['body', 'puntos_por_cada_100']);
    });

    it('earns points on what was paid by other methods than credit and points, in the sale', async () => {
        const c = await clienteConCredito(s, '1,000.00');
        // $250 in cash: 12 points (5 per $100, rounded down); change does not count.
        const venta = await venderA(s, c.id, diez, 25, [efectivo('300.00')]);
        expect(venta.body).toMatchObject({ total: '250.00', cambio: '50.00', cuenta: { puntos: 12, puntos_ganados: 12 } });
        // $200 half on credit: points on the $100 in cash only.
        expect((await venderA(s, c.id, diez, 20, [credito('100.00'), efectivo('100.00')])).body.cuenta).toMatchObject({ puntos: 17, puntos_ganados: 5 });
        const cuenta = (await s.get(RUTAS_CUENTAS.cuenta(c.id))).body;
        expect(cuenta).toMatchObject({ puntos: 17, valor_puntos: '8.50' });
        expect(cuenta.movimientos_puntos.map((m: { tipo: string; puntos: number; saldo: number }) => [m.tipo, m.puntos, m.saldo])).toEqual([
            ['ganados', 5, 17],
            ['ganados', 12, 12],
        ]);
        // A walk-in earns nothing and sends what a sale always sends.
        const sinCliente = await sentenciasDe(server(), () => venderA(s, null as unknown as number, diez, 1, [efectivo('10.00')]));
        expect(sinCliente.sentencias.some((q) => /movimientos_puntos/.test(q))).toBe(false);
    });

    it('spends points at valor_punto, never more than held (409, nothing written); whole points only', async () => {
        const c = await crearCliente(s);
        await s.post(RUTAS_CUENTAS.ajustes(c.id), { puntos: 40, motivo: 'Bienvenida' });
        // $10.00 = 20 points at $0.50.
        const venta = await venderA(s, c.id, diez, 1, [puntos('10.00')]);
        expect(venta.status, JSON.stringify(venta.body)).toBe(201);
        expect(venta.body.cuenta).toMatchObject({ puntos: 20, puntos_ganados: 0 });
        const demas = await venderA(s, c.id, diez, 3, [puntos('30.00')]);
        expect(demas.status).toBe(409);
        expect(demas.body).toEqual({ detail: M.insuficientes(20) });
        expect(await puntosDe(s, c.id)).toBe(20);
        const medio = await venderA(s, c.id, diez, 1, [puntos('0.25'), efectivo('9.75')]);
        expect(medio.status).toBe(422);
        expect(medio.body.detail[0].msg).toBe(M.noExactos);
        const sin = await venderA(s, null as unknown as number, diez, 1, [puntos('10.00')]);
        expect(sin.body.detail[0].msg).toBe(M.sinCliente);
        // Part in points, part in cash: points earned on the cash part ($5.00: 0 points).
        expect((await venderA(s, c.id, diez, 1, [puntos('5.00'), efectivo('5.00')])).body.cuenta).toMatchObject({ puntos: 10 });
        expect(await cuentaGuardada(server(), s.empresaId, c.id)).toMatchObject({ puntos: 10, sumaPuntos: 10, corridoPuntosOk: true });
    });

    it('a return gives back spent points and takes back earned ones in proportion; the money in points is not refunded in cash', async () => {
        const c = await crearCliente(s);
        await s.post(RUTAS_CUENTAS.ajustes(c.id), { puntos: 100, motivo: 'Saldo inicial' });
        // $400: $50 in points (100 points), $350 in cash (17 points earned).
        const venta = await venderA(s, c.id, diez, 40, [puntos('50.00'), efectivo('350.00')]);
        expect(venta.body.cuenta).toMatchObject({ puntos: 17, puntos_ganados: 17 });
        const devolver = (n: number) => s.post(RUTAS_VENTAS.devolucion(venta.body.id), { items: [{ producto_id: diez, cantidad: n }] });
        const nota = async (id: number) => Number((await server().db.kysely.selectFrom('notas_credito').select('reembolso_efectivo').where('id', '=', id).executeTakeFirstOrThrow()).reembolso_efectivo);
        // A quarter ($100): 25 points back (round(100 × 1/4)), 4 taken back (round(17 × 1/4)); cash refund $100 − $12.50.
        const primera = await devolver(10);
        expect(primera.status, JSON.stringify(primera.body)).toBe(201);
        expect(await puntosDe(s, c.id)).toBe(17 + 25 - 4);
        expect(await nota(primera.body.id)).toBe(8750);
        // The rest: everything comes back, exactly.
        const resto = await devolver(30);
        expect(await nota(resto.body.id)).toBe(35000 - 8750);
        expect(await puntosDe(s, c.id)).toBe(100);
        expect(await cuentaGuardada(server(), s.empresaId, c.id)).toMatchObject({ puntos: 100, sumaPuntos: 100, corridoPuntosOk: true });
    });

    it('a void reverses the points spent and earned whole', async () => {
        const c = await crearCliente(s);
        await s.post(RUTAS_CUENTAS.ajustes(c.id), { puntos: 10, motivo: 'Saldo inicial' });
        const venta = await venderA(s, c.id, diez, 30, [puntos('5.00'), efectivo('295.00')]);
        expect(venta.body.cuenta).toMatchObject({ puntos: 14 });
        expect((await s.post(`/api/v1/ventas/${venta.body.id}/cancelar`, { motivo: 'Prueba' })).status).toBe(200);
        expect(await puntosDe(s, c.id)).toBe(10);
        const movs = (await s.get(RUTAS_CUENTAS.cuenta(c.id))).body.movimientos_puntos;
        expect(movs.slice(0, 2).map((m: { tipo: string; puntos: number }) => [m.tipo, m.puntos])).toEqual([
            ['cancelacion', -14],
            ['cancelacion', 10],
        ]);
    });

    it('an ajuste of points needs a reason and never takes them below zero', async () => {
        const c = await crearCliente(s);
        expect((await s.post(RUTAS_CUENTAS.ajustes(c.id), { puntos: 5 })).status).toBe(422);
        expect((await s.post(RUTAS_CUENTAS.ajustes(c.id), { motivo: 'Nada' })).status).toBe(422);
        const res = await s.post(RUTAS_CUENTAS.ajustes(c.id), { puntos: -1, motivo: 'Quitar' });
        expect(res.status).toBe(422);
        expect(res.body.detail[0].loc).toEqual(['body', 'puntos']);
        const ok = await s.post(RUTAS_CUENTAS.ajustes(c.id), { puntos: 3, monto: '12.50', motivo: 'Corrección' });
        expect(ok.body).toEqual({ saldo: '12.50', puntos: 3 });
        const bitacora = await server().db.kysely.selectFrom('bitacora').select(['entidad_id', 'despues']).where('empresa_id', '=', s.empresaId).where('tipo', '=', 'cliente.ajuste').where('entidad_id', '=', c.id).execute();
        expect(bitacora).toHaveLength(1);
        expect(JSON.parse(bitacora[0].despues as string)).toMatchObject({ saldo: '12.50', puntos: 3, motivo: 'Corrección' });
    });
});
