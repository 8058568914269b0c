import { nuevaSesion } from '../helpers/catalogo.js';
import { AJUSTES, escenario, historialCuadra, stocks } from '../helpers/compras.js';
import { describeEachEngine } from '../helpers/testServer.js';

/** Issue 7: adjustments and sales racing for the same units never take stock below zero. */
describeEachEngine('adjustments and sales racing for the last units', (server) => {
    it('lets exactly the units there are go out, whichever way they leave', async () => {
        const s = await nuevaSesion(server());
        const { ids } = await escenario(s, [6]);
        const venta = () =>
            s.post('/api/v1/ventas/pos/checkout', { items: [{ producto_id: ids[0], cantidad: 1 }], pagos: [{ metodo_pago: 'Efectivo', monto: '1000.00' }] });
        const merma = () => s.post(AJUSTES, { producto_id: ids[0], cantidad_ajuste: -1, tipo_ajuste: 'SALIDA_MERMA', motivo: 'Carrera' });
        const respuestas = await Promise.all(Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? venta() : merma())));
        expect(respuestas.filter((r) => r.status === 201)).toHaveLength(6);
        expect(respuestas.filter((r) => r.status === 409)).toHaveLength(10);
        for (const r of respuestas.filter((x) => x.status === 409)) expect(r.body.detail).toMatch(/disponible 0/);
        expect(await stocks(server(), ids)).toEqual([0]);
        await historialCuadra(server(), ids);
    });
});
