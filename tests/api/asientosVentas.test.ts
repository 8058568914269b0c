import { crearProducto, nuevaSesion, variante } from '../helpers/catalogo.js';
import { cancelar, crearOrden, recibir } from '../helpers/compras.js';
import { describeEachEngine } from '../helpers/testServer.js';

const MOVIMIENTOS = '/api/v1/contabilidad/movimientos/';
const RESUMEN = '/api/v1/contabilidad/resumen/';
const CHECKOUT = '/api/v1/ventas/pos/checkout';
const cents = (s: string) => Math.round(Number(s) * 100);

/**
 * The summary identity after a mixed sequence of sales, returns, receipts, a cancelled order and
 * a manual expense: ingresos = Σ sales, egresos = Σ credit notes + Σ received orders + manual,
 * every posting linked to its document and read-only.
 */
describeEachEngine('the ledger agrees with sales, returns and purchases', (server) => {
    it('posts every document once, in its own transaction, and the summary adds up', async () => {
        const s = await nuevaSesion(server());
        const producto = await crearProducto(s, { variantes: [variante({ sku: 'ASI-1', precio_venta: '123.45', stock: 20 }), variante({ sku: 'ASI-2', precio_venta: '0.10', stock: 50 })] });
        const [a, b] = producto.variantes.map((v) => v.id);

        const v1 = await s.post(CHECKOUT, { items: [{ producto_id: a, cantidad: 2 }, { producto_id: b, cantidad: 3 }], pagos: [{ metodo_pago: 'Efectivo', monto: '300.00' }] });
        expect(v1.status).toBe(201);
        const v2 = await s.post(CHECKOUT, { items: [{ producto_id: b, cantidad: 7 }], pagos: [{ metodo_pago: 'Tarjeta de Débito', monto: '0.70' }] });
        expect(v2.status).toBe(201);
        const fallida = await s.post(CHECKOUT, { items: [{ producto_id: a, cantidad: 999 }], pagos: [{ metodo_pago: 'Efectivo', monto: '999999.00' }] });
        expect(fallida.status).toBe(409);
        const nota = await s.post(`/api/v1/ventas/${v1.body.id}/devolucion/`, { motivo: 'Defecto', items: [{ producto_id: a, cantidad: 1 }] });
        expect(nota.status).toBe(201);
        const orden = await crearOrden(s, producto.proveedor!.id, [[a, 4, '80.00']]);
        expect((await s.post(recibir(orden.id), {})).status).toBe(200);
        const cancelada = await crearOrden(s, producto.proveedor!.id, [[b, 1, '1.00']]);
        expect((await s.post(cancelar(cancelada.id), {})).status).toBe(200);
        expect((await s.post(MOVIMIENTOS, { tipo: 'egreso', monto: '15.50', concepto: 'Luz' })).status).toBe(201);

        const ingresos = cents(v1.body.total) + cents(v2.body.total);
        const egresos = cents(nota.body.total_devuelto) + cents(orden.total) + 1550;
        const resumen = (await s.get(RESUMEN)).body;
        expect(cents(resumen.total_ingresos)).toBe(ingresos);
        expect(cents(resumen.total_egresos)).toBe(egresos);
        expect(cents(resumen.balance)).toBe(ingresos - egresos);

        const movimientos = (await s.get(MOVIMIENTOS)).body as { concepto: string; origen: { tipo: string; id: number } | null; id: number }[];
        expect(movimientos.map((m) => m.concepto).sort()).toEqual(
            ['Luz', `Nota de crédito #${nota.body.id}`, `Orden de compra #${orden.id}`, `Venta #${v1.body.id}`, `Venta #${v2.body.id}`].sort(),
        );
        const automatico = movimientos.find((m) => m.origen?.tipo === 'venta');
        expect((await s.put(`${MOVIMIENTOS}${automatico!.id}`, { tipo: 'ingreso', monto: '1.00', concepto: 'x' })).status).toBe(409);
    });
});
