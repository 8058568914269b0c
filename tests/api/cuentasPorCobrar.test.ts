import { diaLocal, inicioDelDia, sumarDias } from '../../server/domain/calendario.js';
import { ajustarCuenta } from '../../server/modules/clientes/cuentas.lectura.js';
import { DEMO_CREDENTIALS, seedDemoShop } from '../../server/demo/demoShop.js';
import { request } from '../helpers/apiClient.js';
import { nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { abonar, clienteConCredito, cuentaGuardada, RUTAS_CUENTAS } from '../helpers/cuentas.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';

/*
 * Issue 34 item 5's aging report (GET /reportes/cuentas-por-cobrar) and item 8's demo accounts:
 * each customer who owes, their balance by how long its unpaid charges are past due (charge day
 * + dias_credito, in the company's days), what was paid paying the oldest charges first.
 */

const ZONA = 'America/Mexico_City';

describeEachEngine('cuentas: cuentas por cobrar', (server) => {
    let s: Sesion;
    beforeAll(async () => {
        s = await nuevaSesion(server());
    });

    /** A charge of `monto` cents `hace` days ago (an ajuste through the account's own service, dated then). */
    async function cargo(clienteId: number, hace: number, monto: number) {
        const dia = sumarDias(diaLocal(new Date(), ZONA), -hace);
        const fecha = new Date(Date.parse(inicioDelDia(dia, ZONA)) + 12 * 3_600_000).toISOString();
        await server().db.transaction((tx) => ajustarCuenta(tx, { empresaId: s.empresaId, usuarioId: s.usuarioId }, clienteId, { monto, motivo: 'Cargo de prueba' }, fecha));
    }

    it('buckets each unpaid charge by days past its due date, the oldest paid first', async () => {
        const c = await clienteConCredito(s, '10,000.00', 30);
        await cargo(c.id, 130, 10_000); // due 100 days ago: > 90
        await cargo(c.id, 100, 20_000); // due 70 days ago: 61–90
        await cargo(c.id, 70, 30_000); // 40: 31–60
        await cargo(c.id, 20, 40_000); // not yet due: 0–30
        // $150.00 paid: the $100 charge and $50 of the $200 one.
        expect((await abonar(s, c.id, { monto: '150.00', metodo_pago: 'Transferencia' })).status).toBe(201);
        const otro = await clienteConCredito(s, '100.00', 0);
        await cargo(otro.id, 5, 2_500);
        const sinDeuda = await clienteConCredito(s, '100.00');

        const res = await s.get(RUTAS_CUENTAS.porCobrar);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.fecha).toBe(diaLocal(new Date(), ZONA));
        expect(res.body.filas).toEqual([
            { cliente: { id: c.id, nombre_completo: c.nombre_completo }, saldo: '850.00', limite_credito: '10000.00', dias_credito: 30, d0_30: '400.00', d31_60: '300.00', d61_90: '150.00', mas_de_90: '0.00' },
            { cliente: { id: otro.id, nombre_completo: otro.nombre_completo }, saldo: '25.00', limite_credito: '100.00', dias_credito: 0, d0_30: '25.00', d31_60: '0.00', d61_90: '0.00', mas_de_90: '0.00' },
        ]);
        expect(res.body.totales).toEqual({ saldo: '875.00', d0_30: '425.00', d31_60: '300.00', d61_90: '150.00', mas_de_90: '0.00' });
        expect(res.body.filas.some((f: { cliente: { id: number } }) => f.cliente.id === sinDeuda.id)).toBe(false);
        // The statement names each charge's due day.
        const cuenta = (await s.get(RUTAS_CUENTAS.cuenta(c.id))).body;
        expect(cuenta.movimientos).toHaveLength(5);
    });

    it("lists none of another company's customers, and needs reportes:leer", async () => {
        const otra = await nuevaSesion(server());
        const ajeno = await clienteConCredito(otra, '100.00');
        await server().db.transaction((tx) => ajustarCuenta(tx, { empresaId: otra.empresaId, usuarioId: otra.usuarioId }, ajeno.id, { monto: 5_000, motivo: 'Ajeno' }));
        const mia = (await s.get(RUTAS_CUENTAS.porCobrar)).body;
        expect(mia.filas.some((f: { cliente: { id: number } }) => f.cliente.id === ajeno.id)).toBe(false);
        expect((await otra.get(RUTAS_CUENTAS.porCobrar)).body.filas.map((f: { cliente: { id: number } }) => f.cliente.id)).toEqual([ajeno.id]);
        const sinReportes = await usuarioConPermisos(server(), s.empresaId, ['clientes:leer']);
        expect((await sinReportes.get(RUTAS_CUENTAS.porCobrar)).status).toBe(403);
    });
});

describeEachEngine('cuentas: la tienda demo', (server) => {
    it('has customers with credit, balances of every age, abonos and points, each adding up', async () => {
        const { db } = server();
        expect(await seedDemoShop(db)).toBe(true);
        const k = db.kysely;
        const empresa = await k.selectFrom('empresas').select(['id', 'puntos_por_cada_100', 'valor_punto']).executeTakeFirstOrThrow();
        expect(Number(empresa.puntos_por_cada_100)).toBe(1);
        const clientes = await k.selectFrom('clientes').select(['id', 'nombre_completo', 'limite_credito', 'saldo', 'puntos']).where('empresa_id', '=', empresa.id).execute();
        expect(clientes.filter((c) => Number(c.limite_credito) > 0).length).toBeGreaterThanOrEqual(3);
        expect(clientes.filter((c) => Number(c.puntos) > 0).length).toBeGreaterThanOrEqual(2);
        for (const c of clientes) {
            const g = await cuentaGuardada(server(), empresa.id, c.id);
            expect(g.saldo, c.nombre_completo).toBe(g.sumaMovimientos);
            expect(g.puntos).toBe(g.sumaPuntos);
            expect(g.corridoOk && g.corridoPuntosOk).toBe(true);
        }
        const abonos = await k.selectFrom('movimientos_cuenta').select('id').where('empresa_id', '=', empresa.id).where('tipo', '=', 'abono').execute();
        expect(abonos.length).toBeGreaterThanOrEqual(3);
        // The owner reads the aging report: balances in at least three buckets.
        const login = await request(server().url, '/api/login/token', { form: { username: DEMO_CREDENTIALS.username, password: DEMO_CREDENTIALS.password } });
        const reporte = (await request(server().url, RUTAS_CUENTAS.porCobrar, { token: login.body.access_token })).body;
        expect(reporte.filas.length).toBeGreaterThanOrEqual(3);
        const llenas = (['d0_30', 'd31_60', 'd61_90', 'mas_de_90'] as const).filter((b) => reporte.totales[b] !== '0.00');
        expect(llenas.length).toBeGreaterThanOrEqual(3);
    });
});
