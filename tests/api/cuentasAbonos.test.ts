import { nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { abrir, articulo, cajaObligatoria, cerrar, RUTAS_CAJA } from '../helpers/caja.js';
import { abonar, clienteConCredito, credito, cuentaGuardada, RUTAS_CUENTAS, venderA } from '../helpers/cuentas.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';

/*
 * Issue 34 item 4 and the abono of item 9: a payment on a customer's balance, never past it; a
 * cash abono into the receiving user's open cash session (expected cash and Z), every abono an
 * ingreso 'Abono de cliente' in the ledger; an Idempotency-Key retried ten times is one abono.
 */

const M = {
    excede: (x: string) => `El abono excede el saldo de ${x}.`,
    metodo: 'El método de pago del abono debe ser uno de: Efectivo, Tarjeta de Débito, Tarjeta de Crédito, Transferencia.',
    debeAbrir: 'Debe abrir la caja antes de recibir un abono en efectivo.',
};

describeEachEngine('cuentas: abonos', (server) => {
    let s: Sesion;
    let diez: number;
    beforeAll(async () => {
        s = await nuevaSesion(server());
        diez = await articulo(s, '10.00');
    });

    /** A customer who owes `pesos` × $10.00 from a credit sale. */
    async function deudor(unidades: number) {
        const c = await clienteConCredito(s, '10,000.00');
        const venta = await venderA(s, c.id, diez, unidades, [credito(unidades * 10)]);
        expect(venta.status, JSON.stringify(venta.body)).toBe(201);
        return c;
    }

    it('takes an abono off the balance and answers it as its receipt prints it; past the balance a 422 at monto', async () => {
        const c = await deudor(70);
        const res = await abonar(s, c.id, { monto: '300.00', metodo_pago: 'Transferencia', referencia: 'SPEI 123' });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        expect(res.body).toMatchObject({
            cliente: { id: c.id },
            monto: '300.00',
            metodo_pago: 'Transferencia',
            referencia: 'SPEI 123',
            saldo_anterior: '700.00',
            saldo: '400.00',
            usuario: s.email,
        });
        expect((await s.get(RUTAS_CUENTAS.abono(res.body.id))).body).toEqual(res.body);
        const demas = await abonar(s, c.id, { monto: '400.01', metodo_pago: 'Tarjeta de Débito' });
        expect(demas.status).toBe(422);
        expect(demas.body.detail[0]).toMatchObject({ loc: ['body', 'monto'], msg: M.excede('$400.00') });
        for (const body of [{ monto: '10.00', metodo_pago: 'Crédito de la Tienda' }, { monto: '0', metodo_pago: 'Efectivo' }, { monto: '-5', metodo_pago: 'Efectivo' }]) {
            expect((await abonar(s, c.id, body)).status, JSON.stringify(body)).toBe(422);
        }
        expect((await abonar(s, c.id, { monto: '1', metodo_pago: 'Bitcoin' })).body.detail[0].msg).toBe(M.metodo);
        const cuenta = (await s.get(RUTAS_CUENTAS.cuenta(c.id))).body;
        expect(cuenta.movimientos[0]).toMatchObject({ tipo: 'abono', monto: '-300.00', saldo: '400.00', metodo_pago: 'Transferencia', referencia: 'SPEI 123' });
        expect(await cuentaGuardada(server(), s.empresaId, c.id)).toMatchObject({ saldo: 40000, sumaMovimientos: 40000, corridoOk: true });
    });

    it('posts every abono as an ingreso in the ledger, read-only and linked to its customer', async () => {
        const c = await deudor(5);
        const res = await abonar(s, c.id, { monto: '20.00', metodo_pago: 'Tarjeta de Crédito' });
        const movs = await server()
            .db.kysely.selectFrom('movimientos_contables')
            .select(['id', 'tipo', 'monto', 'categoria', 'concepto', 'cliente_id'])
            .where('empresa_id', '=', s.empresaId)
            .where('cliente_id', '=', c.id)
            .execute();
        expect(movs).toHaveLength(1);
        expect({ ...movs[0], monto: Number(movs[0].monto) }).toMatchObject({ tipo: 'ingreso', monto: 2000, categoria: 'Abonos de clientes', concepto: expect.stringContaining('Abono de cliente') });
        const leido = (await s.get(`/api/v1/contabilidad/movimientos/${movs[0].id}`)).body;
        expect(leido.origen).toEqual({ tipo: 'cliente', id: c.id });
        expect((await s.del(`/api/v1/contabilidad/movimientos/${movs[0].id}`)).status).toBe(409);
        expect(res.status).toBe(201);
    });

    it("counts a cash abono in the receiving user's open session: expected cash and the Z", async () => {
        const cajero = await usuarioConPermisos(server(), s.empresaId, ['caja:operar', 'caja:supervisar', 'ventas:crear', 'clientes:leer']);
        const c = await deudor(10);
        const sesion = await abrir(cajero, '100.00');
        const res = await abonar(cajero, c.id, { monto: '60.00', metodo_pago: 'Efectivo' });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        // By card: not the drawer's.
        expect((await abonar(cajero, c.id, { monto: '10.00', metodo_pago: 'Tarjeta de Débito' })).status).toBe(201);
        const x = (await cajero.get(RUTAS_CAJA.actual)).body.lectura;
        expect(x).toMatchObject({ efectivo_abonos: '60.00', efectivo_esperado: '160.00' });
        const z = await cerrar(cajero, sesion, '160.00');
        expect(z.status, JSON.stringify(z.body)).toBe(200);
        expect(z.body).toMatchObject({ efectivo_esperado: '160.00', diferencia: '0.00', lectura: { efectivo_abonos: '60.00' } });
        // The session is closed: a later cash abono goes into none (caja_obligatoria off).
        expect((await abonar(cajero, c.id, { monto: '5.00', metodo_pago: 'Efectivo' })).status).toBe(201);
        expect((await cajero.get(RUTAS_CAJA.sesion(sesion))).body.lectura.efectivo_abonos).toBe('60.00');
    });

    it('refuses a cash abono without an open session under caja_obligatoria (409, nothing written)', async () => {
        const c = await deudor(3);
        const quien = await usuarioConPermisos(server(), s.empresaId, ['ventas:crear', 'clientes:leer']);
        await cajaObligatoria(server(), s.empresaId, true);
        try {
            const res = await abonar(quien, c.id, { monto: '10.00', metodo_pago: 'Efectivo' });
            expect(res.status).toBe(409);
            expect(res.body).toEqual({ detail: M.debeAbrir });
            expect((await abonar(quien, c.id, { monto: '10.00', metodo_pago: 'Transferencia' })).status).toBe(201);
        } finally {
            await cajaObligatoria(server(), s.empresaId, false);
        }
        expect(await cuentaGuardada(server(), s.empresaId, c.id)).toMatchObject({ saldo: 2000, movimientos: 2 });
    });

    it('writes an abono retried ten times at once with one Idempotency-Key once, and answers each with it', async () => {
        const c = await deudor(20);
        const clave = `abono-${Date.now()}-${Math.random()}`;
        const intentos = await Promise.all(Array.from({ length: 10 }, () => abonar(s, c.id, { monto: '150.00', metodo_pago: 'Efectivo' }, clave)));
        expect(intentos.map((r) => r.status)).toEqual(Array(10).fill(201));
        expect(new Set(intentos.map((r) => r.body.id)).size).toBe(1);
        expect(intentos.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
        expect(await cuentaGuardada(server(), s.empresaId, c.id)).toMatchObject({ saldo: 5000, movimientos: 2, corridoOk: true });
        const ingresos = await server().db.kysely.selectFrom('movimientos_contables').select('id').where('empresa_id', '=', s.empresaId).where('cliente_id', '=', c.id).execute();
        expect(ingresos).toHaveLength(1);
        // A retry after the balance fell below it is still the first abono; the key for another amount is a 422.
        expect((await abonar(s, c.id, { monto: '150.00', metodo_pago: 'Efectivo' }, clave)).body.id).toBe(intentos[0].body.id);
        const otra = await abonar(s, c.id, { monto: '10.00', metodo_pago: 'Efectivo' }, clave);
        expect(otra.status).toBe(422);
        expect(otra.body.detail[0].loc).toEqual(['header', 'idempotency-key']);
    });

    it('needs ventas:crear to take an abono and clientes:leer to read a statement', async () => {
        const c = await deudor(1);
        const sinVender = await usuarioConPermisos(server(), s.empresaId, ['clientes:leer', 'clientes:escribir']);
        expect((await abonar(sinVender, c.id, { monto: '1.00', metodo_pago: 'Efectivo' })).status).toBe(403);
        const sinLeer = await usuarioConPermisos(server(), s.empresaId, ['ventas:crear']);
        expect((await sinLeer.get(RUTAS_CUENTAS.cuenta(c.id))).status).toBe(403);
        expect((await sinLeer.post(RUTAS_CUENTAS.ajustes(c.id), { monto: '1.00', motivo: 'x' })).status).toBe(403);
    });
});
