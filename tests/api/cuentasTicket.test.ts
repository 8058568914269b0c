import { crearCliente, nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { articulo } from '../helpers/caja.js';
import { abonar, clienteConCredito, credito, programaDePuntos, puntos, venderA } from '../helpers/cuentas.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { checkout, efectivo, RUTAS_VENTAS } from '../helpers/ventas.js';

/*
 * Issue 34 item 7: a sale's detail (what its ticket prints) says what the sale left on its
 * customer's account, the balance and points right after it, read from the movements' running
 * balances: a reprint after abonos, returns and later sales prints the same. Both engines.
 */

describeEachEngine('cuentas: el ticket dice el saldo y los puntos tras la venta', (server) => {
    let s: Sesion;
    let diez: number;
    beforeAll(async () => {
        s = await nuevaSesion(server());
        diez = await articulo(s, '10.00');
        // 5 points per $100 paid in money, a point pays $1.00.
        await programaDePuntos(server(), s.empresaId, 5, 100);
    });
    const cuentaDe = async (ventaId: number) => {
        const res = await s.get(RUTAS_VENTAS.venta(ventaId));
        expect(res.status).toBe(200);
        return res.body.cuenta;
    };

    it('prints the balance and points each sale left, and the same on a reprint after abonos, returns and later sales', async () => {
        const c = await clienteConCredito(s, '1,000.00');
        // $100 in cash: 5 points earned, no balance movement ever: no balance line.
        const contado = await venderA(s, c.id, diez, 10, [efectivo('100.00')]);
        expect(contado.status, JSON.stringify(contado.body)).toBe(201);
        expect(await cuentaDe(contado.body.id)).toEqual({ saldo: null, puntos: 5 });
        // $700 on credit: charged (earns nothing); the points as the customer held them.
        const fiado = await venderA(s, c.id, diez, 70, [credito('700.00')]);
        expect(fiado.status, JSON.stringify(fiado.body)).toBe(201);
        expect(await cuentaDe(fiado.body.id)).toEqual({ saldo: '700.00', puntos: 5 });
        // $200: 5 points spent ($5.00), $195 cash earns 9: 5 − 5 + 9; the balance as it stood.
        const canje = await venderA(s, c.id, diez, 20, [puntos('5.00'), efectivo('195.00')]);
        expect(canje.status, JSON.stringify(canje.body)).toBe(201);
        expect(await cuentaDe(canje.body.id)).toEqual({ saldo: '700.00', puntos: 9 });

        // What follows changes the account now, not what those sales left.
        expect((await abonar(s, c.id, { monto: '300.00', metodo_pago: 'Transferencia' })).status).toBe(201);
        const devolucion = await s.post(RUTAS_VENTAS.devolucion(fiado.body.id), { items: [{ producto_id: diez, cantidad: 1 }] });
        expect(devolucion.status, JSON.stringify(devolucion.body)).toBe(201);
        const otra = await venderA(s, c.id, diez, 5, [credito('50.00')]);
        expect(otra.status).toBe(201);
        // $700 − $300 − $10 + $50.
        expect(await cuentaDe(otra.body.id)).toEqual({ saldo: '440.00', puntos: 9 });
        expect(await cuentaDe(fiado.body.id)).toEqual({ saldo: '700.00', puntos: 5 });
        expect(await cuentaDe(canje.body.id)).toEqual({ saldo: '700.00', puntos: 9 });
        expect(await cuentaDe(contado.body.id)).toEqual({ saldo: null, puntos: 5 });
    });

    it('has no account for a walk-in sale nor for a sale that moved none; another company reads a 404', async () => {
        const walkIn = await checkout(s, { items: [{ producto_id: diez, cantidad: 10 }], pagos: [efectivo('100.00')] });
        expect(await cuentaDe(walkIn.body.id)).toBeNull();
        // $10 earns no whole point at 5 per $100, and nothing is charged.
        const c = await crearCliente(s);
        const nada = await venderA(s, c.id, diez, 1, [efectivo('10.00')]);
        expect(await cuentaDe(nada.body.id)).toBeNull();
        const otra = await nuevaSesion(server());
        expect((await otra.get(RUTAS_VENTAS.venta(nada.body.id))).status).toBe(404);
    });

    it('documents the fields in the OpenAPI answer of GET /ventas/{id}', async () => {
        const doc = (await s.get('/api/openapi.json')).body;
        const esquema = JSON.stringify(doc.paths['/api/v1/ventas/{id}'].get.responses['200']);
        expect(esquema).toContain('Saldo de la cuenta del cliente justo después de la venta');
        expect(esquema).toContain('Puntos del cliente justo después de la venta');
    });
});
