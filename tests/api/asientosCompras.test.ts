import { nuevaSesion } from '../helpers/catalogo.js';
import { cancelar, crearOrden, escenario, recibir } from '../helpers/compras.js';
import { describeEachEngine } from '../helpers/testServer.js';

const MOVIMIENTOS = '/api/v1/contabilidad/movimientos/';
const RESUMEN = '/api/v1/contabilidad/resumen/';

/** Receiving an order posts its egreso in the same transaction, exactly once; cancelling posts nothing. */
describeEachEngine('purchase receipts in the ledger', (server) => {
    it('posts one read-only egreso per received order, even when receives race', async () => {
        const s = await nuevaSesion(server());
        const { proveedor, ids } = await escenario(s, [1, 1]);
        const orden = await crearOrden(s, proveedor.id, [
            [ids[0], 3, '12.50'],
            [ids[1], 2, '0.25'],
        ]);
        const respuestas = await Promise.all(Array.from({ length: 5 }, () => s.post(recibir(orden.id), {})));
        expect(respuestas.filter((r) => r.status === 200)).toHaveLength(1);

        const movimientos = (await s.get(MOVIMIENTOS)).body as { id: number; tipo: string; monto: string; concepto: string; origen: unknown }[];
        expect(movimientos).toEqual([
            expect.objectContaining({ tipo: 'egreso', monto: '38.00', concepto: `Orden de compra #${orden.id}`, origen: { tipo: 'compra', id: orden.id } }),
        ]);
        expect((await s.get(RESUMEN)).body).toEqual({ total_ingresos: '0.00', total_egresos: '38.00', balance: '-38.00' });
        expect((await s.del(`${MOVIMIENTOS}${movimientos[0].id}`)).status).toBe(409);

        const otra = await crearOrden(s, proveedor.id, [[ids[0], 1, '99.00']]);
        expect((await s.post(cancelar(otra.id), {})).status).toBe(200);
        expect((await s.get(MOVIMIENTOS)).body).toHaveLength(1);
    });
});
