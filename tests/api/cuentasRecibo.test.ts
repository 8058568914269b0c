import { nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { articulo } from '../helpers/caja.js';
import { abonar, clienteConCredito, credito, RUTAS_CUENTAS, venderA } from '../helpers/cuentas.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';

/*
 * Issue 34 item 4's printable receipt: GET /api/v1/clientes/abonos/{id} reads one abono back as
 * the POST answered it (customer, date, amount, method, reference, balance before and after, who
 * received it), with the permission that reads the account; another company's abono, or a
 * movement that is no abono, is a 404. Both engines.
 */

describeEachEngine('cuentas: recibo de abono', (server) => {
    let s: Sesion;
    let diez: number;
    beforeAll(async () => {
        s = await nuevaSesion(server());
        diez = await articulo(s, '10.00');
    });

    async function abonoDe(sesion: Sesion, articuloId: number) {
        const c = await clienteConCredito(sesion, '1,000.00');
        expect((await venderA(sesion, c.id, articuloId, 70, [credito('700.00')])).status).toBe(201);
        const res = await abonar(sesion, c.id, { monto: '300.00', metodo_pago: 'Efectivo', referencia: 'Recibo 7' });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        return { cliente: c, abono: res.body };
    }

    it('reads an abono as its receipt prints it', async () => {
        const { cliente, abono } = await abonoDe(s, diez);
        const leido = await s.get(RUTAS_CUENTAS.abono(abono.id));
        expect(leido.status).toBe(200);
        expect(leido.body).toEqual({
            id: abono.id,
            cliente: { id: cliente.id, nombre_completo: cliente.nombre_completo },
            fecha: abono.fecha,
            monto: '300.00',
            metodo_pago: 'Efectivo',
            referencia: 'Recibo 7',
            saldo_anterior: '700.00',
            saldo: '400.00',
            usuario: s.email,
        });
    });

    it("another company's abono and a movement that is no abono are a 404; reading needs clientes:leer", async () => {
        const otra = await nuevaSesion(server());
        const suyo = await abonoDe(otra, await articulo(otra, '10.00'));
        const ajeno = await s.get(RUTAS_CUENTAS.abono(suyo.abono.id));
        expect(ajeno.status).toBe(404);
        expect(ajeno.body).toEqual({ detail: 'Abono no encontrado.' });
        expect((await otra.get(RUTAS_CUENTAS.abono(suyo.abono.id))).status).toBe(200);

        // The sale's charge is a movement of the same table, not an abono.
        const cargo = await server()
            .db.kysely.selectFrom('movimientos_cuenta')
            .select('id')
            .where('empresa_id', '=', otra.empresaId)
            .where('cliente_id', '=', suyo.cliente.id)
            .where('tipo', '=', 'cargo')
            .executeTakeFirstOrThrow();
        expect((await otra.get(RUTAS_CUENTAS.abono(cargo.id))).status).toBe(404);

        const sinPermiso = await usuarioConPermisos(server(), otra.empresaId, ['ventas:leer']);
        const rechazo = await sinPermiso.get(RUTAS_CUENTAS.abono(suyo.abono.id));
        expect(rechazo.status).toBe(403);
        expect(rechazo.body).toEqual({ detail: 'No tiene permiso para realizar esta acción.' });
        const lector = await usuarioConPermisos(server(), otra.empresaId, ['clientes:leer']);
        expect((await lector.get(RUTAS_CUENTAS.abono(suyo.abono.id))).body).toMatchObject({ monto: '300.00', saldo: '400.00' });
    });
});
