import { CAJA_MENSAJES } from '../../contracts/caja.js';
import { nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { abrir, anotaciones, articulo, cajaObligatoria, cajero, cerrar, mover, RUTAS_CAJA, sentenciasDe, supervisor, vender } from '../helpers/caja.js';
import { fotoDeLaBase } from '../helpers/matrizRutas.js';
import { describeEachEngine, type TestServer } from '../helpers/testServer.js';
import { usuarioConPermisos } from '../helpers/usuarios.js';
import { checkout, RUTAS_VENTAS } from '../helpers/ventas.js';

const SIN_PERMISO = { detail: 'No tiene permiso para realizar esta acción.' };

/** The ledger's movements of a company in a category, oldest first. */
const asientos = (server: TestServer, empresaId: number, categoria: string) =>
    server.db.kysely
        .selectFrom('movimientos_contables')
        .select(['tipo', 'monto', 'categoria', 'concepto'])
        .where('empresa_id', '=', empresaId)
        .where('categoria', '=', categoria)
        .orderBy('id')
        .execute()
        .then((filas) => filas.map((f) => ({ ...f, monto: Number(f.monto) })));

describeEachEngine('caja: sessions, readings and the close', (server) => {
    let admin: Sesion;
    let producto: number;
    beforeAll(async () => {
        admin = await nuevaSesion(server());
        producto = await articulo(admin, '150.00');
    });

    it('opens the caller’s session (201, Caja 1 by default); a second open one is a 409; the float is validated', async () => {
        const c = await cajero(server(), admin.empresaId);
        const res = await c.post(RUTAS_CAJA.sesiones, { fondo_inicial: '1,500.50' });
        expect(res.status).toBe(201);
        expect(res.body).toEqual({
            id: expect.any(Number),
            caja: 'Caja 1',
            usuario_id: c.usuarioId,
            usuario: c.email,
            cajero: 'Usuario De Prueba',
            abierta_en: expect.any(String),
            cerrada_en: null,
            fondo_inicial: '1500.50',
            estado: 'Abierta',
            efectivo_esperado: null,
            efectivo_contado: null,
            diferencia: null,
        });
        const segunda = await c.post(RUTAS_CAJA.sesiones, { fondo_inicial: 0, caja: 'Caja 2' });
        expect(segunda.status).toBe(409);
        expect(segunda.body).toEqual({ detail: CAJA_MENSAJES.yaAbierta });

        const otro = await cajero(server(), admin.empresaId);
        for (const [body, msg] of [
            [{}, undefined],
            [{ fondo_inicial: '' }, CAJA_MENSAJES.fondoObligatorio],
            [{ fondo_inicial: '-1' }, CAJA_MENSAJES.fondoNegativo],
            [{ fondo_inicial: '1,5' }, undefined],
            [{ fondo_inicial: '10.001' }, undefined],
        ] as const) {
            const r = await otro.post(RUTAS_CAJA.sesiones, body);
            expect(r.status, JSON.stringify(body)).toBe(422);
            expect(r.body.detail[0].loc).toEqual(['body', 'fondo_inicial']);
            if (msg) expect(r.body.detail[0].msg).toBe(msg);
        }
        expect((await otro.post(RUTAS_CAJA.sesiones, { fondo_inicial: 0, caja: '  Mostrador  ' })).body).toMatchObject({ caja: 'Mostrador', fondo_inicial: '0.00' });
        const entradas = await anotaciones(server(), admin.empresaId, 'caja.apertura');
        expect(entradas.filter((e) => e.usuario_id === c.usuarioId)).toEqual([
            expect.objectContaining({ entidad: 'sesion_caja', entidad_id: res.body.id, antes: null, despues: { caja: 'Caja 1', fondo_inicial: '1500.50', estado: 'Abierta' } }),
        ]);
    });

    it('GET actual: 404 without an open session; the X reading counts cash net of change, by method, blind for a cashier', async () => {
        const c = await cajero(server(), admin.empresaId);
        const sin = await c.get(RUTAS_CAJA.actual);
        expect(sin.status).toBe(404);
        expect(sin.body).toEqual({ detail: CAJA_MENSAJES.sinSesion });

        const id = await abrir(c, '500.00');
        // 150 paid with 200 in cash (50 change); 150 by card; 300 as 100 card + 250 cash (50 change).
        await vender(c, producto, 1, [['Efectivo', '200.00']]);
        await vender(c, producto, 1, [['Tarjeta de Débito', '150.00']]);
        await vender(c, producto, 2, [['Tarjeta de Crédito', '100.00'], ['Efectivo', '250.00']]);
        const x = await c.get(RUTAS_CAJA.actual);
        expect(x.status).toBe(200);
        expect(x.body).toMatchObject({ id, estado: 'Abierta', fondo_inicial: '500.00', movimientos: [] });
        expect(x.body.lectura).toEqual({
            fondo_inicial: '500.00',
            ventas: 3,
            por_metodo: [
                { metodo_pago: 'Efectivo', monto: '350.00' },
                { metodo_pago: 'Tarjeta de Crédito', monto: '100.00' },
                { metodo_pago: 'Tarjeta de Débito', monto: '150.00' },
            ],
            efectivo_ventas: '350.00',
            efectivo_devoluciones: '0.00',
            efectivo_abonos: '0.00',
            entradas: '0.00',
            salidas: '0.00',
        });
        // A supervisor sees the expected cash of the same session.
        const sup = await supervisor(server(), admin.empresaId);
        const vista = await sup.get(RUTAS_CAJA.sesion(id));
        expect(vista.body.lectura.efectivo_esperado).toBe('850.00');
        // The sales carry their session.
        const ventas = await server().db.kysely.selectFrom('ventas').select('sesion_caja_id').where('usuario_id', '=', c.usuarioId).execute();
        expect(ventas.map((v) => v.sesion_caja_id)).toEqual([id, id, id]);
    });

    it('cash movements: entrada and salida move the reading; a salida above the drawer is a 409; a gasto posts an egreso Caja', async () => {
        const sup = await supervisor(server(), admin.empresaId);
        const id = await abrir(sup, '100.00');
        await vender(sup, producto, 1, [['Efectivo', '200.00']]);
        const entrada = await mover(sup, id, 'entrada', '20.50', { motivo: 'Cambio del banco' });
        expect(entrada.status).toBe(201);
        expect(entrada.body).toEqual({ id: expect.any(Number), tipo: 'entrada', monto: '20.50', motivo: 'Cambio del banco', gasto: false, fecha: expect.any(String), usuario: sup.email });
        const antes = await asientos(server(), admin.empresaId, 'Caja');
        const gasto = await mover(sup, id, 'salida', '30.00', { gasto: true, motivo: 'Garrafón de agua' });
        expect(gasto.status).toBe(201);
        expect(gasto.body.gasto).toBe(true);
        expect((await asientos(server(), admin.empresaId, 'Caja')).slice(antes.length)).toEqual([{ tipo: 'egreso', monto: 3000, categoria: 'Caja', concepto: 'Garrafón de agua' }]);
        // 100 + 150 + 20.50 − 30 = 240.50 in the drawer.
        const excede = await mover(sup, id, 'salida', '240.51');
        expect(excede.status).toBe(409);
        expect(excede.body).toEqual({ detail: CAJA_MENSAJES.salidaExcede(24050) });
        expect((await mover(sup, id, 'salida', '240.50')).status).toBe(201);
        const x = (await sup.get(RUTAS_CAJA.actual)).body;
        expect(x.lectura).toMatchObject({ entradas: '20.50', salidas: '270.50', efectivo_esperado: '0.00' });
        expect(x.movimientos.map((m: { tipo: string; monto: string; gasto: boolean }) => [m.tipo, m.monto, m.gasto])).toEqual([
            ['entrada', '20.50', false],
            ['salida', '30.00', true],
            ['salida', '240.50', false],
        ]);
        // Only a salida is a gasto; a blind cashier's refusal does not tell the expected cash.
        const noGasto = await mover(sup, id, 'entrada', '1.00', { gasto: true });
        expect(noGasto.status).toBe(422);
        expect(noGasto.body.detail[0]).toMatchObject({ loc: ['body', 'gasto'], msg: CAJA_MENSAJES.gastoSoloSalida });
        const c = await cajero(server(), admin.empresaId);
        const suya = await abrir(c, '10.00');
        const ciega = await mover(c, suya, 'salida', '10.01');
        expect(ciega.status).toBe(409);
        expect(ciega.body).toEqual({ detail: CAJA_MENSAJES.salidaExcedeCiega });
        for (const [body, campo] of [
            [{ tipo: 'salida', monto: '0', motivo: 'x' }, 'monto'],
            [{ tipo: 'retiro', monto: '1', motivo: 'x' }, 'tipo'],
            [{ tipo: 'salida', monto: '1', motivo: '  ' }, 'motivo'],
        ] as const) {
            const r = await c.post(RUTAS_CAJA.movimientos(suya), body);
            expect(r.status).toBe(422);
            expect(r.body.detail[0].loc).toEqual(['body', campo]);
        }
        const bitacora = (await anotaciones(server(), admin.empresaId, 'caja.movimiento')).filter((e) => e.entidad_id === id);
        expect(bitacora.map((e) => e.despues)).toEqual([
            { movimiento_id: entrada.body.id, tipo: 'entrada', monto: '20.50', motivo: 'Cambio del banco', gasto: false },
            { movimiento_id: gasto.body.id, tipo: 'salida', monto: '30.00', motivo: 'Garrafón de agua', gasto: true },
            expect.objectContaining({ tipo: 'salida', monto: '240.50' }),
        ]);
        expect(bitacora.every((e) => e.usuario_id === sup.usuarioId)).toBe(true);
    });

    it('returns refund cash first, up to the cash the sale kept, from the returning user’s session', async () => {
        const c = await cajero(server(), admin.empresaId);
        const id = await abrir(c, '0');
        const barato = await articulo(admin, '40.00');
        // 3 × 40 = 120: 50 by card + 100 cash (30 change) → the sale kept 70 in cash.
        const venta = await vender(c, barato, 3, [['Tarjeta de Débito', '50.00'], ['Efectivo', '100.00']]);
        const devolver = (cantidad: number) => c.post(RUTAS_VENTAS.devolucion(venta), { items: [{ producto_id: barato, cantidad }] });
        const nota = async (r: Awaited<ReturnType<typeof devolver>>) =>
            server().db.kysely.selectFrom('notas_credito').select(['reembolso_efectivo', 'sesion_caja_id']).where('id', '=', r.body.id).executeTakeFirstOrThrow();
        const primera = await devolver(1);
        expect(primera.status).toBe(201);
        expect(await nota(primera)).toEqual({ reembolso_efectivo: 4000, sesion_caja_id: id });
        const segunda = await devolver(1);
        // 70 − 40 = 30 cash left: 30 in cash, 10 by card (no session).
        expect(await nota(segunda)).toEqual({ reembolso_efectivo: 3000, sesion_caja_id: id });
        const tercera = await devolver(1);
        expect(await nota(tercera)).toEqual({ reembolso_efectivo: 0, sesion_caja_id: null });
        const x = (await c.get(RUTAS_CAJA.actual)).body.lectura;
        expect(x).toMatchObject({ ventas: 1, efectivo_ventas: '70.00', efectivo_devoluciones: '70.00' });
        const entradas = (await anotaciones(server(), admin.empresaId, 'devolucion')).filter((e) => e.despues.venta_id === venta);
        expect(entradas.map((e) => [e.entidad, e.entidad_id, e.usuario_id, e.despues.reembolso_efectivo, e.despues.total_devuelto])).toEqual([
            ['nota_credito', primera.body.id, c.usuarioId, '40.00', '40.00'],
            ['nota_credito', segunda.body.id, c.usuarioId, '30.00', '40.00'],
            ['nota_credito', tercera.body.id, c.usuarioId, '0.00', '40.00'],
        ]);
        expect(entradas[0].despues).toMatchObject({ estado: 'Con Devolución', sesion_caja_id: id, lineas: [{ producto_id: barato, cantidad: 1, monto_devuelto: '40.00' }] });
        expect(entradas[0].antes).toEqual({ venta_id: venta, estado: 'Completada' });

        // Another user's session takes the cash of a refund they make; the sale's session keeps its sale.
        const otro = await cajero(server(), admin.empresaId);
        const suya = await abrir(otro, '100.00');
        const venta2 = await vender(c, barato, 1, [['Efectivo', '40.00']]);
        const r = await otro.post(RUTAS_VENTAS.devolucion(venta2), { items: [{ producto_id: barato, cantidad: 1 }] });
        expect(await nota(r)).toEqual({ reembolso_efectivo: 4000, sesion_caja_id: suya });
        const sup = await supervisor(server(), admin.empresaId);
        expect((await sup.get(RUTAS_CAJA.sesion(suya))).body.lectura).toMatchObject({ ventas: 0, efectivo_devoluciones: '40.00', efectivo_esperado: '60.00' });
        expect((await sup.get(RUTAS_CAJA.sesion(id))).body.lectura).toMatchObject({ ventas: 2, efectivo_ventas: '110.00', efectivo_esperado: '40.00' });
    });

    it('a voided sale leaves the reading (its cash drops out)', async () => {
        const sup = await supervisor(server(), admin.empresaId);
        const id = await abrir(sup, '0');
        const venta = await vender(sup, producto, 1, [['Efectivo', '150.00']]);
        await vender(sup, producto, 1, [['Tarjeta de Débito', '150.00']]);
        await server().db.kysely.updateTable('ventas').set({ estado: 'Cancelada' }).where('id', '=', venta).execute();
        expect((await sup.get(RUTAS_CAJA.sesion(id))).body.lectura).toMatchObject({
            ventas: 1,
            por_metodo: [{ metodo_pago: 'Tarjeta de Débito', monto: '150.00' }],
            efectivo_ventas: '0.00',
            efectivo_esperado: '0.00',
        });
        await server().db.kysely.updateTable('ventas').set({ estado: 'Completada' }).where('id', '=', venta).execute();
    });

    it('closes once with the Z report; a faltante and a sobrante post themselves; a second close is a 409 that changes nothing', async () => {
        const c = await cajero(server(), admin.empresaId);
        const id = await abrir(c, '500.00');
        await vender(c, producto, 1, [['Efectivo', '200.00']]);
        await mover(c, id, 'salida', '100.00', { gasto: true, motivo: 'Papelería' });
        const antes = await asientos(server(), admin.empresaId, 'Faltante de caja');
        // Expected 500 + 150 − 100 = 550; counted 540 by denominations.
        const denominaciones = [
            { tipo: 'billete', valor: '500', cantidad: 1 },
            { tipo: 'billete', valor: '20', cantidad: 2 },
            { tipo: 'moneda', valor: '0.50', cantidad: 0 },
        ];
        const z = await cerrar(c, id, '540.00', denominaciones);
        expect(z.status).toBe(200);
        expect(z.body).toMatchObject({
            id,
            estado: 'Cerrada',
            cerrada_en: expect.any(String),
            efectivo_esperado: '550.00',
            efectivo_contado: '540.00',
            diferencia: '-10.00',
            denominaciones: [
                { tipo: 'billete', valor: '500.00', cantidad: 1 },
                { tipo: 'billete', valor: '20.00', cantidad: 2 },
            ],
        });
        expect(z.body.lectura).toEqual({
            fondo_inicial: '500.00',
            ventas: 1,
            por_metodo: [{ metodo_pago: 'Efectivo', monto: '150.00' }],
            efectivo_ventas: '150.00',
            efectivo_devoluciones: '0.00',
            efectivo_abonos: '0.00',
            entradas: '0.00',
            salidas: '100.00',
            efectivo_esperado: '550.00',
        });
        expect(z.body.movimientos).toHaveLength(1);
        expect((await asientos(server(), admin.empresaId, 'Faltante de caja')).slice(antes.length)).toEqual([
            { tipo: 'egreso', monto: 1000, categoria: 'Faltante de caja', concepto: `Faltante de caja: sesión #${id} (Caja 1)` },
        ]);
        // The session's posting names it and, like a document's, cannot be edited or deleted in the ledger.
        const libro = await admin.get('/api/v1/contabilidad/movimientos/?categoria=Faltante de caja');
        const faltante = libro.body.find((m: { concepto: string }) => m.concepto === `Faltante de caja: sesión #${id} (Caja 1)`);
        expect(faltante.origen).toEqual({ tipo: 'sesion_caja', id });
        const M = `/api/v1/contabilidad/movimientos/${faltante.id}`;
        const editar = await admin.put(M, { tipo: 'egreso', monto: '1.00', concepto: 'Otro' });
        expect(editar.status).toBe(409);
        expect(editar.body.detail).toBe(`El movimiento fue generado automáticamente por Sesión de caja #${id} y no se puede editar.`);
        expect((await admin.del(M)).status).toBe(409);
        expect((await admin.get(M)).body).toMatchObject({ monto: '10.00', concepto: `Faltante de caja: sesión #${id} (Caja 1)` });
        const cierre = (await anotaciones(server(), admin.empresaId, 'caja.cierre')).filter((e) => e.entidad_id === id);
        expect(cierre).toEqual([
            expect.objectContaining({
                usuario_id: c.usuarioId,
                antes: { estado: 'Abierta' },
                despues: { estado: 'Cerrada', efectivo_esperado: '550.00', efectivo_contado: '540.00', diferencia: '-10.00' },
            }),
        ]);

        // Closed: the cashier now sees the expected amount; a second close, a movement, change nothing.
        const leida = await c.get(RUTAS_CAJA.sesion(id));
        expect(leida.body).toMatchObject({ estado: 'Cerrada', efectivo_esperado: '550.00', efectivo_contado: '540.00', diferencia: '-10.00', denominaciones: z.body.denominaciones });
        expect(leida.body.lectura.efectivo_esperado).toBe('550.00');
        const foto = await fotoDeLaBase(server());
        const otra = await cerrar(c, id, '550.00');
        expect(otra.status).toBe(409);
        expect(otra.body).toEqual({ detail: CAJA_MENSAJES.yaCerrada });
        expect((await mover(c, id, 'entrada', '1.00')).status).toBe(409);
        expect(await fotoDeLaBase(server())).toEqual(foto);
        // A sale after the close belongs to no session; the cashier may open a new one.
        const despues = await vender(c, producto, 1, [['Efectivo', '150.00']]);
        expect((await server().db.kysely.selectFrom('ventas').select('sesion_caja_id').where('id', '=', despues).executeTakeFirstOrThrow()).sesion_caja_id).toBeNull();
        expect((await c.get(RUTAS_CAJA.actual)).status).toBe(404);
        const nueva = await abrir(c, '550.00');
        expect(nueva).not.toBe(id);

        // A sobrante: counted above the expected.
        const z2 = await cerrar(c, nueva, '550.75');
        expect(z2.body).toMatchObject({ diferencia: '0.75', efectivo_esperado: '550.00' });
        expect((await asientos(server(), admin.empresaId, 'Sobrante de caja')).at(-1)).toEqual({
            tipo: 'ingreso',
            monto: 75,
            categoria: 'Sobrante de caja',
            concepto: `Sobrante de caja: sesión #${nueva} (Caja 1)`,
        });
    });

    it('a session without sales closes normally; an exact count posts nothing; denominations must add up to the count', async () => {
        const c = await cajero(server(), admin.empresaId);
        const id = await abrir(c, '200.00');
        const mal = await cerrar(c, id, '200.00', [{ tipo: 'billete', valor: '100', cantidad: 1 }]);
        expect(mal.status).toBe(422);
        expect(mal.body.detail[0]).toMatchObject({ loc: ['body', 'denominaciones'], msg: CAJA_MENSAJES.denominacionesNoSuman(10000) });
        const raro = await cerrar(c, id, '3.00', [{ tipo: 'billete', valor: '3', cantidad: 1 }]);
        expect(raro.status).toBe(422);
        const movimientos = await server().db.kysely.selectFrom('movimientos_contables').select('id').where('empresa_id', '=', admin.empresaId).execute();
        const z = await cerrar(c, id, '200.00');
        expect(z.status).toBe(200);
        expect(z.body).toMatchObject({ estado: 'Cerrada', diferencia: '0.00', denominaciones: null, lectura: { ventas: 0, por_metodo: [], efectivo_esperado: '200.00' } });
        expect(await server().db.kysely.selectFrom('movimientos_contables').select('id').where('empresa_id', '=', admin.empresaId).execute()).toHaveLength(movimientos.length);
    });

    it('a supervisor reads and closes another user’s session; a cashier gets a 404 for it, and another company too', async () => {
        const c = await cajero(server(), admin.empresaId);
        const otro = await cajero(server(), admin.empresaId);
        const sup = await supervisor(server(), admin.empresaId);
        const id = await abrir(c, '50.00');
        for (const r of [await otro.get(RUTAS_CAJA.sesion(id)), await mover(otro, id, 'entrada', '1.00'), await cerrar(otro, id, '50.00')]) {
            expect(r.status).toBe(404);
            expect(r.body).toEqual({ detail: CAJA_MENSAJES.noEncontrada });
        }
        const ajena = await nuevaSesion(server());
        for (const r of [await ajena.get(RUTAS_CAJA.sesion(id)), await mover(ajena, id, 'entrada', '1.00'), await cerrar(ajena, id, '50.00')]) {
            expect(r.status).toBe(404);
        }
        expect((await sup.get(RUTAS_CAJA.sesion(id))).body).toMatchObject({ id, usuario_id: c.usuarioId, lectura: { efectivo_esperado: '50.00' } });
        const z = await cerrar(sup, id, '50.00');
        expect(z.status).toBe(200);
        expect(z.body).toMatchObject({ usuario_id: c.usuarioId, usuario: c.email, estado: 'Cerrada' });
        const cerrada = await server().db.kysely.selectFrom('sesiones_caja').select(['cerrada_por', 'usuario_id']).where('id', '=', id).executeTakeFirstOrThrow();
        expect(cerrada).toEqual({ cerrada_por: sup.usuarioId, usuario_id: c.usuarioId });
        expect((await c.get(RUTAS_CAJA.sesion(id))).status).toBe(200);
    });

    it('lists sessions newest first, filtered by user, state and days; a cashier sees only their own', async () => {
        const empresa = await nuevaSesion(server());
        const a = await cajero(server(), empresa.empresaId);
        const b = await cajero(server(), empresa.empresaId);
        const sup = await supervisor(server(), empresa.empresaId);
        const a1 = await abrir(a, '1.00');
        await cerrar(a, a1, '1.00');
        const b1 = await abrir(b, '2.00');
        const a2 = await abrir(a, '3.00');
        const ids = (r: { body: { id: number }[] }) => r.body.map((x) => x.id);
        const todas = await sup.get(RUTAS_CAJA.sesiones);
        expect(todas.status).toBe(200);
        expect(ids(todas)).toEqual([a2, b1, a1]);
        expect(todas.headers.get('x-total-count')).toBe('3');
        expect(ids(await sup.get(`${RUTAS_CAJA.sesiones}?usuario_id=${a.usuarioId}`))).toEqual([a2, a1]);
        expect(ids(await sup.get(`${RUTAS_CAJA.sesiones}?estado=Cerrada`))).toEqual([a1]);
        expect(ids(await sup.get(`${RUTAS_CAJA.sesiones}?estado=Abierta&sort=id&order=ASC`))).toEqual([b1, a2]);
        const hoy = new Date().toISOString().slice(0, 10);
        const ayer = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
        expect(ids(await sup.get(`${RUTAS_CAJA.sesiones}?fecha_hasta=${ayer}`))).toEqual([]);
        expect(ids(await sup.get(`${RUTAS_CAJA.sesiones}?fecha_desde=${ayer}`))).toEqual([a2, b1, a1]);
        expect((await sup.get(`${RUTAS_CAJA.sesiones}?fecha_desde=${hoy}x`)).status).toBe(422);
        expect((await sup.get(`${RUTAS_CAJA.sesiones}?estado=Otra`)).status).toBe(422);
        const propias = await a.get(RUTAS_CAJA.sesiones);
        expect(ids(propias)).toEqual([a2, a1]);
        expect(propias.headers.get('x-total-count')).toBe('2');
        expect(ids(await a.get(`${RUTAS_CAJA.sesiones}?usuario_id=${b.usuarioId}`))).toEqual([]);
        expect(todas.body[0]).toMatchObject({ id: a2, usuario: a.email, cajero: 'Usuario De Prueba', estado: 'Abierta', efectivo_esperado: null });
        expect(todas.body[2]).toMatchObject({ id: a1, estado: 'Cerrada', efectivo_esperado: '1.00', efectivo_contado: '1.00', diferencia: '0.00' });
        // Another company's list holds none of these.
        expect(ids(await admin.get(RUTAS_CAJA.sesiones)).filter((id) => [a1, a2, b1].includes(id))).toEqual([]);
    });

    it('the X reading is three statements however many sales; a checkout in a session sends as many as one without', async () => {
        const c = await supervisor(server(), admin.empresaId);
        const venta = () => vender(c, producto, 1, [['Efectivo', '150.00']]);
        const fuera = await sentenciasDe(server(), venta);
        const id = await abrir(c, '0');
        const dentro = await sentenciasDe(server(), venta);
        expect(dentro.length).toBe(fuera.length);
        const una = await sentenciasDe(server(), () => c.get(RUTAS_CAJA.actual));
        for (let i = 0; i < 5; i++) await venta();
        const seis = await sentenciasDe(server(), () => c.get(RUTAS_CAJA.actual));
        expect(una).toHaveLength(3);
        expect(seis).toEqual(una);
        expect((await sentenciasDe(server(), () => c.get(RUTAS_CAJA.sesion(id))))).toHaveLength(3);
    });

    it('every route needs caja:operar (403 and nothing changes without it)', async () => {
        const c = await cajero(server(), admin.empresaId);
        const id = await abrir(c, '1.00');
        const sin = await usuarioConPermisos(server(), admin.empresaId, ['ventas:crear', 'ventas:leer', 'caja:supervisar']);
        const foto = await fotoDeLaBase(server());
        for (const r of [
            await sin.post(RUTAS_CAJA.sesiones, { fondo_inicial: '1.00' }),
            await sin.get(RUTAS_CAJA.sesiones),
            await sin.get(RUTAS_CAJA.actual),
            await sin.get(RUTAS_CAJA.sesion(id)),
            await mover(sin, id, 'entrada', '1.00'),
            await cerrar(sin, id, '1.00'),
        ]) {
            expect(r.status).toBe(403);
            expect(r.body).toEqual(SIN_PERMISO);
        }
        expect(await fotoDeLaBase(server())).toEqual(foto);
    });
});

describeEachEngine('caja: caja_obligatoria', (server) => {
    let admin: Sesion;
    let producto: number;
    beforeAll(async () => {
        admin = await nuevaSesion(server());
        producto = await articulo(admin, '25.00');
    });
    afterEach(async () => {
        await cajaObligatoria(server(), admin.empresaId, false);
    });

    it('off (the default): a sale and a cash refund without a session go through, outside any session', async () => {
        const c = await cajero(server(), admin.empresaId);
        const venta = await vender(c, producto, 2, [['Efectivo', '50.00']]);
        const r = await c.post(RUTAS_VENTAS.devolucion(venta), { items: [{ producto_id: producto, cantidad: 1 }] });
        expect(r.status).toBe(201);
        const nota = await server().db.kysely.selectFrom('notas_credito').select(['reembolso_efectivo', 'sesion_caja_id']).where('id', '=', r.body.id).executeTakeFirstOrThrow();
        expect(nota).toEqual({ reembolso_efectivo: 2500, sesion_caja_id: null });
    });

    it('on: a checkout without an open session is a 409 that writes nothing; with one it sells into it', async () => {
        const c = await cajero(server(), admin.empresaId);
        await cajaObligatoria(server(), admin.empresaId, true);
        const foto = await fotoDeLaBase(server());
        const r = await checkout(c, { items: [{ producto_id: producto, cantidad: 1 }], pagos: [{ metodo_pago: 'Tarjeta de Débito', monto: '25.00' }] });
        expect(r.status).toBe(409);
        expect(r.body).toEqual({ detail: CAJA_MENSAJES.debeAbrir });
        expect(await fotoDeLaBase(server())).toEqual(foto);
        const id = await abrir(c, '0');
        const venta = await vender(c, producto, 1, [['Efectivo', '30.00']]);
        expect((await server().db.kysely.selectFrom('ventas').select('sesion_caja_id').where('id', '=', venta).executeTakeFirstOrThrow()).sesion_caja_id).toBe(id);
        await cerrar(c, id, '25.00');
        expect((await checkout(c, { items: [{ producto_id: producto, cantidad: 1 }], pagos: [{ metodo_pago: 'Efectivo', monto: '25.00' }] })).status).toBe(409);
    });

    it('on: a refund with a cash part needs the returning user’s open session; one all by card does not', async () => {
        const c = await cajero(server(), admin.empresaId);
        const id = await abrir(c, '0');
        const enEfectivo = await vender(c, producto, 2, [['Efectivo', '50.00']]);
        const conTarjeta = await vender(c, producto, 2, [['Tarjeta de Crédito', '50.00']]);
        await cerrar(c, id, '50.00');
        await cajaObligatoria(server(), admin.empresaId, true);
        const foto = await fotoDeLaBase(server());
        const r = await c.post(RUTAS_VENTAS.devolucion(enEfectivo), { items: [{ producto_id: producto, cantidad: 1 }] });
        expect(r.status).toBe(409);
        expect(r.body).toEqual({ detail: CAJA_MENSAJES.debeAbrir });
        expect(await fotoDeLaBase(server())).toEqual(foto);
        const tarjeta = await c.post(RUTAS_VENTAS.devolucion(conTarjeta), { items: [{ producto_id: producto, cantidad: 1 }] });
        expect(tarjeta.status).toBe(201);
        const nueva = await abrir(c, '100.00');
        const ok = await c.post(RUTAS_VENTAS.devolucion(enEfectivo), { items: [{ producto_id: producto, cantidad: 1 }] });
        expect(ok.status).toBe(201);
        expect((await c.get(RUTAS_CAJA.actual)).body).toMatchObject({ id: nueva, lectura: { ventas: 0, efectivo_devoluciones: '25.00' } });
    });
});
