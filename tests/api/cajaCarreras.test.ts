import { CAJA_MENSAJES } from '../../contracts/caja.js';
import { nuevaSesion, type Sesion } from '../helpers/catalogo.js';
import { abrir, anotaciones, articulo, cajaObligatoria, cajero, cerrar, mover, RUTAS_CAJA, supervisor } from '../helpers/caja.js';
import { describeEachEngine } from '../helpers/testServer.js';
import { checkout, RUTAS_VENTAS } from '../helpers/ventas.js';

const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Races against the real server (CONVENTIONS §6, Cash): requests fired together. On PostgreSQL
 * they really overlap (the session row's locks decide); SQLite runs one write at a time.
 */
describeEachEngine('caja: races', (server) => {
    let admin: Sesion;
    beforeAll(async () => {
        admin = await nuevaSesion(server());
    });

    it('two concurrent openings by one user: one session, the other a 409', async () => {
        const c = await cajero(server(), admin.empresaId);
        const res = await Promise.all(Array.from({ length: 6 }, (_, i) => c.post(RUTAS_CAJA.sesiones, { fondo_inicial: `${i + 1}.00` })));
        expect(res.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
        for (const r of res.filter((x) => x.status === 409)) expect(r.body).toEqual({ detail: CAJA_MENSAJES.yaAbierta });
        const filas = await server().db.kysely.selectFrom('sesiones_caja').select('id').where('usuario_id', '=', c.usuarioId).execute();
        expect(filas).toHaveLength(1);
        expect((await anotaciones(server(), admin.empresaId, 'caja.apertura')).filter((e) => e.usuario_id === c.usuarioId)).toHaveLength(1);
    });

    it('concurrent closes: exactly one wins with its count and posting; the others are 409 and change nothing', async () => {
        const c = await cajero(server(), admin.empresaId);
        const sup = await supervisor(server(), admin.empresaId);
        const id = await abrir(c, '100.00');
        // Each count differs, so the stored close and its posting name the winner.
        const res = await Promise.all(Array.from({ length: 6 }, (_, i) => cerrar(i % 2 ? sup : c, id, `${90 + i}.00`)));
        const ganadoras = res.filter((r) => r.status === 200);
        expect(ganadoras).toHaveLength(1);
        for (const r of res.filter((x) => x.status !== 200)) {
            expect(r.status).toBe(409);
            expect(r.body).toEqual({ detail: CAJA_MENSAJES.yaCerrada });
        }
        const z = ganadoras[0].body;
        const fila = await server().db.kysely.selectFrom('sesiones_caja').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        expect(Number(fila.efectivo_contado)).toBe(Math.round(Number(z.efectivo_contado) * 100));
        const asientos = await server()
            .db.kysely.selectFrom('movimientos_contables')
            .select(['monto', 'concepto'])
            .where('empresa_id', '=', admin.empresaId)
            .where('concepto', 'like', `%sesión #${id} %`)
            .execute();
        expect(asientos.map((a) => Number(a.monto))).toEqual([Math.round(Math.abs(Number(z.diferencia)) * 100)]);
        expect((await anotaciones(server(), admin.empresaId, 'caja.cierre')).filter((e) => e.entidad_id === id)).toHaveLength(1);
    });

    it('concurrent salidas never take the drawer below zero', async () => {
        const c = await cajero(server(), admin.empresaId);
        const id = await abrir(c, '100.00');
        const res = await Promise.all(Array.from({ length: 10 }, () => mover(c, id, 'salida', '30.00')));
        expect(res.filter((r) => r.status === 201)).toHaveLength(3);
        for (const r of res.filter((x) => x.status !== 201)) {
            expect(r.status).toBe(409);
            expect(r.body).toEqual({ detail: CAJA_MENSAJES.salidaExcedeCiega });
        }
        const sup = await supervisor(server(), admin.empresaId);
        expect((await sup.get(RUTAS_CAJA.sesion(id))).body.lectura).toMatchObject({ salidas: '90.00', efectivo_esperado: '10.00' });
    });

    for (const obligatoria of [true, false]) {
        it(`sales and cash refunds racing a close are in the closed session and its Z, or refused, never lost (caja_obligatoria ${obligatoria ? 'on' : 'off'})`, async () => {
            const empresa = await nuevaSesion(server());
            const articuloDe = await articulo(empresa, '10.00', 100_000);
            await cajaObligatoria(server(), empresa.empresaId, obligatoria);
            const c = await cajero(server(), empresa.empresaId);
            for (let ronda = 0; ronda < 4; ronda++) {
                const id = await abrir(c, '1000.00');
                // Sales of the session to return during the race (cash refunds drawn from it).
                const previas: number[] = [];
                for (let i = 0; i < 3; i++) {
                    const r = await checkout(c, { items: [{ producto_id: articuloDe, cantidad: 2 }], pagos: [{ metodo_pago: 'Efectivo', monto: '20.00' }] });
                    previas.push(r.body.id);
                }
                // Spread over a few milliseconds (a PostgreSQL sale takes longer), the close fired among them, later each round.
                const paso = server().engine === 'postgres' ? 60 : 3;
                const ventas = Array.from({ length: 12 }, (_, i) =>
                    espera(i * paso).then(() =>
                        checkout(c, { items: [{ producto_id: articuloDe, cantidad: 1 }], pagos: [{ metodo_pago: 'Efectivo', monto: i % 2 ? '10.00' : '50.00' }] }),
                    ),
                );
                const devoluciones = previas.map((v, i) => espera(i * 4 * paso).then(() => c.post(RUTAS_VENTAS.devolucion(v), { items: [{ producto_id: articuloDe, cantidad: 1 }] })));
                const cierre = espera(paso * (1 + 3 * ronda)).then(() => cerrar(c, id, '1000.00'));
                const [z, ...resultados] = await Promise.all([cierre, ...ventas, ...devoluciones]);
                expect(z.status, JSON.stringify(z.body)).toBe(200);
                const vendidas = resultados.slice(0, 12);
                const devueltas = resultados.slice(12);
                for (const r of [...vendidas, ...devueltas].filter((x) => x.status !== 201)) {
                    expect(obligatoria).toBe(true);
                    expect(r.status).toBe(409);
                    expect(r.body).toEqual({ detail: CAJA_MENSAJES.debeAbrir });
                }
                const k = server().db.kysely;
                const ventasOk = vendidas.filter((r) => r.status === 201).map((r) => r.body.id as number);
                const notasOk = devueltas.filter((r) => r.status === 201).map((r) => r.body.id as number);
                const enVentas = ventasOk.length ? await k.selectFrom('ventas').select(['id', 'sesion_caja_id']).where('id', 'in', ventasOk).execute() : [];
                const enNotas = notasOk.length ? await k.selectFrom('notas_credito').select(['id', 'sesion_caja_id', 'reembolso_efectivo']).where('id', 'in', notasOk).execute() : [];
                // Each one written is in this session (so in its Z) or, without the obligation, in none (rung after the close).
                for (const d of [...enVentas, ...enNotas]) expect(obligatoria ? [id] : [id, null]).toContain(d.sesion_caja_id);
                const dentro = enVentas.filter((v) => v.sesion_caja_id === id).length;
                const reembolsos = enNotas.filter((n) => n.sesion_caja_id === id).reduce((s, n) => s + Number(n.reembolso_efectivo), 0);
                expect(z.body.lectura.ventas).toBe(3 + dentro);
                expect(z.body.lectura.efectivo_devoluciones).toBe((reembolsos / 100).toFixed(2));
                // The earlier three sold 20.00 each, each racing sale 10.00 (change given back from its 50.00).
                expect(z.body.lectura.efectivo_ventas).toBe(((3 * 2000 + dentro * 1000) / 100).toFixed(2));
                // What the closed session reads now is what its Z said: nothing joined it after the close.
                const despues = await c.get(RUTAS_CAJA.sesion(id));
                expect(despues.body.lectura).toEqual(z.body.lectura);
                expect(despues.body).toMatchObject({ efectivo_esperado: z.body.efectivo_esperado, estado: 'Cerrada' });
            }
        });
    }
});
