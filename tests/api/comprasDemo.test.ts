import { seedDemoShop } from '../../server/demo/demoShop.js';
import { stockYMovimientos } from '../helpers/catalogo.js';
import { describeEachEngine } from '../helpers/testServer.js';

/** The demo shop's purchases and adjustments, written through the services: consistent history. */
describeEachEngine('compras: demo shop', (server) => {
    it('has received and pending orders, adjustments with reasons, and every variant’s history adds up', async () => {
        expect(await seedDemoShop(server().db)).toBe(true);
        const k = server().db.kysely;
        const compras = await k.selectFrom('compras').select(['id', 'estado', 'total']).orderBy('id').execute();
        expect(compras.map((c) => c.estado)).toEqual(['Recibida', 'Recibida', 'Pendiente']);
        for (const c of compras) expect(Number(c.total)).toBeGreaterThan(0);

        const recepciones = await k.selectFrom('movimientos_stock').select('compra_id').where('tipo', '=', 'RECEPCION_COMPRA').execute();
        expect(new Set(recepciones.map((r) => r.compra_id))).toEqual(new Set([compras[0].id, compras[1].id]));
        const ajustes = await k
            .selectFrom('movimientos_stock')
            .select(['tipo', 'motivo'])
            .where('tipo', 'in', ['SALIDA_ROTURA', 'AJUSTE_CONTEO_NEGATIVO', 'AJUSTE_CONTEO_POSITIVO', 'SALIDA_MERMA', 'SALIDA_DEVOLUCION_PROV'])
            .execute();
        expect(ajustes.length).toBeGreaterThanOrEqual(4);
        for (const a of ajustes) expect(a.motivo).toBeTruthy();

        const variantes = (await k.selectFrom('variantes').select('id').execute()).map((v) => v.id);
        for (const f of Object.values(await stockYMovimientos(server(), variantes))) expect(f.suma).toBe(f.stock);
    });
});
