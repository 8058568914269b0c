import { nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { articulo } from '../helpers/caja.js';
import { abonar, clienteConCredito, credito, programaDePuntos, puntos, venderA } from '../helpers/cuentas.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { efectivo, RUTAS_VENTAS } from '../helpers/ventas.js';

/*
 * The ledger is the shop's money in and out (issue 34, CONVENTIONS §6 Customer accounts): a sale
 * posts only what it collected (not what it charged to the customer's balance nor what it took in
 * points), the abono posts when the fiado is paid, a credit note only the money it refunded; the
 * dashboard still counts sales and returns whole. Each case in a company of its own, so its ledger
 * is only its documents. Both engines.
 */

describeEachEngine('cuentas: la contabilidad cuenta dinero, no fiado', (server) => {
    /** A fresh company with a $10.00 article. */
    async function tienda(): Promise<{ s: Sesion; diez: number }> {
        const s = await nuevaSesion(server());
        return { s, diez: await articulo(s, '10.00') };
    }

    /** The company's ledger rows: [tipo, categoria, pesos, venta_id, nota_credito_id], in order. */
    async function libro(s: Sesion) {
        const filas = await server()
            .db.kysely.selectFrom('movimientos_contables')
            .select(['tipo', 'categoria', 'monto', 'venta_id', 'nota_credito_id'])
            .where('empresa_id', '=', s.empresaId)
            .orderBy('id')
            .execute();
        return filas.map((f) => [f.tipo, f.categoria, Number(f.monto) / 100, f.venta_id, f.nota_credito_id]);
    }

    it('$700 on credit and a $300 cash abono: the day took in $300, not $1,000', async () => {
        const { s, diez } = await tienda();
        const c = await clienteConCredito(s, '1,000.00');
        const venta = await venderA(s, c.id, diez, 70, [credito('700.00')]);
        expect(venta.status, JSON.stringify(venta.body)).toBe(201);
        expect(await libro(s)).toEqual([]);
        expect((await abonar(s, c.id, { monto: '300.00', metodo_pago: 'Efectivo' })).status).toBe(201);
        expect(await libro(s)).toEqual([['ingreso', 'Abonos de clientes', 300, null, null]]);
        expect((await s.get('/api/v1/contabilidad/resumen')).body).toEqual({ total_ingresos: '300.00', total_egresos: '0.00', balance: '300.00' });
        // The day's sales are still $700 sold.
        expect((await s.get('/api/v1/dashboard/')).body).toMatchObject({ ventas_hoy: '700.00', devoluciones_hoy: '0.00', ingresos_hoy: '700.00' });
    });

    it('a mixed sale posts its cash part; a points sale the rest; a plain sale its total', async () => {
        const { s, diez } = await tienda();
        await programaDePuntos(server(), s.empresaId, 10, 100);
        const c = await clienteConCredito(s, '1,000.00');
        const mixta = await venderA(s, c.id, diez, 10, [credito('60.00'), efectivo('40.00')]);
        expect(mixta.status, JSON.stringify(mixta.body)).toBe(201);
        // $40 paid earns 4 points ($4.00 at $1.00 each): a $10 sale paying $4 in points collects $6.
        const conPuntos = await venderA(s, c.id, diez, 1, [puntos('4.00'), efectivo('6.00')]);
        expect(conPuntos.status, JSON.stringify(conPuntos.body)).toBe(201);
        // Change is not collected: $50 given for $20 takes in $20.
        const contado = await venderA(s, c.id, diez, 2, [efectivo('50.00')]);
        expect(await libro(s)).toEqual([
            ['ingreso', 'Ventas', 40, mixta.body.id, null],
            ['ingreso', 'Ventas', 6, conPuntos.body.id, null],
            ['ingreso', 'Ventas', 20, contado.body.id, null],
        ]);
    });

    it('a return of a credit sale posts only the money it refunded; the dashboard counts the return whole', async () => {
        const { s, diez } = await tienda();
        const c = await clienteConCredito(s, '1,000.00');
        // $100: $60 on credit, $40 cash. Returning half takes $50 off the balance (credit first): no money out.
        const venta = await venderA(s, c.id, diez, 10, [credito('60.00'), efectivo('40.00')]);
        const devolver = (cantidad: number) => s.post(RUTAS_VENTAS.devolucion(venta.body.id), { items: [{ producto_id: diez, cantidad }] });
        const primera = await devolver(5);
        expect(primera.status, JSON.stringify(primera.body)).toBe(201);
        expect(await libro(s)).toEqual([['ingreso', 'Ventas', 40, venta.body.id, null]]);
        // The rest: $10 off the balance, $40 back in cash.
        const segunda = await devolver(5);
        expect(segunda.status).toBe(201);
        expect(await libro(s)).toEqual([
            ['ingreso', 'Ventas', 40, venta.body.id, null],
            ['egreso', 'Devoluciones', 40, null, segunda.body.id],
        ]);
        expect((await s.get('/api/v1/contabilidad/resumen')).body).toMatchObject({ balance: '0.00' });
        expect((await s.get('/api/v1/dashboard/')).body).toMatchObject({ ventas_hoy: '100.00', devoluciones_hoy: '100.00', ingresos_hoy: '0.00' });
    });

    it('a return of a sale paid in points gives the points back and posts only the money', async () => {
        const { s, diez } = await tienda();
        await programaDePuntos(server(), s.empresaId, 100, 100);
        const c = await clienteConCredito(s, '0.00');
        // $100 cash earns 100 points; then a $20 sale paid $10 in points and $10 cash.
        await venderA(s, c.id, diez, 10, [efectivo('100.00')]);
        const venta = await venderA(s, c.id, diez, 2, [puntos('10.00'), efectivo('10.00')]);
        expect(venta.status, JSON.stringify(venta.body)).toBe(201);
        const nota = await s.post(RUTAS_VENTAS.devolucion(venta.body.id), { items: [{ producto_id: diez, cantidad: 2 }] });
        expect(nota.status, JSON.stringify(nota.body)).toBe(201);
        expect((await libro(s)).slice(1)).toEqual([
            ['ingreso', 'Ventas', 10, venta.body.id, null],
            ['egreso', 'Devoluciones', 10, null, nota.body.id],
        ]);
    });

    it('a void still removes its posting; a sale all on credit has none to remove', async () => {
        const { s, diez } = await tienda();
        const c = await clienteConCredito(s, '1,000.00');
        const mixta = await venderA(s, c.id, diez, 3, [credito('10.00'), efectivo('20.00')]);
        const fiada = await venderA(s, c.id, diez, 2, [credito('20.00')]);
        expect(await libro(s)).toEqual([['ingreso', 'Ventas', 20, mixta.body.id, null]]);
        for (const v of [mixta, fiada]) expect((await s.post(`/api/v1/ventas/${v.body.id}/cancelar`, { motivo: 'Error de captura' })).status).toBe(200);
        expect(await libro(s)).toEqual([]);
        expect((await s.get('/api/v1/contabilidad/resumen')).body).toEqual({ total_ingresos: '0.00', total_egresos: '0.00', balance: '0.00' });
    });
});
