import { nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { AJUSTES, escenario, historialCuadra, INVENTARIO, movimientos, stocks, VALOR } from '../helpers/compras.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';

/**
 * Another company's variants cannot be adjusted or read; adjusting needs inventario:ajustar,
 * reading the inventory and a variant's history needs productos:leer.
 */
describeEachEngine('inventario: tenancy and permissions', (server) => {
    let a: Sesion;
    let b: Sesion;
    let deA: number;
    let deB: number;

    beforeAll(async () => {
        [a, b] = await Promise.all([nuevaSesion(server()), nuevaSesion(server())]);
        deA = (await escenario(a, [6])).ids[0];
        deB = (await escenario(b, [6])).ids[0];
    });
    afterEach(async () => {
        await historialCuadra(server(), [deA, deB]);
    });

    it("refuses to adjust another company's variant (422 at producto_id) and hides its history (404)", async () => {
        const ajuste = await a.post(AJUSTES, { producto_id: deB, cantidad_ajuste: -1, tipo_ajuste: 'SALIDA_MERMA', motivo: 'x' });
        expect(ajuste.status).toBe(422);
        expect(ajuste.body.detail).toEqual([{ loc: ['body', 'producto_id'], msg: 'El producto seleccionado no existe.', type: 'value_error' }]);
        expect(await stocks(server(), [deB])).toEqual([6]);
        const kardex = await a.get(movimientos(deB));
        expect(kardex.status).toBe(404);
        expect(kardex.body).toEqual({ detail: 'Producto no encontrado.' });
        expect((await a.get(INVENTARIO)).body.map((r: { id: number }) => r.id)).toEqual([deA]);
        expect((await a.get(`${INVENTARIO}?id=${deB}`)).body).toEqual([]);
        expect((await a.get(VALOR)).body.existencias).toEqual([{ unidad: 'pieza', cantidad: 6 }]);
    });

    it('needs inventario:ajustar to adjust and productos:leer to read stock and history', async () => {
        const lector = await usuarioConPermisos(server(), a.empresaId, ['productos:leer']);
        const ajustador = await usuarioConPermisos(server(), a.empresaId, ['inventario:ajustar']);
        const cuerpo = { producto_id: deA, cantidad_ajuste: -1, tipo_ajuste: 'SALIDA_ROTURA', motivo: 'Rota' };
        const prohibido = { detail: 'No tiene permiso para realizar esta acción.' };
        for (const intento of [
            () => lector.post(AJUSTES, cuerpo),
            () => ajustador.get(INVENTARIO),
            () => ajustador.get(VALOR),
            () => ajustador.get(movimientos(deA)),
        ]) {
            const res = await intento();
            expect(res.status).toBe(403);
            expect(res.body).toEqual(prohibido);
        }
        expect(await stocks(server(), [deA])).toEqual([6]);

        const hecho = await ajustador.post(AJUSTES, cuerpo);
        expect(hecho.status).toBe(201);
        expect(hecho.body.stock).toBe(5);
        const kardex = await lector.get(movimientos(deA));
        expect(kardex.status).toBe(200);
        expect(kardex.body[0]).toMatchObject({ tipo: 'SALIDA_ROTURA', cantidad: -1, usuario: ajustador.email, motivo: 'Rota' });
        expect((await lector.get(INVENTARIO)).status).toBe(200);
        // The value at cost is for who sees costs only (tests/api/costos.test.ts).
        expect((await lector.get(VALOR)).status).toBe(403);
        const conCostos = await usuarioConPermisos(server(), a.empresaId, ['productos:leer', 'reportes:utilidad']);
        expect((await conCostos.get(VALOR)).status).toBe(200);
    });
});
