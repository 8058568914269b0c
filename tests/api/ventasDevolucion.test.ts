import { contar, nuevaSesion, type Sesion, stockYMovimientos, unico } from '../helpers/catalogo.js';
import { reescribirVenta } from '../helpers/documentos.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { checkout, efectivo, productoConVariantes, RUTAS_VENTAS } from '../helpers/ventas.js';

const SIN_PRODUCTOS = 'Debe seleccionar al menos un producto para devolver.';
const sku = (base: string) => unico(base).replace(/\s+/g, '-');

describeEachEngine('ventas: returns', (server) => {
    let s: Sesion;
    beforeAll(async () => {
        s = await nuevaSesion(server());
    });

    /** A sale of 3 × A at 12.50 and 2 × B at 7.25 (stocks 10 and 5 before). */
    async function venta() {
        const p = await productoConVariantes(s, [
            { sku: sku('DV-A'), precio: '12.50', stock: 10 },
            { sku: sku('DV-B'), precio: '7.25', stock: 5 },
        ]);
        const [a, b] = p.variantes;
        const res = await checkout(s, { items: [{ producto_id: a.id, cantidad: 3 }, { producto_id: b.id, cantidad: 2 }], pagos: [efectivo(100)] });
        expect(res.status).toBe(201);
        return { id: res.body.id as number, a, b, nombre: p.nombre, plantillaId: p.id };
    }

    it('writes a credit note at the sale unit price, restocks, and marks the sale Con Devolución', async () => {
        const { id, a, b, nombre, plantillaId } = await venta();
        // The sale price changes afterwards: the refund stays at what was paid.
        await server().db.kysely.updateTable('variantes').set({ precio_venta: 99_999 }).where('id', '=', a.id).execute();
        const res = await s.post(RUTAS_VENTAS.devolucion(id), {
            motivo: '  Defectuoso  ',
            items: [{ producto_id: a.id, cantidad: 2 }, { producto_id: b.id, cantidad: 0 }],
        });
        expect(res.status).toBe(201);
        expect(res.body).toEqual({
            id: expect.any(Number),
            venta_id: id,
            fecha: expect.any(String),
            motivo: 'Defectuoso',
            total_devuelto: '25.00',
            // Beyond the spec's three fields, the line's name and SKU (the note reads and prints on its
            // own) and its share of the line's taxes (IVA 16 %: 2 of the line's 3 units, $5.17 of IVA).
            detalles: [{ producto_id: a.id, cantidad: 2, monto_devuelto: '25.00', base: '21.55', iva: '3.45', ieps: '0.00', sku: a.sku, nombre }],
        });
        const detalle = (await s.get(RUTAS_VENTAS.venta(id))).body;
        expect(detalle.estado).toBe('Con Devolución');
        expect(detalle.total).toBe('52.00');
        expect(detalle.notas_credito).toEqual([res.body]);
        const stock = await stockYMovimientos(server(), [a.id, b.id]);
        expect(stock[a.id]).toEqual({ stock: 9, suma: 9, movimientos: 3 });
        expect(stock[b.id]).toEqual({ stock: 3, suma: 3, movimientos: 2 });
        const mov = await server().db.kysely.selectFrom('movimientos_stock').selectAll().where('nota_credito_id', '=', res.body.id).execute();
        expect(mov.map((m) => [m.variante_id, m.cantidad, m.tipo, m.stock_resultante])).toEqual([[a.id, 2000, 'DEVOLUCION_VENTA', 9000]]);

        // A second return from Con Devolución: only what is left (1 A, 2 B).
        const segunda = await s.post(RUTAS_VENTAS.devolucion(id), { items: [{ producto_id: a.id, cantidad: 1 }, { producto_id: b.id, cantidad: 2 }] });
        expect(segunda.status).toBe(201);
        expect(segunda.body).toMatchObject({ motivo: null, total_devuelto: '27.00' });
        // The sale's detail names each note's lines too, renamed products by their name now.
        await server().db.kysely.updateTable('plantillas').set({ nombre: 'Renombrado' }).where('id', '=', plantillaId).execute();
        const notas = (await s.get(RUTAS_VENTAS.venta(id))).body.notas_credito;
        expect(notas.map((n: { detalles: unknown[] }) => n.detalles)).toEqual([
            [{ producto_id: a.id, cantidad: 2, monto_devuelto: '25.00', base: '21.55', iva: '3.45', ieps: '0.00', sku: a.sku, nombre: 'Renombrado' }],
            [
                // The last unit takes what remains of the line's IVA: 5.17 − 3.45.
                { producto_id: a.id, cantidad: 1, monto_devuelto: '12.50', base: '10.78', iva: '1.72', ieps: '0.00', sku: a.sku, nombre: 'Renombrado' },
                { producto_id: b.id, cantidad: 2, monto_devuelto: '14.50', base: '12.50', iva: '2.00', ieps: '0.00', sku: b.sku, nombre: 'Renombrado' },
            ],
        ]);
        const lista = await s.get(`${RUTAS_VENTAS.lista}?estado=${encodeURIComponent('Con Devolución')}`);
        expect(lista.body.map((v: { id: number }) => v.id)).toContain(id);
    });

    it('never returns more than sold minus already returned (409 naming the SKU), and writes nothing then', async () => {
        const { id, a, b } = await venta();
        expect((await s.post(RUTAS_VENTAS.devolucion(id), { items: [{ producto_id: b.id, cantidad: 1 }] })).status).toBe(201);
        const notas = await contar(server(), 'notas_credito', s.empresaId);
        const demasiado = await s.post(RUTAS_VENTAS.devolucion(id), { items: [{ producto_id: a.id, cantidad: 1 }, { producto_id: b.id, cantidad: 2 }] });
        expect(demasiado.status).toBe(409);
        expect(demasiado.body.detail).toBe(`No se pueden devolver 2 pzas del SKU '${b.sku}': quedan 1 pza por devolver.`);
        // The same variant twice in one request counts once, summed.
        const repetido = await s.post(RUTAS_VENTAS.devolucion(id), { items: [{ producto_id: a.id, cantidad: 2 }, { producto_id: a.id, cantidad: 2 }] });
        expect(repetido.status).toBe(409);
        expect(await contar(server(), 'notas_credito', s.empresaId)).toBe(notas);
        const stock = await stockYMovimientos(server(), [a.id, b.id]);
        expect(stock[a.id].stock).toBe(7);
        expect(stock[b.id].stock).toBe(4);
    });

    it('refuses empty or all-zero requests and products not in the sale with a 422', async () => {
        const { id, a } = await venta();
        const otro = await productoConVariantes(s, [{ sku: sku('DV-X'), precio: '1.00', stock: 1 }]);
        for (const body of [{ items: [] }, { items: [{ producto_id: a.id, cantidad: 0 }] }, { motivo: 'x' }]) {
            const res = await s.post(RUTAS_VENTAS.devolucion(id), body);
            expect(res.status, JSON.stringify(body)).toBe(422);
            expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'items'], msg: SIN_PRODUCTOS });
        }
        const negativo = await s.post(RUTAS_VENTAS.devolucion(id), { items: [{ producto_id: a.id, cantidad: -1 }] });
        expect(negativo.status).toBe(422);
        expect(negativo.body.detail[0].loc).toEqual(['body', 'items', 0, 'cantidad']);
        const ajeno = await s.post(RUTAS_VENTAS.devolucion(id), { items: [{ producto_id: a.id, cantidad: 1 }, { producto_id: otro.variantes[0].id, cantidad: 1 }] });
        expect(ajeno.status).toBe(422);
        expect(ajeno.body.detail[0]).toMatchObject({ loc: ['body', 'items', 1, 'producto_id'], msg: 'El producto no forma parte de esta venta.' });
        expect((await s.get(RUTAS_VENTAS.venta(id))).body.estado).toBe('Completada');
    });

    it('only Completada or Con Devolución sales take returns (409 for Cancelada)', async () => {
        const { id, a } = await venta();
        await reescribirVenta(server(), s, id, { estado: 'Cancelada' });
        const res = await s.post(RUTAS_VENTAS.devolucion(id), { items: [{ producto_id: a.id, cantidad: 1 }] });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ detail: 'Solo se pueden devolver ventas en estado Completada o Con Devolución.' });
        expect((await stockYMovimientos(server(), [a.id]))[a.id].stock).toBe(7);
    });

    it("another company's sale is a 404 and nothing changes", async () => {
        const { id, a } = await venta();
        const otra = await nuevaSesion(server());
        const res = await otra.post(RUTAS_VENTAS.devolucion(id), { items: [{ producto_id: a.id, cantidad: 1 }] });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ detail: 'Venta no encontrada.' });
        expect((await s.post(RUTAS_VENTAS.devolucion(999_999_999), { items: [{ producto_id: a.id, cantidad: 1 }] })).status).toBe(404);
        expect((await stockYMovimientos(server(), [a.id]))[a.id].stock).toBe(7);
        expect((await s.get(RUTAS_VENTAS.venta(id))).body.notas_credito).toEqual([]);
    });
});
