import { impuestosDeProducto } from '../../contracts/impuestos.js';
import { seedDemoShop } from '../../server/demo/demoShop.js';
import { comoBody, crearCategoria, crearProducto, nuevaSesion, productoBody, RUTAS, referencias, ruta, type Sesion } from '../helpers/catalogo.js';
import { crearRol, crearUsuario, entrarComo } from '../helpers/equipo.js';
import { describeEachEngine } from '../helpers/testServer.js';

/*
 * Issue 32, item 2: each product carries its IVA ('16', '8', '0', 'exento') and an optional IEPS
 * rate; a new one starts from the company's defaults, an edit that leaves them out keeps them,
 * and a category's products all change in one action.
 */

const M = {
    iva: 'El IVA debe ser "16", "8", "0" o "exento".',
    ieps: 'La tasa de IEPS debe ser una fracción mayor que 0 y menor que 1, con hasta seis decimales (por ejemplo, 0.08 o 0.265).',
    categoria: 'Categoría no encontrada.',
};
const IMPUESTOS = '/api/v1/productos/impuestos';

describeEachEngine('productos: impuestos', (server) => {
    const k = () => server().db.kysely;
    const guardados = (id: number) => k().selectFrom('plantillas').select(['iva', 'ieps']).where('id', '=', id).executeTakeFirstOrThrow();
    const predeterminados = (s: Sesion, iva: '16' | '8' | '0' | 'exento', ieps: number | null) =>
        k().updateTable('empresas').set({ iva_predeterminado: iva, ieps_predeterminado: ieps }).where('id', '=', s.empresaId).execute();

    it('starts a product on the company defaults when the body names no taxes: IVA 16 % and no IEPS, or what the company chose', async () => {
        const s = await nuevaSesion(server());
        const p = await crearProducto(s);
        expect(p).toMatchObject({ iva: '16', ieps: null });
        expect(await guardados(p.id)).toEqual({ iva: '16', ieps: null });

        await predeterminados(s, '8', 80_000);
        const frontera = await crearProducto(s);
        expect(frontera).toMatchObject({ iva: '8', ieps: '0.080000' });
        expect(await guardados(frontera.id)).toEqual({ iva: '8', ieps: 80_000 });
        // One named, the other from the defaults.
        expect(await crearProducto(s, { iva: '0' })).toMatchObject({ iva: '0', ieps: '0.080000' });
        expect(await crearProducto(s, { ieps: null })).toMatchObject({ iva: '8', ieps: null });

        // As the settings screen saves them (PUT /api/v1/empresa/, the whole object).
        const { id: _id, ...ajustes } = (await s.get('/api/v1/empresa/')).body;
        const guardado = await s.put('/api/v1/empresa/', { ...ajustes, iva_predeterminado: '0', ieps_predeterminado: '0.265' });
        expect(guardado.status).toBe(200);
        expect(await crearProducto(s)).toMatchObject({ iva: '0', ieps: '0.265000' });
    });

    it('takes explicit rates as numbers or strings and answers IEPS with six decimals in the list, the one and the write', async () => {
        const s = await nuevaSesion(server());
        const casos: [Record<string, unknown>, string, string | null, number | null][] = [
            [{ iva: '16', ieps: 0.08 }, '16', '0.080000', 80_000],
            [{ iva: '16', ieps: '0.265' }, '16', '0.265000', 265_000],
            [{ iva: '16', ieps: '0.530000' }, '16', '0.530000', 530_000],
            [{ iva: '0', ieps: '.304' }, '0', '0.304000', 304_000],
            [{ iva: 'exento', ieps: '' }, 'exento', null, null],
            [{ iva: '8', ieps: null }, '8', null, null],
        ];
        for (const [impuestos, iva, ieps, millonesimas] of casos) {
            const res = await s.post(RUTAS.productos, productoBody((await referencias(s)).refs, impuestos));
            expect(res.status, JSON.stringify(impuestos)).toBe(201);
            expect(res.body, JSON.stringify(impuestos)).toMatchObject({ iva, ieps });
            expect(await guardados(res.body.id)).toEqual({ iva, ieps: millonesimas });
            expect((await s.get(ruta('productos', res.body.id))).body).toMatchObject({ iva, ieps });
            const lista = await s.get(`${RUTAS.productos}?search=${encodeURIComponent(res.body.nombre)}`);
            expect(lista.body.map((p: { id: number; iva: string; ieps: string | null }) => [p.id, p.iva, p.ieps])).toEqual([[res.body.id, iva, ieps]]);
        }
        // The list without a search term reads them too.
        const todos = await s.get(RUTAS.productos);
        expect(todos.body.map((p: { iva: string }) => p.iva).sort()).toEqual(['0', '16', '16', '16', '8', 'exento']);
    });

    it('refuses a rate that is not one with the Spanish message at its field, creating nothing', async () => {
        const s = await nuevaSesion(server());
        const { refs } = await referencias(s);
        const malos: [Record<string, unknown>, string, string][] = [
            [{ iva: '12' }, 'iva', M.iva],
            [{ iva: 16 }, 'iva', M.iva],
            [{ iva: null }, 'iva', M.iva],
            [{ iva: 'Exento' }, 'iva', M.iva],
            [{ ieps: 1 }, 'ieps', M.ieps],
            [{ ieps: '1.5' }, 'ieps', M.ieps],
            [{ ieps: 0 }, 'ieps', M.ieps],
            [{ ieps: -0.08 }, 'ieps', M.ieps],
            [{ ieps: '0.0000001' }, 'ieps', M.ieps],
            [{ ieps: '8 %' }, 'ieps', M.ieps],
            [{ ieps: true }, 'ieps', M.ieps],
        ];
        for (const [impuestos, campo, msg] of malos) {
            const res = await s.post(RUTAS.productos, productoBody(refs, impuestos));
            expect(res.status, JSON.stringify(impuestos)).toBe(422);
            expect(res.body.detail, JSON.stringify(impuestos)).toEqual([{ loc: ['body', campo], msg, type: expect.any(String) }]);
        }
        expect(await k().selectFrom('plantillas').select('id').where('empresa_id', '=', s.empresaId).execute()).toEqual([]);
    });

    it('keeps the stored taxes on an update that leaves them out, changes them when named, and refuses bad ones unchanged', async () => {
        const s = await nuevaSesion(server());
        const p = await crearProducto(s, { iva: '0', ieps: '0.08' });
        // The company's defaults apply to new products only.
        await predeterminados(s, 'exento', null);
        const sinImpuestos = await s.put(ruta('productos', p.id), { ...comoBody(p), nombre: 'Refresco renombrado' });
        expect(sinImpuestos.status).toBe(200);
        expect(sinImpuestos.body).toMatchObject({ nombre: 'Refresco renombrado', iva: '0', ieps: '0.080000' });

        const cambiado = await s.put(ruta('productos', p.id), { ...comoBody(p), iva: '16', ieps: '0.265' });
        expect(cambiado.body).toMatchObject({ iva: '16', ieps: '0.265000' });
        const sinIeps = await s.put(ruta('productos', p.id), { ...comoBody(p), ieps: null });
        expect(sinIeps.body).toMatchObject({ iva: '16', ieps: null });
        expect(await guardados(p.id)).toEqual({ iva: '16', ieps: null });

        const malo = await s.put(ruta('productos', p.id), { ...comoBody(p), iva: '15', ieps: 2 });
        expect(malo.status).toBe(422);
        expect(malo.body.detail).toEqual([
            { loc: ['body', 'iva'], msg: M.iva, type: expect.any(String) },
            { loc: ['body', 'ieps'], msg: M.ieps, type: expect.any(String) },
        ]);
        expect(await guardados(p.id)).toEqual({ iva: '16', ieps: null });
    });

    it('writes one audit entry when an edit changes a product’s taxes, none when it keeps them', async () => {
        const s = await nuevaSesion(server());
        const p = await crearProducto(s, { nombre: 'Papas fritas', iva: '16', ieps: null });
        const entradas = async () => (await s.get('/api/v1/bitacora/?tipo=producto.impuestos')).body;
        await s.put(ruta('productos', p.id), { ...comoBody(p), iva: '16', ieps: null });
        await s.put(ruta('productos', p.id), { ...comoBody(p), nombre: 'Papas fritas 45 g' });
        expect(await entradas()).toEqual([]);

        await s.put(ruta('productos', p.id), { ...comoBody(p), nombre: 'Papas con sal', iva: '0', ieps: '0.08' });
        const [entrada, ...otras] = await entradas();
        expect(otras).toEqual([]);
        expect(entrada).toMatchObject({
            tipo: 'producto.impuestos',
            tipo_etiqueta: 'Cambio de impuestos',
            usuario_id: s.usuarioId,
            entidad: 'producto',
            entidad_id: p.id,
            antes: { producto: 'Papas fritas 45 g', impuestos: 'IVA 16 %' },
            despues: { producto: 'Papas con sal', impuestos: 'IVA 0 % + IEPS 8 %' },
        });
    });

    describe('a category’s products in one action', () => {
        /** A company with two categories: 'Bebidas' (three products, one retired) and 'Abarrotes' (one). */
        const tienda = async () => {
            const s = await nuevaSesion(server());
            const { refs } = await referencias(s);
            const bebidas = await crearCategoria(s, 'Bebidas');
            const abarrotes = await crearCategoria(s, 'Abarrotes');
            const en = (categoria: { id: number }, extra: Record<string, unknown> = {}) => crearProducto(s, { ...refs, categoria_id: categoria.id, ...extra });
            const refresco = await en(bebidas, { iva: '16', ieps: null });
            const jugo = await en(bebidas, { iva: '0', ieps: null });
            const retirado = await en(bebidas, { iva: '16', ieps: null, activo: false });
            const frijol = await en(abarrotes, { iva: '16', ieps: null });
            return { s, bebidas, abarrotes, refresco, jugo, retirado, frijol };
        };

        it('sets every product of the category, retired ones too, and no other; answers how many', async () => {
            const { s, bebidas, refresco, jugo, retirado, frijol } = await tienda();
            const res = await s.post(IMPUESTOS, { categoria_id: bebidas.id, iva: '16', ieps: 0.08 });
            expect(res.status).toBe(200);
            expect(res.body).toStrictEqual({ actualizados: 3 });
            for (const p of [refresco, jugo, retirado]) expect(await guardados(p.id)).toEqual({ iva: '16', ieps: 80_000 });
            expect(await guardados(frijol.id)).toEqual({ iva: '16', ieps: null });
            expect((await s.get(ruta('productos', jugo.id))).body).toMatchObject({ iva: '16', ieps: '0.080000' });

            // IEPS left out is none.
            const sinIeps = await s.post(IMPUESTOS, { categoria_id: bebidas.id, iva: 'exento' });
            expect(sinIeps.body).toStrictEqual({ actualizados: 3 });
            for (const p of [refresco, jugo, retirado]) expect(await guardados(p.id)).toEqual({ iva: 'exento', ieps: null });
        });

        it('answers 0 for a category without products and writes no audit entry for it', async () => {
            const s = await nuevaSesion(server());
            const vacia = await crearCategoria(s);
            const res = await s.post(IMPUESTOS, { categoria_id: vacia.id, iva: '0', ieps: null });
            expect(res.status).toBe(200);
            expect(res.body).toStrictEqual({ actualizados: 0 });
            expect(await k().selectFrom('bitacora').select('id').where('empresa_id', '=', s.empresaId).where('tipo', '=', 'producto.impuestos').execute()).toEqual([]);
        });

        it('writes one audit entry: the category, and how many of its products carried each set of taxes before and after', async () => {
            const { s, bebidas } = await tienda();
            await s.post(IMPUESTOS, { categoria_id: bebidas.id, iva: '16', ieps: '0.265' });
            const res = await s.get('/api/v1/bitacora/?tipo=producto.impuestos');
            expect(res.status).toBe(200);
            expect(res.body).toHaveLength(1);
            expect(res.body[0]).toMatchObject({
                tipo: 'producto.impuestos',
                tipo_etiqueta: 'Cambio de impuestos',
                usuario_id: s.usuarioId,
                entidad: 'categoria',
                entidad_id: bebidas.id,
                antes: { categoria: 'Bebidas', impuestos: { 'IVA 16 %': 2, 'IVA 0 %': 1 } },
                despues: { categoria: 'Bebidas', impuestos: { 'IVA 16 % + IEPS 26.5 %': 3 } },
            });
        });

        it('refuses bad rates and a bad category id with Spanish 422s, changing nothing', async () => {
            const { s, bebidas, refresco } = await tienda();
            const malos: [Record<string, unknown>, string, string][] = [
                [{ categoria_id: bebidas.id, iva: '10' }, 'iva', M.iva],
                [{ categoria_id: bebidas.id }, 'iva', M.iva],
                [{ categoria_id: bebidas.id, iva: '16', ieps: 0.0000001 }, 'ieps', M.ieps],
                [{ categoria_id: bebidas.id, iva: '16', ieps: '1' }, 'ieps', M.ieps],
                [{ iva: '16' }, 'categoria_id', 'Debes seleccionar una categoría.'],
                [{ categoria_id: 'x', iva: '16' }, 'categoria_id', 'Debes seleccionar una categoría.'],
            ];
            for (const [body, campo, msg] of malos) {
                const res = await s.post(IMPUESTOS, body);
                expect(res.status, JSON.stringify(body)).toBe(422);
                expect(res.body.detail, JSON.stringify(body)).toEqual([{ loc: ['body', campo], msg, type: expect.any(String) }]);
            }
            expect(await guardados(refresco.id)).toEqual({ iva: '16', ieps: null });
        });

        it('answers 404 for a category of another company or none at all, changing nothing there', async () => {
            const a = await tienda();
            const b = await nuevaSesion(server());
            for (const categoriaId of [a.bebidas.id, 999_999]) {
                const res = await b.post(IMPUESTOS, { categoria_id: categoriaId, iva: 'exento', ieps: '0.53' });
                expect(res.status).toBe(404);
                expect(res.body).toEqual({ detail: M.categoria });
            }
            for (const p of [a.refresco, a.retirado]) expect(await guardados(p.id)).toEqual({ iva: '16', ieps: null });
            expect(await guardados(a.jugo.id)).toEqual({ iva: '0', ieps: null });
        });

        it('is for who writes products: productos:leer alone is refused (403), productos:escribir goes through', async () => {
            const { s, bebidas, refresco } = await tienda();
            const lector = await entrarComo(server(), await crearUsuario(s, (await crearRol(s, ['productos:leer'])).id), s.empresaId);
            const refused = await lector.post(IMPUESTOS, { categoria_id: bebidas.id, iva: '0' });
            expect(refused.status).toBe(403);
            expect(await guardados(refresco.id)).toEqual({ iva: '16', ieps: null });

            const escritor = await entrarComo(server(), await crearUsuario(s, (await crearRol(s, ['productos:escribir'])).id), s.empresaId);
            const ok = await escritor.post(IMPUESTOS, { categoria_id: bebidas.id, iva: '0' });
            expect(ok.status).toBe(200);
            expect(await guardados(refresco.id)).toEqual({ iva: '0', ieps: null });
        });
    });
});

