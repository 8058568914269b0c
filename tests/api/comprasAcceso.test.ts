import { contar, nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { cancelar, COMPRAS, compra, crearOrden, escenario, historialCuadra, recibir, stocks } from '../helpers/compras.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';

/** Another company's orders, suppliers and variants are invisible; each route needs its permission. */
describeEachEngine('compras: tenancy and permissions', (server) => {
    let a: Sesion;
    let b: Sesion;
    let deA: Awaited<ReturnType<typeof escenario>>;
    let deB: Awaited<ReturnType<typeof escenario>>;
    let ordenB: number;

    beforeAll(async () => {
        [a, b] = await Promise.all([nuevaSesion(server()), nuevaSesion(server())]);
        deA = await escenario(a, [3]);
        deB = await escenario(b, [4]);
        ordenB = (await crearOrden(b, deB.proveedor.id, [[deB.ids[0], 2, '5.00']])).id;
    });
    afterEach(async () => {
        await historialCuadra(server(), [...deA.ids, ...deB.ids]);
    });

    it("answers 404 for another company's order on read, receive and cancel, changing nothing", async () => {
        expect((await a.get(compra(ordenB))).status).toBe(404);
        for (const path of [recibir(ordenB), cancelar(ordenB)]) {
            const res = await a.post(path, {});
            expect(res.status).toBe(404);
            expect(res.body).toEqual({ detail: 'No se encontró la orden.' });
        }
        expect((await b.get(compra(ordenB))).body.estado).toBe('Pendiente');
        expect(await stocks(server(), deB.ids)).toEqual([4]);
        expect((await a.get(COMPRAS)).body.map((c: { id: number }) => c.id)).not.toContain(ordenB);
        expect((await a.get(`${COMPRAS}?proveedor_id=${deB.proveedor.id}`)).body).toEqual([]);
    });

    it("refuses another company's supplier or variant in a new order (422 at the field)", async () => {
        const antes = await contar(server(), 'compras', a.empresaId);
        const proveedorAjeno = await a.post(COMPRAS, { proveedor_id: deB.proveedor.id, detalles: [{ producto_id: deA.ids[0], cantidad: 1, costo_unitario: 1 }] });
        expect(proveedorAjeno.status).toBe(422);
        expect(proveedorAjeno.body.detail[0].loc).toEqual(['body', 'proveedor_id']);
        const varianteAjena = await a.post(COMPRAS, { proveedor_id: deA.proveedor.id, detalles: [{ producto_id: deB.ids[0], cantidad: 1, costo_unitario: 1 }] });
        expect(varianteAjena.status).toBe(422);
        expect(varianteAjena.body.detail[0].loc).toEqual(['body', 'detalles', 0, 'producto_id']);
        expect(await contar(server(), 'compras', a.empresaId)).toBe(antes);
    });

    it('needs compras:leer to read, compras:escribir to create and cancel, compras:recibir to receive', async () => {
        const orden = await crearOrden(a, deA.proveedor.id, [[deA.ids[0], 1, '1.00']]);
        const cuerpo = { proveedor_id: deA.proveedor.id, detalles: [{ producto_id: deA.ids[0], cantidad: 1, costo_unitario: 1 }] };
        const lector = await usuarioConPermisos(server(), a.empresaId, ['compras:leer']);
        const escritor = await usuarioConPermisos(server(), a.empresaId, ['compras:escribir']);
        const receptor = await usuarioConPermisos(server(), a.empresaId, ['compras:recibir']);
        const nadie = await usuarioConPermisos(server(), a.empresaId, ['productos:leer', 'inventario:ajustar']);
        const antes = await contar(server(), 'compras', a.empresaId);

        const prohibido = { detail: 'No tiene permiso para realizar esta acción.' };
        for (const [sesion, intento] of [
            [nadie, () => nadie.get(COMPRAS)],
            [nadie, () => nadie.get(compra(orden.id))],
            [escritor, () => escritor.get(COMPRAS)],
            [receptor, () => receptor.get(compra(orden.id))],
            [lector, () => lector.post(COMPRAS, cuerpo)],
            [receptor, () => receptor.post(COMPRAS, cuerpo)],
            [lector, () => lector.post(recibir(orden.id), {})],
            [escritor, () => escritor.post(recibir(orden.id), {})],
            [lector, () => lector.post(cancelar(orden.id), {})],
            [receptor, () => receptor.post(cancelar(orden.id), {})],
        ] as const) {
            const res = await intento();
            expect(res.status, sesion.email).toBe(403);
            expect(res.body).toEqual(prohibido);
        }
        expect(await contar(server(), 'compras', a.empresaId)).toBe(antes);
        expect((await a.get(compra(orden.id))).body.estado).toBe('Pendiente');
        expect(await stocks(server(), deA.ids)).toEqual([3]);

        expect((await lector.get(COMPRAS)).status).toBe(200);
        expect((await lector.get(compra(orden.id))).status).toBe(200);
        expect((await escritor.post(COMPRAS, cuerpo)).status).toBe(201);
        const recibida = await receptor.post(recibir(orden.id), {});
        expect(recibida.status).toBe(200);
        expect(await stocks(server(), deA.ids)).toEqual([4]);
        const movimiento = await server().db.kysely.selectFrom('movimientos_stock').select('usuario_id').where('compra_id', '=', orden.id).executeTakeFirstOrThrow();
        expect(movimiento.usuario_id).toBe(receptor.usuarioId);
        const otra = await crearOrden(a, deA.proveedor.id, [[deA.ids[0], 1, '1.00']]);
        expect((await escritor.post(cancelar(otra.id), {})).status).toBe(200);
    });
});
