import { crearProducto, nuevaSesion } from '../helpers/catalogo.js';
import { COMPRAS, compra } from '../helpers/compras.js';
import { describeEachEngine } from '../helpers/testServer.js';

/*
 * Issue 33, item 6: a purchase order's lines say what each product is sold by, so the order's
 * screen reads a weighed product's quantity in kilograms and a piece's as before.
 */

describeEachEngine('compras: unidad', (server) => {
    it("answers each line's unit, its product's, on the created order and when read", async () => {
        const s = await nuevaSesion(server());
        const frijol = await crearProducto(s, { nombre: 'Frijol negro a granel', unidad: 'kg' });
        const martillo = await crearProducto(s, { nombre: 'Martillo de uña', categoria_id: frijol.categoria?.id, proveedor_id: frijol.proveedor?.id });
        const res = await s.post(COMPRAS, {
            proveedor_id: frijol.proveedor?.id,
            detalles: [
                { producto_id: frijol.variantes[0].id, cantidad: 25, costo_unitario: '30.00' },
                { producto_id: martillo.variantes[0].id, cantidad: 3, costo_unitario: '80.00' },
            ],
        });
        expect(res.status).toBe(201);
        const esperadas = [
            expect.objectContaining({ producto: expect.objectContaining({ id: frijol.variantes[0].id }), cantidad: 25, unidad: 'kg' }),
            expect.objectContaining({ producto: expect.objectContaining({ id: martillo.variantes[0].id }), cantidad: 3, unidad: 'pieza' }),
        ];
        expect(res.body.detalles).toEqual(esperadas);
        expect((await s.get(compra(res.body.id))).body.detalles).toEqual(esperadas);
    });
});
