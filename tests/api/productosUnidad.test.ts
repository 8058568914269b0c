import { comoBody, crearProducto, nuevaSesion, productoBody, RUTAS, referencias, ruta } from '../helpers/catalogo.js';
import { describeEachEngine } from '../helpers/testServer.js';

/*
 * Issue 33, item 1: each product (plantilla) has the unit it is sold by, 'pieza' (the default, what
 * every product was), 'kg', 'g', 'l' or 'm'. In the product's body and answer as `unidad`; a new
 * product left without one is a piece, an edit that leaves it out keeps it, anything else is a
 * Spanish 422 at its field and the database refuses it too.
 */

const MENSAJE = 'La unidad debe ser pieza, kg, g, l o m.';

describeEachEngine('productos: unidad', (server) => {
    const k = () => server().db.kysely;
    const guardada = async (id: number) => (await k().selectFrom('plantillas').select('unidad').where('id', '=', id).executeTakeFirstOrThrow()).unidad;

    it("starts a product on 'pieza' when the body names no unit, and keeps each unit named, in the write, the one and the list", async () => {
        const s = await nuevaSesion(server());
        const pieza = await crearProducto(s);
        expect(pieza).toMatchObject({ unidad: 'pieza' });
        expect(await guardada(pieza.id)).toBe('pieza');
        for (const unidad of ['kg', 'g', 'l', 'm', 'pieza'] as const) {
            const p = await crearProducto(s, { unidad });
            expect(p, unidad).toMatchObject({ unidad });
            expect(await guardada(p.id)).toBe(unidad);
            expect((await s.get(ruta('productos', p.id))).body).toMatchObject({ unidad });
        }
        const lista = await s.get(`${RUTAS.productos}?limit=100`);
        expect(lista.status).toBe(200);
        expect((lista.body as { unidad: string }[]).map((p) => p.unidad).sort()).toEqual(['g', 'kg', 'l', 'm', 'pieza', 'pieza']);
        // The list's search path (the trigram page) answers it too.
        const frijol = await crearProducto(s, { nombre: 'Frijol negro a granel', unidad: 'kg' });
        const busqueda = await s.get(`${RUTAS.productos}?search=${encodeURIComponent('frijol negro')}`);
        expect(busqueda.body).toEqual([expect.objectContaining({ id: frijol.id, unidad: 'kg' })]);
    });

    it('keeps the unit on an update that leaves it out and changes it when named', async () => {
        const s = await nuevaSesion(server());
        const p = await crearProducto(s, { unidad: 'kg' });
        const sinUnidad = await s.put(ruta('productos', p.id), { ...comoBody(p), nombre: 'Azúcar estándar' });
        expect(sinUnidad.status).toBe(200);
        expect(sinUnidad.body).toMatchObject({ nombre: 'Azúcar estándar', unidad: 'kg' });
        const litro = await s.put(ruta('productos', p.id), { ...comoBody(p), unidad: 'l' });
        expect(litro.body).toMatchObject({ unidad: 'l' });
        expect(await guardada(p.id)).toBe('l');
    });

    it('refuses another unit with the Spanish message at its field, writing nothing; the database refuses it too', async () => {
        const s = await nuevaSesion(server());
        const { refs } = await referencias(s);
        for (const unidad of ['kilo', 'KG', 'pza', '', null, 1, true]) {
            const res = await s.post(RUTAS.productos, productoBody(refs, { unidad }));
            expect(res.status, JSON.stringify(unidad)).toBe(422);
            expect(res.body.detail, JSON.stringify(unidad)).toEqual([{ loc: ['body', 'unidad'], msg: MENSAJE, type: expect.any(String) }]);
        }
        expect(await k().selectFrom('plantillas').select('id').where('empresa_id', '=', s.empresaId).execute()).toEqual([]);

        const p = await crearProducto(s, { unidad: 'm' });
        const malo = await s.put(ruta('productos', p.id), { ...comoBody(p), unidad: 'metro' });
        expect(malo.status).toBe(422);
        expect(await guardada(p.id)).toBe('m');
        await expect(k().updateTable('plantillas').set({ unidad: 'onza' as never }).where('id', '=', p.id).execute()).rejects.toThrow();
        expect(await guardada(p.id)).toBe('m');
    });
});