/** The demo shop's goods carry their real taxes: the tools IVA 16 %, the counter's food 0 %, its snacks IEPS 8 %. */
describeEachEngine('productos: impuestos de la tienda demo', (server) => {
    it('answers the counter goods with their rates and every other product at IVA 16 % without IEPS', async () => {
        const { db } = server();
        expect(await seedDemoShop(db)).toBe(true);
        const filas = await db.kysely
            .selectFrom('plantillas as p')
            .innerJoin('categorias as c', 'c.id', 'p.categoria_id')
            .select(['p.nombre', 'c.nombre as categoria', 'p.iva', 'p.ieps'])
            .orderBy('p.id')
            .execute();
        const porNombre = new Map(filas.map((f) => [f.nombre, impuestosDeProducto(f.iva, f.ieps === null ? null : Number(f.ieps))]));
        expect(porNombre.get('Garrafón de agua 20 L')).toBe('IVA 0 %');
        expect(porNombre.get('Papas fritas 45 g')).toBe('IVA 0 % + IEPS 8 %');
        expect(porNombre.get('Galletas marías 170 g')).toBe('IVA 0 % + IEPS 8 %');
        expect(porNombre.get('Chicle de menta (10 pzas)')).toBe('IVA 16 % + IEPS 8 %');
        const resto = filas.filter((f) => f.categoria !== 'Mostrador');
        expect(resto.length).toBeGreaterThan(30);
        for (const f of resto) expect([f.nombre, f.iva, f.ieps]).toEqual([f.nombre, '16', null]);
    });
});
