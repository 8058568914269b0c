import { TZDate } from '@date-fns/tz';
import { CATEGORIAS_CAJA } from '../../contracts/caja.js';
import { toCents } from '../../contracts/money.js';
import { DIFERENCIAS_DEMO } from '../../server/demo/cajaDemo.js';
import { DEMO_CREDENTIALS, seedDemoShop } from '../../server/demo/demoShop.js';
import { CAJERO_DEMO } from '../../server/demo/equipoDemo.js';
import { MOTIVO_CANCELACION_DEMO } from '../../server/demo/ventasDemo.js';
import { request } from '../helpers/apiClient.js';
import { RUTAS_CAJA } from '../helpers/caja.js';
import { type Sesion, sesionCon } from '../helpers/catalogo.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { checkout } from '../helpers/ventas.js';

const cents = (v: string | null | undefined) => toCents(v) as number;

/**
 * The demo shop's cash sessions (issue 31, item 7): two weeks of days each in its seller's
 * session, closed with a few pesos off now and then, cash put in and taken out, one voided sale,
 * and the cashier's session open now, all written through the caja service.
 */
describeEachEngine('caja: demo shop', (server) => {
    let admin: Sesion;
    let cajero: Sesion;
    let empresaId: number;
    let zona: string;
    const k = () => server().db.kysely;

    beforeAll(async () => {
        expect(await seedDemoShop(server().db)).toBe(true);
        const entrar = async ({ username, password }: { username: string; password: string }) => {
            const res = await request(server().url, '/api/login/token', { form: { username, password } });
            expect(res.status).toBe(200);
            const u = await k().selectFrom('usuarios').select(['id', 'empresa_id']).where('usuario', '=', username).executeTakeFirstOrThrow();
            return sesionCon(server().url, res.body.access_token, { email: username, empresaId: u.empresa_id, usuarioId: u.id });
        };
        admin = await entrar(DEMO_CREDENTIALS);
        cajero = await entrar(CAJERO_DEMO);
        empresaId = admin.empresaId;
        zona = (await k().selectFrom('empresas').select('zona_horaria').where('id', '=', empresaId).executeTakeFirstOrThrow()).zona_horaria;
    });

    const sesiones = () => k().selectFrom('sesiones_caja').selectAll().where('empresa_id', '=', empresaId).orderBy('abierta_en').execute();
    const diaLocal = (iso: string) => {
        const t = new TZDate(Date.parse(iso), zona);
        return `${t.getFullYear()}-${t.getMonth() + 1}-${t.getDate()}`;
    };

    it('one session a day over two weeks, the cashier’s or the owner’s, every sale and cash refund inside its seller’s; the cashier’s open now', async () => {
        const todas = await sesiones();
        expect(todas).toHaveLength(14);
        const cerradas = todas.filter((s) => s.estado === 'Cerrada');
        expect(cerradas).toHaveLength(13);
        // One a day, the last today's: the cashier's, open since before now.
        expect(new Set(todas.map((s) => diaLocal(s.abierta_en))).size).toBe(14);
        const abierta = todas[13];
        expect(abierta).toMatchObject({ estado: 'Abierta', usuario_id: cajero.usuarioId, cerrada_en: null, efectivo_contado: null });
        expect(diaLocal(abierta.abierta_en)).toBe(diaLocal(new Date().toISOString()));
        expect(Date.parse(abierta.abierta_en)).toBeLessThanOrEqual(Date.now());
        // The owner minds the till on the cashier's days off; each day closes before the next opens.
        expect(new Set(todas.map((s) => s.usuario_id))).toEqual(new Set([admin.usuarioId, cajero.usuarioId]));
        for (let i = 0; i < 13; i++) expect(String(todas[i].cerrada_en) < todas[i + 1].abierta_en).toBe(true);

        const ventas = await k().selectFrom('ventas').select(['id', 'fecha', 'usuario_id', 'sesion_caja_id']).where('empresa_id', '=', empresaId).execute();
        const notas = await k().selectFrom('notas_credito').select(['id', 'fecha', 'usuario_id', 'sesion_caja_id', 'reembolso_efectivo']).where('empresa_id', '=', empresaId).execute();
        expect(ventas.length).toBeGreaterThan(40);
        const dentro = (d: { fecha: string; usuario_id: number; sesion_caja_id: number | null }) => {
            const s = todas.find((x) => x.id === d.sesion_caja_id);
            return s !== undefined && s.usuario_id === d.usuario_id && s.abierta_en <= d.fecha && (s.cerrada_en === null || d.fecha <= s.cerrada_en);
        };
        expect(ventas.filter((v) => !dentro(v))).toEqual([]);
        const reembolsos = notas.filter((n) => Number(n.reembolso_efectivo) > 0);
        expect(reembolsos.length).toBeGreaterThan(0);
        expect(reembolsos.filter((n) => !dentro(n))).toEqual([]);

        // The API agrees: the cashier's X reading now (blind: no expected cash), the owner's till closed.
        const actual = await cajero.get(RUTAS_CAJA.actual);
        expect(actual.status).toBe(200);
        expect(actual.body).toMatchObject({ id: abierta.id, estado: 'Abierta', usuario: CAJERO_DEMO.username, caja: 'Caja 1' });
        expect(actual.body.lectura.ventas).toBe(ventas.filter((v) => v.sesion_caja_id === abierta.id).length);
        expect(actual.body.lectura).not.toHaveProperty('efectivo_esperado');
        expect((await admin.get(RUTAS_CAJA.actual)).status).toBe(404);
        const cerradasApi = await admin.get(`${RUTAS_CAJA.sesiones}?estado=Cerrada&limit=100`);
        expect(cerradasApi.body.map((s: { id: number }) => s.id).sort()).toEqual(cerradas.map((s) => s.id).sort());
    });

    it('each closed session’s stored expected cash is the sum of its own documents; the counts are a few pesos off now and then, posted by the close', async () => {
        const cerradas = (await sesiones()).filter((s) => s.estado === 'Cerrada');
        const pagos = await k()
            .selectFrom('venta_pagos as p')
            .innerJoin('ventas as v', 'v.id', 'p.venta_id')
            .select(['v.id', 'v.total', 'v.estado', 'v.sesion_caja_id', 'p.metodo_pago', 'p.monto'])
            .where('v.empresa_id', '=', empresaId)
            .execute();
        const notas = await k().selectFrom('notas_credito').select(['sesion_caja_id', 'reembolso_efectivo']).where('empresa_id', '=', empresaId).execute();
        const movimientos = await k().selectFrom('movimientos_caja').selectAll().where('empresa_id', '=', empresaId).execute();
        const diferencias: number[] = [];
        for (const s of cerradas) {
            // Cash a sale left in the drawer: its cash payments less its change (Σpaid − total); voided sales none.
            const suyos = pagos.filter((p) => p.sesion_caja_id === s.id && p.estado !== 'Cancelada');
            const totales = new Map(suyos.map((p) => [p.id, Number(p.total)]));
            const efectivoVentas =
                suyos.filter((p) => p.metodo_pago === 'Efectivo').reduce((t, p) => t + Number(p.monto), 0) -
                suyos.reduce((t, p) => t + Number(p.monto), 0) +
                [...totales.values()].reduce((t, v) => t + v, 0);
            const reembolsos = notas.filter((n) => n.sesion_caja_id === s.id).reduce((t, n) => t + Number(n.reembolso_efectivo), 0);
            const suma = (tipo: string) => movimientos.filter((m) => m.sesion_caja_id === s.id && m.tipo === tipo).reduce((t, m) => t + Number(m.monto), 0);
            const esperado = Number(s.fondo_inicial) + efectivoVentas - reembolsos + suma('entrada') - suma('salida');
            expect(Number(s.efectivo_esperado), `sesión #${s.id}`).toBe(esperado);
            // The caja module's own reading of it (from its documents) says the same as what the close stored.
            const leida = await admin.get(RUTAS_CAJA.sesion(s.id));
            expect(leida.status).toBe(200);
            expect(cents(leida.body.lectura.efectivo_esperado)).toBe(esperado);
            expect(cents(leida.body.efectivo_esperado)).toBe(esperado);
            expect(cents(leida.body.diferencia)).toBe(Number(s.efectivo_contado) - esperado);
            diferencias.push(Number(s.efectivo_contado) - esperado);
        }
        const conDiferencia = diferencias.filter((d) => d !== 0);
        expect(conDiferencia).toHaveLength(Object.keys(DIFERENCIAS_DEMO).length);
        expect(conDiferencia.some((d) => d > 0) && conDiferencia.some((d) => d < 0)).toBe(true);
        expect(conDiferencia.every((d) => Math.abs(d) <= 1_000)).toBe(true);

        // Each difference is in the ledger, posted at its close: a sobrante ingreso, a faltante egreso.
        const asientos = await k()
            .selectFrom('movimientos_contables')
            .select(['tipo', 'monto', 'categoria', 'fecha'])
            .where('empresa_id', '=', empresaId)
            .where('categoria', 'in', [CATEGORIAS_CAJA.sobrante, CATEGORIAS_CAJA.faltante])
            .execute();
        const esperados = cerradas
            .filter((s) => Number(s.efectivo_contado) !== Number(s.efectivo_esperado))
            .map((s) => {
                const d = Number(s.efectivo_contado) - Number(s.efectivo_esperado);
                return d > 0
                    ? { tipo: 'ingreso', monto: d, categoria: CATEGORIAS_CAJA.sobrante, fecha: s.cerrada_en }
                    : { tipo: 'egreso', monto: -d, categoria: CATEGORIAS_CAJA.faltante, fecha: s.cerrada_en };
            });
        const orden = (a: { fecha: string | null }, b: { fecha: string | null }) => String(a.fecha).localeCompare(String(b.fecha));
        expect(asientos.map((a) => ({ ...a, monto: Number(a.monto) })).sort(orden)).toEqual(esperados.sort(orden));
    });

    it('cash put in and taken out: change in the morning, expenses paid from the drawer as Caja egresos, a drop to the safe', async () => {
        const movimientos = await k().selectFrom('movimientos_caja').selectAll().where('empresa_id', '=', empresaId).orderBy('fecha').execute();
        expect(movimientos.some((m) => m.tipo === 'entrada')).toBe(true);
        expect(movimientos.some((m) => m.tipo === 'salida' && Number(m.gasto) === 0)).toBe(true);
        const gastos = movimientos.filter((m) => Number(m.gasto) === 1);
        expect(gastos.map((m) => m.motivo)).toContain('Compra de garrafón de agua');
        const egresos = await k()
            .selectFrom('movimientos_contables')
            .select(['tipo', 'monto', 'concepto', 'fecha'])
            .where('empresa_id', '=', empresaId)
            .where('categoria', '=', CATEGORIAS_CAJA.gasto)
            .orderBy('fecha')
            .execute();
        expect(egresos.map((e) => ({ ...e, monto: Number(e.monto) }))).toEqual(gastos.map((m) => ({ tipo: 'egreso', monto: Number(m.monto), concepto: m.motivo, fecha: m.fecha })));
        // Every movement inside its session's hours, by its holder.
        const todas = await sesiones();
        for (const m of movimientos) {
            const s = todas.find((x) => x.id === m.sesion_caja_id);
            expect(s && s.usuario_id === m.usuario_id && s.abierta_en <= m.fecha && (s.cerrada_en === null || m.fecha <= s.cerrada_en)).toBe(true);
        }
    });

    it('exactly one voided sale, voided by the owner with a reason while its session was open', async () => {
        const canceladas = await k().selectFrom('ventas').selectAll().where('empresa_id', '=', empresaId).where('estado', '=', 'Cancelada').execute();
        expect(canceladas).toHaveLength(1);
        const [venta] = canceladas;
        const [entrada] = await k().selectFrom('bitacora').selectAll().where('empresa_id', '=', empresaId).where('tipo', '=', 'venta.cancelacion').execute();
        expect(entrada).toMatchObject({ entidad_id: venta.id, usuario_id: admin.usuarioId });
        expect(JSON.parse(entrada.despues as string)).toEqual({ estado: 'Cancelada', motivo: MOTIVO_CANCELACION_DEMO });
        const sesion = await k().selectFrom('sesiones_caja').selectAll().where('id', '=', venta.sesion_caja_id).executeTakeFirstOrThrow();
        expect(venta.fecha < entrada.fecha && entrada.fecha < String(sesion.cerrada_en)).toBe(true);
        // Restocked, out of the ledger, and out of its session's reading.
        const vueltas = await k().selectFrom('movimientos_stock').select('cantidad').where('venta_id', '=', venta.id).where('tipo', '=', 'CANCELACION_VENTA').execute();
        expect(vueltas.length).toBeGreaterThan(0);
        expect(await k().selectFrom('movimientos_contables').select('id').where('venta_id', '=', venta.id).execute()).toEqual([]);
        const leida = await admin.get(RUTAS_CAJA.sesion(sesion.id));
        const vendidas = await k().selectFrom('ventas').select('id').where('sesion_caja_id', '=', sesion.id).where('estado', '<>', 'Cancelada').execute();
        expect(leida.body.lectura.ventas).toBe(vendidas.length);
    });

    it('with caja_obligatoria on, the cashier sells now into the open session', async () => {
        expect((await admin.get('/api/v1/empresa/')).body.caja_obligatoria).toBe(true);
        const variante = await k().selectFrom('variantes').select(['id', 'precio_venta']).where('empresa_id', '=', empresaId).where('sku', '=', 'ELE-CIN-N').executeTakeFirstOrThrow();
        const res = await checkout(cajero, { items: [{ producto_id: variante.id, cantidad: 1 }], pagos: [{ metodo_pago: 'Efectivo', monto: '20.00' }] });
        expect(res.status).toBe(201);
        const abierta = (await sesiones()).find((s) => s.estado === 'Abierta');
        const venta = await k().selectFrom('ventas').select('sesion_caja_id').where('id', '=', res.body.id).executeTakeFirstOrThrow();
        expect(venta.sesion_caja_id).toBe(abierta?.id);
    });
});
