import { sql } from 'kysely';
import { nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { crearOrden, escenario, recibir } from '../helpers/compras.js';
import { contadoresDescuadrados } from '../helpers/contadores.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { checkout, efectivo, RUTAS_VENTAS } from '../helpers/ventas.js';

const MOVIMIENTOS = '/api/v1/contabilidad/movimientos/';

/**
 * The daily counters are kept by one module (server/modules/contadores/contadores.ts), which every
 * writer calls with the document it wrote. Every test server checks them against the documents
 * when it closes (tests/helpers/contadores.ts); this file shows that check agrees after each
 * kind of document and catches a counter written around the module.
 */
describeEachEngine('daily counters: one module, checked against the documents', (server) => {
    let s: Sesion;
    let ventaId: number;
    beforeAll(async () => {
        s = await nuevaSesion(server());
    });

    it('agree with the documents after a sale, a return, a received order and a manual movement created, edited and deleted', async () => {
        const { proveedor, ids } = await escenario(s, [10, 10]);
        const venta = await checkout(s, { items: [{ producto_id: ids[0], cantidad: 3 }, { producto_id: ids[1], cantidad: 1 }], pagos: [efectivo(500)] });
        expect(venta.status).toBe(201);
        ventaId = venta.body.id;
        expect((await s.post(RUTAS_VENTAS.devolucion(ventaId), { items: [{ producto_id: ids[0], cantidad: 1 }] })).status).toBe(201);
        expect((await s.post(RUTAS_VENTAS.devolucion(ventaId), { items: [{ producto_id: ids[0], cantidad: 1 }] })).status).toBe(201);
        const orden = await crearOrden(s, proveedor.id, [[ids[1], 4, '2.50']]);
        expect((await s.post(recibir(orden.id), {})).status).toBe(200);
        const manual = await s.post(MOVIMIENTOS, { tipo: 'egreso', monto: '120.00', concepto: 'Luz', categoria: 'Servicios' });
        expect(manual.status).toBe(201);
        expect((await s.put(`${MOVIMIENTOS}${manual.body.id}/`, { tipo: 'ingreso', monto: '80.00', concepto: 'Aporte', categoria: null })).status).toBe(200);
        const otro = await s.post(MOVIMIENTOS, { tipo: 'egreso', monto: '5.00', concepto: 'Papel', categoria: 'Servicios' });
        expect((await s.del(`${MOVIMIENTOS}${otro.body.id}/`)).status).toBe(204);

        expect(await contadoresDescuadrados(server().db)).toEqual([]);
    });

    it('catches a count written around the module, and a document written without its count', async () => {
        const k = server().db.kysely;
        const delDia = () => k.updateTable('ventas_diarias').where('empresa_id', '=', s.empresaId).where('estado', '=', 'Con Devolución');
        // One sale more in the day's count than there are sales.
        await delDia().set({ ventas: sql`ventas + 1` }).execute();
        const descuadrados = await contadoresDescuadrados(server().db);
        expect(descuadrados).toHaveLength(1);
        expect(descuadrados[0]).toMatch(new RegExp(`^ventas_diarias \\[${s.empresaId},"\\d{4}-\\d{2}-\\d{2}","Con Devolución"\\]: 2/\\d+ ≠ 1/\\d+$`));
        await delDia().set({ ventas: sql`ventas - 1` }).execute();

        // A manual movement inserted straight into the ledger, with no count.
        const { id } = await k
            .insertInto('movimientos_contables')
            .values({ empresa_id: s.empresaId, tipo: 'ingreso', concepto: 'Sin contar', monto: 999, categoria: 'Otros', descripcion: null, fecha: new Date().toISOString(), usuario_id: s.usuarioId })
            .returning('id')
            .executeTakeFirstOrThrow();
        expect(await contadoresDescuadrados(server().db)).toEqual([expect.stringMatching(/^contabilidad_diaria \[\d+,"[\d-]+","ingreso","Otros"\]: 0 ≠ 1\/999$/)]);
        await k.deleteFrom('movimientos_contables').where('id', '=', id).execute();

        expect(await contadoresDescuadrados(server().db)).toEqual([]);
    });
});
