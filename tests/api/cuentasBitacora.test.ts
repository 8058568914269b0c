import { crearCliente, nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { clienteConCredito, RUTAS_CUENTAS } from '../helpers/cuentas.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';

/*
 * Issue 34's credit terms are traced (CONVENTIONS §6, Audit log): a customer created with credit,
 * or an edit that changes `limite_credito` or `dias_credito`, writes a 'cliente.credito' entry
 * in its own transaction, with the terms before and after; the same values sent back, or an edit
 * of the rest, write none; a refused edit writes nothing. The points program's settings are
 * traced with the rest of the company's ('empresa.ajustes'). Both engines.
 */

const BITACORA = '/api/v1/bitacora/';

describeEachEngine('cuentas: la bitácora de los términos de crédito', (server) => {
    let s: Sesion;
    beforeAll(async () => {
        s = await nuevaSesion(server());
    });

    const entradas = async (clienteId: number) =>
        (
            await server()
                .db.kysely.selectFrom('bitacora')
                .select(['usuario_id', 'entidad', 'entidad_id', 'antes', 'despues'])
                .where('empresa_id', '=', s.empresaId)
                .where('tipo', '=', 'cliente.credito')
                .where('entidad_id', '=', clienteId)
                .orderBy('id')
                .execute()
        ).map((e) => ({ ...e, antes: e.antes === null ? null : JSON.parse(e.antes), despues: e.despues === null ? null : JSON.parse(e.despues) }));

    it('records a customer created with credit, and not one created without', async () => {
        const con = await clienteConCredito(s, '1,500.00', 15);
        expect(await entradas(con.id)).toEqual([
            { usuario_id: s.usuarioId, entidad: 'cliente', entidad_id: con.id, antes: null, despues: { cliente: con.nombre_completo, limite_credito: '1500.00', dias_credito: 15 } },
        ]);
        const sin = await crearCliente(s);
        expect(await entradas(sin.id)).toEqual([]);
    });

    it('records an edit of the limit or the days with both terms before and after; the same values, or the rest, write none', async () => {
        const c = await clienteConCredito(s, '1,000.00');
        const base = { nombre_completo: c.nombre_completo, estado: 'Activo' };
        expect((await s.put(RUTAS_CUENTAS.cliente(c.id), { ...base, limite_credito: '1,000.00', dias_credito: 30 })).status).toBe(200);
        expect((await s.put(RUTAS_CUENTAS.cliente(c.id), { ...base, nombre_completo: 'Nombre nuevo' })).status).toBe(200);
        expect(await entradas(c.id)).toHaveLength(1);

        expect((await s.put(RUTAS_CUENTAS.cliente(c.id), { ...base, limite_credito: '2,500.00', dias_credito: 30 })).status).toBe(200);
        expect((await s.put(RUTAS_CUENTAS.cliente(c.id), { ...base, dias_credito: 45 })).status).toBe(200);
        const [, limite, dias] = await entradas(c.id);
        expect(limite).toMatchObject({ antes: { limite_credito: '1000.00', dias_credito: 30 }, despues: { cliente: c.nombre_completo, limite_credito: '2500.00', dias_credito: 30 } });
        expect(dias).toMatchObject({ antes: { limite_credito: '2500.00', dias_credito: 30 }, despues: { limite_credito: '2500.00', dias_credito: 45 } });

        // The log's screen reads it with its Spanish label.
        const log = await s.get(`${BITACORA}?tipo=cliente.credito`);
        expect(log.status).toBe(200);
        expect(log.body.find((e: { entidad_id: number }) => e.entidad_id === c.id)).toMatchObject({ tipo: 'cliente.credito', tipo_etiqueta: 'Cambio de crédito de cliente', entidad: 'cliente' });
    });

    it('writes nothing for an edit refused without clientes:credito, nor for another company\'s customer', async () => {
        const c = await clienteConCredito(s, '1,000.00');
        const vendedor = await usuarioConPermisos(server(), s.empresaId, ['clientes:leer', 'clientes:escribir']);
        const rechazo = await vendedor.put(RUTAS_CUENTAS.cliente(c.id), { nombre_completo: c.nombre_completo, limite_credito: '9,000.00' });
        expect(rechazo.status).toBe(403);
        // What they may edit writes no credit entry either.
        expect((await vendedor.put(RUTAS_CUENTAS.cliente(c.id), { nombre_completo: 'Otro', limite_credito: '1,000.00', dias_credito: 30 })).status).toBe(200);
        const otra = await nuevaSesion(server());
        expect((await otra.put(RUTAS_CUENTAS.cliente(c.id), { nombre_completo: 'X', limite_credito: '5.00' })).status).toBe(404);
        expect(await entradas(c.id)).toHaveLength(1);
    });

    it("records the points program's settings with the company's", async () => {
        const otra = await nuevaSesion(server());
        const ajustes = (await otra.get('/api/v1/empresa/')).body;
        const res = await otra.put('/api/v1/empresa/', { ...ajustes, puntos_por_cada_100: 5, valor_punto: '0.50' });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const [entrada] = await server()
            .db.kysely.selectFrom('bitacora')
            .select(['antes', 'despues'])
            .where('empresa_id', '=', otra.empresaId)
            .where('tipo', '=', 'empresa.ajustes')
            .execute();
        expect(JSON.parse(String(entrada.antes))).toEqual({ puntos_por_cada_100: 0, valor_punto: '1.00' });
        expect(JSON.parse(String(entrada.despues))).toEqual({ puntos_por_cada_100: 5, valor_punto: '0.50' });
    });
});
