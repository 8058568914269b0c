import { nuevaSesion, type Sesion, stockYMovimientos, unico } from '../helpers/catalogo.js';
import type { TestServer } from '../helpers/testServer.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';
import { checkout, efectivo, productoConVariantes, RUTAS_VENTAS } from '../helpers/ventas.js';

const cancelar = (id: number | string) => `/api/v1/ventas/${id}/cancelar`;
const RESUMEN = '/api/v1/contabilidad/resumen/';
const MOVIMIENTOS = '/api/v1/contabilidad/movimientos/';
const DASHBOARD = '/api/v1/dashboard/';
const kardex = (id: number) => `/api/v1/inventario/variantes/${id}/movimientos/`;
const sku = (base: string) => unico(base).replace(/\s+/g, '-');

const MENSAJES = {
    soloCompletada: 'Solo se puede cancelar una venta Completada.',
    yaCancelada: 'La venta ya está cancelada.',
    conDevoluciones: 'La venta tiene devoluciones y no se puede cancelar.',
    sesionCerrada: 'La sesión de caja de la venta ya está cerrada.',
    motivo: 'El motivo de la cancelación es obligatorio.',
};

/** Voiding a sale (POST /ventas/{id}/cancelar): its rules, what it undoes, who may, and its races. */
describeEachEngine('ventas: voiding a sale', (server) => {
    let s: Sesion;
    beforeAll(async () => {
        s = await nuevaSesion(server());
    });

    /** A sale of 3 × A at 12.50 and 2 × B at 7.25 (stocks 10 and 5 before), paid 100 in cash: 52.00. */
    async function venta(quien: Sesion = s) {
        const p = await productoConVariantes(quien, [
            { sku: sku('CV-A'), precio: '12.50', stock: 10 },
            { sku: sku('CV-B'), precio: '7.25', stock: 5 },
        ]);
        const [a, b] = p.variantes;
        const res = await checkout(quien, { items: [{ producto_id: a.id, cantidad: 3 }, { producto_id: b.id, cantidad: 2 }], pagos: [efectivo(100)] });
        expect(res.status).toBe(201);
        return { id: res.body.id as number, a, b, nombre: p.nombre };
    }

    /** What a refused void must leave as it was: the sale, its stock and history, the ledger and the audit log. */
    async function foto(quien: Sesion, v: Awaited<ReturnType<typeof venta>>) {
        const k = server().db.kysely;
        return {
            venta: (await quien.get(RUTAS_VENTAS.venta(v.id))).body,
            stock: await stockYMovimientos(server(), [v.a.id, v.b.id]),
            resumen: (await quien.get(RESUMEN)).body,
            bitacora: (await k.selectFrom('bitacora').select('id').where('empresa_id', '=', quien.empresaId).execute()).length,
        };
    }

    it('voids a Completada sale: Cancelada, every line restocked with its kardex row, the posting gone, one audit entry', async () => {
        const t = await nuevaSesion(server());
        const otra = await venta(t);
        const v = await venta(t);
        const res = await t.post(cancelar(v.id), { motivo: '  Cobro duplicado  ' });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ id: v.id, estado: 'Cancelada', total: '52.00', notas_credito: [] });
        expect(res.body.detalles).toHaveLength(2);
        expect((await t.get(RUTAS_VENTAS.venta(v.id))).body.estado).toBe('Cancelada');

        // Stock back where it was, the history adding up to it: sale out, void in.
        const stock = await stockYMovimientos(server(), [v.a.id, v.b.id]);
        expect(stock[v.a.id]).toEqual({ stock: 10, suma: 10, movimientos: 3 });
        expect(stock[v.b.id]).toEqual({ stock: 5, suma: 5, movimientos: 3 });
        const [ultimo] = (await t.get(kardex(v.a.id))).body;
        expect(ultimo).toMatchObject({
            tipo: 'CANCELACION_VENTA',
            cantidad: 3,
            stock_resultante: 10,
            motivo: `Cancelación de la venta #${v.id}: Cobro duplicado`,
            usuario: t.email,
            venta_id: v.id,
            nota_credito_id: null,
        });
        expect((await t.get(kardex(v.b.id))).body[0]).toMatchObject({ tipo: 'CANCELACION_VENTA', cantidad: 2, stock_resultante: 5, venta_id: v.id });

        // The ledger as if it had never been sold: only the other sale's ingreso stands.
        const movimientos = (await t.get(MOVIMIENTOS)).body as { concepto: string }[];
        expect(movimientos.map((m) => m.concepto)).toEqual([`Venta #${otra.id}`]);
        expect((await t.get(RESUMEN)).body).toEqual({ total_ingresos: '52.00', total_egresos: '0.00', balance: '52.00' });

        // The audit log: who, which sale, as it stood, and why.
        const entradas = await server().db.kysely.selectFrom('bitacora').selectAll().where('empresa_id', '=', t.empresaId).execute();
        expect(entradas).toHaveLength(1);
        expect(entradas[0]).toMatchObject({ usuario_id: t.usuarioId, tipo: 'venta.cancelacion', entidad: 'venta', entidad_id: v.id });
        expect(JSON.parse(entradas[0].antes as string)).toEqual({ estado: 'Completada', total: '52.00', sesion_caja_id: null, asientos: 1 });
        expect(JSON.parse(entradas[0].despues as string)).toEqual({ estado: 'Cancelada', motivo: 'Cobro duplicado' });

        // The history finds it under its state, and counts it there.
        const canceladas = await t.get(`${RUTAS_VENTAS.lista}?estado=Cancelada`);
        expect(canceladas.body.map((x: { id: number }) => x.id)).toEqual([v.id]);
        const completadas = await t.get(`${RUTAS_VENTAS.lista}?estado=Completada&limit=1`);
        expect(completadas.headers.get('x-total-count')).toBe('1');
    });

    it("the dashboard drops it: today's sales, count, average, net income and the top 5", async () => {
        const t = await nuevaSesion(server());
        const v = await venta(t);
        const p = await productoConVariantes(t, [{ sku: sku('CV-C'), precio: '10.00', stock: 10 }]);
        const queda = await checkout(t, { items: [{ producto_id: p.variantes[0].id, cantidad: 1 }], pagos: [efectivo(10)] });
        expect(queda.status).toBe(201);
        // A return today of the sale that stays: refunds count the same after the void.
        expect((await t.post(RUTAS_VENTAS.devolucion(queda.body.id), { items: [{ producto_id: p.variantes[0].id, cantidad: 1 }] })).status).toBe(201);
        const antes = (await t.get(DASHBOARD)).body;
        expect(antes).toMatchObject({ ventas_hoy: '62.00', devoluciones_hoy: '10.00', ingresos_hoy: '52.00', transacciones_hoy: 2, ticket_promedio_hoy: '31.00' });
        expect(antes.top_5_productos).toEqual([{ nombre_producto: v.nombre, cantidad_vendida: 5, unidad: 'pieza' }]);

        expect((await t.post(cancelar(v.id), { motivo: 'Error de captura' })).status).toBe(200);
        const despues = (await t.get(DASHBOARD)).body;
        expect(despues).toMatchObject({ ventas_hoy: '10.00', devoluciones_hoy: '10.00', ingresos_hoy: '0.00', transacciones_hoy: 1, ticket_promedio_hoy: '10.00' });
        expect(despues.top_5_productos).toEqual([]);
        expect(despues.ventas_30_dias.at(-1)).toMatchObject({ total: '10.00', transacciones: 1 });
        expect((await t.get(RESUMEN)).body).toEqual({ total_ingresos: '10.00', total_egresos: '10.00', balance: '0.00' });
    });

    it('only a Completada sale: a sale with returns or already voided is a 409 that changes nothing', async () => {
        const conDevolucion = await venta();
        expect((await s.post(RUTAS_VENTAS.devolucion(conDevolucion.id), { items: [{ producto_id: conDevolucion.a.id, cantidad: 1 }] })).status).toBe(201);
        const antes = await foto(s, conDevolucion);
        const res = await s.post(cancelar(conDevolucion.id), { motivo: 'Tarde' });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ detail: MENSAJES.conDevoluciones });
        expect(await foto(s, conDevolucion)).toEqual(antes);

        const cancelada = await venta();
        expect((await s.post(cancelar(cancelada.id), { motivo: 'Primera vez' })).status).toBe(200);
        const despues = await foto(s, cancelada);
        const otra = await s.post(cancelar(cancelada.id), { motivo: 'Otra vez' });
        expect(otra.status).toBe(409);
        expect(otra.body).toEqual({ detail: MENSAJES.yaCancelada });
        expect(await foto(s, cancelada)).toEqual(despues);
        // A cancelled sale takes no return either.
        expect((await s.post(RUTAS_VENTAS.devolucion(cancelada.id), { items: [{ producto_id: cancelada.a.id, cantidad: 1 }] })).status).toBe(409);
    });

    /** A cash session of the caller's, in the given state, holding the sale. */
    async function enSesion(srv: TestServer, quien: Sesion, ventaId: number, estado: 'Abierta' | 'Cerrada') {
        const k = srv.db.kysely;
        const ahora = new Date().toISOString();
        const sesion = await k
            .insertInto('sesiones_caja')
            .values({
                empresa_id: quien.empresaId,
                usuario_id: quien.usuarioId,
                caja: 'Caja 1',
                abierta_en: ahora,
                fondo_inicial: 50_000,
                estado,
                ...(estado === 'Cerrada' ? { cerrada_en: ahora, cerrada_por: quien.usuarioId, efectivo_esperado: 55_200, efectivo_contado: 55_200 } : {}),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
        await k.updateTable('ventas').set({ sesion_caja_id: sesion.id }).where('id', '=', ventaId).execute();
        return sesion.id;
    }

    it("a sale of a closed cash session is a 409; of an open one it is voided and keeps its session (whose reading leaves Cancelada out)", async () => {
        const t = await nuevaSesion(server());
        const cerrada = await venta(t);
        await enSesion(server(), t, cerrada.id, 'Cerrada');
        const antes = await foto(t, cerrada);
        const res = await t.post(cancelar(cerrada.id), { motivo: 'Después del corte' });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ detail: MENSAJES.sesionCerrada });
        expect(await foto(t, cerrada)).toEqual(antes);

        const abierta = await venta(t);
        const sesionId = await enSesion(server(), t, abierta.id, 'Abierta');
        expect((await t.post(cancelar(abierta.id), { motivo: 'Cliente se arrepintió' })).status).toBe(200);
        const fila = await server().db.kysely.selectFrom('ventas').select(['estado', 'sesion_caja_id']).where('id', '=', abierta.id).executeTakeFirstOrThrow();
        expect(fila).toEqual({ estado: 'Cancelada', sesion_caja_id: sesionId });
        const entrada = await server().db.kysely.selectFrom('bitacora').select('antes').where('entidad_id', '=', abierta.id).where('tipo', '=', 'venta.cancelacion').executeTakeFirstOrThrow();
        expect(JSON.parse(entrada.antes as string)).toMatchObject({ sesion_caja_id: sesionId });
    });

    const SESIONES = '/api/v1/caja/sesiones';
    async function abrirCaja(quien: Sesion) {
        const res = await quien.post(`${SESIONES}/`, { fondo_inicial: '500.00' });
        expect(res.status).toBe(201);
        return res.body.id as number;
    }

    it("through the cash session: the void takes its cash out of the X reading; once the session is closed, a void is a 409", async () => {
        const t = await nuevaSesion(server());
        const sesionId = await abrirCaja(t);
        const v = await venta(t); // 52.00, paid 100.00 in cash: 52.00 into the drawer
        const p = await productoConVariantes(t, [{ sku: sku('CV-T'), precio: '20.00', stock: 5 }]);
        const tarjeta = await checkout(t, { items: [{ producto_id: p.variantes[0].id, cantidad: 1 }], pagos: [{ metodo_pago: 'Tarjeta de Débito', monto: '20.00' }] });
        expect(tarjeta.status).toBe(201);
        const lectura = async () => (await t.get(`${SESIONES}/actual`)).body.lectura;
        expect(await lectura()).toMatchObject({ ventas: 2, efectivo_ventas: '52.00', efectivo_esperado: '552.00' });

        expect((await t.post(cancelar(v.id), { motivo: 'Cobro duplicado' })).status).toBe(200);
        expect(await lectura()).toMatchObject({ ventas: 1, efectivo_ventas: '0.00', efectivo_esperado: '500.00', por_metodo: [{ metodo_pago: 'Tarjeta de Débito', monto: '20.00' }] });

        const z = await t.post(`${SESIONES}/${sesionId}/cierre/`, { efectivo_contado: '500.00' });
        expect(z.status).toBe(200);
        expect(z.body).toMatchObject({ efectivo_esperado: '500.00', diferencia: '0.00' });
        const tarde = await t.post(cancelar(tarjeta.body.id), { motivo: 'Después del corte' });
        expect(tarde).toMatchObject({ status: 409, body: { detail: MENSAJES.sesionCerrada } });
        expect((await t.get(RUTAS_VENTAS.venta(tarjeta.body.id))).body.estado).toBe('Completada');
    });

    it('a void racing the close of its session: the void is in the Z report, or refused after it', async () => {
        const t = await nuevaSesion(server());
        for (let i = 0; i < 4; i++) {
            const sesionId = await abrirCaja(t);
            const v = await venta(t);
            const anular = () => t.post(cancelar(v.id), { motivo: 'Carrera con el corte' });
            const cerrar = () => t.post(`${SESIONES}/${sesionId}/cierre/`, { efectivo_contado: '552.00' });
            const [anulacion, cierre] = i % 2 ? await Promise.all([anular(), cerrar()]) : (await Promise.all([cerrar(), anular()])).reverse();
            expect(cierre.status).toBe(200);
            const estado = (await t.get(RUTAS_VENTAS.venta(v.id))).body.estado;
            if (anulacion.status === 200) {
                expect(estado).toBe('Cancelada');
                expect(cierre.body).toMatchObject({ efectivo_esperado: '500.00', diferencia: '52.00' });
            } else {
                expect(anulacion).toMatchObject({ status: 409, body: { detail: MENSAJES.sesionCerrada } });
                expect(estado).toBe('Completada');
                expect(cierre.body).toMatchObject({ efectivo_esperado: '552.00', diferencia: '0.00' });
            }
            // The closed session reads as its Z.
            expect((await t.get(`${SESIONES}/${sesionId}`)).body.lectura.efectivo_esperado).toBe(cierre.body.efectivo_esperado);
        }
    });

    it('the reason is required (422 at motivo, in Spanish), and nothing changes', async () => {
        const v = await venta();
        const antes = await foto(s, v);
        for (const body of [{}, { motivo: '' }, { motivo: '   ' }, { motivo: null }, { motivo: 5 }]) {
            const res = await s.post(cancelar(v.id), body);
            expect(res.status).toBe(422);
            expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'motivo'], msg: MENSAJES.motivo });
        }
        const largo = await s.post(cancelar(v.id), { motivo: 'x'.repeat(501) });
        expect(largo.status).toBe(422);
        expect(largo.body.detail[0]).toMatchObject({ loc: ['body', 'motivo'], msg: 'Máximo 500 caracteres.' });
        expect((await s.post(cancelar('abc'), { motivo: 'x' })).status).toBe(422);
        expect(await foto(s, v)).toEqual(antes);
    });

    it("another company's sale, or none, is a 404 that changes nothing", async () => {
        const b = await nuevaSesion(server());
        const ajena = await venta(b);
        const antes = await foto(b, ajena);
        for (const id of [ajena.id, 999_999]) {
            const res = await s.post(cancelar(id), { motivo: 'Ajena' });
            expect(res.status).toBe(404);
            expect(res.body).toEqual({ detail: 'Venta no encontrada.' });
        }
        expect(await foto(b, ajena)).toEqual(antes);
    });

    it('needs ventas:cancelar (403 without it, whatever else the role holds); with it alone, the void passes', async () => {
        const v = await venta();
        const sin = await usuarioConPermisos(server(), s.empresaId, ['ventas:leer', 'ventas:crear', 'devoluciones:crear']);
        const antes = await foto(s, v);
        const res = await sin.post(cancelar(v.id), { motivo: 'Sin permiso' });
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ detail: 'No tiene permiso para realizar esta acción.' });
        expect(await foto(s, v)).toEqual(antes);

        const con = await usuarioConPermisos(server(), s.empresaId, ['ventas:cancelar']);
        const ok = await con.post(cancelar(v.id), { motivo: 'Supervisor' });
        expect(ok.status).toBe(200);
        const entrada = await server().db.kysely.selectFrom('bitacora').select('usuario_id').where('entidad_id', '=', v.id).where('tipo', '=', 'venta.cancelacion').executeTakeFirstOrThrow();
        expect(entrada.usuario_id).toBe(con.usuarioId);
    });

    it('a void racing a return of the same sale: exactly one wins, and stock, ledger and counters agree with it', async () => {
        const t = await nuevaSesion(server());
        const ventas = [];
        for (let i = 0; i < 6; i++) ventas.push(await venta(t));
        const resultados = await Promise.all(
            ventas.map(async (v, i) => {
                const anular = () => t.post(cancelar(v.id), { motivo: 'Carrera' });
                const devolver = () => t.post(RUTAS_VENTAS.devolucion(v.id), { items: [{ producto_id: v.a.id, cantidad: 1 }] });
                // Both orders of firing.
                const [x, y] = await Promise.all(i % 2 ? [anular(), devolver()] : [devolver(), anular()]);
                return i % 2 ? { anulacion: x, devolucion: y } : { anulacion: y, devolucion: x };
            }),
        );
        let anuladas = 0;
        for (const [i, { anulacion, devolucion }] of resultados.entries()) {
            const v = ventas[i];
            expect([anulacion.status, devolucion.status].sort()).toEqual(anulacion.status === 200 ? [200, 409] : [201, 409]);
            const detalle = (await t.get(RUTAS_VENTAS.venta(v.id))).body;
            const stock = await stockYMovimientos(server(), [v.a.id, v.b.id]);
            if (anulacion.status === 200) {
                anuladas++;
                expect(devolucion.body.detail).toBe('Solo se pueden devolver ventas en estado Completada o Con Devolución.');
                expect(detalle).toMatchObject({ estado: 'Cancelada', notas_credito: [] });
                expect(stock[v.a.id]).toEqual({ stock: 10, suma: 10, movimientos: 3 });
                expect(stock[v.b.id]).toEqual({ stock: 5, suma: 5, movimientos: 3 });
            } else {
                expect(anulacion.body.detail).toBe(MENSAJES.conDevoluciones);
                expect(detalle.estado).toBe('Con Devolución');
                expect(detalle.notas_credito).toHaveLength(1);
                expect(stock[v.a.id]).toEqual({ stock: 8, suma: 8, movimientos: 3 });
                expect(stock[v.b.id]).toEqual({ stock: 3, suma: 3, movimientos: 2 });
            }
        }
        // The ledger: an ingreso per sale not voided, an egreso (12.50) per return.
        const devueltas = ventas.length - anuladas;
        expect((await t.get(RESUMEN)).body).toEqual({
            total_ingresos: (52 * devueltas).toFixed(2),
            total_egresos: (12.5 * devueltas).toFixed(2),
            balance: (39.5 * devueltas).toFixed(2),
        });
        const entradas = await server().db.kysely.selectFrom('bitacora').select('id').where('empresa_id', '=', t.empresaId).where('tipo', '=', 'venta.cancelacion').execute();
        expect(entradas).toHaveLength(anuladas);
        // The daily counters agree with the documents: checked when this server closes (tests/helpers/contadores.ts).
    });

    it('concurrent voids of one sale: one passes, the rest are 409, the stock comes back once', async () => {
        const v = await venta();
        const resultados = await Promise.all(Array.from({ length: 6 }, () => s.post(cancelar(v.id), { motivo: 'Doble clic' })));
        expect(resultados.filter((r) => r.status === 200)).toHaveLength(1);
        for (const r of resultados.filter((x) => x.status !== 200)) expect(r).toMatchObject({ status: 409, body: { detail: MENSAJES.yaCancelada } });
        const stock = await stockYMovimientos(server(), [v.a.id, v.b.id]);
        expect(stock[v.a.id]).toEqual({ stock: 10, suma: 10, movimientos: 3 });
        expect(stock[v.b.id]).toEqual({ stock: 5, suma: 5, movimientos: 3 });
    });
});
