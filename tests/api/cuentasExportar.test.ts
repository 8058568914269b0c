import { crearCliente, nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { articulo } from '../helpers/caja.js';
import { clienteConCredito, credito, programaDePuntos, venderA } from '../helpers/cuentas.js';
import { describeEachEngine } from '../helpers/testServer.js';

/** clientes.csv carries each customer's account (issue 34): credit limit, days, balance and points, as the API answers them. Both engines. */

describeEachEngine('cuentas: clientes.csv', (server) => {
    let s: Sesion;
    beforeAll(async () => {
        s = await nuevaSesion(server());
    });

    it('exports the credit terms, the balance and the points after the customer fields', async () => {
        await programaDePuntos(server(), s.empresaId, 10, 100);
        const diez = await articulo(s, '10.00');
        const deudor = await clienteConCredito(s, '1,000.00', 15);
        expect((await venderA(s, deudor.id, diez, 70, [credito('700.00')])).status).toBe(201);
        expect((await venderA(s, deudor.id, diez, 30, [{ metodo_pago: 'Efectivo', monto: '300.00' }])).status).toBe(201);
        const sinCuenta = await crearCliente(s);
        const res = await fetch(`${s.url}/api/v1/clientes/exportar`, { headers: { authorization: `Bearer ${s.token}` } });
        expect(res.status).toBe(200);
        const lineas = (await res.text()).replace(/^\ufeff/, '').split('\r\n');
        expect(lineas[0]).toBe('ID,Nombre Completo,Email,Teléfono,RFC,Dirección,Estado,Límite de Crédito,Días de Crédito,Saldo,Puntos');
        const de = (id: number) => lineas.find((l) => l.startsWith(`${id},`))?.split(',').slice(-4);
        expect(de(deudor.id)).toEqual(['1000.00', '15', '700.00', '30']);
        expect(de(sinCuenta.id)).toEqual(['0.00', '30', '0.00', '0']);
    });
});
