import { crearProducto, nuevaSesion, type Sesion, variante } from '../helpers/catalogo.js';
import { INVENTARIO } from '../helpers/compras.js';
import { describeEachEngine } from '../helpers/testServer.js';

/** The POS's barcode lookup: `sku` is an exact, case-blind match on one variant's SKU, within the caller's company. */
describeEachEngine('inventario: exact SKU filter', (server) => {
    let s: Sesion;
    let ids: number[];

    beforeAll(async () => {
        s = await nuevaSesion(server());
        const p = await crearProducto(s, {
            nombre: 'Cable Eléctrico',
            variantes: [variante({ sku: 'CAB-12', stock: 7, precio_venta: '15.50' }), variante({ sku: 'CAB-12X', stock: 3 })],
        });
        await crearProducto(s, { nombre: 'Cable CAB-12 rojo', variantes: [variante({ sku: 'ROJ-1', stock: 1 })] });
        ids = p.variantes.map((v) => v.id);
        await crearProducto(await nuevaSesion(server()), { nombre: 'Ajeno', variantes: [variante({ sku: 'AJENO-77', stock: 5 })] });
    });

    const buscar = async (query: string) => {
        const res = await s.get(`${INVENTARIO}?${query}`);
        return { status: res.status, total: res.headers.get('x-total-count'), body: res.body };
    };

    it('answers only the variant whose SKU is exactly the one asked, not those containing it or naming it', async () => {
        const r = await buscar('sku=CAB-12');
        expect(r.status).toBe(200);
        expect(r.total).toBe('1');
        expect(r.body).toEqual([
            { id: ids[0], sku: 'CAB-12', plantilla: { id: expect.any(Number), nombre: 'Cable Eléctrico' }, stock: 7, precio_venta: '15.50', costo_compra: expect.any(String), activo: true, unidad: 'pieza', precios_mayoreo: [] },
        ]);
        expect((await buscar('sku=CAB-1')).body).toEqual([]);
        expect((await buscar('sku=CAB-12X')).body.map((v: { id: number }) => v.id)).toEqual([ids[1]]);
    });

    it('ignores case and surrounding blanks, in both dialects', async () => {
        expect((await buscar('sku=cab-12x')).body.map((v: { id: number }) => v.id)).toEqual([ids[1]]);
        expect((await buscar(`sku=${encodeURIComponent('  Cab-12 ')}`)).body.map((v: { id: number }) => v.id)).toEqual([ids[0]]);
        const ra = await buscar(`range=${encodeURIComponent('[0,9]')}&filter=${encodeURIComponent('{"sku":"cAb-12"}')}`);
        expect(ra.body.map((v: { id: number }) => v.id)).toEqual([ids[0]]);
    });

    it('counts the match past the first page too (the first page answers its total without a count)', async () => {
        const segunda = await buscar('sku=CAB-12&skip=1&limit=1');
        expect(segunda.body).toEqual([]);
        expect(segunda.total).toBe('1');
        const ra = await buscar(`range=${encodeURIComponent('[0,0]')}&filter=${encodeURIComponent('{"sku":"CAB-12","bajo_stock":true}')}`);
        expect(ra.body.map((v: { id: number }) => v.id)).toEqual([ids[0]]);
        expect(ra.total).toBe('1');
    });

    it("never finds another company's SKU", async () => {
        const r = await buscar('sku=AJENO-77');
        expect(r.status).toBe(200);
        expect(r.body).toEqual([]);
        expect(r.total).toBe('0');
    });

    it('refuses an empty or overlong SKU with a 422 at the filter', async () => {
        for (const bad of ['sku=', `sku=${'x'.repeat(101)}`, `sku=${encodeURIComponent('A\u0001')}`]) {
            const r = await buscar(bad);
            expect(r.status).toBe(422);
            expect(r.body.detail[0].loc).toEqual(['query', 'sku']);
        }
    });
});
