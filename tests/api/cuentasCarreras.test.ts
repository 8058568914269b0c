import fc from 'fast-check';
import { crearCliente, nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { articulo } from '../helpers/caja.js';
import { abonar, clienteConCredito, credito, cuentaGuardada, programaDePuntos, puntos, RUTAS_CUENTAS, venderA } from '../helpers/cuentas.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { efectivo, RUTAS_VENTAS } from '../helpers/ventas.js';

/*
 * Issue 34 item 9 and item 3's property: two tills selling to one customer at once never take
 * them past their limit or their points (16 concurrent sales with room for 5: exactly 5), and
 * whatever happens to an account, its saldo and puntos are the sums of its movements, each
 * carrying the running balance. Both engines (PostgreSQL is where the row lock matters).
 */

describeEachEngine('cuentas: carreras y propiedad', (server) => {
    let s: Sesion;
    let diez: number;
    beforeAll(async () => {
        s = await nuevaSesion(server());
        diez = await articulo(s, '10.00', 1_000_000);
        await programaDePuntos(server(), s.empresaId, 10, 100);
    });

    it('16 concurrent credit sales of $10.00 to a customer with room for $50.00: exactly 5 succeed', async () => {
        const c = await clienteConCredito(s, '50.00');
        const intentos = await Promise.all(Array.from({ length: 16 }, () => venderA(s, c.id, diez, 1, [credito('10.00')])));
        const estados = intentos.map((r) => r.status).sort();
        expect(estados.filter((e) => e === 201)).toHaveLength(5);
        expect(estados.filter((e) => e === 409)).toHaveLength(11);
        expect(intentos.find((r) => r.status === 409)?.body).toEqual({ detail: 'Crédito insuficiente: disponible $0.00.' });
        expect(await cuentaGuardada(server(), s.empresaId, c.id)).toMatchObject({ saldo: 5000, sumaMovimientos: 5000, movimientos: 5, corridoOk: true });
        const ventas = await server().db.kysely.selectFrom('ventas').select('id').where('empresa_id', '=', s.empresaId).where('cliente_id', '=', c.id).execute();
        expect(ventas).toHaveLength(5);
    });

    it('16 concurrent sales paying 10 points each to a customer holding 50: exactly 5 succeed', async () => {
        const c = await crearCliente(s);
        await s.post(RUTAS_CUENTAS.ajustes(c.id), { puntos: 50, motivo: 'Para la carrera' });
        const intentos = await Promise.all(Array.from({ length: 16 }, () => venderA(s, c.id, diez, 1, [puntos('10.00')])));
        expect(intentos.filter((r) => r.status === 201)).toHaveLength(5);
        expect(intentos.filter((r) => r.status === 409)).toHaveLength(11);
        expect(await cuentaGuardada(server(), s.empresaId, c.id)).toMatchObject({ puntos: 0, sumaPuntos: 0, corridoPuntosOk: true });
    });

    it('keeps saldo and puntos equal to the sums of their movements, whatever sales, abonos, returns, voids and ajustes do', async () => {
        type Paso =
            | { tipo: 'venta'; unidades: number; enCredito: number; enPuntos: number }
            | { tipo: 'abono'; monto: number }
            | { tipo: 'devolucion'; unidades: number }
            | { tipo: 'cancelacion' }
            | { tipo: 'ajuste'; monto: number; puntos: number };
        const paso: fc.Arbitrary<Paso> = fc.oneof(
            fc.record({ tipo: fc.constant('venta' as const), unidades: fc.integer({ min: 1, max: 8 }), enCredito: fc.integer({ min: 0, max: 8 }), enPuntos: fc.integer({ min: 0, max: 3 }) }),
            fc.record({ tipo: fc.constant('abono' as const), monto: fc.integer({ min: 1, max: 6000 }) }),
            fc.record({ tipo: fc.constant('devolucion' as const), unidades: fc.integer({ min: 1, max: 4 }) }),
            fc.record({ tipo: fc.constant('cancelacion' as const) }),
            fc.record({ tipo: fc.constant('ajuste' as const), monto: fc.integer({ min: -3000, max: 3000 }), puntos: fc.integer({ min: -5, max: 20 }) }),
        );
        await fc.assert(
            fc.asyncProperty(fc.array(paso, { minLength: 1, maxLength: 10 }), async (pasos) => {
                const c = await clienteConCredito(s, '300.00');
                const ventas: { id: number; unidades: number }[] = [];
                for (const p of pasos) {
                    if (p.tipo === 'venta') {
                        const enCredito = Math.min(p.enCredito, p.unidades);
                        const enPuntos = Math.min(p.enPuntos, p.unidades - enCredito);
                        const pagos = [
                            ...(enCredito > 0 ? [credito(enCredito * 10)] : []),
                            ...(enPuntos > 0 ? [puntos(enPuntos * 10)] : []),
                            ...(p.unidades - enCredito - enPuntos > 0 ? [efectivo((p.unidades - enCredito - enPuntos) * 10)] : []),
                        ];
                        const r = await venderA(s, c.id, diez, p.unidades, pagos);
                        expect([201, 409]).toContain(r.status);
                        if (r.status === 201) ventas.push({ id: r.body.id, unidades: p.unidades });
                    } else if (p.tipo === 'abono') {
                        const r = await abonar(s, c.id, { monto: (p.monto / 100).toFixed(2), metodo_pago: 'Transferencia' });
                        expect([201, 422]).toContain(r.status);
                    } else if (p.tipo === 'devolucion' && ventas.length > 0) {
                        const v = ventas[ventas.length - 1];
                        const n = Math.min(p.unidades, v.unidades);
                        const r = await s.post(RUTAS_VENTAS.devolucion(v.id), { items: [{ producto_id: diez, cantidad: n }] });
                        expect([201, 409]).toContain(r.status);
                        if (r.status === 201) v.unidades -= n;
                        if (v.unidades === 0) ventas.pop();
                    } else if (p.tipo === 'cancelacion' && ventas.length > 0) {
                        const v = ventas.pop() as { id: number };
                        const r = await s.post(`/api/v1/ventas/${v.id}/cancelar`, { motivo: 'Propiedad' });
                        expect([200, 409]).toContain(r.status);
                    } else if (p.tipo === 'ajuste' && (p.monto !== 0 || p.puntos !== 0)) {
                        const r = await s.post(RUTAS_CUENTAS.ajustes(c.id), { ...(p.monto !== 0 ? { monto: (p.monto / 100).toFixed(2) } : {}), ...(p.puntos !== 0 ? { puntos: p.puntos } : {}), motivo: 'Propiedad' });
                        expect([201, 422]).toContain(r.status);
                    }
                }
                const g = await cuentaGuardada(server(), s.empresaId, c.id);
                expect(g.saldo).toBe(g.sumaMovimientos);
                expect(g.puntos).toBe(g.sumaPuntos);
                expect(g.corridoOk).toBe(true);
                expect(g.corridoPuntosOk).toBe(true);
                const api = (await s.get(RUTAS_CUENTAS.cuenta(c.id))).body;
                expect(api.saldo).toBe((g.saldo / 100).toFixed(2));
                expect(api.puntos).toBe(g.puntos);
            }),
            { numRuns: 12 },
        );
    });
});
