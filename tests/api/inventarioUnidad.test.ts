import { crearProducto, nuevaSesion } from '../helpers/catalogo.js';
import { INVENTARIO } from '../helpers/compras.js';
import { describeEachEngine } from '../helpers/testServer.js';

/*
 * Issue 33, items 1 and 6: the inventory's rows (the screen's, the till's search) say what each
 * variant's product is sold by, so a stock reads '1.250 kg' and a piece stays whole.
 */

describeEachEngine('inventario: unidad', (server) => {
    it("answers each variant's unit, its product's, in the list, a search and an exact SKU", async () => {
        const s = await nuevaSesion(server());
        const frijol = await crearProducto(s, { nombre: 'Frijol negro a granel', unidad: 'kg' });
        const martillo = await crearProducto(s, { nombre: 'Martillo de uña' });
        const lista = await s.get(`${INVENTARIO}?limit=100`);
        expect(lista.status).toBe(200);
        const porId = new Map((lista.body as { id: number; unidad: string }[]).map((f) => [f.id, f.unidad]));
        expect(porId.get(frijol.variantes[0].id)).toBe('kg');
        expect(porId.get(martillo.variantes[0].id)).toBe('pieza');

        const busqueda = await s.get(`${INVENTARIO}?search=${encodeURIComponent('frijol')}`);
        expect(busqueda.body).toEqual([expect.objectContaining({ id: frijol.variantes[0].id, unidad: 'kg' })]);
        const sku = await s.get(`${INVENTARIO}?sku=${encodeURIComponent(frijol.variantes[0].sku)}`);
        expect(sku.body).toEqual([expect.objectContaining({ id: frijol.variantes[0].id, unidad: 'kg' })]);
    });
});
