import { crearProducto, nuevaSesion, variante } from '../helpers/catalogo.js';
import { checkout, efectivo, RUTAS_VENTAS } from '../helpers/ventas.js';
import { describeEachEngine } from '../helpers/testServer.js';

/*
 * Issue 33, items 1 and 6: a sale's lines say what each product is sold by, so its detail, its
 * ticket and its return read a weighed product's quantity in kilograms and a piece's as before.
 */

describeEachEngine('ventas: unidad', (server) => {
    it("answers each line's unit, its product's, in the sale's detail", async () => {
        const s = await nuevaSesion(server());
        const frijol = await crearProducto(s, { nombre: 'Frijol negro a granel', unidad: 'kg', variantes: [variante({ precio_venta: '32.00', stock: 10 })] });
        const martillo = await crearProducto(s, { nombre: 'Martillo de uña', variantes: [variante({ precio_venta: '80.00', stock: 5 })] });
        const res = await checkout(s, {
            items: [
                { producto_id: frijol.variantes[0].id, cantidad: 2 },
                { producto_id: martillo.variantes[0].id, cantidad: 1 },
            ],
            pagos: [efectivo('144.00')],
        });
        expect(res.status).toBe(201);
        const detalle = await s.get(RUTAS_VENTAS.venta(res.body.id));
        expect(detalle.body.detalles).toEqual([
            expect.objectContaining({ cantidad: 2, unidad: 'kg', producto: expect.objectContaining({ id: frijol.variantes[0].id }) }),
            expect.objectContaining({ cantidad: 1, unidad: 'pieza', producto: expect.objectContaining({ id: martillo.variantes[0].id }) }),
        ]);
    });
});
