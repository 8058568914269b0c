import { crearProducto, nuevaSesion, variante } from '../helpers/catalogo.js';
import { checkout, efectivo } from '../helpers/ventas.js';
import { describeEachEngine } from '../helpers/testServer.js';

/*
 * Issue 33, item 6 on the dashboard: its top products and its low-stock list say what each
 * product is sold by, so the screen reads '3.000 kg' beside '12 uds.'.
 */

const DASHBOARD = '/api/v1/dashboard/';

describeEachEngine('dashboard: unidad', (server) => {
    it("answers each top product's and each low-stock variant's unit", async () => {
        const s = await nuevaSesion(server());
        const frijol = await crearProducto(s, { nombre: 'Frijol negro a granel', unidad: 'kg', variantes: [variante({ precio_venta: '32.00', stock: 4 })] });
        const vendida = await checkout(s, { items: [{ producto_id: frijol.variantes[0].id, cantidad: 3 }], pagos: [efectivo('96.00')] });
        expect(vendida.status).toBe(201);
        const { top_5_productos, productos_bajo_stock } = (await s.get(DASHBOARD)).body;
        expect(top_5_productos).toEqual([{ nombre_producto: 'Frijol negro a granel', cantidad_vendida: 3, unidad: 'kg' }]);
        expect(productos_bajo_stock).toEqual([expect.objectContaining({ id_producto: frijol.variantes[0].id, stock_actual: 1, unidad: 'kg' })]);
    });
});
